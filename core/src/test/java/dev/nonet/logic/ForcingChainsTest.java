package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.PuzzleLines;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ForcingChainsTest {

    // Puzzles of top1465 that the techniques before the forcing chains leave stuck.
    static final String CELL_CHAIN = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    static final String UNIT_CHAIN = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
    static final String NET = "98.7..6..7..6..5....4.9..8.5....7.4...34.........563..3..5..4....9...........2..1";

    @Test
    void cellForcingChainRefutesAnAlternativeThatBreaksTheGrid() {
        assertThat(stepsWhereFirstUsed(ForcingChains.CELL_FORCING_CHAIN, CELL_CHAIN)).extracting(Step::description)
                .contains("Cell Forcing Chain on r6c1 {1,3,6}: r6c1 = 1 leads to a contradiction within 5 rounds of singles"
                        + " (r6c1=1 -> r4c6=1 (row 4) -> r5c8=1 (column 8) -> r1c3=1 (row 1) -> r2c5=1 (column 5)"
                        + " -> r5c5=7 -> r3c5=2 (column 5) -> r4c9=7 (row 4) -> r1c8=2 (column 8)"
                        + " -> r4c4=8 (row 4) -> r1c6=8 (row 1) -> r8c4=7 -> 7 has no place left in row 1):"
                        + " removes 1 from r6c1");
    }

    @Test
    void unitForcingChainKeepsWhatEveryPlaceOfTheDigitForces() {
        assertThat(stepsWhereFirstUsed(ForcingChains.UNIT_FORCING_CHAIN, UNIT_CHAIN)).extracting(Step::description)
                .contains("Unit Forcing Chain on 5 in row 2 (r2c5, r2c8, r2c9): all of r2c5, r2c8, r2c9 lead to the same"
                        + " removals (verity within 3 rounds of singles: r2c5=5 -> r4c5=9 -> r5c3=9 (row 5) -> r5c3<>7;"
                        + " r2c8=5 -> r2c9=8 (row 2) -> r5c9=5 (row 5) -> r9c9=7 (column 9) -> r5c8=7 (column 8) -> r5c3<>7;"
                        + " r2c9=5 -> r2c8=8 (row 2) -> r5c8=5 (row 5) -> r2c7=7 (row 2) -> r5c9=7 (box 6) -> r5c3<>7):"
                        + " removes 7 from r5c3");
    }

    @Test
    void cellForcingChainPlacesWhatEveryCandidateForces() {
        // Singles and the cell forcing chain alone, so the path does not move as techniques are added.
        LogicalSolver solver = new LogicalSolver(List.of(Singles.FULL_HOUSE, Singles.HIDDEN_SINGLE_BOX,
                Singles.HIDDEN_SINGLE_LINE, Singles.NAKED_SINGLE, ForcingChains.CELL_FORCING_CHAIN), java.time.Duration.ofSeconds(30));
        String puzzle = "......12....3..6.....8.9.......2..6.3.8......7...5.....15...4.....7....9.4.......";
        Grid solution = Sudoku.solve(Puzzle.parse(puzzle)).solution().orElseThrow();
        List<Step<Technique>> path = solver.solve(Puzzle.parse(puzzle)).path();
        List<Step<Technique>> verities = path.stream()
                .filter(s -> s.technique() == Technique.CELL_FORCING_CHAIN && !s.placements().isEmpty()).toList();
        assertThat(verities).isNotEmpty();
        for (Step<Technique> step : verities) {
            assertThat(step.description()).matches(
                    "Cell Forcing Chain on r\\dc\\d \\{[1-9](,[1-9])+\\}: (both|all of) .* lead to r\\dc\\d = [1-9]"
                            + " \\(verity within \\d+ rounds? of singles: r\\dc\\d=[1-9] .*\\)");
            for (Candidate p : step.placements()) {
                assertThat(solution.get(p.cell())).as(step.description()).isEqualTo(p.digit());
            }
        }
    }

    @Test
    void everyChainFollowsLinkByLinkFromItsPosition() {
        // Along the paths of evenly spaced top1465 puzzles, solved with singles and forcing chains only
        // so that chains come often, every chain of every step found is followed on its own position.
        List<Grid> puzzles = PuzzleLines.sample("top1465").stream().map(Puzzle::givens).toList();
        LogicalSolver solver = new LogicalSolver(List.of(Singles.FULL_HOUSE, Singles.HIDDEN_SINGLE_BOX,
                Singles.HIDDEN_SINGLE_LINE, Singles.NAKED_SINGLE, ForcingChains.CELL_FORCING_CHAIN,
                ForcingChains.UNIT_FORCING_CHAIN), java.time.Duration.ofSeconds(30));
        int followed = 0;
        for (int i = 0; i < puzzles.size(); i += puzzles.size() / 4) {
            CandidateGrid grid = CandidateGrid.of(Puzzle.of(puzzles.get(i)));
            for (int n = 0; n < 200; n++) {
                Optional<Step<Technique>> next = solver.nextStep(grid, true);
                if (next.isEmpty()) {
                    break;
                }
                Technique technique = next.get().technique();
                if (technique == Technique.CELL_FORCING_CHAIN || technique == Technique.UNIT_FORCING_CHAIN) {
                    for (TechniqueFinder finder : List.of(ForcingChains.CELL_FORCING_CHAIN, ForcingChains.UNIT_FORCING_CHAIN)) {
                        for (Step<Technique> step : finder.findAll(grid)) {
                            followed += ChainReplay.check(grid, step);
                        }
                    }
                }
                next.get().applyTo(grid);
            }
        }
        assertThat(followed).isGreaterThan(2000);
    }

    @Test
    void forcingNetAlsoPropagatesWithIntersectionsAndPairs() {
        assertThat(stepsWhereFirstUsed(ForcingChains.FORCING_NET, NET)).extracting(Step::description)
                .contains("Forcing Net on r3c6 {1,3,5}: r3c6 = 1 leads to a contradiction within 6 rounds of basic steps:"
                        + " removes 1 from r3c6");
    }

    @Test
    void stepsAreReportedShortestFirst() {
        List<Step<Technique>> steps = stepsWhereFirstUsed(ForcingChains.CELL_FORCING_CHAIN, CELL_CHAIN);
        List<Integer> rounds = steps.stream().map(s -> Integer.parseInt(s.description().replaceAll(".* within (\\d+) round.*", "$1"))).toList();
        assertThat(rounds).isSorted();
    }

    @Test
    void nothingToForceInASolvedOrAnEmptyGrid() {
        Grid puzzle = Grid.parse(CELL_CHAIN);
        CandidateGrid solved = CandidateGrid.of(Puzzle.of(Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow()));
        // In an empty grid no cell has fewer than nine candidates and no digit fewer than nine places.
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        for (TechniqueFinder finder : List.of(ForcingChains.CELL_FORCING_CHAIN, ForcingChains.UNIT_FORCING_CHAIN,
                ForcingChains.FORCING_NET)) {
            assertThat(finder.findAll(solved)).isEmpty();
            assertThat(finder.findAll(empty)).isEmpty();
        }
    }

    /**
     * The steps of {@code finder} in the first position of {@code puzzle}'s solving path where the solver
     * uses it (every easier technique stuck), each checked against the true solution.
     */
    private static List<Step<Technique>> stepsWhereFirstUsed(TechniqueFinder finder, String puzzle) {
        Grid solution = Sudoku.solve(Puzzle.parse(puzzle)).solution().orElseThrow();
        CandidateGrid grid = Positions.start(puzzle);
        LogicalSolver solver = new LogicalSolver();
        while (true) {
            Step<Technique> next = solver.nextStep(grid).orElseThrow();
            if (next.technique() == finder.technique()) {
                break;
            }
            next.applyTo(grid);
        }
        List<Step<Technique>> steps = finder.findAll(grid);
        assertThat(steps).isNotEmpty();
        assertThat(steps).allMatch(s -> s.technique() == finder.technique());
        Positions.assertAgreeWith(solution, steps);
        return steps;
    }
}
