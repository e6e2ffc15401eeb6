package dev.nonet.logic;

import java.util.List;

/** Every technique's finder, in {@link Technique} order: the one list the logical solver walks. */
public final class Techniques {

    private static final List<TechniqueFinder> ALL = List.of(
            Singles.FULL_HOUSE,
            Singles.HIDDEN_SINGLE_BOX,
            Singles.HIDDEN_SINGLE_LINE,
            Singles.NAKED_SINGLE,
            Intersections.POINTING,
            Intersections.CLAIMING,
            Subsets.NAKED_PAIR,
            Fish.X_WING,
            Subsets.HIDDEN_PAIR,
            Fish.FINNED_X_WING,
            ComplexFish.FRANKEN_X_WING,
            ComplexFish.FINNED_FRANKEN_X_WING,
            Subsets.NAKED_TRIPLE,
            Fish.SWORDFISH,
            Subsets.HIDDEN_TRIPLE,
            Fish.FINNED_SWORDFISH,
            SingleDigitPatterns.SKYSCRAPER,
            ComplexFish.FRANKEN_SWORDFISH,
            ComplexFish.FINNED_FRANKEN_SWORDFISH,
            DualPatterns.DUAL_TWO_STRING_KITE,
            SingleDigitPatterns.TWO_STRING_KITE,
            SingleDigitPatterns.TURBOT_FISH,
            Wings.XY_WING,
            DualPatterns.DUAL_EMPTY_RECTANGLE,
            SingleDigitPatterns.EMPTY_RECTANGLE,
            Wings.XYZ_WING,
            Wings.W_WING,
            Colouring.SIMPLE_COLOURING,
            MultiColouring.TYPE_2,
            MultiColouring.TYPE_1,
            Colouring.REMOTE_PAIR,
            UniqueRectangles.TYPE_1,
            UniqueRectangles.TYPE_2,
            UniqueRectangles.TYPE_3,
            UniqueRectangles.TYPE_4,
            UniqueRectangles.TYPE_5,
            UniqueRectangles.TYPE_6,
            UniqueRectangles.HIDDEN,
            AvoidableRectangles.TYPE_1,
            AvoidableRectangles.TYPE_2,
            Subsets.NAKED_QUAD,
            SueDeCoq.SUE_DE_COQ,
            Fish.JELLYFISH,
            Subsets.HIDDEN_QUAD,
            Fish.FINNED_JELLYFISH,
            ComplexFish.FRANKEN_JELLYFISH,
            ComplexFish.FINNED_FRANKEN_JELLYFISH,
            AlmostLockedSets.ALS_XZ,
            BivalueGrave.BUG_PLUS_ONE,
            AlmostLockedSets.ALS_XY_WING,
            AlmostLockedSetChains.ALS_XY_CHAIN,
            DeathBlossom.DEATH_BLOSSOM,
            Chains.X_CHAIN,
            Chains.XY_CHAIN,
            AlternatingChains.AIC,
            AlternatingChains.NICE_LOOP,
            AlternatingChains.GROUPED_AIC,
            AlternatingChains.GROUPED_NICE_LOOP,
            ComplexFish.MUTANT_X_WING,
            ComplexFish.FINNED_MUTANT_X_WING,
            ComplexFish.MUTANT_SWORDFISH,
            ComplexFish.FINNED_MUTANT_SWORDFISH,
            ComplexFish.MUTANT_JELLYFISH,
            ComplexFish.FINNED_MUTANT_JELLYFISH,
            ComplexFish.FRANKEN_SQUIRMBAG,
            ComplexFish.FINNED_FRANKEN_SQUIRMBAG,
            ComplexFish.MUTANT_SQUIRMBAG,
            ComplexFish.FINNED_MUTANT_SQUIRMBAG,
            ComplexFish.FRANKEN_WHALE,
            ComplexFish.FINNED_FRANKEN_WHALE,
            ComplexFish.MUTANT_WHALE,
            ComplexFish.FINNED_MUTANT_WHALE,
            ForcingChains.CELL_FORCING_CHAIN,
            ForcingChains.UNIT_FORCING_CHAIN,
            ForcingChains.FORCING_NET,
            Templates.TEMPLATE_SET,
            Templates.TEMPLATE_DELETE);

    private Techniques() {
    }

    /** Every finder, easiest first. */
    public static List<TechniqueFinder> all() {
        return ALL;
    }

    /** The finder of {@code technique}. */
    public static TechniqueFinder finder(Technique technique) {
        for (TechniqueFinder f : ALL) {
            if (f.technique() == technique) {
                return f;
            }
        }
        throw new IllegalArgumentException("no finder for " + technique);
    }
}
