package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.Pencilmarks;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Avoidable rectangles on positions met on the way through puzzles with one solution, each step checked
 * against the solution; and the positions where they may not apply: a corner given, givens with several
 * solutions, pencil marks without givens.
 */
class AvoidableRectanglesTest {

    /** r1c8 = 7, r1c9 = 2 and r4c8 = 2 were placed, not given; r4c9 {7,8} is open. */
    static final MarkedExample TYPE_1 = new MarkedExample(
            "5..6.3....2....98.......1...1..9.......3....67.......4....8.25.4..7..............",
            "5 89 89 6 +1 3 +4 +7 +2 "
                    + "16 2 16 45 47 457 9 8 +3 "
                    + "+3 47 47 89 +2 89 1 +6 +5 "
                    + "68 1 34568 458 9 45678 3578 +2 78 "
                    + "289 4589 24589 3 47 14578 578 19 6 "
                    + "7 35689 35689 1258 56 12568 358 19 4 "
                    + "169 3679 13679 149 8 1469 2 5 179 "
                    + "4 5689 12589 7 56 12569 68 +3 189 "
                    + "1289 56789 125789 1259 +3 12569 68 +4 1789");

    /** r1c2 = 2 and r1c3 = 3 were placed, not given; below them r6c2 holds {1,3} and r6c3 {1,2}. */
    static final MarkedExample TYPE_2 = new MarkedExample(
            "1....67.........32..921......4..58..87......69...6...........5..4.138.........4.3",
            "1 +2 +3 45 458 6 7 89 589 "
                    + "+4 568 68 579 5789 79 +1 3 2 "
                    + "+7 58 9 2 1 +3 56 46 458 "
                    + "26 136 4 379 279 5 8 1279 19 "
                    + "8 7 +5 349 249 1249 23 1249 6 "
                    + "9 13 12 +8 6 1247 35 1247 45 "
                    + "+3 189 78 4679 2479 2479 26 5 18 "
                    + "+5 4 26 1 3 8 +9 26 +7 "
                    + "26 19 178 5679 2579 279 4 18 3");

    @Test
    void typeOneKeepsTheOpenCornerFromCompletingThePattern() {
        assertThat(TYPE_1.descriptions(AvoidableRectangles.TYPE_1)).containsExactly(
                "Avoidable Rectangle Type 1 on 2,7 in r1c8, r1c9, r4c8, r4c9, r1c8=7, r1c9=2 and r4c8=2 placed,"
                        + " not given: removes 7 from r4c9");
    }

    @Test
    void typeTwoRemovesTheExtraDigitTheOpenCornersShareFromCellsSeeingBoth() {
        assertThat(TYPE_2.descriptions(AvoidableRectangles.TYPE_2)).containsExactly(
                "Avoidable Rectangle Type 2 on 2,3 in r1c2, r1c3, r6c2, r6c3, r1c2=2 and r1c3=3 placed, not given,"
                        + " extra 1 in r6c2, r6c3: removes 1 from r4c2, r6c6, r6c8");
    }

    @Test
    void theSolverTakesThemOnlyWhenToldTheyMayAndThatThePositionIsUnique() {
        LogicalSolver avoidable = new LogicalSolver(List.of(AvoidableRectangles.TYPE_1, AvoidableRectangles.TYPE_2),
                LogicalSolver.DEFAULT_LIMIT);
        for (MarkedExample position : List.of(TYPE_1, TYPE_2)) {
            assertThat(avoidable.nextStep(position.marks(), true)).isPresent();
            assertThat(avoidable.nextStep(position.marks(), false)).isEmpty();
            assertThat(avoidable.withUniqueness(false).nextStep(position.marks(), true)).isEmpty();
        }
    }

    @Test
    void aGivenCornerCannotSwap() {
        assertThat(AvoidableRectangles.TYPE_1.findAll(TYPE_1.withGiven(new Cell(0, 7)).marks())).isEmpty();
        assertThat(AvoidableRectangles.TYPE_2.findAll(TYPE_2.withGiven(new Cell(0, 1)).marks())).isEmpty();
    }

    @Test
    void givensWithSeveralSolutionsGetNone() {
        MarkedExample several = TYPE_1.withPlaced(new Cell(0, 0));
        assertThat(Sudoku.isUnique(Puzzle.of(several.position().givens()))).isFalse();
        assertThat(AvoidableRectangles.TYPE_1.findAll(CandidateGrid.of(several.position()))).isEmpty();
        MarkedExample alsoSeveral = TYPE_2.withPlaced(new Cell(0, 0));
        assertThat(Sudoku.isUnique(Puzzle.of(alsoSeveral.position().givens()))).isFalse();
        assertThat(AvoidableRectangles.TYPE_2.findAll(CandidateGrid.of(alsoSeveral.position()))).isEmpty();
    }

    @Test
    void pencilMarksWithoutGivensGetNone() throws PuzzleFormatException {
        // As 729 marks every cell is open; placed as singles, the digits are placed but the givens unknown.
        CandidateGrid marks = CandidateGrid.ofPencilmarks(Pencilmarks.parse(TYPE_1.marks().toPencilmarks(), 1));
        assertThat(AvoidableRectangles.TYPE_1.findAll(marks)).isEmpty();
        for (int i = 0; i < 81; i++) {
            Cell cell = new Cell(i / 9, i % 9);
            if (marks.candidates(cell).size() == 1) {
                marks.place(cell, marks.candidates(cell).first());
            }
        }
        assertThat(AvoidableRectangles.TYPE_1.findAll(marks)).isEmpty();
    }
}
