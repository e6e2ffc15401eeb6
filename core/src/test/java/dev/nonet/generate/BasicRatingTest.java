package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The quick rating agrees with the logical solver's on every puzzle it rates, and passes on the rest. */
class BasicRatingTest {

    @Test
    void agreesWithTheLogicalSolverOnRandomMinimalPuzzles() {
        List<GeneratedPuzzle> puzzles = new Generator().generate(GenerationRequest.builder().count(60).seed(11).build());
        BasicRating basic = new BasicRating();
        LogicalSolver solver = new LogicalSolver();
        int rated = 0;
        for (GeneratedPuzzle p : puzzles) {
            LogicalResult full = solver.solve(p.puzzle());
            double quick = basic.difficulty(p.puzzle());
            boolean basicEnough = full.status() == LogicalStatus.SOLVED && full.rating().difficulty() <= 3.0;
            if (basicEnough) {
                assertThat(quick).as(p.puzzle().toString()).isEqualTo(full.rating().difficulty());
                rated++;
            } else {
                assertThat(quick).as(p.puzzle().toString()).isNaN();
            }
        }
        assertThat(rated).as("puzzles rated by the basic techniques").isBetween(15, 59);
    }

    @Test
    void ratesAFullGridZeroAndAPuzzleThatNeedsMoreAsHarder() {
        Grid full = new Generator().generate(GenerationRequest.builder().seed(1).build()).get(0).solution();
        assertThat(new BasicRating().difficulty(full)).isZero();
        // From examples/puzzles.txt: rated 3.0 (a naked pair), and 3.4 (a hidden pair: beyond the basic ones).
        BasicRating basic = new BasicRating();
        assertThat(basic.difficulty(Grid.parse(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."))).isEqualTo(3.0);
        assertThat(basic.difficulty(Grid.parse(".................1..2.34...............1.5.6...78..2.......94.8.5.......16..7...."))).isNaN();
    }
}
