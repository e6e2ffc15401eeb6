package dev.nonet.logic;

import static dev.nonet.logic.SingleDigitPatternsTest.stepsKeepingTheSolution;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChainsTest {

    // Puzzles of top1465; their singles get stuck where a chain applies.
    static final String X_CHAIN = SingleDigitPatternsTest.TURBOT;
    static final String XY_CHAIN = ".139.....7...........24..1......1...48..6.........39.6.........2.5...74..6...489.";

    @Test
    void xChainAlternatesStrongAndWeakLinksOnOneDigit() {
        List<Step<Technique>> steps = stepsKeepingTheSolution(Chains.X_CHAIN, X_CHAIN);
        assertThat(steps).extracting(Step::description)
                .contains("X-Chain on 2: r1c2=r1c3-r8c3=r8c8-r2c8=r2c7: removes 2 from r2c2, r2c3");
        // The Turbot Fish of the same position (r8c3=r8c8-r2c8=r2c7), two strong links long, is no X-Chain.
        assertThat(steps).allMatch(s -> s.description().chars().filter(c -> c == '=').count() >= 3);
    }

    @Test
    void xyChainPassesDigitsAlongBivalueCells() {
        assertThat(stepsKeepingTheSolution(Chains.XY_CHAIN, XY_CHAIN)).extracting(Step::description).contains(
                "XY-Chain on 5: (5=9)r3c2-(9=3)r8c2-(3=1)r9c1-(1=5)r6c1: removes 5 from r1c1, r3c1, r4c2, r6c2");
    }

    @Test
    void chainsFindNothingWithoutLinks() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        assertThat(Chains.X_CHAIN.findAll(empty)).isEmpty();
        assertThat(Chains.XY_CHAIN.findAll(empty)).isEmpty();
    }
}
