package dev.nonet.position;

import dev.nonet.geometry.Geometry;

/**
 * A position on any layout as the engine's finders work on it: each cell holds a placed digit or a set of
 * candidates as a mask (bit {@code d - 1} for digit {@code d}). The one mutable candidate model of the
 * engine: the HoDoKu-style finders read and write it through {@code dev.nonet.logic.CandidateGrid}, Sudoku
 * Explainer's rater ({@code dev.nonet.se}) directly; both number cells row-major and take peers, houses
 * and digits from the layout's {@link Geometry}, the one set of tables. (SE numbers its regions its own
 * way, for its order of hints; {@code SeRegions} maps them onto these cells.)
 *
 * <p>Public but not exported (module-info.java), like {@code dev.nonet.geometry}: two of the engine's
 * packages share it, and its raw arrays ({@link #candidatesArray}, {@link #valuesArray}) are for their
 * inner loops, so no library user may reach it; no public member of an exported type names it
 * (GeometryUnreachableTest). Its immutable snapshots are the grid package's ({@code Grid},
 * {@code MarkedGrid}), made by {@code CandidateGrid}.
 *
 * <p>Mutable and meant for one thread; searches {@link #copy} it, or {@link #copyFrom} into a scratch
 * position, to try a branch and throw it away.
 */
public final class Position {

    private final Geometry geometry;
    private final int[][] peers;
    private final int[][] houseCells;
    private final byte[] values;
    private final int[] candidates;

    private Position(Geometry geometry, byte[] values, int[] candidates) {
        this.geometry = geometry;
        this.peers = geometry.peers;
        this.houseCells = geometry.houseCells;
        this.values = values;
        this.candidates = candidates;
    }

    /** An empty position of the layout: no digit placed, every cell holding every digit. */
    public static Position of(Geometry geometry) {
        int[] candidates = new int[geometry.cellCount];
        java.util.Arrays.fill(candidates, geometry.allDigits);
        return new Position(geometry, new byte[geometry.cellCount], candidates);
    }

    /**
     * A position from values and candidate masks, one of each per cell (copied); a cell with a value has no
     * candidates.
     *
     * @throws IllegalArgumentException if an array is not of the layout's cells, a value is outside 0 to
     *                                  the side, a mask has bits beyond the side's digits, or a cell has
     *                                  both a value and candidates
     */
    public static Position of(Geometry geometry, int[] values, int[] candidates) {
        int n = geometry.cellCount;
        if (values.length != n || candidates.length != n) {
            throw new IllegalArgumentException("a position of " + geometry.layout + " has " + n + " cells");
        }
        byte[] bytes = new byte[n];
        for (int c = 0; c < n; c++) {
            if (values[c] < 0 || values[c] > geometry.side || (candidates[c] & ~geometry.allDigits) != 0) {
                throw new IllegalArgumentException("cell " + c + " holds more than the digits 1 to " + geometry.side);
            }
            if (values[c] != 0 && candidates[c] != 0) {
                throw new IllegalArgumentException("cell " + c + " has a value and candidates");
            }
            bytes[c] = (byte) values[c];
        }
        return new Position(geometry, bytes, candidates.clone());
    }

    /** An independent copy. */
    public Position copy() {
        return new Position(geometry, values.clone(), candidates.clone());
    }

    /** Makes this position the same as {@code other}, of the same layout, without allocating. */
    public void copyFrom(Position other) {
        System.arraycopy(other.values, 0, values, 0, values.length);
        System.arraycopy(other.candidates, 0, candidates, 0, candidates.length);
    }

    /** The layout's tables. */
    public Geometry geometry() {
        return geometry;
    }

    /** The number of cells. */
    public int cellCount() {
        return values.length;
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

    /** Places {@code digit} in {@code cell}: its candidates go, and the digit from its peers'. */
    public void place(int cell, int digit) {
        values[cell] = (byte) digit;
        candidates[cell] = 0;
        int clear = ~(1 << (digit - 1));
        for (int peer : peers[cell]) {
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
        for (byte value : values) {
            if (value == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The cells of house {@code h} (the layout's numbering, {@link Geometry#houseCells}) where
     * {@code digit} is a candidate, as a set of positions in the house (bit {@code k} for its
     * {@code k}th cell).
     */
    public int positions(int h, int digit) {
        int bit = 1 << (digit - 1);
        int set = 0;
        int[] cells = houseCells[h];
        for (int k = 0; k < cells.length; k++) {
            if ((candidates[cells[k]] & bit) != 0) {
                set |= 1 << k;
            }
        }
        return set;
    }

    /** Whether {@code digit} is already placed in house {@code h}. */
    public boolean isPlacedIn(int h, int digit) {
        for (int c : houseCells[h]) {
            if (values[c] == digit) {
                return true;
            }
        }
        return false;
    }

    /** The candidate masks themselves, for inner loops that scan many cells: read them, never write them. */
    public int[] candidatesArray() {
        return candidates;
    }

    /** The values themselves, for inner loops and snapshots: read them, never write them. */
    public byte[] valuesArray() {
        return values;
    }

    /** The values, row-major, {@code .} for an open cell (digits beyond 9 as letters). */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(values.length);
        for (byte value : values) {
            text.append(value == 0 ? '.' : Character.toUpperCase(Character.forDigit(value, 36)));
        }
        return text.toString();
    }
}
