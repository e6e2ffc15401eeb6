package dev.nonet.constraint;

import static dev.nonet.constraint.KindsATesting.SOLUTION;
import static dev.nonet.constraint.KindsATesting.at;
import static dev.nonet.constraint.KindsATesting.cells;
import static dev.nonet.constraint.KindsATesting.mask;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KindsATesting.Board;
import dev.nonet.grid.Constraint;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Row, column and box indexers. */
class IndexerTest {

    @Test
    void rowIndexerPointsDownItsColumn() {
        // r1c7 = 9 and r9c7 = 1; r1c8 = 1 points at itself; r2c3 = 2 points at itself too
        assertThat(new Indexer("rowindexer", cells("r1c7"), 9, 3, 3).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Indexer("rowindexer", cells("r1c7 r1c8 r2c3"), 9, 3, 3).isKeptBy(SOLUTION)).isTrue();
        // r1c1 = 5 but r5c1 = 4, not 1
        assertThat(new Indexer("rowindexer", cells("r1c1"), 9, 3, 3).isKeptBy(SOLUTION)).isFalse();
    }

    @Test
    void columnAndBoxIndexersPointAlongTheRowAndAroundTheBox() {
        // r4c3 = 9 and r4c9 = 3
        assertThat(new Indexer("columnindexer", cells("r4c3 r5c5"), 9, 3, 3).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Indexer("columnindexer", cells("r1c1"), 9, 3, 3).isKeptBy(SOLUTION)).isFalse();
        // r2c9 = 8 sits at place 6 of box 3, whose place 8 (r3c8) holds 6
        assertThat(new Indexer("boxindexer", cells("r2c9 r4c1"), 9, 3, 3).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Indexer("boxindexer", cells("r1c1"), 9, 3, 3).isKeptBy(SOLUTION)).isFalse();
    }

    @Test
    void readsTheIndexerCellsAndWhereTheyMayPoint() {
        Indexer rows = new Indexer("rowindexer", cells("r2c1"), 9, 3, 3);
        assertThat(rows.cells()).hasSize(9).startsWith(at("r2c1")).contains(at("r1c1"), at("r9c1"));
        Indexer boxes = new Indexer("boxindexer", cells("r5c5 r4c4"), 9, 3, 3);
        assertThat(boxes.cells()).hasSize(9).startsWith(at("r5c5"), at("r4c4")).contains(at("r6c6"));
        assertThat(boxes.indexers()).containsExactly(at("r5c5"), at("r4c4"));
        assertThat(boxes.parts()).containsExactly(new Indexer("boxindexer", cells("r5c5"), 9, 3, 3),
                new Indexer("boxindexer", cells("r4c4"), 9, 3, 3));
        assertThat(rows.parts()).containsExactly((Constraint) rows);
    }

    @Test
    void dropsDigitsWhoseTargetCannotHoldTheNamedDigit() {
        Board board = new Board(9).set("r3c1", 2, 3);
        assertThat(new Indexer("rowindexer", cells("r1c1"), 9, 3, 3).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(1, 2, 4, 5, 6, 7, 8, 9));
    }

    @Test
    void placesTheNamedDigitOnceTheIndexerIsKnown() {
        Board board = new Board(9).set("r1c1", 4).set("r2c3", 7).set("r2c2", 1);
        assertThat(new Indexer("rowindexer", cells("r1c1"), 9, 3, 3).narrow(board)).isTrue();
        assertThat(board.get("r4c1")).isEqualTo(mask(1));
        assertThat(new Indexer("columnindexer", cells("r2c3"), 9, 3, 3).narrow(board)).isTrue();
        assertThat(board.get("r2c7")).isEqualTo(mask(3));
        // r2c2 is place 5 of box 1, and holds 1: place 1 (r1c1) must hold 5, but it holds 4
        assertThat(new Indexer("boxindexer", cells("r2c2"), 9, 3, 3).narrow(board)).isFalse();
    }

    @Test
    void boxIndexerCountsPlacesInReadingOrderOfWideBoxes() {
        // 6x6, boxes 3 wide and 2 high: r2c5 is place 5 of the box r1c4..r2c6; a 3 there puts 5 at r1c6
        Board board = new Board(6).set("r2c5", 3);
        assertThat(new Indexer("boxindexer", cells("r2c5"), 6, 3, 2).narrow(board)).isTrue();
        assertThat(board.get("r1c6")).isEqualTo(mask(5));
    }

    @Test
    void namesItselfAndRefusesBadArguments() {
        Indexer indexer = new Indexer("columnindexer", cells("r1c1 r2c1"), 9, 3, 3);
        assertThat(indexer.kind()).isEqualTo("columnindexer");
        assertThat(indexer.side()).isEqualTo(9);
        assertThat(indexer).hasToString("columnindexer at r1c1 r2c1").isEqualTo(new Indexer("columnindexer", cells("r1c1 r2c1"), 9, 3, 3));
        assertThatThrownBy(() -> new Indexer("diagonalindexer", cells("r1c1"), 9, 3, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("indexer kind diagonalindexer is not rowindexer, columnindexer or boxindexer");
        assertThatThrownBy(() -> new Indexer("boxindexer", cells("r1c1"), 9, 2, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("boxindexer boxes of 2x3 do not tile a grid of side 9");
        assertThatThrownBy(() -> new Indexer("rowindexer", cells("r5c5"), 4, 2, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("rowindexer cell r5c5 is outside a grid of side 4");
        assertThatThrownBy(() -> new Indexer("rowindexer", List.of(), 9, 3, 3)).isInstanceOf(IllegalArgumentException.class);
    }
}
