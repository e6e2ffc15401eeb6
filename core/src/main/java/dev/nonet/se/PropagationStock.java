package dev.nonet.se;

import java.util.Arrays;

/**
 * Propagations free for reuse by the forcing-chain searches of one thread of a rating
 * ({@link ChainScratch#stock}): a search takes one for each candidate it propagates and gives them all back
 * when it ends, so a search that follows (the next family's, the next nested level's on the next grid) finds
 * them ready instead of making its own. A propagation is some 50 KB; a hard puzzle's search needs
 * hundreds. Not thread-safe: a lane's searches run on one thread at a time.
 */
final class PropagationStock {

    private ChainPropagation[] free = new ChainPropagation[64];
    private int freeCount;
    private int made;

    /** A propagation free for use: one given back, else a new one. */
    ChainPropagation take() {
        if (freeCount > 0) {
            ChainPropagation p = free[--freeCount];
            free[freeCount] = null;
            return p;
        }
        made++;
        return new ChainPropagation();
    }

    /** Takes back {@code p}, which its search no longer reads. */
    void giveBack(ChainPropagation p) {
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = p;
    }

    /** How many propagations this stock has made: the most its searches held at once. */
    int made() {
        return made;
    }
}
