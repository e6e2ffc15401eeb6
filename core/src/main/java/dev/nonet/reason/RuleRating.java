package dev.nonet.reason;

import dev.nonet.logic.Level;
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
 * @param contradiction whether a step was a {@link RuleTechnique#CONTRADICTION}
 */
public record RuleRating(double difficulty, Level level, Optional<String> hardest, Map<String, Integer> uses,
        boolean contradiction) {

    /** Keeps the counts immutable. */
    public RuleRating {
        uses = Collections.unmodifiableMap(new LinkedHashMap<>(uses));
    }

    /** The rating of {@code path}; one that did not solve the puzzle is {@link Level#EXTREME}. */
    public static RuleRating of(List<RuleStep> path, boolean solved) {
        Map<String, Integer> uses = new LinkedHashMap<>();
        RuleStep hardest = null;
        boolean contradiction = false;
        for (RuleStep step : path) {
            uses.merge(step.step().name(), 1, Integer::sum);
            contradiction |= step.technique() == RuleTechnique.CONTRADICTION;
            if (hardest == null || step.step().difficulty() > hardest.step().difficulty()) {
                hardest = step;
            }
        }
        double difficulty = hardest == null ? 0 : hardest.step().difficulty();
        return new RuleRating(difficulty, solved ? Level.of(difficulty) : Level.EXTREME,
                Optional.ofNullable(hardest).map(s -> s.step().name()), uses, contradiction);
    }
}
