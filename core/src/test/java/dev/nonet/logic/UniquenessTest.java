package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.Pencilmarks;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The uniqueness techniques on positions from real puzzles, each checked against the puzzle's one
 * solution, and on positions where they find nothing.
 */
class UniquenessTest {

    /**
     * A position: the pencil marks the solver reached (without uniqueness techniques) on a puzzle with
     * one solution. The marks show a placed cell as its digit alone; {@link #marks()} places
     * every such cell, as the singles would.
     */
    record Example(String puzzle, String pencilmarks) {

        CandidateGrid marks() {
            try {
                CandidateGrid marks = CandidateGrid.ofPencilmarks(Pencilmarks.parse(pencilmarks, 1));
                // Placing one cell can leave a peer with one candidate: go on until none is left open.
                boolean placed = true;
                while (placed) {
                    placed = false;
                    for (int i = 0; i < 81; i++) {
                        Cell cell = new Cell(i / 9, i % 9);
                        DigitSet candidates = marks.candidates(cell);
                        if (candidates.size() == 1) {
                            marks.place(cell, candidates.first());
                            placed = true;
                        }
                    }
                }
                return marks;
            } catch (PuzzleFormatException e) {
                throw new AssertionError(e);
            }
        }

        Grid solution() {
            Grid grid = Grid.parse(puzzle);
            assertThat(Sudoku.isUnique(Puzzle.of(grid))).as("unique: " + puzzle).isTrue();
            return Sudoku.solve(Puzzle.of(grid)).solution().orElseThrow();
        }
    }

    /** Unique Rectangle Type 1, met on the path of the puzzle solved without uniqueness. */
    static final Example UR1 = new Example(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            ".......891...56.89..3......1...567891...567.91..456.89....5.789...45.789.2......." +
            ".......89....56.89.2.........3.56789..3.567.9...456.89....5.789...45.7891........" +
            "...4...891..45..89......7..1...5..891...5...9.2...........5..89..3...........6..." +
            "...4..789...4...89.....6...1...5.7891...5.7.9..3......1..45..89.2...........5.78." +
            ".23...789.......891.........2..56789...4.........56.89..3.5..89....5..89..3.5.78." +
            ".234..789...4...89....5....12....78912....7.91......891.34...89.....6.....3...78." +
            "1...5......3.............8912..56..912..56..91...56..9.2..5678.1...5.78....4....." +
            "1...5..........7.....4.....123.56..........8.1...56....23.56...1...5............9" +
            ".....6....2..............89...4.....1.3.5...9......7....3.5..8.1...5..8...3.5..8.");

    /** Unique Rectangle Type 2, met on the path of the puzzle solved without uniqueness. */
    static final Example UR2 = new Example(".................1..2..3.4......56...1.....7..8..........19..8...56....9..6.7....",
            "..34..7.9..3.5.7..1.........2.4..789.2.456.8......67.9.23....89.....6..9.23...78." +
            "..34..7.9..3.5.7.........8..2.4..7.9.2.456........67.9.23.....9.....6..91........" +
            "......7.9.....6....2.............7891..........3.............89...4.........5...." +
            ".23...7...23...7....34..7.9.234..789.2.4...8.....5.........6...1.........23....8." +
            ".23.56...1..........34....9.234...89.2.4.6.8......6..9.234...89......7...23....8." +
            ".23.567.........8...34..7.9.234..7.9.2.4.6...1.........234....9....5...9.23......" +
            ".23...7...23...7....3...7..1................9...4.........5...........8......6..." +
            "1...........4.........5.........6.....3.............8.......7...2...............9" +
            ".......8.........9.....6.......5..........7...2.......1..........3.........4.....");

    /** Unique Rectangle Type 3, met on the path of the puzzle solved without uniqueness. */
    static final Example UR3 = new Example(".................1..2..3.4......56...1.....7..8..........19..8...56....9..6.7....",
            "..34....9..3.5....1.........2.4...89.2.456.8......6..9.23....89.....6..9......7.." +
            "..34....9..3.5...........8..2.4....9.2.456.........7...23.....9.....6..91........" +
            "......7.......6....2..............891..........3.............89...4.........5...." +
            ".23.......23...7....34..7.9.234..789.2.4...8.....5.........6...1.........23....8." +
            "....5....1..........34....9.234...89.2.4.6.8......6..9...4....9......7...23....8." +
            ".....6..........8...34..7.9.234..7.9.2.4.....1...........4....9....5.....23......" +
            ".23.......23...7....3...7..1................9...4.........5...........8......6..." +
            "1...........4.........5.........6.....3.............8.......7...2...............9" +
            ".......8.........9.....6.......5..........7...2.......1..........3.........4.....");

    /** Unique Rectangle Type 4, met on the path of the puzzle solved without uniqueness. */
    static final Example UR4 = new Example(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            ".......891...5..89..3......1...5.789.....6...1..4...89....5.789...45..89.2......." +
            ".......89.....6....2...........5.789..3.........4...89....5.789...45..891........" +
            "...4.....1...5..89......7..1...5..891...5...9.2...........5..89..3...........6..." +
            "......7.....4...89.....6...1......891.......9..3......1..4....9.2...........5...." +
            ".2..............891.............6......4.........5......3..............9......7.." +
            "..3.........4....9....5.....2.............7..1.......91..4....9.....6..........8." +
            "1...5......3.............8.1...5...9.2.......1.......9.....6.........7.....4....." +
            "1...5..........7.....4.......3.............8......6....2.......1...5............9" +
            ".....6....2...............9...4.....1...5..........7......5..8.1...5..8...3......");

    /** Hidden Rectangle, met on the path of the puzzle solved without uniqueness. */
    static final Example HIDDEN = new Example(".................1..2..3........4....1..5...6.6....17....7.......4...32...5.6..8.",
            "..3...789..345..891.........2.45..89.2.4..789.....6....2.45.789..345...9.23...789" +
            "..3...789..345..89.....6....2.45..89.2.4..789.2..5..89.2.45.789..345...91........" +
            "......789...45..89.2.......1...........4..789..3.........45.789.....6.........789" +
            ".23....89.23....89......7.......6...1...........4......2..5..89..3.5...9.23....89" +
            "...4.....1..........3....89.23....89....5..........7...2.....89..3.....9.....6..." +
            "....5.........6.....3....89.23....89.23....89.2.....891..............7.....4....." +
            ".23....89.23....89..3....89......7...234...89.2..5..89.....6...1............5...9" +
            ".....6.........789...4.........5..89.......891..........3.......2...........5.7.9" +
            "1.........23...7.9....5.....234....9.....6....2......9...4..7.9.......8.......7.9");

    /** BUG+1, met on the path of the puzzle solved without uniqueness. */
    static final Example BUG = new Example("................12....34..............12....5..6...3.4...7...8..4...6...35.....2.",
            ".....6.8.......7......5...........891.........2............6..9...4.......3......" +
            "...4..........6.8...3..........5..89......78.....5.7.......6..91.........2......." +
            "12.......12...............9.....6.....3.........4...........7......5...........8." +
            "....5..8........89...4.......3...........6.......5.7...2.............7.91........" +
            "......7....3......1.........2..........4.............9.......8......6.......5...." +
            ".2..5.....2......9.....6.......5..8.......78.1..........3............7.9...4....." +
            "1....6...1....6....2.............7......5......3.........4............8.........9" +
            "........9...4............8.1.........2............6.......5......3............7.." +
            "..3..........5..........7.....4.............9.......8.1.........2............6...");

    @Test
    void typeOneRemovesThePairFromTheOnlyCornerWithMore() {
        assertThat(descriptions(UniqueRectangles.TYPE_1, UR1)).containsExactly(
                "Unique Rectangle Type 1 on 1,5 in r7c1, r7c8, r8c1, r8c8: removes 1, 5 from r7c8");
    }

    @Test
    void typeTwoRemovesTheSharedExtraDigitFromCellsSeeingBothRoofCorners() {
        assertThat(descriptions(UniqueRectangles.TYPE_2, UR2)).containsExactly(
                "Unique Rectangle Type 2 on 6,9 in r1c6, r1c8, r2c6, r2c8, extra 7 in r1c6, r2c6:"
                        + " removes 7 from r1c4, r2c4, r3c4");
    }

    @Test
    void typeThreeMakesANakedSubsetOfTheExtras() {
        assertThat(descriptions(UniqueRectangles.TYPE_3, UR3)).containsExactly(
                "Unique Rectangle Type 3 on 4,9 in r5c3, r5c7, r6c3, r6c7, extras 3,7 in r5c3, r6c3 with r7c3"
                        + " form a naked subset {3,7} in column 3: removes 3 from r4c3; 7 from r4c3",
                "Unique Rectangle Type 3 on 4,9 in r5c3, r5c7, r6c3, r6c7, extras 3,7 in r5c3, r6c3 with r4c1, r4c2"
                        + " form a naked subset {2,3,7} in box 4: removes 3 from r4c3; 7 from r4c3");
    }

    @Test
    void typeFourRemovesTheOtherDigitWhenOneIsLockedInTheRoof() {
        assertThat(descriptions(UniqueRectangles.TYPE_4, UR4)).containsExactly(
                "Unique Rectangle Type 4 on 8,9 in r1c1, r1c6, r2c1, r2c6, 8 only in r1c6, r2c6 in column 6:"
                        + " removes 9 from r1c6, r2c6");
    }

    @Test
    void hiddenRectangleRemovesTheOtherDigitFromTheOppositeCorner() {
        assertThat(descriptions(UniqueRectangles.HIDDEN, HIDDEN)).containsExactly(
                "Hidden Rectangle on 7,9 in r8c2, r8c9, r9c2, r9c9, r9c9 {7,9}, 7 only in the rectangle in row 8"
                        + " and column 2: removes 9 from r8c2");
    }

    @Test
    void bugPlusOnePlacesTheDigitThatBreaksTheGrave() {
        List<Step<Technique>> steps = stepsKeepingTheSolution(BivalueGrave.BUG_PLUS_ONE, BUG);
        assertThat(steps).extracting(Step::description).containsExactly(
                "BUG+1: every open cell but r2c4 holds two candidates, and 8 has three places in its row, column and box:"
                        + " r2c4 = 8");
        assertThat(steps.get(0).placements()).containsExactly(new Candidate(new Cell(1, 3), 8));
    }

    @Test
    void eachFindsNothingWhereItsPatternIsMissing() {
        // Full marks have no bivalue corner; a grave needs every cell down to two candidates.
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        for (TechniqueFinder finder : uniquenessFinders()) {
            assertThat(finder.findAll(empty)).as(finder.technique().toString()).isEmpty();
        }
        // Each example position lacks the patterns of some other types.
        assertThat(UniqueRectangles.TYPE_1.findAll(UR2.marks())).isEmpty();
        assertThat(BivalueGrave.BUG_PLUS_ONE.findAll(UR1.marks())).isEmpty();
        assertThat(UniqueRectangles.TYPE_2.findAll(BUG.marks())).isEmpty();
    }

    @Test
    void onlyOpenCornersMakeARectangle() throws PuzzleFormatException {
        // Three corners {2,7} and a fourth {2,7,9} among cells holding every digit.
        StringBuilder text = new StringBuilder("123456789".repeat(81));
        for (int cell : new int[] {0, 3, 18}) {
            text.replace(cell * 9, cell * 9 + 9, ".2....7..");
        }
        text.replace(21 * 9, 21 * 9 + 9, ".2....7.9");
        CandidateGrid marks = CandidateGrid.ofPencilmarks(Pencilmarks.parse(text, 1));
        assertThat(UniqueRectangles.TYPE_1.findAll(marks)).extracting(Step::description).containsExactly(
                "Unique Rectangle Type 1 on 2,7 in r1c1, r1c4, r3c1, r3c4: removes 2, 7 from r3c4");
        // A placed corner cannot swap: r1c1 = 2 leaves no rectangle there.
        marks.place(new Cell(0, 0), 2);
        assertThat(UniqueRectangles.TYPE_1.findAll(marks)).isEmpty();
    }

    @Test
    void everyUniquenessTechniqueSaysSo() {
        assertThat(uniquenessFinders()).extracting(TechniqueFinder::technique).containsExactly(
                Technique.UNIQUE_RECTANGLE_1, Technique.UNIQUE_RECTANGLE_2, Technique.UNIQUE_RECTANGLE_3,
                Technique.UNIQUE_RECTANGLE_4, Technique.UNIQUE_RECTANGLE_5, Technique.UNIQUE_RECTANGLE_6,
                Technique.HIDDEN_RECTANGLE, Technique.AVOIDABLE_RECTANGLE_1, Technique.AVOIDABLE_RECTANGLE_2,
                Technique.BUG_PLUS_ONE);
    }

    static List<TechniqueFinder> uniquenessFinders() {
        return Techniques.all().stream().filter(f -> f.technique().assumesUniqueness()).toList();
    }

    private static List<String> descriptions(TechniqueFinder finder, Example example) {
        return stepsKeepingTheSolution(finder, example).stream().map(Step::description).toList();
    }

    /** The finder's steps on the example, after checking that the marks and every step keep the solution. */
    static List<Step<Technique>> stepsKeepingTheSolution(TechniqueFinder finder, Example example) {
        Grid solution = example.solution();
        CandidateGrid marks = example.marks();
        for (int i = 0; i < 81; i++) {
            Cell cell = new Cell(i / 9, i % 9);
            assertThat(marks.value(cell) == solution.get(i) || marks.has(cell, solution.get(i)))
                    .as("solution kept at " + cell).isTrue();
        }
        List<Step<Technique>> steps = finder.findAll(marks);
        Positions.assertAgreeWith(solution, steps);
        return steps;
    }
}
