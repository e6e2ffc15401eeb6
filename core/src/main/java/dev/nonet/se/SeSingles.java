package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;

/**
 * SE's singles. Hidden Single ({@code rules/HiddenSingle}): first the last open cell of a region (1.0),
 * then a digit with one place left in a block (1.2) or a row or column (1.5); each pass over blocks, then
 * columns, then rows (SukakuExplainer's order; SE 1.2.1 has the same), digits 1-9 in each region. Naked
 * Single ({@code rules/NakedSingle}, 2.3): cells in row-major order.
 */
final class SeSingles {

    private SeSingles() {
    }

    /** SE's Hidden Single producer. */
    static final class Hidden implements HintFinder {
        private static final int[] PASS = {SeRegions.BLOCK, SeRegions.COLUMN, SeRegions.ROW};

        @Override
        public SeFamily family() {
            return SeFamily.HIDDEN_SINGLE;
        }

        @Override
        public SeHint find(Position board, Deadline deadline) {
            // Per region: the digits with exactly one place ("once"), and whether one cell is open.
            int[][] once = new int[3][9];
            boolean[][] alone = new boolean[3][9];
            for (int kind : PASS) {
                for (int n = 0; n < 9; n++) {
                    int one = 0;
                    int more = 0;
                    int open = 0;
                    for (int cell : SeRegions.CELLS[kind][n]) {
                        int mask = board.candidates(cell);
                        more |= one & mask;
                        one = (one | mask) & ~more;
                        open += board.value(cell) == 0 ? 1 : 0;
                    }
                    once[kind][n] = one;
                    alone[kind][n] = open == 1;
                }
            }
            for (boolean aloneOnly : new boolean[] {true, false}) {
                for (int kind : PASS) {
                    for (int n = 0; n < 9; n++) {
                        if (once[kind][n] == 0 || alone[kind][n] != aloneOnly) {
                            continue;
                        }
                        int digit = Integer.numberOfTrailingZeros(once[kind][n]) + 1;
                        int[] cells = SeRegions.CELLS[kind][n];
                        int cell = cells[Integer.numberOfTrailingZeros(SeRegions.places(board, SeRegions.region(kind, n), digit))];
                        double difficulty = aloneOnly ? 1.0 : kind == SeRegions.BLOCK ? 1.2 : 1.5;
                        return placing("Hidden Single", difficulty, cell, digit);
                    }
                }
            }
            return null;
        }
    }

    /** SE's Naked Single producer. */
    static final class Naked implements HintFinder {
        @Override
        public SeFamily family() {
            return SeFamily.NAKED_SINGLE;
        }

        @Override
        public SeHint find(Position board, Deadline deadline) {
            for (int cell = 0; cell < 81; cell++) {
                int mask = board.candidates(cell);
                if (board.value(cell) == 0 && Integer.bitCount(mask) == 1) {
                    return placing("Naked Single", 2.3, cell, Integer.numberOfTrailingZeros(mask) + 1);
                }
            }
            return null;
        }
    }

    /** A hint that places {@code digit} in {@code cell} and removes nothing else. */
    static SeHint placing(String name, double difficulty, int cell, int digit) {
        return new SeHint(name, difficulty, new int[] {SeHint.candidate(cell, digit)}, new int[0]);
    }
}
