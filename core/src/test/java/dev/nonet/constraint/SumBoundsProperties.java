package dev.nonet.constraint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.CandidateMasks;
import dev.nonet.grid.Cell;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** {@link SumBounds#exactly} keeps in each cell exactly the digits of some way to fill the cells (digits may repeat) to a target. */
class SumBoundsProperties {

    @Property(tries = 2000)
    void keepsTheDigitsOfTheWaysToATarget(@ForAll @Size(min = 1, max = 5) List<@IntRange(min = 1, max = 511) Integer> masks,
            @ForAll @IntRange(min = 1, max = 45) int first, @ForAll @IntRange(min = 0, max = 45) int second) {
        long targets = 1L << first | 1L << second;
        CandidateMasks domains = new CandidateMasks(9);
        List<Cell> cells = new ArrayList<>();
        for (int i = 0; i < masks.size(); i++) {
            cells.add(new Cell(0, i));
            domains.set(i, masks.get(i));
        }
        int[] expected = new int[masks.size()];
        boolean any = ways(masks, 0, 0, new int[masks.size()], targets, expected);

        boolean kept = SumBounds.exactly(domains, cells, targets);

        assertThat(kept).isEqualTo(any);
        if (any) {
            for (int i = 0; i < masks.size(); i++) {
                assertThat(domains.candidates(i)).as("cell %d", i).isEqualTo(expected[i]);
            }
        }
    }

    /** Every way to fill cells {@code i} on, given the digits before ({@code digits}, summing to {@code sum}): marks each way's digits. */
    private static boolean ways(List<Integer> masks, int i, int sum, int[] digits, long targets, int[] seen) {
        if (i == masks.size()) {
            if ((targets >>> sum & 1) == 0) {
                return false;
            }
            for (int k = 0; k < digits.length; k++) {
                seen[k] |= 1 << (digits[k] - 1);
            }
            return true;
        }
        boolean any = false;
        for (int d = 1; d <= 9; d++) {
            if ((masks.get(i) & 1 << (d - 1)) != 0) {
                digits[i] = d;
                any |= ways(masks, i + 1, sum + d, digits, targets, seen);
            }
        }
        return any;
    }
}
