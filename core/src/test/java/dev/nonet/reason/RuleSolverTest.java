package dev.nonet.reason;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule solver's paths on the variant test set are sound: every placement is the solution's digit and
 * no elimination removes it. A few puzzles always; all 85 in the slow sweep.
 */
class RuleSolverTest {

    private static final List<VariantSet> SET = VariantSet.all();

    static Stream<VariantSet> few() {
        return Stream.of(0, 1, 7, 20, 40).map(SET::get);
    }

    static Stream<VariantSet> every() {
        return SET.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("few")
    void aPathIsSoundAndSolves(VariantSet entry) {
        RulePath path = new RuleSolver().solve(entry.puzzle(), Deadline.after(Duration.ofSeconds(30)));
        assertSound(entry, path);
        assertThat(path.status()).as(entry.title()).isEqualTo(LogicalStatus.SOLVED);
        assertThat(path.end().toGrid()).isEqualTo(entry.solution());
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("every")
    void everyPathIsSound(VariantSet entry) {
        // Three seconds a puzzle keeps the sweep under a minute: the few that need nested contradictions
        // throughout would take longer, and their steps before the cut are checked all the same.
        RulePath path = new RuleSolver(Duration.ofSeconds(3)).solve(entry.puzzle(), Deadline.NONE);
        assertSound(entry, path);
        assertThat(path.status()).as(entry.title()).isIn(LogicalStatus.SOLVED, LogicalStatus.STUCK, LogicalStatus.TIMED_OUT);
    }

    /**
     * Puzzles whose walks change when a constraint goes: one lying among another's cells (the indexing tests), or
     * one that keeps another's cells different (Endless Knight).
     */
    static Stream<VariantSet> nested() {
        return Stream.of(53, 54, 71).map(SET::get);
    }

    /**
     * A solve that takes what the walks of solves before found (of the same puzzle, and of it with a constraint
     * fewer: a generator's near copies) takes the steps of a solve on its own.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("nested")
    void walksKeptFromSolveToSolveLeaveEveryPathAsItWas(VariantSet entry) {
        // Techniques up to hard, as the generator rates its puzzles: a puzzle a constraint fewer ends stuck soon.
        RuleSolver solver = new RuleSolver(RuleSolver.DEFAULT_LIMIT, EnumSet.of(RuleTechnique.RULE_CHAIN, RuleTechnique.CELL_FORCING,
                RuleTechnique.HOUSE_FORCING, RuleTechnique.CONTRADICTION, RuleTechnique.NESTED_CONTRADICTION),
                Stream.of(Technique.values()).filter(t -> t.difficulty() >= RuleTechnique.RULE_CHAIN.difficulty()).collect(Collectors.toSet()));
        RecentFillings recent = new RecentFillings();
        List<Constraint> all = entry.puzzle().constraints();
        for (int k = -1; k < Math.min(all.size(), 6); k++) {
            List<Constraint> rules = new ArrayList<>(all);
            if (k >= 0) {
                rules.remove(k);
            }
            Puzzle puzzle = new Puzzle(entry.puzzle().layout(), entry.puzzle().givens(), rules);
            RulePath alone = solver.solve(puzzle, Deadline.NONE);
            RulePath shared = solver.solve(puzzle, CandidateGrid.of(puzzle), Deadline.NONE, recent);
            assertThat(shared.path().stream().map(Step::toString).toList()).as("%s without %d", entry.title(), k)
                    .isEqualTo(alone.path().stream().map(Step::toString).toList());
        }
    }

    @Test
    void aStepNamesItsConstraintsAndSaysWhy() {
        RulePath path = new RuleSolver().solve(SET.get(0).puzzle(), Deadline.NONE);
        Step<RuleTechnique> constraint = path.path().stream().filter(s -> s.technique() == RuleTechnique.CONSTRAINT).findFirst()
                .orElseThrow();
        assertThat(constraint.constraints()).isNotEmpty();
        assertThat(constraint.toString()).startsWith(constraint.constraints().get(0).toString() + ": removes ");
        assertThat(path.rating().uses()).containsKey("Constraint");
    }

    @Test
    void aForcingStepSaysWhereEachBranchLeads() {
        VariantSet hippos = SET.get(62);
        RulePath path = new RuleSolver().solve(hippos.puzzle(), Deadline.NONE);
        assertSound(hippos, path);
        Step<RuleTechnique> cell = path.path().stream().filter(s -> s.technique() == RuleTechnique.CELL_FORCING).findFirst()
                .orElseThrow();
        assertThat(cell.toString()).startsWith("Cell forcing: whichever of ").endsWith("(each leads to it)");
        assertThat(cell.because()).hasSizeGreaterThanOrEqualTo(2).allSatisfy(branch -> {
            assertThat(branch.technique()).isEqualTo(RuleTechnique.ASSUMPTION);
            assertThat(branch.toString()).startsWith("assume " + branch.placements().get(0).cell() + "=");
            assertThat(branch.placements()).hasSize(1);
            assertThat(branch.because()).isNotEmpty();
        });
        Step<RuleTechnique> house = path.path().stream().filter(s -> s.technique() == RuleTechnique.HOUSE_FORCING).findFirst()
                .orElseThrow();
        assertThat(house.toString()).startsWith("House forcing: wherever ");
    }

    @Test
    void aContradictionNestsItsAssumptionAndEndsOnTheBrokenRule() {
        // Candy Cane Sudoku takes one contradiction step, in a path of a few tens of milliseconds.
        VariantSet candyCane = SET.get(78);
        assertThat(candyCane.title()).isEqualTo("Candy Cane Sudoku");
        Step<RuleTechnique> contradiction = new RuleSolver().solve(candyCane.puzzle(), Deadline.NONE).path().stream()
                .filter(s -> s.technique() == RuleTechnique.CONTRADICTION).findFirst().orElseThrow();
        assertThat(contradiction.because()).hasSize(1);
        Step<RuleTechnique> assumed = contradiction.because().get(0);
        assertThat(assumed.technique()).isEqualTo(RuleTechnique.ASSUMPTION);
        assertThat(assumed.placements()).containsExactlyElementsOf(contradiction.eliminations());
        List<Step<RuleTechnique>> deductions = assumed.because();
        assertThat(deductions.get(deductions.size() - 1).technique()).isEqualTo(RuleTechnique.BROKEN);
        assertThat(deductions.subList(0, deductions.size() - 1)).allSatisfy(d ->
                assertThat(d.placements().size() + d.eliminations().size()).as(d.description()).isPositive());
    }

    /**
     * Every step of {@code path} agrees with the solution, and so do the deductions nested under any assumption
     * that the solution holds (a forcing step's true branch).
     */
    static void assertSound(VariantSet entry, RulePath path) {
        for (Step<RuleTechnique> step : path.path()) {
            assertSound(entry, step);
            for (Step<RuleTechnique> branch : step.because()) {
                Candidate assumed = branch.placements().get(0);
                if (entry.solution().get(assumed.cell()) == assumed.digit()) {
                    branch.because().forEach(deduction -> assertSound(entry, deduction));
                }
            }
        }
    }

    private static void assertSound(VariantSet entry, Step<RuleTechnique> step) {
        Grid solution = entry.solution();
        for (Candidate p : step.placements()) {
            assertThat(solution.get(p.cell())).as("%s: %s", entry.title(), step).isEqualTo(p.digit());
        }
        for (Candidate e : step.eliminations()) {
            assertThat(solution.get(e.cell())).as("%s: %s", entry.title(), step).isNotEqualTo(e.digit());
        }
    }
}
