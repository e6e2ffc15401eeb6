package dev.nonet.constraint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SumTableTest {

    private static int mask(int... digits) {
        return KindsATesting.mask(digits);
    }

    @Test
    void listsTheSetsOfDifferentDigitsThatMakeASum() {
        assertThat(SumTable.combinations(3, 10, 9)).containsExactly(mask(2, 3, 5), mask(1, 4, 5), mask(1, 3, 6), mask(1, 2, 7));
        assertThat(SumTable.combinations(2, 17, 9)).containsExactly(mask(8, 9));
        assertThat(SumTable.combinations(9, 45, 9)).containsExactly(511);
        assertThat(SumTable.combinations(1, 5, 9)).containsExactly(mask(5));
    }

    @Test
    void answersNothingForSumsOutOfReachAndTheEmptySetForNothing() {
        assertThat(SumTable.combinations(2, 17, 8)).isEmpty();
        assertThat(SumTable.combinations(3, 5, 9)).isEmpty();
        assertThat(SumTable.combinations(10, 55, 9)).isEmpty();
        assertThat(SumTable.combinations(1, 5, 4)).isEmpty();
        assertThat(SumTable.combinations(0, 0, 9)).containsExactly(0);
        assertThat(SumTable.combinations(0, 3, 9)).isEmpty();
        assertThat(SumTable.combinations(-1, 0, 9)).isEmpty();
    }

    @Test
    void agreesWithEverySubsetUpToTwelveDigits() {
        List<String> wrong = new ArrayList<>();
        for (int maxDigit : new int[] {1, 4, 6, 9, 12}) {
            int most = maxDigit * (maxDigit + 1) / 2;
            // by count and sum, every subset in increasing order
            List<List<Integer>> expected = new ArrayList<>();
            for (int i = 0; i < (maxDigit + 1) * (most + 1); i++) {
                expected.add(new ArrayList<>());
            }
            for (int set = 0; set < 1 << maxDigit; set++) {
                int sum = 0;
                for (int d = 1; d <= maxDigit; d++) {
                    if ((set & (1 << (d - 1))) != 0) {
                        sum += d;
                    }
                }
                expected.get(Integer.bitCount(set) * (most + 1) + sum).add(set);
            }
            for (int cells = 0; cells <= maxDigit; cells++) {
                for (int sum = 0; sum <= most; sum++) {
                    int[] want = expected.get(cells * (most + 1) + sum).stream().mapToInt(Integer::intValue).toArray();
                    if (!java.util.Arrays.equals(SumTable.combinations(cells, sum, maxDigit), want)) {
                        wrong.add(cells + " cells, sum " + sum + ", digits to " + maxDigit);
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void countsAsManySetsAsADynamicCountForTwentyFiveDigits() {
        // ways[k][s]: subsets of 1..25 of k digits summing to s
        long[][] ways = new long[26][326];
        ways[0][0] = 1;
        for (int d = 1; d <= 25; d++) {
            for (int k = 25; k >= 1; k--) {
                for (int s = 325; s >= d; s--) {
                    ways[k][s] += ways[k - 1][s - d];
                }
            }
        }
        for (int[] ks : new int[][] {{12, 156}, {5, 40}, {3, 70}, {24, 300}}) {
            int[] sets = SumTable.combinations(ks[0], ks[1], 25);
            assertThat((long) sets.length).isEqualTo(ways[ks[0]][ks[1]]);
            for (int set : sets) {
                assertThat(Integer.bitCount(set)).isEqualTo(ks[0]);
            }
        }
    }

    @Test
    void computesEachAnswerOnceAndSharesIt() {
        assertThat(SumTable.combinations(4, 20, 9)).isSameAs(SumTable.combinations(4, 20, 9));
        assertThat(SumTable.least(3)).isEqualTo(6);
        assertThat(SumTable.most(3, 9)).isEqualTo(24);
    }

    @Test
    void refusesDigitsBeyondTwentyFive() {
        assertThatThrownBy(() -> SumTable.combinations(2, 10, 26)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("26");
        assertThatThrownBy(() -> SumTable.combinations(2, 10, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
