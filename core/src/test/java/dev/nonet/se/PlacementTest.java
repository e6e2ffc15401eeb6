package dev.nonet.se;

import dev.nonet.position.Position;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link SeRater#place}: the band an ER falls in, found with less work, is the one serate's ER falls in. */
class PlacementTest {

    /** The generator's level bands on SE's scale, as {@code RatingRange.of(Level)} draws them, and a narrow one. */
    private static final double[][] BANDS = {
        {0, 2.3}, {Math.nextUp(2.3), 3.0}, {Math.nextUp(3.0), 4.5}, {Math.nextUp(4.5), 7.4},
        {Math.nextUp(7.4), Double.MAX_VALUE}, {6.6, 6.6}, {7.1, 7.3}};

    @Test
    void theFloorsRiseAlongSudokuExplainersOrder() {
        double floor = 0;
        for (SeFamily family : new SeRater().families()) {
            assertThat(family.floor()).as(family.displayName()).isGreaterThanOrEqualTo(floor);
            floor = family.floor();
        }
    }

    @Test
    void everyBandPlacementIsTheOneSeratesErGives() {
        SeRater rater = new SeRater();
        List<String> off = new ArrayList<>();
        List<SeAgreementTest.Row> rows = SeAgreementTest.rows();
        int checked = 0;
        for (int i = 0; i < rows.size(); i += 4) {
            SeAgreementTest.Row row = rows.get(i);
            if (row.er() > 9.0) { // the costliest stay with the slow sweeps
                continue;
            }
            checked++;
            for (double[] band : BANDS) {
                SeRater.Placement expected = row.er() < band[0] ? SeRater.Placement.BELOW
                        : row.er() > band[1] ? SeRater.Placement.ABOVE : SeRater.Placement.INSIDE;
                SeRater.Placement placed = rater.place(SePositions.parse(row.puzzle()), band[0], band[1], Deadline.NONE);
                if (placed != expected) {
                    off.add(row.where() + " ER " + row.er() + " in " + band[0] + ".." + band[1] + ": " + placed + ", not " + expected);
                }
            }
        }
        assertThat(checked).isGreaterThan(100);
        assertThat(off).isEmpty();
    }
}
