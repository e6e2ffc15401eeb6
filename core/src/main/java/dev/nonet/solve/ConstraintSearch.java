package dev.nonet.solve;

import dev.nonet.constraint.AllDifferent;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The search for puzzles with {@link Constraint}s beyond their houses: killer cages, thermometers, dots,
 * lines, outside clues, any mix of them on any layout.
 *
 * <p>A state is one candidate mask per cell. Propagation runs to a fixed point: a cell left with one
 * digit takes it from its peers (every cell that shares a house or an {@link AllDifferent} part with
 * it), a digit with one place left in a house of {@code side} cells goes there, and every other part
 * is woken when one of its cells changes and narrows its cells' candidates. The search then branches
 * on the open cell with the fewest candidates (of those, the one whose parts weigh most: {@link Branching}), on a copy of the state one level deeper. Narrowing is
 * only as strong as each kind makes it, so a filled grid is held to every constraint's exact rule
 * before it counts as a solution: the search is exact whatever the narrowing misses.
 *
 * <p>The {@link Engine} of puzzles with constraints, and the one search that counts true candidates,
 * which the other engines hand it (over their layout's houses alone: {@link #over}). Lex-first is
 * {@link LexFirstWalk} over its root.
 *
 * <p>One instance per puzzle and thread: its tables are built from the puzzle's rules, its levels
 * reused between calls.
 */
final class ConstraintSearch implements Engine, Domains, LexFirstWalk.Steps {

    /** Nodes between deadline checks, less one: a node costs a few microseconds. */
    private static final int CHECK_EVERY = 63;

    /**
     * The guesses the one tally search of true candidates (cap 1) makes before it goes on one candidate
     * at a time: measured on the shared puzzles, with and without their givens (docs/PERFORMANCE.md).
     */
    static final long TALLY_GUESSES = 20_000;

    /** The guesses each candidate's search may make in the first round of {@link #oneCandidateAtATime}. */
    private static final long FIRST_BUDGET = 1_000;

    private final Puzzle puzzle;
    private final List<Constraint> constraints;
    private final int side;
    private final int cellCount;
    private final int all;
    /** The layout's houses: givens that repeat a digit in one clash. */
    private final int[][] houses;
    private final int[][] peers;
    /** Parts with {@code side} cells and no repeat: every digit once, so a lone place is a placement. */
    private final int[][] fullHouses;
    private final int[][] fullHousesOf;
    /** Every other part, woken when a cell it reads changes: the constraints' parts, then {@link HouseSums}' cages. */
    private final Constraint[] parts;
    private final int[][] partsOf;
    /** Which open cell to branch on: among the narrowest, the one whose parts weigh most. */
    private final Branching branching;
    /** The puzzle's constraints, each held to its exact rule by every filled grid. */
    private final Constraint[] rules;
    private final Cell[] cells;

    private final int[][] levels;
    private int[] current;
    private final int[] placedQueue;
    private int placedHead;
    private int placedTail;
    private final int[] partQueue;
    private final boolean[] partQueued;
    private int partHead;
    private int partTail;
    private final boolean[] houseDirty;
    private final int[] dirtyHouses;
    private int dirtyCount;

    /** The first solution of the last count; the lex-first walk's smallest so far. */
    private final int[] solution;
    private final int[] best;
    private long found;
    private long cap;
    private long guesses;
    private long nodes;
    private Deadline deadline = Deadline.NONE;
    /**
     * While {@link #tally} runs: for each cell and digit ({@code cell * side + digit - 1}), the solutions
     * found with it, up to {@link #tallyCap}; and for each cell, the digits whose tally reached the cap.
     * Null otherwise.
     */
    private long[] tally;
    private long tallyCap;
    private int[] settled;
    /**
     * The guesses after which the search in progress gives up: a candidate's search in
     * {@link #oneCandidateAtATime} then waits for the next round. The tally search of cap 1 gets its limit,
     * {@link #tallyLimit}, once it has met two solutions, and then goes on one candidate at a time.
     */
    private long guessLimit = Long.MAX_VALUE;
    private long tallyLimit = Long.MAX_VALUE;
    private long tallyGuesses = TALLY_GUESSES;

    /**
     * The search's tables for {@code puzzle}, built until {@code deadline}: a puzzle may hold thousands of
     * constraints of thousands of parts each, and building them all can take seconds.
     *
     * @throws dev.nonet.limit.StoppedException once the deadline is reached
     */
    ConstraintSearch(Puzzle puzzle, Deadline deadline) {
        this.puzzle = puzzle;
        this.constraints = puzzle.constraints();
        this.side = puzzle.layout().side();
        this.cellCount = side * side;
        this.all = (1 << side) - 1;
        this.cells = new Cell[cellCount];
        for (int i = 0; i < cellCount; i++) {
            cells[i] = new Cell(i / side, i % side);
        }
        Geometry geometry = Geometry.of(puzzle.layout());
        List<Set<Integer>> peerSets = new ArrayList<>();
        for (int i = 0; i < cellCount; i++) {
            peerSets.add(new LinkedHashSet<>());
            for (int peer : geometry.peers[i]) {
                peerSets.get(i).add(peer);
            }
        }
        this.houses = geometry.houseCells;
        List<int[]> full = new ArrayList<>(Arrays.asList(houses));
        List<Constraint> other = new ArrayList<>();
        int partsSeen = 0;
        for (Constraint constraint : puzzle.constraints()) {
            deadline.check();
            for (Constraint part : constraint.parts()) {
                if ((++partsSeen & 1023) == 0) {
                    deadline.check();
                }
                if (part instanceof AllDifferent different) {
                    int[] indexes = indexes(different.cells());
                    for (int a : indexes) {
                        for (int b : indexes) {
                            if (a != b) {
                                peerSets.get(a).add(b);
                            }
                        }
                    }
                    if (indexes.length == side) {
                        full.add(indexes);
                    }
                } else {
                    other.add(part);
                }
            }
        }
        this.peers = new int[cellCount][];
        for (int i = 0; i < cellCount; i++) {
            peers[i] = peerSets.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        this.fullHouses = full.toArray(int[][]::new);
        this.fullHousesOf = membership(fullHouses, cellCount);
        // The innies the puzzle's sums imply: narrowed like the rest, but left out of the cells' static weight
        // in branching, which they would change for the worse, as they did when the 45 rule was first tried here.
        int own = other.size();
        other.addAll(HouseSums.implied(constraints, fullHouses, side));
        this.parts = other.toArray(Constraint[]::new);
        int[][] partCells = new int[parts.length][];
        for (int p = 0; p < parts.length; p++) {
            partCells[p] = indexes(parts[p].cells());
        }
        this.partsOf = membership(partCells, cellCount);
        this.branching = new Branching(partsOf, parts.length, own);
        this.rules = puzzle.constraints().toArray(Constraint[]::new);
        this.levels = new int[cellCount + 2][];
        this.placedQueue = new int[cellCount];
        this.partQueue = new int[parts.length + 1];
        this.partQueued = new boolean[parts.length];
        this.houseDirty = new boolean[fullHouses.length];
        this.dirtyHouses = new int[fullHouses.length];
        this.solution = new int[cellCount];
        this.best = new int[cellCount];
    }

    /**
     * A search over {@code layout}'s houses alone: what the band and generic engines hand the true
     * candidates to.
     */
    static ConstraintSearch over(Layout layout) {
        return new ConstraintSearch(new Puzzle(layout, Grid.empty(layout.shape())), Deadline.NONE);
    }

    /** Whether this search's tables serve {@code other}: the same layout and constraints, whatever its givens. */
    @Override
    public boolean serves(Puzzle other) {
        return (other.constraints() == constraints || other.constraints().equals(constraints))
                && other.layout().equals(puzzle.layout());
    }

    /** Sets the guesses before true candidates of cap 1 go one candidate at a time: for tests of that path (0: from the start). */
    void tallyGuesses(long guesses) {
        this.tallyGuesses = guesses;
    }

    @Override
    public void deadline(Deadline deadline) {
        this.deadline = deadline;
    }

    @Override
    public long guesses() {
        return guesses;
    }

    @Override
    public Grid solution() {
        return Grid.of(puzzle.givens().shape(), solution);
    }

    @Override
    public long count(Grid givens, int[] marks, long cap) {
        long loaded = load(givens.toArray(), marks);
        return loaded == 1 ? countFrom(0, cap) : loaded;
    }

    @Override
    public long lexFirst(Grid givens, int[] marks) {
        long loaded = load(givens.toArray(), marks);
        if (loaded != 1 || !LexFirstWalk.run(this, best)) {
            return loaded == 1 ? 0 : loaded;
        }
        System.arraycopy(best, 0, solution, 0, cellCount);
        return 1;
    }

    @Override
    public boolean hasSolutionWithout(Grid givens, int index) {
        int[] digits = givens.toArray();
        int digit = digits[index];
        digits[index] = 0;
        if (load(digits, null) != 1) {
            return false;
        }
        resetQueues();
        return keep(index, ~DigitSet.bit(digit)) && propagate() && countFrom(0, 1) > 0;
    }

    /**
     * {@inheritDoc}
     *
     * <p>One search, not one per candidate: a subtree whose every candidate has reached the cap can add
     * nothing and is cut, and the digits not yet counted are tried first. Every solution met so adds to
     * some count below the cap, and a solution cut away would only have added to counts at the cap, so
     * each count is exact up to the cap. A puzzle with two solutions or more meets at least two.
     *
     * <p>With a cap of 1 that search must still rule out, somewhere in its one tree, every candidate no
     * solution has, and on a board of many solutions (a setter's, with few givens) its tree can outgrow
     * any deadline. So once it has made {@link #TALLY_GUESSES} guesses and met two solutions it gives way
     * to {@link #oneCandidateAtATime}. A unique puzzle never does: there its one search, which must rule
     * out every other candidate, is quicker than ruling them out one by one (measured: Effluence, with its
     * givens, took 2.5 times as long one by one).
     */
    @Override
    public long trueCandidates(Grid givens, long cap, long[] counts) {
        long loaded = load(givens.toArray(), null);
        if (loaded != 1) {
            return loaded;
        }
        this.tally = counts;
        this.tallyCap = cap;
        this.settled = new int[cellCount];
        try {
            if (cap > 1) {
                return countFrom(0, Long.MAX_VALUE);
            }
            tallyLimit = tallyGuesses;
            long seen = countFrom(0, Long.MAX_VALUE);
            boolean cut = guesses >= guessLimit;
            guessLimit = Long.MAX_VALUE;
            tallyLimit = Long.MAX_VALUE;
            return cut ? seen + oneCandidateAtATime() : seen;
        } finally {
            this.tally = null;
            this.settled = null;
            this.guessLimit = Long.MAX_VALUE;
            this.tallyLimit = Long.MAX_VALUE;
        }
    }

    /**
     * The rest of the true candidates with a cap of 1, one search per candidate not yet seen in a
     * solution: does some solution put this digit in this cell? A solution found settles every digit it
     * holds (so most candidates need no search of their own); a candidate without one leaves the root,
     * which narrows every later search. Each search asks about a candidate no solution met so far has,
     * so the solutions it finds are new. Returns how many.
     *
     * <p>Searches run in rounds of a growing guess budget ({@link #FIRST_BUDGET}, then four times as
     * many each round): a candidate whose search outruns it waits for the next round, by when another
     * candidate's solution may have settled it, or other candidates leaving the root made it cheaper.
     * On boards of few givens finding a solution is heavy-tailed: one digit order takes 500,000 guesses
     * where another takes 50.
     */
    private long oneCandidateAtATime() {
        int[] root = levels[0];
        long seen = 0;
        for (long budget = FIRST_BUDGET; ; budget = Math.min(budget * 4, 1L << 60)) {
            boolean waiting = false;
            for (int i = 0; i < cellCount; i++) {
                int open = root[i] & ~settled[i];
                while (open != 0) {
                    int bit = open & -open;
                    open &= open - 1;
                    if ((root[i] & ~settled[i] & bit) == 0) {
                        continue; // settled by a solution found for a digit before it
                    }
                    int[] trial = level(1);
                    System.arraycopy(root, 0, trial, 0, cellCount);
                    current = trial;
                    resetQueues();
                    guessLimit = guesses + budget;
                    long found = keep(i, bit) && propagate() ? countFrom(1, Long.MAX_VALUE) : 0;
                    boolean decided = found > 0 || guesses < guessLimit;
                    guessLimit = Long.MAX_VALUE;
                    current = root;
                    seen += found;
                    if (!decided) {
                        waiting = true;
                    } else if (found == 0) {
                        resetQueues();
                        if (!keep(i, ~bit) || !propagate()) {
                            return seen; // no digit left for cell i: no solution at all, so none was seen
                        }
                    }
                }
            }
            if (!waiting) {
                return seen;
            }
        }
    }

    /**
     * Loads {@code digits} (by cell, 0 for none), each open cell kept to its {@code marks} when there are
     * any, into the root and propagates: {@link #CLASH} when two digits repeat in a house of the layout,
     * 0 when propagation alone shows there is no solution, else 1.
     */
    private long load(int[] digits, int[] marks) {
        if (Engine.repeatsInAHouse(houses, digits)) {
            return CLASH;
        }
        guesses = 0;
        nodes = 0;
        branching.reset();
        deadline.check();
        int[] root = level(0);
        Arrays.fill(root, all);
        current = root;
        resetQueues();
        for (int p = 0; p < parts.length; p++) {
            enqueuePart(p);
        }
        for (int h = 0; h < fullHouses.length; h++) {
            markDirty(h);
        }
        for (int i = 0; i < cellCount; i++) {
            int mask = digits[i] != 0 ? DigitSet.bit(digits[i]) : marks != null ? marks[i] : all;
            if (!keep(i, mask)) {
                return 0;
            }
        }
        return propagate() ? 1 : 0;
    }

    /** Counts up to {@code cap} the solutions below the state at {@code depth}, which is {@link #current}; the first into {@link #solution}. */
    private long countFrom(int depth, long cap) {
        this.cap = cap;
        found = 0;
        search(depth);
        return found;
    }

    // The lex-first walk's steps: the base is the root, level 0; trials run from level 1.

    @Override
    public long countFromBase(int cell, int digits, long cap) {
        int[] trial = level(1);
        System.arraycopy(levels[0], 0, trial, 0, cellCount);
        current = trial;
        resetQueues();
        long count = cell < 0 || keep(cell, digits) && propagate() ? countFrom(1, cap) : 0;
        // Between trials the walk reads the base's candidates through candidates(int), which reads current.
        current = levels[0];
        return count;
    }

    @Override
    public int foundDigit(int cell) {
        return solution[cell];
    }

    @Override
    public void settle(int cell, int digit) {
        current = levels[0];
        resetQueues();
        if (!keep(cell, DigitSet.bit(digit)) || !propagate()) {
            throw new IllegalStateException("a digit of a known solution led to a contradiction");
        }
    }

    /** The candidates one level down, made once. */
    private int[] level(int depth) {
        int[] level = levels[depth];
        if (level == null) {
            level = new int[cellCount];
            levels[depth] = level;
        }
        return level;
    }

    private void search(int depth) {
        if ((++nodes & CHECK_EVERY) == 0) {
            deadline.check();
        }
        int[] state = current;
        if (settled != null && nothingToTally(state)) {
            return;
        }
        int cell = branching.cell(state, guesses);
        if (cell < 0) {
            onFilled(state);
            return;
        }
        int mask = state[cell];
        // Tallying, the digits not yet counted to the cap first: they are what a solution here can add.
        int later = settled == null ? 0 : mask & settled[cell];
        mask &= ~later;
        int[] next = level(depth + 1);
        while ((mask != 0 || later != 0) && found < cap && guesses < guessLimit) {
            if (mask == 0) {
                mask = later;
                later = 0;
            }
            int bit = mask & -mask;
            mask &= mask - 1;
            guesses++;
            System.arraycopy(state, 0, next, 0, cellCount);
            current = next;
            resetQueues();
            if (keep(cell, bit) && propagate()) {
                search(depth + 1);
            }
            current = state;
        }
    }

    private void onFilled(int[] state) {
        // Every rule's exact reading, whatever its narrowing missed.
        for (Constraint rule : rules) {
            if (!rule.keeps(c -> Integer.numberOfTrailingZeros(state[c.row() * side + c.column()]) + 1)) {
                return;
            }
        }
        if (found == 0) {
            for (int i = 0; i < cellCount; i++) {
                solution[i] = Integer.numberOfTrailingZeros(state[i]) + 1;
            }
        }
        found++;
        if (found == 2) {
            guessLimit = Math.min(guessLimit, tallyLimit);
        }
        if (tally != null) {
            for (int i = 0; i < cellCount; i++) {
                int at = i * side + Integer.numberOfTrailingZeros(state[i]);
                if (tally[at] < tallyCap && ++tally[at] == tallyCap) {
                    settled[i] |= state[i];
                }
            }
        }
    }

    /** Whether every candidate left in {@code state} has been counted to the cap: no solution below can add to a count. */
    private boolean nothingToTally(int[] state) {
        for (int i = 0; i < cellCount; i++) {
            if ((state[i] & ~settled[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isSingle(int mask) {
        return (mask & (mask - 1)) == 0;
    }

    // --- propagation ---------------------------------------------------------------------------

    private void resetQueues() {
        placedHead = 0;
        placedTail = 0;
        while (partHead != partTail) {
            partQueued[partQueue[partHead]] = false;
            partHead = partHead + 1 == partQueue.length ? 0 : partHead + 1;
        }
        partHead = 0;
        partTail = 0;
        for (int i = 0; i < dirtyCount; i++) {
            houseDirty[dirtyHouses[i]] = false;
        }
        dirtyCount = 0;
    }

    private boolean propagate() {
        while (true) {
            if (placedHead < placedTail) {
                int cell = placedQueue[placedHead++];
                int bit = current[cell];
                for (int peer : peers[cell]) {
                    if ((current[peer] & bit) != 0 && !keep(peer, ~bit)) {
                        return false;
                    }
                }
            } else if (dirtyCount > 0) {
                int house = dirtyHouses[--dirtyCount];
                houseDirty[house] = false;
                if (!hiddenSingles(fullHouses[house])) {
                    return false;
                }
            } else if (partHead != partTail) {
                int p = partQueue[partHead];
                partHead = partHead + 1 == partQueue.length ? 0 : partHead + 1;
                partQueued[p] = false;
                if (!parts[p].narrow(this)) {
                    branching.failed(p);
                    return false;
                }
            } else {
                return true;
            }
        }
    }

    private boolean hiddenSingles(int[] house) {
        int once = 0;
        int twice = 0;
        for (int cell : house) {
            int m = current[cell];
            twice |= once & m;
            once |= m;
        }
        if (once != all) {
            return false;
        }
        int single = once & ~twice;
        while (single != 0) {
            int bit = single & -single;
            single &= single - 1;
            for (int cell : house) {
                if ((current[cell] & bit) != 0) {
                    if (!keep(cell, bit)) {
                        return false;
                    }
                    break;
                }
            }
        }
        return true;
    }

    private void enqueuePart(int p) {
        if (!partQueued[p]) {
            partQueued[p] = true;
            partQueue[partTail] = p;
            partTail = partTail + 1 == partQueue.length ? 0 : partTail + 1;
        }
    }

    private void markDirty(int house) {
        if (!houseDirty[house]) {
            houseDirty[house] = true;
            dirtyHouses[dirtyCount++] = house;
        }
    }

    @Override
    public int side() {
        return side;
    }

    @Override
    public int candidates(int index) {
        return current[index];
    }

    @Override
    public int candidates(Cell cell) {
        return current[cell.row() * side + cell.column()];
    }

    @Override
    public boolean keep(Cell cell, int mask) {
        return keep(cell.row() * side + cell.column(), mask);
    }

    @Override
    public boolean keep(int index, int mask) {
        int before = current[index];
        int after = before & mask;
        if (after == before) {
            return true;
        }
        if (after == 0) {
            return false;
        }
        current[index] = after;
        if (isSingle(after)) {
            placedQueue[placedTail++] = index;
        }
        for (int p : partsOf[index]) {
            enqueuePart(p);
        }
        for (int h : fullHousesOf[index]) {
            markDirty(h);
        }
        return true;
    }

    // --- tables --------------------------------------------------------------------------------

    private int[] indexes(List<Cell> list) {
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            Cell c = list.get(i);
            if (c.row() >= side || c.column() >= side) {
                throw new IllegalArgumentException("constraint cell " + c + " is outside the " + side + "x" + side + " grid");
            }
            out[i] = c.row() * side + c.column();
        }
        return out;
    }

    /** For every cell, the sets (by number) that hold it. */
    private static int[][] membership(int[][] sets, int cellCount) {
        int[] counts = new int[cellCount];
        for (int[] set : sets) {
            for (int cell : set) {
                counts[cell]++;
            }
        }
        int[][] of = new int[cellCount][];
        for (int i = 0; i < cellCount; i++) {
            of[i] = new int[counts[i]];
            counts[i] = 0;
        }
        for (int s = 0; s < sets.length; s++) {
            for (int cell : sets[s]) {
                of[cell][counts[cell]++] = s;
            }
        }
        return of;
    }
}
