package dev.nonet.reason;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.TechniqueFinder;
import java.util.List;
import java.util.Optional;

/**
 * One of Nonet's classic techniques, reasoning on the houses alone: what it deduces from the houses holds a
 * fortiori with more rules, so it stays sound on a puzzle with constraints. Not every one: those that
 * assume a unique solution do not (a constraint may be what makes the solution unique, and the rule
 * solver does not know the puzzle is), and on a layout other than classic 9x9 only those that work there.
 * The step keeps the classic technique's name, difficulty and words; a digit it places also leaves the
 * cells that see it through a rule.
 */
final class HouseSteps implements RuleFinder {

    private final TechniqueFinder finder;

    private HouseSteps(TechniqueFinder finder) {
        this.finder = finder;
    }

    /** The classic technique this finder runs. */
    Technique technique() {
        return finder.technique();
    }

    /**
     * The classic finders the rule solver may use on {@code classic} or other layouts, in their order: the
     * singles are the rule solver's own (in groups as well as houses), those assuming uniqueness are out.
     */
    static List<HouseSteps> usable(boolean classic) {
        return dev.nonet.logic.Techniques.all().stream()
                .filter(f -> !f.technique().assumesUniqueness())
                .filter(f -> classic || f.technique().worksOnEveryLayout())
                .filter(f -> f.technique().difficulty() > Technique.NAKED_SINGLE.difficulty())
                .map(HouseSteps::new)
                .toList();
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        List<Step<Technique>> steps = finder.findAll(grid, deadline);
        if (steps.isEmpty()) {
            return Optional.empty();
        }
        Step<Technique> step = steps.get(0);
        Deduction found = new Deduction(rules);
        for (Candidate p : step.placements()) {
            found.place(marks, rules.geometry.indexOf(p.cell()), p.digit());
        }
        for (Candidate e : step.eliminations()) {
            found.eliminate(rules.geometry.indexOf(e.cell()), e.digit());
        }
        for (var cell : step.cells()) {
            found.cell(rules.geometry.indexOf(cell));
        }
        for (var house : step.houses()) {
            found.house(house);
        }
        return Optional.of(found.build(RuleTechnique.HOUSES, step.name(), step.difficulty(), step.description()));
    }
}
