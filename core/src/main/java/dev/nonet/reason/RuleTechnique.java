package dev.nonet.reason;

/**
 * The techniques of the rule solver ({@link RuleSolver}), each with its difficulty on Nonet's scale (the
 * scale of {@link dev.nonet.logic.Technique}, with which they share a path's rating); docs/TECHNIQUES.md,
 * "Puzzles with constraints", gives the reason for each number. The techniques of houses alone that the
 * rule solver borrows from Nonet's classic finders are one entry, {@link #HOUSES}: such a step keeps the
 * classic technique's name and difficulty.
 */
public enum RuleTechnique {
    /** A digit with one place left in a house, or in a group of as many cells as digits that the rules keep different. */
    HIDDEN_SINGLE("Hidden Single", 1.5),
    /** One constraint's own deduction on its cells: a cage's sums, a thermometer's bounds, a dot's pairs. */
    CONSTRAINT("Constraint", 2.0),
    /** A cell with one candidate left. */
    NAKED_SINGLE("Naked Single", 2.3),
    /**
     * A constraint read with the houses: a candidate that no filling of its cells uses, keeping the rule and
     * different digits in cells that see each other, goes.
     */
    COMBINATIONS("Constraint with houses", 2.5),
    /**
     * Two constraints that share cells read together with the houses (a cage and a line through it): a
     * candidate that no filling of their cells keeping both uses goes.
     */
    COMBINED("Constraints together", 2.8),
    /**
     * A digit that a constraint or a group must hold, all of whose places see a cell: the digit leaves that
     * cell (with one place left, it goes there).
     */
    MUST_PLACE("Locked Candidates (rules)", 2.7),
    /**
     * The 45 rule: a house's digits, or adjacent rows' or columns', add up to a known total; less the sums the
     * constraints fix inside it (cages, arrows, dots), the cells left over (innies and outies) add up to the
     * rest, and a candidate no way of making it uses goes.
     */
    INNIES_OUTIES("45 Rule", 2.9),
    /** Two cells that the rules keep different holding the same two digits: the digits leave every cell seeing both. */
    GROUP_PAIR("Naked Pair (rules)", 3.0),
    /** Three such cells holding three digits between them. */
    GROUP_TRIPLE("Naked Triple (rules)", 3.6),
    /** Four such cells holding four digits between them. */
    GROUP_QUAD("Naked Quad (rules)", 5.0),
    /**
     * An alternating chain of strong and weak links through the houses and the constraints (two candidates a
     * constraint forbids together are weakly linked): a candidate that cannot be true with either end goes.
     */
    RULE_CHAIN("AIC (rules)", 7.0),
    /**
     * Cell forcing: each candidate of a cell of two or three, assumed, leads by singles and the constraints' own
     * deductions to the same removal, which therefore holds.
     */
    CELL_FORCING("Cell Forcing (rules)", 7.5),
    /** House forcing: each place of a digit in a house or group (two or three places) leads to the same removal. */
    HOUSE_FORCING("House Forcing (rules)", 7.8),
    /** A technique of the houses alone, one of Nonet's classic finders, named and rated as there. */
    HOUSES("Houses", 0),
    /** A candidate that, placed, leads by singles and the constraints' own deductions to a contradiction. */
    CONTRADICTION("Contradiction", 8.0),
    /**
     * A candidate that, placed, leads to a contradiction once the candidates that themselves lead to one in the
     * position that follows are removed: a forcing net of the second level.
     */
    NESTED_CONTRADICTION("Nested Contradiction", 9.0),
    /**
     * Not a step of a path: a candidate assumed, nested in a forcing or contradiction step with the deductions
     * that follow from it ({@code Step.because()}), which hold only under the assumption.
     */
    ASSUMPTION("Assumption", 0),
    /** Not a step of a path: a rule found broken at the end of an assumption's deductions. */
    BROKEN("Broken", 0);

    private final String displayName;
    private final double difficulty;

    RuleTechnique(String displayName, double difficulty) {
        this.displayName = displayName;
        this.difficulty = difficulty;
    }

    /** The name a step of this technique shows. */
    public String displayName() {
        return displayName;
    }

    /** The difficulty on Nonet's scale; for {@link #HOUSES} a step's own, its classic technique's. */
    public double difficulty() {
        return difficulty;
    }
}
