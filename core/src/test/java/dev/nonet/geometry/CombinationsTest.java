package dev.nonet.geometry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Choosing members from sets of nine bits (classic 9x9) and of up to 25 (bigger grids) alike. */
class CombinationsTest {

    @Property(tries = 300)
    void choosesEverySubsetOfTheSizeInAscendingOrder(@ForAll @IntRange(min = 0, max = (1 << 25) - 1) int set,
                                                    @ForAll @IntRange(min = 0, max = 4) int size) {
        int[] chosen = Combinations.of(set, size);
        assertThat(chosen).containsExactly(byBruteForce(set, size));
    }

    @Property(tries = 100)
    void choosesFromNineBitSetsAsFromWideOnes(@ForAll @IntRange(min = 0, max = 511) int set,
                                              @ForAll @IntRange(min = 0, max = 4) int size) {
        assertThat(Combinations.of(set, size)).containsExactly(byBruteForce(set, size));
    }

    @Property(tries = 100)
    void choosesNothingOfANegativeSizeOrMoreThanTheSetHas(@ForAll @IntRange(min = 0, max = (1 << 25) - 1) int set,
                                                         @ForAll @IntRange(min = 1, max = 40) int beyond) {
        assertThat(Combinations.of(set, -beyond)).isEmpty();
        assertThat(Combinations.of(set, Integer.bitCount(set) + beyond)).isEmpty();
    }

    @Property(tries = 20)
    void choosesFromTheLowBitsAsSudokuExplainersPermutations(@ForAll @IntRange(min = 0, max = 9) int n,
                                                           @ForAll @IntRange(min = 0, max = 9) int size) {
        // SE's Permutations(size, n): every mask of size bits out of n, in increasing value.
        List<Integer> expected = new ArrayList<>();
        for (int mask = 0; mask < 1 << n; mask++) {
            if (Integer.bitCount(mask) == size) {
                expected.add(mask);
            }
        }
        assertThat(Combinations.of((1 << n) - 1, size)).containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Every subset of {@code set} of {@code size} members, ascending, by walking the subsets of the set. */
    private static int[] byBruteForce(int set, int size) {
        List<Integer> found = new ArrayList<>();
        // Walk the subsets of set in ascending order: each next one is (sub - set) & set.
        int sub = 0;
        do {
            if (Integer.bitCount(sub) == size) {
                found.add(sub);
            }
            sub = (sub - set) & set;
        } while (sub != 0);
        return found.stream().mapToInt(Integer::intValue).toArray();
    }
}
