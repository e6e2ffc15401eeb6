package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.constraint.KillerCage;
import dev.nonet.constraint.LittleKiller;
import dev.nonet.constraint.Thermometer;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Layout;
import java.util.List;
import org.junit.jupiter.api.Test;

class HouseSumsTest {

    private static final int[][] HOUSES = Geometry.of(Layout.CLASSIC).houseCells;

    @Test
    void aHouseLessItsCagesIsACageOverTheCellsLeft() {
        List<Constraint> implied = HouseSums.implied(List.of(
                new KillerCage(List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2)), 6),
                new KillerCage(List.of(new Cell(0, 3), new Cell(0, 4), new Cell(0, 5)), 24),
                new KillerCage(List.of(new Cell(0, 6), new Cell(1, 6)), 3)), HOUSES, 9);
        // Row 1 keeps r1c7..r1c9 (45 - 30); the boxes and column 7 leave more than three cells.
        assertThat(implied).containsExactly(new KillerCage(List.of(new Cell(0, 6), new Cell(0, 7), new Cell(0, 8)), 15));
    }

    @Test
    void aSumOverlappingOneTakenOrStickingOutIsLeftAlone() {
        List<Constraint> implied = HouseSums.implied(List.of(
                new LittleKiller(List.of(new Cell(4, 0), new Cell(4, 1), new Cell(4, 2), new Cell(4, 3), new Cell(4, 4)), 20),
                new KillerCage(List.of(new Cell(4, 4), new Cell(4, 5)), 10),
                new KillerCage(List.of(new Cell(4, 5), new Cell(5, 5)), 10),
                new LittleKiller(List.of(new Cell(4, 5)), 6)), HOUSES, 9);
        assertThat(implied).containsExactly(new KillerCage(List.of(new Cell(4, 6), new Cell(4, 7), new Cell(4, 8)), 19));
    }

    @Test
    void moreCellsLeftThanThreeOrNoFixedSumImplyNothing() {
        assertThat(HouseSums.implied(List.of(new KillerCage(List.of(new Cell(0, 0), new Cell(0, 1)), 3)), HOUSES, 9)).isEmpty();
        assertThat(HouseSums.implied(List.of(new KillerCage(List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2),
                new Cell(0, 3), new Cell(0, 4)), 15)), HOUSES, 9)).isEmpty();
        assertThat(HouseSums.implied(List.of(new Thermometer(List.of(new Cell(0, 0), new Cell(0, 1)))), HOUSES, 9)).isEmpty();
    }
}
