package dev.nonet.grid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The geometry facts every solver relies on (Norvig's: 81 cells, 27 units, 20 peers). */
class ShapeTest {

    private final Shape shape = Shape.CLASSIC;

    @Test
    void classicGridHas81CellsAnd27Houses() {
        assertThat(shape.cellCount()).isEqualTo(81);
        assertThat(shape.houses()).hasSize(27);
        assertThat(shape.houses()).doesNotHaveDuplicates();
    }

    @Test
    void everyHouseHoldsNineDistinctCells() {
        for (House house : shape.houses()) {
            assertThat(new HashSet<>(shape.cellsOf(house))).as(house.toString()).hasSize(9);
        }
    }

    @Test
    void everyCellLiesInThreeHousesAndHasTwentyPeers() {
        for (int i = 0; i < 81; i++) {
            Cell cell = shape.cell(i);
            Set<Cell> peers = new HashSet<>();
            int houses = 0;
            for (House house : shape.houses()) {
                List<Cell> cells = shape.cellsOf(house);
                if (cells.contains(cell)) {
                    houses++;
                    peers.addAll(cells);
                }
            }
            peers.remove(cell);
            assertThat(houses).as(cell.toString()).isEqualTo(3);
            assertThat(peers).as(cell.toString()).hasSize(20);
        }
    }

    @Test
    void boxesAreNumberedLeftToRightTopToBottom() {
        assertThat(shape.boxOf(0, 0)).isZero();
        assertThat(shape.boxOf(0, 8)).isEqualTo(2);
        assertThat(shape.boxOf(4, 4)).isEqualTo(4);
        assertThat(shape.boxOf(8, 0)).isEqualTo(6);
        assertThat(shape.cellsOf(new House(House.Kind.BOX, 4)))
                .first().isEqualTo(new Cell(3, 3));
    }

    @Test
    void indexAndCellAreInverse() {
        for (int i = 0; i < 81; i++) {
            assertThat(shape.indexOf(shape.cell(i))).isEqualTo(i);
        }
        assertThat(shape.cell(80)).isEqualTo(new Cell(8, 8));
    }

    @Test
    void namesUseR1C1AndCountFromOne() {
        assertThat(new Cell(2, 7)).hasToString("r3c8");
        assertThat(new House(House.Kind.BOX, 4)).hasToString("box 5");
        assertThat(new House(House.Kind.COLUMN, 0)).hasToString("column 1");
    }

    @Test
    void otherShapesKeepTheirBoxes() {
        Shape six = new Shape(3, 2);
        assertThat(six.side()).isEqualTo(6);
        assertThat(six.boxOf(2, 3)).isEqualTo(3);
        assertThat(six.cellsOf(new House(House.Kind.BOX, 3)))
                .containsExactly(new Cell(2, 3), new Cell(2, 4), new Cell(2, 5), new Cell(3, 3), new Cell(3, 4), new Cell(3, 5));
        assertThatThrownBy(() -> new Shape(9, 3, 2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> shape.cell(81)).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
