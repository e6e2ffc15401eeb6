package dev.nonet.reason;

import dev.nonet.constraint.AllDifferent;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Puzzle;
import java.util.ArrayList;
import java.util.List;

/**
 * A puzzle's rules as the finders read them, built once per puzzle: the layout's tables, every part of every
 * constraint beside the constraint it came from, which cells see each other (a house or a part that keeps
 * its cells different), and the groups in which every digit appears once (the houses, and the parts of as
 * many cells as digits that keep them different).
 */
final class Rules {

    /** A part of a constraint ({@link Constraint#parts()}), with the constraint a step names. */
    record Part(Constraint part, Constraint owner, int[] cells) {
    }

    /**
     * Cells that hold every digit once: a house ({@code owner} null, {@code house} its index) or a part of a
     * constraint.
     */
    record Group(int[] cells, int house, Constraint owner) {

        /** The group as a step names it: {@code row 3}, {@code killercage 45 at ...}. */
        String name(Geometry geometry) {
            return owner == null ? geometry.house(house).toString() : owner.toString();
        }
    }

    final Puzzle puzzle;
    final Geometry geometry;
    final int side;
    final int cellCount;
    final List<Constraint> constraints;
    final List<Part> parts;
    /** The parts that keep their cells different, houses not included: where subsets beyond the houses lie. */
    final List<Part> cliques;
    final List<Group> groups;
    /** For each cell, the parts that read it. */
    final int[][] partsOf;
    /** For each cell, every other cell it may not repeat a digit with. */
    final int[][] peers;
    /** Whether two cells see each other: {@code sees[a][b]}. */
    final boolean[][] sees;
    final Cell[] cells;
    /** The sums the constraints fix, for the 45 rule: the puzzle's, so built once. */
    final List<Total> totals;
    /** What the walks over constraints' fillings ({@link Combinations}) found: this solve's, and those before it given. */
    final RecentFillings fillings;
    /** The cells of each walk (one constraint's, or two's together), as {@link #fillings} knows them: one solve's. */
    final java.util.Map<List<Constraint>, RecentFillings.WalkedCells> walked = new java.util.HashMap<>();

    Rules(Puzzle puzzle) {
        this(puzzle, new RecentFillings());
    }

    /** The rules of {@code puzzle}, its walks kept in {@code fillings}. */
    Rules(Puzzle puzzle, RecentFillings fillings) {
        this.fillings = fillings;
        this.puzzle = puzzle;
        this.geometry = Geometry.of(puzzle.layout());
        this.side = geometry.side;
        this.cellCount = geometry.cellCount;
        this.constraints = puzzle.constraints();
        this.cells = new Cell[cellCount];
        for (int i = 0; i < cellCount; i++) {
            cells[i] = geometry.cell(i);
        }
        this.sees = new boolean[cellCount][cellCount];
        for (int i = 0; i < cellCount; i++) {
            for (int peer : geometry.peers[i]) {
                sees[i][peer] = true;
            }
        }
        List<Part> allParts = new ArrayList<>();
        List<Part> cliqueParts = new ArrayList<>();
        List<Group> allGroups = new ArrayList<>();
        for (int h = 0; h < geometry.houseCount(); h++) {
            allGroups.add(new Group(geometry.houseCells[h], h, null));
        }
        for (Constraint constraint : constraints) {
            for (Constraint part : constraint.parts()) {
                int[] indexes = indexes(part.cells());
                Part p = new Part(part, constraint, indexes);
                allParts.add(p);
                if (part instanceof AllDifferent) {
                    cliqueParts.add(p);
                    for (int a : indexes) {
                        for (int b : indexes) {
                            sees[a][b] |= a != b;
                        }
                    }
                    if (indexes.length == side) {
                        allGroups.add(new Group(indexes, -1, constraint));
                    }
                }
            }
        }
        this.parts = List.copyOf(allParts);
        this.cliques = List.copyOf(cliqueParts);
        this.groups = List.copyOf(allGroups);
        this.peers = new int[cellCount][];
        List<List<Integer>> partLists = new ArrayList<>();
        for (int i = 0; i < cellCount; i++) {
            partLists.add(new ArrayList<>());
            int n = 0;
            int[] row = new int[cellCount];
            for (int j = 0; j < cellCount; j++) {
                if (sees[i][j]) {
                    row[n++] = j;
                }
            }
            peers[i] = java.util.Arrays.copyOf(row, n);
        }
        for (int p = 0; p < parts.size(); p++) {
            for (int c : parts.get(p).cells()) {
                partLists.get(c).add(p);
            }
        }
        this.partsOf = new int[cellCount][];
        for (int i = 0; i < cellCount; i++) {
            partsOf[i] = partLists.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        this.totals = Total.of(this);
    }

    int[] indexes(List<Cell> list) {
        int[] indexes = new int[list.size()];
        for (int i = 0; i < indexes.length; i++) {
            indexes[i] = geometry.indexOf(list.get(i));
        }
        return indexes;
    }

    /** Whether cell {@code c} sees every cell of {@code group} (and is none of them). */
    boolean seesAll(int c, int[] group, int size) {
        for (int i = 0; i < size; i++) {
            if (!sees[c][group[i]]) {
                return false;
            }
        }
        return true;
    }

    /** Whether a cell of {@code cells} before the {@code i}th that sees it holds {@code digit} in {@code digits}. */
    boolean clashes(int[] cells, int[] digits, int i, int digit) {
        for (int k = 0; k < i; k++) {
            if (digits[k] == digit && sees[cells[k]][cells[i]]) {
                return true;
            }
        }
        return false;
    }
}
