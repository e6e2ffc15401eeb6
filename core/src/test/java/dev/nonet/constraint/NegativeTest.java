package dev.nonet.constraint;

import static dev.nonet.constraint.LineTesting.cell;
import static dev.nonet.constraint.LineTesting.mask;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.LineTesting.Candidates;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Negative constraints: unmarked neighbours lack the markers' property, marked ones are exempt. */
class NegativeTest {

    /** A 4x4 grid: rows 1234 / 3412 / 2143 / 4321. */
    private static final Grid FOUR = Grid.parse(Shape.of(4), "1234341221434321");

    @Test
    void forbidsThePropertyOnUnmarkedNeighboursOnly() {
        Negative none = Negative.of("difference", 4, Set.of(), List.of(1));
        assertThat(none.isKeptBy(FOUR)).isFalse();
        // Mark every pair of consecutive neighbours: then nothing unmarked differs by 1.
        Set<Set<Cell>> consecutive = new HashSet<>();
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                Cell here = new Cell(r, c);
                for (Cell next : List.of(new Cell(r, c + 1), new Cell(r + 1, c))) {
                    if (next.row() < 4 && next.column() < 4 && Math.abs(FOUR.get(here) - FOUR.get(next)) == 1) {
                        consecutive.add(Set.of(here, next));
                    }
                }
            }
        }
        assertThat(Negative.of("difference", 4, consecutive, List.of(1)).isKeptBy(FOUR)).isTrue();
        // r2c2 4 over r3c2 1 differ by 3 and carry no mark.
        assertThat(Negative.of("difference", 4, consecutive, List.of(1, 3)).isKeptBy(FOUR)).isFalse();
    }

    @Test
    void readsEachKindsProperty() {
        // r1c1 1 r1c2 2: ratio 2, sum 3; r1c1 1 r2c1 3: ratio 3, sum 4, difference 2.
        assertThat(Negative.of("ratio", 4, Set.of(), List.of(3)).isKeptBy(FOUR)).isFalse();
        assertThat(Negative.of("ratio", 4, Set.of(), List.of(4)).isKeptBy(FOUR)).isFalse();          // r2c2 4 over r3c2 1
        assertThat(Negative.of("ratio", 4, Set.of(), List.of(5)).isKeptBy(FOUR)).isTrue();
        assertThat(Negative.of("sum", 4, Set.of(), List.of(8)).isKeptBy(FOUR)).isTrue();
        assertThat(Negative.of("xv", 4, Set.of(), List.of(5, 10)).isKeptBy(FOUR)).isFalse();
        assertThat(Negative.of("sum", 4, Set.of(), List.of()).isKeptBy(FOUR)).isTrue();
    }

    @Test
    void narrowsNeighboursAndSparesMarkedPairs() {
        Set<Set<Cell>> marked = Set.of(Set.of(cell("r1c1"), cell("r1c2")));
        Negative negative = Negative.of("xv", 9, marked, List.of(5, 10));
        Candidates domains = new Candidates(9).set("r1c1", 3);
        for (Constraint part : negative.parts()) {
            assertThat(part.narrow(domains)).isTrue();
        }
        int all = mask(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(domains.candidates(cell("r1c2"))).isEqualTo(all);
        assertThat(domains.candidates(cell("r2c1"))).isEqualTo(all & ~mask(2, 7));
        assertThat(domains.candidates(cell("r2c2"))).isEqualTo(all);
        assertThat(negative.narrow(new Candidates(9).set("r5c5", 5).set("r5c6", 5))).isFalse();
        assertThat(negative.parts()).hasSize(2 * 9 * 8 - 1);
        assertThat(negative.cells()).hasSize(81).startsWith(cell("r1c1"), cell("r1c2"));
    }

    @Test
    void isAValueWithAName() {
        Negative a = Negative.of("ratio", 9, Set.of(Set.of(cell("r1c1"), cell("r1c2"))), List.of(2));
        Negative b = Negative.of("ratio", 9, Set.of(Set.of(cell("r1c2"), cell("r1c1"))), List.of(2));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b).hasToString("negative ratio 2 on 9x9, 1 marked pair");
        assertThat(a.kind()).isEqualTo("negative");
        assertThat(a.of()).isEqualTo("ratio");
        assertThat(a).isNotEqualTo(Negative.of("ratio", 9, Set.of(), List.of(2)));
    }

    @Test
    void refusesBadArguments() {
        assertThatThrownBy(() -> Negative.of("kropki", 9, Set.of(), List.of(1)))
                .hasMessage("negative of \"kropki\" is not difference, ratio, xv or sum");
        assertThatThrownBy(() -> Negative.of("xv", 0, Set.of(), List.of(5))).hasMessage("negative side 0 is not 1 to 25");
        assertThatThrownBy(() -> Negative.of("xv", 9, Set.of(Set.of(cell("r1c1"))), List.of(5)))
                .hasMessage("negative xv marked pair [r1c1] is not two cells");
        assertThatThrownBy(() -> Negative.of("xv", 4, Set.of(Set.of(cell("r1c1"), cell("r5c1"))), List.of(5)))
                .hasMessage("negative xv marked cell r5c1 is outside the 4x4 grid");
        assertThatThrownBy(() -> Negative.of("ratio", 9, Set.of(), List.of(0)))
                .hasMessage("negative ratio value 0 must be at least 1");
        assertThatThrownBy(() -> Negative.of("difference", 9, Set.of(), List.of(-1)))
                .hasMessage("negative difference value -1 must be at least 0");
    }
}
