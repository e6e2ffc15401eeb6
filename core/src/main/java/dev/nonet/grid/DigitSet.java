package dev.nonet.grid;

import java.util.NoSuchElementException;
import java.util.PrimitiveIterator;
import java.util.stream.IntStream;

/**
 * A set of digits 1 to 25 (the largest side, {@link Shape#MAX_SIDE}): a cell's candidates, the digits of
 * a subset, the digits a step names.
 *
 * <pre>{@code
 * DigitSet pair = DigitSet.of(2, 7);
 * pair.with(9).contains(9);            // true
 * pair.toString();                     // {2,7}
 * }</pre>
 *
 * <p>An immutable value backed by one {@code int}, bit {@code d - 1} for digit {@code d} (the mask the
 * logic's hot loops work on: {@link #ofMask} and {@link #mask} cross between the two for free), so it is
 * thread-safe and equal sets are {@link #equals equal}. {@link #bit} is the one place a digit becomes its
 * bit.
 */
public final class DigitSet implements Iterable<Integer> {

    /** The highest digit a set holds. */
    public static final int MAX_DIGIT = Shape.MAX_SIDE;

    private static final int ALL_BITS = (1 << MAX_DIGIT) - 1;

    /** The set with no digit. */
    public static final DigitSet EMPTY = new DigitSet(0);

    private final int mask;

    private DigitSet(int mask) {
        this.mask = mask;
    }

    /**
     * The bit of {@code digit} in a mask: {@code 1 << (digit - 1)}. Unchecked, for the hot loops that
     * already know their digit is 1 to 25.
     */
    public static int bit(int digit) {
        return 1 << (digit - 1);
    }

    /**
     * The set of {@code digits}.
     *
     * @throws IllegalArgumentException if a digit is not 1 to 25
     */
    public static DigitSet of(int... digits) {
        int mask = 0;
        for (int d : digits) {
            mask |= bit(checked(d));
        }
        return new DigitSet(mask);
    }

    /** The digits 1 to {@code side}: every digit of a grid of that side. */
    public static DigitSet upTo(int side) {
        if (side < 0 || side > MAX_DIGIT) {
            throw new IllegalArgumentException("a set holds digits up to " + MAX_DIGIT + ", not " + side);
        }
        return new DigitSet((int) ((1L << side) - 1));
    }

    /**
     * The set whose mask is {@code mask} (bit {@code d - 1} for digit {@code d}).
     *
     * @throws IllegalArgumentException if a bit beyond digit 25 is set
     */
    public static DigitSet ofMask(int mask) {
        if ((mask & ~ALL_BITS) != 0) {
            throw new IllegalArgumentException("a set holds digits 1 to " + MAX_DIGIT + ", not mask 0x"
                    + Integer.toHexString(mask));
        }
        return mask == 0 ? EMPTY : new DigitSet(mask);
    }

    /** The mask: bit {@code d - 1} for each digit {@code d} of the set. */
    public int mask() {
        return mask;
    }

    /** Whether {@code digit} is in the set; false for any number that is no digit 1 to 25. */
    public boolean contains(int digit) {
        return digit >= 1 && digit <= MAX_DIGIT && (mask & bit(digit)) != 0;
    }

    /** How many digits the set holds. */
    public int size() {
        return Integer.bitCount(mask);
    }

    /** Whether the set holds no digit. */
    public boolean isEmpty() {
        return mask == 0;
    }

    /**
     * This set with {@code digit}.
     *
     * @throws IllegalArgumentException if the digit is not 1 to 25
     */
    public DigitSet with(int digit) {
        return new DigitSet(mask | bit(checked(digit)));
    }

    /**
     * This set without {@code digit}.
     *
     * @throws IllegalArgumentException if the digit is not 1 to 25
     */
    public DigitSet without(int digit) {
        return ofMask(mask & ~bit(checked(digit)));
    }

    /** The digits in this set or {@code other}. */
    public DigitSet union(DigitSet other) {
        return new DigitSet(mask | other.mask);
    }

    /** The digits in both this set and {@code other}. */
    public DigitSet intersection(DigitSet other) {
        return ofMask(mask & other.mask);
    }

    /** The digits of this set that are not in {@code other}. */
    public DigitSet minus(DigitSet other) {
        return ofMask(mask & ~other.mask);
    }

    /**
     * The smallest digit of the set.
     *
     * @throws NoSuchElementException if the set is empty
     */
    public int first() {
        if (mask == 0) {
            throw new NoSuchElementException("the set is empty");
        }
        return Integer.numberOfTrailingZeros(mask) + 1;
    }

    /** The digits, smallest first. */
    public IntStream stream() {
        return IntStream.iterate(mask, m -> m != 0, m -> m & (m - 1))
                .map(m -> Integer.numberOfTrailingZeros(m) + 1);
    }

    /** The digits, smallest first. */
    @Override
    public PrimitiveIterator.OfInt iterator() {
        return stream().iterator();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DigitSet set && set.mask == mask;
    }

    @Override
    public int hashCode() {
        return mask;
    }

    /** The digits as the board writes them ({@link DigitSymbols}), smallest first: {@code {1,3,A}}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("{");
        stream().forEach(d -> text.append(text.length() > 1 ? "," : "").append(DigitSymbols.of(d)));
        return text.append('}').toString();
    }

    private static int checked(int digit) {
        if (digit < 1 || digit > MAX_DIGIT) {
            throw new IllegalArgumentException("a digit is 1 to " + MAX_DIGIT + ", not " + digit);
        }
        return digit;
    }
}
