package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.solve.VariantGrids;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The techniques that work on every layout, each shown on a position of another size or variant where
 * the step depends on that layout's houses: diagonals, jigsaw regions, 16 digits.
 */
class LayoutTechniquesTest {

    private static final Layout X = Layout.CLASSIC.with(Variant.X);
    private static final Layout SIXTEEN = Layout.of(Shape.of(16));
    private static final Layout JIGSAW = Layout.jigsaw(VariantGrids.JIGSAW_9);

    @Test
    void aDigitWithOnePlaceLeftOnADiagonalIsAHiddenSingleThere() {
        CandidateGrid grid = CandidateGrid.of(new Puzzle(X, Grid.empty(Shape.CLASSIC)));
        for (int i = 0; i < 9; i++) {
            if (i != 2) {
                grid.eliminate(new Cell(i, i), 5);
            }
        }
        assertThat(Singles.HIDDEN_SINGLE_LINE.findAll(grid)).extracting(Step::description)
                .containsExactly("Hidden Single in diagonal 1: r3c3 = 5 (the only place for 5)");
        assertThat(Singles.HIDDEN_SINGLE_BOX.findAll(grid)).isEmpty();
    }

    @Test
    void placingOnADiagonalClearsTheDigitFromTheWholeDiagonal() {
        CandidateGrid grid = CandidateGrid.of(new Puzzle(X, Grid.parse(
                "1................................................................................")));
        assertThat(grid.has(new Cell(8, 8), 1)).isFalse();
        assertThat(grid.has(new Cell(8, 7), 1)).isTrue();
        assertThat(CandidateGrid.of(Puzzle.parse(
                "1................................................................................")).has(new Cell(8, 8), 1)).isTrue();
    }

    @Test
    void aDigitConfinedInABoxToTheDiagonalLeavesTheRestOfTheDiagonal() {
        CandidateGrid grid = CandidateGrid.of(new Puzzle(X, Grid.empty(Shape.CLASSIC)));
        for (Cell cell : List.of(new Cell(0, 1), new Cell(0, 2), new Cell(1, 0), new Cell(1, 2), new Cell(2, 0),
                new Cell(2, 1), new Cell(2, 2))) {
            grid.eliminate(cell, 7);
        }
        assertThat(Intersections.POINTING.findAll(grid)).extracting(Step::description).containsExactly(
                "Pointing: 7 in box 1 lies only in diagonal 1: removes 7 from r4c4, r5c5, r6c6, r7c7, r8c8, r9c9");
    }

    @Test
    void aDigitConfinedInARowToAJigsawRegionLeavesTheRestOfTheRegion() {
        // Row 1 of the map reads AAABCCCCC: region C holds r1c5-r1c9 and more cells below.
        CandidateGrid grid = CandidateGrid.of(new Puzzle(JIGSAW, Grid.empty(Shape.CLASSIC)));
        for (int column = 0; column < 4; column++) {
            grid.eliminate(new Cell(0, column), 4);
        }
        List<Step<Technique>> steps = Intersections.CLAIMING.findAll(grid);
        assertThat(steps).extracting(Step::description).containsExactly(
                "Claiming: 4 in row 1 lies only in region 3: removes 4 from r2c8, r2c9, r3c8, r3c9");
        assertThat(steps.get(0).houses()).extracting(Object::toString).containsExactly("row 1", "region 3");
    }

    @Test
    void aNakedPairOfDigitsFromTenOnSixteenBySixteenLeavesTheRestOfItsRowNamedAsTheBoardWritesThem() {
        CandidateGrid grid = CandidateGrid.of(new Puzzle(SIXTEEN, Grid.empty(Shape.of(16))));
        int pair = (1 << 9) | (1 << 11); // digits 10 and 12
        for (int column : new int[] {0, 5}) {
            for (int digit = 1; digit <= 16; digit++) {
                if ((pair & (1 << (digit - 1))) == 0) {
                    grid.eliminate(new Cell(0, column), digit);
                }
            }
        }
        List<Step<Technique>> steps = Subsets.NAKED_PAIR.findAll(grid);
        assertThat(steps).hasSize(1);
        assertThat(steps.get(0).description()).startsWith(
                "Naked Pair A,C in r1c1, r1c6 (row 1): removes A from r1c2, r1c3");
        assertThat(steps.get(0).eliminations()).hasSize(2 * 14);
    }

    @Test
    void everyStepOnSixteenBySixteenWritesDigitsFromTenAsTheBoardDoes() {
        // examples/sixteen.txt, whose path runs through singles, intersections and subsets on digits 10 to 16
        Grid puzzle = Grid.parse(Shape.of(16), "8...1.6A..B..E.71.5.DF.C.2..94..E.6A7...1...3..........4.6...1.2...B37....9.6G"
                + "51.A38...5.........17.CD8.6..3..A.FC26.1..75A......9...2F..75.A.16D6..8..3..F..........6..21.9B8..75E"
                + "..C.1.D8....92.9....8F..B.....3A.....E8....CB..B1....49..FA...D.52..E.A....9.");
        List<Step<Technique>> path = new LogicalSolver().solve(new Puzzle(SIXTEEN, puzzle)).path();
        assertThat(path).extracting(Step::description)
                .contains("Hidden Single in box 4: r2c16 = A (the only place for A)")
                .noneMatch(text -> text.matches(".*(=|= |on |for |removes |; |\\{|,|\\()1\\d\\b.*"));
        for (Step<Technique> step : path) {
            for (Candidate placed : step.placements()) {
                assertThat(step.description()).contains(placed.cell() + " = " + DigitSymbols.of(placed.digit()));
            }
            for (Candidate removed : step.eliminations()) {
                assertThat(step.description()).containsPattern("(removes |; )" + DigitSymbols.of(removed.digit()) + " from ");
            }
        }
    }

    @Test
    void anXWingOnSixteenBySixteenUsesRowsAndColumnsBeyondNine() {
        CandidateGrid grid = CandidateGrid.of(new Puzzle(SIXTEEN, Grid.empty(Shape.of(16))));
        for (int row : new int[] {1, 13}) {
            for (int column = 0; column < 16; column++) {
                if (column != 2 && column != 14) {
                    grid.eliminate(new Cell(row, column), 13);
                }
            }
        }
        List<Step<Technique>> steps = Fish.X_WING.findAll(grid);
        assertThat(steps).extracting(Step::description).first().asString().startsWith(
                "X-Wing on D in rows 2 and 14, columns 3 and 15: removes D from r1c3, r1c15, r3c3");
        assertThat(steps.get(0).eliminations()).hasSize(2 * 14);
    }

    @Test
    void aFinnedXWingOnSixBySixFindsItsFinInABoxThreeWideAndTwoHigh() {
        Layout six = Layout.of(Shape.of(6));
        CandidateGrid grid = CandidateGrid.of(new Puzzle(six, Grid.empty(Shape.of(6))));
        for (int column = 0; column < 6; column++) {
            if (column != 0 && column != 4) {
                grid.eliminate(new Cell(0, column), 1);
            }
            if (column != 0 && column != 4 && column != 5) {
                grid.eliminate(new Cell(3, column), 1);
            }
        }
        // r4c6 is the fin: its box holds rows 3-4 and columns 4-6, so only r3c5 sees it in column 5.
        assertThat(Fish.FINNED_X_WING.findAll(grid)).extracting(Step::description)
                .contains("Finned X-Wing on 1 in rows 1 and 4, columns 1 and 5, fin r4c6: removes 1 from r3c5");
        assertThat(Fish.X_WING.findAll(grid)).isEmpty();
        assertThat(Fish.FINNED_X_WING.findAll(CandidateGrid.of(new Puzzle(JIGSAW, Grid.empty(Shape.CLASSIC))))).isEmpty();
    }

    @Test
    void theSolverSkipsTechniquesWrittenForClassicSudokuOnOtherLayouts() {
        assertThat(Technique.X_WING.worksOnEveryLayout()).isTrue();
        assertThat(Technique.XY_WING.worksOnEveryLayout()).isTrue();
        assertThat(Technique.SKYSCRAPER.worksOnEveryLayout()).isFalse();
        assertThat(Technique.FINNED_X_WING.worksOnEveryLayout()).isTrue();
        long everywhere = java.util.Arrays.stream(Technique.values()).filter(Technique::worksOnEveryLayout).count();
        assertThat(everywhere).isEqualTo(29);
    }

    @Test
    void pencilMarksOfSixteenBySixteenWriteDigitsFromTenAsLetters() {
        CandidateGrid grid = CandidateGrid.of(new Puzzle(Layout.of(Shape.of(4)), Grid.empty(Shape.of(4))));
        grid.place(new Cell(0, 0), 3);
        assertThat(grid.toPencilmarks()).startsWith("..3.12.412.4");
        CandidateGrid sixteen = CandidateGrid.of(new Puzzle(SIXTEEN, Grid.empty(Shape.of(16))));
        assertThat(sixteen.toPencilmarks()).startsWith("123456789ABCDEFG123");
        assertThat(sixteen.toGrid()).isEqualTo(Grid.empty(Shape.of(16)));
        assertThat(sixteen.layout()).isEqualTo(SIXTEEN);
    }

    @Test
    void aGridOfAnotherShapeThanItsLayoutIsRefused() {
        assertThatThrownBy(() -> CandidateGrid.of(new Puzzle(Layout.CLASSIC, Grid.empty(Shape.of(16)))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a 16x16 grid does not fit the layout 9x9");
    }
}
