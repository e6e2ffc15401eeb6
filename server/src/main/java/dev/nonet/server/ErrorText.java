package dev.nonet.server;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How an error's words quote what the client sent: a long value by its start and an ellipsis. A message
 * that quoted a value whole sent back whatever the client sent, twice at times (a 60 KB {@code clues}
 * made a 120 KB answer).
 */
final class ErrorText {

    /** The most of a value a message quotes. */
    static final int MOST_QUOTED = 80;
    /** The longest message, whatever it quotes: far beyond any the server words itself. */
    static final int LONGEST = 1_000;

    /** A run of characters with no white space longer than a value is quoted: a long value, or one quoted in it. */
    private static final Pattern LONG_WORD = Pattern.compile("\\S{" + (MOST_QUOTED + 1) + ",}");
    /** The closing marks at a word's end (quotes, brackets, punctuation), kept after its cut. */
    private static final Pattern CLOSING = Pattern.compile("['\")\\]}:;,.?!]{1,3}$");

    private ErrorText() {
    }

    /** {@code value} as a message quotes it: whole when short, else its first {@link #MOST_QUOTED} characters and an ellipsis. */
    static String excerpt(String value) {
        return value.length() <= MOST_QUOTED ? value : value.substring(0, MOST_QUOTED) + "\u2026";
    }

    /**
     * {@code message} with every run of over {@link #MOST_QUOTED} characters without white space cut to
     * its start (its closing quote or bracket kept), and cut as a whole past {@link #LONGEST}: the last
     * guard for messages that quote a value and were not worded here (the core's, Jetty's).
     */
    static String shortened(String message) {
        if (message == null) {
            return null;
        }
        Matcher words = LONG_WORD.matcher(message);
        StringBuilder out = new StringBuilder();
        while (words.find()) {
            String word = words.group();
            Matcher closing = CLOSING.matcher(word);
            String end = closing.find() ? closing.group() : "";
            words.appendReplacement(out, Matcher.quoteReplacement(excerpt(word.substring(0, word.length() - end.length())) + end));
        }
        words.appendTail(out);
        return out.length() <= LONGEST ? out.toString() : out.substring(0, LONGEST) + "\u2026";
    }
}
