package dev.nonet.solve;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Shape;

/**
 * The true candidates of a puzzle: for every cell, the digits that some solution puts there, and in how
 * many solutions each appears, counted up to a cap. What setters look at to see where a puzzle breaks:
 * a cell with one true candidate is settled, one with several is where the solutions differ.
 *
 * <pre>{@code
 * TrueCandidates t = Sudoku.trueCandidates(puzzle, 8, Deadline.after(Duration.ofSeconds(10)));
 * if (t.status() == SolveStatus.SOLVED) t.digits(new Cell(0, 0));   // the digits r1c1 takes in some solution
 * }</pre>
 *
 * <p>Exact up to the cap: {@link #count} is the number of solutions with that digit in that cell when
 * it is below the cap, else the cap. Immutable.
 */
public final class TrueCandidates {

    private final SolveStatus status;
    private final Shape shape;
    private final long cap;
    private final long[] counts;
    private final long solutions;

    TrueCandidates(SolveStatus status, Shape shape, long cap, long[] counts, long solutions) {
        this.status = status;
        this.shape = shape;
        this.cap = cap;
        this.counts = counts.clone();
        this.solutions = solutions;
    }

    /** {@link SolveStatus#SOLVED} when the candidates are known, else why not: no solution, invalid givens, timed out. */
    public SolveStatus status() {
        return status;
    }

    /** The grid's shape. */
    public Shape shape() {
        return shape;
    }

    /** The most solutions counted for one candidate. */
    public long cap() {
        return cap;
    }

    /**
     * The number of solutions with {@code digit} in {@code cell}: exact below {@link #cap()}, else the
     * cap. When {@code TIMED_OUT}, those among the solutions met before the deadline (a lower bound: a digit
     * with none may still be true); 0 for another status.
     */
    public long count(Cell cell, int digit) {
        if (digit < 1 || digit > shape.side()) {
            throw new IllegalArgumentException("digit " + digit + " is not 1 to " + shape.side());
        }
        return counts[shape.indexOf(cell) * shape.side() + digit - 1];
    }

    /** The digits some solution puts in {@code cell}. */
    public DigitSet digits(Cell cell) {
        int mask = 0;
        for (int d = 1; d <= shape.side(); d++) {
            if (count(cell, d) > 0) {
                mask |= DigitSet.bit(d);
            }
        }
        return DigitSet.ofMask(mask);
    }

    /**
     * How many different solutions the work met: a lower bound of the puzzle's count, exact when it is 0
     * or 1 (every true candidate was looked for, so a second solution would have been met). When
     * {@code TIMED_OUT}, the most digits met in one cell: at least that many solutions differ there.
     */
    public long solutionsSeen() {
        return solutions;
    }

    /**
     * The solutions {@code counts} (cell by cell, {@code side} digits each) show there must be: the most
     * digits counted in one cell, as each of them came from a different solution.
     */
    static long solutionsShownBy(long[] counts, int side) {
        long most = 0;
        for (int cell = 0; cell < counts.length / side; cell++) {
            int digits = 0;
            for (int d = 0; d < side; d++) {
                if (counts[cell * side + d] > 0) {
                    digits++;
                }
            }
            most = Math.max(most, digits);
        }
        return most;
    }
}
