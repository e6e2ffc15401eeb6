package dev.nonet.rating;

import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
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
 * producers in SE's order ({@link SeOrder}), takes the first hint the first productive one gives, applies it
 * and starts again, until the grid is solved or no producer finds anything. ER, EP and ED follow
 * {@code Solver.getDifficulty} (see {@link SeRating}).
 *
 * <p>Technique subsets name SE's families ({@link #families()}, SE's {@code SolvingTechnique} names, for
 * example {@code "Hidden Single"}, {@code "Pointing & Claiming"}, {@code "Aligned Pair Exclusion"}). An
 * instance holds no state between calls and may be shared between threads.
 */
public final class SeRater {

    private final List<HintFinder> finders;

    /** A rater with all of SE 1.2.1's techniques. */
    public SeRater() {
        this(SeOrder.finders());
    }

    SeRater(List<HintFinder> finders) {
        this.finders = List.copyOf(finders);
    }

    /** The families of this rater, in SE's order. */
    public List<String> families() {
        Set<String> names = new LinkedHashSet<>();
        for (HintFinder finder : finders) {
            names.add(finder.name());
        }
        return List.copyOf(names);
    }

    /**
     * A rater with only the named families (for {@code --techniques}).
     *
     * @throws IllegalArgumentException if a name is not one of {@link #families()}
     */
    public SeRater only(Collection<String> families) {
        checkNames(families);
        return filtered(f -> families.contains(f.name()));
    }

    /**
     * A rater without the named families (for {@code --exclude}).
     *
     * @throws IllegalArgumentException if a name is not one of {@link #families()}
     */
    public SeRater excluding(Collection<String> families) {
        checkNames(families);
        return filtered(f -> !families.contains(f.name()));
    }

    /**
     * A rater without the families that hold only for a puzzle with one solution (unique rectangles and
     * loops, BUG), for positions not known to have one.
     */
    public SeRater withoutUniqueness() {
        return filtered(f -> !ASSUMING_UNIQUENESS.contains(f.name()));
    }

    /**
     * Whether {@code position} has exactly one solution, from its candidates as they are (for pencil marks,
     * whose solutions no givens fix): a rating is of the one solution's path.
     *
     * @throws dev.nonet.limit.StoppedException if the deadline passes first
     */
    public static boolean hasOneSolution(Board position, Deadline deadline) {
        return SolutionCount.upTo(position, 2, deadline) == 1;
    }

    /** The families that assume the puzzle has one solution. */
    static final List<String> ASSUMING_UNIQUENESS = List.of("Unique Rectangle / Loop", "Bivalue Universal Grave");

    private SeRater filtered(Predicate<HintFinder> keep) {
        List<HintFinder> kept = new ArrayList<>();
        for (HintFinder finder : finders) {
            if (keep.test(finder)) {
                kept.add(finder);
            }
        }
        return new SeRater(kept);
    }

    private void checkNames(Collection<String> names) {
        List<String> known = families();
        for (String name : names) {
            if (!known.contains(name)) {
                throw new IllegalArgumentException("no technique family '" + name + "'; the families are " + known);
            }
        }
    }

    /**
     * Rates a puzzle of 81 characters ({@code 0} or {@code .} for an open cell) or pencil marks of 729
     * ({@link Board#parseCandidates}), with no time limit.
     */
    public SeRating rate(CharSequence puzzle) {
        return rate(puzzle, Deadline.NONE);
    }

    /** Rates a puzzle of 81 characters or pencil marks of 729 within {@code deadline}. */
    public SeRating rate(CharSequence puzzle, Deadline deadline) {
        Board board = puzzle.length() == 729 ? Board.parseCandidates(puzzle) : Board.parse(puzzle);
        return rate(board, deadline, false);
    }

    /**
     * Rates a position (a puzzle or pencil marks: the candidates of {@code start} are taken as they are).
     * The board is left as it was.
     *
     * @param keepSteps whether the rating lists its steps
     */
    public SeRating rate(Board start, Deadline deadline, boolean keepSteps) {
        Board board = start.copy();
        double difficulty = 0;
        double pearl = 0;
        double diamond = 0;
        String hardest = "";
        String pearlName = "";
        String diamondName = "";
        Map<String, Integer> uses = new LinkedHashMap<>();
        List<Hint> steps = new ArrayList<>();
        SeRating.Status status = SeRating.Status.SOLVED;
        try {
            while (!board.isSolved()) {
                deadline.check();
                Hint hint = next(board, deadline);
                if (hint == null) {
                    status = SeRating.Status.STUCK;
                    break;
                }
                if (hint.difficulty() > difficulty) {
                    difficulty = hint.difficulty();
                    hardest = hint.name();
                }
                if (!hint.changes(board)) {
                    throw new IllegalStateException("a hint that changes nothing would repeat for ever: " + hint.name());
                }
                hint.applyTo(board);
                uses.merge(hint.name(), 1, Integer::sum);
                if (keepSteps) {
                    steps.add(hint);
                }
                // SE: the diamond is fixed by the first step, the pearl by the first that places a value.
                if (pearl == 0) {
                    if (diamond == 0) {
                        diamond = difficulty;
                        diamondName = hardest;
                    }
                    if (hint.places()) {
                        pearl = difficulty;
                        pearlName = hardest;
                    }
                }
            }
        } catch (StoppedException stopped) {
            status = SeRating.Status.STOPPED;
        }
        double er = status == SeRating.Status.STUCK ? SeRating.BEYOND : difficulty;
        String erName = status == SeRating.Status.STUCK ? "Beyond solver" : hardest;
        return new SeRating(er, pearl, diamond, erName, pearlName, diamondName, difficulty, uses, steps, status);
    }

    /**
     * The hint SE would take next on {@code position} (its candidates taken as they are): the first one of
     * the first family that has one, or empty when none of this rater's families finds a step. The board
     * is left as it was.
     *
     * @throws StoppedException if the deadline passes first
     */
    public Optional<Hint> nextHint(Board position, Deadline deadline) {
        return Optional.ofNullable(next(position.copy(), deadline));
    }

    /** The hint SE takes on {@code board}: the first one of the first family that has one. */
    Hint next(Board board, Deadline deadline) {
        return next(board, Double.MAX_VALUE, deadline);
    }

    /**
     * The hint SE takes on {@code board}, asking no family whose floor is above {@code top}; null if
     * none of those has one (SE's hint is then above {@code top}, or there is none).
     */
    private Hint next(Board board, double top, Deadline deadline) {
        for (HintFinder finder : finders) {
            if (top < SeRating.BEYOND && FamilyFloors.of(finder.name()) > top) {
                return null;
            }
            Hint hint = finder.find(board, deadline);
            if (hint != null) {
                return hint;
            }
        }
        return null;
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
     * Where {@code start}'s ER falls against {@code [min, max]}, doing no more than the answer needs (for
     * the generator, which rejects most of what it rates): it stops at the first step over {@code max},
     * never asks a family that could only give one, and for a band without a top ({@code max} at or above
     * {@link SeRating#BEYOND}) stops at the first step that reaches {@code min}. The answer is the one {@link #rate} would give.
     *
     * @throws StoppedException if the deadline passes first
     */
    public Placement place(Board start, double min, double max, Deadline deadline) {
        Board board = start.copy();
        double reached = 0;
        while (!board.isSolved()) {
            deadline.check();
            Hint hint = next(board, max, deadline);
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
