package dev.nonet.se;

import dev.nonet.format.Pencilmarks;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * A classic 9x9 position as the Sudoku Explainer-compatible rater works on it: each cell holds a value or
 * a set of candidates (bit {@code d - 1} for digit {@code d}). Mutable and meant for one thread; chain
 * searches copy it ({@link #copy}, {@link #copyFrom}) to try a branch and throw the copy away.
 *
 * <p>Cells are row-major indices 0-80. A candidate is written as one int, {@code cell * 9 + digit - 1}
 * ({@link #candidate}), which is how hints list what they place and remove. Regions are numbered as
 * Sudoku Explainer numbers them: 0-8 blocks, 9-17 rows, 18-26 columns ({@link #places}).
 */
final class Board {

    static final int ALL = 0x1FF;

    private final int[] values;
    private final int[] candidates;

    private Board(int[] values, int[] candidates) {
        this.values = values;
        this.candidates = candidates;
    }

    /**
     * A board from values and candidate masks, 81 of each; a cell with a value has no candidates.
     *
     * @throws IllegalArgumentException if an array is not of 81 cells, a value is outside 0-9, a mask has
     *                                  bits beyond digit 9, or a cell has both a value and candidates
     */
    public static Board of(int[] values, int[] candidates) {
        if (values.length != 81 || candidates.length != 81) {
            throw new IllegalArgumentException("a board has 81 cells");
        }
        for (int c = 0; c < 81; c++) {
            if (values[c] < 0 || values[c] > 9 || (candidates[c] & ~ALL) != 0) {
                throw new IllegalArgumentException("cell " + c + " holds more than the digits 1 to 9");
            }
            if (values[c] != 0 && candidates[c] != 0) {
                throw new IllegalArgumentException("cell " + c + " has a value and candidates");
            }
        }
        return new Board(values.clone(), candidates.clone());
    }

    /**
     * The position of a puzzle of 81 characters ({@code 0} or {@code .} for an open cell, {@code 1}-{@code 9}
     * for a given), each open cell holding the digits that no given of its houses holds (how Sudoku
     * Explainer fills the pencil marks of a puzzle it loads).
     *
     * @throws IllegalArgumentException if the text is not 81 such characters
     */
    public static Board parse(CharSequence puzzle) {
        int[] values = Grid.parse(puzzle).toArray();
        int[] candidates = new int[81];
        for (int c = 0; c < 81; c++) {
            if (values[c] == 0) {
                candidates[c] = ALL;
            }
        }
        for (int c = 0; c < 81; c++) {
            if (values[c] != 0) {
                int clear = ~(1 << (values[c] - 1));
                for (int peer : SeRegions.PEERS[c]) {
                    candidates[peer] &= clear;
                }
            }
        }
        return new Board(values, candidates);
    }

    /**
     * A pencil-mark position in SE's 729-character form (Sukaku): for each cell in row-major order nine
     * characters, the digit {@code d} at place {@code d} where it is a candidate, {@code 0} or {@code .}
     * where not. Every cell is open, even one with a single candidate (a naked single for the rater).
     *
     * @throws IllegalArgumentException if the text is not 729 such characters or a cell has no candidate
     */
    public static Board parseCandidates(CharSequence marks) {
        if (marks.length() != Pencilmarks.LENGTH) {
            throw new IllegalArgumentException("pencil marks have 729 characters, not " + marks.length());
        }
        List<DigitSet> cells;
        try {
            cells = Pencilmarks.parse(marks, 1);
        } catch (PuzzleFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        int[] candidates = new int[81];
        for (int c = 0; c < 81; c++) {
            candidates[c] = cells.get(c).mask();
            if (candidates[c] == 0) {
                throw new IllegalArgumentException(Shape.CLASSIC.cell(c) + " has no candidate");
            }
        }
        return new Board(new int[81], candidates);
    }

    /**
     * The position in the 729-character form of {@link #parseCandidates} ({@link Pencilmarks#write}), a
     * placed cell written as its value alone.
     */
    public String toCandidateString() {
        List<DigitSet> marks = new ArrayList<>(81);
        for (int c = 0; c < 81; c++) {
            marks.add(values[c] != 0 ? DigitSet.of(values[c]) : DigitSet.ofMask(candidates[c]));
        }
        return Pencilmarks.write(9, marks);
    }

    /** The candidate {@code digit} of {@code cell} as one int. */
    public static int candidate(int cell, int digit) {
        return cell * 9 + digit - 1;
    }

    /** The cell of a candidate written by {@link #candidate}. */
    public static int cellOf(int candidate) {
        return candidate / 9;
    }

    /** The digit of a candidate written by {@link #candidate}. */
    public static int digitOf(int candidate) {
        return candidate % 9 + 1;
    }

    /** An independent copy. */
    public Board copy() {
        return new Board(values.clone(), candidates.clone());
    }

    /** Makes this board the same as {@code other}, without allocating. */
    public void copyFrom(Board other) {
        System.arraycopy(other.values, 0, values, 0, 81);
        System.arraycopy(other.candidates, 0, candidates, 0, 81);
    }

    /** The value of {@code cell}, 0 while it is open. */
    public int value(int cell) {
        return values[cell];
    }

    /** The candidates of {@code cell} as a mask (bit {@code d - 1} for digit {@code d}); 0 once placed. */
    public int candidates(int cell) {
        return candidates[cell];
    }

    /** Whether {@code cell} is open and still has {@code digit} as a candidate. */
    public boolean has(int cell, int digit) {
        return (candidates[cell] & (1 << (digit - 1))) != 0;
    }

    /**
     * The positions in {@code region} (indexes into its cells, bit {@code k} for its {@code k}th cell)
     * where {@code digit} is still a candidate: SE's "potential positions". Regions are numbered as SE
     * numbers them, 0-8 blocks, 9-17 rows, 18-26 columns, each block's cells row by row.
     */
    int places(int region, int digit) {
        return SeRegions.positions(candidates, region, 1 << (digit - 1));
    }

    /** The number of cells of {@code region} (numbered as for {@link #places}) that have no value yet. */
    int openCells(int region) {
        int open = 0;
        for (int cell : SeRegions.REGION_CELLS[region]) {
            if (values[cell] == 0) {
                open++;
            }
        }
        return open;
    }

    /** Places {@code digit} in {@code cell} and removes it from the cell's peers. */
    public void place(int cell, int digit) {
        values[cell] = digit;
        candidates[cell] = 0;
        int clear = ~(1 << (digit - 1));
        for (int peer : SeRegions.PEERS[cell]) {
            candidates[peer] &= clear;
        }
    }

    /** Removes {@code digit} from the candidates of {@code cell}; answers whether it was there. */
    public boolean eliminate(int cell, int digit) {
        int bit = 1 << (digit - 1);
        boolean had = (candidates[cell] & bit) != 0;
        candidates[cell] &= ~bit;
        return had;
    }

    /** Whether every cell has a value. */
    public boolean isSolved() {
        for (int value : values) {
            if (value == 0) {
                return false;
            }
        }
        return true;
    }

    /** The values as 81 characters, {@code .} for an open cell. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(81);
        for (int value : values) {
            text.append(value == 0 ? '.' : (char) ('0' + value));
        }
        return text.toString();
    }
}
