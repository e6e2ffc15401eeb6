package dev.nonet.view;

import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.logic.Level;
import dev.nonet.logic.Rating;
import dev.nonet.logic.Technique;
import dev.nonet.rating.RatingResult;
import dev.nonet.rating.Ratings;
import dev.nonet.rating.Scale;
import dev.nonet.reason.RuleRating;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A rating as {@code rate --json}, {@code explain --json}, {@code generate --json} and the API write it. On
 * Sudoku Explainer's scale (classic 9x9, {@link SeRater}):
 * {@code {"difficulty": 8.3, "er": 8.3, "ep": 1.2, "ed": 1.2, "level": "extreme", "hardest": "Region Forcing
 * Chains", "uses": {"Hidden Single": 40, ...}, "scale": "se"}}; on Nonet's own (other layouts, puzzles with
 * constraints, or where asked for), without {@code er}, {@code ep} and {@code ed}: {@code {"difficulty": 3.2, "level": "hard",
 * "hardest": "X-Wing", "uses": {"Hidden Single (box)": 12}, "scale": "nonet"}}.
 *
 * @param difficulty the hardest step's difficulty (ER on SE's scale)
 * @param er         SE's ER, the hardest step (20.0 when no technique of the set finishes, as SE); null on Nonet's scale
 * @param ep         SE's EP, the hardest step up to the first placement; null on Nonet's scale
 * @param ed         SE's ED, the first step; null on Nonet's scale
 * @param level      the level's word ({@link Level#word()})
 * @param hardest    the hardest technique's name; null for a path with no steps
 * @param uses       how many steps each technique took, by name, in order
 * @param scale      {@code se} or {@code nonet} ({@link Scale#word()})
 */
public record RatingView(double difficulty, Double er, Double ep, Double ed, String level, String hardest,
                         Map<String, Integer> uses, String scale) {

    /** The word of Sudoku Explainer's scale ({@link Scale#SE}). */
    public static final String SE = Scale.SE.word();
    /** The word of Nonet's own scale ({@link Scale#NONET}). */
    public static final String NONET = Scale.NONET.word();

    /** Keeps the counts immutable, in their order. */
    public RatingView {
        uses = Collections.unmodifiableMap(new LinkedHashMap<>(uses));
    }

    /** The rating of Nonet's own path. */
    public static RatingView of(Rating rating) {
        Map<String, Integer> uses = new LinkedHashMap<>();
        rating.uses().forEach((technique, count) -> uses.put(technique.displayName(), count));
        return new RatingView(rating.difficulty(), null, null, null, rating.level().word(),
                rating.hardest().map(Technique::displayName).orElse(null), uses, NONET);
    }

    /** The rating of the rule solver's path (a puzzle with constraints), on Nonet's scale. */
    public static RatingView of(RuleRating rating) {
        return new RatingView(rating.difficulty(), null, null, null, rating.level().word(), rating.hardest().orElse(null),
                rating.uses(), NONET);
    }

    /**
     * A rating on Sudoku Explainer's scale: its techniques by SE's names, as SE writes them, so that a name
     * found by several families ({@code "Cell Forcing Chains"}) is counted once, where it was first used.
     */
    public static RatingView of(SeRating rating) {
        double er = SeRating.tenths(rating.er());
        Map<String, Integer> uses = new LinkedHashMap<>();
        rating.uses().forEach((technique, count) -> uses.merge(technique.name(), count, Integer::sum));
        String hardest = rating.hardestName();
        return new RatingView(er, er, SeRating.tenths(rating.ep()), SeRating.tenths(rating.ed()), rating.level().word(),
                hardest.isEmpty() ? null : hardest, uses, SE);
    }

    /** The rating of a generated puzzle, if it came with one: Sudoku Explainer's on classic 9x9, Nonet's elsewhere. */
    public static Optional<RatingView> of(GeneratedPuzzle puzzle) {
        return puzzle.seRating().map(RatingView::of).or(() -> puzzle.rating().map(RatingView::of))
                .or(() -> puzzle.ruleRating().map(RatingView::of));
    }

    /**
     * The rating {@link Ratings} gave, as written: SE's or the path's; null for none
     * ({@link RatingResult.Unrated}).
     */
    public static RatingView of(RatingResult result) {
        if (result instanceof RatingResult.Se se) {
            return of(se.rating());
        }
        if (result instanceof RatingResult.Path path) {
            return of(path.path().rating());
        }
        if (result instanceof RatingResult.Reasoned reasoned) {
            return of(reasoned.path().rating());
        }
        return null;
    }

    /** Whether this rating is on Sudoku Explainer's scale. */
    public boolean onSeScale() {
        return SE.equals(scale);
    }
}
