package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Searches stop at their deadline with TIMED_OUT, promptly, and the engines serve the next call as before. */
class DeadlineSearchTest {

    private static final Grid HARD = Grid.parse(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
    /** A 25x25 with 33 givens and no solution, whose search takes minutes without a deadline. */
    private static final Grid UNSOLVABLE_25X25 = PuzzleLines.sample("unsolvable-25x25").get(0).givens();
    /** Generous for a loaded 2-core machine; the engines check every millisecond or so. */
    private static final double LATE = 0.5;

    @Test
    void aClassicCountStopsAtItsDeadline() {
        Grid empty = Grid.empty(Shape.CLASSIC);
        long start = System.nanoTime();
        SolveResult r = Sudoku.count(new Puzzle(Layout.CLASSIC, empty), Long.MAX_VALUE, Deadline.after(Duration.ofMillis(100)));
        assertStoppedSoonAfter(start, 0.1);
        assertThat(r.status()).isEqualTo(SolveStatus.TIMED_OUT);
        assertThat(r.solution()).isEmpty();
        assertThat(r.count()).isZero();
        assertThat(r.isUnique()).isFalse();
        // The engine of this thread is whole again.
        assertThat(Sudoku.count(Puzzle.of(HARD), 2).isUnique()).isTrue();
    }

    @Test
    void aGenericCountStopsAtItsDeadlineAndTheEngineIsReusable() {
        Layout sixteen = Layout.of(Shape.of(16));
        Grid empty = Grid.empty(Shape.of(16));
        long start = System.nanoTime();
        SolveResult r = Sudoku.count(new Puzzle(sixteen, empty), 1_000_000_000L, Deadline.after(Duration.ofMillis(100)));
        assertStoppedSoonAfter(start, 0.1);
        assertThat(r.status()).isEqualTo(SolveStatus.TIMED_OUT);
        assertThat(Sudoku.count(new Puzzle(sixteen, empty), 3).count()).isEqualTo(3);
    }

    @Test
    void anUnsolvable25x25StopsAtItsDeadline() {
        Layout big = Layout.of(Shape.of(25));
        Grid pig = UNSOLVABLE_25X25;
        long start = System.nanoTime();
        SolveResult r = Sudoku.solve(new Puzzle(big, pig), Deadline.after(Duration.ofMillis(200)));
        assertStoppedSoonAfter(start, 0.2);
        assertThat(r.status()).isEqualTo(SolveStatus.TIMED_OUT);
    }

    @Test
    void cancellingFromAnotherThreadStopsALexFirstSearch() throws InterruptedException {
        Deadline deadline = Deadline.cancellable();
        Thread canceller = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
            deadline.cancel();
        });
        canceller.start();
        long start = System.nanoTime();
        SolveResult r = Sudoku.solveLexFirst(new Puzzle(Layout.of(Shape.of(25)), UNSOLVABLE_25X25), deadline);
        assertStoppedSoonAfter(start, 0.1);
        assertThat(r.status()).isEqualTo(SolveStatus.TIMED_OUT);
        canceller.join();
    }

    @Test
    void aFinishedSearchIsNotTouchedByItsDeadline() {
        SolveResult r = Sudoku.count(new Puzzle(Layout.CLASSIC, HARD), 2, Deadline.after(Duration.ofMinutes(1)));
        assertThat(r.status()).isEqualTo(SolveStatus.SOLVED);
        assertThat(r.isUnique()).isTrue();
        assertThat(r).isEqualTo(Sudoku.count(Puzzle.of(HARD), 2));
    }

    @Test
    void aReachedDeadlineStopsEvenASearchThatNeedsNoGuess() {
        Deadline over = Deadline.cancellable();
        over.cancel();
        assertThat(Sudoku.solve(new Puzzle(Layout.CLASSIC, HARD), over).status()).isEqualTo(SolveStatus.TIMED_OUT);
        // Invalid givens are found before any search, deadline or not.
        Grid clash = Grid.parse("11" + ".".repeat(79));
        assertThat(Sudoku.solve(new Puzzle(Layout.CLASSIC, clash), over).status()).isEqualTo(SolveStatus.INVALID);
    }

    @Test
    void aCheckerMadeWithADeadlineThrowsOnceItIsReached() {
        Deadline deadline = Deadline.cancellable();
        UniquenessChecker classic = new UniquenessChecker(Layout.CLASSIC, deadline);
        UniquenessChecker sixteen = new UniquenessChecker(Layout.of(Shape.of(16)), deadline);
        assertThat(classic.solutions(HARD)).isEqualTo(1);
        deadline.cancel();
        assertThatThrownBy(() -> classic.solutions(HARD)).isInstanceOf(StoppedException.class);
        assertThatThrownBy(() -> classic.isUniqueWithout(HARD, new Cell(0, 0))).isInstanceOf(StoppedException.class);
        assertThatThrownBy(() -> sixteen.randomSolution(Grid.empty(Shape.of(16)), new SplittableRandom(1), 1000))
                .isInstanceOf(StoppedException.class);
    }

    private static void assertStoppedSoonAfter(long startNanos, double limitSeconds) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        assertThat(seconds).as("stopped after %.3f s for a limit of %.3f s", seconds, limitSeconds)
                .isGreaterThanOrEqualTo(limitSeconds * 0.9).isLessThan(limitSeconds + LATE);
    }
}
