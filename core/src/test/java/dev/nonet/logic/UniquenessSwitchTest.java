package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The logical solver uses the uniqueness techniques only when allowed and when the position is known
 * to have one solution: never on a puzzle with several, on pencil marks of unknown uniqueness, or with
 * the switch off.
 */
class UniquenessSwitchTest {

    private static final LogicalSolver SOLVER = new LogicalSolver();
    /** A 17-clue puzzle whose path needs a uniqueness technique once. */
    private static final String UNIQUE = "..............1..2..3.4..5.......46..2........78.........2.7..1...9.....5.4....8.";

    @Test
    void aUniquePuzzleGetsThem() {
        Grid puzzle = Grid.parse(UNIQUE);
        assertThat(usesOfUniqueness(SOLVER.solve(Puzzle.of(puzzle)).path())).isPositive();
        assertThat(SOLVER.usesUniqueness()).isTrue();
    }

    @Test
    void theSwitchTurnsThemOff() {
        LogicalSolver off = SOLVER.withUniqueness(false);
        assertThat(off.usesUniqueness()).isFalse();
        assertThat(usesOfUniqueness(off.solve(Puzzle.parse(UNIQUE)).path())).isZero();
        assertThat(usesOfUniqueness(off.solve(CandidateGrid.of(Puzzle.parse(UNIQUE)), true).path())).isZero();
        assertThat(off.nextStep(CandidateGrid.of(Puzzle.parse(UNIQUE)), true)).get()
                .matches(step -> !step.technique().assumesUniqueness());
    }

    @Test
    void pencilMarksOfUnknownUniquenessDoNotGetThemUnlessTold() {
        // The marks of a unique puzzle's givens, but handed over as marks: the solver cannot know.
        CandidateGrid marks = CandidateGrid.of(Puzzle.parse(UNIQUE));
        assertThat(usesOfUniqueness(SOLVER.solve(marks).path())).isZero();
        assertThat(usesOfUniqueness(SOLVER.solve(marks, false).path())).isZero();
        assertThat(usesOfUniqueness(SOLVER.solve(marks, true).path())).isPositive();
        // Along the path without them, nextStep takes one only when told the position is unique.
        CandidateGrid grid = marks.copy();
        int toldAndTaken = 0;
        while (true) {
            if (SOLVER.nextStep(grid, true).filter(step -> step.technique().assumesUniqueness()).isPresent()) {
                toldAndTaken++;
            }
            Step<Technique> step = SOLVER.nextStep(grid).orElse(null);
            if (step == null) {
                break;
            }
            assertThat(step.technique().assumesUniqueness()).isFalse();
            step.applyTo(grid);
        }
        assertThat(toldAndTaken).isPositive();
    }

    @Test
    void aPuzzleWithSeveralSolutionsNeverGetsThem() {
        // The puzzle less its given at r2c6, so that several solutions fill it.
        Grid several = Grid.parse(UNIQUE.substring(0, 14) + "." + UNIQUE.substring(15));
        assertThat(Sudoku.isUnique(Puzzle.of(several))).isFalse();
        LogicalResult result = SOLVER.solve(Puzzle.of(several));
        assertThat(usesOfUniqueness(result.path())).isZero();
        // Told wrongly that it is unique, the solver would use them: the check is what keeps them out.
        assertThat(usesOfUniqueness(SOLVER.solve(CandidateGrid.of(Puzzle.of(several)), true).path())).isPositive();
    }

    private static long usesOfUniqueness(List<Step<Technique>> path) {
        return path.stream().filter(step -> step.technique().assumesUniqueness()).count();
    }
}
