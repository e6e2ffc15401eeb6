package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every step the techniques find on real puzzles agrees with the puzzle's solution: no placement
 * differs from it and no elimination removes its digit. Checks both the logical solver's paths and
 * every instance each finder beyond the singles reports at each position along them where
 * the solver needed more than a single.
 */
@Tag("slow")
class TechniqueSoundnessTest {

    private static final int PUZZLES_PER_FILE = 60;
    private static final List<String> SAMPLES = List.of("17-clue.txt", "top1465.txt", "hardest-1905-11plus.txt");

    /** The forcing chains and nets, whose every instance is too costly to find at each position. */
    static final Set<Technique> FORCING =
            EnumSet.of(Technique.CELL_FORCING_CHAIN, Technique.UNIT_FORCING_CHAIN, Technique.FORCING_NET);

    /**
     * The finders added after the singles but the forcing chains and nets: each is checked on every
     * position, not only when chosen (the templates too, which come after the nets). The forcing chains
     * would run a search per position of every path; their chosen steps are checked here and in
     * SoundnessSweepTest, all their instances in ForcingChainsTest.
     */
    private static final List<TechniqueFinder> CHECKED = Techniques.all().stream()
            .filter(f -> f.technique().difficulty() > Technique.NAKED_SINGLE.difficulty()
                    && !FORCING.contains(f.technique()))
            .toList();

    /**
     * Positions where techniques too rare for the sample paths fire (Unique Rectangle Type 5, Avoidable
     * Rectangle Type 2): every checked finder runs on each, as at the positions along the paths.
     */
    private static final List<MarkedExample> RARE = List.of(UniqueRectanglesTest.TYPE_5_DIAGONAL,
            UniqueRectanglesTest.TYPE_5_THREE, AvoidableRectanglesTest.TYPE_2);

    @Test
    void everyStepOnTheSamplePathsAgreesWithTheSolution() throws IOException {
        Map<Technique, Integer> chosen = new EnumMap<>(Technique.class);
        Map<Technique, Integer> found = new EnumMap<>(Technique.class);
        for (String sample : SAMPLES) {
            for (String line : puzzles(sample)) {
                Grid puzzle = Grid.parse(line);
                String solution = Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow().toString();
                LogicalResult result = new LogicalSolver().solve(Puzzle.of(puzzle));
                // The uniqueness techniques hold only where the givens have one solution.
                List<TechniqueFinder> checked = Sudoku.isUnique(Puzzle.of(puzzle)) ? CHECKED
                        : CHECKED.stream().filter(f -> !f.technique().assumesUniqueness()).toList();
                assertThat(result.status()).as(line).isIn(LogicalStatus.SOLVED, LogicalStatus.STUCK);
                CandidateGrid grid = CandidateGrid.of(Puzzle.of(puzzle));
                for (Step<Technique> step : result.path()) {
                    // Between two singles little changes: check every instance where the path needs more.
                    for (TechniqueFinder finder : CHECKED.contains(Techniques.finder(step.technique())) ? checked
                            : List.<TechniqueFinder>of()) {
                        for (Step<Technique> instance : finder.findAll(grid)) {
                            assertAgrees(instance, solution, line);
                            found.merge(instance.technique(), 1, Integer::sum);
                        }
                    }
                    assertAgrees(step, solution, line);
                    chosen.merge(step.technique(), 1, Integer::sum);
                    step.applyTo(grid);
                }
            }
        }
        for (MarkedExample position : RARE) {
            String solution = position.solution().toString();
            for (TechniqueFinder finder : CHECKED) {
                for (Step<Technique> instance : finder.findAll(position.marks())) {
                    assertAgrees(instance, solution, position.pmLine());
                    found.merge(instance.technique(), 1, Integer::sum);
                }
            }
        }
        System.out.println("steps chosen by the solver: " + chosen);
        System.out.println("instances found along the paths: " + found);
        for (TechniqueFinder finder : CHECKED) {
            if (finder.technique() != Technique.BUG_PLUS_ONE) { // too rare for this sample; UniquenessTest has one
                assertThat(found).as("instances of " + finder.technique()).containsKey(finder.technique());
            }
        }
    }

    private static void assertAgrees(Step<Technique> step, String solution, String puzzle) {
        for (Candidate placement : step.placements()) {
            assertThat(placement.digit()).as(puzzle + ": " + step).isEqualTo(digitAt(solution, placement));
        }
        for (Candidate elimination : step.eliminations()) {
            assertThat(elimination.digit()).as(puzzle + ": " + step).isNotEqualTo(digitAt(solution, elimination));
        }
    }

    private static int digitAt(String solution, Candidate candidate) {
        return solution.charAt(candidate.cell().row() * 9 + candidate.cell().column()) - '0';
    }

    /** The first puzzles of a bundled sample file, skipping comments and blank lines. */
    static List<String> puzzles(String sample) throws IOException {
        return puzzles(sample, PUZZLES_PER_FILE);
    }

    /** The first {@code most} puzzles of the sample {@code sample} (all of them when it has fewer). */
    static List<String> puzzles(String sample, int most) throws IOException {
        List<String> puzzles = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                TechniqueSoundnessTest.class.getResourceAsStream("/samples/" + sample), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null && puzzles.size() < most) {
                line = line.strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    puzzles.add(line);
                }
            }
        }
        return puzzles;
    }
}
