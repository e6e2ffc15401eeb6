package dev.nonet.generate;

import dev.nonet.grid.Layout;
import dev.nonet.logic.Level;
import dev.nonet.logic.Technique;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a request for variant puzzles ({@link GenerationRequest#variants()}) may ask, checked: classic 9x9, no
 * killer cages besides, kinds that go together, a level rather than a rating range, no symmetry or clue range (the
 * puzzles are minimal in clues and givens), and techniques named as the rule solver's steps show them.
 */
final class VariantRequest {

    private VariantRequest() {
    }

    /** @throws IllegalArgumentException saying what does not fit */
    static void requireFits(boolean killer, Layout layout, boolean randomRegions, Set<VariantKind> kinds,
            Optional<RatingRange> rating, Symmetry symmetry, ClueRange clues, Set<Technique> required,
            Set<String> requiredSteps, Set<Technique> excluded) {
        String named = kinds.stream().map(VariantKind::id).sorted().collect(Collectors.joining(","));
        if (killer) {
            throw new IllegalArgumentException("killer puzzles are made on their own: killer and " + named + " do not go together");
        }
        if (!layout.isClassic() || randomRegions) {
            throw new IllegalArgumentException(named + " puzzles are generated on classic 9x9 only, not on "
                    + (randomRegions ? layout.side() + "x" + layout.side() + " jigsaw" : layout.toString()));
        }
        VariantKind.requireTogether(kinds);
        Optional<Level> level = Optional.empty();
        if (rating.isPresent()) {
            level = GenerationRequest.levelOf(rating.get());
            if (level.isEmpty()) {
                throw new IllegalArgumentException(named + " puzzles are made by level (easy to extreme, by Nonet's rule solver),"
                        + " not by a rating range");
            }
        }
        if (symmetry != Symmetry.NONE || !clues.equals(ClueRange.ANY)) {
            throw new IllegalArgumentException(named + " puzzles are minimal in clues and givens, with as few givens as"
                    + " uniqueness needs (often none): symmetry and clue ranges are for puzzles of givens alone");
        }
        if (!required.isEmpty() || !excluded.isEmpty()) {
            throw new IllegalArgumentException(named + " puzzles are rated by Nonet's rule solver: require its steps by name,"
                    + " and exclude none");
        }
        Map<String, Double> names = VariantRating.stepNames();
        double top = level.orElse(Level.HARD) == Level.EXTREME ? Double.MAX_VALUE : level.orElse(Level.HARD).upTo();
        for (String step : requiredSteps) {
            Double difficulty = names.get(step.strip().toLowerCase(Locale.ROOT));
            if (difficulty == null) {
                throw new IllegalArgumentException("'" + step + "' is no technique of the rule solver's path: name one as its steps"
                        + " show it, such as Constraint, Constraint with houses, 45 Rule, Naked Pair (rules), X-Wing");
            }
            if (difficulty > top) {
                throw new IllegalArgumentException("required " + step + " (" + difficulty + ") is harder than "
                        + level.orElse(Level.HARD).word() + " puzzles' top (" + top + ")");
            }
        }
    }
}
