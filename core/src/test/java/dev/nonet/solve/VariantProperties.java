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
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;

/**
 * Properties of the generic engine on random puzzles of every layout: solved grids with random cells
 * blanked still solve, and on small layouts counts, lex-first solutions and unsolvable givens agree
 * with the plain {@link LayoutReferenceSolver}.
 */
class VariantProperties {

    private static final List<Layout> ALL = VariantGrids.all().stream().filter(l -> l.side() <= 16).toList();

    @Property(tries = 150)
    void blankedSolutionsStillSolve(@ForAll("anyLayoutPuzzles") Tuple2<Layout, Grid> sample) {
        Layout layout = sample.get1();
        Grid puzzle = sample.get2();
        SolveResult result = Sudoku.solve(new Puzzle(layout, puzzle));
        assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
        assertThat(GridValidator.isSolutionOf(result.solution().orElseThrow(), new Puzzle(layout, puzzle))).isTrue();
        VariantSolvingTest.assertEveryHouseHoldsEveryDigit(layout, result.solution().orElseThrow());
    }

    @Property(tries = 300)
    void countsAndLexFirstAgreeWithTheReference(@ForAll("smallLayoutPuzzles") Tuple2<Layout, Grid> sample) {
        Layout layout = sample.get1();
        Grid puzzle = sample.get2();
        SolveResult result = Sudoku.count(new Puzzle(layout, puzzle), 50);
        assertThat(result.count()).isEqualTo(LayoutReferenceSolver.count(layout, puzzle, 50));
        assertThat(Sudoku.solveLexFirst(new Puzzle(layout, puzzle)).solution()).isEqualTo(LayoutReferenceSolver.lexFirst(layout, puzzle));
    }

    @Property(tries = 200)
    void countsStayExactWhenEveryRunIsCutShortAndRestarted(@ForAll("mutatedSmallPuzzles") Tuple2<Layout, Grid> sample) {
        Layout layout = sample.get1();
        Grid puzzle = sample.get2();
        if (!GridValidator.isConsistent(new Puzzle(layout, puzzle))) {
            return;
        }
        // A first run of one guess: puzzles that need guessing restart, in other digit orders.
        GenericEngine engine = new GenericEngine(layout, 1);
        long count = engine.count(puzzle, 50);
        assertThat(count).isEqualTo(LayoutReferenceSolver.count(layout, puzzle, 50));
        if (count > 0) {
            assertThat(GridValidator.isSolutionOf(engine.solution(), new Puzzle(layout, puzzle))).isTrue();
        }
    }

    @Property(tries = 300)
    void solvabilityAgreesWithTheReferenceOnMutatedPuzzles(@ForAll("mutatedSmallPuzzles") Tuple2<Layout, Grid> sample) {
        Layout layout = sample.get1();
        Grid puzzle = sample.get2();
        SolveResult result = Sudoku.solve(new Puzzle(layout, puzzle));
        if (!GridValidator.isConsistent(new Puzzle(layout, puzzle))) {
            assertThat(result.status()).isEqualTo(SolveStatus.INVALID);
            assertThat(result.conflicts()).isEqualTo(GridValidator.conflicts(new Puzzle(layout, puzzle)));
        } else if (LayoutReferenceSolver.count(layout, puzzle, 1) == 0) {
            assertThat(result.status()).isEqualTo(SolveStatus.NO_SOLUTION);
        } else {
            assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
        }
    }

    /** A layout of side 16 or less and one of its solutions with 30% to 75% of the cells blanked. */
    @Provide
    Arbitrary<Tuple2<Layout, Grid>> anyLayoutPuzzles() {
        return puzzlesOf(ALL, 0.3, 0.75);
    }

    /** A layout of side 6 or less and one of its solutions with 20% to 70% of the cells blanked. */
    @Provide
    Arbitrary<Tuple2<Layout, Grid>> smallLayoutPuzzles() {
        return puzzlesOf(VariantGrids.small(), 0.2, 0.7);
    }

    /** Small-layout puzzles with one to three cells then set to a random digit. */
    @Provide
    Arbitrary<Tuple2<Layout, Grid>> mutatedSmallPuzzles() {
        return Combinators.combine(smallLayoutPuzzles(), Arbitraries.randoms()).as((sample, random) -> {
            Grid puzzle = sample.get2();
            int side = sample.get1().side();
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                puzzle = puzzle.with(puzzle.shape().cell(random.nextInt(side * side)), 1 + random.nextInt(side));
            }
            return Tuple.of(sample.get1(), puzzle);
        });
    }

    private static Arbitrary<Tuple2<Layout, Grid>> puzzlesOf(List<Layout> layouts, double leastBlank, double mostBlank) {
        return Combinators.combine(Arbitraries.of(layouts), Arbitraries.randoms()).as((layout, random) -> {
            double share = leastBlank + (mostBlank - leastBlank) * random.nextDouble();
            return Tuple.of(layout, VariantGrids.blanked(VariantGrids.solution(layout, random), random, share));
        });
    }
}
