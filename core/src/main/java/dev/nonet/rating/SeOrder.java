package dev.nonet.rating;

import java.util.List;

/**
 * Sudoku Explainer 1.2.1's producers in its order ({@code Solver}'s constructor in SE 1.2.1, the same as
 * SukakuExplainer's list when its revised rating is off): direct producers, then indirect ones, then the
 * chaining ones. This list is the one place the order lives.
 */
final class SeOrder {

    private SeOrder() {
    }

    /** SE's producers, in its order. */
    static List<HintFinder> finders() {
        return List.of(
                // SE's directHintProducers
                new Singles.Hidden(),                   // Hidden Single 1.0 / 1.2 / 1.5
                // Direct Pointing 1.7, Direct Claiming 1.9 (Locking, direct): to come
                // Direct Hidden Pair 2.0: to come
                new Singles.Naked()                     // Naked Single 2.3
                // Direct Hidden Triplet 2.5: to come
                // SE's indirectHintProducers: Pointing & Claiming, Naked Pair, X-Wing, Hidden Pair, Naked
                // Triplet, Swordfish, Hidden Triplet, XY-Wing, XYZ-Wing, Unique Rectangle / Loop, Naked
                // Quad, Jellyfish, Hidden Quad, BUG, Aligned Pair Exclusion: to come
                // SE's chainingHintProducers, in this order:
                //   Forcing Chains & Cycles (cycles, forcing X-/Y-chains, 6.5+)   [chains engineer]
                //   Aligned Triplet Exclusion 7.5                                  [this branch, to come]
                //   Nishio Forcing Chains 7.5+                                     [chains engineer]
                //   Multiple Forcing Chains 8.0+                                   [chains engineer]
                //   Dynamic Forcing Chains 8.5+                                    [chains engineer]
                // chainingHintProducers2: Dynamic Forcing Chains (+) 9.0+          [chains engineer]
                // advancedHintProducers: Nested Forcing Chains, levels 2 and 3    [chains engineer]
                // experimentalHintProducers: Nested Forcing Chains, levels 4, 5   [chains engineer]
        );
    }
}
