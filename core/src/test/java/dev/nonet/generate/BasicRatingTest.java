package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Technique;
import dev.nonet.logic.Techniques;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The quick rating agrees with the logical solver's on every puzzle it rates, and passes on the rest. */
class BasicRatingTest {

    @Test
    void agreesWithTheLogicalSolverOnRandomMinimalPuzzles() {
        List<GeneratedPuzzle> puzzles = new Generator().generate(GenerationRequest.builder().count(200).seed(11).build());
        BasicRating basic = new BasicRating();
        // The solver with the techniques up to the naked pair walks the full solver's path as far as it goes.
        LogicalSolver solver = new LogicalSolver(Techniques.all().subList(0, 7), LogicalSolver.DEFAULT_LIMIT);
        assertThat(Techniques.all().get(6).technique()).isEqualTo(Technique.NAKED_PAIR);
        int rated = 0;
        for (GeneratedPuzzle p : puzzles) {
            LogicalResult full = solver.solve(CandidateGrid.of(Puzzle.of(p.puzzle().givens())), true);
            double quick = basic.difficulty(p.puzzle().givens());
            boolean basicEnough = full.status() == LogicalStatus.SOLVED;
            RatingRange medium = RatingRange.of(Level.MEDIUM);
            int expected = !basicEnough ? BasicRating.ABOVE_OR_UNKNOWN
                    : full.rating().difficulty() < medium.min() ? BasicRating.BELOW : BasicRating.INSIDE;
            assertThat(basic.compare(p.puzzle().givens(), medium)).as(p.puzzle().givens().toString()).isEqualTo(expected);
            if (basicEnough) {
                assertThat(quick).as(p.puzzle().toString()).isEqualTo(full.rating().difficulty());
                rated++;
            } else {
                assertThat(quick).as(p.puzzle().toString()).isNaN();
            }
        }
        assertThat(rated).as("puzzles rated by the basic techniques").isBetween(60, 199);
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
