package dev.nonet.rating;

import java.util.List;

/**
 * Sudoku Explainer 1.2.1's producers in its order ({@code Solver}'s constructor in SE 1.2.1, the same as
 * SukakuExplainer's list when its revised rating is off, with SE 1.2.1's technique set): direct
 * producers, then indirect ones, then the chaining ones; SE takes the first hint of the first producer
 * that has one. This list is the one place the order lives. The numbers are those of each hint's
 * {@code getDifficulty()} in SE's source ({@code diuf/sudoku/solver/rules/...}); each finder's comment
 * says which class it follows.
 */
final class SeOrder {

    private SeOrder() {
    }

    /** SE's producers, in its order. */
    static List<HintFinder> finders() {
        return List.of(
                // SE's directHintProducers
                new Singles.Hidden(),                   // Hidden Single 1.0 / 1.2 / 1.5
                new Intersections(true),                // Direct Pointing 1.7, Direct Claiming 1.9
                new Subsets.Hidden(2, true),            // Direct Hidden Pair 2.0
                new Singles.Naked(),                    // Naked Single 2.3
                new Subsets.Hidden(3, true),            // Direct Hidden Triplet 2.5
                // SE's indirectHintProducers
                new Intersections(false),               // Pointing 2.6, Claiming 2.8
                new Subsets.Naked(2),                   // Naked Pair 3.0
                new Fish(2),                            // X-Wing 3.2
                new Subsets.Hidden(2, false),           // Hidden Pair 3.4
                new Subsets.Naked(3),                   // Naked Triplet 3.6
                new Fish(3),                            // Swordfish 3.8
                new Subsets.Hidden(3, false),           // Hidden Triplet 4.0
                new Wings(false),                       // XY-Wing 4.2
                new Wings(true),                        // XYZ-Wing 4.4
                new UniqueLoops(),                      // Unique Rectangle / Loop 4.5+
                new Subsets.Naked(4),                   // Naked Quad 5.0
                new Fish(4),                            // Jellyfish 5.2
                new Subsets.Hidden(4, false),           // Hidden Quad 5.4
                new BivalueGrave(),                     // BUG types 1-4, 5.6+
                new AlignedExclusion(2),                // Aligned Pair Exclusion 6.2
                // SE's chainingHintProducers, in this order:
                ChainFinders.cycles(),                  // Forcing Chains & Cycles (cycles, forcing X-/Y-chains, 6.5+)
                new AlignedExclusion(3),                // Aligned Triplet Exclusion 7.5
                ChainFinders.nishio(),                  // Nishio Forcing Chains 7.5+
                ChainFinders.multiple(),                // Multiple Forcing Chains 8.0+
                ChainFinders.dynamic(),                 // Dynamic Forcing Chains 8.5+
                ChainFinders.dynamicPlus(),             // chainingHintProducers2: Dynamic Forcing Chains (+) 9.0+
                ChainFinders.nested(2),                 // advancedHintProducers: Nested Forcing Chains, level 2
                ChainFinders.nested(3),                 // and level 3
                ChainFinders.nested(4),                 // experimentalHintProducers: level 4 (10.5)
                ChainFinders.nested(5)                  // and level 5 (11.0), SE 1.2.1's
        );
    }
}
