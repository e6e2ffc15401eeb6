package dev.nonet.view;

import dev.nonet.grid.Constraint;
import dev.nonet.grid.House;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Step;
import dev.nonet.reason.RuleTechnique;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A step told at three levels of detail, so a player can ask for as little help as they need:
 * <ol>
 *   <li>where to look and what kind of step: {@code look at box 5: there is a Hidden Single}</li>
 *   <li>the technique, the digit and the house: {@code Hidden Single: the digit 2 in box 5}</li>
 *   <li>the whole step: {@code Hidden Single in box 5: r5c6 = 2 (the only place for 2)}</li>
 * </ol>
 * Only the step's data is used, so every technique gets hints without wording of its own. A step of a
 * puzzle with constraints is placed by the first constraint it used, where it used one:
 * {@code look at killercage 3 at r3c1 r3c2: there is a constraint step}, then
 * {@code Constraint: the digits 3, 4, ... in killercage 3 at r3c1 r3c2}. A level is asked for by its
 * {@link #number()}.
 */
public enum HintLevel {
    /** Where to look and what kind of step. */
    WHERE(1),
    /** The technique, the digit and the house. */
    TECHNIQUE(2),
    /** The whole step. */
    STEP(3);

    private final int number;

    HintLevel(int number) {
        this.number = number;
    }

    /** The level of {@code number}, 1 to 3. */
    public static HintLevel of(int number) {
        for (HintLevel level : values()) {
            if (level.number == number) {
                return level;
            }
        }
        throw new IllegalArgumentException("a hint level is 1, 2 or 3, not " + number);
    }

    /** The level as asked for: 1, 2 or 3. */
    public int number() {
        return number;
    }

    /** The hint for {@code step} at this level, placed by the constraints it reasoned with, if any. */
    public String text(Step<?> step) {
        List<Constraint> constraints = step.constraints();
        return switch (this) {
            case WHERE -> "look at " + focus(step, constraints) + ": there is a " + kind(step);
            case TECHNIQUE -> shortName(step) + ": " + digits(step) + " in " + places(step, constraints);
            case STEP -> step.description();
        };
    }

    /** The step's name without what its parentheses add ("Hidden Single (box)"): the place says it. */
    private static String shortName(Step<?> step) {
        String name = step.name();
        int paren = name.indexOf(" (");
        return paren < 0 ? name : name.substring(0, paren);
    }

    /** What kind of step it is, vaguely: its short name, or for a constraint's own deduction, that it is one. */
    private static String kind(Step<?> step) {
        Object technique = step.technique();
        return technique == RuleTechnique.CONSTRAINT || technique == RuleTechnique.COMBINATIONS ? "constraint step" : shortName(step);
    }

    /**
     * The first constraint the step used, else the first house it reasons about; for a step about one cell,
     * that cell's row, to stay vague.
     */
    private static String focus(Step<?> step, List<Constraint> constraints) {
        if (!constraints.isEmpty()) {
            return constraints.get(0).toString();
        }
        if (!step.houses().isEmpty()) {
            return step.houses().get(0).toString();
        }
        List<Candidate> effects = step.placements().isEmpty() ? step.eliminations() : step.placements();
        return new House(House.Kind.ROW, effects.get(0).cell().row()).toString();
    }

    /** The houses the step reasons about, then the constraints it used; the cells where there are neither. */
    private static String places(Step<?> step, List<Constraint> constraints) {
        List<String> places = new ArrayList<>();
        step.houses().forEach(h -> places.add(h.toString()));
        constraints.forEach(c -> places.add(c.toString()));
        if (places.isEmpty()) {
            step.cells().forEach(c -> places.add(c.toString()));
        }
        return inWords(places);
    }

    private static String digits(Step<?> step) {
        return digits(step.placements().isEmpty() ? step.eliminations() : step.placements());
    }

    private static String digits(List<Candidate> effects) {
        TreeSet<Integer> digits = new TreeSet<>();
        effects.forEach(c -> digits.add(c.digit()));
        List<String> words = new ArrayList<>();
        digits.forEach(d -> words.add(String.valueOf(d)));
        return (digits.size() == 1 ? "the digit " : "the digits ") + inWords(words);
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}. */
    static String inWords(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
