package dev.nonet.reason;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.LogicalStatus;
import java.time.Duration;
import java.util.List;
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
        RulePath path = new RuleSolver().solve(entry.puzzle(), Deadline.after(Duration.ofSeconds(30)));
        assertSound(entry, path);
        assertThat(path.status()).as(entry.title()).isIn(LogicalStatus.SOLVED, LogicalStatus.STUCK, LogicalStatus.TIMED_OUT);
    }

    @Test
    void aStepNamesItsConstraintsAndSaysWhy() {
        RulePath path = new RuleSolver().solve(SET.get(0).puzzle(), Deadline.NONE);
        RuleStep constraint = path.path().stream().filter(s -> s.technique() == RuleTechnique.CONSTRAINT).findFirst()
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
        RuleStep cell = path.path().stream().filter(s -> s.technique() == RuleTechnique.CELL_FORCING).findFirst()
                .orElseThrow();
        assertThat(cell.toString()).startsWith("Cell forcing: whichever of ").endsWith("(each leads to it)");
        assertThat(cell.because()).filteredOn(line -> line.startsWith("assume ")).hasSizeGreaterThanOrEqualTo(2);
        RuleStep house = path.path().stream().filter(s -> s.technique() == RuleTechnique.HOUSE_FORCING).findFirst()
                .orElseThrow();
        assertThat(house.toString()).startsWith("House forcing: wherever ");
    }

    static void assertSound(VariantSet entry, RulePath path) {
        Grid solution = entry.solution();
        for (RuleStep step : path.path()) {
            for (Candidate p : step.step().placements()) {
                assertThat(solution.get(p.cell())).as("%s: %s", entry.title(), step).isEqualTo(p.digit());
            }
            for (Candidate e : step.step().eliminations()) {
                assertThat(solution.get(e.cell())).as("%s: %s", entry.title(), step).isNotEqualTo(e.digit());
            }
        }
    }
}
