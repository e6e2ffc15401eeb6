package dev.nonet.format;

import dev.nonet.constraint.AllDifferent;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The f-puzzles object of a puzzle as {@link FPuzzles#of} writes it: size, title, author, rules, the grid
 * (givens, regions), the layout's variants as keys, then every constraint as {@link FPuzzlesKinds} writes
 * its kind, into a key's list of entries, as a flag, or into the cells of the grid.
 */
final class FPuzzlesObject {

    private final int side;
    private final Map<String, Object> object;
    /** The grid's cells, row-major: the objects inside {@code object}'s {@code grid}. */
    private final List<Map<String, Object>> cells;

    private FPuzzlesObject(int side, Map<String, Object> object, List<Map<String, Object>> cells) {
        this.side = side;
        this.object = object;
        this.cells = cells;
    }

    /**
     * The f-puzzles object of {@code puzzle}, with the title, author and rules when they are not empty.
     *
     * @throws IllegalArgumentException naming a constraint that has no f-puzzles form
     */
    static Map<String, Object> of(Puzzle puzzle, String title, String author, String rules) {
        Layout layout = puzzle.layout();
        int n = layout.side();
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("size", (long) n);
        if (title != null && !title.isEmpty()) {
            object.put("title", title);
        }
        if (author != null && !author.isEmpty()) {
            object.put("author", author);
        }
        if (rules != null && !rules.isEmpty()) {
            object.put("ruleset", rules);
        }
        List<Map<String, Object>> cells = new ArrayList<>(n * n);
        List<Object> grid = new ArrayList<>(n);
        Grid givens = puzzle.givens();
        for (int r = 0; r < n; r++) {
            List<Object> row = new ArrayList<>(n);
            for (int c = 0; c < n; c++) {
                Map<String, Object> cell = new LinkedHashMap<>();
                int d = givens.get(r * n + c);
                if (d != 0) {
                    cell.put("value", (long) d);
                    cell.put("given", true);
                }
                row.add(cell);
                cells.add(cell);
            }
            grid.add(row);
        }
        object.put("grid", grid);
        FPuzzlesObject out = new FPuzzlesObject(n, object, cells);
        List<Constraint> rest = out.writeRegions(puzzle);
        if (layout.variants().contains(Variant.X)) {
            out.flag("diagonal+");
            out.flag("diagonal-");
        }
        if (layout.variants().contains(Variant.DISJOINT)) {
            out.flag("disjointgroups");
        }
        if (layout.variants().contains(Variant.WINDOKU)) {
            for (House house : layout.houses()) {
                if (house.kind() == House.Kind.WINDOW) {
                    out.add("extraregion", entry("cells", names(layout.cellsOf(house))));
                }
            }
        }
        for (Constraint constraint : rest) {
            FPuzzlesKinds.write(constraint, out);
        }
        return object;
    }

    /** The grid's side. */
    int side() {
        return side;
    }

    /** Adds {@code entry} to the list of {@code key}'s entries. */
    void add(String key, Object entry) {
        @SuppressWarnings("unchecked")
        List<Object> entries = (List<Object>) object.computeIfAbsent(key, k -> new ArrayList<>());
        entries.add(entry);
    }

    /** Adds {@code entry} to the list of {@code key}'s entries unless the list holds it already. */
    void addOnce(String key, Object entry) {
        @SuppressWarnings("unchecked")
        List<Object> entries = (List<Object>) object.computeIfAbsent(key, k -> new ArrayList<>());
        if (!entries.contains(entry)) {
            entries.add(entry);
        }
    }

    /** Sets the flag {@code key}. */
    void flag(String key) {
        object.put(key, true);
    }

    /** The object of {@code cell} in the grid, for what a kind writes into it. */
    Map<String, Object> cell(Cell cell) {
        return cells.get(cell.row() * side + cell.column());
    }

    /** An entry of the keys and values given in turn: {@code entry("cells", names, "value", "3")}. */
    static Map<String, Object> entry(Object... keysAndValues) {
        Map<String, Object> e = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            e.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return e;
    }

    /** The entry of a line: {@code {"lines": [[cells]]}}. */
    static Map<String, Object> lineEntry(List<Cell> line) {
        return entry("lines", List.of(names(line)));
    }

    /** The cells' f-puzzles names, R1C1 for the top left. */
    static List<Object> names(List<Cell> cells) {
        List<Object> names = new ArrayList<>(cells.size());
        for (Cell cell : cells) {
            names.add(name(cell));
        }
        return names;
    }

    /** The cell's f-puzzles name, R1C1 for the top left. */
    static String name(Cell cell) {
        return "R" + (cell.row() + 1) + "C" + (cell.column() + 1);
    }

    /** The numbers as f-puzzles lists them: JSON whole numbers. */
    static List<Object> numbers(List<Integer> numbers) {
        List<Object> out = new ArrayList<>(numbers.size());
        numbers.forEach(d -> out.add((long) d));
        return out;
    }

    /**
     * Writes the regions into the grid's cells and returns the constraints left to write: a layout's boxes
     * other than f-puzzles' own, a jigsaw's regions, or (on the jigsaw of rows the reader makes for regions
     * that are not a jigsaw) the {@code region} rules' cells.
     */
    private List<Constraint> writeRegions(Puzzle puzzle) {
        Layout layout = puzzle.layout();
        List<Constraint> rest = new ArrayList<>();
        List<List<Cell>> regionRules = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof AllDifferent a && a.kind().equals("region") && a.cells().size() == side) {
                regionRules.add(a.cells());
            } else {
                rest.add(c);
            }
        }
        List<List<Cell>> regions = FPuzzles.boxesOf(layout);
        boolean rowsJigsaw = layout.isJigsaw() && regions.stream().allMatch(r -> r.stream().allMatch(c -> c.row() == r.get(0).row()));
        if (rowsJigsaw && !regionRules.isEmpty()) {
            for (Map<String, Object> cell : cells) {
                cell.put("region", null);
            }
            Set<Cell> seen = new HashSet<>();
            for (int i = 0; i < regionRules.size(); i++) {
                for (Cell cell : regionRules.get(i)) {
                    if (!seen.add(cell)) {
                        throw new IllegalArgumentException("the regions overlap at " + cell + ", which f-puzzles cannot write");
                    }
                    cell(cell).put("region", (long) i);
                }
            }
        } else {
            rest.addAll(0, regionRules.stream().map(r -> (Constraint) new AllDifferent("region", r)).toList());
            boolean fPuzzlesBoxes = !layout.isJigsaw() && sameBoxes(layout.shape());
            if (!fPuzzlesBoxes) {
                for (int i = 0; i < regions.size(); i++) {
                    for (Cell cell : regions.get(i)) {
                        cell(cell).put("region", (long) i);
                    }
                }
            }
        }
        return rest;
    }

    /** Whether {@code shape}'s boxes are those f-puzzles draws for its size. */
    private static boolean sameBoxes(Shape shape) {
        int height = FPuzzles.defaultBoxHeight(shape.side());
        return shape.boxHeight() == height && shape.boxWidth() == shape.side() / height;
    }
}
