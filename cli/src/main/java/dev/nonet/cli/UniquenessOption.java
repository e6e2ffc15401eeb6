package dev.nonet.cli;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.rating.SeRater;
import dev.nonet.solve.Sudoku;
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
     * Whether {@code position} is known to have one solution: a classic puzzle read from its givens
     * that the exact solver finds unique, or a position read with pencil marks whose givens, or which
     * itself, searched with its candidates as constraints, has one ({@link LogicalSolver#isKnownUnique}).
     * The uniqueness techniques are for classic 9x9 alone, so other layouts are not checked.
     */
    boolean knowsUnique(Position position) {
        if (off || !position.marks().layout().isClassic()) {
            return false;
        }
        return position.marked() != null ? LogicalSolver.isKnownUnique(position.marked(), Deadline.NONE)
                : position.fromGivens() && Sudoku.isUnique(Puzzle.of(position.marks().toGrid()));
    }

    /** {@code rater} without the families that assume one solution when switched off. */
    SeRater apply(SeRater rater) {
        return off ? rater.withoutUniqueness() : rater;
    }

    /** The SE rater for {@code position}: without the families that assume one solution unless it is known to have one. */
    SeRater seRater(Position position) {
        SeRater rater = new SeRater();
        return knowsUnique(position) ? rater : rater.withoutUniqueness();
    }
}
