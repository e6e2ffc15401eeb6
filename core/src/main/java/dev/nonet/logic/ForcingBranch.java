package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What assuming one candidate forces: a copy of the grid after following the assumption round by round,
 * whether it broke, and when each placement and removal first held. Under {@link Propagation#SINGLES}
 * it also knows why each digit went where it did, which lets it write the implications a conclusion
 * rests on as a chain a person can follow: {@code r6c1=1 -> r4c3=6 -> r4c8=3 (row 4) -> r2c8 has no
 * candidate left}. A house in brackets marks a hidden single there; other placements are naked singles.
 */
final class ForcingBranch {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);
    /** Its sizes as constants, which the compiler folds into these hot loops as it did the literals. */
    private static final int CELLS = CLASSIC.cellCount;
    private static final int HOUSES = CLASSIC.houseCount();
    private static final int SIDE = CLASSIC.side;

    /** The most rounds of propagation a branch may take, so that a step can still be followed. */
    static final int MAX_ROUNDS = 20;

    /** The longest chain written out in full; longer ones keep their start and end. */
    private static final int MAX_CHAIN_SHOWN = 24;

    /** Why a cell was placed: the assumption itself, a naked single, or (0-26) a hidden single in that house. */
    private static final int ASSUMED = -2;
    private static final int NAKED = -1;

    /** How a branch follows its assumption: one round at a time. */
    enum Propagation {
        /** Naked and hidden singles (a full house is a naked single). */
        SINGLES("singles"),
        /** Singles, then every elimination of pointing, claiming and naked and hidden pairs. */
        BASIC("basic steps");

        private static final List<TechniqueFinder> BASIC_ELIMINATIONS = List.of(
                Intersections.POINTING, Intersections.CLAIMING, Subsets.NAKED_PAIR, Subsets.HIDDEN_PAIR);

        final String words;

        Propagation(String words) {
            this.words = words;
        }
    }

    final CandidateGrid grid;
    boolean broken;
    int rounds;
    /** Per cell, the round in which the branch placed it (0: the assumption), or -1. */
    final int[] placedIn = new int[CELLS];
    /** Per candidate (cell * side + digit - 1), the round in which the branch removed it, or -1. */
    final int[] removedIn = new int[CELLS * SIDE];

    private final CandidateGrid start;
    private final Propagation propagation;
    /** Per placed cell, why: {@link #ASSUMED}, {@link #NAKED} or a house. */
    private final int[] reason = new int[CELLS];
    /** Per cell, the removals already recorded. */
    private final int[] recorded = new int[CELLS];
    /** Why the grid broke, as a chain of implications; null while it holds or when not traced. */
    private String breakage;
    /** The cells of that chain. */
    private List<Integer> breakCells = List.of();

    ForcingBranch(CandidateGrid start, int cell, int digit, Propagation propagation) {
        this.start = start;
        this.propagation = propagation;
        grid = start.copy();
        Arrays.fill(placedIn, -1);
        Arrays.fill(removedIn, -1);
        place(cell, digit, ASSUMED, 0);
        recordRemovals(0);
        broken = findBreak();
        while (!broken && rounds < MAX_ROUNDS) {
            int placed = placeSingles(rounds + 1);
            if (broken) {
                rounds++;
                break;
            }
            boolean changed = placed > 0;
            if (propagation == Propagation.BASIC) {
                changed |= applyBasicEliminations();
            }
            if (!changed) {
                break;
            }
            rounds++;
            recordRemovals(rounds);
            broken = findBreak();
        }
    }

    /** Whether chains of implications are known (singles only: other eliminations are not traced). */
    boolean isTraced() {
        return propagation == Propagation.SINGLES;
    }

    /** The chain from the assumption to what broke the grid, for a traced branch that broke. */
    String chainToBreak() {
        return breakage;
    }

    /** The cells of the chain to the break, for highlighting; empty when not traced. */
    List<Integer> cellsToBreak() {
        return breakCells;
    }

    /** The chain from the assumption to the placement at {@code cell}, for a traced branch. */
    String chainToPlacement(int cell) {
        boolean[] needed = new boolean[CELLS];
        needPlacement(cell, needed);
        return chain(needed, "");
    }

    /** The chain from the assumption to the removal of {@code digit} from {@code cell}, for a traced branch. */
    String chainToRemoval(int cell, int digit) {
        boolean[] needed = new boolean[CELLS];
        needRemoval(cell, digit, Integer.MAX_VALUE, needed);
        return chain(needed, " -> " + CLASSIC.cell(cell) + "<>" + digit);
    }

    // Propagation.

    private void place(int cell, int digit, int why, int round) {
        grid.placeIndex(cell, digit);
        placedIn[cell] = round;
        reason[cell] = why;
    }

    /**
     * Places every naked and hidden single of the grid as found at the start of the round and returns
     * how many it placed. Two singles that collide (one cell, two digits; or one digit twice in a house)
     * break the branch rather than overwrite each other.
     */
    private int placeSingles(int round) {
        // Each single as cell, digit and why: at most one per cell and one per digit and house.
        int max = CELLS + HOUSES * SIDE;
        int[] cells = new int[max];
        int[] digits = new int[max];
        int[] whys = new int[max];
        int count = 0;
        for (int c = 0; c < CELLS; c++) {
            int marks = grid.candidatesAt(c);
            if (marks != 0 && (marks & (marks - 1)) == 0) {
                cells[count] = c;
                digits[count] = Integer.numberOfTrailingZeros(marks) + 1;
                whys[count++] = NAKED;
            }
        }
        for (int h = 0; h < HOUSES; h++) {
            int[] houseCells = CLASSIC.houseCells[h];
            int once = 0;
            int twice = 0;
            int placed = 0;
            for (int c : houseCells) {
                int marks = grid.candidatesAt(c);
                twice |= once & marks;
                once |= marks;
                placed |= grid.valueAt(c) == 0 ? 0 : DigitSet.bit(grid.valueAt(c));
            }
            int hidden = once & ~twice & ~placed;
            for (int k = 0; hidden != 0 && k < houseCells.length; k++) {
                int c = houseCells[k];
                int here = grid.candidatesAt(c) & hidden;
                if (Integer.bitCount(here) > 1) {
                    int first = Integer.numberOfTrailingZeros(here) + 1;
                    int second = Integer.numberOfTrailingZeros(here & (here - 1)) + 1;
                    breakOnClash(c, first, h, c, second, h, round,
                            CLASSIC.cell(c) + " would be both " + first + " and " + second);
                    return 0;
                }
                if (here != 0) {
                    cells[count] = c;
                    digits[count] = Integer.numberOfTrailingZeros(here) + 1;
                    whys[count++] = h;
                    hidden &= ~here;
                }
            }
        }
        int placedCount = 0;
        for (int i = 0; i < count; i++) {
            int cell = cells[i];
            int digit = digits[i];
            if (grid.valueAt(cell) == digit) {
                continue;
            }
            if (grid.valueAt(cell) != 0) {
                breakOnClash(cell, digit, whys[i], cell, grid.valueAt(cell), reason[cell], round,
                        CLASSIC.cell(cell) + " would be both " + Math.min(digit, grid.valueAt(cell)) + " and "
                                + Math.max(digit, grid.valueAt(cell)));
                return placedCount;
            }
            if ((grid.candidatesAt(cell) & DigitSet.bit(digit)) == 0) {
                int other = placedThisRound(cell, digit, round);
                breakOnClash(cell, digit, whys[i], other, digit, reason[other], round,
                        digit + " would go in both " + CLASSIC.cell(Math.min(cell, other)) + " and "
                                + CLASSIC.cell(Math.max(cell, other)));
                return placedCount;
            }
            place(cell, digit, whys[i], round);
            placedCount++;
        }
        return placedCount;
    }

    /** The peer of {@code cell} that took {@code digit} in this round, taking the candidate away. */
    private int placedThisRound(int cell, int digit, int round) {
        for (int peer : CLASSIC.peers[cell]) {
            if (placedIn[peer] == round && grid.valueAt(peer) == digit) {
                return peer;
            }
        }
        throw new IllegalStateException("no placement of " + digit + " took it from " + CLASSIC.cell(cell));
    }

    /** Applies pointing, claiming and naked and hidden pairs once: whether anything went. */
    private boolean applyBasicEliminations() {
        boolean changed = false;
        for (TechniqueFinder finder : Propagation.BASIC_ELIMINATIONS) {
            for (Step<Technique> step : finder.findAll(grid)) {
                for (Candidate e : step.eliminations()) {
                    changed |= grid.has(e.cell(), e.digit());
                    grid.eliminate(e.cell(), e.digit());
                }
            }
        }
        return changed;
    }

    private void recordRemovals(int round) {
        for (int c = 0; c < CELLS; c++) {
            if (start.valueAt(c) != 0) {
                continue;
            }
            int removed = start.candidatesAt(c) & ~grid.candidatesAt(c) & ~recorded[c];
            if (grid.valueAt(c) != 0) {
                removed &= ~DigitSet.bit(grid.valueAt(c));
            }
            recorded[c] |= removed;
            for (; removed != 0; removed &= removed - 1) {
                removedIn[c * SIDE + Integer.numberOfTrailingZeros(removed)] = round;
            }
        }
    }

    /**
     * Whether an open cell has no candidate left or a digit no place in a house that lacks it (placing
     * removes the digit from every peer, so no digit stands twice in a house). Notes the chain to it.
     */
    private boolean findBreak() {
        for (int c = 0; c < CELLS; c++) {
            if (grid.valueAt(c) == 0 && grid.candidatesAt(c) == 0) {
                boolean[] needed = new boolean[CELLS];
                for (int marks = start.candidatesAt(c); marks != 0; marks &= marks - 1) {
                    needRemoval(c, Integer.numberOfTrailingZeros(marks) + 1, Integer.MAX_VALUE, needed);
                }
                noteBreak(needed, CLASSIC.cell(c) + " has no candidate left");
                return true;
            }
        }
        for (int h = 0; h < HOUSES; h++) {
            int present = 0;
            for (int c : CLASSIC.houseCells[h]) {
                present |= grid.candidatesAt(c) | (grid.valueAt(c) == 0 ? 0 : DigitSet.bit(grid.valueAt(c)));
            }
            int missing = CandidateGrid.ALL.mask() & ~present;
            if (missing != 0) {
                int digit = Integer.numberOfTrailingZeros(missing) + 1;
                boolean[] needed = new boolean[CELLS];
                for (int c : CLASSIC.houseCells[h]) {
                    if ((start.candidatesAt(c) & DigitSet.bit(digit)) != 0) {
                        needRemoval(c, digit, Integer.MAX_VALUE, needed);
                    }
                }
                noteBreak(needed, digit + " has no place left in " + CLASSIC.house(h));
                return true;
            }
        }
        return false;
    }

    private void breakOnClash(int cellA, int digitA, int whyA, int cellB, int digitB, int whyB, int round, String words) {
        broken = true;
        boolean[] needed = new boolean[CELLS];
        needSingle(cellA, digitA, whyA, round, needed);
        needSingle(cellB, digitB, whyB, round, needed);
        noteBreak(needed, words);
    }

    private void noteBreak(boolean[] needed, String words) {
        if (!isTraced()) {
            return;
        }
        breakage = chain(needed, " -> " + words);
        breakCells = new ArrayList<>();
        for (int c = 0; c < CELLS; c++) {
            if (needed[c]) {
                breakCells.add(c);
            }
        }
    }

    // Tracing: which placements a conclusion rests on.

    private void needPlacement(int cell, boolean[] needed) {
        if (needed[cell]) {
            return;
        }
        needed[cell] = true;
        needSingle(cell, grid.valueAt(cell), reason[cell], placedIn[cell], needed);
    }

    /** Marks the placements that a single found in {@code round} rests on: those that made it single. */
    private void needSingle(int cell, int digit, int why, int round, boolean[] needed) {
        if (why == ASSUMED) {
            needed[cell] = true;
        } else if (why == NAKED) {
            for (int marks = start.candidatesAt(cell) & ~DigitSet.bit(digit); marks != 0; marks &= marks - 1) {
                needRemoval(cell, Integer.numberOfTrailingZeros(marks) + 1, round, needed);
            }
        } else {
            for (int other : CLASSIC.houseCells[why]) {
                if (other != cell && (start.candidatesAt(other) & DigitSet.bit(digit)) != 0) {
                    needRemoval(other, digit, round, needed);
                }
            }
        }
    }

    /**
     * Marks the placement, made before {@code before}, that took {@code digit} from {@code cell}: the
     * cell's own or a peer's, the earliest if several did. Removals by other eliminations (forcing nets)
     * have none.
     */
    private void needRemoval(int cell, int digit, int before, boolean[] needed) {
        int cause = -1;
        if (placedIn[cell] >= 0 && placedIn[cell] < before && grid.valueAt(cell) != digit) {
            cause = cell;
        }
        for (int peer : CLASSIC.peers[cell]) {
            if (placedIn[peer] >= 0 && placedIn[peer] < before && grid.valueAt(peer) == digit
                    && (cause < 0 || placedIn[peer] < placedIn[cause])) {
                cause = peer;
            }
        }
        if (cause >= 0) {
            needPlacement(cause, needed);
        }
    }

    /** The needed placements in the order they were made, then {@code end}. */
    private String chain(boolean[] needed, String end) {
        List<Integer> order = new ArrayList<>();
        for (int c = 0; c < CELLS; c++) {
            if (needed[c]) {
                order.add(c);
            }
        }
        order.sort((a, b) -> placedIn[a] != placedIn[b] ? Integer.compare(placedIn[a], placedIn[b]) : Integer.compare(a, b));
        List<String> links = new ArrayList<>();
        for (int c : order) {
            links.add(CLASSIC.cell(c) + "=" + grid.valueAt(c) + (reason[c] >= 0 ? " (" + CLASSIC.house(reason[c]) + ")" : ""));
        }
        if (links.size() > MAX_CHAIN_SHOWN) {
            int hidden = links.size() - MAX_CHAIN_SHOWN;
            List<String> shown = new ArrayList<>(links.subList(0, MAX_CHAIN_SHOWN / 2));
            shown.add("(" + hidden + " more)");
            shown.addAll(links.subList(links.size() - MAX_CHAIN_SHOWN / 2, links.size()));
            links = shown;
        }
        return String.join(" -> ", links) + end;
    }
}
