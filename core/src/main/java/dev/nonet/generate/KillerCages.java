package dev.nonet.generate;

import dev.nonet.constraint.KillerCage;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.Level;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;

/**
 * Turns a complete classic grid into a killer puzzle: cages over the whole grid, each with its sum, and
 * as few givens as it takes (usually none) for one solution.
 *
 * <ol>
 * <li><b>Cages.</b> The cells are visited in random order; each cell not yet caged starts a cage of a size
 * drawn from {@link #SIZE_WEIGHTS} (2 to 5 cells), which grows one random side-neighbour at a time among the
 * free cells whose digit the cage does not yet hold. A cage that cannot grow stays smaller; a lone cell
 * then joins a neighbouring cage that has room and lacks its digit, if there is one.
 * <li><b>Uniqueness.</b> One search asks for a solution other than the grid (the puzzle plus
 * {@link OtherThan}). While there is one, the cage holding a cell where it differs is split in two
 * connected parts whose sums tell the two grids apart (the most even such split); only when no cage can be
 * split so, a given goes in one of the cells where they differ. A split is not only more information: the
 * two parts' digits no longer have to differ from each other, so every split is followed by the question again.
 * <li><b>Difficulty</b>: {@link SearchRating} measures the puzzle by the guesses the constraint search
 * needs to prove it unique. A puzzle too hard for the level asked (for none: harder than
 * {@link Level#HARD}) has its largest cage split, evenly, and is made unique again, until it is easy
 * enough; one too easy has neighbouring cages merged (while the merged cage has no repeated digit, at most
 * {@link #MERGED_MOST} cells, and the puzzle stays unique) until it is hard enough. One that cannot get
 * there is rejected.
 * </ol>
 *
 * <p>Every choice comes from the attempt's random stream and every search is deterministic, so the same
 * stream gives the same puzzle. Each search obeys the run's deadline; an attempt cut short gives nothing.
 * One instance per thread and request.
 */
final class KillerCages {

    /** Relative weights of the sizes 1, 2, 3, 4 and 5 a new cage is drawn with. */
    static final int[] SIZE_WEIGHTS = {0, 30, 35, 22, 13};
    /** The largest cage a merge may make. */
    static final int MERGED_MOST = 6;

    private static final int N = 81;
    private static final int[][] NEIGHBOURS = new int[N][];

    static {
        for (int i = 0; i < N; i++) {
            int r = i / 9;
            int c = i % 9;
            List<Integer> list = new ArrayList<>();
            if (r > 0) {
                list.add(i - 9);
            }
            if (c > 0) {
                list.add(i - 1);
            }
            if (c < 8) {
                list.add(i + 1);
            }
            if (r < 8) {
                list.add(i + 9);
            }
            NEIGHBOURS[i] = list.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** A killer puzzle made, with its measure. */
    record Made(Puzzle puzzle, SearchRating rating) {
    }

    /**
     * The work one search may do, in wakings of its {@link Budget}: a little more than the hardest puzzle
     * of {@link SearchRating#HARD_MOST} guesses needs. A search that runs out is treated as "too hard":
     * cages are split, or the merge undone.
     */
    static final long BUDGET = 4 * SearchRating.HARD_MOST;

    private final Optional<Level> level;
    private final Deadline deadline;

    /**
     * A maker for killers of {@code level} (empty: any up to {@link Level#HARD}), whose every search stops at
     * {@code deadline}.
     */
    KillerCages(Optional<Level> level, Deadline deadline) {
        this.level = level;
        this.deadline = deadline;
    }

    /**
     * A killer puzzle whose one solution is {@code solution}, made with choices from {@code random}; empty
     * when it cannot meet the level, or {@code goOn} says the run no longer wants it.
     *
     * @throws StoppedException when the deadline is reached
     */
    Optional<Made> make(Grid solution, RandomGenerator random, BooleanSupplier goOn) {
        int[] s = solution.toArray();
        State state = new State(s, partition(s, random));
        Constraint notIt = new OtherThan(solution);
        Level top = level.orElse(Level.HARD);
        long guesses;
        while (true) {
            if (!makeUnique(state, notIt, random, goOn)) {
                return Optional.empty();
            }
            guesses = measure(state.puzzle());
            if (guesses >= 0 && SearchRating.levelOf(guesses).compareTo(top) <= 0) {
                break;
            }
            // Too hard (or past the budget): split the largest cage. A split drops the rule that the two parts'
            // digits differ, so it may let another solution in: uniqueness is asked again.
            if (!goOn.getAsBoolean() || !state.splitEvenest(random)) {
                return Optional.empty();
            }
        }
        SearchRating rating = new SearchRating(guesses, SearchRating.levelOf(guesses));
        if (level.isPresent() && rating.level().compareTo(level.get()) < 0) {
            Optional<SearchRating> harder = merge(state, notIt, level.get(), random, goOn);
            if (harder.isEmpty()) {
                return Optional.empty();
            }
            rating = harder.get();
        }
        return Optional.of(new Made(state.puzzle(), rating));
    }

    /**
     * Splits cages (or, where no split tells the grids apart, adds a given) until no other solution is
     * left; false when the run stops wanting the attempt or nothing is left to split.
     */
    private boolean makeUnique(State state, Constraint notIt, RandomGenerator random, BooleanSupplier goOn) {
        int[] s = state.s;
        while (true) {
            if (!goOn.getAsBoolean()) {
                return false;
            }
            AnotherSolution answer = another(state, notIt);
            if (answer.unique()) {
                return true;
            }
            if (answer.spent()) {
                // The search found neither: the cages leave too much open. Smaller ones, and ask again.
                if (!state.splitEvenest(random)) {
                    return false;
                }
                continue;
            }
            int[] t = answer.other();
            if (!state.splitApart(t, random)) {
                List<Integer> differ = new ArrayList<>();
                for (int i = 0; i < N; i++) {
                    if (s[i] != t[i]) {
                        differ.add(i);
                    }
                }
                int cell = differ.get(random.nextInt(differ.size()));
                state.givens[cell] = s[cell];
            }
        }
    }

    /**
     * Merges neighbouring cages, in random order, while the puzzle stays unique and no harder than
     * {@code wanted}, until it reaches {@code wanted}; the rating then, or empty when no merge gets there.
     */
    private Optional<SearchRating> merge(State state, Constraint notIt, Level wanted, RandomGenerator random, BooleanSupplier goOn) {
        List<int[]> pairs = state.mergeablePairs();
        shuffle(pairs, random);
        for (int[] pair : pairs) {
            if (!goOn.getAsBoolean()) {
                return Optional.empty();
            }
            if (!state.canMerge(pair[0], pair[1])) {
                continue; // one of them has grown since the pairs were listed
            }
            State before = state.copy();
            state.merge(pair[0], pair[1]);
            if (!another(state, notIt).unique()) {
                state.restore(before);
                continue;
            }
            long guesses = measure(state.puzzle());
            int cmp = guesses < 0 ? 1 : SearchRating.levelOf(guesses).compareTo(wanted);
            if (cmp == 0) {
                return Optional.of(new SearchRating(guesses, wanted));
            }
            if (cmp > 0) {
                state.restore(before); // too far: the merge stays undone, and the next is tried
            }
        }
        return Optional.empty();
    }

    /** Whether the state's puzzle has another solution than its grid, and which, within the budget. */
    private AnotherSolution another(State state, Constraint notIt) {
        return AnotherSolution.search(rules -> SearchRating.withImplied(state.puzzle(), rules), notIt, BUDGET, deadline);
    }

    /** The guesses of {@link SearchRating}'s count to two of a unique {@code puzzle}, or -1 past the budget. */
    private long measure(Puzzle puzzle) {
        Budget budget = new Budget(BUDGET);
        SolveResult result = Sudoku.count(SearchRating.withImplied(puzzle, List.of(budget)), 2, deadline);
        AnotherSolution.stopIfTimedOut(result, deadline);
        if (budget.spent()) {
            return -1;
        }
        if (result.status() != SolveStatus.SOLVED || result.count() != 1) {
            throw new IllegalStateException("a killer checked unique is not: " + puzzle.constraints());
        }
        return result.guesses();
    }

    // --- cages ------------------------------------------------------------------------------------

    /** The cage number of every cell: the random partition the class comment describes. */
    static int[] partition(int[] s, RandomGenerator random) {
        int[] cageOf = new int[N];
        Arrays.fill(cageOf, -1);
        int[] order = RandomGrids.permutation(N, random);
        int cages = 0;
        int[] members = new int[N];
        int[] frontier = new int[4 * N];
        for (int start : order) {
            if (cageOf[start] >= 0) {
                continue;
            }
            int target = drawSize(random);
            int id = cages++;
            cageOf[start] = id;
            members[0] = start;
            int size = 1;
            int digits = 1 << s[start];
            while (size < target) {
                int options = 0;
                for (int m = 0; m < size; m++) {
                    for (int n : NEIGHBOURS[members[m]]) {
                        if (cageOf[n] < 0 && (digits & 1 << s[n]) == 0 && !contains(frontier, options, n)) {
                            frontier[options++] = n;
                        }
                    }
                }
                if (options == 0) {
                    break;
                }
                int next = frontier[random.nextInt(options)];
                cageOf[next] = id;
                members[size++] = next;
                digits |= 1 << s[next];
            }
        }
        joinLoneCells(s, cageOf, random);
        return renumbered(cageOf);
    }

    /** Each cage of one cell joins a random neighbouring cage with room (up to 5 cells) and without its digit, if any. */
    private static void joinLoneCells(int[] s, int[] cageOf, RandomGenerator random) {
        int[] sizes = new int[N];
        int[] digits = new int[N];
        for (int i = 0; i < N; i++) {
            sizes[cageOf[i]]++;
            digits[cageOf[i]] |= 1 << s[i];
        }
        int[] options = new int[4];
        for (int i = 0; i < N; i++) {
            if (sizes[cageOf[i]] != 1) {
                continue;
            }
            int count = 0;
            for (int n : NEIGHBOURS[i]) {
                int other = cageOf[n];
                if (other != cageOf[i] && sizes[other] < 5 && (digits[other] & 1 << s[i]) == 0 && !contains(options, count, other)) {
                    options[count++] = other;
                }
            }
            if (count > 0) {
                int into = options[random.nextInt(count)];
                sizes[cageOf[i]] = 0;
                cageOf[i] = into;
                sizes[into]++;
                digits[into] |= 1 << s[i];
            }
        }
    }

    /** Cage numbers 0, 1, ... in the order of each cage's first cell, reading row by row. */
    private static int[] renumbered(int[] cageOf) {
        int[] map = new int[N];
        Arrays.fill(map, -1);
        int next = 0;
        int[] out = new int[N];
        for (int i = 0; i < N; i++) {
            if (map[cageOf[i]] < 0) {
                map[cageOf[i]] = next++;
            }
            out[i] = map[cageOf[i]];
        }
        return out;
    }

    private static int drawSize(RandomGenerator random) {
        int total = 0;
        for (int w : SIZE_WEIGHTS) {
            total += w;
        }
        int pick = random.nextInt(total);
        for (int size = 0; size < SIZE_WEIGHTS.length; size++) {
            pick -= SIZE_WEIGHTS[size];
            if (pick < 0) {
                return size + 1;
            }
        }
        return SIZE_WEIGHTS.length;
    }

    private static boolean contains(int[] array, int length, int value) {
        for (int i = 0; i < length; i++) {
            if (array[i] == value) {
                return true;
            }
        }
        return false;
    }

    private static <T> void shuffle(List<T> list, RandomGenerator random) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    /** Whether the cells of {@code mask} (bits over {@code cells}) hang together by sides. */
    private static boolean connected(int[] cells, int mask) {
        if (mask == 0) {
            return false;
        }
        int reached = mask & -mask;
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int a = 0; a < cells.length; a++) {
                if ((reached & 1 << a) == 0) {
                    continue;
                }
                for (int b = 0; b < cells.length; b++) {
                    if ((mask & 1 << b) != 0 && (reached & 1 << b) == 0 && adjacent(cells[a], cells[b])) {
                        reached |= 1 << b;
                        grew = true;
                    }
                }
            }
        }
        return reached == mask;
    }

    private static boolean adjacent(int a, int b) {
        int dr = Math.abs(a / 9 - b / 9);
        int dc = Math.abs(a % 9 - b % 9);
        return dr + dc == 1;
    }

    /** The cages (as cage numbers per cell) and givens of a puzzle being made, over the solution {@code s}. */
    private static final class State {
        final int[] s;
        int[] cageOf;
        int[] givens;
        int cages;

        State(int[] s, int[] cageOf) {
            this.s = s;
            this.cageOf = cageOf;
            this.givens = new int[N];
            this.cages = Arrays.stream(cageOf).max().orElse(-1) + 1;
        }

        State copy() {
            State c = new State(s, cageOf.clone());
            c.givens = givens.clone();
            return c;
        }

        void restore(State other) {
            cageOf = other.cageOf.clone();
            givens = other.givens.clone();
            cages = other.cages;
        }

        /** The cells of cage {@code id}, row by row. */
        int[] cells(int id) {
            int count = 0;
            for (int i = 0; i < N; i++) {
                if (cageOf[i] == id) {
                    count++;
                }
            }
            int[] out = new int[count];
            count = 0;
            for (int i = 0; i < N; i++) {
                if (cageOf[i] == id) {
                    out[count++] = i;
                }
            }
            return out;
        }

        Puzzle puzzle() {
            List<Constraint> list = new ArrayList<>(cages);
            for (int id = 0; id < cages; id++) {
                int[] cells = cells(id);
                if (cells.length == 0) {
                    continue;
                }
                List<Cell> members = new ArrayList<>(cells.length);
                int sum = 0;
                for (int i : cells) {
                    members.add(new Cell(i / 9, i % 9));
                    sum += s[i];
                }
                list.add(new KillerCage(members, sum));
            }
            return new Puzzle(Layout.CLASSIC, Grid.of(givens), list);
        }

        /**
         * Splits a cage so that {@code other} no longer keeps the cages: of the cages holding a cell where
         * it differs from the solution, the split into two connected parts whose sums differ between the
         * two grids, the most even one (ties at random). False when there is none.
         */
        boolean splitApart(int[] other, RandomGenerator random) {
            int best = -1;
            int bestCage = -1;
            int bestMask = 0;
            int ties = 0;
            for (int id = 0; id < cages; id++) {
                int[] cells = cells(id);
                boolean differs = false;
                for (int i : cells) {
                    differs |= s[i] != other[i];
                }
                if (!differs || cells.length < 2) {
                    continue;
                }
                int full = (1 << cells.length) - 1;
                for (int mask = 1; mask < full; mask += 2) { // with the first cell: each split once
                    int sumS = 0;
                    int sumT = 0;
                    for (int b = 0; b < cells.length; b++) {
                        if ((mask & 1 << b) != 0) {
                            sumS += s[cells[b]];
                            sumT += other[cells[b]];
                        }
                    }
                    if (sumS == sumT || !connected(cells, mask) || !connected(cells, full & ~mask)) {
                        continue;
                    }
                    int evenness = Math.min(Integer.bitCount(mask), cells.length - Integer.bitCount(mask));
                    if (evenness > best) {
                        best = evenness;
                        bestCage = id;
                        bestMask = mask;
                        ties = 1;
                    } else if (evenness == best && random.nextInt(++ties) == 0) {
                        bestCage = id;
                        bestMask = mask;
                    }
                }
            }
            if (bestCage < 0) {
                return false;
            }
            split(bestCage, bestMask);
            return true;
        }

        /** Splits one of the largest cages in its most even connected split (at random among those); false if every cage has one cell. */
        boolean splitEvenest(RandomGenerator random) {
            int best = -1;
            int bestCage = -1;
            int bestMask = 0;
            int ties = 0;
            for (int id = 0; id < cages; id++) {
                int[] cells = cells(id);
                if (cells.length < 2) {
                    continue;
                }
                int full = (1 << cells.length) - 1;
                for (int mask = 1; mask < full; mask += 2) {
                    if (!connected(cells, mask) || !connected(cells, full & ~mask)) {
                        continue;
                    }
                    // Larger cages first, then the evener split.
                    int score = 16 * cells.length + Math.min(Integer.bitCount(mask), cells.length - Integer.bitCount(mask));
                    if (score > best) {
                        best = score;
                        bestCage = id;
                        bestMask = mask;
                        ties = 1;
                    } else if (score == best && random.nextInt(++ties) == 0) {
                        bestCage = id;
                        bestMask = mask;
                    }
                }
            }
            if (bestCage < 0) {
                return false;
            }
            split(bestCage, bestMask);
            return true;
        }

        /** The cells of cage {@code id} outside {@code mask} (bits over its cells) become a new cage. */
        private void split(int id, int mask) {
            int[] cells = cells(id);
            int fresh = cages++;
            for (int b = 0; b < cells.length; b++) {
                if ((mask & 1 << b) == 0) {
                    cageOf[cells[b]] = fresh;
                }
            }
        }

        /** Pairs of neighbouring cages, each once, that {@link #canMerge} allows now. */
        List<int[]> mergeablePairs() {
            List<int[]> pairs = new ArrayList<>();
            boolean[] seen = new boolean[cages * cages];
            for (int i = 0; i < N; i++) {
                for (int n : NEIGHBOURS[i]) {
                    int a = Math.min(cageOf[i], cageOf[n]);
                    int b = Math.max(cageOf[i], cageOf[n]);
                    if (a != b && !seen[a * cages + b]) {
                        seen[a * cages + b] = true;
                        if (canMerge(a, b)) {
                            pairs.add(new int[] {a, b});
                        }
                    }
                }
            }
            return pairs;
        }

        /** Whether cages {@code a} and {@code b} together have at most {@link #MERGED_MOST} cells and no digit twice. */
        boolean canMerge(int a, int b) {
            int size = 0;
            int digits = 0;
            for (int i = 0; i < N; i++) {
                if (cageOf[i] == a || cageOf[i] == b) {
                    size++;
                    if ((digits & 1 << s[i]) != 0) {
                        return false;
                    }
                    digits |= 1 << s[i];
                }
            }
            return size > 0 && size <= MERGED_MOST && cells(a).length > 0 && cells(b).length > 0;
        }

        /** Cage {@code b}'s cells join cage {@code a}. */
        void merge(int a, int b) {
            for (int i = 0; i < N; i++) {
                if (cageOf[i] == b) {
                    cageOf[i] = a;
                }
            }
        }
    }
}
