package dev.nonet.logic;

import java.util.Optional;

/**
 * The logical techniques, in the fixed order the logical solver tries them (easiest first), each with
 * its difficulty on Nonet's own scale. That scale is modelled on Sudoku Explainer's (the same numbers for
 * the techniques both have, numbers in between for the patterns SE does not name), but it is not SE's
 * rating: Sudoku Explainer's ER/EP/ED, with its own techniques, are {@code dev.nonet.se}'s
 * ({@code SeRater}, {@code SeFamily}). A path's rating on this scale is the difficulty of the hardest step
 * it needs; {@code docs/TECHNIQUES.md} lists the same table.
 */
public enum Technique {
    FULL_HOUSE("Full House", 1.0),
    HIDDEN_SINGLE_BOX("Hidden Single (box)", 1.2),
    HIDDEN_SINGLE_LINE("Hidden Single (row/column)", 1.5),
    NAKED_SINGLE("Naked Single", 2.3),
    POINTING("Pointing", 2.6),
    CLAIMING("Claiming", 2.8),
    NAKED_PAIR("Naked Pair", 3.0),
    X_WING("X-Wing", 3.2),
    HIDDEN_PAIR("Hidden Pair", 3.4),
    FINNED_X_WING("Finned X-Wing", 3.4),
    FRANKEN_X_WING("Franken X-Wing", 3.5),
    FINNED_FRANKEN_X_WING("Finned Franken X-Wing", 3.5),
    NAKED_TRIPLE("Naked Triple", 3.6),
    SWORDFISH("Swordfish", 3.8),
    HIDDEN_TRIPLE("Hidden Triple", 4.0),
    FINNED_SWORDFISH("Finned Swordfish", 4.0),
    SKYSCRAPER("Skyscraper", 4.0),
    FRANKEN_SWORDFISH("Franken Swordfish", 4.1),
    FINNED_FRANKEN_SWORDFISH("Finned Franken Swordfish", 4.1),
    DUAL_TWO_STRING_KITE("Dual 2-String Kite", 4.1),
    TWO_STRING_KITE("2-String Kite", 4.1),
    TURBOT_FISH("Turbot Fish", 4.2),
    XY_WING("XY-Wing", 4.2),
    DUAL_EMPTY_RECTANGLE("Dual Empty Rectangle", 4.3),
    EMPTY_RECTANGLE("Empty Rectangle", 4.3),
    XYZ_WING("XYZ-Wing", 4.4),
    W_WING("W-Wing", 4.4),
    SIMPLE_COLOURING("Simple Colouring", 4.5),
    MULTI_COLOURS_2("Multi-Colours 2", 4.5),
    MULTI_COLOURS_1("Multi-Colours 1", 4.5),
    REMOTE_PAIR("Remote Pair", 4.5),
    UNIQUE_RECTANGLE_1("Unique Rectangle Type 1", 4.5),
    UNIQUE_RECTANGLE_2("Unique Rectangle Type 2", 4.6),
    UNIQUE_RECTANGLE_3("Unique Rectangle Type 3", 4.6),
    UNIQUE_RECTANGLE_4("Unique Rectangle Type 4", 4.6),
    UNIQUE_RECTANGLE_5("Unique Rectangle Type 5", 4.6),
    UNIQUE_RECTANGLE_6("Unique Rectangle Type 6", 4.6),
    HIDDEN_RECTANGLE("Hidden Rectangle", 4.7),
    AVOIDABLE_RECTANGLE_1("Avoidable Rectangle Type 1", 4.7),
    AVOIDABLE_RECTANGLE_2("Avoidable Rectangle Type 2", 4.7),
    NAKED_QUAD("Naked Quad", 5.0),
    SUE_DE_COQ("Sue de Coq", 5.0),
    JELLYFISH("Jellyfish", 5.2),
    HIDDEN_QUAD("Hidden Quad", 5.4),
    FINNED_JELLYFISH("Finned Jellyfish", 5.4),
    FRANKEN_JELLYFISH("Franken Jellyfish", 5.5),
    FINNED_FRANKEN_JELLYFISH("Finned Franken Jellyfish", 5.5),
    ALS_XZ("ALS-XZ", 5.5),
    BUG_PLUS_ONE("BUG+1", 5.6),
    ALS_XY_WING("ALS-XY-Wing", 5.7),
    ALS_XY_CHAIN("ALS-XY-Chain", 5.8),
    DEATH_BLOSSOM("Death Blossom", 5.9),
    X_CHAIN("X-Chain", 6.6),
    XY_CHAIN("XY-Chain", 6.6),
    AIC("AIC", 6.8),
    NICE_LOOP("Nice Loop", 6.9),
    GROUPED_AIC("Grouped AIC", 7.1),
    GROUPED_NICE_LOOP("Grouped Nice Loop", 7.2),
    MUTANT_X_WING("Mutant X-Wing", 7.3),
    FINNED_MUTANT_X_WING("Finned Mutant X-Wing", 7.3),
    MUTANT_SWORDFISH("Mutant Swordfish", 7.3),
    FINNED_MUTANT_SWORDFISH("Finned Mutant Swordfish", 7.3),
    MUTANT_JELLYFISH("Mutant Jellyfish", 7.3),
    FINNED_MUTANT_JELLYFISH("Finned Mutant Jellyfish", 7.3),
    FRANKEN_SQUIRMBAG("Franken Squirmbag", 7.4),
    FINNED_FRANKEN_SQUIRMBAG("Finned Franken Squirmbag", 7.4),
    MUTANT_SQUIRMBAG("Mutant Squirmbag", 7.4),
    FINNED_MUTANT_SQUIRMBAG("Finned Mutant Squirmbag", 7.4),
    FRANKEN_WHALE("Franken Whale", 7.4),
    FINNED_FRANKEN_WHALE("Finned Franken Whale", 7.4),
    MUTANT_WHALE("Mutant Whale", 7.4),
    FINNED_MUTANT_WHALE("Finned Mutant Whale", 7.4),
    CELL_FORCING_CHAIN("Cell Forcing Chain", 7.5),
    UNIT_FORCING_CHAIN("Unit Forcing Chain", 7.8),
    FORCING_NET("Forcing Net", 8.5),
    TEMPLATE_SET("Template Set", 8.6),
    TEMPLATE_DELETE("Template Delete", 8.6);

    private final String displayName;
    private final double difficulty;

    Technique(String displayName, double difficulty) {
        this.displayName = displayName;
        this.difficulty = difficulty;
    }

    /**
     * The technique a user named: by enum name ({@code HIDDEN_SINGLE_BOX}, or with dashes,
     * {@code hidden-single-box}) or by display name ({@code "Hidden Single (box)"}), ignoring case and
     * surrounding blanks; empty when none is called that.
     */
    public static Optional<Technique> named(String name) {
        String wanted = name.trim();
        for (Technique t : values()) {
            if (t.name().equalsIgnoreCase(wanted) || t.displayName().equalsIgnoreCase(wanted)
                    || t.name().replace('_', '-').equalsIgnoreCase(wanted)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The name players use, for example {@code X-Wing}. */
    public String displayName() {
        return displayName;
    }

    /** The difficulty on Nonet's scale (1.0 easiest; SE-like, see the class comment). */
    public double difficulty() {
        return difficulty;
    }

    /**
     * Whether the technique works on every layout: other sizes, jigsaws and the variants' extra houses,
     * as well as classic 9x9. These are the singles, locked candidates, naked and hidden subsets, the
     * fish (finned ones look for fins in a box, so they find none on a jigsaw), and the patterns that
     * reason only about cells seeing each other and strong links in a house: the XY-, XYZ- and
     * W-Wing, simple colouring and multi-colours, remote pairs, X- and XY-Chains, AIC and nice loops
     * (not grouped). The others are written for classic 9x9 (its boxes, bands and tables), and the
     * logical solver uses them there alone.
     */
    public boolean worksOnEveryLayout() {
        return switch (this) {
            case FULL_HOUSE, HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE, NAKED_SINGLE, POINTING, CLAIMING, NAKED_PAIR,
                    HIDDEN_PAIR, NAKED_TRIPLE, HIDDEN_TRIPLE, NAKED_QUAD, HIDDEN_QUAD, X_WING, SWORDFISH,
                    JELLYFISH, FINNED_X_WING, FINNED_SWORDFISH, FINNED_JELLYFISH, XY_WING, XYZ_WING, W_WING,
                    SIMPLE_COLOURING, MULTI_COLOURS_2, MULTI_COLOURS_1, REMOTE_PAIR, X_CHAIN, XY_CHAIN, AIC, NICE_LOOP -> true;
            default -> false;
        };
    }

    /**
     * Whether the technique is sound only for a puzzle with exactly one solution: it removes what
     * would leave a pattern that two solutions could share. The logical solver uses such techniques
     * only when it knows the position is unique.
     */
    public boolean assumesUniqueness() {
        return switch (this) {
            case UNIQUE_RECTANGLE_1, UNIQUE_RECTANGLE_2, UNIQUE_RECTANGLE_3, UNIQUE_RECTANGLE_4, UNIQUE_RECTANGLE_5,
                    UNIQUE_RECTANGLE_6, HIDDEN_RECTANGLE, AVOIDABLE_RECTANGLE_1, AVOIDABLE_RECTANGLE_2,
                    BUG_PLUS_ONE -> true;
            default -> false;
        };
    }

    @Override
    public String toString() {
        return displayName;
    }
}
