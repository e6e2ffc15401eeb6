package dev.nonet.solve;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The search behind {@link Sudoku} for every {@link Layout} but classic 9x9: any side from 4 to 25,
 * jigsaw regions and extra houses alike, since it knows only "houses of {@code side} cells".
 *
 * <p>A state is one {@code int} per cell: the candidate digits as bits (digit {@code d} is bit
 * {@code d-1}), plus {@link #PLACED} once the cell's digit has been removed from its peers.
 * Propagation places naked singles (a cell with one candidate) and hidden singles (a digit with one
 * place left in a house) until neither is left, then applies locked candidates (a digit whose places
 * in one house all lie where it meets another leaves the rest of the other); the search then branches
 * on the open cell with the fewest candidates (of those, the one with the most open peers), on a copy
 * of the state one level deeper; every digit tried there counts as a guess. A count that finds no
 * solution within a budget of guesses starts again ({@link #countWithRestarts}). One instance per
 * thread and layout: it keeps its levels between calls.
 */
final class GenericEngine implements Engine, LexFirstWalk.Steps {

    /** Marks a cell whose digit has been placed and taken from its peers. */
    private static final int PLACED = 1 << 30;
    private static final int DIGITS = PLACED - 1;

    private final Layout layout;
    /** The constraint search over this layout, made on first use: true candidates are its alone. */
    private ConstraintSearch tallies;
    private final int cellCount;
    private final int all;
    private final int[][] houses;
    private final int[][] peers;
    /** For every ordered pair of houses meeting in two or more cells: the shared cells, those of the first only, those of the second only. */
    private final int[][] shared;
    private final int[][] firstOnly;
    private final int[][] secondOnly;
    private final int[][] levels;
    private final int[] queue;
    private int queued;
    private final int[] first;
    /** The solution of the last call that found one, for {@link #solution()}. */
    private final int[] solution;
    private long found;
    private long cap;
    private long guesses;
    /** Checked on every search and every {@link #CHECK_EVERY} guesses; {@link Deadline#NONE} unless a caller set one. */
    private Deadline deadline = Deadline.NONE;
    /** Guesses between deadline checks, less one: a guess on 25x25 costs tens of microseconds. */
    private static final int CHECK_EVERY = 127;

    /**
     * How one search guesses, the one thing the modes differ in; passed down the search rather than
     * kept in fields, so no mode outlives its call.
     *
     * @param fill       a random fill's stream: the first narrowest cell, digits in an order drawn from
     *                   it; null for an exhaustive search (the most constrained cell)
     * @param digitOrder a restarted count's stream for the digit order; null for ascending digits
     * @param guessLimit the search gives up after this many guesses (counted since the call began) if
     *                   it has found no solution yet
     */
    private record Run(RandomGenerator fill, RandomGenerator digitOrder, long guessLimit) {
        static final Run EXHAUSTIVE = new Run(null, null, Long.MAX_VALUE);
    }
    /**
     * A restarted count's first run may make this many guesses per cell before it finds a solution:
     * 5,000 on 25x25. Lower, unique 25x25 puzzles paid more for runs cut short; higher, the puzzles with
     * many solutions waited longer for the run that finds one (docs/ENGINE.md).
     */
    private static final long RESTART_GUESSES_PER_CELL = 8;
    private final long firstRunGuesses;

    GenericEngine(Layout layout) {
        this(layout, RESTART_GUESSES_PER_CELL * layout.shape().cellCount());
    }

    /** An engine whose restarted counts' first run may make {@code firstRunGuesses} guesses (at least 1) before a solution. */
    GenericEngine(Layout layout, long firstRunGuesses) {
        this.firstRunGuesses = Math.max(1, firstRunGuesses);
        this.layout = layout;
        Geometry geometry = Geometry.of(layout);
        this.cellCount = geometry.cellCount;
        this.all = geometry.allDigits;
        this.houses = geometry.houseCells;
        this.peers = geometry.peers;
        List<Geometry.Intersection> pairs = geometry.intersections;
        this.shared = pairs.stream().map(Geometry.Intersection::shared).toArray(int[][]::new);
        this.firstOnly = pairs.stream().map(Geometry.Intersection::firstOnly).toArray(int[][]::new);
        this.secondOnly = pairs.stream().map(Geometry.Intersection::secondOnly).toArray(int[][]::new);
        this.levels = new int[cellCount + 2][];
        this.queue = new int[cellCount];
        this.first = new int[cellCount];
        this.solution = new int[cellCount];
    }

    @Override
    public boolean serves(Puzzle puzzle) {
        return puzzle.layout().equals(layout) && !puzzle.hasConstraints();
    }

    @Override
    public long guesses() {
        return guesses;
    }

    @Override
    public void deadline(Deadline deadline) {
        this.deadline = deadline;
    }

    @Override
    public long count(Grid givens, int[] marks, long cap) {
        int[] digits = givens.toArray();
        return Engine.repeatsInAHouse(houses, digits) ? CLASH : count(digits, marks, cap, solution);
    }

    @Override
    public long lexFirst(Grid givens, int[] marks) {
        int[] digits = givens.toArray();
        if (Engine.repeatsInAHouse(houses, digits)) {
            return CLASH;
        }
        guesses = 0;
        int[] base = level(0);
        if (!load(digits, marks, base) || !propagate(base)) {
            return 0;
        }
        return LexFirstWalk.run(this, solution) ? 1 : 0;
    }

    @Override
    public long trueCandidates(Grid givens, long cap, long[] counts) {
        tallies = tallies != null ? tallies : ConstraintSearch.over(layout);
        tallies.deadline(deadline);
        return tallies.trueCandidates(givens, cap, counts);
    }

    @Override
    public boolean hasSolutionWithout(Grid givens, int index) {
        int[] digits = givens.toArray();
        int digit = digits[index];
        digits[index] = 0;
        return !Engine.repeatsInAHouse(houses, digits) && hasSolutionWithout(digits, index, digit);
    }

    @Override
    public Grid solution() {
        return Grid.of(layout.shape(), solution);
    }

    /**
     * Counts solutions of {@code givens} (digits in row-major order, 0 for empty, no repeats), each open
     * cell kept to its {@code marks} if there are any, up to {@code cap}, copying the first into
     * {@code solution}.
     */
    private long count(int[] givens, int[] marks, long cap, int[] solution) {
        guesses = 0;
        int[] start = level(0);
        if (!load(givens, marks, start)) {
            return 0;
        }
        long n = countWithRestarts(0, cap);
        if (n > 0) {
            System.arraycopy(first, 0, solution, 0, cellCount);
        }
        return n;
    }

    /**
     * Whether {@code givens} (which leave {@code cell} empty) has a solution with a digit other than
     * {@code digit} in {@code cell}: the one search {@link UniquenessChecker#isUniqueWithout} needs.
     */
    private boolean hasSolutionWithout(int[] givens, int cell, int digit) {
        guesses = 0;
        int[] start = level(0);
        if (!load(givens, null, start)) {
            return false;
        }
        start[cell] &= ~DigitSet.bit(digit);
        return countFrom(0, 1, Run.EXHAUSTIVE) > 0;
    }

    /**
     * A solution of {@code givens}, into {@code solution}, found by trying the digits of every guess in
     * an order drawn from {@code random}; false if there is none, or if the search made
     * {@code guessLimit} guesses first (a random order can wander into a long dead end: start again).
     */
    boolean randomSolution(int[] givens, RandomGenerator random, long guessLimit, int[] solution) {
        guesses = 0;
        if (!load(givens, null, level(0)) || countFrom(0, 1, new Run(random, null, guessLimit)) == 0) {
            return false;
        }
        System.arraycopy(first, 0, solution, 0, cellCount);
        return true;
    }

    // The lex-first walk's steps: the base is level 0, trials run from level 1.

    @Override
    public long countFromBase(int cell, int digits, long cap) {
        int[] trial = level(1);
        System.arraycopy(levels[0], 0, trial, 0, cellCount);
        if (cell >= 0) {
            trial[cell] = digits;
        }
        return countFrom(1, cap, Run.EXHAUSTIVE);
    }

    @Override
    public int foundDigit(int cell) {
        return first[cell];
    }

    @Override
    public int candidates(int cell) {
        return levels[0][cell] & DIGITS;
    }

    @Override
    public void settle(int cell, int digit) {
        queued = 0;
        if (!place(levels[0], cell, DigitSet.bit(digit)) || !propagate(levels[0])) {
            throw new IllegalStateException("a digit of a known solution led to a contradiction");
        }
    }

    private int[] level(int depth) {
        if (levels[depth] == null) {
            levels[depth] = new int[cellCount];
        }
        return levels[depth];
    }

    /**
     * Loads {@code givens} into {@code state}, each open cell kept to its {@code marks} if there are any;
     * false when a given has no place left. Nothing is propagated yet.
     */
    private boolean load(int[] givens, int[] marks, int[] state) {
        Arrays.fill(state, all);
        queued = 0;
        for (int i = 0; i < cellCount; i++) {
            if (givens[i] != 0 && !place(state, i, DigitSet.bit(givens[i]))) {
                return false;
            }
        }
        if (marks != null) {
            for (int i = 0; i < cellCount; i++) {
                if (givens[i] == 0) {
                    state[i] &= marks[i];
                }
            }
        }
        return true;
    }

    /** Counts the solutions of the state at {@code depth} (not yet propagated), up to {@code cap}. */
    private long countFrom(int depth, long cap, Run run) {
        deadline.check();
        this.cap = cap;
        this.found = 0;
        search(depth, run);
        return found;
    }

    /**
     * {@link #countFrom}, restarted while no solution turns up. A search that picks a wrong digit early
     * can spend minutes below it with no solution there to find, though one a few guesses away in
     * another branch (a 25x25 grid with 40% of its cells given, say). So each run may make only so many
     * guesses before its first solution. Runs take turns: the even ones try digits in ascending order,
     * which suits structured grids (the empty 25x25 grid with disjoint groups, whose random fills all
     * lose their way), each allowed three times the guesses of the last; the odd ones, allowed half the
     * guesses of the run before, try them in an order drawn from a stream seeded by the run's number,
     * so the answer is the same on every call. Once a run finds a solution it counts on without a
     * limit: the tree below a state is the same whatever the order of the digits, so the count stays
     * exact. A puzzle with no solution pays for the runs cut short, at most about twice its one
     * exhaustive search.
     */
    private long countWithRestarts(int depth, long cap) {
        // Propagated here, the state stays as it is: every run writes only to the levels below it.
        if (!propagate(levels[depth])) {
            return 0;
        }
        long ascendingLimit = firstRunGuesses;
        for (int number = 0; ; number++) {
            boolean ascending = number % 2 == 0;
            queued = 0;
            Run run = new Run(null, ascending ? null : new SplittableRandom(number),
                    guesses + (ascending ? ascendingLimit : Math.max(1, ascendingLimit / 2)));
            if (!ascending) {
                ascendingLimit *= 3;
            }
            long n = countFrom(depth, cap, run);
            if (n > 0 || guesses < run.guessLimit()) {
                return n;
            }
        }
    }

    private void search(int depth, Run run) {
        int[] state = levels[depth];
        if (!propagate(state)) {
            return;
        }
        RandomGenerator fill = run.fill();
        int cell = fill == null ? mostConstrainedOpenCell(state) : narrowestOpenCell(state);
        if (cell < 0) {
            if (found++ == 0) {
                for (int i = 0; i < cellCount; i++) {
                    first[i] = Integer.numberOfTrailingZeros(state[i]) + 1;
                }
            }
            return;
        }
        int[] next = level(depth + 1);
        long guessLimit = run.guessLimit();
        RandomGenerator digitOrder = run.digitOrder();
        for (int options = state[cell]; options != 0 && found < cap && (found > 0 || guesses < guessLimit); ) {
            int bit = fill != null ? randomBit(options, fill)
                    : digitOrder != null ? randomBit(options, digitOrder) : Integer.lowestOneBit(options);
            options &= ~bit;
            if ((++guesses & CHECK_EVERY) == 0) {
                deadline.check();
            }
            System.arraycopy(state, 0, next, 0, cellCount);
            queued = 0;
            place(next, cell, bit);
            search(depth + 1, run);
        }
    }

    /** One of the bits of {@code options}, each as likely. */
    private static int randomBit(int options, RandomGenerator random) {
        int skip = random.nextInt(Integer.bitCount(options));
        for (int i = 0; i < skip; i++) {
            options &= options - 1;
        }
        return Integer.lowestOneBit(options);
    }

    /**
     * The open cell to branch on in an exhaustive search: of those with the fewest candidates, the one
     * with the most open peers (the first in row-major order among equals), or -1 when every cell is
     * placed. Placing a digit there takes it from the most cells, so contradictions come sooner: on
     * minimal 16x16 puzzles it cut the time to count to 2 to a third, and 25x25 grids with 30% of
     * their cells given went from minutes to milliseconds (docs/ENGINE.md).
     */
    private int mostConstrainedOpenCell(int[] state) {
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        int mostOpenPeers = -1;
        for (int i = 0; i < cellCount; i++) {
            int v = state[i];
            if ((v & PLACED) != 0) {
                continue;
            }
            int n = Integer.bitCount(v);
            if (n > fewest) {
                continue;
            }
            int openPeers = 0;
            for (int peer : peers[i]) {
                if ((state[peer] & PLACED) == 0) {
                    openPeers++;
                }
            }
            if (n < fewest || openPeers > mostOpenPeers) {
                fewest = n;
                best = i;
                mostOpenPeers = openPeers;
            }
        }
        return best;
    }

    /**
     * The first open cell with the fewest candidates, or -1 when every cell is placed: the choice of a
     * random fill. The tie-break of {@link #mostConstrainedOpenCell} made random fills no faster overall
     * (slower on 16x16 jigsaws and 25x25 disjoint groups, faster on plain 25x25) and would change every
     * seeded puzzle of the generator.
     */
    private int narrowestOpenCell(int[] state) {
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < cellCount; i++) {
            int v = state[i];
            if ((v & PLACED) == 0) {
                int n = Integer.bitCount(v);
                if (n < fewest) {
                    fewest = n;
                    best = i;
                    if (n == 2) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Marks {@code cell} as holding {@code bit} and queues it for removal from its peers; false on a contradiction. */
    private boolean place(int[] state, int cell, int bit) {
        int v = state[cell];
        if ((v & PLACED) != 0) {
            return (v & DIGITS) == bit;
        }
        if ((v & bit) == 0) {
            return false;
        }
        state[cell] = PLACED | bit;
        queue[queued++] = cell;
        return true;
    }

    /** Places singles until none is left; false when a cell or a house runs out of options. */
    private boolean propagate(int[] state) {
        while (true) {
            if (!drainQueue(state)) {
                return false;
            }
            boolean progress = false;
            for (int[] house : houses) {
                int once = 0;
                int twice = 0;
                for (int cell : house) {
                    int v = state[cell] & DIGITS;
                    twice |= once & v;
                    once |= v;
                }
                if (once != all) {
                    return false; // some digit has no place left in this house
                }
                int hidden = once & ~twice;
                for (int cell : house) {
                    int v = state[cell];
                    if ((v & PLACED) != 0) {
                        continue;
                    }
                    int single = v & hidden;
                    if (single == 0 && Integer.bitCount(v) == 1) {
                        single = v;
                    }
                    if (single != 0) {
                        if ((single & (single - 1)) != 0 || !place(state, cell, single)) {
                            return false; // two digits that each have only this cell
                        }
                        progress = true;
                    }
                }
            }
            if (!progress) {
                // Nothing was placed in this sweep, so nothing is queued; try the intersections.
                int locked = eliminateLockedCandidates(state);
                if (locked <= 0) {
                    return locked == 0;
                }
            }
        }
    }

    /**
     * Locked candidates over every pair of houses: a digit whose places in the first house all lie in
     * the cells it shares with the second cannot go in the second's other cells. Returns 1 when it
     * removed a candidate, 0 when it removed none, -1 on a contradiction.
     */
    private int eliminateLockedCandidates(int[] state) {
        int result = 0;
        for (int p = 0; p < shared.length; p++) {
            int outside = 0;
            for (int cell : firstOnly[p]) {
                outside |= state[cell];
            }
            int inside = 0;
            for (int cell : shared[p]) {
                inside |= state[cell];
            }
            int locked = inside & ~outside & DIGITS;
            if (locked == 0) {
                continue;
            }
            for (int cell : secondOnly[p]) {
                int v = state[cell];
                if ((v & locked) == 0) {
                    continue;
                }
                if ((v & PLACED) != 0 || (v & ~locked) == 0) {
                    return -1;
                }
                state[cell] = v & ~locked;
                result = 1;
            }
        }
        return result;
    }

    /** Takes every queued cell's digit from its peers, queueing the peers left with one candidate. */
    private boolean drainQueue(int[] state) {
        while (queued > 0) {
            int cell = queue[--queued];
            int bit = state[cell] & DIGITS;
            for (int peer : peers[cell]) {
                int v = state[peer];
                if ((v & bit) == 0) {
                    continue;
                }
                if ((v & PLACED) != 0) {
                    queued = 0;
                    return false;
                }
                v &= ~bit;
                state[peer] = v;
                if (v == 0) {
                    queued = 0;
                    return false;
                }
                if ((v & (v - 1)) == 0 && !place(state, peer, v)) {
                    queued = 0;
                    return false;
                }
            }
        }
        return true;
    }
}
