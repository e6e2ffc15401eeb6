package dev.nonet.se;

import dev.nonet.position.Position;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Each chain step Sudoku Explainer took on puzzles of the shared sample: on the same position, Nonet's
 * chaining producers, asked in SE's order, give the same technique, the same rating and the same grid after.
 */
class ChainOracleTest {

    static List<HintFinder> finders() {
        return List.of(ChainFinders.cycles(), ChainFinders.nishio(), ChainFinders.multiple(), ChainFinders.dynamic(),
                ChainFinders.dynamicPlus(), ChainFinders.nested(2), ChainFinders.nested(3));
    }

    static String compare(ChainOracleSteps step, List<HintFinder> finders) {
        Position board = step.board();
        SeHint hint = null;
        for (HintFinder finder : finders) {
            hint = finder.find(board, Deadline.NONE);
            if (hint != null) {
                break;
            }
        }
        if (hint == null) {
            return "none where SE has " + step.rating() + " " + step.hint();
        }
        String rating = String.format(Locale.ROOT, "%.1f", hint.difficulty());
        StringBuilder problems = new StringBuilder();
        if (!rating.equals(step.rating()) || !hint.name().equals(step.name())) {
            problems.append(hint.name()).append(' ').append(rating).append(" where SE has ")
                    .append(step.rating()).append(' ').append(step.hint());
        }
        Position after = step.boardAfter();
        if (after != null) {
            Position mine = board.copy();
            hint.applyTo(mine);
            if (!ChainOracleSteps.same(mine, after)) {
                problems.append(problems.length() > 0 ? "; " : "").append("another grid after ")
                        .append(hint.name()).append(" where SE has ").append(step.hint());
            }
        }
        return problems.length() == 0 ? null : problems.toString();
    }

    /** Every step of the rarer kinds and every tenth of the three common ones (about 1,800 steps). */
    @Test
    void aSampleOfChainStepsAreSudokuExplainers() {
        check(10);
    }

    @Test
    @Tag("slow")
    void everyChainStepIsSudokuExplainers() {
        check(1);
    }

    /**
     * The chain steps of SE's path on a puzzle of the hardest set (rated 11.1, "Dynamic Contradiction
     * Forcing Chains (+ Multiple Forcing Chains)"): nested levels 2 and 3 included.
     */
    @Test
    @Tag("slow")
    void theHardestPuzzlesChainStepsAreSudokuExplainers() {
        check("se-chain-steps-hardest.tsv.gz", 1);
    }

    private static void check(int every) {
        check("se-chain-steps.tsv.gz", every);
    }

    private static void check(String resource, int every) {
        List<ChainOracleSteps> all = ChainOracleSteps.load(resource);
        List<ChainOracleSteps> steps = new ArrayList<>();
        for (int k = 0; k < all.size(); k++) {
            String name = all.get(k).name();
            boolean common = name.equals("Forcing Chain") || name.equals("Region Forcing Chains")
                    || name.equals("Cell Forcing Chains");
            if (!common || k % every == 0) {
                steps.add(all.get(k));
            }
        }
        List<HintFinder> finders = finders();
        List<String> wrong = new ArrayList<>();
        for (ChainOracleSteps step : steps) {
            String problem = compare(step, finders);
            if (problem != null) {
                wrong.add(step.values() + ": " + problem);
            }
        }
        assertThat(wrong).as("%d of %d steps differ", wrong.size(), steps.size()).isEmpty();
    }
}
