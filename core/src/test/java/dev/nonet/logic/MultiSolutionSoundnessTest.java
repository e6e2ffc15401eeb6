package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The techniques on puzzles with several solutions (the serg-multi-solution sample), where there is no
 * one solution to hold a step against: a step is sound when it loses no solution, that is, when every
 * candidate it removes, and every other candidate of a cell it fills, is in none. Each is checked by
 * forcing it into the position and asking the exact search for one solution. Every finder short of
 * the forcing chains runs at each position of the paths where the solver needed more than a single;
 * the uniqueness techniques, which hold only for a puzzle with one solution, are left out (the solver
 * never uses them here: {@code UniquenessTest} has that).
 */
@Tag("slow")
class MultiSolutionSoundnessTest {

    private static final int PUZZLES = 40;

    private static final List<TechniqueFinder> CHECKED = Techniques.all().stream()
            .filter(f -> f.technique().difficulty() > Technique.NAKED_SINGLE.difficulty()
                    && !TechniqueSoundnessTest.FORCING.contains(f.technique())
                    && !f.technique().assumesUniqueness())
            .toList();

    @Test
    void noStepLosesASolution() {
        List<Puzzle> puzzles = PuzzleLines.sample("serg-multi-solution");
        List<String> violations = new ArrayList<>();
        Map<Technique, Integer> found = new EnumMap<>(Technique.class);
        int step = Math.max(1, puzzles.size() / PUZZLES);
        for (int p = 0; p < puzzles.size() && p / step < PUZZLES; p += step) {
            Puzzle puzzle = puzzles.get(p);
            assertThat(Sudoku.count(puzzle, 2).count()).as(puzzle.givens().toString()).isEqualTo(2);
            CandidateGrid grid = CandidateGrid.of(puzzle);
            for (Step<Technique> chosen : new LogicalSolver().solve(puzzle).path()) {
                if (CHECKED.contains(Techniques.finder(chosen.technique()))) {
                    for (TechniqueFinder finder : CHECKED) {
                        for (Step<Technique> instance : finder.findAll(grid)) {
                            violations.addAll(solutionsLost(grid, instance));
                            found.merge(instance.technique(), 1, Integer::sum);
                        }
                    }
                }
                violations.addAll(solutionsLost(grid, chosen));
                chosen.applyTo(grid);
            }
        }
        System.out.println("serg-multi-solution: instances found along the paths " + found);
        assertThat(violations).as("steps that lose a solution").isEmpty();
        assertThat(found).as("finders met on the sample").isNotEmpty();
    }

    /** What {@code step} removes that some solution of {@code grid}'s position holds, in words. */
    private static List<String> solutionsLost(CandidateGrid grid, Step<Technique> step) {
        List<String> lost = new ArrayList<>();
        List<Candidate> removed = new ArrayList<>(step.eliminations());
        for (Candidate placement : step.placements()) {
            for (int digit : grid.candidates(placement.cell())) {
                if (digit != placement.digit()) {
                    removed.add(new Candidate(placement.cell(), digit));
                }
            }
        }
        for (Candidate candidate : removed) {
            if (Sudoku.count(forced(grid.toMarkedGrid(), candidate), 1).count() > 0) {
                lost.add(step + ": a solution has " + candidate);
            }
        }
        return lost;
    }

    /** {@code position} with {@code candidate}'s cell left only that digit. */
    private static MarkedGrid forced(MarkedGrid position, Candidate candidate) {
        Cell cell = candidate.cell();
        List<DigitSet> marks = new ArrayList<>(position.marks());
        marks.set(cell.row() * 9 + cell.column(), DigitSet.of(candidate.digit()));
        return MarkedGrid.of(position.givens(), position.placed(), marks);
    }
}
