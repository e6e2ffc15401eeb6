package dev.nonet.canon;

import dev.nonet.grid.Grid;
import java.util.Arrays;

/**
 * The minlex forms seen so far, each numbered in the order first added: what removing repeats from a
 * collection of millions of puzzles needs to keep, and no more. A form is packed into five {@code long}s
 * (17 cells in base 10 each), in an open-addressing table kept between 3/8 and 3/4 full, with the form's
 * number beside it, and the list of slots in number order: 60 to 125 bytes a class (at most 125 MB for a
 * million classes), against some 170 to 200 for a {@code HashSet<String>} of the forms' lines.
 *
 * <p>Not safe for use from several threads at once.
 */
public final class MinlexSet {

    private static final int WORDS = 5;
    private static final int CELLS_PER_WORD = 17;
    /** Set in every stored entry's first word, so that the empty grid's form is told from a free slot. */
    private static final long PRESENT = 1L << 62;

    private long[] table;
    private int[] numbers;
    private int[] slotOfNumber;
    private int size;

    /** An empty set. */
    public MinlexSet() {
        allocate(1 << 10);
    }

    /**
     * The number of {@code form}'s class, 0 for the first class added, 1 for the next; a form not seen
     * before is added and gets the next number ({@link #size()} before the call).
     *
     * @throws IllegalArgumentException if the grid is not 9x9
     */
    public int classOf(Grid form) {
        long[] packed = pack(form);
        int slot = find(packed);
        if (table[slot * WORDS] != 0) {
            return numbers[slot];
        }
        if ((size + 1) * 4L > numbers.length * 3L) {
            grow();
            slot = find(packed);
        }
        System.arraycopy(packed, 0, table, slot * WORDS, WORDS);
        numbers[slot] = size;
        slotOfNumber[size] = slot;
        return size++;
    }

    /** How many classes the set holds. */
    public int size() {
        return size;
    }

    /**
     * The form of class {@code number}.
     *
     * @throws IndexOutOfBoundsException if there is no such class
     */
    public Grid form(int number) {
        if (number < 0 || number >= size) {
            throw new IndexOutOfBoundsException("class " + number + " of " + size);
        }
        int base = slotOfNumber[number] * WORDS;
        byte[] cells = new byte[81];
        for (int w = 0; w < WORDS; w++) {
            long word = table[base + w] & ~PRESENT;
            for (int k = Math.min(CELLS_PER_WORD, 81 - w * CELLS_PER_WORD) - 1; k >= 0; k--) {
                cells[w * CELLS_PER_WORD + k] = (byte) (word % 10);
                word /= 10;
            }
        }
        return Grid.ofBytes(cells);
    }

    private static long[] pack(Grid form) {
        if (form.shape().cellCount() != 81) {
            throw new IllegalArgumentException("minlex forms are 9x9 grids, not " + form.shape());
        }
        long[] words = new long[WORDS];
        for (int w = 0; w < WORDS; w++) {
            long word = 0;
            for (int k = 0; k < CELLS_PER_WORD && w * CELLS_PER_WORD + k < 81; k++) {
                word = word * 10 + form.get(w * CELLS_PER_WORD + k);
            }
            words[w] = word;
        }
        words[0] |= PRESENT;
        return words;
    }

    /** The slot holding {@code packed}, or the free slot where it belongs. */
    private int find(long[] packed) {
        int mask = numbers.length - 1;
        int slot = hash(packed) & mask;
        while (true) {
            int base = slot * WORDS;
            if (table[base] == 0) {
                return slot;
            }
            if (table[base] == packed[0] && table[base + 1] == packed[1] && table[base + 2] == packed[2]
                    && table[base + 3] == packed[3] && table[base + 4] == packed[4]) {
                return slot;
            }
            slot = (slot + 1) & mask;
        }
    }

    private static int hash(long[] packed) {
        long h = 0;
        for (long word : packed) {
            h = (h ^ word) * 0x9E3779B97F4A7C15L;
        }
        return (int) (h ^ (h >>> 29));
    }

    private void grow() {
        long[] oldTable = table;
        int[] oldSlotOfNumber = slotOfNumber;
        allocate(numbers.length * 2);
        long[] packed = new long[WORDS];
        for (int n = 0; n < size; n++) {
            System.arraycopy(oldTable, oldSlotOfNumber[n] * WORDS, packed, 0, WORDS);
            int slot = find(packed);
            System.arraycopy(packed, 0, table, slot * WORDS, WORDS);
            numbers[slot] = n;
            slotOfNumber[n] = slot;
        }
    }

    private void allocate(int slots) {
        table = new long[slots * WORDS];
        numbers = new int[slots];
        int[] order = new int[slots / 4 * 3];
        if (slotOfNumber != null) {
            System.arraycopy(slotOfNumber, 0, order, 0, size);
        }
        slotOfNumber = order;
        Arrays.fill(numbers, -1);
    }
}
