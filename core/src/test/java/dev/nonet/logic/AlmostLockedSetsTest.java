package dev.nonet.logic;

import static dev.nonet.logic.SingleDigitPatternsTest.stepsKeepingTheSolution;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.Pencilmarks;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class AlmostLockedSetsTest {

    // Puzzles of top1465; their singles get stuck where the pattern applies.
    static final String ALS_XZ = "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........";
    static final String ALS_XY_WING = ".9.3...2.....7.5...1.......7.86..4.....9.2...5...........1...634...8.............";
    static final String SUE_DE_COQ = "69....2.....7...4............73.4...5.....6.1...8........5..83.2...9........1....";
    // Puzzles of top1465 where the techniques before each pattern get stuck.
    static final String LARGE_SETS = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    static final String OVERLAPPING_WING = "5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9";

    @Test
    void alsXzJoinsTwoSetsByARestrictedCommonDigit() {
        assertThat(stepsKeepingTheSolution(AlmostLockedSets.ALS_XZ, ALS_XZ)).extracting(Step::description).contains(
                "ALS-XZ: A = r1c2, r1c4, r1c5, r1c6 {1,2,4,5,6}, B = r2c1, r2c2, r2c3, r3c2 {1,2,3,4,6}, X = 1, Z = 6: "
                        + "removes 6 from r2c5");
    }

    @Test
    void alsXzTakesSetsOfMoreThanFourCells() {
        assertThat(stepsWhereTheEasierOnesEnd(AlmostLockedSets.ALS_XZ, LARGE_SETS)).extracting(Step::description)
                .containsExactly("ALS-XZ: A = r1c4, r3c4, r4c4, r8c4, r9c4 {3,4,5,7,8,9}, "
                        + "B = r1c7, r1c8, r1c9, r2c8, r3c7, r3c8 {2,3,4,5,6,7,9}, X = 4, Z = 9: removes 9 from r1c6");
    }

    @Test
    void alsXyWingJoinsTwoSetsThroughAThird() {
        assertThat(stepsKeepingTheSolution(AlmostLockedSets.ALS_XY_WING, ALS_XY_WING)).extracting(Step::description)
                .contains("ALS-XY-Wing: A = r4c5, r4c6 {1,3,5}, B = r5c1, r5c2, r5c3, r6c2 {1,2,3,4,6}, "
                        + "C = r4c2 {2,3}, X = 3, Y = 2, Z = 1: removes 1 from r5c5");
    }

    @Test
    void alsXyWingSetsMayOverlapOutsideTheirRestrictedCommons() {
        // A and B share r4c5, r5c5, r6c5, A and C share r9c5; neither 9 nor 2 has a place in what they share.
        List<Step<Technique>> steps = stepsWhereTheEasierOnesEnd(AlmostLockedSets.ALS_XY_WING, OVERLAPPING_WING);
        assertThat(steps).extracting(Step::description).containsExactly(
                "ALS-XY-Wing: A = r1c5, r4c5, r5c5, r6c5, r9c5 {1,2,4,5,6,9}, B = r4c5, r5c5, r6c4, r6c5 {2,4,5,6,9}, "
                        + "C = r7c5, r8c4, r8c6, r9c4, r9c5 {1,2,4,5,8,9}, X = 9, Y = 2, Z = 5: "
                        + "removes 5 from r4c6, r5c4, r5c6");
        assertThat(steps.get(0).cells()).doesNotHaveDuplicates();
    }

    @Test
    void sueDeCoqSplitsAnIntersectionsDigitsBetweenLineAndBox() {
        assertThat(stepsKeepingTheSolution(SueDeCoq.SUE_DE_COQ, SUE_DE_COQ)).extracting(Step::description)
                .containsExactly("Sue de Coq: r7c6, r8c6, r9c6 {2,3,6,7,8} in column 6 and box 8, with r1c6 {3,5,8} "
                        + "in the line and r7c5, r8c4, r9c4 {2,4,6,7} in the box: "
                        + "removes 3 from r2c6, r3c6; 5 from r2c6, r3c6; 8 from r2c6, r3c6");
    }

    @Test
    void doublyLinkedSetsLockEveryDigit() {
        // Two bivalue cells {1,2} in row 1 are a naked pair: as two sets of one cell, doubly linked by 1 and 2.
        CandidateGrid grid = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        for (int d = 3; d <= 9; d++) {
            grid.eliminate(new Cell(0, 0), d);
            grid.eliminate(new Cell(0, 1), d);
        }
        assertThat(AlmostLockedSets.ALS_XZ.findAll(grid)).extracting(Step::description).contains(
                "ALS-XZ: A = r1c1 {1,2}, B = r1c2 {1,2}, X = 1,2 (doubly linked): removes 1 from r1c3, r1c4, r1c5, "
                        + "r1c6, r1c7, r1c8, r1c9, r2c1, r2c2, r2c3, r3c1, r3c2, r3c3; 2 from r1c3, r1c4, r1c5, r1c6, "
                        + "r1c7, r1c8, r1c9, r2c1, r2c2, r2c3, r3c1, r3c2, r3c3");
    }

    /**
     * The steps of {@code finder} where the solver with every technique before it gets stuck on
     * {@code puzzle}, each checked against the solution.
     */
    static List<Step<Technique>> stepsWhereTheEasierOnesEnd(TechniqueFinder finder, String puzzle) {
        Grid solution = Sudoku.solve(Puzzle.parse(puzzle)).solution().orElseThrow();
        List<Step<Technique>> steps = finder.findAll(stuckBefore(finder.technique(), puzzle));
        for (Step<Technique> step : steps) {
            assertThat(step.technique()).isEqualTo(finder.technique());
            for (Candidate e : step.eliminations()) {
                assertThat(solution.get(e.cell())).as(e.toString()).isNotEqualTo(e.digit());
            }
        }
        return steps;
    }

    /** Where the solver with every technique before {@code technique} gets stuck on {@code puzzle}. */
    static CandidateGrid stuckBefore(Technique technique, String puzzle) {
        LogicalSolver easier = new LogicalSolver(Techniques.all().stream()
                .filter(f -> f.technique().ordinal() < technique.ordinal()).toList(), Duration.ofSeconds(20));
        LogicalResult stuck = easier.solve(Puzzle.parse(puzzle));
        assertThat(stuck.status()).isEqualTo(LogicalStatus.STUCK);
        return stuck.end();
    }

    @Test
    void nothingWithoutAlmostLockedSets() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        assertThat(AlmostLockedSets.ALS_XZ.findAll(empty)).isEmpty();
        assertThat(AlmostLockedSets.ALS_XY_WING.findAll(empty)).isEmpty();
        assertThat(SueDeCoq.SUE_DE_COQ.findAll(empty)).isEmpty();
    }

    @Test
    void noSueDeCoqWhereNoIntersectionSplits() {
        assertThat(stepsKeepingTheSolution(SueDeCoq.SUE_DE_COQ, ALS_XZ)).isEmpty();
    }

    /** A position on the path of one of top1465's first 60 puzzles (pencil marks alone). */
    private static final String TWO_Z =
            "...4..........6..912...6.8.......789..3......1.....78.....5.....2...67.......67.."
            + "......7......5....12............6...12..........4............8...3..............9"
            + "..3..............9.2...6.8.....5...9.2....78.....5.78....4......2...67..1........"
            + "1....6.....3.........4...........78.....5....1....678..2...............9......78."
            + ".2..............8.........9...4.....1.....7..1.3...7.......6...1.....7......5...."
            + "1....6.........7......5.....2.......1....6.8.1....6.89..3......1......8....4....."
            + ".....6.8....4.6........6.8.1................9.2.............7......5......3......"
            + "....5....1..........3............78......678......678.........9...4......2......."
            + "........9.2.............7....3.5.......4.......3.5....1.............6.8......6.8.";

    /** HoDoKu reglib-1.3, line 1431 (code 0902-1): an ALS-XY-Wing removing 1, 3 and 6. */
    static final String THREE_Z_WING = "9 3 1 468 458 +2 567 47 57 6 +4 5 +1 9 7 23 23 8 +2 +7 +8 46 345 3456 4569 14 159 13"
            + " 59 36 2 7 13456 489 1348 139 137 2 4 89 138 13 379 5 6 8 59 367 469 1345 13456 23479 12347 12379 37 +6 37 5"
            + " +2 8 1 +9 4 +4 +1 +2 +7 +6 +9 58 38 35 +5 8 9 3 14 14 27 6 27";

    @Test
    void alsXzMakesEveryCommonDigitsEliminationsInOneStep() throws PuzzleFormatException {
        List<DigitSet> marks = Pencilmarks.parse(TWO_Z, 1);
        List<Step<Technique>> steps = AlmostLockedSets.ALS_XZ.findAll(CandidateGrid.ofPencilmarks(marks));
        Positions.assertAgreeWith(Sudoku.solve(MarkedGrid.ofCandidates(marks)).solution().orElseThrow(), steps);
        assertThat(steps).extracting(Step::description).contains("ALS-XZ: A = r6c1, r6c5 {1,6,8}, B = r4c4, r4c6, r5c5"
                + " {1,6,7,8}, X = 8, Z = 1,6: removes 1 from r6c6; 6 from r6c6");
    }

    @Test
    void alsXyWingMakesEveryCommonDigitsEliminationsInOneStep() throws PuzzleFormatException {
        assertThat(Positions.stepsOfPmLine(AlmostLockedSets.ALS_XY_WING, THREE_Z_WING)).extracting(Step::eliminations).anySatisfy(removed -> assertThat(removed).containsAll(List.of(
                new Candidate(new Cell(3, 5), 1), new Candidate(new Cell(3, 5), 3), new Candidate(new Cell(3, 5), 6),
                new Candidate(new Cell(5, 2), 6))));
    }
}
