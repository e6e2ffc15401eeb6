package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.VariantGrids;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The logical solver on every listed shape and variant: on random unique puzzles every step it takes
 * agrees with the solution (a placement is the solution's digit, an elimination never is), it never
 * meets a contradiction, and what it solves it solves to the solution. Only the techniques that work
 * on every layout may appear, and puzzles with many givens are solved. Beyond the solver's own steps,
 * every instance each such technique finds along the paths is checked too.
 */
class LayoutLogicSweepTest {

    static Stream<Layout> layouts() {
        return VariantGrids.all().stream().filter(layout -> !layout.isClassic() && layout.side() < 25);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void everyStepAgreesWithTheSolution(Layout layout) {
        Random random = new Random(layout.toString().hashCode());
        LogicalSolver solver = new LogicalSolver();
        int solved = 0;
        Set<Technique> used = EnumSet.noneOf(Technique.class);
        int puzzles = layout.side() >= 12 ? 2 : 6;
        for (int n = 0; n < puzzles; n++) {
            Grid solution = VariantGrids.solution(layout, random);
            // Near-minimal puzzles call on more techniques; those with more givens should come out solved.
            double leastGivens = layout.side() >= 12 || n % 2 == 1 ? 0.45 : 0.0;
            Grid puzzle = VariantGrids.uniquePuzzle(layout, solution, random, leastGivens);
            LogicalResult result = solver.solve(new Puzzle(layout, puzzle));
            for (Step<Technique> step : result.path()) {
                used.add(step.technique());
                step.placements().forEach(p -> assertThat(p.digit()).as("%s: %s", layout, step)
                        .isEqualTo(solution.get(p.cell())));
                step.eliminations().forEach(e -> assertThat(e.digit()).as("%s: %s", layout, step)
                        .isNotEqualTo(solution.get(e.cell())));
            }
            assertThat(result.status()).as("%s: %s", layout, puzzle).isNotEqualTo(LogicalStatus.CONTRADICTION);
            if (result.status() == LogicalStatus.SOLVED) {
                solved++;
                assertThat(result.end().toGrid()).isEqualTo(solution);
                assertThat(result.rating().difficulty()).isGreaterThan(0);
            }
        }
        assertThat(used).allMatch(Technique::worksOnEveryLayout);
        assertThat(solved).as("%s: puzzles solved by logic", layout).isPositive();
    }

    /** The techniques beyond the singles that work on every layout, each checked on every position it is asked about. */
    private static final List<TechniqueFinder> CHECKED = Techniques.all().stream()
            .filter(f -> f.technique().worksOnEveryLayout() && f.technique().difficulty() > Technique.NAKED_SINGLE.difficulty())
            .toList();

    @Test
    void everyInstanceOfEveryTechniqueAlongThePathsAgreesWithTheSolution() {
        List<Layout> layouts = List.of(Layout.CLASSIC.with(dev.nonet.grid.Variant.X), Layout.jigsaw(VariantGrids.JIGSAW_9),
                Layout.CLASSIC.with(dev.nonet.grid.Variant.WINDOKU), Layout.of(dev.nonet.grid.Shape.of(8)),
                Layout.of(dev.nonet.grid.Shape.of(6)).with(dev.nonet.grid.Variant.X));
        Map<Technique, Integer> found = new EnumMap<>(Technique.class);
        Random random = new Random(11);
        for (int n = 0; n < 12; n++) {
            for (Layout layout : layouts) {
                Grid solution = VariantGrids.solution(layout, random);
                Grid puzzle = VariantGrids.uniquePuzzle(layout, solution, random, 0.0);
                CandidateGrid grid = CandidateGrid.of(new Puzzle(layout, puzzle));
                for (Step<Technique> step : new LogicalSolver().solve(new Puzzle(layout, puzzle)).path()) {
                    if (step.technique().difficulty() > Technique.NAKED_SINGLE.difficulty()) {
                        for (TechniqueFinder finder : CHECKED) {
                            for (Step<Technique> instance : finder.findAll(grid)) {
                                instance.placements().forEach(p -> assertThat(p.digit()).as("%s: %s", layout, instance)
                                        .isEqualTo(solution.get(p.cell())));
                                instance.eliminations().forEach(e -> assertThat(e.digit()).as("%s: %s", layout, instance)
                                        .isNotEqualTo(solution.get(e.cell())));
                                found.merge(instance.technique(), 1, Integer::sum);
                            }
                        }
                    }
                    step.applyTo(grid);
                }
            }
        }
        System.out.println("instances found on other layouts: " + found);
        for (TechniqueFinder finder : CHECKED) {
            if (finder.technique() != Technique.REMOTE_PAIR) { // too rare here; ColouringTest shows one on 9x9
                assertThat(found).as("instances of " + finder.technique()).containsKey(finder.technique());
            }
        }
    }
}
