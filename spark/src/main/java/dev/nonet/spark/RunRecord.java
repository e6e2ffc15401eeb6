package dev.nonet.spark;

import java.util.ArrayList;
import java.util.List;

/**
 * What a resumable run was, kept in its output directory ({@value #FILE}): its command, options, input
 * and parts. A rerun with {@code --resume} goes on only when it is the same run, since its parts must
 * be cut as those already written were.
 *
 * @param command    the command's name
 * @param options    the command's options
 * @param input      the input path, as given
 * @param inputBytes the input files' total length, to tell an input that changed
 * @param partitions {@code --partitions}
 * @param parts      how many parts the input was cut into
 */
record RunRecord(String command, List<String> options, String input, long inputBytes, int partitions, int parts) {

    /** The file in the output directory, hidden from Hadoop's readers (a leading underscore) and from {@code cat OUTPUT/part-*}. */
    static final String FILE = "_nonet-run";

    private static final String HEAD = "# nonet-spark: the run that writes this directory; rerun it with --resume to write the parts not yet here";

    /** The file's text: a line a field, {@code NAME<TAB>VALUE}, an option a line. */
    String text() {
        StringBuilder text = new StringBuilder(HEAD).append('\n');
        text.append("command\t").append(command).append('\n');
        options.forEach(o -> text.append("option\t").append(o).append('\n'));
        text.append("input\t").append(input).append('\n');
        text.append("input-bytes\t").append(inputBytes).append('\n');
        text.append("partitions\t").append(partitions).append('\n');
        text.append("parts\t").append(parts).append('\n');
        return text.toString();
    }

    /** Reads {@link #text()}; null when the text is not one (a damaged or foreign file). */
    static RunRecord parse(String text) {
        String command = null;
        String input = null;
        long bytes = -1;
        int partitions = -1;
        int parts = -1;
        List<String> options = new ArrayList<>();
        try {
            for (String line : text.split("\n")) {
                if (line.startsWith("#") || line.isEmpty()) {
                    continue;
                }
                String[] field = line.split("\t", 2);
                String value = field.length == 2 ? field[1] : "";
                switch (field[0]) {
                    case "command" -> command = value;
                    case "option" -> options.add(value);
                    case "input" -> input = value;
                    case "input-bytes" -> bytes = Long.parseLong(value);
                    case "partitions" -> partitions = Integer.parseInt(value);
                    case "parts" -> parts = Integer.parseInt(value);
                    default -> {
                        return null;
                    }
                }
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return command == null || input == null || bytes < 0 || partitions < 1 || parts < 0 ? null
                : new RunRecord(command, List.copyOf(options), input, bytes, partitions, parts);
    }
}
