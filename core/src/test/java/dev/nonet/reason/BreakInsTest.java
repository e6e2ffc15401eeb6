package dev.nonet.reason;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.LogicalStatus;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The techniques across constraints at work on published puzzles of the variant set whose path needs
 * them: the 45 rule and two constraints read together on a killer-style puzzle, constraints together on
 * kropki pairs, chains through an anti-knight rule. Each path is also held to the solution.
 */
class BreakInsTest {

    private final RuleSolver solver = new RuleSolver(Duration.ofSeconds(10));

    @Test
    void exclusiveSingularityNeedsTheFortyFiveRuleAndNoContradiction() {
        Set<RuleTechnique> used = solvedUsing("Exclusive Singularity");
        assertThat(used).contains(RuleTechnique.INNIES_OUTIES, RuleTechnique.COMBINED).doesNotContain(RuleTechnique.CONTRADICTION);
    }

    @Test
    void kropkiPairsAreReadTogether() {
        Set<RuleTechnique> used = solvedUsing("August 15, 2023: Kropki Pairs");
        assertThat(used).contains(RuleTechnique.COMBINED).doesNotContain(RuleTechnique.CONTRADICTION);
    }

    @Test
    void anAntiKnightPuzzleTakesAChainThroughTheRule() {
        assertThat(solvedUsing("Anti-knight minimal givens 4")).contains(RuleTechnique.RULE_CHAIN);
    }

    /** The techniques of the path of the set's puzzle named {@code title}, which it solves soundly. */
    private Set<RuleTechnique> solvedUsing(String title) {
        VariantSet entry = VariantSet.all().stream().filter(e -> e.title().equals(title)).findFirst().orElseThrow();
        RulePath path = solver.solve(entry.puzzle(), Deadline.NONE);
        assertThat(path.status()).as(title).isEqualTo(LogicalStatus.SOLVED);
        RuleSolverTest.assertSound(entry, path);
        Set<RuleTechnique> used = EnumSet.noneOf(RuleTechnique.class);
        path.path().forEach(step -> used.add(step.technique()));
        return used;
    }
}
