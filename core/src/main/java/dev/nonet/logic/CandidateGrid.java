package dev.nonet.logic;

import dev.nonet.format.Pencilmarks;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Puzzle;
import dev.nonet.position.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A grid with pencil marks: for each cell its placed digit, or the digits it may still hold.
 *
 * <pre>{@code
 * CandidateGrid marks = CandidateGrid.of(puzzle);      // givens placed, their peers cleared
 * marks.candidates(new Cell(4, 2));                     // a DigitSet, e.g. {2,7}
 * marks.eliminate(new Cell(4, 2), 7);
 * }</pre>
 *
 * <p>It changes only through {@link #eliminate} and {@link #place}; placing a digit removes every other
 * digit from the cell and that digit from the cell's peers. It can also be read as given from the
 * 729-character pencilmark (sukaku) format, where the marks need not follow from any givens.
 *
 * <p>It belongs to a {@link Layout}, its puzzle's ({@link #of(Puzzle)}: any size and variant, digits
 * then run from 1 to the side and peers share any of the layout's houses) or classic 9x9 for pencil
 * marks as given. Mutable and not thread-safe: each solver works on its own {@link #copy()}.
 */
public final class CandidateGrid {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    /** All nine digits of classic 9x9 as a candidate set. */
    public static final DigitSet ALL = DigitSet.upTo(9);

    private final Geometry geometry;
    /** The marks themselves, in the engine's one candidate model, which the SE rater shares. */
    private final Position position;
    /** The puzzle's givens, which stay apart from the digits placed since; empty for pencil marks alone. */
    private final Grid givens;

    private CandidateGrid(Position position, Grid givens) {
        this.geometry = position.geometry();
        this.position = position;
        this.givens = givens;
    }

    /**
     * The pencil marks of {@code puzzle}: givens placed, every other cell holding what its peers in the
     * houses of the puzzle's layout allow.
     */
    public static CandidateGrid of(Puzzle puzzle) {
        Grid givens = puzzle.givens();
        Geometry geometry = Geometry.of(puzzle.layout());
        CandidateGrid grid = new CandidateGrid(Position.of(geometry), givens);
        for (int i = 0; i < geometry.cellCount; i++) {
            int d = givens.get(i);
            if (d != 0) {
                grid.placeIndex(i, d);
            }
        }
        return grid;
    }

    /**
     * Pencil marks as given, for example read in the 729-character format
     * ({@link dev.nonet.format.Pencilmarks#parse}): the candidates of each of the 81 classic cells, in
     * row-major order. A cell with one candidate counts as open, not placed: a naked single then places it.
     *
     * @throws IllegalArgumentException if there are not 81 cells or a cell holds a digit beyond 9
     */
    public static CandidateGrid ofPencilmarks(List<DigitSet> candidates) {
        if (candidates.size() != 81) {
            throw new IllegalArgumentException("pencil marks of 81 cells expected, not " + candidates.size());
        }
        int[] masks = new int[81];
        for (int i = 0; i < 81; i++) {
            if (!candidates.get(i).minus(ALL).isEmpty()) {
                throw new IllegalArgumentException("a cell's candidates are digits 1 to 9");
            }
            masks[i] = candidates.get(i).mask();
        }
        return new CandidateGrid(Position.of(CLASSIC, new int[81], masks), Grid.empty(Shape.CLASSIC));
    }

    /**
     * The pencil marks of a position whose givens, placed digits and candidates are kept apart (read from
     * a PM grid, say): its givens and placed digits placed, every open cell holding its candidates less
     * the digits a given or placed peer holds.
     */
    public static CandidateGrid of(MarkedGrid position) {
        int[] masks = new int[81];
        for (int i = 0; i < 81; i++) {
            masks[i] = position.candidates(i).mask();
        }
        CandidateGrid grid = new CandidateGrid(Position.of(CLASSIC, new int[81], masks), position.givens());
        Grid digits = position.digits();
        for (int i = 0; i < 81; i++) {
            if (digits.get(i) != 0) {
                grid.placeIndex(i, digits.get(i));
            }
        }
        return grid;
    }

    /** An independent copy. */
    public CandidateGrid copy() {
        return new CandidateGrid(position.copy(), givens);
    }

    /** The layout whose houses these marks follow. */
    public Layout layout() {
        return geometry.layout;
    }

    /** The givens of the puzzle these marks came from; empty for pencil marks as given. */
    public Grid givens() {
        return givens;
    }

    /**
     * This classic position with its givens, the digits placed since and the open cells' candidates
     * apart, as a PM grid writes it.
     *
     * @throws IllegalStateException if the layout is not classic 9x9
     */
    public MarkedGrid toMarkedGrid() {
        if (!geometry.classic) {
            throw new IllegalStateException("a marked grid is classic 9x9, not " + geometry.layout);
        }
        int[] placed = new int[81];
        List<DigitSet> marks = new ArrayList<>(81);
        for (int i = 0; i < 81; i++) {
            placed[i] = givens.get(i) == 0 ? position.value(i) : 0;
            marks.add(DigitSet.ofMask(position.candidates(i)));
        }
        return MarkedGrid.of(givens, Grid.of(placed), marks);
    }

    /** The digit placed in {@code cell}, or 0. */
    public int value(Cell cell) {
        return position.value(index(cell));
    }

    /** The candidates of {@code cell}; empty once a digit is placed. */
    public DigitSet candidates(Cell cell) {
        return DigitSet.ofMask(position.candidates(index(cell)));
    }

    /** Whether {@code digit} is a candidate of {@code cell}. */
    public boolean has(Cell cell, int digit) {
        return (position.candidates(index(cell)) & DigitSet.bit(digit)) != 0;
    }

    /**
     * The open cells that hold {@code digit} as a candidate, by their indexes ({@code row * side + column}
     * from 0, as {@link dev.nonet.grid.Shape#indexOf} numbers them).
     */
    public CellSet cellsWith(int digit) {
        int bit = DigitSet.bit(digit);
        int[] candidates = position.candidatesArray();
        int[] cells = new int[candidates.length];
        int n = 0;
        for (int c = 0; c < candidates.length; c++) {
            if ((candidates[c] & bit) != 0) {
                cells[n++] = c;
            }
        }
        return CellSet.of(Arrays.copyOf(cells, n));
    }

    /** Removes {@code digit} from the candidates of {@code cell}; nothing if it was not one. */
    public void eliminate(Cell cell, int digit) {
        position.eliminate(index(cell), digit);
    }

    /** Places {@code digit} in {@code cell}: its other candidates go, and so does the digit from its peers. */
    public void place(Cell cell, int digit) {
        placeIndex(index(cell), digit);
    }

    /** Whether every cell holds a placed digit. */
    public boolean isSolved() {
        return position.isSolved();
    }

    /** The placed digits as a grid (open cells empty). */
    public Grid toGrid() {
        byte[] values = position.valuesArray();
        if (geometry.shape.equals(Shape.CLASSIC)) { // not 9x9:1x9, whose grid is of its own shape
            return Grid.ofBytes(values);
        }
        int[] digits = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            digits[i] = values[i];
        }
        return Grid.of(geometry.shape, digits);
    }

    /**
     * The pencilmark text ({@link Pencilmarks#write}: 729 characters for 9x9); a placed cell shows its
     * digit alone.
     */
    public String toPencilmarks() {
        List<DigitSet> marks = new ArrayList<>(geometry.cellCount);
        for (int i = 0; i < geometry.cellCount; i++) {
            marks.add(position.value(i) != 0 ? DigitSet.of(position.value(i)) : DigitSet.ofMask(position.candidates(i)));
        }
        return Pencilmarks.write(geometry.side, marks);
    }

    // Index-based access for the techniques of this package: they scan the grid many times per step, so
    // candidates stay raw masks here (bit d-1 for digit d, DigitSet.bit(d)) rather than a DigitSet a call.

    Geometry geometry() {
        return geometry;
    }

    /** The position these marks are kept in. */
    Position position() {
        return position;
    }

    int cellCount() {
        return geometry.cellCount;
    }

    int valueAt(int cell) {
        return position.value(cell);
    }

    int candidatesAt(int cell) {
        return position.candidates(cell);
    }

    void eliminateAt(int cell, int digit) {
        position.eliminate(cell, digit);
    }

    void placeIndex(int cell, int digit) {
        position.place(cell, digit);
    }

    /** The cells of house {@code h} where {@code digit} is a candidate, as a set of positions in the house. */
    int positions(int h, int digit) {
        return position.positions(h, digit);
    }

    /** Whether {@code digit} is already placed in house {@code h}. */
    boolean isPlacedIn(int h, int digit) {
        return position.isPlacedIn(h, digit);
    }

    private int index(Cell cell) {
        return geometry.indexOf(cell);
    }

    @Override
    public String toString() {
        return toPencilmarks();
    }
}
