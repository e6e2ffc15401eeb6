package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every AIC and nice loop found along the solver's paths of sample puzzles, read back from its Eureka
 * text and checked link by link on its position ({@link ChainReplay#checkAlternating}); the soundness
 * sweep checks the same steps against the solutions.
 */
@Tag("slow")
class AlternatingChainReplayTest {

    private static final List<TechniqueFinder> FINDERS = List.of(AlternatingChains.AIC, AlternatingChains.NICE_LOOP,
            AlternatingChains.GROUPED_AIC, AlternatingChains.GROUPED_NICE_LOOP);
    private static final Pattern ALS = Pattern.compile("\\(\\d=\\d\\)r");
    private static final int PUZZLES_PER_FILE = 20;

    @Test
    void everyChainOnTheSamplePathsHoldsLinkByLink() throws IOException {
        int chains = 0;
        int throughSets = 0;
        int longer = 0;
        for (String sample : List.of("top1465.txt", "hardest-1905-11plus.txt")) {
            for (String line : TechniqueSoundnessTest.puzzles(sample).subList(0, PUZZLES_PER_FILE)) {
                Puzzle puzzle = Puzzle.of(Grid.parse(line));
                CandidateGrid grid = CandidateGrid.of(puzzle);
                for (Step<Technique> taken : new LogicalSolver().solve(puzzle).path()) {
                    if (taken.technique().difficulty() >= Technique.ALS_XZ.difficulty()) {
                        for (TechniqueFinder finder : FINDERS) {
                            for (Step<Technique> step : finder.findAll(grid)) {
                                int links = ChainReplay.checkAlternating(grid, step);
                                chains++;
                                throughSets += ALS.matcher(step.description()).find() ? 1 : 0;
                                longer += links + 1 > 16 ? 1 : 0;
                            }
                        }
                    }
                    taken.applyTo(grid);
                }
            }
        }
        System.out.println("chains followed: " + chains + ", through sets: " + throughSets + ", over 16 nodes: " + longer);
        assertThat(chains).isGreaterThan(1000);
        assertThat(throughSets).isGreaterThan(100);
        assertThat(longer).isPositive();
    }
}
