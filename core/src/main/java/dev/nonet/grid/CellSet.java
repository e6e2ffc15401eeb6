package dev.nonet.grid;

import java.util.Arrays;
import java.util.PrimitiveIterator;
import java.util.StringJoiner;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/**
 * A set of cells of one grid, by their indexes ({@code row * side + column}, counting from 0, as
 * {@link Shape#indexOf} numbers them) up to 625 cells (25x25).
 *
 * <pre>{@code
 * CellSet cells = CellSet.of(0, 10, 80);
 * cells.contains(10);                  // true
 * cells.toString(Shape.CLASSIC);       // {r1c1,r2c2,r9c9}
 * }</pre>
 *
 * <p>An immutable value backed by ten {@code long}s, so it is thread-safe and equal sets are
 * {@link #equals equal} whatever grid they were made for.
 */
public final class CellSet implements Iterable<Integer> {

    /** How many cell indexes a set can hold: those of a 25x25 grid. */
    public static final int CAPACITY = Shape.MAX_SIDE * Shape.MAX_SIDE;

    private static final int WORDS = (CAPACITY + Long.SIZE - 1) / Long.SIZE;

    /** The set with no cell. */
    public static final CellSet EMPTY = new CellSet(new long[WORDS]);

    private final long[] words;

    private CellSet(long[] words) {
        this.words = words;
    }

    /**
     * The set of the cells with indexes {@code cells}.
     *
     * @throws IllegalArgumentException if an index is not 0 to 624
     */
    public static CellSet of(int... cells) {
        long[] words = new long[WORDS];
        for (int c : cells) {
            words[checked(c) >>> 6] |= 1L << c;
        }
        return new CellSet(words);
    }

    /** Whether the cell with index {@code cell} is in the set; false for any number that is no index. */
    public boolean contains(int cell) {
        return cell >= 0 && cell < CAPACITY && (words[cell >>> 6] & (1L << cell)) != 0;
    }

    /** How many cells the set holds. */
    public int size() {
        int size = 0;
        for (long word : words) {
            size += Long.bitCount(word);
        }
        return size;
    }

    /** Whether the set holds no cell. */
    public boolean isEmpty() {
        for (long word : words) {
            if (word != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * This set with the cell {@code cell}.
     *
     * @throws IllegalArgumentException if the index is not 0 to 624
     */
    public CellSet with(int cell) {
        long[] copy = words.clone();
        copy[checked(cell) >>> 6] |= 1L << cell;
        return new CellSet(copy);
    }

    /**
     * This set without the cell {@code cell}.
     *
     * @throws IllegalArgumentException if the index is not 0 to 624
     */
    public CellSet without(int cell) {
        long[] copy = words.clone();
        copy[checked(cell) >>> 6] &= ~(1L << cell);
        return new CellSet(copy);
    }

    /** The cells in this set or {@code other}. */
    public CellSet union(CellSet other) {
        long[] result = new long[WORDS];
        for (int i = 0; i < WORDS; i++) {
            result[i] = words[i] | other.words[i];
        }
        return new CellSet(result);
    }

    /** The cells in both this set and {@code other}. */
    public CellSet intersection(CellSet other) {
        long[] result = new long[WORDS];
        for (int i = 0; i < WORDS; i++) {
            result[i] = words[i] & other.words[i];
        }
        return new CellSet(result);
    }

    /** The cells of this set for which {@code test} holds. */
    public CellSet filter(IntPredicate test) {
        long[] result = new long[WORDS];
        for (int i = 0; i < WORDS; i++) {
            for (long word = words[i]; word != 0; word &= word - 1) {
                int cell = i * Long.SIZE + Long.numberOfTrailingZeros(word);
                if (test.test(cell)) {
                    result[i] |= 1L << cell;
                }
            }
        }
        return new CellSet(result);
    }

    /**
     * The smallest cell index of the set that is {@code from} or more, or -1 if there is none: for loops
     * over the cells that must not box them ({@code for (int c = s.next(0); c >= 0; c = s.next(c + 1))}).
     */
    public int next(int from) {
        if (from < 0) {
            from = 0;
        }
        int i = from >>> 6;
        if (i >= WORDS) {
            return -1;
        }
        long word = words[i] & (-1L << from);
        while (word == 0) {
            if (++i == WORDS) {
                return -1;
            }
            word = words[i];
        }
        return i * Long.SIZE + Long.numberOfTrailingZeros(word);
    }

    /** The cell indexes, smallest first. */
    public IntStream stream() {
        return IntStream.range(0, WORDS).flatMap(i -> {
            long word = words[i];
            return IntStream.iterate(Long.numberOfTrailingZeros(word), b -> b < Long.SIZE,
                    b -> b + 1 + Long.numberOfTrailingZeros(word >>> b >>> 1))
                    .map(b -> i * Long.SIZE + b);
        });
    }

    /** The cell indexes, smallest first. */
    @Override
    public PrimitiveIterator.OfInt iterator() {
        return stream().iterator();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CellSet set && Arrays.equals(set.words, words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }

    /** The cell indexes, smallest first: {@code {0,10,80}}. */
    @Override
    public String toString() {
        StringJoiner text = new StringJoiner(",", "{", "}");
        stream().forEach(c -> text.add(Integer.toString(c)));
        return text.toString();
    }

    /**
     * The cells by name on a grid of {@code shape}, smallest index first: {@code {r1c1,r2c2}}.
     *
     * @throws IndexOutOfBoundsException if a cell lies beyond the shape's grid
     */
    public String toString(Shape shape) {
        StringJoiner text = new StringJoiner(",", "{", "}");
        stream().forEach(c -> text.add(shape.cell(c).toString()));
        return text.toString();
    }

    private static int checked(int cell) {
        if (cell < 0 || cell >= CAPACITY) {
            throw new IllegalArgumentException("a cell index is 0 to " + (CAPACITY - 1) + ", not " + cell);
        }
        return cell;
    }
}
