package dev.nonet.se;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Sudoku Explainer 1.2.1's technique families (its {@code SolvingTechnique} names), in the order its
 * solver asks their hint producers ({@code Solver}'s constructor; {@link SeOrder} builds each family's
 * producers): the one place a family's name, floor, place in that order and dependence on uniqueness
 * are kept. The order runs through the floors in non-decreasing order, which is what lets
 * {@link SeRater#place} stop asking before a family that could only go past a band's top.
 *
 * <p>These are SE's families and SE's numbers. Nonet's own techniques, with their own scale, are
 * {@link dev.nonet.logic.Technique}.
 */
public enum SeFamily {
    // SE's directHintProducers
    HIDDEN_SINGLE("Hidden Single", 1.0),
    DIRECT_POINTING("Direct Pointing", 1.7),
    DIRECT_HIDDEN_PAIR("Direct Hidden Pair", 2.0),
    NAKED_SINGLE("Naked Single", 2.3),
    DIRECT_HIDDEN_TRIPLET("Direct Hidden Triplet", 2.5),
    // SE's indirectHintProducers
    POINTING_CLAIMING("Pointing & Claiming", 2.6),
    NAKED_PAIR("Naked Pair", 3.0),
    X_WING("X-Wing", 3.2),
    HIDDEN_PAIR("Hidden Pair", 3.4),
    NAKED_TRIPLET("Naked Triplet", 3.6),
    SWORDFISH("Swordfish", 3.8),
    HIDDEN_TRIPLET("Hidden Triplet", 4.0),
    XY_WING("XY-Wing", 4.2),
    XYZ_WING("XYZ-Wing", 4.4),
    UNIQUE_RECTANGLE_LOOP("Unique Rectangle / Loop", 4.5),
    NAKED_QUAD("Naked Quad", 5.0),
    JELLYFISH("Jellyfish", 5.2),
    HIDDEN_QUAD("Hidden Quad", 5.4),
    BIVALUE_UNIVERSAL_GRAVE("Bivalue Universal Grave", 5.6),
    ALIGNED_PAIR_EXCLUSION("Aligned Pair Exclusion", 6.2),
    // SE's chainingHintProducers, chainingHintProducers2, advancedHintProducers and experimentalHintProducers
    FORCING_CHAINS_AND_CYCLES("Forcing Chains & Cycles", 6.5),
    ALIGNED_TRIPLET_EXCLUSION("Aligned Triplet Exclusion", 7.5),
    NISHIO_FORCING_CHAINS("Nishio Forcing Chains", 7.5),
    MULTIPLE_FORCING_CHAINS("Multiple Forcing Chains", 8.0),
    DYNAMIC_FORCING_CHAINS("Dynamic Forcing Chains", 8.5),
    DYNAMIC_FORCING_CHAINS_PLUS("Dynamic Forcing Chains (+)", 9.0),
    NESTED_FORCING_CHAINS("Nested Forcing Chains", 9.5);

    private static final Map<String, SeFamily> BY_NAME =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(SeFamily::displayName, Function.identity()));

    private final String displayName;
    private final double floor;

    SeFamily(String displayName, double floor) {
        this.displayName = displayName;
        this.floor = floor;
    }

    /** SE's name of the family, for example {@code "Pointing & Claiming"}: what {@code --techniques} and {@code --exclude} take. */
    public String displayName() {
        return displayName;
    }

    /**
     * The lowest difficulty a hint of this family has in SE (a chain's length only adds to it): the
     * numbers of each hint's {@code getDifficulty()} in SE's source.
     */
    public double floor() {
        return floor;
    }

    /**
     * Whether the family holds only for a puzzle with one solution (unique rectangles and loops, BUG): the
     * rater leaves it out for positions not known to have one ({@link SeRater#withoutUniqueness()}).
     */
    public boolean assumesUniqueness() {
        return this == UNIQUE_RECTANGLE_LOOP || this == BIVALUE_UNIVERSAL_GRAVE;
    }

    /** The family SE calls {@code name}, exactly; empty for a name that is not one of SE's families. */
    public static Optional<SeFamily> named(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    @Override
    public String toString() {
        return displayName;
    }
}
