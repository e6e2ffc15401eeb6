package dev.nonet.generate;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.solve.UniquenessChecker;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Draws complete grids (solutions) at random, with little bias.
 *
 * <p>Method: fill boxes 1, 5 and 9 with independent random permutations of the digits (they share no
 * house, so any filling is consistent and every one extends to a full grid), let the engine complete
 * the grid, then apply a random element of the grid's validity-preserving transformations: a
 * relabelling of the digits, a permutation of the bands and of the rows inside each band, the same
 * for stacks and columns, and a transposition with probability 1/2. The transformations alone make
 * every grid of an equivalence class equally likely; the random boxes spread the draws over the
 * classes. What remains is the engine's preference among the completions of the same three boxes;
 * docs/GENERATOR.md says what that means and how it was checked.
 *
 * <p>Every other layout (other sizes, jigsaws, extra houses) has no such shortcut: the generic engine
 * fills the empty grid, trying the digits of every guess in random order, and starts afresh when a
 * fill runs past a limit of guesses (see {@link #draw(Layout, RandomGenerator, UniquenessChecker)}).
 */
final class RandomGrids {

    private static final int[] DIAGONAL_BOXES = {0, 4, 8};
    /** Random fills of another layout tried before falling back on a relabelled fixed grid. */
    private static final int FILL_TRIES = 8;

    private RandomGrids() {
    }

    /**
     * A random complete grid of {@code layout}, with {@code engine} made for that layout. Classic 9x9
     * goes the way the class comment describes; other layouts are filled at random by the generic
     * engine. A fill that makes more guesses than the grid has cells has usually wandered into a dead
     * end that would take far longer to leave than a fresh start takes to finish, so it starts again
     * (with the stream moved on, so the next try differs). After {@value #FILL_TRIES} such tries
     * (of the listed layouts only 25x25 with disjoint groups gets there) the grid is the engine's
     * first solution of the empty grid with its digits relabelled at random: always found quickly, but
     * every such grid has the same pattern.
     *
     * @throws NoGridException if the layout has no complete grid at all
     */
    static Grid draw(Layout layout, RandomGenerator random, UniquenessChecker engine) {
        if (layout.isClassic()) {
            return draw(random, engine);
        }
        return fill(layout, random, engine).orElseGet(() -> relabelled(
                engine.anySolution(Grid.empty(layout.shape())).orElseThrow(() -> new NoGridException(layout)), random));
    }

    /**
     * A random complete grid of {@code layout} by the generic engine's random fill, or empty if
     * {@value #FILL_TRIES} fills in a row ran past their limit of guesses (or the layout has no
     * complete grid at all, as some jigsaw maps have not).
     */
    static Optional<Grid> fill(Layout layout, RandomGenerator random, UniquenessChecker engine) {
        Grid empty = Grid.empty(layout.shape());
        for (int i = 0; i < FILL_TRIES; i++) {
            Optional<Grid> filled = engine.randomSolution(empty, random, empty.shape().cellCount());
            if (filled.isPresent()) {
                return filled;
            }
        }
        return Optional.empty();
    }

    /** {@code grid} with its digits renamed by a random permutation. */
    private static Grid relabelled(Grid grid, RandomGenerator random) {
        int[] relabel = permutation(grid.shape().side(), random);
        int[] digits = grid.toArray();
        for (int i = 0; i < digits.length; i++) {
            digits[i] = relabel[digits[i] - 1] + 1;
        }
        return Grid.of(grid.shape(), digits);
    }

    /** A random complete classic grid. */
    static Grid draw(RandomGenerator random, UniquenessChecker engine) {
        while (true) {
            int[] digits = new int[81];
            for (int box : DIAGONAL_BOXES) {
                int[] perm = permutation(9, random);
                int top = 3 * (box / 3);
                int left = 3 * (box % 3);
                for (int i = 0; i < 9; i++) {
                    digits[9 * (top + i / 3) + left + i % 3] = perm[i] + 1;
                }
            }
            var completed = engine.anySolution(Grid.of(digits));
            if (completed.isPresent()) {
                return transform(completed.get(), random);
            }
        }
    }

    /** {@code grid} under a random relabelling, row and column permutation, and maybe transposition. */
    static Grid transform(Grid grid, RandomGenerator random) {
        int[] relabel = permutation(9, random);
        int[] rows = linePermutation(random);
        int[] columns = linePermutation(random);
        boolean transpose = random.nextBoolean();
        int[] out = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int from = transpose ? 9 * columns[c] + rows[r] : 9 * rows[r] + columns[c];
                out[9 * r + c] = relabel[grid.get(from) - 1] + 1;
            }
        }
        return Grid.of(out);
    }

    /** A random order of the nine rows (or columns) that keeps bands together: bands shuffled, then lines inside each. */
    private static int[] linePermutation(RandomGenerator random) {
        int[] bands = permutation(3, random);
        int[] lines = new int[9];
        for (int band = 0; band < 3; band++) {
            int[] inside = permutation(3, random);
            for (int i = 0; i < 3; i++) {
                lines[3 * band + i] = 3 * bands[band] + inside[i];
            }
        }
        return lines;
    }

    /** A uniformly random permutation of 0..n-1 (Fisher-Yates). */
    static int[] permutation(int n, RandomGenerator random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
