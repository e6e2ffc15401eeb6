package dev.nonet.solve;

import java.util.Arrays;

/**
 * Where the constraint search branches: the open cell with the fewest candidates; of those, the one
 * whose parts weigh most. A part weighs one for being a constraint's part beside the houses and, once a
 * search has made {@link #LEARN} guesses, one more for each time its narrowing has failed in it (the
 * "weighted degree" of constraint programming: the parts that keep refuting guesses are the tight ones,
 * and branching on their cells meets the refutation sooner).
 *
 * <p>Measured on the 85 shared puzzles and three sandwich and little killer puzzles, counting to 2 in one
 * JVM against the static weight alone (docs/PERFORMANCE.md, "The constraint search on the hardest
 * puzzles"): the 90th percentile of count and true candidates fell from 49 ms to 27, of solve from 10 to
 * 7.5, medians level; the heaviest gained most (Anti-Ratio Coverage 108,835 guesses to 24,090), one lost
 * 2.3 times. Failures counted from the first guess did as well there, but led an empty Fortress Sudoku
 * grid from 161 guesses to 1.9 million: a search that ends within the first thousand guesses is left as
 * the static weight leads it. Branching on the ratio of candidates to weight (dom/wdeg proper) won more
 * on most puzzles but lost ten times on Effluence; a tie-break by the part with the fewest open
 * candidates (the tightest constraint by its completions) lost on the whole.
 */
final class Branching {

    private final int[][] partsOf;
    /** How many of the constraints' own parts read each cell (not the innies: they change ties for the worse). */
    private final int[] weight;
    /** How often each part's narrowing has failed since the last {@link #reset}. */
    private final int[] failures;

    /**
     * @param partsOf the parts each cell is read by
     * @param ownParts how many of the parts, numbered first, are the constraints' own, the rest implied
     */
    Branching(int[][] partsOf, int partCount, int ownParts) {
        this.partsOf = partsOf;
        this.weight = new int[partsOf.length];
        for (int i = 0; i < partsOf.length; i++) {
            for (int p : partsOf[i]) {
                if (p < ownParts) {
                    weight[i]++;
                }
            }
        }
        this.failures = new int[partCount];
    }

    /** Forgets the failures: each search learns its own, so that its answers do not depend on the ones before. */
    void reset() {
        Arrays.fill(failures, 0);
    }

    /** Part {@code part}'s narrowing found no way to keep its rule. */
    void failed(int part) {
        failures[part]++;
    }

    /** The guesses a search makes before failures weigh: the searches that end sooner keep the static order. */
    static final long LEARN = 1_000;

    /** The cell to branch on in {@code state}, or -1 when every cell is settled; {@code guesses} so far in this search. */
    int cell(int[] state, long guesses) {
        boolean learned = guesses >= LEARN;
        int best = -1;
        long bestScore = Long.MAX_VALUE;
        for (int i = 0; i < state.length; i++) {
            int n = Integer.bitCount(state[i]);
            if (n > 1) {
                long weighs = weight[i];
                if (learned) {
                    for (int p : partsOf[i]) {
                        weighs += failures[p];
                    }
                }
                long score = ((long) n << 40) - weighs;
                if (score < bestScore) {
                    bestScore = score;
                    best = i;
                }
            }
        }
        return best;
    }
}
