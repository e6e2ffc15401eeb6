package dev.nonet.se;

/**
 * Sudoku Explainer 1.2.1's chaining producers, one factory each, in the order its solver asks them:
 * {@link #cycles()}, (Aligned Triplet Exclusion, not a chain), {@link #nishio()}, {@link #multiple()},
 * {@link #dynamic()}, {@link #dynamicPlus()}, then the nested levels as rescue ({@link #nested}). Each
 * call makes a new family, which may be shared between threads: each rating gets its own finder of it,
 * with buffers that go when the rating ends ({@link ChainFamily}). Each finder's family is one of SE's
 * ({@link SeFamily}, its {@code SolvingTechnique}): both nested levels are "Nested Forcing Chains".
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
        return new ChainFamily(SeFamily.FORCING_CHAINS_AND_CYCLES, scratch -> new ChainCycleFinder());
    }

    /** "Nishio Forcing Chains": contradictions of one digit's X links, dynamic. */
    static HintFinder nishio() {
        return new ChainFamily(SeFamily.NISHIO_FORCING_CHAINS,
                scratch -> new ForcingChainFinder(SeFamily.NISHIO_FORCING_CHAINS, false, true, true, 7.5, null, scratch, 0));
    }

    /** "Multiple Forcing Chains": static cell and region forcing chains. */
    static HintFinder multiple() {
        return new ChainFamily(SeFamily.MULTIPLE_FORCING_CHAINS,
                scratch -> new ForcingChainFinder(SeFamily.MULTIPLE_FORCING_CHAINS, true, false, false, 8.0, null, scratch, 0));
    }

    /** "Dynamic Forcing Chains": contradiction, double, cell and region forcing chains on a changing grid. */
    static HintFinder dynamic() {
        return new ChainFamily(SeFamily.DYNAMIC_FORCING_CHAINS,
                scratch -> new ForcingChainFinder(SeFamily.DYNAMIC_FORCING_CHAINS, true, true, false, 8.5, null, scratch, 0));
    }

    /**
     * "Dynamic Forcing Chains (+)": dynamic forcing chains whose propagation also uses intersections,
     * hidden and naked pairs and X-Wings ({@link ChainPlusRules}); base 9.0.
     */
    static HintFinder dynamicPlus() {
        return new ChainFamily(SeFamily.DYNAMIC_FORCING_CHAINS_PLUS, scratch -> new ForcingChainFinder(
                SeFamily.DYNAMIC_FORCING_CHAINS_PLUS, true, true, false, 9.0, new ChainPlusRules(1, scratch, 0), scratch, 0));
    }

    /**
     * SE's nested dynamic forcing chains, base 8.5 + 0.5 per level ({@code Chaining.getDifficulty}): level 2
     * "(+ Forcing Chains)" (9.5), whose propagation also uses the forcing chains and cycles producer;
     * level 3 "(+ Multiple Forcing Chains)" (10.0), also the multiple forcing chains producer; SE's
     * "experimental" levels 4 "(+ Dynamic Forcing Chains)" (10.5), the four rules and then dynamic forcing
     * chains, and 5 (11.0), those and then dynamic forcing chains of level 2, asked only when nothing else
     * applies.
     *
     * @throws IllegalArgumentException for a level outside 2-5
     */
    static HintFinder nested(int level) {
        if (level < 2 || level > 5) {
            throw new IllegalArgumentException("nested levels are 2 to 5, not " + level);
        }
        return new ChainFamily(SeFamily.NESTED_FORCING_CHAINS, scratch -> new ForcingChainFinder(SeFamily.NESTED_FORCING_CHAINS,
                true, true, false, 8.5 + 0.5 * level, new ChainPlusRules(level, scratch, 0), scratch, 0));
    }
}
