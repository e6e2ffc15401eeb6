package dev.nonet.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * lz-string's compression, as f-puzzles and SudokuPad links carry a puzzle: {@code compressToBase64} and
 * {@code decompressFromBase64}, and the URI-safe alphabet of {@code compressToEncodedURIComponent}.
 * Written from the algorithm (an LZW variant whose codes grow from 2 bits, packed 6 bits to a character);
 * its output is character for character that of the npm package {@code lz-string} 1.4 and 1.5.
 *
 * <pre>{@code
 * String payload = LzString.compressToBase64("{\"size\":9}");      // N4IgzglgXgpiBcBOAvkA
 * LzString.decompressFromBase64(payload);                         // {"size":9}
 * }</pre>
 *
 * <p>Decompressing text that is not a payload throws {@link IllegalArgumentException} saying why (a
 * character outside the alphabet, a code that names no entry, a payload cut short); unlike the
 * JavaScript, which answers such text with {@code ""} or {@code null}, it never returns a wrong string.
 * Characters are UTF-16 code units, as in JavaScript, so any Java string goes through unchanged.
 */
public final class LzString {

    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
    private static final String URI_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";

    /** The longest text a payload may decompress to: far beyond any puzzle, short of exhausting memory. */
    public static final int MAX_DECOMPRESSED = 1 << 24;

    private LzString() {
    }

    /** {@code text} compressed to lz-string's base64 form, padded with {@code =} to a multiple of four. */
    public static String compressToBase64(String text) {
        String packed = compress(text, BASE64);
        return switch (packed.length() % 4) {
            case 1 -> packed + "===";
            case 2 -> packed + "==";
            case 3 -> packed + "=";
            default -> packed;
        };
    }

    /** {@code text} compressed to lz-string's URI-safe form ({@code +}, {@code -} and {@code $}, no padding). */
    public static String compressToEncodedURIComponent(String text) {
        return compress(text, URI_SAFE);
    }

    /**
     * The text {@link #compressToBase64} compressed into {@code payload}. Trailing {@code =} padding is
     * optional.
     *
     * @throws IllegalArgumentException if {@code payload} is not such a payload, saying why
     */
    public static String decompressFromBase64(String payload) {
        return orTooLong(decompress(payload, BASE64, "base64", MAX_DECOMPRESSED));
    }

    /**
     * The text {@link #compressToEncodedURIComponent} compressed into {@code payload}; a space is read as
     * {@code +}, as a form-decoded link gives it.
     *
     * @throws IllegalArgumentException if {@code payload} is not such a payload, saying why
     */
    public static String decompressFromEncodedURIComponent(String payload) {
        return orTooLong(decompress(payload.replace(' ', '+'), URI_SAFE, "URI-safe", MAX_DECOMPRESSED));
    }

    /**
     * The text compressed into {@code payload} in either alphabet: a payload with {@code -} or {@code $}
     * is URI-safe, any other base64 (the two alphabets agree on every other character).
     *
     * @throws IllegalArgumentException if {@code payload} is not a payload in either, saying why
     */
    public static String decompress(String payload) {
        return orTooLong(decompress(payload, MAX_DECOMPRESSED).orElse(null));
    }

    /**
     * {@link #decompress(String)}, stopping as soon as the text runs past {@code maxLength} characters:
     * empty then. A payload of a few kilobytes can hold millions of characters; a caller that knows how
     * long its text may be learns it is too long without building it.
     *
     * @throws IllegalArgumentException if {@code payload} is not a payload in either alphabet, saying why
     */
    public static Optional<String> decompress(String payload, int maxLength) {
        boolean uriSafe = payload.indexOf('-') >= 0 || payload.indexOf('$') >= 0;
        return Optional.ofNullable(uriSafe ? decompress(payload.replace(' ', '+'), URI_SAFE, "URI-safe", maxLength)
                : decompress(payload, BASE64, "base64", maxLength));
    }

    /** Writes 6-bit values as characters of an alphabet, most significant bit first. */
    private static final class BitWriter {
        private final String alphabet;
        private final StringBuilder out = new StringBuilder();
        private int value;
        private int position;

        BitWriter(String alphabet) {
            this.alphabet = alphabet;
        }

        void bit(int b) {
            value = (value << 1) | b;
            if (position == 5) {
                out.append(alphabet.charAt(value));
                position = 0;
                value = 0;
            } else {
                position++;
            }
        }

        /** The low {@code count} bits of {@code v}, least significant first (lz-string's order). */
        void bits(int v, int count) {
            for (int i = 0; i < count; i++) {
                bit(v & 1);
                v >>= 1;
            }
        }

        String finish() {
            while (true) {
                value <<= 1;
                if (position == 5) {
                    out.append(alphabet.charAt(value));
                    return out.toString();
                }
                position++;
            }
        }
    }

    /**
     * The dictionary is kept as a trie of codes: a character's code, and for each phrase's code and the
     * character after it, the longer phrase's code. Keyed by the phrase itself, each character cost the
     * phrase's length to concatenate and hash, and a long run of one character (whose phrases grow to
     * thousands of characters) took quadratic time: 34 s for 16 million characters.
     */
    private static String compress(String text, String alphabet) {
        Map<Character, Integer> characters = new HashMap<>();
        Map<Long, Integer> longer = new HashMap<>();
        java.util.Set<Character> toCreate = new java.util.HashSet<>();
        BitWriter out = new BitWriter(alphabet);
        int dictSize = 3;
        int numBits = 2;
        int enlargeIn = 2;
        int w = -1; // the code of the phrase being extended; -1 before the first character
        int alone = -1; // the phrase's character while it is one character long, else -1
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            Integer cCode = characters.get(c);
            if (cCode == null) {
                cCode = dictSize++;
                characters.put(c, cCode);
                toCreate.add(c);
            }
            if (w < 0) {
                w = cCode;
                alone = c;
                continue;
            }
            long wc = ((long) w << 16) | c;
            Integer wcCode = longer.get(wc);
            if (wcCode != null) {
                w = wcCode;
                alone = -1;
                continue;
            }
            if (alone >= 0 && toCreate.remove((char) alone)) {
                writeLiteral(out, (char) alone, numBits);
                if (--enlargeIn == 0) {
                    enlargeIn = 1 << numBits;
                    numBits++;
                }
            } else {
                out.bits(w, numBits);
            }
            if (--enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
            longer.put(wc, dictSize++);
            w = cCode;
            alone = c;
        }
        if (w >= 0) {
            if (alone >= 0 && toCreate.remove((char) alone)) {
                writeLiteral(out, (char) alone, numBits);
                if (--enlargeIn == 0) {
                    enlargeIn = 1 << numBits;
                    numBits++;
                }
            } else {
                out.bits(w, numBits);
            }
            if (--enlargeIn == 0) {
                numBits++;
            }
        }
        out.bits(2, numBits); // the end of the stream
        return out.finish();
    }

    /** A character first seen: code 0 and its 8 bits, or code 1 and its 16. */
    private static void writeLiteral(BitWriter out, char c, int numBits) {
        if (c < 256) {
            out.bits(0, numBits);
            out.bits(c, 8);
        } else {
            out.bits(1, numBits);
            out.bits(c, 16);
        }
    }

    /** Reads the characters of a payload as bits, most significant first, 6 to a character. */
    private static final class BitReader {
        private final String payload;
        private final String alphabet;
        private final String name;
        private final int length;
        /** Where the trailing {@code =} padding starts: the characters from there read as zeros. */
        private final int padding;
        private int index;
        private int value;
        private int position = 32;

        BitReader(String payload, String alphabet, String name) {
            this.payload = payload;
            this.alphabet = alphabet;
            this.name = name;
            int end = payload.length();
            while (end > 0 && payload.charAt(end - 1) == '=' && alphabet.equals(BASE64)) {
                end--;
            }
            this.padding = end;
            this.length = payload.length();
            value = valueAt(0);
            index = 1;
        }

        private int valueAt(int i) {
            if (i >= padding) {
                return 0; // padding, or past the end: lz-string reads zeros, and the end marker comes before
            }
            char c = payload.charAt(i);
            int v = c == '=' ? -1 : alphabet.indexOf(c);
            if (v < 0) {
                throw new IllegalArgumentException("not an lz-string " + name + " payload: "
                        + describe(c) + " at character " + (i + 1) + " is not in its alphabet");
            }
            return v;
        }

        boolean exhausted() {
            return index > length;
        }

        int bits(int count) {
            int bits = 0;
            for (int power = 0; power < count; power++) {
                if ((value & position) != 0) {
                    bits |= 1 << power;
                }
                position >>= 1;
                if (position == 0) {
                    position = 32;
                    value = valueAt(index++);
                }
            }
            return bits;
        }
    }

    /** {@code text}, which is null when it ran past {@link #MAX_DECOMPRESSED}: then that is why it is refused. */
    private static String orTooLong(String text) {
        if (text == null) {
            throw new IllegalArgumentException("an lz-string payload that decompresses to more than "
                    + MAX_DECOMPRESSED + " characters is not a puzzle");
        }
        return text;
    }

    /** The text of {@code payload}, or null once it runs past {@code maxLength} characters. */
    private static String decompress(String payload, String alphabet, String name, int maxLength) {
        String trimmed = payload.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("not an lz-string " + name + " payload: it is empty");
        }
        BitReader in = new BitReader(trimmed, alphabet, name);
        List<String> dictionary = new ArrayList<>();
        dictionary.add("");
        dictionary.add("");
        dictionary.add("");
        int enlargeIn = 4;
        int numBits = 3;
        String w;
        switch (in.bits(2)) {
            case 0 -> w = String.valueOf((char) in.bits(8));
            case 1 -> w = String.valueOf((char) in.bits(16));
            case 2 -> {
                return "";
            }
            default -> throw new IllegalArgumentException("not an lz-string " + name + " payload: it does not start with a literal");
        }
        dictionary.add(w);
        StringBuilder result = new StringBuilder(w);
        while (true) {
            if (in.exhausted()) {
                throw new IllegalArgumentException("not an lz-string " + name + " payload: it ends before its end marker"
                        + " (cut short?)");
            }
            int code = in.bits(numBits);
            switch (code) {
                case 0, 1 -> {
                    dictionary.add(String.valueOf((char) in.bits(code == 0 ? 8 : 16)));
                    code = dictionary.size() - 1;
                    enlargeIn--;
                }
                case 2 -> {
                    return result.toString();
                }
                default -> {
                }
            }
            if (enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
            String entry;
            if (code < dictionary.size() && code >= 3) {
                entry = dictionary.get(code);
            } else if (code == dictionary.size()) {
                entry = w + w.charAt(0);
            } else {
                throw new IllegalArgumentException("not an lz-string " + name + " payload: code " + code
                        + " names no entry (the dictionary holds " + dictionary.size() + ")");
            }
            result.append(entry);
            if (result.length() > maxLength) {
                return null;
            }
            dictionary.add(w + entry.charAt(0));
            enlargeIn--;
            w = entry;
            if (enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
        }
    }

    private static String describe(char c) {
        return c >= ' ' && c < 127 ? "'" + c + "'" : String.format("U+%04X", (int) c);
    }
}
