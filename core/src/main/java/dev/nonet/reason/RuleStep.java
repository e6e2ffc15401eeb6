package dev.nonet.reason;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.House;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.List;

/**
 * One step of the rule solver: the {@link Step} (technique, what it places and removes, the cells and houses
 * that justify it, the sentence) beside the constraints it used, and, for a contradiction, the chain of
 * deductions that led there, one line each.
 *
 * @param step        the step itself
 * @param constraints the constraints it reasoned with, as the puzzle holds them; empty for houses alone
 * @param because     for a {@link RuleTechnique#CONTRADICTION}, the deductions from the assumption to the
 *                    contradiction, in order; empty otherwise
 */
public record RuleStep(Step<RuleTechnique> step, List<Constraint> constraints, List<String> because) {

    /** Copies the lists, so that a step is immutable. */
    public RuleStep {
        constraints = List.copyOf(constraints);
        because = List.copyOf(because);
    }

    /**
     * The one way this package makes a step.
     *
     * @param name       the step's technique as shown: the rule technique's name, or the classic one's for
     *                   {@link RuleTechnique#HOUSES}
     * @param difficulty the step's difficulty: its technique's, or the classic one's
     */
    static RuleStep of(RuleTechnique technique, String name, double difficulty, List<Candidate> placements,
            List<Candidate> eliminations, List<Cell> cells, List<House> houses, String description,
            List<Constraint> constraints, List<String> because) {
        Step<RuleTechnique> step = new Step<>(technique, placements, eliminations, cells, houses, List.of(), description, name,
                difficulty);
        return new RuleStep(step, constraints, because);
    }

    /** The step's technique. */
    public RuleTechnique technique() {
        return step.technique();
    }

    /** Applies the step to {@code grid}: its placements, then its eliminations. */
    public void applyTo(CandidateGrid grid) {
        step.applyTo(grid);
    }

    @Override
    public String toString() {
        return step.description();
    }
}
