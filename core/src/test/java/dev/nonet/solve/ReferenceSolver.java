package dev.nonet.solve;

import dev.nonet.grid.Grid;
import java.util.Optional;

/**
 * A deliberately simple solver to check the engine against: backtracking that always fills the empty
 * cell with the fewest allowed digits, over plain row, column and box masks. It shares no code with
 * the engine, so the two agreeing is evidence, not an echo. Used by the tests and by the bench module's
 * full-data sweep.
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
        for (int digit = 1; digit <= 9; digit++) {
            if ((bestAllowed & (1 << digit)) == 0) {
                continue;
            }
            set(bestCell, digit);
            boolean done = fill();
            clear(bestCell, digit);
            if (done) {
                return true;
            }
        }
        return false;
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
