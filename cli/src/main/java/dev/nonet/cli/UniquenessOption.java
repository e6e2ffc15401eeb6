package dev.nonet.cli;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.rating.Ratings;
import dev.nonet.se.SeRater;
import dev.nonet.solve.Solutions;
import picocli.CommandLine.Option;

/**
 * The switch of the commands that solve by logic for the techniques that assume one solution (a
 * picocli mixin). On by default; even then they apply only to positions known to be unique.
 */
final class UniquenessOption {

    @Option(names = "--no-uniqueness",
            description = "Never use the techniques that assume the puzzle has one solution (unique rectangles, BUG+1). Without it they are used only on positions checked to have one solution: a puzzle's givens, or pencil marks whose givens or whose own candidates allow one solution.")
    boolean off;

    /** {@code solver} with the uniqueness techniques allowed unless switched off. */
    LogicalSolver apply(LogicalSolver solver) {
        return solver.withUniqueness(!off);
    }

    /**
     * What explaining {@code position} needs to know of its solutions, counted once for the path and the
     * rating beside it ({@link Ratings#solutionsToExplain}): on classic 9x9 how many it has (a puzzle's
     * givens, or a position read with pencil marks searched with its candidates as constraints, and its
     * givens); other layouts are not counted. Counted even when switched off: SE's rating needs it.
     */
    Solutions solutions(Position position) {
        if (position.marked() != null) {
            return Ratings.solutionsToExplain(position.marked(), Deadline.NONE);
        }
        return Ratings.solutionsToExplain(new Puzzle(position.marks().layout(), position.marks().givens()), Deadline.NONE);
    }

    /** Whether the uniqueness techniques may reason on a position with these solutions: not when switched off. */
    boolean knowsUnique(Solutions solutions) {
        return !off && solutions.knownUnique();
    }

    /**
     * Whether {@code position} is known to have one solution ({@link #solutions}, {@link Solutions#knownUnique()}).
     * The uniqueness techniques are for classic 9x9 alone, so other layouts, and every position when switched
     * off, are not checked.
     */
    boolean knowsUnique(Position position) {
        if (off || !position.marks().layout().isClassic()) {
            return false;
        }
        return knowsUnique(solutions(position));
    }

    /** The SE rater for a position with these solutions: without the families that assume one solution unless it is known to have one and not switched off. */
    SeRater seRater(Solutions solutions) {
        SeRater rater = new SeRater();
        return off ? rater.withoutUniqueness() : rater.forSolutions(solutions);
    }
}
