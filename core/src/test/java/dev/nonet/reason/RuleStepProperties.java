package dev.nonet.reason;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Every finder of the rule solver is sound on random positions that still hold the solution: a puzzle of
 * the variant set, some solution digits placed and some other candidates struck at random; no step places
 * a digit other than the solution's or removes the solution's, and no such position is called broken.
 */
class RuleStepProperties {

    private static final List<VariantSet> SET = VariantSet.all();

    private static final List<RuleFinder> FINDERS = List.of(Singles.HIDDEN, Singles.NAKED, ConstraintSteps.FINDER,
            Combinations.FINDER, Combinations.TOGETHER, MustPlace.FINDER, Innies.FINDER, GroupSubsets.PAIR,
            GroupSubsets.TRIPLE, GroupSubsets.QUAD, RuleChains.FINDER, Forcing.CELL, Forcing.HOUSE, Contradiction.FINDER);

    @Property(tries = 150)
    void noStepRemovesTheSolution(@ForAll @IntRange(min = 0, max = 84) int index, @ForAll long seed) {
        VariantSet entry = SET.get(index);
        Puzzle puzzle = entry.puzzle();
        Grid solution = entry.solution();
        CandidateGrid position = randomPosition(puzzle, solution, new Random(seed));
        Rules rules = new Rules(puzzle);
        Marks marks = Marks.of(rules, position);
        assertThat(Broken.find(rules, marks)).as(entry.title()).isEmpty();
        for (RuleFinder finder : FINDERS) {
            Optional<Step<RuleTechnique>> step = finder.find(rules, marks, position, Deadline.NONE);
            step.ifPresent(s -> assertSound(entry, solution, s));
        }
    }

    private static CandidateGrid randomPosition(Puzzle puzzle, Grid solution, Random random) {
        CandidateGrid grid = CandidateGrid.of(puzzle);
        int side = puzzle.layout().side();
        double placing = random.nextDouble() * 0.4;
        double striking = random.nextDouble() * 0.5;
        for (int i = 0; i < side * side; i++) {
            Cell cell = new Cell(i / side, i % side);
            if (grid.value(cell) != 0) {
                continue;
            }
            if (random.nextDouble() < placing) {
                grid.place(cell, solution.get(i));
                continue;
            }
            for (int digit = 1; digit <= side; digit++) {
                if (digit != solution.get(i) && random.nextDouble() < striking) {
                    grid.eliminate(cell, digit);
                }
            }
        }
        return grid;
    }

    private static void assertSound(VariantSet entry, Grid solution, Step<RuleTechnique> step) {
        for (Candidate p : step.placements()) {
            assertThat(solution.get(p.cell())).as("%s: %s", entry.title(), step).isEqualTo(p.digit());
        }
        for (Candidate e : step.eliminations()) {
            assertThat(solution.get(e.cell())).as("%s: %s", entry.title(), step).isNotEqualTo(e.digit());
        }
    }
}
