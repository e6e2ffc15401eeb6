package dev.nonet.canon;

import dev.nonet.grid.Puzzle;
import java.util.Objects;

/**
 * A puzzle's minlex form, as {@link Minlex#canonical} finds it.
 *
 * @param form          the minlex form: the smallest copy, blanks read as {@code 0}
 * @param transform     one transform that takes the input to {@code form} (with several, the one the search met first)
 * @param automorphisms how many cell maps, each with the relabelling it needs, leave the input unchanged:
 *                      1 for an asymmetric puzzle, at most 3,359,232 (the empty grid's)
 */
public record Canonical(Puzzle form, Transform transform, long automorphisms) {

    public Canonical {
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(transform, "transform");
        if (automorphisms < 1) {
            throw new IllegalArgumentException("every puzzle has at least the identity as automorphism, not " + automorphisms);
        }
    }
}
