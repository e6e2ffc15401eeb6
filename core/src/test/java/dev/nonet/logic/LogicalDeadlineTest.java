package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Logical solving stops at its deadline, between steps and inside the slow finders, with TIMED_OUT. */
class LogicalDeadlineTest {

    private static final Grid HARDEST = Grid.parse(LogicalSolverTest.HARDEST);

    @Test
    void aSolveStopsAtItsDeadlineWithTheStepsSoFar() {
        Grid easy = Grid.parse(LogicalSolverTest.EASY); // 51 steps
        LogicalResult whole = new LogicalSolver().solve(Puzzle.of(easy));
        Deadline deadline = Deadline.cancellable();
        // A finder that finds nothing and cancels the solve at its tenth step, as another thread might.
        int[] calls = {0};
        TechniqueFinder canceller = new TechniqueFinder() {
            @Override
            public Technique technique() {
                return Technique.FULL_HOUSE;
            }

            @Override
            public List<Step<Technique>> findAll(CandidateGrid grid) {
                if (++calls[0] == 10) {
                    deadline.cancel();
                }
                return List.of();
            }
        };
        List<TechniqueFinder> finders = new java.util.ArrayList<>(List.of(canceller));
        finders.addAll(Techniques.all());
        LogicalResult cut = new LogicalSolver(finders, LogicalSolver.DEFAULT_LIMIT).solve(new Puzzle(Layout.CLASSIC, easy), deadline);
        assertThat(cut.status()).isEqualTo(LogicalStatus.TIMED_OUT);
        assertThat(cut.rating().level()).isEqualTo(Level.EXTREME);
        assertThat(cut.path()).hasSize(9);
        // The steps it took are the first steps of the whole solve, and its end is where they lead.
        assertThat(whole.path().subList(0, 9)).isEqualTo(cut.path());
        assertThat(cut.end().isSolved()).isFalse();
    }

    @Test
    void aCancelledDeadlineStopsBeforeTheFirstStep() {
        Deadline over = Deadline.cancellable();
        over.cancel();
        LogicalResult r = new LogicalSolver().solve(CandidateGrid.of(Puzzle.of(HARDEST)), false, over);
        assertThat(r.status()).isEqualTo(LogicalStatus.TIMED_OUT);
        assertThat(r.path()).isEmpty();
        assertThatThrownBy(() -> new LogicalSolver().nextStep(CandidateGrid.of(Puzzle.of(HARDEST)), false, over))
                .isInstanceOf(StoppedException.class);
    }

    @Test
    void theSlowFindersCheckTheDeadlineAsTheyGo() {
        // Where logic is stuck every finder searches in vain, the slow ones longest.
        CandidateGrid stuck = new LogicalSolver().solve(Puzzle.of(HARDEST)).end();
        List<TechniqueFinder> slow = Techniques.all().stream().filter(f -> f instanceof StoppableFinder).toList();
        assertThat(slow).contains(ForcingChains.FORCING_NET, ComplexFish.FINNED_MUTANT_JELLYFISH, Templates.TEMPLATE_SET,
                AlmostLockedSetChains.ALS_XY_CHAIN, DeathBlossom.DEATH_BLOSSOM);
        for (TechniqueFinder finder : slow) {
            Deadline over = Deadline.cancellable();
            over.cancel();
            assertThatThrownBy(() -> finder.findAll(stuck, over)).as(finder.technique().name()).isInstanceOf(StoppedException.class);
            assertThat(finder.findAll(stuck, Deadline.NONE)).isEqualTo(finder.findAll(stuck));
        }
    }

    @Test
    void aBig16x16SolveStopsWithinItsDeadline() {
        Grid empty = Grid.empty(Shape.of(16));
        Layout layout = Layout.of(Shape.of(16));
        long start = System.nanoTime();
        LogicalResult r = new LogicalSolver().solve(new Puzzle(layout, empty), Deadline.after(Duration.ofMillis(50)));
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(seconds).isLessThan(0.55);
        assertThat(r.status()).isIn(LogicalStatus.TIMED_OUT, LogicalStatus.STUCK);
    }
}
