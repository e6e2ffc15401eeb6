package dev.nonet.se;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The hint a chaining producer keeps. Sudoku Explainer collects all hints of one producer and sorts them
 * (stably) by difficulty, then by complexity, then by a key per kind of hint (2 X-cycle or forcing
 * X-chain, 3 Y-cycle, 4 XY-cycle or forcing chain, 1 double forcing chain, 5 cell, 6 region, 7
 * contradiction), and takes the first; so the first hint found among the least by those three wins. This
 * keeps that one as hints are offered in SE's order of finding them.
 *
 * <p>Nested in a propagation (SE's levels 2 and up), a producer's hints are all used, in that sorted
 * order, less those removing the same candidates as an earlier one: in {@link #collecting} mode each hint
 * is kept with what the propagation needs of it ({@link Collected}).
 */
final class ChainChoice {

    /**
     * One hint of a nested producer: its rank, the candidates it removes in the order SE's hash map of
     * cells lists them, its rule parents (the candidates, gone from the propagation's starting grid,
     * that its chains needed gone) and a fingerprint of its chains (SE counts a nested chain once however
     * many states rest on it).
     */
    record Collected(double difficulty, int complexity, int sortKey, int order, int[] removals, int[] parents,
            long fingerprint) {
    }

    boolean found;
    double difficulty;
    int complexity;
    int sortKey;
    String name;
    /** The candidate placed, or -1. */
    int placement;
    int[] eliminations;

    boolean collecting;
    final List<Collected> collected = new ArrayList<>();

    /** In a split search, the cell being searched, and the cell where the kept hint was found. */
    int at;
    private int keptAt;

    void clear() {
        found = false;
        name = null;
        eliminations = null;
        placement = -1;
        collected.clear();
    }

    /** Whether a hint so ranked would come before the one kept (so replace it), or is collected. */
    boolean beats(double difficulty, int complexity, int sortKey) {
        if (collecting || !found) {
            return true;
        }
        if (difficulty != this.difficulty) {
            return difficulty < this.difficulty;
        }
        if (complexity != this.complexity) {
            return complexity < this.complexity;
        }
        return sortKey < this.sortKey;
    }

    /**
     * Whether a hint of base {@code base} whose complexity is at least {@code lowerBound} could still be
     * kept (or is collected): its difficulty and complexity only grow from there.
     */
    boolean mayBeat(double base, int lowerBound, int sortKey) {
        return collecting || !found || beats(ChainLength.difficulty(base, lowerBound), lowerBound, sortKey);
    }

    void keep(double difficulty, int complexity, int sortKey, String name, int placement, int[] eliminations) {
        found = true;
        this.difficulty = difficulty;
        this.complexity = complexity;
        this.sortKey = sortKey;
        this.name = name;
        this.placement = placement;
        this.eliminations = eliminations;
        this.keptAt = at;
    }

    /**
     * Keeps {@code other}'s hint (another thread's share of one search) where it comes first: ranked
     * before this one, or ranked alike and found at an earlier cell, as one thread searching every cell
     * in order would have kept it.
     */
    void takeIfFirst(ChainChoice other) {
        if (!other.found) {
            return;
        }
        boolean alike = found && other.difficulty == difficulty && other.complexity == complexity && other.sortKey == sortKey;
        if (beats(other.difficulty, other.complexity, other.sortKey) || (alike && other.keptAt < keptAt)) {
            at = other.keptAt;
            keep(other.difficulty, other.complexity, other.sortKey, other.name, other.placement, other.eliminations);
        }
    }

    void collect(double difficulty, int complexity, int sortKey, int[] removals, int[] parents, long fingerprint) {
        collected.add(new Collected(difficulty, complexity, sortKey, collected.size(), removals, parents, fingerprint));
    }

    /**
     * What turning {@code candidate} on (the cell's other candidates go) or off removes, on {@code grid};
     * empty when a cell would be placed with nothing else to remove (SE's {@code isWorth} fails).
     */
    static int[] removals(int[] grid, int candidate, boolean on) {
        if (!on) {
            return new int[] {candidate};
        }
        int cell = candidate / 9;
        int others = grid[cell] & ~(1 << (candidate % 9));
        int[] gone = new int[Integer.bitCount(others)];
        int k = 0;
        for (int m = others; m != 0; m &= m - 1) {
            gone[k++] = cell * 9 + Integer.numberOfTrailingZeros(m);
        }
        return gone;
    }

    /** Keeps the hint that turns {@code candidate} on (placing it) or off, if worth it and first. */
    void offer(int[] grid, double base, int complexity, int sortKey, String name, int candidate, boolean on) {
        double difficulty = ChainLength.difficulty(base, complexity);
        if (!beats(difficulty, complexity, sortKey)) {
            return;
        }
        int[] gone = removals(grid, candidate, on);
        if (gone.length > 0) {
            keep(difficulty, complexity, sortKey, name, on ? candidate : -1, gone);
        }
    }

    /** The hint kept, or null. */
    SeHint hint() {
        if (!found) {
            return null;
        }
        int[] eliminations = this.eliminations.clone();
        Arrays.sort(eliminations);
        return new SeHint(name, difficulty, placement >= 0 ? new int[] {placement} : new int[0], eliminations);
    }

    /** The hints collected, sorted as SE sorts them, each set of removals once (the first). */
    List<Collected> sortedDistinct() {
        List<Collected> sorted = new ArrayList<>(collected);
        sorted.sort(Comparator.comparingDouble(Collected::difficulty).thenComparingInt(Collected::complexity)
                .thenComparingInt(Collected::sortKey).thenComparingInt(Collected::order));
        Set<String> seen = new HashSet<>();
        List<Collected> distinct = new ArrayList<>();
        for (Collected c : sorted) {
            int[] key = c.removals().clone();
            Arrays.sort(key);
            if (seen.add(Arrays.toString(key))) {
                distinct.add(c);
            }
        }
        return distinct;
    }

    /**
     * Removals listed as SE's {@code HashMap<Cell, BitSet>} lists them: cells by index modulo the table
     * size (16, doubled while more than three quarters full), cells of one bucket in insertion order,
     * each cell's digits ascending. {@code cells} are in insertion order, with a digit mask each.
     */
    static int[] hashMapOrder(int[] cells, int[] masks, int cellCount) {
        int capacity = 16;
        while (cellCount > capacity * 3 / 4) {
            capacity *= 2;
        }
        int total = 0;
        for (int k = 0; k < cellCount; k++) {
            total += Integer.bitCount(masks[k]);
        }
        int[] order = new int[total];
        int n = 0;
        int mask = capacity - 1;
        for (int bucket = 0; bucket < capacity; bucket++) {
            for (int k = 0; k < cellCount; k++) {
                if ((cells[k] & mask) == bucket) {
                    for (int m = masks[k]; m != 0; m &= m - 1) {
                        order[n++] = cells[k] * 9 + Integer.numberOfTrailingZeros(m);
                    }
                }
            }
        }
        return order;
    }
}
