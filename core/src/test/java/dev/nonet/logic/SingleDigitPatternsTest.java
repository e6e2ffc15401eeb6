package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.Pencilmarks;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SingleDigitPatternsTest {

    // Puzzles of top1465 whose singles get stuck where one pattern applies.
    static final String SKYSCRAPER = ".8..4....3......1........2...5...4.69..1..8..2...........3.9....6....5.....2.....";
    static final String KITE = "5..7..6....38...........2..62.4............917............35.8.4.....1......9....";
    static final String TURBOT = "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....";
    /** Stuck after singles with none of the patterns or wings to take. */
    static final String NONE = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

    /** The position where singles alone get stuck on {@code puzzle}. */
    static CandidateGrid stuckAfterSingles(String puzzle) {
        LogicalSolver singles = new LogicalSolver(PatternSoundnessTest.SINGLES, Duration.ofSeconds(5));
        return singles.solve(Puzzle.parse(puzzle)).end();
    }

    /** The steps of {@code finder} on the stuck position of {@code puzzle}, checked against its solution. */
    static List<Step<Technique>> stepsKeepingTheSolution(TechniqueFinder finder, String puzzle) {
        Grid solution = Sudoku.solve(Puzzle.parse(puzzle)).solution().orElseThrow();
        List<Step<Technique>> steps = finder.findAll(stuckAfterSingles(puzzle));
        assertThat(steps).allMatch(s -> s.technique() == finder.technique());
        Positions.assertAgreeWith(solution, steps);
        return steps;
    }

    @Test
    void skyscraperJoinsTwoRowLinksAlongAColumn() {
        assertThat(stepsKeepingTheSolution(SingleDigitPatterns.SKYSCRAPER, SKYSCRAPER)).extracting(Step::description)
                .containsExactly("Skyscraper on 1 in rows 1 and 4 (r1c1, r4c1 base; r1c3, r4c2 top): removes 1 from r3c2, r6c3");
    }

    @Test
    void twoStringKiteJoinsARowAndAColumnLinkInABox() {
        List<Step<Technique>> steps = stepsKeepingTheSolution(SingleDigitPatterns.TWO_STRING_KITE, KITE);
        assertThat(steps).extracting(Step::description).containsExactly(
                "2-String Kite on 9 in row 4 and column 4 (r4c6, r6c4 in box 5; ends r4c3, r3c4): removes 9 from r3c3");
        assertThat(steps.get(0).cells()).hasSize(4);
    }

    @Test
    void turbotFishIsTheChainWithALinkInABox() {
        assertThat(stepsKeepingTheSolution(SingleDigitPatterns.TURBOT_FISH, TURBOT)).extracting(Step::description)
                .containsExactly("Turbot Fish on 2: r8c3=r8c8-r2c8=r2c7 (row 8, box 3): removes 2 from r2c3");
    }

    @Test
    void emptyRectangleUsesABoxCrossAsALink() {
        assertThat(stepsKeepingTheSolution(SingleDigitPatterns.EMPTY_RECTANGLE, KITE)).extracting(Step::description)
                .containsExactly(
                        "Empty Rectangle on 9 in box 2 (row 3, column 6) with r4c3=r4c6 in row 4: removes 9 from r3c3",
                        "Empty Rectangle on 9 in box 4 (row 6, column 3) with r3c4=r6c4 in column 4: removes 9 from r3c3");
    }

    @Test
    void eachChainHasOneName() {
        for (String puzzle : List.of(SKYSCRAPER, KITE, TURBOT)) {
            CandidateGrid grid = stuckAfterSingles(puzzle);
            List<Step<Technique>> kites = SingleDigitPatterns.TWO_STRING_KITE.findAll(grid);
            List<Step<Technique>> skyscrapers = SingleDigitPatterns.SKYSCRAPER.findAll(grid);
            for (Step<Technique> turbot : SingleDigitPatterns.TURBOT_FISH.findAll(grid)) {
                assertThat(kites).noneMatch(k -> k.cells().containsAll(turbot.cells()));
                assertThat(skyscrapers).noneMatch(k -> k.cells().containsAll(turbot.cells()));
            }
        }
    }

    /** Digit 1 only in r1c1, r1c5, r5c1, r5c5 (and free elsewhere in those columns): an X-Wing on rows. */
    static CandidateGrid xWingOnOne() throws Exception {
        StringBuilder marks = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            int row = cell / 9;
            int column = cell % 9;
            boolean one = (row == 0 || row == 4) ? column == 0 || column == 4 : column == 0 || column == 4 || row == 8;
            marks.append(one ? '1' : '.').append("23456789");
        }
        return CandidateGrid.ofPencilmarks(Pencilmarks.parse(marks, 1));
    }

    @Test
    void anXWingIsNoSkyscraper() throws Exception {
        CandidateGrid grid = xWingOnOne();
        assertThat(SingleDigitPatterns.SKYSCRAPER.findAll(grid)).isEmpty();
        assertThat(SingleDigitPatterns.TURBOT_FISH.findAll(grid)).allMatch(s -> !s.description().contains("r1c1=r1c5"));
    }

    @Test
    void aBoxOfTwoCandidatesIsALinkOfATurbotFishNotAnEmptyRectangle() throws Exception {
        // 1 in box 5 only at r4c4 and r5c5, in column 8 only at r5c8 and r8c8; r8c4 sees r4c4 and r8c8.
        // r5c1, r8c1 and r1c4 keep row 5, row 8 and column 4 from being links.
        List<Integer> ones = List.of(30, 40, 43, 70, 66, 36, 63, 3);
        StringBuilder marks = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            marks.append(ones.contains(cell) ? '1' : '.').append("23456789");
        }
        CandidateGrid grid = CandidateGrid.ofPencilmarks(Pencilmarks.parse(marks, 1));
        // Each is what HoDoKu, under an option it leaves off, calls an empty rectangle of two candidates.
        assertThat(SingleDigitPatterns.EMPTY_RECTANGLE.findAll(grid)).isEmpty();
        assertThat(SingleDigitPatterns.TURBOT_FISH.findAll(grid)).extracting(Step::description).containsExactly(
                "Turbot Fish on 1: r8c1=r5c1-r5c5=r4c4 (column 1, box 5): removes 1 from r8c4",
                "Turbot Fish on 1: r8c8=r5c8-r5c5=r4c4 (column 8, box 5): removes 1 from r8c4");
    }

    @Test
    void findNothingWhereNoPatternApplies() {
        CandidateGrid grid = stuckAfterSingles(NONE);
        assertThat(grid.isSolved()).isFalse();
        for (TechniqueFinder finder : PatternSoundnessTest.PATTERNS) {
            assertThat(finder.findAll(grid)).as(finder.technique().toString()).isEmpty();
        }
    }

    @Test
    void techniquesStaySortedByDifficulty() {
        Technique[] all = Technique.values();
        for (int i = 1; i < all.length; i++) {
            assertThat(all[i].difficulty()).as(all[i].toString()).isGreaterThanOrEqualTo(all[i - 1].difficulty());
        }
    }
}
