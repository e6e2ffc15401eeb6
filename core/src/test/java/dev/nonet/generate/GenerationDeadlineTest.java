package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Generation and minimizing stop at their deadline: promptly, with nothing passed off as complete. */
class GenerationDeadlineTest {

    @Test
    void aGenerationThatCannotFinishStopsAtItsDeadline() {
        // A 25x25 with diagonals and disjoint groups: its random fills lose their way for minutes.
        GenerationRequest request = GenerationRequest.builder()
                .layout(Layout.of(Shape.of(25)).with(Variant.X).with(Variant.DISJOINT)).seed(1).build();
        List<GeneratedPuzzle> made = new ArrayList<>();
        long start = System.nanoTime();
        GenerationReport report = new Generator().generate(request, 1, made::add, Deadline.after(Duration.ofMillis(300)));
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(seconds).isLessThan(0.8);
        assertThat(made).isEmpty();
        assertThat(report.timedOut()).isTrue();
        assertThat(report.message()).startsWith("timed out after ").contains(" before its first attempt was done (seed 1)")
                .doesNotContain("0 attempts");
    }

    @Test
    void aCancelledRunDeliversAPrefixOfTheFullRun() {
        GenerationRequest request = GenerationRequest.builder().count(3).seed(7).build();
        List<GeneratedPuzzle> full = new Generator().generate(request);
        Deadline stop = Deadline.cancellable();
        List<GeneratedPuzzle> cut = new ArrayList<>();
        new Generator().generate(request, 2, p -> {
            cut.add(p);
            stop.cancel();
        }, stop);
        assertThat(cut).hasSize(1);
        assertThat(cut.get(0).puzzle()).isEqualTo(full.get(0).puzzle());
    }

    @Test
    void aMinimizationCutShortThrowsRatherThanAnswer() {
        Grid puzzle = Grid.parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        Deadline over = Deadline.cancellable();
        over.cancel();
        assertThatThrownBy(() -> Minimizer.minimize(new Puzzle(Layout.CLASSIC, puzzle), over)).isInstanceOf(StoppedException.class);
        assertThat(Minimizer.minimize(new Puzzle(Layout.CLASSIC, puzzle), Deadline.after(Duration.ofMinutes(1))).givens())
                .isEqualTo(Minimizer.minimize(Puzzle.of(puzzle)).givens());
    }
}
