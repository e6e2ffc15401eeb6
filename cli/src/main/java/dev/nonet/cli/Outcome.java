package dev.nonet.cli;

/**
 * What a batch command makes of one record: the text to write in its place, and its verdict.
 *
 * @param text    the output record, each line ending in a newline; written in input order
 * @param verdict the word the summary counts it under, for example {@code solved} or {@code invalid}
 * @param bad     whether it makes the command exit with {@link ExitCode#BAD_PUZZLES}
 * @param key     what a step that sees the outcomes in input order needs of it (the minlex form that
 *                {@code dedup} looks up), or null
 */
public record Outcome(String text, String verdict, boolean bad, Object key) {

    /** An outcome no later step needs to look into. */
    public Outcome(String text, String verdict, boolean bad) {
        this(text, verdict, bad, null);
    }
}
