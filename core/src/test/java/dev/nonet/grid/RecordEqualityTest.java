package dev.nonet.grid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Shape, Cell and House write out the equality and hash a record would generate (to spare a one-shot
 * command the generated methods' bootstrap): equal exactly when every component is, and the record's
 * hash, {@code 31 * h + c} over the components in order.
 */
class RecordEqualityTest {

    @Test
    void shapesAreEqualExactlyWhenSideAndBoxesAre() {
        List<Shape> shapes = List.of(Shape.CLASSIC, new Shape(3, 3), Shape.of(6), new Shape(3, 2), new Shape(2, 3), Shape.of(16));
        for (Shape a : shapes) {
            for (Shape b : shapes) {
                boolean same = a.side() == b.side() && a.boxWidth() == b.boxWidth() && a.boxHeight() == b.boxHeight();
                assertThat(a.equals(b)).as(a + " vs " + b).isEqualTo(same);
            }
            assertThat(a.hashCode()).isEqualTo((31 * a.side() + a.boxWidth()) * 31 + a.boxHeight());
            assertThat(a.equals(null)).isFalse();
            assertThat(a.equals("9x9")).isFalse();
        }
        assertThat(new Shape(3, 3)).isEqualTo(Shape.CLASSIC).hasSameHashCodeAs(Shape.CLASSIC);
    }

    @Test
    void cellsAndHousesAreEqualExactlyWhenTheirComponentsAre() {
        List<Cell> cells = new ArrayList<>();
        List<House> houses = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                cells.add(new Cell(i, j));
            }
            for (House.Kind kind : House.Kind.values()) {
                houses.add(new House(kind, i));
            }
        }
        for (Cell a : cells) {
            for (Cell b : cells) {
                assertThat(a.equals(b)).isEqualTo(a.row() == b.row() && a.column() == b.column());
            }
            assertThat(a.equals(new Cell(a.row(), a.column()))).isTrue();
            assertThat(a.hashCode()).isEqualTo(31 * a.row() + a.column());
        }
        for (House a : houses) {
            for (House b : houses) {
                assertThat(a.equals(b)).isEqualTo(a.kind() == b.kind() && a.index() == b.index());
            }
            assertThat(a.hashCode()).isEqualTo(new House(a.kind(), a.index()).hashCode()).isEqualTo(31 * a.kind().hashCode() + a.index());
        }
    }
}
