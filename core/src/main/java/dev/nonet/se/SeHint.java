package dev.nonet.se;

import dev.nonet.position.Position;

/**
 * One step as Sudoku Explainer rates it: the technique's name as SE writes it (for example
 * {@code "Hidden Single"}, {@code "Turbot Fish"}, {@code "Region Forcing Chains"}), its difficulty on SE's
 * scale (a family's base plus, for chains, the increment for their length), and what it places and
 * removes, as {@link #candidate} ints ({@code cell * 9 + digit - 1}). The rater's own: what it hands out is
 * a {@link dev.nonet.logic.Step} ({@link SeSteps}).
 *
 * @param name         the technique as SE names this hint
 * @param difficulty   its difficulty, for example 1.2, 2.6, 8.3
 * @param placements   the candidates it places (direct techniques and singles), else empty
 * @param eliminations the candidates it removes, else empty
 */
record SeHint(String name, double difficulty, int[] placements, int[] eliminations) {

    /** The candidate {@code digit} of {@code cell} (0-80) as one int, {@code cell * 9 + digit - 1}. */
    static int candidate(int cell, int digit) {
        return cell * 9 + digit - 1;
    }

    /** The cell of a candidate written by {@link #candidate}. */
    static int cellOf(int candidate) {
        return candidate / 9;
    }

    /** The digit of a candidate written by {@link #candidate}. */
    static int digitOf(int candidate) {
        return candidate % 9 + 1;
    }

    /** Whether the hint places a value (what ends SE's EP). */
    public boolean places() {
        return placements.length > 0;
    }

    /** Applies the hint to {@code board}: its placements, then its eliminations. */
    public void applyTo(Position board) {
        for (int placement : placements) {
            board.place(SeHint.cellOf(placement), SeHint.digitOf(placement));
        }
        for (int elimination : eliminations) {
            board.eliminate(SeHint.cellOf(elimination), SeHint.digitOf(elimination));
        }
    }

    /** Whether applying the hint would change {@code board}: place a value in an open cell or remove a candidate. */
    public boolean changes(Position board) {
        for (int placement : placements) {
            if (board.value(SeHint.cellOf(placement)) == 0) {
                return true;
            }
        }
        for (int elimination : eliminations) {
            if (board.has(SeHint.cellOf(elimination), SeHint.digitOf(elimination))) {
                return true;
            }
        }
        return false;
    }
}
