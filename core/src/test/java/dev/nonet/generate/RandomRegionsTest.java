package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Random region maps: the right sizes, every region in one piece, irregular, and the same from the same stream. */
class RandomRegionsTest {

    @Property(tries = 300)
    void everyMapHasSideRegionsOfSideCellsEachInOnePiece(@ForAll @IntRange(min = 4, max = 25) int side, @ForAll long seed) {
        int[] regionOf = RandomRegions.regions(side, new SplittableRandom(seed));
        assertThat(regionOf).hasSize(side * side);
        int[] sizes = new int[side];
        for (int region : regionOf) {
            assertThat(region).isBetween(0, side - 1);
            sizes[region]++;
        }
        assertThat(sizes).containsOnly(side);
        for (int region = 0; region < side; region++) {
            assertThat(reachable(regionOf, side, region)).as("cells of region %d reached from its first", region).isEqualTo(side);
        }
    }

    @Property(tries = 50)
    void theLayoutIsAJigsawOnThatMap(@ForAll @IntRange(min = 4, max = 16) int side, @ForAll long seed) {
        Layout layout = RandomRegions.draw(side, new SplittableRandom(seed));
        assertThat(layout.isJigsaw()).isTrue();
        assertThat(layout.side()).isEqualTo(side);
        assertThat(Layout.jigsaw(layout.regionMap().orElseThrow())).isEqualTo(layout);
    }

    @Test
    void nineByNineMapsKeepFewOfTheBoxes() {
        int boxesKept = 0;
        for (long seed = 0; seed < 100; seed++) {
            int[] regionOf = RandomRegions.regions(9, new SplittableRandom(seed));
            int kept = 0;
            for (int box = 0; box < 9; box++) {
                kept += isWholeBox(regionOf, box) ? 1 : 0;
            }
            assertThat(kept).as("boxes left whole in map %d", seed).isLessThanOrEqualTo(3);
            boxesKept += kept;
        }
        // Measured: 23 of 900, mostly corner boxes, which have the fewest borders to trade across.
        assertThat(boxesKept).as("boxes left whole in 100 maps of 9 regions").isLessThan(45);
    }

    @Test
    void theSameStreamGivesTheSameMapAndAnotherSeedAnotherMap() {
        for (int side : new int[] {4, 7, 9, 16, 25}) {
            int[] one = RandomRegions.regions(side, new SplittableRandom(3));
            assertThat(RandomRegions.regions(side, new SplittableRandom(3))).isEqualTo(one);
            assertThat(Arrays.equals(RandomRegions.regions(side, new SplittableRandom(4)), one)).as("side %d", side).isFalse();
        }
    }

    @Test
    void sidesOutsideTheSupportedRangeAreRefused() {
        assertThatThrownBy(() -> RandomRegions.regions(3, new SplittableRandom(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("side 3 is not supported: sides run from 4 to 25");
        assertThatThrownBy(() -> RandomRegions.regions(Shape.MAX_SIDE + 1, new SplittableRandom(1)))
                .hasMessageContaining("side 26 is not supported");
    }

    private static boolean isWholeBox(int[] regionOf, int box) {
        int top = 3 * (box / 3);
        int left = 3 * (box % 3);
        int region = regionOf[9 * top + left];
        for (int i = 0; i < 9; i++) {
            if (regionOf[9 * (top + i / 3) + left + i % 3] != region) {
                return false;
            }
        }
        return true;
    }

    /** How many cells of {@code region} a walk by sides from its first cell reaches. */
    private static int reachable(int[] regionOf, int side, int region) {
        boolean[] seen = new boolean[regionOf.length];
        Deque<Integer> todo = new ArrayDeque<>();
        for (int cell = 0; cell < regionOf.length && todo.isEmpty(); cell++) {
            if (regionOf[cell] == region) {
                todo.add(cell);
                seen[cell] = true;
            }
        }
        int count = 0;
        while (!todo.isEmpty()) {
            int cell = todo.poll();
            count++;
            int r = cell / side;
            int c = cell % side;
            int[][] around = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (int[] n : around) {
                int next = n[0] * side + n[1];
                if (n[0] >= 0 && n[0] < side && n[1] >= 0 && n[1] < side && !seen[next] && regionOf[next] == region) {
                    seen[next] = true;
                    todo.add(next);
                }
            }
        }
        return count;
    }
}
