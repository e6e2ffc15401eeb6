package dev.nonet.logic;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How hard a path of Nonet's techniques is, on Nonet's scale ({@link Technique#difficulty()}): the difficulty of
 * its hardest step (the counterpart of Sudoku Explainer's ER, which {@code dev.nonet.se.SeRating} holds), the
 * named level, the hardest technique, and how often each technique was used.
 *
 * @param difficulty the hardest step's difficulty; 0 for a path with no steps
 * @param level      the named band of {@code difficulty}; {@link Level#EXTREME} when logic got stuck
 * @param hardest    the technique of the hardest step, if there was a step
 * @param uses       how many steps each technique took, in technique order
 */
public record Rating(double difficulty, Level level, Optional<Technique> hardest, Map<Technique, Integer> uses) {

    /** Keeps the counts immutable. */
    public Rating {
        uses = Collections.unmodifiableMap(new EnumMap<>(uses.isEmpty() ? new EnumMap<>(Technique.class) : uses));
    }

    /** The rating of {@code path}; a path that did not solve the puzzle is {@link Level#EXTREME}. */
    public static Rating of(List<Step<Technique>> path, boolean solved) {
        Map<Technique, Integer> uses = new EnumMap<>(Technique.class);
        Step<Technique> hardest = null;
        for (Step<Technique> step : path) {
            uses.merge(step.technique(), 1, Integer::sum);
            if (hardest == null || step.difficulty() > hardest.difficulty()) {
                hardest = step;
            }
        }
        // A step's own difficulty: Sudoku Explainer's chains, where Nonet's techniques end, rate themselves.
        double difficulty = hardest == null ? 0 : hardest.difficulty();
        return new Rating(difficulty, solved ? Level.of(difficulty) : Level.EXTREME, Optional.ofNullable(hardest).map(Step::technique), uses);
    }
}
