package dev.nonet.format;

import dev.nonet.format.FPuzzles.Refused;
import dev.nonet.format.PuzzleFormatException.Reason;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How large an f-puzzles puzzle may be, in characters. A payload of a few kilobytes can decompress to
 * millions of characters (a title of one letter over and over), and all that is done with a puzzle once
 * read (writing it back, compressing it for a link, sending it in an answer) takes time in proportion:
 * 16 million characters of title held a server's worker for 40 s. The bounds sit far above any real
 * puzzle's (the largest of the test sets is under 10,000 characters, its longest rules 1,310), so that
 * every such step takes milliseconds.
 */
public final class FPuzzlesLimits {

    /** The longest a puzzle's JSON may be, decompressed from its payload or given as it is. */
    public static final int MAX_JSON = 1_000_000;
    /** The longest {@code ruleset} and {@code successMessage}: the setter's prose. */
    public static final int MAX_RULES = 30_000;
    /** The longest of any other string, the {@code title} and {@code author} among them, and of any key. */
    public static final int MAX_TEXT = 2_000;

    /** The keys that hold prose, and may run to {@link #MAX_RULES}. */
    private static final Set<String> PROSE = Set.of("ruleset", "successMessage");

    private FPuzzlesLimits() {
    }

    /** Refuses JSON text longer than {@link #MAX_JSON}, saying how long it is. */
    static void checkJson(String json) {
        if (json.length() > MAX_JSON) {
            throw tooLong("an f-puzzles puzzle is " + count(json.length()) + " characters of JSON, more than the " + count(MAX_JSON)
                    + " a puzzle may have");
        }
    }

    /** The refusal of a payload whose text runs past {@link #MAX_JSON}: how far is not known, it was not decompressed further. */
    static Refused payloadTooLong() {
        return tooLong("the f-puzzles payload decompresses to more than " + count(MAX_JSON) + " characters, the most a puzzle may have");
    }

    /**
     * Refuses an object with a key or a string longer than its limit, naming where it is: {@code f-puzzles
     * "title" is 16,000,000 characters long, more than the 2,000 it may have}.
     */
    static void checkStrings(Map<String, ?> object) {
        for (Map.Entry<String, ?> e : object.entrySet()) {
            String key = e.getKey();
            String where = "\"" + shown(key) + "\"";
            checkKey(key, "");
            check(e.getValue(), where, PROSE.contains(key) ? MAX_RULES : MAX_TEXT);
        }
    }

    private static void check(Object value, String where, int limit) {
        if (value instanceof String s && s.length() > limit) {
            throw tooLong("f-puzzles " + where + " is " + count(s.length()) + " characters long, more than the " + count(limit)
                    + " it may have");
        }
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                check(list.get(i), where + " entry " + (i + 1), MAX_TEXT);
            }
        } else if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                String key = String.valueOf(e.getKey());
                checkKey(key, where + " ");
                check(e.getValue(), where + " \"" + shown(key) + "\"", MAX_TEXT);
            }
        }
    }

    private static void checkKey(String key, String where) {
        if (key.length() > MAX_TEXT) {
            throw tooLong("f-puzzles " + where + "key \"" + shown(key) + "\" is " + count(key.length()) + " characters long, more than the "
                    + count(MAX_TEXT) + " a key may have");
        }
    }

    /** A key as a message quotes it: one too long to read whole is cut. */
    private static String shown(String key) {
        return CellSymbols.printable(key.length() > 40 ? key.substring(0, 40) + "\u2026" : key);
    }

    private static String count(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static Refused tooLong(String message) {
        return new Refused(Reason.WRONG_LENGTH, message);
    }
}
