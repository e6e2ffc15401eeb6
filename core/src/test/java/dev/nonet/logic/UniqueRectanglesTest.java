package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import org.junit.jupiter.api.Test;

/**
 * Unique rectangles with missing candidates (a corner that has lost one of the two digits) and types 5
 * and 6, on positions met on the way through puzzles with one solution; each step is checked against
 * the solution. {@link UniquenessTest} has the types on rectangles whose corners hold both digits.
 */
class UniqueRectanglesTest {

    /** r8c5 {2,8} has lost 4 of the pair {2,4}; the other three corners hold only the pair. */
    static final MarkedExample TYPE_1_MISSING = new MarkedExample(
            "8......21..1..95.6.....53...7.4...6.....7...9..2.9....3.86.....1.5.............42",
            "8 +5 4679 37 36 34 479 2 1 "
                    + "247 +3 1 278 24 9 5 78 6 "
                    + "2679 69 4679 128 16 5 3 789 47 "
                    + "59 7 39 4 1358 128 12 6 38 "
                    + "456 18 346 1235 7 12368 1248 135 9 "
                    + "456 18 2 135 9 1368 1478 1357 3478 "
                    + "3 24 8 6 24 +7 19 19 +5 "
                    + "1 24 5 +9 28 24 +6 37 378 "
                    + "679 69 679 135 135 138 18 4 2");

    /** r1c5 and r2c5 hold only {7,8}; r1c8 and r2c8 hold {5,8}: they have lost 7 and add 5. */
    static final MarkedExample TYPE_2_MISSING = new MarkedExample(
            ".................1..2.34........2.3..1...5....6....7.8...1.......4....2..7.6...9.",
            "346789 34589 36789 259 78 +1 234589 58 23459 "
                    + "34789 34589 3789 259 78 +6 234589 58 1 "
                    + "+1 589 2 59 3 4 5689 5678 5679 "
                    + "4789 489 789 78 +1 2 569 3 569 "
                    + "3789 1 3789 78 +6 5 29 +4 29 "
                    + "+2 6 +5 +4 +9 +3 7 +1 8 "
                    + "3569 +2 369 1 +4 79 3568 5678 3567 "
                    + "689 89 4 +3 +5 79 +1 2 67 "
                    + "35 7 +1 6 +2 +8 345 9 345");

    /** r8c4 and r8c5 hold {1,4,6}: they have lost 5 of {5,6} and add 1 and 4. */
    static final MarkedExample TYPE_3_MISSING = new MarkedExample(
            "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....",
            "+8 +2 +7 56 56 +9 4 1 +3 "
                    + "9 56 14 3 1478 148 2567 2678 578 "
                    + "3 56 14 1478 2 148 5679 6789 5789 "
                    + "+2 4 8 1569 1356 7 1369 369 19 "
                    + "67 39 39 1468 1468 1468 167 5 2 "
                    + "67 1 +5 69 36 +2 3679 346789 4789 "
                    + "5 389 39 2 1478 1348 1379 3479 6 "
                    + "14 7 2369 146 146 13456 8 2349 1459 "
                    + "14 38 236 14678 9 134568 12357 2347 1457");

    /** The extras 3 and 8 of r2c4 and r3c4 make a pair with r1c4 {3,8} in column 4 and box 2 at once. */
    static final MarkedExample TYPE_3_LOCKED = new MarkedExample(
            "4.1.6....3.....2........8..15.2.....6......1....9......2.7.8..........43.7.......",
            "4 89 1 38 6 +2 359 3579 579 "
                    + "3 689 57 148 45789 457 2 69 14 "
                    + "27 69 257 134 34579 3457 8 369 14 "
                    + "1 5 789 2 3478 3467 3469 3789 789 "
                    + "6 34 2789 348 34578 3457 3459 1 25789 "
                    + "27 34 278 9 134578 134567 3456 23578 2578 "
                    + "59 2 34 7 34 8 +1 59 +6 "
                    + "+8 +1 +6 +5 +2 +9 +7 4 3 "
                    + "59 7 34 +6 134 134 59 28 28");

    /** r5c1 {1,5} has lost 6 of {1,6}; 1 has no other place in column 1 than r5c1 and r9c1. */
    static final MarkedExample TYPE_4_MISSING = new MarkedExample(
            "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..",
            "59 569 +8 +7 2 +3 69 4 +1 "
                    + "39 7 24 489 +1 6 289 235 25 "
                    + "36 1 24 5 48 489 2689 367 27 "
                    + "2 356 +7 49 56 +1 346 8 4569 "
                    + "15 +8 16 3 456 249 7 256 49 "
                    + "4 356 9 28 567 278 236 +1 256 "
                    + "79 249 +5 6 478 2478 1 29 3 "
                    + "8 26 +3 +1 9 +5 246 67 2467 "
                    + "1679 246 16 24 +3 47 5 69 +8");

    /** r1c3 holds only {6,8}; r5c3 {3,8,9} has lost 6. */
    static final MarkedExample HIDDEN_MISSING = new MarkedExample(
            "...9.31..5.7....8.2.........4....6......5..2..1.......8...7.......6..4.....3....9",
            "+4 68 68 9 +2 3 1 57 57 "
                    + "5 +9 7 14 146 146 +2 8 +3 "
                    + "2 +3 +1 57 +8 57 +9 46 46 "
                    + "379 4 25 1278 139 1279 6 13579 1578 "
                    + "3679 678 389 147 5 14679 37 2 147 "
                    + "3679 1 25 2478 3469 24679 3578 34579 4578 "
                    + "8 256 3469 1245 7 12459 35 1356 1256 "
                    + "1379 257 39 6 19 12589 4 1357 12578 "
                    + "167 2567 46 3 14 12458 578 1567 9");

    /**
     * r1c8 and r5c9 hold only {2,5}, the other diagonal adds 7 (built from a real position by deleting
     * candidates the solution does not use).
     */
    static final MarkedExample TYPE_5_DIAGONAL = new MarkedExample(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "4 569 1268 5789 3 15789 259 25 257 "
                    + "1237 359 12 6 12479 14579 8 2357 234579 "
                    + "23678 3569 268 45789 24789 45789 23459 23567 1 "
                    + "1236 346 1246 3478 5 134678 1234 9 23478 "
                    + "123 8 12459 3479 1479 13479 6 257 25 "
                    + "136 7 14569 2 14689 134689 1345 1358 3458 "
                    + "68 46 468 1 4689 2 7 3568 35689 "
                    + "5 126 3 789 6789 6789 129 4 2689 "
                    + "9 1246 +7 3458 468 34568 1235 123568 23568");

    /** r1c8 holds only {2,5}, the other three corners add 7 (built by hand as above). */
    static final MarkedExample TYPE_5_THREE = new MarkedExample(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "4 569 1268 5789 3 15789 259 25 257 "
                    + "1237 359 12 6 12479 14579 8 2357 234579 "
                    + "23678 3569 268 45789 24789 45789 23459 23567 1 "
                    + "1236 346 1246 3478 5 134678 1234 9 23478 "
                    + "123 8 12459 3479 1479 13479 6 257 257 "
                    + "136 7 14569 2 14689 134689 1345 1358 3458 "
                    + "68 46 468 1 4689 2 7 3568 35689 "
                    + "5 126 3 789 6789 6789 129 4 2689 "
                    + "9 1246 +7 3458 468 34568 1235 123568 23568");

    /** r4c1 and r6c4 hold only {2,7}; 2 has no other place in rows 4 and 6. */
    static final MarkedExample TYPE_6 = new MarkedExample(
            "......41.6..3.....3...2.....49..8..........52.1.......5..6....7.8....9......3....",
            "789 2579 278 5789 5789 +6 4 1 +3 "
                    + "6 579 1478 3 145789 14579 2578 2789 589 "
                    + "3 579 1478 145789 2 14579 5678 6789 5689 "
                    + "27 4 9 1257 1567 8 1367 367 16 "
                    + "78 367 3678 1479 1479 1479 178 5 2 "
                    + "278 1 +5 27 67 +3 678 46789 4689 "
                    + "5 239 23 6 1489 1249 1238 2348 7 "
                    + "147 8 2367 1457 1457 12457 9 2346 1456 "
                    + "1479 2679 267 145789 3 124579 12568 2468 14568");

    /**
     * r7c8 and r8c2 hold only {1,4}; r7c2 {3,4} and r8c8 {4,7} have lost 1, and 4 has no other place in
     * rows 7 and 8.
     */
    static final MarkedExample TYPE_6_MISSING = new MarkedExample(
            "..26..8......1.4...5.....3......5.....1...7.4.6..382....7..6.............982..56.",
            "+4 17 2 6 +5 +3 8 179 179 "
                    + "+6 78 +3 78 1 +9 4 +2 +5 "
                    + "18 5 +9 78 +2 +4 16 3 167 "
                    + "+9 +2 +4 +1 +7 5 36 +8 36 "
                    + "38 38 1 +9 +6 +2 7 +5 4 "
                    + "+7 6 +5 +4 3 8 2 19 19 "
                    + "25 34 7 35 89 6 139 14 28 "
                    + "25 14 +6 35 89 17 39 47 28 "
                    + "13 9 8 2 +4 17 5 6 37");

    @Test
    void typeOneCountsACornerThatHasLostADigitOfThePair() {
        assertThat(TYPE_1_MISSING.descriptions(UniqueRectangles.TYPE_1)).containsExactly(
                "Unique Rectangle Type 1 on 2,4 in r7c2, r7c5, r8c2, r8c5: removes 2 from r8c5");
    }

    @Test
    void typeTwoCountsRoofCornersThatHaveLostADigitOfThePair() {
        assertThat(TYPE_2_MISSING.descriptions(UniqueRectangles.TYPE_2)).containsExactly(
                "Unique Rectangle Type 2 on 7,8 in r1c5, r1c8, r2c5, r2c8, extra 5 in r1c8, r2c8:"
                        + " removes 5 from r1c7, r1c9, r2c7, r3c7, r3c8, r3c9, r7c8");
    }

    @Test
    void typeThreeCountsRoofCornersThatHaveLostADigitOfThePair() {
        assertThat(TYPE_3_MISSING.descriptions(UniqueRectangles.TYPE_3)).containsExactly(
                "Unique Rectangle Type 3 on 6,7 in r5c1, r5c7, r6c1, r6c7, extras 1,3,9 in r5c7, r6c7"
                        + " with r4c7, r4c8, r4c9 form a naked subset {1,3,6,9} in box 6:"
                        + " removes 3 from r6c8; 6 from r6c8; 9 from r6c8, r6c9",
                "Unique Rectangle Type 3 on 5,6 in r1c4, r1c5, r8c4, r8c5, extras 1,4 in r8c4, r8c5 with r8c1"
                        + " form a naked subset {1,4} in row 8: removes 1 from r8c6, r8c9; 4 from r8c6, r8c8, r8c9");
    }

    @Test
    void typeThreeLocksASubsetInItsLineAndItsBoxAtOnce() {
        assertThat(TYPE_3_LOCKED.descriptions(UniqueRectangles.TYPE_3)).containsExactly(
                "Unique Rectangle Type 3 on 1,4 in r2c4, r2c9, r3c4, r3c9, extras 3,8 in r2c4, r3c4 with r1c4"
                        + " form a naked subset {3,8} in column 4 and box 2:"
                        + " removes 3 from r3c5, r3c6, r5c4; 8 from r2c5, r5c4");
    }

    @Test
    void typeFourCountsACornerThatHasLostTheDigitItRemoves() {
        assertThat(TYPE_4_MISSING.descriptions(UniqueRectangles.TYPE_4)).containsExactly(
                "Unique Rectangle Type 4 on 1,6 in r5c1, r5c3, r9c1, r9c3, 1 only in r5c1, r9c1 in column 1:"
                        + " removes 6 from r9c1");
    }

    @Test
    void theHiddenRectangleCountsACornerThatHasLostADigitOfThePair() {
        assertThat(HIDDEN_MISSING.descriptions(UniqueRectangles.HIDDEN)).containsExactly(
                "Hidden Rectangle on 6,8 in r1c2, r1c3, r5c2, r5c3, r1c3 {6,8}, 8 only in the rectangle in row 5"
                        + " and column 2: removes 6 from r5c2");
    }

    @Test
    void typeFiveRemovesTheExtraDigitOfTwoDiagonalCornersFromCellsSeeingBoth() {
        assertThat(TYPE_5_DIAGONAL.descriptions(UniqueRectangles.TYPE_5)).containsExactly(
                "Unique Rectangle Type 5 on 2,5 in r1c8, r1c9, r5c8, r5c9, extra 7 in r1c9, r5c8:"
                        + " removes 7 from r2c8, r3c8, r4c9");
        // Two corners of one side with one extra digit are type 2, not 5.
        assertThat(UniqueRectangles.TYPE_2.findAll(TYPE_5_DIAGONAL.marks())).isEmpty();
    }

    @Test
    void typeFiveRemovesTheExtraDigitOfThreeCornersFromCellsSeeingAllThree() {
        assertThat(TYPE_5_THREE.descriptions(UniqueRectangles.TYPE_5)).containsExactly(
                "Unique Rectangle Type 5 on 2,5 in r1c8, r1c9, r5c8, r5c9, extra 7 in r1c9, r5c8, r5c9:"
                        + " removes 7 from r4c9");
    }

    @Test
    void typeSixRemovesTheXWingDigitFromTheCornersWithExtras() {
        assertThat(TYPE_6.descriptions(UniqueRectangles.TYPE_6)).containsExactly(
                "Unique Rectangle Type 6 on 2,7 in r4c1, r4c4, r6c1, r6c4, 2 only in the rectangle in rows 4 and 6:"
                        + " removes 2 from r4c4, r6c1");
        assertThat(TYPE_6_MISSING.descriptions(UniqueRectangles.TYPE_6)).containsExactly(
                "Unique Rectangle Type 6 on 1,4 in r7c2, r7c8, r8c2, r8c8, 4 only in the rectangle in rows 7 and 8:"
                        + " removes 4 from r7c2, r8c8");
    }

    @Test
    void aRectangleMissingCandidatesNeedsGivensWithOneSolution() {
        // The same marks with one given taken for a digit placed since: the 17 givens left have several
        // solutions, and a position known unique only as a whole may have lost its corners' digits from
        // the start.
        MarkedExample several = TYPE_1_MISSING.withPlaced(new Cell(0, 0));
        assertThat(Sudoku.isUnique(Puzzle.of(several.position().givens()))).isFalse();
        CandidateGrid marks = CandidateGrid.of(several.position());
        assertThat(UniqueRectangles.TYPE_1.findAll(marks)).isEmpty();
        MarkedExample alsoSeveral = TYPE_6_MISSING.withPlaced(new Cell(0, 2));
        assertThat(Sudoku.isUnique(Puzzle.of(alsoSeveral.position().givens()))).isFalse();
        assertThat(UniqueRectangles.TYPE_6.findAll(CandidateGrid.of(alsoSeveral.position()))).isEmpty();
        // A rectangle whose corners all hold both digits needs no more than a position known unique.
        MarkedExample strict = TYPE_6.withPlaced(new Cell(0, 6));
        assertThat(Sudoku.isUnique(Puzzle.of(strict.position().givens()))).isFalse();
        assertThat(UniqueRectangles.TYPE_6.findAll(CandidateGrid.of(strict.position()))).hasSize(1);
    }

    @Test
    void noneFindsAnythingWhereItsPatternIsMissing() {
        assertThat(UniqueRectangles.TYPE_5.findAll(TYPE_2_MISSING.marks())).isEmpty();
        assertThat(UniqueRectangles.TYPE_6.findAll(TYPE_5_DIAGONAL.marks())).isEmpty();
        assertThat(UniqueRectangles.TYPE_1.findAll(TYPE_5_THREE.marks())).isEmpty();
    }
}
