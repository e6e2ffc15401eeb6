package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import dev.nonet.grid.FixedSum;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.ToIntFunction;

/**
 * A killer cage: no digit repeats among its cells and, when the cage has a sum, their digits add up to it.
 * A cage without a sum is only "these differ".
 *
 * <p>It narrows by the sets of different digits that make the sum ({@link SumTable}): a set survives when
 * it holds every digit already placed in the cage and its digits can be given to the cells one each from
 * their candidates; each cell keeps what the surviving sets offer it (only the digit, when it is the one cell
 * that can take a digit of the set). Placed digits leave the other cells.
 * Its {@link #parts()} are an {@link AllDifferent} over the cells, which the search propagates directly,
 * and, with a sum, the cage itself.
 */
public final class KillerCage implements Constraint {

    private final List<Cell> cells;
    private final OptionalInt sum;
    private final Cell[] array;
    private final List<Constraint> parts;

    /**
     * @param cells the cage's cells, at least one, none twice
     * @param sum   the cage's total, or empty for a cage without one
     * @throws IllegalArgumentException for a repeated cell, more cells than digits, or a sum that as many
     *                                  different digits (up to 25) cannot make
     */
    public KillerCage(List<Cell> cells, OptionalInt sum) {
        this.cells = Cells.distinct("killercage", cells, 1);
        this.sum = Objects.requireNonNull(sum, "sum");
        int n = this.cells.size();
        if (n > DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException("killercage of " + n + " cells cannot hold different digits");
        }
        if (sum.isPresent()) {
            int total = sum.getAsInt();
            if (total < SumTable.least(n) || total > SumTable.most(n, DigitSet.MAX_DIGIT)) {
                throw new IllegalArgumentException("killercage sum " + total + " cannot be made by " + n + " different digits");
            }
        }
        this.array = this.cells.toArray(new Cell[0]);
        if (n < 2) {
            this.parts = List.of(this);
        } else if (sum.isPresent()) {
            this.parts = List.of(new AllDifferent("killercage", this.cells), this);
        } else {
            this.parts = List.of(new AllDifferent("killercage", this.cells));
        }
    }

    /** A cage with the sum {@code sum}. */
    public KillerCage(List<Cell> cells, int sum) {
        this(cells, OptionalInt.of(sum));
    }

    @Override
    public String kind() {
        return "killercage";
    }

    @Override
    public List<Cell> cells() {
        return cells;
    }

    /** The cage's total, empty for a cage without one. */
    public OptionalInt sum() {
        return sum;
    }

    @Override
    public List<Constraint> parts() {
        return parts;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int seen = 0;
        int total = 0;
        for (Cell cell : array) {
            int digit = digitAt.applyAsInt(cell);
            int bit = DigitSet.bit(digit);
            if ((seen & bit) != 0) {
                return false;
            }
            seen |= bit;
            total += digit;
        }
        return sum.isEmpty() || total == sum.getAsInt();
    }

    @Override
    public boolean narrow(Domains domains) {
        int n = array.length;
        // Placed digits leave the other cells, until no new digit is placed.
        int placed;
        int union;
        boolean again;
        do {
            again = false;
            placed = 0;
            union = 0;
            for (Cell cell : array) {
                int mask = domains.candidates(cell);
                union |= mask;
                if ((mask & (mask - 1)) == 0) {
                    if ((placed & mask) != 0) {
                        return false;
                    }
                    placed |= mask;
                }
            }
            if (placed != 0) {
                for (Cell cell : array) {
                    int mask = domains.candidates(cell);
                    if ((mask & (mask - 1)) != 0 && (mask & placed) != 0) {
                        if (!domains.keep(cell, ~placed)) {
                            return false;
                        }
                        int left = domains.candidates(cell);
                        again |= (left & (left - 1)) == 0;
                    }
                }
            }
        } while (again);
        if (Integer.bitCount(union) < n) {
            return false;
        }
        if (sum.isEmpty()) {
            return true;
        }
        if (placed == union) { // every cell placed
            int total = 0;
            for (int m = placed; m != 0; m &= m - 1) {
                total += LineMasks.min(m);
            }
            return total == sum.getAsInt();
        }
        int[] combinations = SumTable.combinations(n, sum.getAsInt(), domains.side());
        int[] candidates = new int[n];
        for (int i = 0; i < n; i++) {
            candidates[i] = domains.candidates(array[i]);
        }
        int[] kept = new int[n];
        int[] owner = new int[32];
        for (int combination : combinations) {
            if ((combination & placed) != placed || (combination & union) != combination) {
                continue;
            }
            if (fits(candidates, combination, owner)) {
                // A digit of the set that one cell alone offers goes there.
                int once = 0;
                int twice = 0;
                for (int i = 0; i < n; i++) {
                    int offer = candidates[i] & combination;
                    twice |= once & offer;
                    once |= offer;
                }
                int single = once & ~twice;
                for (int i = 0; i < n; i++) {
                    int offer = candidates[i] & combination;
                    int only = offer & single;
                    kept[i] |= only != 0 ? only : offer;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            if (kept[i] != candidates[i] && !domains.keep(array[i], kept[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the digits of {@code combination} can be given to the cells one each from their candidates
     * (as many digits as cells): a perfect matching, found by augmenting paths.
     */
    static boolean fits(int[] candidates, int combination, int[] owner) {
        int n = candidates.length;
        for (int i = 0; i < n; i++) {
            if ((candidates[i] & combination) == 0) {
                return false;
            }
        }
        java.util.Arrays.fill(owner, -1);
        for (int i = 0; i < n; i++) {
            if (augment(i, candidates, combination, owner, 0) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Finds a digit for cell {@code i}, moving other cells along (Kuhn's augmenting path); {@code visited}
     * holds the digits this search has tried. Returns the visited mask when a digit was found, its
     * complement (negative) when none can be.
     */
    private static int augment(int i, int[] candidates, int combination, int[] owner, int visited) {
        int options = candidates[i] & combination & ~visited;
        // A free digit first: the common case needs no path.
        for (int m = options; m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m);
            if (owner[d] < 0) {
                owner[d] = i;
                return visited | (1 << d);
            }
        }
        visited |= options;
        for (int m = options; m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m);
            int result = augment(owner[d], candidates, combination, owner, visited);
            if (result >= 0) {
                owner[d] = i;
                return result;
            }
            visited = ~result;
        }
        return ~visited;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof KillerCage other && other.cells.equals(cells) && other.sum.equals(sum);
    }

    @Override
    public int hashCode() {
        return 31 * cells.hashCode() + sum.hashCode();
    }

    @Override
    public String toString() {
        return sum.isPresent() ? "killercage " + sum.getAsInt() + " at " + Cells.names(cells) : "killercage at " + Cells.names(cells);
    }

    @Override
    public String ruleInWords() {
        return "no digit repeats in it";
    }

    @Override
    public Optional<FixedSum> fixedSum() {
        return sum.isPresent() ? Optional.of(FixedSum.of(cells, sum.getAsInt())) : Optional.empty();
    }
}
