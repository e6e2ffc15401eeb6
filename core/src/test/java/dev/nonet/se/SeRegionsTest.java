package dev.nonet.se;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rater's one table of regions, in SE's numbering and order, checked against the cells' rows,
 * columns and blocks worked out afresh: the finders' and the chaining's order of regions and peers hangs on it.
 */
class SeRegionsTest {

    private static int block(int cell) {
        return cell / 27 * 3 + cell % 9 / 3;
    }

    @Test
    void regionsAreBlocksRowsAndColumnsInSeOrder() {
        for (int n = 0; n < 9; n++) {
            for (int i = 0; i < 9; i++) {
                assertThat(SeRegions.REGION_CELLS[n][i]).isEqualTo((n / 3 * 3 + i / 3) * 9 + n % 3 * 3 + i % 3);
                assertThat(SeRegions.REGION_CELLS[9 + n][i]).isEqualTo(n * 9 + i);
                assertThat(SeRegions.REGION_CELLS[18 + n][i]).isEqualTo(i * 9 + n);
            }
            for (int kind = 0; kind < 3; kind++) {
                assertThat(SeRegions.CELLS[kind][n]).isSameAs(SeRegions.REGION_CELLS[SeRegions.region(kind, n)]);
            }
        }
        for (int cell = 0; cell < 81; cell++) {
            assertThat(SeRegions.REGIONS[cell]).containsExactly(block(cell), 9 + cell / 9, 18 + cell % 9);
            assertThat(SeRegions.OF[SeRegions.BLOCK][cell]).isEqualTo(block(cell));
            assertThat(SeRegions.OF[SeRegions.ROW][cell]).isEqualTo(cell / 9);
            assertThat(SeRegions.OF[SeRegions.COLUMN][cell]).isEqualTo(cell % 9);
        }
    }

    @Test
    void peersComeAscendingAndInTheOrderSeMeetsThem() {
        for (int cell = 0; cell < 81; cell++) {
            List<Integer> ascending = new ArrayList<>();
            for (int other = 0; other < 81; other++) {
                if (other != cell && (other / 9 == cell / 9 || other % 9 == cell % 9 || block(other) == block(cell))) {
                    ascending.add(other);
                    assertThat(SeRegions.sees(cell, other)).isTrue();
                } else {
                    assertThat(SeRegions.sees(cell, other)).isFalse();
                }
            }
            assertThat(SeRegions.PEERS[cell]).containsExactly(ascending.stream().mapToInt(Integer::intValue).toArray());
            // SE's Cell.getHouseCells(): block, row, column, each in its cell order, each cell once.
            Set<Integer> walk = new LinkedHashSet<>();
            List<Integer> kinds = new ArrayList<>();
            for (int kind = 0; kind < 3; kind++) {
                for (int other : SeRegions.CELLS[kind][SeRegions.OF[kind][cell]]) {
                    if (other != cell && walk.add(other)) {
                        kinds.add(kind);
                    }
                }
            }
            assertThat(SeRegions.HOUSE[cell]).containsExactly(walk.stream().mapToInt(Integer::intValue).toArray());
            for (int k = 0; k < 20; k++) {
                assertThat((int) SeRegions.HOUSE_KIND[cell][k]).isEqualTo(kinds.get(k));
            }
        }
    }

    @Test
    void crossingRegionsShareTheirCommonPositions() {
        for (int k1 = 0; k1 < 3; k1++) {
            for (int n1 = 0; n1 < 9; n1++) {
                for (int k2 = 0; k2 < 3; k2++) {
                    for (int n2 = 0; n2 < 9; n2++) {
                        int expected = 0;
                        for (int k = 0; k < 9; k++) {
                            if (SeRegions.OF[k2][SeRegions.CELLS[k1][n1][k]] == n2) {
                                expected |= 1 << k;
                            }
                        }
                        assertThat(SeRegions.INSIDE[k1][n1][k2][n2]).isEqualTo(expected);
                    }
                }
            }
        }
    }
}
