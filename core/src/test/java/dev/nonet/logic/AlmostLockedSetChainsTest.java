package dev.nonet.logic;

import static dev.nonet.logic.AlmostLockedSetsTest.stepsWhereTheEasierOnesEnd;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import java.util.List;
import org.junit.jupiter.api.Test;

class AlmostLockedSetChainsTest {

    // A puzzle of top1465 where the techniques up to ALS-XY-Wing get stuck.
    static final String CHAIN = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    // One of top1465 where the techniques before ALS-XZ get stuck, and ALS-XZ has one step.
    static final String ONLY_XZ = "......41.9..2.....3...5.....48..7..........62.1.......6..5....3.7....8......9....";

    @Test
    void chainOfFiveSetsPutsZInTheFirstOrTheLast() {
        // If A lacks 2 it holds 8, so B lacks 8 and holds 3, C lacks 3 and holds 6, D lacks 6 and holds 3,
        // and E lacks 3 and holds 2: r2c8 sees every 2 of A and E.
        assertThat(stepsWhereTheEasierOnesEnd(AlmostLockedSetChains.ALS_XY_CHAIN, CHAIN)).extracting(Step::description)
                .containsExactly("ALS-XY-Chain: A = r1c2, r1c4, r1c7, r1c8, r1c9 {2,5,6,7,8,9} -8- B = r4c4, r8c4 {3,7,8} "
                        + "-3- C = r4c2, r7c2 {3,4,6} -6- D = r1c2, r2c2, r3c2 {3,5,6,9} -3- E = r2c1, r2c3, r2c5 {1,2,3,7}, "
                        + "Z = 2: removes 2 from r2c8");
    }

    @Test
    void noChainOfFewerThanFourSets() {
        // Where ALS-XZ removes 4 from r2c6, the chain finder leaves that to it, and to ALS-XY-Wing the chains of three.
        CandidateGrid beforeXz = AlmostLockedSetsTest.stuckBefore(Technique.ALS_XZ, ONLY_XZ);
        assertThat(AlmostLockedSets.ALS_XZ.findAll(beforeXz)).extracting(Step::description).containsExactly(
                "ALS-XZ: A = r2c3, r2c5 {1,4,7}, B = r7c2, r7c3, r7c5, r7c6, r7c7 {1,2,4,7,8,9}, X = 7, Z = 4: "
                        + "removes 4 from r2c6");
        assertThat(AlmostLockedSetChains.ALS_XY_CHAIN.findAll(beforeXz)).isNotEmpty()
                .allSatisfy(step -> assertThat(step.description()).contains(" D = "));
    }

    @Test
    void noChainOnAnEmptyGrid() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        assertThat(AlmostLockedSetChains.ALS_XY_CHAIN.findAll(empty)).isEmpty();
    }

    @Test
    void stopsAtItsDeadline() {
        Deadline over = Deadline.cancellable();
        over.cancel();
        assertThatThrownBy(() -> AlmostLockedSetChains.ALS_XY_CHAIN.findAll(CandidateGrid.of(Puzzle.parse(".".repeat(81))), over))
                .isInstanceOf(StoppedException.class);
    }

    /** HoDoKu reglib-1.3, line 1446 (code 0903-1): an ALS-XY-Chain removing 6 and 9. */
    static final String TWO_Z_CHAIN = "25689 589 +1 456 3 +7 2469 2469 269 369 49 346 2 +1 +8 3469 5 7 7 245 2346 456 59 69"
            + " 8 1 236 1 2478 9 +3 +6 5 24 247 28 258 6 25 19 +7 4 129 3 12589 35 457 345 19 8 2 1469 4679 1569 2569 1259 8"
            + " 7 259 369 13 269 4 4 129 256 56 259 369 +7 8 13 269 3 7 +8 +4 1 5 269 269";

    @Test
    void chainMakesEveryDigitOfItsEndSetsEliminationsInOneStep() throws PuzzleFormatException {
        assertThat(Positions.stepsOfPmLine(AlmostLockedSetChains.ALS_XY_CHAIN, TWO_Z_CHAIN)).extracting(Step::eliminations).anySatisfy(removed -> assertThat(removed).containsAll(List.of(
                new Candidate(new Cell(0, 0), 6), new Candidate(new Cell(0, 0), 9), new Candidate(new Cell(0, 1), 9),
                new Candidate(new Cell(1, 6), 9))));
    }
}
