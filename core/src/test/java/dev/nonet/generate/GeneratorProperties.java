package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Properties of generation and minimization over random seeds and requests. */
class GeneratorProperties {

    private final Generator generator = new Generator();

    @Property(tries = 60)
    void everyRequestGivesUniquePuzzlesThatKeepItsSymmetryAndClueFloor(
            @ForAll long seed, @ForAll Symmetry symmetry, @ForAll @IntRange(min = 17, max = 40) int floor) {
        GenerationRequest request = GenerationRequest.builder().seed(seed).symmetry(symmetry)
                .clues(new ClueRange(floor, 81)).build();
        GeneratedPuzzle p = generator.generate(request).get(0);
        assertThat(Sudoku.isUnique(Puzzle.of(p.puzzle().givens()))).isTrue();
        assertThat(GridValidator.isSolutionOf(p.solution(), Puzzle.of(p.puzzle().givens()))).isTrue();
        assertThat(symmetry.holds(p.puzzle().givens())).isTrue();
        assertThat(p.puzzle().givens().givenCount()).isGreaterThanOrEqualTo(floor);
    }

    @Property(tries = 40)
    void minimizingAnyUniqueSupersetKeepsTheSolutionAndEndsMinimal(@ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int extra) {
        GeneratedPuzzle p = generator.generate(GenerationRequest.builder().seed(seed).build()).get(0);
        int[] digits = p.puzzle().givens().toArray();
        for (int i = 0, added = 0; i < 81 && added < extra; i += 1 + (int) Math.floorMod(seed >>> i, 3L)) {
            if (digits[i] == 0) {
                digits[i] = p.solution().get(i);
                added++;
            }
        }
        Grid crowded = Grid.of(digits);
        Grid minimal = Minimizer.minimize(Puzzle.of(crowded)).givens();
        assertThat(Minimizer.isMinimal(Puzzle.of(minimal))).isTrue();
        assertThat(Sudoku.solve(Puzzle.of(minimal)).solution()).contains(p.solution());
        assertThat(Minimizer.removableGivens(Puzzle.of(minimal))).isEqualTo(List.of());
    }
}
