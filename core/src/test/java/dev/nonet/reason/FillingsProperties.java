package dev.nonet.reason;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.constraint.LittleKiller;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The walk over a little killer's diagonal, which turns back where the sum is out of reach and meets a state of its
 * beginning (the digits of the box it is in, the sum so far) once, removes exactly the candidates no filling uses:
 * checked against every filling, tried one by one.
 */
class FillingsProperties {

    @Property(tries = 200)
    void aDiagonalLosesExactlyTheCandidatesNoFillingUses(@ForAll @IntRange(min = 3, max = 7) int length,
            @ForAll long seed) {
        Random random = new Random(seed);
        List<Cell> diagonal = new ArrayList<>();
        int start = random.nextInt(10 - length);
        for (int k = 0; k < length; k++) {
            diagonal.add(new Cell(start + k, start + k));
        }
        int sum = length + random.nextInt(8 * length + 1);
        Puzzle puzzle = new Puzzle(Layout.CLASSIC, Grid.of(new int[81]), List.of(new LittleKiller(diagonal, sum)));
        CandidateGrid position = CandidateGrid.of(puzzle);
        for (Cell cell : diagonal) {
            for (int d = 1; d <= 9; d++) {
                if (random.nextInt(3) == 0 && position.candidates(cell).size() > 1) {
                    position.eliminate(cell, d);
                }
            }
        }
        Set<Candidate> used = new HashSet<>();
        fill(diagonal, sum, position, new int[length], 0, used);
        Set<Candidate> unused = new HashSet<>();
        for (Cell cell : diagonal) {
            for (int d : position.candidates(cell)) {
                if (!used.contains(new Candidate(cell, d))) {
                    unused.add(new Candidate(cell, d));
                }
            }
        }
        Rules rules = new Rules(puzzle);
        Optional<Step<RuleTechnique>> step = Combinations.FINDER.find(rules, Marks.of(rules, position), position,
                Deadline.NONE);
        if (used.isEmpty() || unused.isEmpty()) {
            assertThat(step).isEmpty(); // no filling is the solver's contradiction, not a step
        } else {
            assertThat(step).isPresent();
            assertThat(new HashSet<>(step.get().eliminations())).isEqualTo(unused);
        }
    }

    /** Every filling of the diagonal from cell {@code i} on, different digits within a box, adding up to {@code sum}. */
    private static void fill(List<Cell> diagonal, int sum, CandidateGrid position, int[] digits, int i,
            Set<Candidate> used) {
        if (i == diagonal.size()) {
            int total = 0;
            for (int d : digits) {
                total += d;
            }
            if (total == sum) {
                for (int k = 0; k < digits.length; k++) {
                    used.add(new Candidate(diagonal.get(k), digits[k]));
                }
            }
            return;
        }
        Cell cell = diagonal.get(i);
        for (int d : position.candidates(cell)) {
            boolean clash = false;
            for (int k = 0; k < i; k++) {
                Cell other = diagonal.get(k);
                clash |= digits[k] == d && other.row() / 3 == cell.row() / 3 && other.column() / 3 == cell.column() / 3;
            }
            if (!clash) {
                digits[i] = d;
                fill(diagonal, sum, position, digits, i + 1, used);
            }
        }
    }
}
