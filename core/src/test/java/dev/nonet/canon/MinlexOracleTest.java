package dev.nonet.canon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The fast search against the brute-force oracle on puzzles and grids of several kinds. */
@Tag("slow")
class MinlexOracleTest {

    static Stream<String> grids() {
        return Stream.of(
                // a plain grid, a grid rich in symmetry, the solution of the puzzle below
                "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
                "123456789456789123789123456231564897564897231897231564312645978645978312978312645",
                "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
                // a 17-clue puzzle (minlex already), one not in minlex form, a symmetric one, the empty grid
                ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
                "1................................................................................",
                ".................................................................................");
    }

    @ParameterizedTest
    @MethodSource("grids")
    void agreesWithEveryCellMap(String line) {
        Puzzle puzzle = Puzzle.parse(line);
        BruteForceMinlex.Result oracle = BruteForceMinlex.of(puzzle.givens());
        Canonical fast = Minlex.canonical(puzzle);
        assertThat(fast.form().givens()).isEqualTo(oracle.form());
        assertThat(fast.automorphisms()).isEqualTo(oracle.automorphisms());
        assertThat(fast.transform().apply(puzzle)).isEqualTo(fast.form());
    }
}
