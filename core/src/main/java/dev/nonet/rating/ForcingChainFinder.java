package dev.nonet.rating;

import dev.nonet.limit.Deadline;

/**
 * Sudoku Explainer's forcing chains that follow both states of a candidate ({@code Chaining} with
 * {@code getMultipleChainsHintList}): the static multiple chains (cell and region forcing chains, base
 * 8.0), Nishio forcing chains (7.5), dynamic forcing chains (8.5) and their nested levels (8.5 + 0.5 per
 * level). Each hint's difficulty is the base plus {@link ChainLength}'s increment for its complexity.
 *
 * <p>What SE does, cell by cell in row-major order (cells with three or more candidates; with two too
 * when dynamic), each candidate in digit order:
 * <ol>
 * <li>it propagates the candidate on and off ({@link ChainPropagation}); in dynamic and Nishio mode a
 * contradiction from "on" removes the candidate and one from "off" places it ("Contradiction Forcing
 * Chain", or "Nishio Forcing Chain"; complexity: the two clashing states' ancestors);
 * <li>dynamic, with three or more candidates: a candidate on (off) in both propagations is placed
 * (removed): "Double Forcing Chain";
 * <li>except Nishio: for each house of the cell (box, row, column) where the digit has two places (or
 * more when multiple) and this cell is the first: what all the digit's places imply ("Region Forcing
 * Chains"), complexity the sum of each branch's ancestors;
 * <li>except Nishio, for the cell (two candidates, or more when multiple): what all its candidates imply
 * ("Cell Forcing Chains").
 * </ol>
 * The hint kept is SE's first after its sort ({@link ChainChoice}). The propagation from each candidate
 * on is done once per search and shared by the cell and the region chainings that need it.
 */
final class ForcingChainFinder implements HintFinder {

    private final String name;
    private final boolean multiple;
    private final boolean dynamic;
    private final boolean nishio;
    private final double base;
    private final ChainPropagation.Extra extra;

    private final ChainPropagation[] onCache = new ChainPropagation[729];
    private final int[] onStamp = new int[729];
    private int stamp;
    private final ChainPropagation off = new ChainPropagation();
    private final ChainChoice choice = new ChainChoice();
    private final int[] grid = new int[81];
    private final long[] cellOn = new long[12];
    private final long[] cellOff = new long[12];
    private final long[] houseOn = new long[12];
    private final long[] houseOff = new long[12];
    private final ChainPropagation[] branches = new ChainPropagation[9];

    ForcingChainFinder(String name, boolean multiple, boolean dynamic, boolean nishio, double base,
            ChainPropagation.Extra extra) {
        this.name = name;
        this.multiple = multiple;
        this.dynamic = dynamic;
        this.nishio = nishio;
        this.base = base;
        this.extra = extra;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Hint find(Board board, Deadline deadline) {
        choice.clear();
        if (++stamp == 0) {
            java.util.Arrays.fill(onStamp, 0);
            stamp = 1;
        }
        for (int cell = 0; cell < 81; cell++) {
            grid[cell] = board.candidates(cell);
        }
        if (extra != null) {
            extra.prepare(board);
        }
        for (int cell = 0; cell < 81; cell++) {
            int mask = grid[cell];
            int cardinality = Integer.bitCount(mask);
            if (cardinality > 2 || (cardinality > 1 && dynamic)) {
                deadline.check();
                searchCell(board, cell, mask, cardinality);
            }
        }
        return choice.hint();
    }

    /** The propagation of {@code candidate} on, done once per search. */
    private ChainPropagation on(int candidate) {
        ChainPropagation p = onCache[candidate];
        if (p == null) {
            p = new ChainPropagation();
            onCache[candidate] = p;
        }
        if (onStamp[candidate] != stamp) {
            p.run(grid, candidate, true, dynamic, nishio, extra);
            onStamp[candidate] = stamp;
        }
        return p;
    }

    private void searchCell(Board board, int cell, int mask, int cardinality) {
        boolean doDouble = cardinality >= 3 && !nishio && dynamic;
        boolean doContradiction = dynamic || nishio;
        ChainPropagation first = null;
        int values = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            int digit = Integer.numberOfTrailingZeros(m);
            int candidate = cell * 9 + digit;
            ChainPropagation on = on(candidate);
            if (doContradiction && on.conflictCandidate >= 0) {
                offerConflict(board, on, candidate, false);
            }
            off.run(grid, candidate, false, dynamic, nishio, extra);
            if (doContradiction && off.conflictCandidate >= 0) {
                offerConflict(board, off, candidate, true);
            }
            if (doDouble) {
                for (int k = 0; k < on.onCount; k++) {
                    int c = on.onList[k];
                    if (off.isOnNode(c)) {
                        int node = ChainPropagation.node(c, true);
                        offer(board, on.ancestorCount(node) + off.ancestorCount(node), 1, "Double Forcing Chain", c, true);
                    }
                }
                for (int k = 0; k < on.offCount; k++) {
                    int c = on.offList[k];
                    if (off.isOffNode(c)) {
                        int node = ChainPropagation.node(c, false);
                        offer(board, on.ancestorCount(node) + off.ancestorCount(node), 1, "Double Forcing Chain", c, false);
                    }
                }
            }
            if (!nishio) {
                searchHouses(board, cell, digit, on);
            }
            branches[values++] = on;
            if (first == null) {
                first = on;
                System.arraycopy(on.onSet, 0, cellOn, 0, 12);
                System.arraycopy(on.offSet, 0, cellOff, 0, 12);
            } else {
                for (int w = 0; w < 12; w++) {
                    cellOn[w] &= on.onSet[w];
                    cellOff[w] &= on.offSet[w];
                }
            }
        }
        if (!nishio && (cardinality == 2 || (multiple && cardinality > 2))) {
            offerCommon(board, first, branches, values, cellOn, cellOff, 5, "Cell Forcing Chains");
        }
    }

    private void offerConflict(Board board, ChainPropagation p, int candidate, boolean place) {
        int complexity = p.ancestorCount(p.conflictNode()) + p.ancestorCount(ChainPropagation.EXTRA);
        offer(board, complexity, 7, nishio ? "Nishio Forcing Chain" : "Contradiction Forcing Chain", candidate, place);
    }

    private void offer(Board board, int complexity, int sortKey, String hintName, int candidate, boolean on) {
        choice.offer(board, base, complexity, sortKey, hintName, candidate, on);
    }

    private void searchHouses(Board board, int cell, int digit, ChainPropagation on) {
        int bit = 1 << digit;
        for (int house : ChainGeometry.HOUSES[cell]) {
            int[] cells = ChainGeometry.CELLS[house];
            int count = 0;
            int firstCell = -1;
            for (int c : cells) {
                if ((grid[c] & bit) != 0) {
                    if (firstCell < 0) {
                        firstCell = c;
                    }
                    count++;
                }
            }
            if (!(count == 2 || (multiple && count > 2)) || firstCell != cell) {
                continue;
            }
            ChainPropagation[] parts = new ChainPropagation[count];
            int n = 0;
            System.arraycopy(on.onSet, 0, houseOn, 0, 12);
            System.arraycopy(on.offSet, 0, houseOff, 0, 12);
            for (int c : cells) {
                if ((grid[c] & bit) == 0) {
                    continue;
                }
                ChainPropagation p = c == cell ? on : on(c * 9 + digit);
                parts[n++] = p;
                if (p != on) {
                    for (int w = 0; w < 12; w++) {
                        houseOn[w] &= p.onSet[w];
                        houseOff[w] &= p.offSet[w];
                    }
                }
            }
            offerCommon(board, on, parts, n, houseOn, houseOff, 6, "Region Forcing Chains");
        }
    }

    /** The hints of states common to all branches, in the first branch's order: those on, then those off. */
    private void offerCommon(Board board, ChainPropagation first, ChainPropagation[] parts, int n,
            long[] common, long[] commonOff, int sortKey, String hintName) {
        for (int pass = 0; pass < 2; pass++) {
            boolean on = pass == 0;
            long[] set = on ? common : commonOff;
            if (isEmpty(set)) {
                continue;
            }
            int[] list = on ? first.onList : first.offList;
            int size = on ? first.onCount : first.offCount;
            for (int k = 0; k < size; k++) {
                int c = list[k];
                if (!ChainPropagation.has(set, c)) {
                    continue;
                }
                int node = ChainPropagation.node(c, on);
                int complexity = 0;
                for (int b = 0; b < n; b++) {
                    complexity += parts[b].ancestorCount(node);
                }
                offer(board, complexity, sortKey, hintName, c, on);
            }
        }
    }

    private static boolean isEmpty(long[] set) {
        for (long w : set) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }
}
