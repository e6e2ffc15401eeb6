package dev.nonet.se;

import dev.nonet.position.Position;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every chaining producer, asked on its own (not only where SE's order reaches it), on positions of SE's
 * solution paths: what its hint places is the puzzle's solution there, and what it removes is not.
 */
class ChainSoundnessTest {

    /** Each producer on every 60th chain step of the sample's puzzles (the nested levels on every 1,200th). */
    @Test
    void chainHintsKeepTheSolution() {
        check(60, 20);
    }

    @Test
    @Tag("slow")
    void chainHintsKeepTheSolutionOnEveryFifthStep() {
        check(5, 20);
    }

    private static void check(int every, int nestedEvery) {
        List<ChainOracleSteps> steps = ChainOracleSteps.load("se-chain-steps.tsv.gz");
        List<HintFinder> basic = List.of(ChainFinders.cycles(), ChainFinders.nishio(), ChainFinders.multiple(),
                ChainFinders.dynamic(), ChainFinders.dynamicPlus());
        List<HintFinder> nested = List.of(ChainFinders.nested(2), ChainFinders.nested(3));
        List<String> wrong = new ArrayList<>();
        int hints = 0;
        for (int k = 0; k < steps.size(); k += every) {
            ChainOracleSteps step = steps.get(k);
            Position board = step.board();
            Grid solution = Sudoku.solve(Puzzle.parse(step.values())).solution().orElseThrow();
            List<HintFinder> finders = new ArrayList<>(basic);
            if (k % (every * nestedEvery) == 0) {
                finders.addAll(nested);
            }
            for (HintFinder finder : finders) {
                SeHint hint = finder.find(board, Deadline.NONE);
                if (hint == null) {
                    continue;
                }
                hints++;
                for (int placed : hint.placements()) {
                    if (solution.get(SeHint.cellOf(placed)) != SeHint.digitOf(placed)) {
                        wrong.add(finder.family() + " places " + placed + " in " + step.values());
                    }
                }
                for (int removed : hint.eliminations()) {
                    if (solution.get(SeHint.cellOf(removed)) == SeHint.digitOf(removed)) {
                        wrong.add(finder.family() + " removes " + removed + " in " + step.values());
                    }
                }
            }
        }
        assertThat(wrong).as("over %d hints", hints).isEmpty();
        assertThat(hints).isGreaterThan(steps.size() / every);
    }
}
