package dev.nonet.reason;

import dev.nonet.logic.Level;
import dev.nonet.logic.Step;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How hard a rule solver's path is, on Nonet's scale: the hardest step's difficulty and its level, that
 * step's name, how many steps each named technique took, and whether a contradiction step was needed.
 *
 * @param difficulty    the hardest step's difficulty; 0 for a path of no steps
 * @param level         the named band of {@code difficulty}; {@link Level#EXTREME} when the path did not solve
 * @param hardest       the name of the hardest step's technique, if there was a step
 * @param uses          how many steps each technique took, by the name its steps show, in order of first use
 * @param contradiction whether a step was a {@link RuleTechnique#CONTRADICTION} or a
 *                      {@link RuleTechnique#NESTED_CONTRADICTION}
 */
public record RuleRating(double difficulty, Level level, Optional<String> hardest, Map<String, Integer> uses,
        boolean contradiction) {

    /** Keeps the counts immutable. */
    public RuleRating {
        uses = Collections.unmodifiableMap(new LinkedHashMap<>(uses));
    }

    /** The rating of {@code path}; one that did not solve the puzzle is {@link Level#EXTREME}. */
    public static RuleRating of(List<Step<RuleTechnique>> path, boolean solved) {
        Map<String, Integer> uses = new LinkedHashMap<>();
        Step<RuleTechnique> hardest = null;
        boolean contradiction = false;
        for (Step<RuleTechnique> step : path) {
            uses.merge(step.name(), 1, Integer::sum);
            contradiction |= step.technique() == RuleTechnique.CONTRADICTION
                    || step.technique() == RuleTechnique.NESTED_CONTRADICTION;
            if (hardest == null || step.difficulty() > hardest.difficulty()) {
                hardest = step;
            }
        }
        double difficulty = hardest == null ? 0 : hardest.difficulty();
        return new RuleRating(difficulty, solved ? Level.of(difficulty) : Level.EXTREME,
                Optional.ofNullable(hardest).map(s -> s.name()), uses, contradiction);
    }
}
