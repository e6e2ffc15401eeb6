package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.validation.GridValidator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The vector band search against the scalar one, mode by mode: the same counts (the first solution
 * verified), the same lexicographically first solution, the same answer to the generator's question,
 * the same clashes, on the bundled samples and on puzzles made from them. In the core's package, to reach
 * its classic engine, and run where surefire adds {@code jdk.incubator.vector} (vector/pom.xml); the core's
 * {@code ScalarFallbackTest} covers a JVM without it.
 */
class VectorBandSearchTest {

    private final SearchEngine scalar = new SearchEngine();
    private final SearchEngine vector = ClassicEngines.vector();

    @ParameterizedTest
    @ValueSource(strings = {"17-clue", "top1465", "hardest-1905-11plus", "serg-multi-solution"})
    void agreesWithTheScalarSearchOnEverySampleInEveryMode(String set) {
        List<String> failures = new ArrayList<>();
        for (Puzzle puzzle : PuzzleLines.sample(set)) {
            compare(puzzle, failures);
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void agreesOnPuzzlesWithGivensTakenOutOrAdded() {
        SplittableRandom random = new SplittableRandom(33);
        List<Puzzle> samples = PuzzleLines.sample("top1465");
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < 600; i++) {
            int[] digits = samples.get(random.nextInt(samples.size())).givens().toArray();
            int changes = 1 + random.nextInt(12);
            for (int c = 0; c < changes; c++) {
                int cell = random.nextInt(81);
                // Mostly taken out (more solutions), sometimes a digit added (often a clash or none).
                digits[cell] = random.nextInt(4) == 0 ? 1 + random.nextInt(9) : 0;
            }
            compare(Puzzle.of(Grid.of(digits)), failures);
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void agreesOnPuzzlesWhoseCellsKeepOnlySomeCandidates() {
        SplittableRandom random = new SplittableRandom(17);
        List<Puzzle> samples = PuzzleLines.sample("hardest-1905-11plus");
        int[] candidates = new int[81];
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            Grid givens = samples.get(random.nextInt(samples.size())).givens();
            for (int cell = 0; cell < 81; cell++) {
                candidates[cell] = random.nextInt(6) == 0 ? 0x1FF & ~(1 << random.nextInt(9)) : 0x1FF;
            }
            for (long cap : new long[] {1, 2, 50}) {
                long expected = scalar.count(givens, candidates, cap);
                long actual = vector.count(givens, candidates, cap);
                if (actual != expected) {
                    failures.add(givens + " marked, cap " + cap + ": " + actual + " != " + expected);
                }
            }
            long lexExpected = scalar.lexFirst(givens, candidates);
            if (vector.lexFirst(givens, candidates) != lexExpected
                    || lexExpected == 1 && !vector.solution().equals(scalar.solution())) {
                failures.add(givens + " marked: lex-first differs");
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void countsTheEmptyGridToACapAndStopsAtADeadline() {
        Grid empty = Grid.empty(Shape.CLASSIC);
        assertThat(vector.count(empty, 10_000)).isEqualTo(10_000);
        assertThat(GridValidator.isSolutionOf(vector.solution(), new Puzzle(Layout.CLASSIC, empty))).isTrue();
        vector.deadline(Deadline.after(Duration.ofMillis(50)));
        assertThatThrownBy(() -> vector.count(empty, Long.MAX_VALUE)).isInstanceOf(StoppedException.class);
        vector.deadline(Deadline.NONE);
        assertThat(vector.count(empty, 2)).isEqualTo(2);
    }

    /** Compares every mode on {@code puzzle}, adding what differs to {@code failures}. */
    private void compare(Puzzle puzzle, List<String> failures) {
        Grid givens = puzzle.givens();
        for (long cap : new long[] {1, 2, 1000}) {
            long expected = scalar.count(givens, cap);
            long actual = vector.count(givens, cap);
            if (actual != expected) {
                failures.add(givens + " cap " + cap + ": " + actual + " != " + expected);
            } else if (actual > 0 && !(vector.solutionSolves(puzzle) && GridValidator.isSolutionOf(vector.solution(), puzzle))) {
                failures.add(givens + " cap " + cap + ": the vector search's solution does not solve it");
            }
        }
        long lexExpected = scalar.lexFirst(givens);
        if (vector.lexFirst(givens) != lexExpected || lexExpected == 1 && !vector.solution().equals(scalar.solution())) {
            failures.add(givens + ": lex-first differs");
        }
        int tried = 0;
        for (int cell = 0; cell < 81 && tried < 3; cell++) {
            if (givens.get(cell) != 0) {
                tried++;
                if (vector.hasSolutionWithout(givens, cell) != scalar.hasSolutionWithout(givens, cell)) {
                    failures.add(givens + ": hasSolutionWithout(" + cell + ") differs");
                }
            }
        }
    }
}
