package dev.nonet.solve;

/**
 * A fast yes/no test for a digit repeated in a row, column or box of a 9x9 grid, so that valid givens,
 * the common case, skip building {@link dev.nonet.validation.GridValidator}'s detailed report.
 */
final class RepeatedDigits {

    private RepeatedDigits() {
    }

    /** Whether some digit of {@code cells} (0-9 by row-major cell, 0 empty) repeats in a house. */
    static boolean any(byte[] cells) {
        int[] seen = new int[27]; // digits seen per house: rows 0-8, columns 9-17, boxes 18-26
        for (int row = 0; row < 9; row++) {
            for (int column = 0; column < 9; column++) {
                int digit = cells[9 * row + column];
                if (digit == 0) {
                    continue;
                }
                int bit = 1 << digit;
                int box = 18 + row / 3 * 3 + column / 3;
                if (((seen[row] | seen[9 + column] | seen[box]) & bit) != 0) {
                    return true;
                }
                seen[row] |= bit;
                seen[9 + column] |= bit;
                seen[box] |= bit;
            }
        }
        return false;
    }
}
