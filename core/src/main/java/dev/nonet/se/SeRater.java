package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.grid.Cell;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.solve.Solutions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Rates positions the way Sudoku Explainer 1.2.1's batch rater {@code serate} does: it asks SE's hint
 * producers in SE's order ({@link SeFamily}, {@link SeOrder}), takes the first hint the first productive one
 * gives, applies it and starts again, until the grid is solved or no producer finds anything. ER, EP and ED
 * follow {@code Solver.getDifficulty} (see {@link SeRating}).
 *
 * <p>Technique subsets name SE's families ({@link #families()}, {@link #only}, {@link #excluding}: the
 * {@link SeFamily} constants, SE's {@code SolvingTechnique}s, for example {@link SeFamily#HIDDEN_SINGLE},
 * {@link SeFamily#POINTING_CLAIMING}, {@link SeFamily#ALIGNED_PAIR_EXCLUSION}). An instance holds no state
 * between calls and may be shared between threads: each rating or hint works in memory of its own (the
 * chain families' finders and buffers, made as first needed) that goes when it returns, so that nothing
 * of a puzzle stays on the thread that rated it. Whether a puzzle gets SE's rating at all, or Nonet's, or
 * none, is {@link dev.nonet.rating.Ratings}' to say.
 */
public final class SeRater {

    /**
     * For planning a heap: the most memory one thread of a rating or hint is counted to hold. A rating on
     * {@code t} threads ({@link #withThreads}) holds at most {@code t + 1} times this, and nothing once it
     * returns. Its chain searches hold a propagation (40 to 57 KB) for each candidate they follow, at
     * most two searches' worth at once on the rating's own thread (a nested level's inside its family's)
     * and one on each other; beside them, up to {@link ChainScratch#MAX_ANSWERS} nested answers (a few MB).
     * On the hardest puzzles (about 220 candidates at the start) that is some 13 MB a thread; this figure
     * holds for positions of up to 500 candidates.
     */
    public static final long BYTES_PER_THREAD = 32L << 20;

    private final List<HintFinder> finders;
    /** The threads one rating or hint may use, the calling one among them. */
    private final int threads;

    /** A rater with all of SE 1.2.1's techniques. */
    public SeRater() {
        this(SeOrder.finders());
    }

    SeRater(List<HintFinder> finders) {
        this(finders, 1);
    }

    private SeRater(List<HintFinder> finders, int threads) {
        this.threads = threads;
        this.finders = List.copyOf(finders);
    }

    /** The families of this rater, in SE's order. */
    public List<SeFamily> families() {
        Set<SeFamily> families = new LinkedHashSet<>();
        for (HintFinder finder : finders) {
            families.add(finder.family());
        }
        return List.copyOf(families);
    }

    /**
     * A rater with only {@code families} of this one's ({@code nonet rate --techniques}), in SE's order.
     *
     * @throws IllegalArgumentException if one is not among this rater's {@link #families()}
     */
    public SeRater only(SeFamily... families) {
        return only(List.of(families));
    }

    /** {@link #only(SeFamily...)} for families in a collection. */
    public SeRater only(Collection<SeFamily> families) {
        List<SeFamily> known = families();
        for (SeFamily family : families) {
            if (!known.contains(family)) {
                throw new IllegalArgumentException(
                        "no technique family '" + family + "' in this rater; its families are " + known);
            }
        }
        Set<SeFamily> kept = Set.copyOf(families);
        return filtered(kept::contains);
    }

    /**
     * A rater without {@code families} ({@code nonet rate --exclude}); one this rater does not have is
     * left out already.
     */
    public SeRater excluding(SeFamily... families) {
        return excluding(List.of(families));
    }

    /** {@link #excluding(SeFamily...)} for families in a collection. */
    public SeRater excluding(Collection<SeFamily> families) {
        Set<SeFamily> left = Set.copyOf(families);
        return filtered(family -> !left.contains(family));
    }

    /**
     * A rater without the families that hold only for a puzzle with one solution
     * ({@link SeFamily#assumesUniqueness()}: unique rectangles and loops, BUG), for positions not known to
     * have one.
     */
    public SeRater withoutUniqueness() {
        return filtered(family -> !family.assumesUniqueness());
    }

    /**
     * The rater for a position whose solutions are {@code solutions}: this one where it is
     * {@link Solutions#knownUnique() known unique}, else this one {@link #withoutUniqueness() without the
     * families that assume it}.
     */
    public SeRater forSolutions(Solutions solutions) {
        return solutions.knownUnique() ? this : withoutUniqueness();
    }

    /**
     * This rater using up to {@code threads} threads for each rating or hint, the calling thread among
     * them: the dynamic forcing chains' search, where the hardest puzzles spend nearly all their time,
     * is shared out between them, and the answer is the one a single thread gives. For one hard
     * puzzle at a time (a page's or an API's request); a batch over many puzzles gains more from a
     * thread per puzzle.
     *
     * @throws IllegalArgumentException if {@code threads} is less than 1
     */
    public SeRater withThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a rating needs at least one thread, not " + threads);
        }
        return new SeRater(finders, threads);
    }

    private SeRater filtered(Predicate<SeFamily> keep) {
        List<HintFinder> kept = new ArrayList<>();
        for (int i = 0; i < finders.size(); i++) {
            if (keep.test(finders.get(i).family())) {
                kept.add(finders.get(i));
            }
        }
        return new SeRater(kept, threads);
    }

    /**
     * Rates a puzzle of 81 characters ({@code 0} or {@code .} for an open cell) or pencil marks of 729
     * (81 cells of nine characters, a digit or {@code .} each, as {@code Pencilmarks} writes them), with no
     * time limit.
     */
    public SeRating rate(CharSequence puzzle) {
        return rate(puzzle, Deadline.NONE);
    }

    /** Rates a puzzle of 81 characters or pencil marks of 729 within {@code deadline}. */
    public SeRating rate(CharSequence puzzle, Deadline deadline) {
        Position board = puzzle.length() == 729 ? SePositions.parseCandidates(puzzle) : SePositions.parse(puzzle);
        return rate(board, deadline, false);
    }

    /**
     * Rates a classic 9x9 puzzle from its givens, with no time limit.
     *
     * @throws IllegalArgumentException for another layout (SE's techniques are for classic 9x9) or a
     *                                  puzzle with constraints beside its houses
     */
    public SeRating rate(Puzzle puzzle) {
        return rate(puzzle, Deadline.NONE, false);
    }

    /**
     * Rates a classic 9x9 puzzle from its givens within {@code deadline}.
     *
     * @param keepSteps whether the rating lists its steps
     * @throws IllegalArgumentException for another layout or a puzzle with constraints
     */
    public SeRating rate(Puzzle puzzle, Deadline deadline, boolean keepSteps) {
        return rate(board(puzzle), deadline, keepSteps);
    }

    /**
     * Rates a classic position whose givens, placed digits and candidates are kept apart (a PM grid, a
     * sukaku) within {@code deadline}: SE's rater starts from its digits and its open cells' candidates,
     * as SukakuExplainer does.
     *
     * @param keepSteps whether the rating lists its steps
     */
    public SeRating rate(MarkedGrid position, Deadline deadline, boolean keepSteps) {
        return rate(CandidateGrid.of(position), deadline, keepSteps);
    }

    /**
     * Rates a classic position within {@code deadline}, its values and candidates taken as they are. The
     * position is left as it was.
     *
     * @param keepSteps whether the rating lists its steps
     * @throws IllegalArgumentException for another layout
     */
    public SeRating rate(CandidateGrid position, Deadline deadline, boolean keepSteps) {
        return rate(board(position), deadline, keepSteps);
    }

    /**
     * The rater's board for a classic puzzle: its givens placed, the other cells' candidates less their
     * peers' givens.
     *
     * @throws IllegalArgumentException for another layout or a puzzle with constraints
     */
    static Position board(Puzzle puzzle) {
        if (!puzzle.layout().isClassic()) {
            throw new IllegalArgumentException("Sudoku Explainer's techniques are for classic 9x9, not " + puzzle.layout());
        }
        if (puzzle.hasConstraints()) {
            throw new IllegalArgumentException("Sudoku Explainer's techniques know houses alone, not a puzzle's constraints");
        }
        return board(CandidateGrid.of(puzzle));
    }

    /**
     * The rater's board for a classic position: its values and candidates as they are.
     *
     * @throws IllegalArgumentException for another layout
     */
    static Position board(CandidateGrid position) {
        if (!position.layout().isClassic()) {
            throw new IllegalArgumentException("Sudoku Explainer's techniques are for classic 9x9, not " + position.layout());
        }
        int[] values = new int[81];
        int[] candidates = new int[81];
        for (int c = 0; c < 81; c++) {
            Cell cell = position.layout().shape().cell(c);
            values[c] = position.value(cell);
            candidates[c] = values[c] == 0 ? position.candidates(cell).mask() : 0;
        }
        return SePositions.of(values, candidates);
    }

    /**
     * Rates a position (a puzzle or pencil marks: the candidates of {@code start} are taken as they are).
     * The board is left as it was.
     *
     * @param keepSteps whether the rating lists its steps
     */
    SeRating rate(Position start, Deadline deadline, boolean keepSteps) {
        return rate(start, deadline, keepSteps, new ChainScratch());
    }

    /** {@link #rate(Position, Deadline, boolean)} whose chain searches work in {@code scratch} (the tests watch it). */
    SeRating rate(Position start, Deadline deadline, boolean keepSteps, ChainScratch scratch) {
        Run run = new Run(scratch);
        Position board = start.copy();
        double difficulty = 0;
        double pearl = 0;
        double diamond = 0;
        SeTechnique hardest = null;
        SeTechnique pearlTechnique = null;
        SeTechnique diamondTechnique = null;
        Map<SeTechnique, Integer> uses = new LinkedHashMap<>();
        List<Step<SeFamily>> steps = new ArrayList<>();
        LogicalStatus status = LogicalStatus.SOLVED;
        try {
            while (!board.isSolved()) {
                deadline.check();
                SeHint hint = run.next(board, Double.MAX_VALUE, deadline);
                if (hint == null) {
                    status = LogicalStatus.STUCK;
                    break;
                }
                SeTechnique technique = new SeTechnique(run.family(), hint.name());
                if (hint.difficulty() > difficulty) {
                    difficulty = hint.difficulty();
                    hardest = technique;
                }
                if (!hint.changes(board)) {
                    throw new IllegalStateException("a hint that changes nothing would repeat for ever: " + hint.name());
                }
                hint.applyTo(board);
                uses.merge(technique, 1, Integer::sum);
                if (keepSteps) {
                    steps.add(SeSteps.of(hint, run.family()));
                }
                // SE: the diamond is fixed by the first step, the pearl by the first that places a value.
                if (pearl == 0) {
                    if (diamond == 0) {
                        diamond = difficulty;
                        diamondTechnique = hardest;
                    }
                    if (hint.places()) {
                        pearl = difficulty;
                        pearlTechnique = hardest;
                    }
                }
            }
        } catch (StoppedException stopped) {
            status = LogicalStatus.TIMED_OUT;
        }
        double er = status == LogicalStatus.STUCK ? SeRating.BEYOND : difficulty;
        return new SeRating(er, pearl, diamond, Optional.ofNullable(hardest), Optional.ofNullable(pearlTechnique),
                Optional.ofNullable(diamondTechnique), difficulty, uses, steps, status);
    }

    /**
     * The step SE would take next on a classic {@code position} (its values and candidates taken as they
     * are): the first hint of the first family that has one, less what is already done on the position
     * (digits placed, candidates gone), so that what it holds changes the position. Empty when none of
     * this rater's families finds a step, or the one found changes nothing. The position is left as it was.
     *
     * @throws StoppedException if the deadline passes first
     * @throws IllegalArgumentException for another layout
     */
    public Optional<Step<SeFamily>> nextHint(CandidateGrid position, Deadline deadline) {
        Run run = new Run(new ChainScratch());
        return run.nextChange(board(position), deadline).map(hint -> SeSteps.of(hint, run.family()));
    }

    /**
     * {@link #nextHint(CandidateGrid, Deadline)} for a classic position whose givens, placed digits and
     * candidates are kept apart (a PM grid, a sukaku).
     *
     * @throws StoppedException if the deadline passes first
     */
    public Optional<Step<SeFamily>> nextHint(MarkedGrid position, Deadline deadline) {
        return nextHint(CandidateGrid.of(position), deadline);
    }

    /**
     * The hint SE takes next on {@code position}, less what is already done on it; empty if it changes
     * nothing. The board is left as it was.
     */
    Optional<SeHint> nextHint(Position position, Deadline deadline) {
        return new Run(new ChainScratch()).nextChange(position, deadline);
    }

    /** {@code hint} less what is already done on {@code board}: digits placed, candidates gone. */
    static SeHint onlyChanges(SeHint hint, Position board) {
        int[] placements = java.util.Arrays.stream(hint.placements()).filter(p -> board.value(SeHint.cellOf(p)) == 0).toArray();
        int[] eliminations = java.util.Arrays.stream(hint.eliminations())
                .filter(e -> board.has(SeHint.cellOf(e), SeHint.digitOf(e))).toArray();
        return new SeHint(hint.name(), hint.difficulty(), placements, eliminations);
    }

    /** The hint SE takes on {@code board}: the first one of the first family that has one. */
    SeHint next(Position board, Deadline deadline) {
        return new Run(new ChainScratch()).next(board, Double.MAX_VALUE, deadline);
    }

    /**
     * The finders of one rating, hint or placement: this rater's, except that each chain family's is one
     * of the run's own, made the first time it is asked, whose buffers ({@link ChainScratch}) last as long
     * as the run and go with it.
     */
    private final class Run {

        private final ChainScratch scratch;
        private final HintFinder[] own = new HintFinder[finders.size()];
        /** The family of the hint {@link #next} gave last. */
        private SeFamily family;

        Run(ChainScratch scratch) {
            this.scratch = scratch;
        }

        /**
         * The hint SE takes on {@code board}, asking no family whose floor is above {@code top}; null if
         * none of those has one (SE's hint is then above {@code top}, or there is none).
         */
        SeHint next(Position board, double top, Deadline deadline) {
            for (int i = 0; i < finders.size(); i++) {
                if (top < SeRating.BEYOND && finders.get(i).family().floor() > top) {
                    return null;
                }
                SeHint hint = finder(i).find(board, deadline, threads);
                if (hint != null) {
                    family = finders.get(i).family();
                    return hint;
                }
            }
            return null;
        }

        /** The family of the hint {@link #next} gave last. */
        SeFamily family() {
            return family;
        }

        /**
         * The hint SE takes next on {@code position}, less what is already done on it; empty if it changes
         * nothing. The position is left as it was.
         */
        Optional<SeHint> nextChange(Position position, Deadline deadline) {
            SeHint hint = next(position.copy(), Double.MAX_VALUE, deadline);
            return hint == null ? Optional.empty() : Optional.of(onlyChanges(hint, position)).filter(h -> h.changes(position));
        }

        private HintFinder finder(int i) {
            HintFinder finder = own[i];
            if (finder == null) {
                finder = finders.get(i).forRating(scratch);
                own[i] = finder;
            }
            return finder;
        }
    }

    /** Where an ER falls against a band ({@link #place}). */
    public enum Placement {
        /** Under the band's bottom. */
        BELOW,
        /** In the band. */
        INSIDE,
        /** Over the band's top, or no technique of the set finishes the puzzle (ER 20.0). */
        ABOVE
    }

    /**
     * Where a classic puzzle's ER falls against {@code [min, max]}, doing no more than the answer needs (for
     * the generator, which rejects most of what it rates): it stops at the first step over {@code max},
     * never asks a family that could only give one, and for a band without a top ({@code max} at or above
     * {@link SeRating#BEYOND}) stops at the first step that reaches {@code min}. The answer is the one {@link #rate} would give.
     *
     * @throws StoppedException if the deadline passes first
     * @throws IllegalArgumentException for another layout or a puzzle with constraints
     */
    public Placement place(Puzzle puzzle, double min, double max, Deadline deadline) {
        return place(board(puzzle), min, max, deadline);
    }

    /**
     * {@link #place(Puzzle, double, double, Deadline)} for a position as a board (its candidates taken as
     * they are); the board is left as it was.
     *
     * @throws StoppedException if the deadline passes first
     */
    Placement place(Position start, double min, double max, Deadline deadline) {
        Run run = new Run(new ChainScratch());
        Position board = start.copy();
        double reached = 0;
        while (!board.isSolved()) {
            deadline.check();
            SeHint hint = run.next(board, max, deadline);
            if (hint == null) { // over the top, or stuck with every family asked: SE's ER is then 20.0
                return max >= SeRating.BEYOND && min <= SeRating.BEYOND ? Placement.INSIDE : Placement.ABOVE;
            }
            if (SeRating.tenths(hint.difficulty()) > max) {
                return Placement.ABOVE;
            }
            reached = Math.max(reached, SeRating.tenths(hint.difficulty()));
            if (reached >= min && max >= SeRating.BEYOND) {
                return Placement.INSIDE; // no top: nothing later can take it out of the band
            }
            if (!hint.changes(board)) {
                throw new IllegalStateException("a hint that changes nothing would repeat for ever: " + hint.name());
            }
            hint.applyTo(board);
        }
        return reached < min ? Placement.BELOW : Placement.INSIDE;
    }

}
