package dev.nonet.canon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MinlexSetTest {

    @Test
    void numbersClassesInTheOrderFirstAddedAndGivesTheFormsBack() {
        MinlexSet set = new MinlexSet();
        Map<Grid, Integer> expected = new HashMap<>();
        SplittableRandom random = new SplittableRandom(1);
        Grid[] grids = new Grid[5000];
        for (int n = 0; n < grids.length; n++) {
            int[] digits = new int[81];
            for (int k = 0; k < 81; k++) {
                digits[k] = random.nextInt(4) == 0 ? random.nextInt(10) : 0;
            }
            grids[n] = Grid.of(digits);
        }
        grids[17] = Grid.empty(Shape.CLASSIC); // all zeros: not to be taken for a free slot
        for (int round = 0; round < 2; round++) {
            for (Grid g : grids) {
                int number = set.classOf(g);
                assertThat(number).isEqualTo(expected.computeIfAbsent(g, k -> expected.size()));
            }
        }
        assertThat(set.size()).isEqualTo(expected.size());
        expected.forEach((g, n) -> assertThat(set.form(n)).isEqualTo(g));
    }
}
