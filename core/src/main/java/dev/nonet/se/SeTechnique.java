package dev.nonet.se;

import dev.nonet.logic.Step;
import java.util.Objects;

/**
 * The technique of one of Sudoku Explainer's hints, as SE names it, with the {@link SeFamily} that found it:
 * {@code "Turbot Fish"} of {@link SeFamily#FORCING_CHAINS_AND_CYCLES}, {@code "Unique Loop 8 type 3"} of
 * {@link SeFamily#UNIQUE_RECTANGLE_LOOP}. SE's names are an open set (a loop's length is part of its name), so
 * the name is SE's own spelling and the family the closed part. The same name can come from several families:
 * {@code "Cell Forcing Chains"} of the multiple, dynamic and nested forcing chains, told apart by the family.
 *
 * @param family the family whose hint producer found the hint
 * @param name   SE's name of the hint, for example {@code "Hidden Single"}, {@code "Unique Rectangle type 2"}
 */
public record SeTechnique(SeFamily family, String name) {

    /** Checks that both parts are there. */
    public SeTechnique {
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(name, "name");
    }

    /** The technique of a step of Sudoku Explainer's ({@link SeRater#nextHint}, {@link SeRating#steps()}). */
    public static SeTechnique of(Step<SeFamily> step) {
        return new SeTechnique(step.technique(), step.name());
    }

    /** SE's name of the hint, as SE writes it. */
    @Override
    public String toString() {
        return name;
    }
}
