package dev.nonet.view;

import dev.nonet.logic.Rating;
import dev.nonet.logic.Technique;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A rating as {@code explain --json}, {@code rate --json}, {@code generate --json} and the API write it:
 * {@code {"difficulty": 3.2, "level": "hard", "hardest": "X-Wing", "uses": {"Hidden Single (box)": 12}}}.
 *
 * @param difficulty the hardest step's difficulty
 * @param level      the level's word ({@link dev.nonet.logic.Level#word()})
 * @param hardest    the hardest technique's display name; null for a path with no steps
 * @param uses       how many steps each technique took, by display name, in technique order
 */
public record RatingView(double difficulty, String level, String hardest, Map<String, Integer> uses) {

    /** Keeps the counts immutable, in their order. */
    public RatingView {
        uses = Collections.unmodifiableMap(new LinkedHashMap<>(uses));
    }

    public static RatingView of(Rating rating) {
        Map<String, Integer> uses = new LinkedHashMap<>();
        rating.uses().forEach((technique, count) -> uses.put(technique.displayName(), count));
        return new RatingView(rating.difficulty(), rating.level().word(), rating.hardest().map(Technique::displayName).orElse(null), uses);
    }
}
