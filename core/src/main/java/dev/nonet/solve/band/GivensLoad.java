package dev.nonet.solve.band;

import static dev.nonet.solve.band.BandTables.ALL_CELLS;
import static dev.nonet.solve.band.BandTables.STACKS_TOUCHED;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The givens of a classic puzzle loaded into a search state of {@link BandSearch}'s layout: the one
 * load of both classic searches, the scalar one and the vector one. Measured in docs/ENGINE.md ("The
 * fixed cost of a puzzle"): 0.13 us a puzzle.
 */
public final class GivensLoad {

    /** Word 27 + band holds the band's empty cells. */
    private static final int UNSOLVED = 27;
    /** Reads a byte array eight cells at a time, the first cell in the lowest byte. */
    private static final VarHandle EIGHT_CELLS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Bit 0 of each of a long's eight bytes. */
    private static final long LOW_BIT_OF_EACH_BYTE = 0x0101010101010101L;
    /** Times a long with bits only at bit 0 of its bytes: those eight bits side by side in the top byte, the first lowest. */
    private static final long GATHER_BYTES = 0x0102040810204080L;

    private GivensLoad() {
    }

    /**
     * The givens among {@code givens} (81 digits 0-9 by cell): the cells not 0, counted eight at a time (a digit
     * 1-9 has a bit among its low four; adding 15 to them carries into bit 4 exactly then).
     */
    public static int count(byte[] givens) {
        long fours = 0x0F0F0F0F0F0F0F0FL;
        long carries = 0x1010101010101010L;
        int count = givens[80] != 0 ? 1 : 0;
        for (int at = 0; at < 80; at += 8) {
            long eight = (long) EIGHT_CELLS.get(givens, at);
            count += Long.bitCount(((eight & fours) + fours) & carries);
        }
        return count;
    }

    /**
     * Writes into {@code st} (30 ints, {@link BandSearch}'s layout) the state of {@code givens} (0-9 by cell)
     * placed: each digit's word keeps its givens and the band's empty cells outside the rows, columns
     * and boxes of its givens; words 27-29 the empty cells. Returns false, {@code st} then undefined, if
     * two givens clash. The vector search loads through it too.
     *
     * <p>Builds every word at once rather than placing the givens one by one, which costs a data-
     * dependent branch per cell and a dozen word updates per given; and from the digits' four bit planes,
     * gathered eight cells at a time, rather than by setting each cell's bit in its digit's word, which
     * chains each store to the one before to the same word (most of all the empty cells').
     */
    public static boolean state(byte[] givens, int[] st) {
        // Bit k of every cell's digit, cells 0-63 in the low longs, 64-80 in the high ones.
        long low0 = 0;
        long low1 = 0;
        long low2 = 0;
        long low3 = 0;
        for (int at = 0; at < 64; at += 8) {
            long eight = (long) EIGHT_CELLS.get(givens, at);
            low0 |= ((eight & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56) << at;
            low1 |= ((eight >>> 1 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56) << at;
            low2 |= ((eight >>> 2 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56) << at;
            low3 |= ((eight >>> 3 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56) << at;
        }
        long a = (long) EIGHT_CELLS.get(givens, 64);
        long b = (long) EIGHT_CELLS.get(givens, 72);
        long last = givens[80];
        long high0 = (a & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56 | ((b & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56) << 8
                | (last & 1) << 16;
        long high1 = (a >>> 1 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56
                | ((b >>> 1 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56) << 8 | (last >>> 1 & 1) << 16;
        long high2 = (a >>> 2 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56
                | ((b >>> 2 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56) << 8 | (last >>> 2 & 1) << 16;
        long high3 = (a >>> 3 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56
                | ((b >>> 3 & LOW_BIT_OF_EACH_BYTE) * GATHER_BYTES >>> 56) << 8 | (last >>> 3 & 1) << 16;
        // The planes by band: band 2 is cells 54-63 of the low long and all of the high one.
        int a0 = (int) low0 & ALL_CELLS;
        int a1 = (int) low1 & ALL_CELLS;
        int a2 = (int) low2 & ALL_CELLS;
        int a3 = (int) low3 & ALL_CELLS;
        int b0 = (int) (low0 >>> 27) & ALL_CELLS;
        int b1 = (int) (low1 >>> 27) & ALL_CELLS;
        int b2 = (int) (low2 >>> 27) & ALL_CELLS;
        int b3 = (int) (low3 >>> 27) & ALL_CELLS;
        int c0 = (int) (low0 >>> 54 | high0 << 10);
        int c1 = (int) (low1 >>> 54 | high1 << 10);
        int c2 = (int) (low2 >>> 54 | high2 << 10);
        int c3 = (int) (low3 >>> 54 | high3 << 10);
        int empty0 = ALL_CELLS & ~(a0 | a1 | a2 | a3);
        int empty1 = ALL_CELLS & ~(b0 | b1 | b2 | b3);
        int empty2 = ALL_CELLS & ~(c0 | c1 | c2 | c3);
        st[UNSOLVED] = empty0;
        st[UNSOLVED + 1] = empty1;
        st[UNSOLVED + 2] = empty2;
        // Each digit's givens leave their rows, boxes and columns. The givens clash when some digit
        // has fewer rows, boxes or columns than givens: counted over all digits at once, without a
        // branch (9 cells a row of a band, 3 columns a box).
        int rowCells = 0;
        int boxColumns = 0;
        int columnCount = 0;
        for (int digit = 1; digit <= 9; digit++) {
            // The planes where the digit has a 1 as they are, the others inverted: each band's given cells.
            int x0 = (digit & 1) - 1;
            int x1 = (digit >>> 1 & 1) - 1;
            int x2 = (digit >>> 2 & 1) - 1;
            int x3 = (digit >>> 3 & 1) - 1;
            int g0 = (a0 ^ x0) & (a1 ^ x1) & (a2 ^ x2) & (a3 ^ x3) & ~empty0;
            int g1 = (b0 ^ x0) & (b1 ^ x1) & (b2 ^ x2) & (b3 ^ x3) & ~empty1;
            int g2 = (c0 ^ x0) & (c1 ^ x1) & (c2 ^ x2) & (c3 ^ x3) & ~empty2;
            int f0 = (g0 | g0 >>> 9 | g0 >>> 18) & 511;
            int f1 = (g1 | g1 >>> 9 | g1 >>> 18) & 511;
            int f2 = (g2 | g2 >>> 9 | g2 >>> 18) & 511;
            int columns = f0 | f1 | f2;
            int rows0 = rowsOf(g0);
            int rows1 = rowsOf(g1);
            int rows2 = rowsOf(g2);
            int boxes0 = STACKS_TOUCHED[f0];
            int boxes1 = STACKS_TOUCHED[f1];
            int boxes2 = STACKS_TOUCHED[f2];
            rowCells += Integer.bitCount(rows0) + Integer.bitCount(rows1) + Integer.bitCount(rows2);
            boxColumns += Integer.bitCount(boxes0) + Integer.bitCount(boxes1) + Integer.bitCount(boxes2);
            columnCount += Integer.bitCount(columns);
            int columnCells = columns * 0x40201;
            int word = 3 * (digit - 1);
            st[word] = (empty0 & ~(rows0 | boxes0 * 0x40201 | columnCells)) | g0;
            st[word + 1] = (empty1 & ~(rows1 | boxes1 * 0x40201 | columnCells)) | g1;
            st[word + 2] = (empty2 & ~(rows2 | boxes2 * 0x40201 | columnCells)) | g2;
        }
        int givenCount = 81 - Integer.bitCount(empty0) - Integer.bitCount(empty1) - Integer.bitCount(empty2);
        return rowCells == 9 * givenCount && boxColumns == 3 * givenCount && columnCount == givenCount;
    }

    /** The whole rows of a band that hold one of {@code g}'s cells. */
    private static int rowsOf(int g) {
        return filledRow(g & 511) | filledRow((g >>> 9) & 511) << 9 | filledRow(g >>> 18) << 18;
    }

    /** 511 (the whole row) if {@code row} holds a bit, else 0. */
    private static int filledRow(int row) {
        return (-row >> 31) & 511;
    }
}
