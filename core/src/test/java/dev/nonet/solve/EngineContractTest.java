package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.validation.GridValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The three engines answer the {@link Engine} contract alike where all three can serve, on classic 9x9
 * grids: the same counts to every cap, the same lex-first solution, the same answer to the generator's
 * question, the same clashes, with and without marks. (The band engine against the vector one is
 * {@code VectorBandSearchTest}, in the vector module.)
 */
class EngineContractTest {

    private final List<Engine> engines = List.of(
            new SearchEngine(), new GenericEngine(Layout.CLASSIC), ConstraintSearch.over(Layout.CLASSIC));

    @Test
    void everyEngineAnswersAlikeOnPuzzlesWithGivensTakenOutOrAdded() {
        SplittableRandom random = new SplittableRandom(43);
        List<Puzzle> samples = PuzzleLines.sample("top1465");
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            int[] digits = samples.get(random.nextInt(samples.size())).givens().toArray();
            for (int c = 1 + random.nextInt(12); c > 0; c--) {
                // Mostly taken out (more solutions), sometimes a digit added (often a clash or none).
                digits[random.nextInt(81)] = random.nextInt(4) == 0 ? 1 + random.nextInt(9) : 0;
            }
            compare(Grid.of(digits), null, failures);
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void everyEngineKeepsOpenCellsToTheirMarks() {
        SplittableRandom random = new SplittableRandom(17);
        List<Puzzle> samples = PuzzleLines.sample("serg-multi-solution");
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            int[] marks = new int[81];
            for (int cell = 0; cell < 81; cell++) {
                marks[cell] = random.nextInt(5) == 0 ? 0x1FF & ~(1 << random.nextInt(9)) : 0x1FF;
            }
            compare(samples.get(random.nextInt(samples.size())).givens(), marks, failures);
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void anEmptyMarkLeavesNoSolution() {
        int[] marks = new int[81];
        java.util.Arrays.fill(marks, 0x1FF);
        marks[40] = 0;
        for (Engine engine : engines) {
            assertThat(engine.count(Grid.empty(Shape.CLASSIC), marks, 2)).as("%s", engine).isZero();
            assertThat(engine.lexFirst(Grid.empty(Shape.CLASSIC), marks)).as("%s", engine).isZero();
        }
    }

    /** Compares every mode of every engine with the band engine's on {@code givens} and {@code marks}, adding what differs to {@code failures}. */
    private void compare(Grid givens, int[] marks, List<String> failures) {
        Engine band = engines.get(0);
        Puzzle puzzle = Puzzle.of(givens);
        for (Engine engine : engines.subList(1, engines.size())) {
            String name = engine.getClass().getSimpleName() + " on " + givens + (marks == null ? "" : " marked");
            for (long cap : new long[] {1, 2, 100}) {
                long expected = band.count(givens, marks, cap);
                long actual = engine.count(givens, marks, cap);
                if (actual != expected) {
                    failures.add(name + " cap " + cap + ": " + actual + " != " + expected);
                } else if (actual > 0 && !GridValidator.isSolutionOf(engine.solution(), puzzle)) {
                    failures.add(name + " cap " + cap + ": its solution does not solve it");
                }
            }
            long lexExpected = band.lexFirst(givens, marks);
            Grid lexSolution = lexExpected == 1 ? band.solution() : null;
            if (engine.lexFirst(givens, marks) != lexExpected || lexExpected == 1 && !engine.solution().equals(lexSolution)) {
                failures.add(name + ": lex-first differs");
            }
            if (marks == null) {
                for (int cell = 0, tried = 0; cell < 81 && tried < 3; cell++) {
                    if (givens.get(cell) != 0) {
                        tried++;
                        if (engine.hasSolutionWithout(givens, cell) != band.hasSolutionWithout(givens, cell)) {
                            failures.add(name + ": hasSolutionWithout(" + cell + ") differs");
                        }
                    }
                }
            }
        }
    }
}
