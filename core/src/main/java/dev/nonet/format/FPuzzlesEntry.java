package dev.nonet.format;

import dev.nonet.format.FPuzzles.Board;
import dev.nonet.grid.Cell;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One entry of an f-puzzles rule key ({@code {"cells": ["R1C1", "R1C2"], "value": "3"}}) as every kind
 * reads it: cells named like R1C1, lines of them, a value given as a number or as a string of digits,
 * and what it may read beside itself ({@link Context}). What is wrong is an {@link IllegalArgumentException} in words;
 * {@link FPuzzlesKinds} adds the key and the entry's number. The plumbing of single JSON values
 * ({@link #integer}, {@link #describe}, {@link #holdsNothing}) is here too, for {@link FPuzzles}' grid.
 */
final class FPuzzlesEntry {

    private static final Pattern CELL = Pattern.compile("[Rr](\\d{1,3})[Cc](\\d{1,3})");

    /** What a kind may read beside its own entry: the board, the whole object, and the keys left out. */
    record Context(Board board, Map<String, ?> object, Set<String> ignored) {

        int side() {
            return board.side;
        }

        /** The entries of {@code key} when it is read (not ignored), else none. */
        List<FPuzzlesEntry> entriesOf(String key) {
            Object value = object.get(key);
            List<FPuzzlesEntry> entries = new ArrayList<>();
            if (!ignored.contains(key) && value instanceof List<?> list) {
                for (Object entry : list) {
                    if (entry instanceof Map<?, ?> fields) {
                        entries.add(new FPuzzlesEntry(fields, this));
                    }
                }
            }
            return entries;
        }

        /** The cells of the entries of {@code key} ({@code cell}); an entry without a cell is its own key's to report. */
        Set<Cell> cellsOf(String key) {
            Set<Cell> cells = new HashSet<>();
            for (FPuzzlesEntry entry : entriesOf(key)) {
                try {
                    cells.add(entry.cell("cell"));
                } catch (IllegalArgumentException wrong) {
                    // the entry's own reading reports it
                }
            }
            return cells;
        }

        /** The pairs of cells that carry a marker of one of {@code keys}, each as a set of two cells. */
        Set<Set<Cell>> pairsOf(String... keys) {
            Set<Set<Cell>> pairs = new HashSet<>();
            for (String key : keys) {
                for (FPuzzlesEntry entry : entriesOf(key)) {
                    try {
                        List<Cell> pair = entry.pair();
                        pairs.add(Set.of(pair.get(0), pair.get(1)));
                    } catch (IllegalArgumentException wrong) {
                        // the entry's own key reports it
                    }
                }
            }
            return pairs;
        }

        /** The values of the markers of {@code key} ({@code fallback} for one without), in increasing order. */
        TreeSet<Integer> valuesOf(String key, int fallback) {
            TreeSet<Integer> values = new TreeSet<>();
            for (FPuzzlesEntry entry : entriesOf(key)) {
                try {
                    OptionalInt v = entry.value();
                    if (v.isPresent() || fallback > 0) {
                        values.add(v.orElse(fallback));
                    }
                } catch (IllegalArgumentException wrong) {
                    // the entry's own key reports it
                }
            }
            return values;
        }
    }

    private final Map<?, ?> fields;
    private final Context context;

    FPuzzlesEntry(Map<?, ?> fields, Context context) {
        this.fields = fields;
        this.context = context;
    }

    /** What the entry may read beside itself. */
    Context context() {
        return context;
    }

    /** The grid's side. */
    int side() {
        return context.side();
    }

    /** The field's value as written, null when absent. */
    Object get(String field) {
        return fields.get(field);
    }

    /** The cell named by {@code field}, inside the grid. */
    Cell cell(String field) {
        Object name = fields.get(field);
        if (name == null) {
            throw new IllegalArgumentException("it needs its \"" + field + "\"");
        }
        return cellNamed(name, side());
    }

    /** The cells named by the list {@code field}: at least {@code least}, each inside the grid. */
    List<Cell> cells(String field, int least) {
        Object names = fields.get(field);
        if (!(names instanceof List<?> list)) {
            throw new IllegalArgumentException("it needs its \"" + field + "\", a list of cells like R1C1"
                    + (names == null ? "" : ", not " + describe(names)));
        }
        if (list.size() < least) {
            throw new IllegalArgumentException("its \"" + field + "\" names " + cellCount(list.size()) + ", fewer than " + least);
        }
        List<Cell> cells = new ArrayList<>(list.size());
        for (Object name : list) {
            cells.add(cellNamed(name, side()));
        }
        return cells;
    }

    /** The two cells of a dot ({@code cells}). */
    List<Cell> pair() {
        List<Cell> cells = cells("cells", 0);
        if (cells.size() != 2) {
            throw new IllegalArgumentException("a dot is between 2 cells, and its \"cells\" names " + cellCount(cells.size()));
        }
        return cells;
    }

    /** Each of {@code lines} as cells. */
    List<List<Cell>> lines() {
        Object lines = fields.get("lines");
        if (!(lines instanceof List<?> list)) {
            throw new IllegalArgumentException("it needs its \"lines\", a list of lines of cells"
                    + (lines == null ? "" : ", not " + describe(lines)));
        }
        List<List<Cell>> out = new ArrayList<>();
        for (Object line : list) {
            if (!(line instanceof List<?> names)) {
                throw new IllegalArgumentException("a line is a list of cells, not " + describe(line));
            }
            List<Cell> cells = new ArrayList<>(names.size());
            for (Object name : names) {
                cells.add(cellNamed(name, side()));
            }
            out.add(cells);
        }
        return out;
    }

    /** The entry's {@code value} as a number, or none when it is absent or empty. */
    OptionalInt value() {
        Object value = fields.get("value");
        if (value == null || (value instanceof String s && s.isBlank())) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(integer(value, "its value"));
    }

    /** The cell names of {@code field} as written, for messages. */
    String names(String field) {
        Object names = fields.get(field);
        if (names instanceof List<?> list) {
            StringBuilder sb = new StringBuilder();
            for (Object name : list) {
                sb.append(sb.length() == 0 ? "" : " ").append(name);
            }
            return sb.toString();
        }
        return String.valueOf(names);
    }

    /** A cell name such as R1C1 as a cell of a {@code n x n} grid. */
    static Cell cellNamed(Object name, int n) {
        if (!(name instanceof String s)) {
            throw new IllegalArgumentException("a cell is named like R1C1, not " + describe(name));
        }
        Matcher m = CELL.matcher(s.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + CellSymbols.printable(s) + "' is not a cell name like R1C1");
        }
        int row = Integer.parseInt(m.group(1));
        int col = Integer.parseInt(m.group(2));
        if (row < 1 || row > n || col < 1 || col > n) {
            throw new IllegalArgumentException("cell " + s.strip() + " is outside the " + n + "x" + n + " grid");
        }
        return new Cell(row - 1, col - 1);
    }

    /** The row or column an outside clue at {@code name} (R0C3, R10C3, R3C0, R3C10 on 9x9) reads, from the clue. */
    static List<Cell> lineFromOutside(Object name, int n) {
        if (!(name instanceof String s)) {
            throw new IllegalArgumentException("an outside clue needs its \"cell\", like R0C1, not " + describe(name));
        }
        Matcher m = CELL.matcher(s.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + s + "' is not a cell name like R0C1");
        }
        int row = Integer.parseInt(m.group(1));
        int col = Integer.parseInt(m.group(2));
        boolean rowInside = row >= 1 && row <= n;
        boolean colInside = col >= 1 && col <= n;
        if (row == 0 && colInside) {
            return walk(new Cell(0, col - 1), 1, 0, n);
        } else if (row == n + 1 && colInside) {
            return walk(new Cell(n - 1, col - 1), -1, 0, n);
        } else if (col == 0 && rowInside) {
            return walk(new Cell(row - 1, 0), 0, 1, n);
        } else if (col == n + 1 && rowInside) {
            return walk(new Cell(row - 1, n - 1), 0, -1, n);
        } else if (rowInside && colInside) {
            throw new IllegalArgumentException("the clue cell " + s + " is inside the grid; an outside clue sits in row 0 or "
                    + (n + 1) + ", or column 0 or " + (n + 1));
        }
        throw new IllegalArgumentException("the clue cell " + s + " is not beside a row or column of the " + n + "x" + n + " grid");
    }

    /** The {@code n} cells from {@code first}, a step of {@code (dr, dc)} apart. */
    private static List<Cell> walk(Cell first, int dr, int dc, int n) {
        List<Cell> line = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            line.add(new Cell(first.row() + i * dr, first.column() + i * dc));
        }
        return line;
    }

    /** "no cell", "1 cell", "3 cells". */
    static String cellCount(int n) {
        return n == 0 ? "no cell" : n == 1 ? "1 cell" : n + " cells";
    }

    /** A whole number given as a JSON number or as a string of digits (f-puzzles writes values as strings). */
    static int integer(Object value, String what) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            long v = ((Number) value).longValue();
            if (v >= -1_000_000 && v <= 1_000_000) {
                return (int) v;
            }
        } else if (value instanceof Number n) {
            double d = n.doubleValue();
            if (d == Math.rint(d) && Math.abs(d) <= 1_000_000) {
                return (int) d;
            }
        } else if (value instanceof String s && s.strip().matches("-?\\d{1,7}")) {
            return Integer.parseInt(s.strip());
        }
        throw new IllegalArgumentException(what + " is a whole number, not " + describe(value));
    }

    /** A JSON value in words, for messages: {@code the string 'abc'}, {@code the number 3}, {@code a list}. */
    static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String s) {
            return "the string '" + CellSymbols.printable(s.length() > 30 ? s.substring(0, 30) + "..." : s) + "'";
        }
        if (value instanceof Boolean b) {
            return b.toString();
        }
        if (value instanceof Number n) {
            return "the number " + JsonTree.write(n);
        }
        if (value instanceof List<?>) {
            return "a list";
        }
        if (value instanceof Map<?, ?>) {
            return "an object";
        }
        return value.getClass().getSimpleName();
    }

    /** Whether a key's value carries nothing: null, false, an empty string, list or object. */
    static boolean holdsNothing(Object value) {
        return value == null || Boolean.FALSE.equals(value) || (value instanceof String s && s.isEmpty())
                || (value instanceof List<?> l && l.isEmpty()) || (value instanceof Map<?, ?> m && m.isEmpty());
    }
}
