package dev.nonet.constraint;

import static dev.nonet.constraint.KindsATesting.at;
import static dev.nonet.constraint.KindsATesting.mask;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KindsATesting.Board;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import java.util.HashSet;
import java.util.Set;
import java.util.function.IntBinaryOperator;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/** Anti-knight, anti-king and nonconsecutive: rules over every cell of the grid. */
class GridRulesTest {

    private static ToIntFunction<Cell> pattern(IntBinaryOperator digit) {
        return cell -> digit.applyAsInt(cell.row(), cell.column());
    }

    @Test
    void antiKnightKeepsKnightsMovesApart() {
        // (r + c) mod 4 differs a knight's move apart; (r + 2c) mod 4 does not ((2, 1) steps)
        assertThat(AntiKnight.of(4).keeps(pattern((r, c) -> (r + c) % 4 + 1))).isTrue();
        assertThat(AntiKnight.of(4).keeps(pattern((r, c) -> (r + 2 * c) % 4 + 1))).isFalse();
    }

    @Test
    void antiKingKeepsNeighboursApart() {
        assertThat(AntiKing.of(4).keeps(pattern((r, c) -> (r + 2 * c) % 4 + 1))).isTrue();
        // (r + c) mod 4 repeats along the anti-diagonal
        assertThat(AntiKing.of(4).keeps(pattern((r, c) -> (r + c) % 4 + 1))).isFalse();
        // a king's move along a row counts too
        assertThat(AntiKing.of(4).keeps(pattern((r, c) -> (r + 2 * (c / 2)) % 4 + 1))).isFalse();
    }

    @Test
    void nonconsecutiveKeepsNeighboursFromDifferingByOne() {
        assertThat(Nonconsecutive.of(4).keeps(pattern((r, c) -> 2 * ((r + c) % 2) + 1))).isTrue();
        assertThat(Nonconsecutive.of(4).keeps(pattern((r, c) -> (r + c) % 4 + 1))).isFalse();
        // exempt every pair: anything goes
        Set<Set<Cell>> all = new HashSet<>();
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                if (c < 3) {
                    all.add(Set.of(new Cell(r, c), new Cell(r, c + 1)));
                }
                if (r < 3) {
                    all.add(Set.of(new Cell(r, c), new Cell(r + 1, c)));
                }
            }
        }
        assertThat(Nonconsecutive.of(4, all).keeps(pattern((r, c) -> (r + c) % 4 + 1))).isTrue();
    }

    @Test
    void partsArePairsEachOnce() {
        assertThat(AntiKnight.of(9).parts()).hasSize(4 * 8 * 7).allMatch(p -> p instanceof AllDifferent && p.cells().size() == 2);
        assertThat(AntiKing.of(9).parts()).hasSize(2 * 9 * 8 + 2 * 8 * 8);
        assertThat(Nonconsecutive.of(9).parts()).hasSize(2 * 9 * 8);
        assertThat(Nonconsecutive.of(9, Set.of(Set.of(at("r1c1"), at("r1c2")))).parts()).hasSize(2 * 9 * 8 - 1);
        Set<Set<Cell>> seen = new HashSet<>();
        for (Constraint part : AntiKnight.of(6).parts()) {
            assertThat(seen.add(Set.copyOf(part.cells()))).isTrue();
        }
        assertThat(AntiKnight.of(9).cells()).hasSize(81);
    }

    @Test
    void narrowsPlacedDigitsAway() {
        Board board = new Board(9).set("r1c1", 5).set("r5c5", 5);
        assertThat(AntiKnight.of(9).narrow(board)).isTrue();
        assertThat(board.get("r2c3")).isEqualTo(511 & ~mask(5));
        assertThat(board.get("r3c2")).isEqualTo(511 & ~mask(5));
        assertThat(board.get("r2c2")).isEqualTo(511);
        assertThat(AntiKing.of(9).narrow(board)).isTrue();
        assertThat(board.get("r4c4")).isEqualTo(511 & ~mask(5));
        assertThat(board.get("r2c2")).isEqualTo(511 & ~mask(5));
        board = new Board(9).set("r1c1", 5);
        assertThat(Nonconsecutive.of(9).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(511 & ~mask(4, 6));
        assertThat(board.get("r2c2")).isEqualTo(511);
        board = new Board(9).set("r1c1", 5);
        assertThat(Nonconsecutive.of(9, Set.of(Set.of(at("r1c1"), at("r1c2")))).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(511);
        assertThat(board.get("r2c1")).isEqualTo(511 & ~mask(4, 6));
        assertThat(AntiKnight.of(9).narrow(new Board(9).set("r1c1", 5).set("r3c2", 5))).isFalse();
    }

    @Test
    void nameThemselvesAndRefuseBadSides() {
        assertThat(AntiKnight.of(9)).hasToString("antiknight on 9x9").isEqualTo(AntiKnight.of(9)).isNotEqualTo(AntiKnight.of(6));
        assertThat(AntiKing.of(9).kind()).isEqualTo("antiking");
        assertThat(Nonconsecutive.of(9)).hasToString("nonconsecutive on 9x9").isEqualTo(Nonconsecutive.of(9));
        assertThat(Nonconsecutive.of(6).side()).isEqualTo(6);
        assertThatThrownBy(() -> AntiKnight.of(26)).isInstanceOf(IllegalArgumentException.class).hasMessage("antiknight side 26 is outside 1..25");
        assertThatThrownBy(() -> AntiKing.of(0)).isInstanceOf(IllegalArgumentException.class).hasMessage("antiking side 0 is outside 1..25");
        assertThatThrownBy(() -> Nonconsecutive.of(9, Set.of(Set.of(at("r1c1")))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("nonconsecutive exempt pair [r1c1] is not two cells");
    }
}
