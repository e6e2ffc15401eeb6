package dev.nonet.solve;

import dev.nonet.grid.Grid;
import java.util.Optional;

/**
 * A deliberately simple solver to check the engine against: backtracking over plain row, column and
 * box masks that always makes the narrowest choice, either the empty cell with the fewest allowed
 * digits or the digit with the fewest places left in some house (the exact-cover view of the rules).
 * No propagation, no bit tricks. It shares no code with the engine, so the two agreeing is evidence,
 * not an echo. Used by the tests and by the bench module's full-data sweep.
 *
 * <pre>{@code
 * long n = ReferenceSolver.count(puzzle, 2);               // 0, 1 or 2
 * Optional<Grid> first = ReferenceSolver.lexFirst(puzzle);
 * }</pre>
 *
 * <p>Stateless and thread-safe: every call works on its own arrays. It is quick on ordinary puzzles
 * and slow on the hardest ones.
 */
public final class ReferenceSolver {

    /** The cells of the 27 houses: rows, columns, boxes. */
    private static final int[][] HOUSES = new int[27][9];

    static {
        for (int i = 0; i < 9; i++) {
            for (int k = 0; k < 9; k++) {
                HOUSES[i][k] = 9 * i + k;
                HOUSES[9 + i][k] = 9 * k + i;
                HOUSES[18 + i][k] = 9 * (i / 3 * 3 + k / 3) + (i % 3 * 3 + k % 3);
            }
        }
    }

    private final int[] cells = new int[81];
    private final int[] rowUsed = new int[9];
    private final int[] columnUsed = new int[9];
    private final int[] boxUsed = new int[9];
    private final int[] firstFound = new int[81];
    private long found;
    private long cap;

    private ReferenceSolver(Grid puzzle) {
        for (int i = 0; i < 81; i++) {
            int digit = puzzle.get(i);
            if (digit != 0) {
                set(i, digit);
            }
        }
    }

    /**
     * The number of solutions of {@code puzzle}, counting no further than {@code cap}; 0 when its
     * givens already repeat a digit.
     */
    public static long count(Grid puzzle, long cap) {
        if (!hasValidGivens(puzzle)) {
            return 0;
        }
        ReferenceSolver solver = new ReferenceSolver(puzzle);
        return solver.search(cap);
    }

    /** Some solution of {@code puzzle}, if it has one. */
    public static Optional<Grid> solve(Grid puzzle) {
        if (!hasValidGivens(puzzle)) {
            return Optional.empty();
        }
        ReferenceSolver solver = new ReferenceSolver(puzzle);
        return solver.search(1) == 0 ? Optional.empty() : Optional.of(Grid.of(solver.firstFound));
    }

    /**
     * The lexicographically smallest solution of {@code puzzle}, if it has one. A unique puzzle's only
     * solution is the answer; otherwise the empty cells are filled in row-major order, each with the
     * smallest digit that still leaves the grid solvable.
     */
    public static Optional<Grid> lexFirst(Grid puzzle) {
        if (!hasValidGivens(puzzle)) {
            return Optional.empty();
        }
        ReferenceSolver whole = new ReferenceSolver(puzzle);
        long count = whole.search(2);
        if (count == 0) {
            return Optional.empty();
        }
        int[] known = whole.firstFound.clone();
        if (count == 1) {
            return Optional.of(Grid.of(known));
        }
        Grid partial = puzzle;
        for (int i = 0; i < 81; i++) {
            if (partial.get(i) != 0) {
                continue;
            }
            // known completes partial, so its digit works; only smaller digits need a search.
            int chosen = known[i];
            for (int digit = 1; digit < known[i]; digit++) {
                Grid tried = partial.with(partial.shape().cell(i), digit);
                if (!hasValidGivens(tried)) {
                    continue;
                }
                ReferenceSolver trial = new ReferenceSolver(tried);
                if (trial.search(1) == 1) {
                    chosen = digit;
                    known = trial.firstFound.clone();
                    break;
                }
            }
            partial = partial.with(partial.shape().cell(i), chosen);
        }
        return Optional.of(partial);
    }

    private static boolean hasValidGivens(Grid puzzle) {
        int[] rows = new int[9];
        int[] columns = new int[9];
        int[] boxes = new int[9];
        for (int i = 0; i < 81; i++) {
            int digit = puzzle.get(i);
            if (digit == 0) {
                continue;
            }
            int bit = 1 << digit;
            int r = i / 9;
            int c = i % 9;
            int b = (r / 3) * 3 + c / 3;
            if (((rows[r] | columns[c] | boxes[b]) & bit) != 0) {
                return false;
            }
            rows[r] |= bit;
            columns[c] |= bit;
            boxes[b] |= bit;
        }
        return true;
    }

    private long search(long cap) {
        this.cap = cap;
        this.found = 0;
        fill();
        return found;
    }

    /** Returns true once the cap is reached. */
    private boolean fill() {
        int bestCell = -1;
        int bestAllowed = 0;
        int bestCount = 10;
        for (int i = 0; i < 81; i++) {
            if (cells[i] != 0) {
                continue;
            }
            int allowed = allowed(i);
            int n = Integer.bitCount(allowed);
            if (n < bestCount) {
                bestCell = i;
                bestAllowed = allowed;
                bestCount = n;
                if (n == 0) {
                    return false;
                }
            }
        }
        if (bestCell < 0) {
            if (found++ == 0) {
                System.arraycopy(cells, 0, firstFound, 0, 81);
            }
            return found >= cap;
        }
        if (bestCount > 1) {
            int[] place = narrowestHouseDigit(bestCount);
            if (place != null && place.length == 0) {
                return false;
            }
            if (place != null) {
                return tryPlaces(place[0], place[1]);
            }
        }
        for (int digit = 1; digit <= 9; digit++) {
            if ((bestAllowed & (1 << digit)) != 0 && tryDigit(bestCell, digit)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The house and digit with fewer places left than {@code limit}, as {house, digit}; an empty array
     * if some digit has no place left in a house that lacks it; null if none has fewer.
     */
    private int[] narrowestHouseDigit(int limit) {
        int[] best = null;
        int fewest = limit;
        for (int house = 0; house < 27; house++) {
            int[] places = new int[10];
            int present = 0;
            for (int cell : HOUSES[house]) {
                if (cells[cell] != 0) {
                    present |= 1 << cells[cell];
                    continue;
                }
                int allowed = allowed(cell);
                for (int digit = 1; digit <= 9; digit++) {
                    if ((allowed & (1 << digit)) != 0) {
                        places[digit]++;
                    }
                }
            }
            for (int digit = 1; digit <= 9; digit++) {
                if ((present & (1 << digit)) == 0 && places[digit] < fewest) {
                    if (places[digit] == 0) {
                        return new int[0];
                    }
                    fewest = places[digit];
                    best = new int[] {house, digit};
                }
            }
        }
        return best;
    }

    /** Tries {@code digit} in each cell of {@code house} that allows it; true once the cap is reached. */
    private boolean tryPlaces(int house, int digit) {
        for (int cell : HOUSES[house]) {
            if (cells[cell] == 0 && (allowed(cell) & (1 << digit)) != 0 && tryDigit(cell, digit)) {
                return true;
            }
        }
        return false;
    }

    private boolean tryDigit(int cell, int digit) {
        set(cell, digit);
        boolean done = fill();
        clear(cell, digit);
        return done;
    }

    /** The digits (bits 1-9) that no peer of cell {@code i} holds. */
    private int allowed(int i) {
        int r = i / 9;
        int c = i % 9;
        return ~(rowUsed[r] | columnUsed[c] | boxUsed[(r / 3) * 3 + c / 3]) & 0x3FE;
    }

    private void set(int i, int digit) {
        int r = i / 9;
        int c = i % 9;
        int bit = 1 << digit;
        cells[i] = digit;
        rowUsed[r] |= bit;
        columnUsed[c] |= bit;
        boxUsed[(r / 3) * 3 + c / 3] |= bit;
    }

    private void clear(int i, int digit) {
        int r = i / 9;
        int c = i % 9;
        int bit = ~(1 << digit);
        cells[i] = 0;
        rowUsed[r] &= bit;
        columnUsed[c] &= bit;
        boxUsed[(r / 3) * 3 + c / 3] &= bit;
    }
}
