package dev.nonet.rating;

/**
 * Sudoku Explainer 1.2.1's chaining producers, one factory each, in the order its solver asks them:
 * {@link #cycles()}, (Aligned Triplet Exclusion, not a chain), {@link #nishio()}, {@link #multiple()},
 * {@link #dynamic()}, {@link #dynamicPlus()}, then the nested levels as rescue ({@link #nested}). Each
 * call makes a new finder, which may be shared between threads (each thread gets its own buffers). The
 * finders' names are SE's technique families ({@code SolvingTechnique}): both nested levels are "Nested
 * Forcing Chains".
 *
 * <p>The bases are SE's ({@code Chaining.getDifficulty}): Nishio 7.5, multiple 8.0, dynamic 8.5, and
 * from level 1 on 8.5 + 0.5 per level (9.0 for "+", 9.5 and 10.0 for the nested levels 2 and 3). The
 * cycles and forcing X/Y chains rate themselves (6.5, 6.6, 7.0).
 */
final class ChainFinders {

    private ChainFinders() {
    }

    /** "Forcing Chains & Cycles": bidirectional X-, Y- and XY-cycles, forcing X-chains and forcing chains. */
    static HintFinder cycles() {
        return new ChainFinderPerThread("Forcing Chains & Cycles", ChainCycleFinder::new);
    }

    /** "Nishio Forcing Chains": contradictions of one digit's X links, dynamic. */
    static HintFinder nishio() {
        return new ChainFinderPerThread("Nishio Forcing Chains",
                () -> new ForcingChainFinder("Nishio Forcing Chains", false, true, true, 7.5, null));
    }

    /** "Multiple Forcing Chains": static cell and region forcing chains. */
    static HintFinder multiple() {
        return new ChainFinderPerThread("Multiple Forcing Chains",
                () -> new ForcingChainFinder("Multiple Forcing Chains", true, false, false, 8.0, null));
    }

    /** "Dynamic Forcing Chains": contradiction, double, cell and region forcing chains on a changing grid. */
    static HintFinder dynamic() {
        return new ChainFinderPerThread("Dynamic Forcing Chains",
                () -> new ForcingChainFinder("Dynamic Forcing Chains", true, true, false, 8.5, null));
    }

    /**
     * "Dynamic Forcing Chains (+)": dynamic forcing chains whose propagation also uses intersections,
     * hidden and naked pairs and X-Wings ({@link ChainPlusRules}); base 9.0.
     */
    static HintFinder dynamicPlus() {
        return new ChainFinderPerThread("Dynamic Forcing Chains (+)",
                () -> new ForcingChainFinder("Dynamic Forcing Chains (+)", true, true, false, 9.0, new ChainPlusRules()));
    }

    /**
     * SE's nested dynamic forcing chains: level 2 "(+ Forcing Chains)" (base 9.5), whose propagation
     * also uses the forcing chains and cycles producer, and level 3 "(+ Multiple Forcing Chains)" (10.0),
     * which also uses the multiple forcing chains producer.
     *
     * @throws IllegalArgumentException for a level other than 2 or 3
     */
    static HintFinder nested(int level) {
        if (level != 2 && level != 3) {
            throw new IllegalArgumentException("nested levels are 2 and 3, not " + level);
        }
        return new ChainFinderPerThread("Nested Forcing Chains", () -> new ForcingChainFinder(
                "Nested Forcing Chains", true, true, false, 8.5 + 0.5 * level, new ChainPlusRules(level)));
    }

    /**
     * SukakuExplainer's "experimental" nested chains, asked as a last rescue when nothing else applies:
     * level 4 (base 10.5), whose propagation uses, after the four rules of level 1, dynamic forcing chains
     * of level {@code nestingLimit} (0 to 3) as a nested producer.
     *
     * @throws IllegalArgumentException for a nesting limit outside 0-3
     */
    static HintFinder experimental(int nestingLimit) {
        if (nestingLimit < 0 || nestingLimit > 3) {
            throw new IllegalArgumentException("nesting limits are 0 to 3, not " + nestingLimit);
        }
        return new ChainFinderPerThread("Nested Forcing Chains", () -> new ForcingChainFinder(
                "Nested Forcing Chains", true, true, false, 10.5, new ChainPlusRules(4, nestingLimit)));
    }
}
