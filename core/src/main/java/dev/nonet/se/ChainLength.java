package dev.nonet.se;

/**
 * How Sudoku Explainer rates a chain's length ({@code ChainingHint.getLengthDifficulty}): a chain's
 * complexity (the count of distinct candidate states its conclusions rest on, see
 * {@link ChainPropagation#ancestorCount}) less 2 is compared with the ceilings 4, 6, 8, 12, 16, 24, 32,
 * ... (each alternately times 3/2 and 4/3, rounded down), and each ceiling it passes adds 0.1 to the
 * technique's base. The tenths are added one by one as SE adds them, so that the doubles, and how they
 * compare, are SE's.
 */
final class ChainLength {

    private ChainLength() {
    }

    /** What a chain of {@code complexity} adds to its technique's base. */
    static double increment(int complexity) {
        double added = 0.0;
        int ceiling = 4;
        int length = complexity - 2;
        boolean odd = false;
        while (length > ceiling) {
            added += 0.1;
            ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
            odd = !odd;
        }
        return added;
    }

    /** A hint's difficulty as SE computes it: the base plus the increment. */
    static double difficulty(double base, int complexity) {
        return base + increment(complexity);
    }
}
