package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.validation.GridValidator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of the generic engine on random puzzles of every layout: solved grids with random cells
 * blanked still solve, and on small layouts counts, lex-first solutions and unsolvable givens agree
 * with the plain {@link LayoutReferenceSolver}.
 */
class VariantProperties {

    private static final List<Layout> ALL = VariantGrids.all().stream().filter(l -> l.side() <= 16).toList();

    @Property(tries = 150)
    void blankedSolutionsStillSolve(@ForAll("anyLayoutPuzzles") Puzzle puzzle) {
        SolveResult result = Sudoku.solve(puzzle);
        assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
        assertThat(GridValidator.isSolutionOf(result.solution().orElseThrow(), puzzle)).isTrue();
        VariantSolvingTest.assertEveryHouseHoldsEveryDigit(puzzle.layout(), result.solution().orElseThrow());
    }

    @Property(tries = 300)
    void countsAndLexFirstAgreeWithTheReference(@ForAll("smallLayoutPuzzles") Puzzle puzzle) {
        SolveResult result = Sudoku.count(puzzle, 50);
        assertThat(result.count()).isEqualTo(LayoutReferenceSolver.count(puzzle.layout(), puzzle.givens(), 50));
        assertThat(Sudoku.solveLexFirst(puzzle).solution()).isEqualTo(LayoutReferenceSolver.lexFirst(puzzle.layout(), puzzle.givens()));
    }

    @Property(tries = 200)
    void countsStayExactWhenEveryRunIsCutShortAndRestarted(@ForAll("mutatedSmallPuzzles") Puzzle puzzle) {
        if (!GridValidator.isConsistent(puzzle)) {
            return;
        }
        // A first run of one guess: puzzles that need guessing restart, in other digit orders.
        GenericEngine engine = new GenericEngine(puzzle.layout(), 1);
        long count = engine.count(puzzle.givens(), 50);
        assertThat(count).isEqualTo(LayoutReferenceSolver.count(puzzle.layout(), puzzle.givens(), 50));
        if (count > 0) {
            assertThat(GridValidator.isSolutionOf(engine.solution(), puzzle)).isTrue();
        }
    }

    @Property(tries = 300)
    void solvabilityAgreesWithTheReferenceOnMutatedPuzzles(@ForAll("mutatedSmallPuzzles") Puzzle puzzle) {
        SolveResult result = Sudoku.solve(puzzle);
        if (!GridValidator.isConsistent(puzzle)) {
            assertThat(result.status()).isEqualTo(SolveStatus.INVALID);
            assertThat(result.conflicts()).isEqualTo(GridValidator.conflicts(puzzle));
        } else if (LayoutReferenceSolver.count(puzzle.layout(), puzzle.givens(), 1) == 0) {
            assertThat(result.status()).isEqualTo(SolveStatus.NO_SOLUTION);
        } else {
            assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
        }
    }

    /** A layout of side 16 or less and one of its solutions with 30% to 75% of the cells blanked. */
    @Provide
    Arbitrary<Puzzle> anyLayoutPuzzles() {
        return puzzlesOf(ALL, 0.3, 0.75);
    }

    /** A layout of side 6 or less and one of its solutions with 20% to 70% of the cells blanked. */
    @Provide
    Arbitrary<Puzzle> smallLayoutPuzzles() {
        return puzzlesOf(VariantGrids.small(), 0.2, 0.7);
    }

    /** Small-layout puzzles with one to three cells then set to a random digit. */
    @Provide
    Arbitrary<Puzzle> mutatedSmallPuzzles() {
        return Combinators.combine(smallLayoutPuzzles(), Arbitraries.randoms()).as((sample, random) -> {
            Grid puzzle = sample.givens();
            int side = sample.layout().side();
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                puzzle = puzzle.with(puzzle.shape().cell(random.nextInt(side * side)), 1 + random.nextInt(side));
            }
            return new Puzzle(sample.layout(), puzzle);
        });
    }

    private static Arbitrary<Puzzle> puzzlesOf(List<Layout> layouts, double leastBlank, double mostBlank) {
        return Combinators.combine(Arbitraries.of(layouts), Arbitraries.randoms()).as((layout, random) -> {
            double share = leastBlank + (mostBlank - leastBlank) * random.nextDouble();
            return new Puzzle(layout, VariantGrids.blanked(VariantGrids.solution(layout, random), random, share));
        });
    }
}
