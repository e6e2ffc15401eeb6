package dev.nonet.rating;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.TechniqueFinder;
import dev.nonet.logic.Techniques;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Nonet's own path never ends stuck on a classic puzzle with one solution: where its techniques find
 * nothing, Sudoku Explainer's steps carry it on, each sound, named and rated as SE names and rates it.
 */
class NonetPathTest {

    /** The first puzzle of the hardest sample: Nonet's techniques alone are stuck at once. */
    private static final String HARDEST = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
    /** SE's chains on the hardest take seconds a step; the bound only keeps a broken build from hanging. */
    private static final Duration LIMIT = Duration.ofMinutes(5);

    @Test
    void aPuzzleNonetsTechniquesAreStuckOnIsSolvedToTheEndBySoundSteps() {
        Puzzle puzzle = Puzzle.parse(HARDEST);
        LogicalResult own = new LogicalSolver(Techniques.all(), LIMIT).solve(puzzle);
        assertThat(own.status()).isEqualTo(LogicalStatus.STUCK);

        LogicalResult path = NonetPath.solver(LIMIT).solve(puzzle);
        assertThat(path.status()).isEqualTo(LogicalStatus.SOLVED);
        assertThat(path.path().subList(0, own.path().size())).isEqualTo(own.path()); // the same path until stuck
        Grid solution = Sudoku.solve(puzzle).solution().orElseThrow();
        for (Step<Technique> step : path.path()) {
            for (Candidate placed : step.placements()) {
                assertThat(solution.get(placed.cell())).as(step.toString()).isEqualTo(placed.digit());
            }
            for (Candidate removed : step.eliminations()) {
                assertThat(solution.get(removed.cell())).as(step.toString()).isNotEqualTo(removed.digit());
            }
        }
        List<Step<Technique>> fromSe = path.path().stream().filter(s -> !s.name().equals(s.technique().displayName())).toList();
        assertThat(fromSe).isNotEmpty().allSatisfy(step -> {
            assertThat(step.technique()).isEqualTo(Technique.FORCING_NET);
            assertThat(step.description()).startsWith(step.name() + " (Sudoku Explainer, ");
            assertThat(step.difficulty()).isGreaterThan(Technique.FORCING_NET.difficulty());
            assertThat(step.placements().size() + step.eliminations().size()).isPositive();
        });
        // The path is rated by its hardest step, SE's own difficulty for SE's chains.
        double hardest = path.path().stream().mapToDouble(Step::difficulty).max().orElseThrow();
        assertThat(path.rating().difficulty()).isEqualTo(hardest);
    }

    @Test
    void nonetsOwnStepsKeepTheirTechniquesNameAndDifficulty() {
        LogicalResult path = NonetPath.solver(LIMIT).solve(Puzzle.parse(
                ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5"));
        assertThat(path.status()).isEqualTo(LogicalStatus.SOLVED);
        assertThat(path.path()).allSatisfy(step -> {
            assertThat(step.name()).isEqualTo(step.technique().displayName());
            assertThat(step.difficulty()).isEqualTo(step.technique().difficulty());
        });
    }

    @Test
    void onOtherLayoutsSudokuExplainersStepsDoNotApply() {
        Shape four = Shape.of(4);
        Puzzle small = new Puzzle(Layout.of(four), Grid.of(four, new int[16]));
        TechniqueFinder last = NonetPath.finders().get(NonetPath.finders().size() - 1);
        assertThat(last.findAll(CandidateGrid.of(small))).isEmpty();
    }
}
