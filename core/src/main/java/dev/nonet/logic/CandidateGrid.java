package dev.nonet.logic;

import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;

/**
 * A grid with pencil marks: for each cell its placed digit, or the digits it may still hold.
 *
 * <pre>{@code
 * CandidateGrid marks = CandidateGrid.of(puzzle);      // givens placed, their peers cleared
 * marks.candidates(new Cell(4, 2));                     // a bit set: bit d-1 for digit d
 * marks.eliminate(new Cell(4, 2), 7);
 * }</pre>
 *
 * <p>It changes only through {@link #eliminate} and {@link #place}; placing a digit removes every other
 * digit from the cell and that digit from the cell's peers. It can also be read as given from the
 * 729-character pencilmark (sukaku) format, where the marks need not follow from any givens. Mutable
 * and not thread-safe: each solver works on its own {@link #copy()}.
 */
public final class CandidateGrid {

    /** All nine digits as a candidate set. */
    public static final int ALL = 0x1FF;

    private final int[] candidates;
    private final byte[] values;

    private CandidateGrid(int[] candidates, byte[] values) {
        this.candidates = candidates;
        this.values = values;
    }

    /** The pencil marks of {@code puzzle}: givens placed, every other cell holding what its peers allow. */
    public static CandidateGrid of(Grid puzzle) {
        if (!puzzle.shape().equals(Shape.CLASSIC)) {
            throw new IllegalArgumentException("only classic 9x9 grids have pencil marks so far, not " + puzzle.shape());
        }
        int[] candidates = new int[81];
        java.util.Arrays.fill(candidates, ALL);
        CandidateGrid grid = new CandidateGrid(candidates, new byte[81]);
        for (int i = 0; i < 81; i++) {
            int d = puzzle.get(i);
            if (d != 0) {
                grid.placeIndex(i, d);
            }
        }
        return grid;
    }

    /**
     * Pencil marks as given in the 729-character format: for each cell in row-major order, nine
     * positions holding the digit when it is still a candidate and {@code .} or {@code 0} when not. A
     * cell with one candidate counts as open, not placed: a naked single then places it.
     *
     * @throws PuzzleFormatException if the text is not 729 such characters
     */
    public static CandidateGrid parsePencilmarks(CharSequence text, int lineNumber) throws PuzzleFormatException {
        String line = text.toString();
        int n = 0;
        int[] candidates = new int[81];
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t') {
                continue;
            }
            if (n == 729) {
                throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, line, "expected 729 pencil marks, found more");
            }
            int position = n % 9 + 1;
            if (c == '.' || c == '0') {
                n++;
            } else if (c >= '1' && c <= '9') {
                if (c - '0' != position) {
                    throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, i + 1, line,
                            "'" + c + "' stands in the place of digit " + position + " of " + Shape.CLASSIC.cell(n / 9));
                }
                candidates[n / 9] |= 1 << (position - 1);
                n++;
            } else {
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, i + 1, line,
                        "'" + c + "' is not a digit or '.' in a pencilmark grid");
            }
        }
        if (n != 729) {
            throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, line, "expected 729 pencil marks, found " + n);
        }
        return new CandidateGrid(candidates, new byte[81]);
    }

    /** An independent copy. */
    public CandidateGrid copy() {
        return new CandidateGrid(candidates.clone(), values.clone());
    }

    /** The digit placed in {@code cell}, or 0. */
    public int value(Cell cell) {
        return values[index(cell)];
    }

    /** The candidates of {@code cell} as a bit set (bit d-1 for digit d); 0 once a digit is placed. */
    public int candidates(Cell cell) {
        return candidates[index(cell)];
    }

    /** Whether {@code digit} is a candidate of {@code cell}. */
    public boolean has(Cell cell, int digit) {
        return (candidates[index(cell)] & (1 << (digit - 1))) != 0;
    }

    /** Removes {@code digit} from the candidates of {@code cell}; nothing if it was not one. */
    public void eliminate(Cell cell, int digit) {
        candidates[index(cell)] &= ~(1 << (digit - 1));
    }

    /** Places {@code digit} in {@code cell}: its other candidates go, and so does the digit from its peers. */
    public void place(Cell cell, int digit) {
        placeIndex(index(cell), digit);
    }

    /** Whether every cell holds a placed digit. */
    public boolean isSolved() {
        for (byte v : values) {
            if (v == 0) {
                return false;
            }
        }
        return true;
    }

    /** The placed digits as a grid (open cells empty). */
    public Grid toGrid() {
        return Grid.ofBytes(values);
    }

    /** The 729-character pencilmark text; a placed cell shows its digit alone. */
    public String toPencilmarks() {
        StringBuilder sb = new StringBuilder(729);
        for (int i = 0; i < 81; i++) {
            int marks = values[i] != 0 ? 1 << (values[i] - 1) : candidates[i];
            for (int d = 1; d <= 9; d++) {
                sb.append((marks & (1 << (d - 1))) != 0 ? (char) ('0' + d) : '.');
            }
        }
        return sb.toString();
    }

    // Index-based access for the techniques of this package: they scan the grid many times per step.

    int valueAt(int cell) {
        return values[cell];
    }

    int candidatesAt(int cell) {
        return candidates[cell];
    }

    void eliminateAt(int cell, int digit) {
        candidates[cell] &= ~(1 << (digit - 1));
    }

    void placeIndex(int cell, int digit) {
        values[cell] = (byte) digit;
        candidates[cell] = 0;
        int bit = ~(1 << (digit - 1));
        for (int peer : Geometry.PEERS[cell]) {
            candidates[peer] &= bit;
        }
    }

    /** The cells of house {@code h} where {@code digit} is a candidate, as a 9-bit set of positions in the house. */
    int positions(int h, int digit) {
        int bit = 1 << (digit - 1);
        int set = 0;
        int[] cells = Geometry.HOUSE_CELLS[h];
        for (int k = 0; k < 9; k++) {
            if ((candidates[cells[k]] & bit) != 0) {
                set |= 1 << k;
            }
        }
        return set;
    }

    /** Whether {@code digit} is already placed in house {@code h}. */
    boolean isPlacedIn(int h, int digit) {
        for (int c : Geometry.HOUSE_CELLS[h]) {
            if (values[c] == digit) {
                return true;
            }
        }
        return false;
    }

    private static int index(Cell cell) {
        return Shape.CLASSIC.indexOf(cell);
    }

    @Override
    public String toString() {
        return toPencilmarks();
    }
}
