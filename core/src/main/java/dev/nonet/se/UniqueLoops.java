package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.geometry.Combinations;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * SE's Unique Rectangles and Loops ({@code rules/unique/UniqueLoops}, types 1 to 4). A loop is a closed
 * path of at least 4 cells that all hold two digits {@code v1 < v2}, each step within a block, row or
 * column (never twice the same kind in a row), and that visits every region it touches with exactly two
 * cells, one at an even and one at an odd place of the path; at most two cells may hold more than the two
 * digits (more when they all hold the same one extra digit). Were the extras gone, the puzzle would have
 * two solutions; so:
 *
 * <ul>
 *   <li>type 1: one cell with extras loses {@code v1} and {@code v2};</li>
 *   <li>type 2: the cells with extras share one extra digit, which leaves the cells that see them all;</li>
 *   <li>type 3: two cells with extras act as one cell of a naked set (the extras) with other cells of a
 *       region they share, or the loop's digits with others form a hidden set there;</li>
 *   <li>type 4: a region the two extra cells share holds one loop digit only in them, so the other digit
 *       leaves both.</li>
 * </ul>
 *
 * <p>Difficulties ({@code UniqueLoopHint}): 4.5 for a rectangle, 4.6 for a loop of 6, 4.7 of 8, 5.0 of 10
 * or more; type 3 adds 0.1 for each cell of a naked set beyond the first (a naked pair 0.1) and for each
 * hidden-set cell beyond two. SE collects every hint, sorts them by difficulty then type (a stable sort,
 * so the order found breaks ties) and takes the first. Found in this order: the two-candidate cells in
 * row-major order start the search (their digits {@code v1 < v2}), the path goes on through the block,
 * row and column of the last cell, in each in SE's cell order. This is SE 1.2.1's search, which 1to9only's
 * build keeps (SukakuExplainer's lkSudoku fixes change how the extras of a path are gathered and what a
 * type 3 removes; the reference ratings do not tell the two apart). Type 3 sets have from as many digits
 * as the extras up to 7; a naked one removes its digits from the region's other cells. Names as in SE
 * 1.2.1 (and the reference ratings): {@code "Unique Rectangle type 1"}, {@code "Unique Loop type 2"},
 * with the length from 8 cells on ({@code "Unique Loop 8 type 3"}).
 */
final class UniqueLoops implements HintFinder {

    private static final int[] KINDS = {SeRegions.BLOCK, SeRegions.ROW, SeRegions.COLUMN};

    private record Found(SeHint hint, int type) {
    }

    @Override
    public SeFamily family() {
        return SeFamily.UNIQUE_RECTANGLE_LOOP;
    }

    @Override
    public SeHint find(Position board, Deadline deadline) {
        List<Found> found = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            int mask = board.candidates(cell);
            if (Integer.bitCount(mask) != 2) {
                continue;
            }
            int v1 = Integer.numberOfTrailingZeros(mask) + 1;
            int v2 = 32 - Integer.numberOfLeadingZeros(mask);
            List<int[]> loops = new ArrayList<>();
            int[][] visits = new int[2][27];
            mark(visits, cell, 0, 1);
            deadline.check();
            search(board, cell, mask, new Path(), 2, 0, -1, visits, loops);
            for (int[] loop : loops) {
                if (valid(loop)) {
                    hintsOf(board, loop, v1, v2, found);
                }
            }
        }
        return found.stream()
                .min(Comparator.comparingDouble((Found f) -> f.hint().difficulty()).thenComparingInt(Found::type))
                .map(Found::hint).orElse(null);
    }

    /**
     * SE's path search. One pruning is added, which changes neither the loops found valid nor their order:
     * a path that already holds two cells of a region at places of the same parity can only make loops
     * that {@link #valid} rejects, so it is not followed ({@code visits[parity][region]} counts them).
     */
    private static void search(Position board, int cell, int pair, Path loop,
                               int allowedExtra, int extras, int lastKind, int[][] visits, List<int[]> loops) {
        loop.add(cell);
        for (int kind : KINDS) {
            if (kind == lastKind) {
                continue;
            }
            for (int next : SeRegions.CELLS[kind][SeRegions.OF[kind][cell]]) {
                if (next == loop.first() && loop.size() >= 4) {
                    loops.add(loop.toArray());
                } else if (!loop.contains(next)) {
                    int candidates = board.candidates(next);
                    if ((candidates & pair) == pair) {
                        // SE 1.2.1 gathers the extras of every cell it tries from this one, siblings
                        // included (SukakuExplainer's lkSudoku fix keeps them per branch).
                        extras = (extras | candidates) & ~pair;
                        int count = Integer.bitCount(candidates);
                        int parity = loop.size() % 2;
                        if ((count == 2 || Integer.bitCount(extras) == 1 || allowedExtra > 0)
                                && !clashes(visits, next, parity)) {
                            mark(visits, next, parity, 1);
                            search(board, next, pair, loop, count > 2 ? allowedExtra - 1 : allowedExtra,
                                    extras, kind, visits, loops);
                            mark(visits, next, parity, -1);
                        }
                    }
                }
            }
        }
        loop.removeLast();
    }

    /** The search's path: its cells in order, and which cells it holds. */
    private static final class Path {
        private final int[] cells = new int[81];
        private final boolean[] holds = new boolean[81];
        private int size;

        void add(int cell) {
            cells[size++] = cell;
            holds[cell] = true;
        }

        void removeLast() {
            holds[cells[--size]] = false;
        }

        boolean contains(int cell) {
            return holds[cell];
        }

        int first() {
            return cells[0];
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(cells, size);
        }
    }

    private static boolean clashes(int[][] visits, int cell, int parity) {
        for (int kind : KINDS) {
            if (visits[parity][kind * 9 + SeRegions.OF[kind][cell]] > 0) {
                return true;
            }
        }
        return false;
    }

    private static void mark(int[][] visits, int cell, int parity, int delta) {
        for (int kind : KINDS) {
            visits[parity][kind * 9 + SeRegions.OF[kind][cell]] += delta;
        }
    }

    /** Every region the loop touches holds two of its cells, one at an even and one at an odd place. */
    private static boolean valid(int[] loop) {
        int even = 0; // the regions (bit kind * 9 + number) met at even places
        int odd = 0;
        for (int k = 0; k < loop.length; k++) {
            for (int kind : KINDS) {
                int region = 1 << (kind * 9 + SeRegions.OF[kind][loop[k]]);
                if (k % 2 == 0) {
                    if ((even & region) != 0) {
                        return false;
                    }
                    even |= region;
                } else {
                    if ((odd & region) != 0) {
                        return false;
                    }
                    odd |= region;
                }
            }
        }
        return even == odd;
    }

    private static void hintsOf(Position board, int[] loop, int v1, int v2, List<Found> found) {
        int pair = bit(v1) | bit(v2);
        List<Integer> extraCells = new ArrayList<>();
        for (int cell : loop) {
            if (Integer.bitCount(board.candidates(cell)) > 2) {
                extraCells.add(cell);
            }
        }
        double base = baseDifficulty(loop.length);
        if (extraCells.size() == 1) {
            int rescue = extraCells.get(0);
            add(found, 1, loop, base, new int[0], new int[] {SeHint.candidate(rescue, v1), SeHint.candidate(rescue, v2)});
        } else if (extraCells.size() > 2) {
            type2(board, loop, extraCells, pair, base, found);
        } else if (extraCells.size() == 2) {
            int c1 = extraCells.get(0);
            int c2 = extraCells.get(1);
            int extra = (board.candidates(c1) | board.candidates(c2)) & ~pair;
            if (Integer.bitCount(extra) == 1) {
                type2(board, loop, extraCells, pair, base, found);
            } else if (Integer.bitCount(extra) >= 2) {
                type3(board, loop, c1, c2, v1, v2, extra, base, found);
            }
            type4(board, loop, c1, c2, v1, v2, base, found);
        }
    }

    private static void type2(Position board, int[] loop, List<Integer> extraCells, int pair, double base,
                              List<Found> found) {
        int value = Integer.numberOfTrailingZeros(board.candidates(extraCells.get(0)) & ~pair) + 1;
        List<Integer> removed = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            if (extraCells.contains(cell) || !board.has(cell, value)) {
                continue;
            }
            boolean seesAll = true;
            for (int extra : extraCells) {
                seesAll &= SeRegions.sees(cell, extra);
            }
            if (seesAll) {
                removed.add(SeHint.candidate(cell, value));
            }
        }
        add(found, 2, loop, base, new int[0], SeSubsets.toArray(removed));
    }

    private static void type3(Position board, int[] loop, int c1, int c2, int v1, int v2, int extra, double base,
                              List<Found> found) {
        for (int degree = Integer.bitCount(extra); degree <= 7; degree++) {
            for (int kind : KINDS) {
                int number = SeRegions.OF[kind][c1];
                if (SeRegions.OF[kind][c2] != number) {
                    continue;
                }
                int[] cells = SeRegions.CELLS[kind][number];
                int open = SeRegions.openCells(board, SeRegions.region(kind, number));
                int index1 = indexOf(cells, c1);
                int index2 = indexOf(cells, c2);
                if (degree * 2 <= open) {
                    for (int tuple : Combinations.of(SeRegions.ALL, degree)) {
                        if ((tuple & bit0(index1)) == 0 || (tuple & bit0(index2)) != 0) {
                            continue;
                        }
                        int nakedSet = extra & board.candidates(c1) & board.candidates(c2);
                        int union = extra;
                        boolean fit = Integer.bitCount(extra) > 1;
                        for (int k = 0; k < 9; k++) {
                            if ((tuple & bit0(k)) != 0 && k != index1) {
                                int mask = board.candidates(cells[k]);
                                nakedSet |= mask;
                                union |= mask;
                                fit &= Integer.bitCount(mask) > 1;
                            }
                        }
                        if (Integer.bitCount(nakedSet) != degree || !fit || Integer.bitCount(union) != degree) {
                            continue;
                        }
                        // the set's other cells are the tuple's less c1 (c2 is never in it)
                        List<Integer> removed = new ArrayList<>();
                        for (int k = 0; k < 9; k++) {
                            if ((tuple & bit0(k)) == 0 && k != index2) {
                                SeSubsets.addAll(removed, cells[k], board.candidates(cells[k]) & union);
                            }
                        }
                        add(found, 3, loop, base + (degree - 1) * 0.1, new int[0], SeSubsets.toArray(removed));
                    }
                }
                if (degree * 2 < open) {
                    List<Integer> rest = new ArrayList<>();
                    for (int value = 1; value <= 9; value++) {
                        if (value != v1 && value != v2 && (extra & bit(value)) == 0) {
                            rest.add(value);
                        }
                    }
                    if (degree - 2 > rest.size()) {
                        continue;
                    }
                    for (int chosen : Combinations.of((1 << rest.size()) - 1, degree - 2)) {
                        int hidden = bit(v1) | bit(v2);
                        for (int k = 0; k < rest.size(); k++) {
                            if ((chosen & bit0(k)) != 0) {
                                hidden |= bit(rest.get(k));
                            }
                        }
                        int union = 0;
                        boolean fit = true;
                        for (int value = 1; value <= 9; value++) {
                            if ((hidden & bit(value)) != 0) {
                                int positions = SeRegions.places(board, SeRegions.region(kind, number), value) & ~bit0(index2);
                                union |= positions;
                                fit &= positions != 0;
                            }
                        }
                        if (!fit || Integer.bitCount(union) != degree) {
                            continue;
                        }
                        union &= ~bit0(index1);
                        List<Integer> removed = new ArrayList<>();
                        for (int k = 0; k < 9; k++) {
                            if ((union & bit0(k)) != 0) {
                                SeSubsets.addAll(removed, cells[k], board.candidates(cells[k]) & ~hidden);
                            }
                        }
                        add(found, 3, loop, base + (Integer.bitCount(union) - 1) * 0.1, new int[0],
                                SeSubsets.toArray(removed));
                    }
                }
            }
        }
    }

    private static void type4(Position board, int[] loop, int c1, int c2, int v1, int v2, double base,
                              List<Found> found) {
        boolean lock1 = false;
        boolean lock2 = false;
        for (int kind : KINDS) {
            int number = SeRegions.OF[kind][c1];
            if (SeRegions.OF[kind][c2] != number) {
                continue;
            }
            boolean has1 = false;
            boolean has2 = false;
            for (int cell : SeRegions.CELLS[kind][number]) {
                if (cell != c1 && cell != c2) {
                    has1 |= board.has(cell, v1);
                    has2 |= board.has(cell, v2);
                }
            }
            lock1 |= !has1;
            lock2 |= !has2;
        }
        int remove = lock1 ? v2 : lock2 ? v1 : 0;
        if (remove != 0) {
            add(found, 4, loop, base, new int[0],
                    new int[] {SeHint.candidate(c1, remove), SeHint.candidate(c2, remove)});
        }
    }

    private static void add(List<Found> found, int type, int[] loop, double difficulty, int[] placements,
                            int[] eliminations) {
        if (eliminations.length == 0) {
            return;
        }
        String name = loop.length == 4 ? "Unique Rectangle type " + type
                : loop.length > 6 ? "Unique Loop " + loop.length + " type " + type : "Unique Loop type " + type;
        found.add(new Found(new SeHint(name, difficulty, placements, eliminations), type));
    }

    /** SE's {@code UniqueLoopHint.getDifficulty}: 4.5, +0.1 from 6 cells, +0.2 from 8, +0.5 from 10. */
    private static double baseDifficulty(int length) {
        double result = 4.5;
        if (length >= 10) {
            result += 0.3;
        }
        if (length >= 8) {
            result += 0.2;
        } else if (length >= 6) {
            result += 0.1;
        }
        return result;
    }

    private static int indexOf(int[] cells, int cell) {
        for (int k = 0; k < cells.length; k++) {
            if (cells[k] == cell) {
                return k;
            }
        }
        return -1;
    }

    private static int bit(int digit) {
        return 1 << (digit - 1);
    }

    private static int bit0(int index) {
        return 1 << index;
    }
}
