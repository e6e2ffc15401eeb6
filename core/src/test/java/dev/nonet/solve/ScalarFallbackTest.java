package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * On a JVM started without {@code jdk.incubator.vector} the core loads, never touches the vector
 * search, and solves on the scalar one; asked for the vector search, it says what is missing. The core's
 * tests run so, without the module and without the vector module ({@code nonet-vector}), whose own tests
 * run with both.
 */
class ScalarFallbackTest {

    private static final Grid HARD = Grid.parse(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");

    @Test
    void withoutTheVectorModuleClassicPuzzlesRunOnTheScalarSearch() {
        assertThat(ModuleLayer.boot().findModule("jdk.incubator.vector")).isEmpty();
        assertThat(Sudoku.count(Puzzle.of(HARD), 2).isUnique()).isTrue();
        assertThat(Sudoku.classicEngine()).isEqualTo("scalar");
    }

    @Test
    void askingForTheVectorSearchSaysWhatIsMissing() {
        assertThatThrownBy(ClassicEngines::vector)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("--add-modules jdk.incubator.vector");
    }
}
