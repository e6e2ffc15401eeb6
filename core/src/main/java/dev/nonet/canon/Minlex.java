package dev.nonet.canon;

import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import java.util.Optional;

/**
 * Minlex, the canonical form of classic Sudoku puzzles and solution grids: of every copy that the
 * {@link Transform}s make, the one whose 81 digits in row-major order, read as a string with blanks as
 * {@code 0}, come first. Two puzzles are the same puzzle written two ways exactly when their minlex
 * forms are equal.
 *
 * <pre>{@code
 * Canonical c = Minlex.canonical(puzzle);
 * c.form();                                  // the minlex puzzle
 * c.transform().apply(puzzle);               // equals c.form()
 * c.automorphisms();                         // 1 for most puzzles
 * Minlex.equivalent(a, b);                   // the transform taking a to b, if they are the same
 * }</pre>
 *
 * <p>Classic 9x9 only: X-Sudoku, Windoku, jigsaws and other sizes have other symmetry groups (the
 * diagonals of X and the windows of Windoku survive only some of these transforms, a jigsaw's regions
 * almost none), and every method refuses them with an {@link IllegalArgumentException} saying so.
 * Safe to call from many threads; each call keeps its own search state.
 */
public final class Minlex {

    private Minlex() {
    }

    /**
     * The minlex form of {@code puzzle} (a puzzle or a filled grid), the transform that makes it, and
     * how many of the 3,359,232 cell maps, each with its relabelling, leave the puzzle as it is.
     *
     * @throws IllegalArgumentException if the puzzle is not classic Sudoku
     */
    public static Canonical canonical(Puzzle puzzle) {
        requireClassic(puzzle.layout());
        return new MinlexSearch(puzzle.givens()).run();
    }

    /**
     * The transform that takes {@code from} to {@code to}, if they are the same puzzle written two
     * ways; empty if they are different puzzles.
     *
     * @throws IllegalArgumentException if either is not classic Sudoku
     */
    public static Optional<Transform> equivalent(Puzzle from, Puzzle to) {
        Canonical a = canonical(from);
        Canonical b = canonical(to);
        if (!a.form().equals(b.form())) {
            return Optional.empty();
        }
        return Optional.of(a.transform().then(b.transform().inverse()));
    }

    /**
     * Refuses any layout but {@link Layout#CLASSIC}, naming it.
     *
     * @throws IllegalArgumentException if {@code layout} is not classic 9x9 Sudoku
     */
    public static void requireClassic(Layout layout) {
        if (!layout.equals(Layout.CLASSIC)) {
            throw new IllegalArgumentException("canonical forms are for classic 9x9 Sudoku only, not " + layout
                    + ": X-Sudoku, Windoku, jigsaws, other sizes and other boxes have other symmetries");
        }
    }
}
