package dev.nonet.grid;

import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * A rule a puzzle adds to its layout's houses: a killer cage, a thermometer, a kropki dot, an outside
 * clue. Each kind is one small immutable type of {@code dev.nonet.constraint}, named by {@link #kind()} as f-puzzles
 * names it ({@code killercage}, {@code thermometer}, ...); docs/CONSTRAINTS.md states every kind's rule.
 *
 * <pre>{@code
 * Constraint cage = new KillerCage(List.of(new Cell(0, 0), new Cell(0, 1), new Cell(1, 0)), 10);        // r1c1 r1c2 r2c1 sum to 10, no repeats
 * cage.isKeptBy(solution);                                        // the rule on a filled grid
 * Puzzle killer = new Puzzle(Layout.CLASSIC, givens, List.of(cage, ...));
 * }</pre>
 *
 * <p>A constraint does two things. It <em>checks</em> a grid ({@link #keeps}: the exact rule, on the
 * digits of its cells), and it <em>narrows</em> candidates ({@link #narrow}): given the candidates of its
 * cells, it removes digits that no grid keeping it can hold there. Narrowing must be sound (it never
 * removes a digit some grid keeping the rule holds, given the others' candidates) and need not be
 * complete: the search checks {@link #keeps} once every cell is filled, so a kind that narrows little is
 * slower, never wrong. Constraints keep no state between calls; the candidates are all the state.
 *
 * <p>Cells are {@link Cell}s (row and column from 0). Digits are 1 to the side; a digit set is an {@code int} with bit {@code d-1} for digit {@code d}, as {@link dev.nonet.grid.DigitSet}
 * keeps it.
 */
public interface Constraint {

    /** The f-puzzles name of this kind, for example {@code killercage}: how messages, JSON and docs name it. */
    String kind();

    /** The cells the rule reads, in the order its definition reads them (a thermometer's from the bulb). */
    List<Cell> cells();

    /**
     * Whether the digits of this constraint's cells keep the rule. Every cell of {@link #cells()} must
     * hold a digit: {@code digitAt} is asked only for them and answers 1 to the side.
     */
    boolean keeps(ToIntFunction<Cell> digitAt);

    /** Whether a filled grid keeps the rule. */
    default boolean isKeptBy(Grid grid) {
        return keeps(grid::get);
    }

    /**
     * Removes from the candidates of this constraint's cells every digit that no grid keeping the rule
     * may hold there. Returns false when the rule cannot be kept (a cell would be left with none). The
     * default only checks, once every cell holds one digit; every kind that can do better narrows.
     */
    default boolean narrow(Domains domains) {
        for (Cell cell : cells()) {
            if (domains.digit(cell) == 0) {
                return true;
            }
        }
        return keeps(domains::digit);
    }

    /**
     * What {@link #narrow} answers, for a caller that asks only whether the rule may still be kept and throws the
     * narrowing away (a walk over fillings asks it at every step): a kind overrides it where the answer comes sooner
     * than the narrowing. It may narrow {@code domains} as {@link #narrow} does.
     */
    default boolean mayBeKept(Domains domains) {
        return narrow(domains);
    }

    /**
     * What the search propagates in this constraint's place: by default the constraint itself. A rule
     * over many cells that is the sum of small ones (anti-knight is "these two cells differ" for every
     * knight's move) gives the small ones, so that a change wakes only the parts that read the cell.
     */
    default List<Constraint> parts() {
        return List.of(this);
    }

    /**
     * The rule in a phrase, for the reason a deduction gives in setters' words: {@code digits rise from
     * the bulb}, {@code the dotted digits add up to the dot's value}. A kind without one of its own says
     * only that no filling keeps it.
     */
    default String ruleInWords() {
        return "no way to keep the rule holds them";
    }

    /**
     * The sum this constraint fixes over some of its cells, as the 45 rule adds and subtracts it: a killer
     * cage with a sum, a little killer, an X, V or sum dot, an arrow with a one-cell circle (circle minus
     * shaft is 0); empty for a kind that fixes none.
     */
    default Optional<FixedSum> fixedSum() {
        return Optional.empty();
    }

    /**
     * A short text naming the rule and where it is, as messages show it: {@code killercage 10 at r1c1 r1c2}.
     * Every kind's {@code toString()} gives it.
     */
    String toString();
}
