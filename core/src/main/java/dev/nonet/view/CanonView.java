package dev.nonet.view;

import dev.nonet.canon.Canonical;
import dev.nonet.grid.Puzzle;

/**
 * A puzzle's canonical form, as {@code /api/canon} writes it: {@code {"puzzle": ..., "canonical": ...,
 * "transform": "rows=... cols=... digits=...", "automorphisms": 1}}.
 *
 * @param puzzle        the givens on one line
 * @param canonical     the minlex form's givens
 * @param transform     the transform that takes the puzzle to it
 * @param automorphisms how many cell maps leave the puzzle as it is
 */
public record CanonView(String puzzle, String canonical, String transform, long automorphisms) {

    /** The view of {@code canonical}, the form of {@code puzzle}. */
    public static CanonView of(Puzzle puzzle, Canonical canonical) {
        return new CanonView(puzzle.givens().toString(), canonical.form().givens().toString(), canonical.transform().toString(),
                canonical.automorphisms());
    }
}
