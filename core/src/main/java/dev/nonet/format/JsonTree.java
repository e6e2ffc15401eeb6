package dev.nonet.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A small strict JSON reader to plain Java values, and a writer back to compact JSON text: what the
 * f-puzzles format ({@link FPuzzles}) is made of. It exists because the core module has no runtime
 * dependencies (the command line and the server read their own JSON with Jackson); it reads one document
 * into memory, which puzzles never make large.
 *
 * <p>Values map to: an object to a {@code Map<String, Object>} that keeps the keys' order, an array to a
 * {@code List<Object>}, a string to {@link String}, a number to {@link Long} when it is an integer that
 * fits one and to {@link Double} otherwise, {@code true}/{@code false} to {@link Boolean}, {@code null}
 * to {@code null}. The maps and lists read are mutable ({@link LinkedHashMap}, {@link ArrayList}).
 *
 * <pre>{@code
 * Map<?, ?> object = (Map<?, ?>) JsonTree.parse("{\"size\":9,\"grid\":[]}");
 * JsonTree.write(object);                     // {"size":9,"grid":[]}
 * }</pre>
 *
 * <p>Strict as RFC 8259 is: no comments, trailing commas, single quotes, leading zeros, {@code NaN} or
 * control characters in strings; and a key twice in one object is refused rather than one of its values
 * kept. Every error is a {@link JsonException} naming the line and column.
 */
public final class JsonTree {

    /** How deeply arrays and objects may nest before the text is refused (a puzzle needs four levels). */
    public static final int MAX_DEPTH = 256;

    private JsonTree() {
    }

    /** JSON text that is not valid, with where: {@link #line()} and {@link #column()} from 1. */
    public static final class JsonException extends IllegalArgumentException {
        private final int offset;
        private final int line;
        private final int column;
        private final String detail;

        JsonException(String text, int offset, String detail) {
            this(offset, lineOf(text, offset), columnOf(text, offset), detail);
        }

        private JsonException(int offset, int line, int column, String detail) {
            super("JSON line " + line + ", column " + column + ": " + detail);
            this.offset = offset;
            this.line = line;
            this.column = column;
            this.detail = detail;
        }

        /** The character offset of the error in the text, from 0. */
        public int offset() {
            return offset;
        }

        /** The line of the error in the text, from 1. */
        public int line() {
            return line;
        }

        /** The column of the error in its line, from 1. */
        public int column() {
            return column;
        }

        /** What is wrong, without the position. */
        public String detail() {
            return detail;
        }

        private static int lineOf(String text, int offset) {
            int line = 1;
            for (int i = 0; i < offset && i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                    line++;
                }
            }
            return line;
        }

        private static int columnOf(String text, int offset) {
            int start = offset;
            while (start > 0 && text.charAt(start - 1) != '\n' && text.charAt(start - 1) != '\r') {
                start--;
            }
            return offset - start + 1;
        }
    }

    /**
     * The value {@code text} holds: one JSON value, with white space around it and nothing else.
     *
     * @throws JsonException if the text is not one JSON value, naming where and why
     */
    public static Object parse(String text) {
        Parser parser = new Parser(text);
        parser.skipSpace();
        if (parser.pos == 0 && text.startsWith("\uFEFF")) {
            parser.pos = 1;
            parser.skipSpace();
        }
        Object value = parser.value(0);
        parser.skipSpace();
        if (parser.pos < text.length()) {
            throw parser.error("text after the end of the JSON value: " + parser.found());
        }
        return value;
    }

    /**
     * {@code value} as compact JSON text (no spaces), as JavaScript's {@code JSON.stringify} writes it:
     * maps (with string keys) as objects in their iteration order, iterables and arrays of objects as
     * arrays, numbers in their shortest form (integral doubles without {@code .0}, non-finite ones as
     * {@code null}), and strings escaped where JSON requires.
     *
     * @throws IllegalArgumentException for a value of another type or a map key that is not a string
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, 0);
        return out.toString();
    }

    /**
     * The keys of the object {@code text} opens, in order, as far as the text goes: for telling a format
     * from the first part of an input, so it is lenient where {@link #parse} is strict and stops quietly
     * at the first thing that is not JSON. Empty when the text (after white space and a byte-order mark)
     * does not start with an opening brace.
     */
    public static Set<String> leadingKeys(CharSequence text) {
        Set<String> keys = new LinkedHashSet<>();
        int i = 0;
        int n = text.length();
        while (i < n && (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == '\uFEFF')) {
            i++;
        }
        if (i >= n || text.charAt(i) != '{') {
            return keys;
        }
        int depth = 0;
        boolean expectKey = false;
        for (; i < n; i++) {
            char c = text.charAt(i);
            if (c == '"') {
                StringBuilder s = new StringBuilder();
                int j = i + 1;
                while (j < n && text.charAt(j) != '"') {
                    if (text.charAt(j) == '\\') {
                        j++;
                    }
                    if (j < n) {
                        s.append(text.charAt(j));
                    }
                    j++;
                }
                if (j >= n) {
                    return keys;
                }
                if (depth == 1 && expectKey) {
                    keys.add(s.toString());
                }
                expectKey = false;
                i = j;
            } else if (c == '{' || c == '[') {
                depth++;
                expectKey = c == '{' && depth == 1;
            } else if (c == '}' || c == ']') {
                depth--;
                if (depth <= 0) {
                    return keys;
                }
            } else if (c == ',' && depth == 1) {
                expectKey = true;
            }
        }
        return keys;
    }

    private static final class Parser {
        private final String text;
        private int pos;

        Parser(String text) {
            this.text = text;
        }

        JsonException error(String detail) {
            return new JsonException(text, pos, detail);
        }

        JsonException error(int at, String detail) {
            return new JsonException(text, at, detail);
        }

        String found() {
            if (pos >= text.length()) {
                return "the text ends";
            }
            int end = Math.min(text.length(), pos + 20);
            String part = text.substring(pos, end).replaceAll("[\\r\\n].*", "");
            return "found '" + CellSymbols.printable(part) + (end < text.length() && part.length() == 20 ? "..." : "") + "'";
        }

        void skipSpace() {
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                    return;
                }
                pos++;
            }
        }

        Object value(int depth) {
            if (pos >= text.length()) {
                throw error("expected a value, but the text ends");
            }
            char c = text.charAt(pos);
            return switch (c) {
                case '{' -> object(depth + 1);
                case '[' -> array(depth + 1);
                case '"' -> string();
                case 't' -> literal("true", Boolean.TRUE);
                case 'f' -> literal("false", Boolean.FALSE);
                case 'n' -> literal("null", null);
                default -> {
                    if (c == '-' || (c >= '0' && c <= '9')) {
                        yield number();
                    }
                    throw error("expected a value (an object, array, string, number, true, false or null), " + found());
                }
            };
        }

        private Object literal(String word, Object value) {
            if (!text.startsWith(word, pos)) {
                throw error("expected a value (an object, array, string, number, true, false or null), " + found());
            }
            pos += word.length();
            return value;
        }

        private Map<String, Object> object(int depth) {
            if (depth > MAX_DEPTH) {
                throw error("objects and arrays nest more than " + MAX_DEPTH + " deep");
            }
            pos++; // {
            Map<String, Object> map = new LinkedHashMap<>();
            skipSpace();
            if (pos < text.length() && text.charAt(pos) == '}') {
                pos++;
                return map;
            }
            while (true) {
                skipSpace();
                if (pos >= text.length() || text.charAt(pos) != '"') {
                    throw error("expected a key in double quotes, " + found());
                }
                int keyAt = pos;
                String key = string();
                skipSpace();
                if (pos >= text.length() || text.charAt(pos) != ':') {
                    throw error("expected ':' after the key \"" + CellSymbols.printable(key) + "\", " + found());
                }
                pos++;
                skipSpace();
                Object value = value(depth);
                if (map.containsKey(key)) {
                    throw error(keyAt, "the key \"" + CellSymbols.printable(key) + "\" appears twice in one object");
                }
                map.put(key, value);
                skipSpace();
                if (pos >= text.length()) {
                    throw error("expected ',' or '}' in an object, but the text ends");
                }
                char c = text.charAt(pos++);
                if (c == '}') {
                    return map;
                }
                if (c != ',') {
                    pos--;
                    throw error("expected ',' or '}' in an object, " + found());
                }
            }
        }

        private List<Object> array(int depth) {
            if (depth > MAX_DEPTH) {
                throw error("objects and arrays nest more than " + MAX_DEPTH + " deep");
            }
            pos++; // [
            List<Object> list = new ArrayList<>();
            skipSpace();
            if (pos < text.length() && text.charAt(pos) == ']') {
                pos++;
                return list;
            }
            while (true) {
                skipSpace();
                list.add(value(depth));
                skipSpace();
                if (pos >= text.length()) {
                    throw error("expected ',' or ']' in an array, but the text ends");
                }
                char c = text.charAt(pos++);
                if (c == ']') {
                    return list;
                }
                if (c != ',') {
                    pos--;
                    throw error("expected ',' or ']' in an array, " + found());
                }
            }
        }

        private String string() {
            int start = pos;
            pos++; // "
            StringBuilder sb = null;
            int runStart = pos;
            while (true) {
                if (pos >= text.length()) {
                    throw error(start, "a string that is never closed");
                }
                char c = text.charAt(pos);
                if (c == '"') {
                    String s = sb == null ? text.substring(runStart, pos) : sb.append(text, runStart, pos).toString();
                    pos++;
                    return s;
                }
                if (c < 0x20) {
                    throw error("a control character (U+" + String.format("%04X", (int) c)
                            + ") inside a string; write it escaped");
                }
                if (c != '\\') {
                    pos++;
                    continue;
                }
                if (sb == null) {
                    sb = new StringBuilder();
                }
                sb.append(text, runStart, pos);
                if (pos + 1 >= text.length()) {
                    throw error(start, "a string that is never closed");
                }
                char e = text.charAt(pos + 1);
                switch (e) {
                    case '"', '\\', '/' -> sb.append(e);
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'u' -> {
                        if (pos + 6 > text.length()) {
                            throw error("\\u needs four hex digits");
                        }
                        int code = 0;
                        for (int k = pos + 2; k < pos + 6; k++) {
                            int h = Character.digit(text.charAt(k), 16);
                            if (h < 0) {
                                throw error("\\u needs four hex digits, found '" + CellSymbols.printable(text.substring(pos, pos + 6)) + "'");
                            }
                            code = code * 16 + h;
                        }
                        sb.append((char) code);
                        pos += 4;
                    }
                    default -> throw error("'\\" + CellSymbols.printable(String.valueOf(e)) + "' is not a JSON escape");
                }
                pos += 2;
                runStart = pos;
            }
        }

        private Object number() {
            int start = pos;
            if (text.charAt(pos) == '-') {
                pos++;
            }
            if (pos >= text.length() || !isDigit(text.charAt(pos))) {
                throw error("a number needs a digit after '-', " + found());
            }
            if (text.charAt(pos) == '0' && pos + 1 < text.length() && isDigit(text.charAt(pos + 1))) {
                throw error("a number may not start with 0 (leading zeros are not JSON)");
            }
            while (pos < text.length() && isDigit(text.charAt(pos))) {
                pos++;
            }
            boolean integral = true;
            if (pos < text.length() && text.charAt(pos) == '.') {
                integral = false;
                pos++;
                if (pos >= text.length() || !isDigit(text.charAt(pos))) {
                    throw error("a number needs a digit after '.', " + found());
                }
                while (pos < text.length() && isDigit(text.charAt(pos))) {
                    pos++;
                }
            }
            if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
                integral = false;
                pos++;
                if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                    pos++;
                }
                if (pos >= text.length() || !isDigit(text.charAt(pos))) {
                    throw error("a number needs a digit in its exponent, " + found());
                }
                while (pos < text.length() && isDigit(text.charAt(pos))) {
                    pos++;
                }
            }
            String literal = text.substring(start, pos);
            if (integral && literal.length() <= 18) {
                return Long.parseLong(literal);
            }
            if (integral) {
                try {
                    return Long.parseLong(literal);
                } catch (NumberFormatException tooBig) {
                    // falls through to a double, as JavaScript reads it
                }
            }
            return Double.parseDouble(literal);
        }

        private static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }
    }

    private static void write(StringBuilder out, Object value, int depth) {
        if (depth > MAX_DEPTH) {
            throw new IllegalArgumentException("values nest more than " + MAX_DEPTH + " deep (a cycle?)");
        }
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            string(out, s);
        } else if (value instanceof Boolean b) {
            out.append(b.booleanValue());
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (!Double.isFinite(d)) {
                out.append("null");
            } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                out.append((long) d);
            } else {
                out.append(d);
            }
        } else if (value instanceof Number n) {
            out.append(n);
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!(e.getKey() instanceof String key)) {
                    throw new IllegalArgumentException("a JSON object's keys are strings, not " + e.getKey());
                }
                out.append(first ? "" : ",");
                first = false;
                string(out, key);
                out.append(':');
                write(out, e.getValue(), depth + 1);
            }
            out.append('}');
        } else if (value instanceof Iterable<?> list) {
            out.append('[');
            boolean first = true;
            for (Object item : list) {
                out.append(first ? "" : ",");
                first = false;
                write(out, item, depth + 1);
            }
            out.append(']');
        } else if (value instanceof Object[] array) {
            write(out, List.of(array), depth);
        } else {
            throw new IllegalArgumentException("no JSON form for a " + value.getClass().getSimpleName());
        }
    }

    private static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    boolean lone = Character.isHighSurrogate(c)
                            ? i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))
                            : Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
                    if (c < 0x20 || lone) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /**
     * {@code value} with every map and list in it made unmodifiable (copied, keeping order and nulls): for
     * a tree that is shared once read.
     */
    public static Object frozen(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                copy.put(String.valueOf(e.getKey()), frozen(e.getValue()));
            }
            return Collections.unmodifiableMap(copy);
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            for (Object item : list) {
                copy.add(frozen(item));
            }
            return Collections.unmodifiableList(copy);
        }
        return value;
    }

    /** {@code value} with every map and list in it copied as a mutable one, for editing a frozen tree. */
    public static Object thawed(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                copy.put(String.valueOf(e.getKey()), thawed(e.getValue()));
            }
            return copy;
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            for (Object item : list) {
                copy.add(thawed(item));
            }
            return copy;
        }
        return value;
    }
}
