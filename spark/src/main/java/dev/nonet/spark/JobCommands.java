package dev.nonet.spark;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The commands the job runs, by name. A command whose outcome is a function of its record alone is one
 * {@link RecordJob} entry; one with work of another shape ({@code dedup}, {@code generate}) has a class of its own.
 */
final class JobCommands {

    private static final Map<String, JobCommand> COMMANDS = new LinkedHashMap<>();

    static {
        COMMANDS.put("solve", new RecordJob("solve", RecordJob.QUICK));
        COMMANDS.put("count", new RecordJob("count", RecordJob.QUICK));
        COMMANDS.put("check", new RecordJob("check", RecordJob.QUICK));
        COMMANDS.put("rate", new RecordJob("rate", RecordJob.SLOW));
        COMMANDS.put("canon", new RecordJob("canon", RecordJob.QUICK));
        COMMANDS.put("dedup", new FirstOfClassJob());
        COMMANDS.put("generate", new GenerationJob());
    }

    private JobCommands() {
    }

    /** The command {@code name}, or null when the job has none of that name. */
    static JobCommand named(String name) {
        return COMMANDS.get(name);
    }

    /** The names, in the order the usage lists them: {@code solve, count, ...}. */
    static String names() {
        return String.join(", ", COMMANDS.keySet());
    }
}
