package dev.nonet.cli;

import dev.nonet.generate.Generator;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * {@code nonet generate}'s work in parts, for an engine that runs the parts itself (the Spark job,
 * module {@code spark}): the options as the command takes them, parsed and checked by its own class,
 * and each part's puzzles written as the command writes them. A part is a count and a seed: the same
 * two give the same puzzles wherever and however often the part runs, as {@code nonet generate
 * --count N --seed S} gives them.
 */
public final class GenerateJob {

    private final GenerateCommand command;

    private GenerateJob(GenerateCommand command) {
        this.command = command;
    }

    /**
     * {@code generate} with {@code options}.
     *
     * @throws UserError (exit 2) for bad options, and for {@code --timeout}, which would make a part's
     *                   puzzles depend on how fast the machine that runs it is
     */
    public static GenerateJob of(List<String> options) {
        GenerateCommand command = ParsedCommand.of("generate", options, GenerateCommand.class, "generate");
        if (command.timeout != null) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "generate: --timeout is not taken here: a part that stops on time"
                    + " would give other puzzles on a slower machine or a retried task");
        }
        command.request(); // checks every option now, before any part runs
        return new GenerateJob(command);
    }

    /** How many puzzles {@code --count} asks for. */
    public int count() {
        return command.count;
    }

    /** The {@code --seed} given, or empty for one drawn at random. */
    public OptionalLong seed() {
        return command.seed == null ? OptionalLong.empty() : OptionalLong.of(command.seed);
    }

    /** Whether {@code --quiet} asks for no summary. */
    public boolean quiet() {
        return command.quiet;
    }

    /**
     * Generates one part on this thread: {@code count} puzzles from {@code seed}, giving each one's output
     * record (numbered from {@code firstIndex} in JSON) to {@code out}, in order.
     */
    public void generate(int count, long seed, int firstIndex, Consumer<String> out) {
        new Generator().generate(command.request(count, seed), 1, p -> out.accept(command.record(p.withIndex(firstIndex + p.index()))));
    }
}
