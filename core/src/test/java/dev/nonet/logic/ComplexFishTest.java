package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ComplexFishTest {

    /** The finders a complex fish comes after, fixed here so that techniques added elsewhere leave the positions alone. */
    static final List<TechniqueFinder> BASICS = List.of(Singles.FULL_HOUSE, Singles.HIDDEN_SINGLE_BOX,
            Singles.HIDDEN_SINGLE_LINE, Singles.NAKED_SINGLE, Intersections.POINTING, Intersections.CLAIMING,
            Subsets.NAKED_PAIR, Fish.X_WING, Subsets.HIDDEN_PAIR, Fish.FINNED_X_WING, Subsets.NAKED_TRIPLE,
            Fish.SWORDFISH, Subsets.HIDDEN_TRIPLE, Fish.FINNED_SWORDFISH, Subsets.NAKED_QUAD, Fish.JELLYFISH,
            Subsets.HIDDEN_QUAD, Fish.FINNED_JELLYFISH);

    private static final List<TechniqueFinder> ALL = List.of(ComplexFish.FRANKEN_X_WING,
            ComplexFish.FINNED_FRANKEN_X_WING, ComplexFish.MUTANT_X_WING, ComplexFish.FINNED_MUTANT_X_WING,
            ComplexFish.FRANKEN_SWORDFISH, ComplexFish.FINNED_FRANKEN_SWORDFISH, ComplexFish.MUTANT_SWORDFISH,
            ComplexFish.FINNED_MUTANT_SWORDFISH, ComplexFish.FRANKEN_JELLYFISH, ComplexFish.FINNED_FRANKEN_JELLYFISH,
            ComplexFish.MUTANT_JELLYFISH, ComplexFish.FINNED_MUTANT_JELLYFISH, ComplexFish.FRANKEN_SQUIRMBAG,
            ComplexFish.FINNED_FRANKEN_SQUIRMBAG, ComplexFish.MUTANT_SQUIRMBAG, ComplexFish.FINNED_MUTANT_SQUIRMBAG,
            ComplexFish.FRANKEN_WHALE, ComplexFish.FINNED_FRANKEN_WHALE, ComplexFish.MUTANT_WHALE,
            ComplexFish.FINNED_MUTANT_WHALE);

    // Puzzles of top1465, hardest-1905-11plus and 17-clue, stuck after BASICS where the fish apply.
    private static final String TOP_1 =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    private static final String BOXED =
            ".135.........7.4...........1......892.4.6....7.........8.1.....6.....2.....9.3...";
    private static final String CROSSED =
            ".................1..1..2.3.....4.....4.56.7...8.....2...2........3..1...7...8...4";
    private static final String NINES =
            "...3.9.7.8..4.....1........2..5..6...3.....4.....1....5.....8......2.1.....7....9";
    private static final String SCHOOL =
            ".......71.2.8........5.3...7.9.6.......2..8..1.........3...25..6...1..4..........";
    private static final String FIVES =
            "3.7..4.2....1..8..9............3..9..5.8......4.6...........5.12...7..........6..";
    private static final String FOURS =
            ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........";

    @Test
    void frankenXWingTakesABoxAsABaseHouse() {
        // Hand-made: 1 in row 1 only in box 1 and r1c4, in box 5 only in column 4.
        CandidateGrid grid = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        for (int column = 4; column < 9; column++) {
            grid.eliminate(new Cell(0, column), 1);
        }
        for (int row = 3; row < 6; row++) {
            grid.eliminate(new Cell(row, 4), 1);
            grid.eliminate(new Cell(row, 5), 1);
        }
        assertThat(ComplexFish.FRANKEN_X_WING.findAll(grid)).extracting(Step::description).containsExactly(
                "Franken X-Wing on 1 in row 1 and box 5, covered by column 4 and box 1: removes 1 from r2c1, r2c2,"
                        + " r2c3, r2c4, r3c1, r3c2, r3c3, r3c4, r7c4, r8c4, r9c4");
        // Columns 5 and 6 against boxes 2 and 8 would remove 1 from column 4 too, but their five
        // candidates each are more than a base house may have.
    }

    @Test
    void finnedFrankenXWingRemovesWhatSeesItsFin() {
        assertThat(stepsKeepingTheSolution(ComplexFish.FINNED_FRANKEN_X_WING, BOXED)).extracting(Step::description)
                .containsExactly(
                        "Finned Franken X-Wing on 5 in row 8 and box 4, covered by columns 2 and 6, fin r4c3:"
                                + " removes 5 from r4c6",
                        "Finned Franken X-Wing on 5 in row 8 and box 5, covered by columns 2 and 6, fin r4c5:"
                                + " removes 5 from r4c2");
    }

    @Test
    void finnedMutantXWingCrossesARowWithAColumn() {
        assertThat(stepsKeepingTheSolution(ComplexFish.FINNED_MUTANT_X_WING, CROSSED)).extracting(Step::description)
                .containsExactly("Finned Mutant X-Wing on 5 in row 8 and column 8, covered by row 4 and box 9,"
                        + " fin r8c2: removes 5 from r4c2");
    }

    @Test
    void frankenSwordfishOnRowsAndABox() {
        // Columns 1 and 4 and box 6 against rows 5, 6 and 8 remove the same: only the first is reported.
        assertThat(stepsKeepingTheSolution(ComplexFish.FRANKEN_SWORDFISH, NINES)).extracting(Step::description)
                .containsExactly("Franken Swordfish on 9 in rows 4 and 7 and box 1, covered by columns 2, 3 and 5:"
                        + " removes 9 from r5c5, r6c2, r6c3, r8c2, r8c3");
    }

    @Test
    void finnedFrankenSwordfishWithABoxAmongItsCovers() {
        assertThat(stepsKeepingTheSolution(ComplexFish.FINNED_FRANKEN_SWORDFISH, SCHOOL)).extracting(Step::description)
                .containsExactly("Finned Franken Swordfish on 4 in rows 2, 3 and 7, covered by columns 1 and 5 and box 3,"
                        + " fin r7c4: removes 4 from r9c5");
    }

    @Test
    void mutantSwordfishMixesRowsColumnsAndBoxes() {
        // Of the several Mutant Swordfish that remove these, the first found stands for them.
        assertThat(stepsKeepingTheSolution(ComplexFish.MUTANT_SWORDFISH, NINES)).extracting(Step::description)
                .containsExactly("Mutant Swordfish on 9 in rows 4 and 7 and column 1, covered by column 5 and boxes 4"
                        + " and 7: removes 9 from r5c5, r6c2, r6c3, r8c2, r8c3");
    }

    @Test
    void finnedMutantSwordfishMixesAllThreeKinds() {
        assertThat(stepsKeepingTheSolution(ComplexFish.FINNED_MUTANT_SWORDFISH, SCHOOL)).extracting(Step::description)
                .containsExactly("Finned Mutant Swordfish on 4 in rows 2 and 3 and box 7, covered by row 9 and column 1"
                        + " and box 3, fins r2c5, r3c5: removes 4 from r9c5");
    }

    @Test
    void frankenJellyfishWithABoxAmongItsCovers() {
        assertThat(stepsKeepingTheSolution(ComplexFish.FRANKEN_JELLYFISH, NINES)).extracting(Step::description)
                .containsExactly("Franken Jellyfish on 9 in rows 2, 3, 4 and 7, covered by columns 2, 3 and 5 and"
                        + " box 3: removes 9 from r5c5, r6c2, r6c3, r8c2, r8c3");
    }

    @Test
    void finnedFrankenJellyfishWithTwoFins() {
        assertThat(stepsKeepingTheSolution(ComplexFish.FINNED_FRANKEN_JELLYFISH, FIVES)).extracting(Step::description)
                .containsExactly("Finned Franken Jellyfish on 5 in rows 1, 4 and 8 and box 1, covered by columns 3, 4"
                        + " and 9 and box 2, fins r2c1, r4c6, r8c6: removes 5 from r2c6");
    }

    @Test
    void mutantJellyfishFindsWhatItsSmallerFishFind() {
        List<Step<Technique>> steps = stepsKeepingTheSolution(ComplexFish.MUTANT_JELLYFISH, NINES);
        assertThat(steps).isNotEmpty().allSatisfy(step -> assertThat(step.description())
                .startsWith("Mutant Jellyfish on 9 in ").endsWith(": removes 9 from r5c5, r6c2, r6c3, r8c2, r8c3"));
    }

    @Test
    void finnedMutantJellyfishWithFinsInTwoHouses() {
        assertThat(stepsKeepingTheSolution(ComplexFish.FINNED_MUTANT_JELLYFISH, FOURS)).extracting(Step::description)
                .containsExactly("Finned Mutant Jellyfish on 4 in rows 2, 5 and 7 and column 1, covered by columns 5, 7"
                        + " and 9 and box 4, fins r7c8, r8c1: removes 4 from r8c9");
    }

    @Test
    void cannibalisticFishRemovesABaseCandidateInTwoCovers() {
        // Hand-made: 1 in row 1 only in box 2, in box 5 only in column 4. r1c4, of base row 1, lies in both
        // covers: holding the 1 it would fill them both and leave box 5 none.
        CandidateGrid grid = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        for (int column : new int[] {0, 1, 2, 6, 7, 8}) {
            grid.eliminate(new Cell(0, column), 1);
        }
        for (int row = 3; row < 6; row++) {
            grid.eliminate(new Cell(row, 4), 1);
            grid.eliminate(new Cell(row, 5), 1);
        }
        assertThat(ComplexFish.FRANKEN_X_WING.findAll(grid)).extracting(Step::description).contains(
                "Franken X-Wing on 1 in row 1 and box 5, covered by column 4 and box 2: removes 1 from r1c4, r2c4,"
                        + " r2c5, r2c6, r3c4, r3c5, r3c6, r7c4, r8c4, r9c4");
    }

    @Test
    void nothingWhereNoComplexFishSwims() {
        CandidateGrid stuck = stuckAfterBasics(TOP_1);
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        Grid solution = Sudoku.solve(Puzzle.parse(TOP_1)).solution().orElseThrow();
        CandidateGrid solved = CandidateGrid.of(Puzzle.of(solution));
        for (TechniqueFinder finder : ALL) {
            assertThat(finder.findAll(stuck)).as(finder.technique().toString()).isEmpty();
            assertThat(finder.findAll(empty)).as(finder.technique().toString()).isEmpty();
            assertThat(finder.findAll(solved)).as(finder.technique().toString()).isEmpty();
        }
    }

    @Test
    void fishOfRowsAgainstColumnsAreLeftToTheBasicFinders() {
        // SCHOOL's swordfish and jellyfish on 1 (FishTest) are not reported again as Franken or Mutant.
        String basic = ".* in (rows [0-9, and]+, covered by columns|columns [0-9, and]+, covered by rows) [0-9, and]+(, fin.*)?: .*";
        CandidateGrid start = Positions.start(SCHOOL);
        for (TechniqueFinder finder : ALL) {
            assertThat(finder.findAll(start)).extracting(Step::description).noneMatch(d -> d.matches(basic));
        }
    }

    static CandidateGrid stuckAfterBasics(String puzzle) {
        return new LogicalSolver(BASICS, Duration.ofSeconds(5)).solve(Puzzle.parse(puzzle)).end();
    }

    /** The steps of {@code finder} where {@code puzzle} is stuck after BASICS, checked against its solution. */
    static List<Step<Technique>> stepsKeepingTheSolution(TechniqueFinder finder, String puzzle) {
        Grid solution = Sudoku.solve(Puzzle.parse(puzzle)).solution().orElseThrow();
        List<Step<Technique>> steps = finder.findAll(stuckAfterBasics(puzzle));
        assertThat(steps).allMatch(s -> s.technique() == finder.technique());
        Positions.assertAgreeWith(solution, steps);
        return steps;
    }

    /** HoDoKu reglib-1.3, line 677 (code 0332, a Franken Jellyfish on 8), whose finned fish come in Siamese pairs. */
    private static final String SIAMESE = "258 2458 6 7 248 245 +3 9 1 1578 14578 9 +3 148 45 578 6 2 3 12578 28 1568"
            + " 12689 2569 578 +4 78 12568 12589 28 568 3 5679 2679 258 4 568 589 7 2 4689 4569 689 1 +3 4 2589 +3 568 789 1 26789 258"
            + " 789 29 3 1 46 26 8 249 7 5 278 278 +4 9 +5 +3 +1 28 +6 289 6 5 14 127 27 249 3 89";

    @Test
    void siameseFishMakesTheRemovalsOfTwoFinnedFishOnTheSameBase() throws PuzzleFormatException {
        List<Step<Technique>> steps = Positions.stepsOfPmLine(ComplexFish.FINNED_FRANKEN_JELLYFISH, SIAMESE);
        assertThat(steps).extracting(Step::description).contains(
                "Finned Franken Jellyfish on 8 in rows 1, 2 and 5 and box 7, covered by columns 1, 2 and 5 and box 3, fin r5c7:"
                        + " removes 8 from r3c7",
                "Siamese Finned Franken Jellyfish on 8 in rows 1, 2 and 5 and box 7, covered by columns 1, 2 and 5 and box 3,"
                        + " fin r5c7, and by columns 1, 2 and 5 and box 6, fin r2c7: removes 8 from r3c7, r6c7");
    }

    /** HoDoKu reglib-1.3, line 755 (code 03621, a Finned Mutant Jellyfish on 5 with an endo fin). */
    private static final String ENDO_FIN = "6 235 +1 9 7 258 258 +4 35 357 +9 78 25 358 4 23578 1 +6 3457 2357 478 +1 358 +6 23578 379 3579 "
            + "+1 +8 2 7 6 3 +9 5 +4 9 37 5 +4 +1 28 6 238 237 347 367 467 25 589 2589 1 2378 27 "
            + "+8 1 3 6 59 +7 4 29 259 2 567 9 +3 4 +1 57 67 8 57 4 67 8 2 59 35 3679 +1";

    /** HoDoKu reglib-1.3, line 760 (code 0363, a Finned Mutant Squirmbag on 9). */
    private static final String SQUIRMBAG = "569 1 2369 8 349 7 3469 23456 469 579 235 8 1 349 6 3479 23457 2479 679 4 369 39 5 2 8 1367 1679 "
            + "4569 569 7 269 1269 3 69 146 8 2 689 1 69 7 48 5 46 3 3 689 469 5 169 48 2 1467 14679 "
            + "46 236 5 7 8 1 346 9 246 8 23679 2369 4 236 5 1 2367 267 1 237 2346 236 236 9 3467 8 5";

    /** HoDoKu reglib-1.3, line 763 (code 0364, a Finned Mutant Whale on 4). */
    private static final String WHALE = "9 234 7 68 14 5 48 3468 1234 1 345 2345 7 468 238 9 68 234 8 6 234 34 9 123 5 7 12 "
            + "457 8 45 234 347 6 1 23 9 3 1 6 24 5 9 248 28 7 2 47 9 1 3478 378 6 5 34 "
            + "457 345 1358 58 2 1378 47 9 6 567 9 1235 56 367 4 27 12 8 467 247 128 9 168 178 3 124 5";

    @Test
    void anEndoFinIsACandidateInTwoBaseHousesThatTheRemovalsMustSee() throws PuzzleFormatException {
        // r1c9 is in row 1 and column 9, both base houses: holding the 5 it would fill both, so it is a fin.
        List<Step<Technique>> steps = Positions.stepsOfPmLine(ComplexFish.FINNED_MUTANT_JELLYFISH, ENDO_FIN);
        assertThat(steps).extracting(Step::description).contains(
                "Finned Mutant Jellyfish on 5 in rows 1 and 8 and column 9 and box 8, covered by row 7 and columns 2, 6"
                        + " and 7, fin r3c9, endo fin r1c9: removes 5 from r2c7, r3c7");
    }

    @Test
    void onlyTheFinnedFindersReportEndoFins() throws PuzzleFormatException {
        // An endo fin is a fin even when a cover holds it: a fish with one is never a basic fish.
        Set<Technique> withEndoFins = EnumSet.noneOf(Technique.class);
        for (TechniqueFinder finder : ALL) {
            List<Step<Technique>> steps = new ArrayList<>(Positions.stepsOfPmLine(finder, ENDO_FIN));
            steps.addAll(stepsKeepingTheSolution(finder, NINES)); // fish whose only fins are endo fins swim here
            for (Step<Technique> step : steps) {
                if (step.description().contains("endo fin")) {
                    withEndoFins.add(step.technique());
                }
            }
        }
        assertThat(withEndoFins).isNotEmpty()
                .allMatch(t -> t.displayName().startsWith("Finned"), "a finned technique");
    }

    @Test
    void finnedMutantSquirmbagHasFiveBaseHouses() throws PuzzleFormatException {
        assertThat(Positions.stepsOfPmLine(ComplexFish.FINNED_MUTANT_SQUIRMBAG, SQUIRMBAG)).extracting(Step::description)
                .contains("Finned Mutant Squirmbag on 9 in rows 5 and 8 and columns 1, 5 and 7, covered by rows 1, 2 and"
                        + " 4 and column 2 and box 5, fins r3c1, r8c3: removes 9 from r1c3");
    }

    @Test
    void finnedMutantWhaleHasSixBaseHouses() throws PuzzleFormatException {
        assertThat(Positions.stepsOfPmLine(ComplexFish.FINNED_MUTANT_WHALE, WHALE)).extracting(Step::description)
                .contains("Finned Mutant Whale on 4 in rows 3, 5 and 7 and columns 8 and 9 and box 4, covered by row 6"
                        + " and columns 1, 3, 4 and 7 and box 3, fins r7c2, r9c8: removes 4 from r9c1");
    }
}
