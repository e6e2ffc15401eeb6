package dev.nonet.se;

import java.util.ArrayList;
import java.util.List;

/**
 * Sudoku Explainer 1.2.1's producers in its order ({@code Solver}'s constructor in SE 1.2.1, the same as
 * SukakuExplainer's list when its revised rating is off, with SE 1.2.1's technique set): direct
 * producers, then indirect ones, then the chaining ones; SE takes the first hint of the first producer
 * that has one. The order is that of {@link SeFamily}, the one place it lives; this class builds each
 * family's producers. The numbers are those of each hint's {@code getDifficulty()} in SE's source
 * ({@code diuf/sudoku/solver/rules/...}); each finder's comment says which class it follows.
 */
final class SeOrder {

    private SeOrder() {
    }

    /** SE's producers, in its order. */
    static List<HintFinder> finders() {
        List<HintFinder> all = new ArrayList<>();
        for (SeFamily family : SeFamily.values()) {
            all.addAll(finders(family));
        }
        return List.copyOf(all);
    }

    /** The producers of {@code family}, new ones, in SE's order; each is named as the family is. */
    static List<HintFinder> finders(SeFamily family) {
        return switch (family) {
            // SE's directHintProducers
            case HIDDEN_SINGLE -> List.of(new SeSingles.Hidden());                  // Hidden Single 1.0 / 1.2 / 1.5
            case DIRECT_POINTING -> List.of(new SeIntersections(true));             // Direct Pointing 1.7, Direct Claiming 1.9
            case DIRECT_HIDDEN_PAIR -> List.of(new SeSubsets.Hidden(2, true));      // Direct Hidden Pair 2.0
            case NAKED_SINGLE -> List.of(new SeSingles.Naked());                    // Naked Single 2.3
            case DIRECT_HIDDEN_TRIPLET -> List.of(new SeSubsets.Hidden(3, true));   // Direct Hidden Triplet 2.5
            // SE's indirectHintProducers
            case POINTING_CLAIMING -> List.of(new SeIntersections(false));          // Pointing 2.6, Claiming 2.8
            case NAKED_PAIR -> List.of(new SeSubsets.Naked(2));                     // Naked Pair 3.0
            case X_WING -> List.of(new SeFish(2));                                  // X-Wing 3.2
            case HIDDEN_PAIR -> List.of(new SeSubsets.Hidden(2, false));            // Hidden Pair 3.4
            case NAKED_TRIPLET -> List.of(new SeSubsets.Naked(3));                  // Naked Triplet 3.6
            case SWORDFISH -> List.of(new SeFish(3));                               // Swordfish 3.8
            case HIDDEN_TRIPLET -> List.of(new SeSubsets.Hidden(3, false));         // Hidden Triplet 4.0
            case XY_WING -> List.of(new SeWings(false));                            // XY-Wing 4.2
            case XYZ_WING -> List.of(new SeWings(true));                            // XYZ-Wing 4.4
            case UNIQUE_RECTANGLE_LOOP -> List.of(new UniqueLoops());               // Unique Rectangle / Loop 4.5+
            case NAKED_QUAD -> List.of(new SeSubsets.Naked(4));                     // Naked Quad 5.0
            case JELLYFISH -> List.of(new SeFish(4));                               // Jellyfish 5.2
            case HIDDEN_QUAD -> List.of(new SeSubsets.Hidden(4, false));            // Hidden Quad 5.4
            case BIVALUE_UNIVERSAL_GRAVE -> List.of(new SeBivalueGrave());          // BUG types 1-4, 5.6+
            case ALIGNED_PAIR_EXCLUSION -> List.of(new AlignedExclusion(2));        // Aligned Pair Exclusion 6.2
            // SE's chainingHintProducers, in this order:
            case FORCING_CHAINS_AND_CYCLES -> List.of(ChainFinders.cycles());       // cycles, forcing X-/Y-chains, 6.5+
            case ALIGNED_TRIPLET_EXCLUSION -> List.of(new AlignedExclusion(3));     // Aligned Triplet Exclusion 7.5
            case NISHIO_FORCING_CHAINS -> List.of(ChainFinders.nishio());           // Nishio Forcing Chains 7.5+
            case MULTIPLE_FORCING_CHAINS -> List.of(ChainFinders.multiple());       // Multiple Forcing Chains 8.0+
            case DYNAMIC_FORCING_CHAINS -> List.of(ChainFinders.dynamic());         // Dynamic Forcing Chains 8.5+
            // chainingHintProducers2: Dynamic Forcing Chains (+) 9.0+
            case DYNAMIC_FORCING_CHAINS_PLUS -> List.of(ChainFinders.dynamicPlus());
            // advancedHintProducers: levels 2 and 3; experimentalHintProducers: levels 4 (10.5) and 5 (11.0), SE 1.2.1's
            case NESTED_FORCING_CHAINS -> List.of(ChainFinders.nested(2), ChainFinders.nested(3),
                    ChainFinders.nested(4), ChainFinders.nested(5));
        };
    }
}
