package dev.nonet.reason;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.constraint.Sandwich;
import dev.nonet.grid.CandidateMasks;
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
 * The walk over a sandwich's row alone, which walks the beginnings whose digits lie alike before, between and after
 * the 1 and the 9 once, finds what a plain walk finds: every beginning the clue may still keep tried in turn, each
 * counted against the budget, and the candidates no filling uses removed only when the count stays within it.
 */
class SandwichRowWalkProperties {

    /** The walk's budget of beginnings ({@code Combinations}). */
    private static final int BUDGET = 200_000;

    @Property(tries = 40)
    void aSandwichRowFindsWhatAPlainWalkFinds(@ForAll @IntRange(min = 0, max = 35) int sum,
            @ForAll @IntRange(min = 0, max = 3) int narrowing, @ForAll long seed) {
        Random random = new Random(seed);
        int row = random.nextInt(9);
        List<Cell> line = new ArrayList<>();
        for (int c = 0; c < 9; c++) {
            line.add(new Cell(row, c));
        }
        if (random.nextBoolean()) {
            java.util.Collections.reverse(line); // the clue on the right
        }
        Sandwich clue = new Sandwich(line, sum);
        Puzzle puzzle = new Puzzle(Layout.CLASSIC, Grid.of(new int[81]), List.of(clue));
        CandidateGrid position = CandidateGrid.of(puzzle);
        for (Cell cell : line) {
            for (int d = 1; d <= 9; d++) {
                if (random.nextInt(10) < narrowing && position.candidates(cell).size() > 1) {
                    position.eliminate(cell, d);
                }
            }
        }
        PlainWalk plain = new PlainWalk(clue, position);
        plain.walk(0);
        Set<Candidate> unused = new HashSet<>();
        for (Cell cell : line) {
            for (int d : position.candidates(cell)) {
                if (!plain.used.contains(new Candidate(cell, d))) {
                    unused.add(new Candidate(cell, d));
                }
            }
        }
        Rules rules = new Rules(puzzle);
        Optional<Step<RuleTechnique>> step = Combinations.FINDER.find(rules, Marks.of(rules, position), position,
                Deadline.NONE);
        if (plain.tried > BUDGET || plain.used.isEmpty() || unused.isEmpty()) {
            assertThat(step).isEmpty(); // past the budget, or no filling (the solver's contradiction), or nothing to remove
        } else {
            assertThat(step).isPresent();
            assertThat(new HashSet<>(step.get().eliminations())).isEqualTo(unused);
        }
    }

    /**
     * Every beginning of the row in order from the clue, different digits from the candidates, tried while the clue's
     * narrowing says it may still be kept, the whole row while the clue keeps it; stops counting past the budget.
     */
    private static final class PlainWalk {
        final Sandwich clue;
        final CandidateGrid position;
        final List<Cell> line;
        final int[] digits = new int[9];
        final Set<Candidate> used = new HashSet<>();
        int tried;

        PlainWalk(Sandwich clue, CandidateGrid position) {
            this.clue = clue;
            this.position = position;
            this.line = clue.cells();
        }

        void walk(int i) {
            if (tried > BUDGET || !fits(i)) {
                return;
            }
            tried++;
            if (i == 9) {
                for (int k = 0; k < 9; k++) {
                    used.add(new Candidate(line.get(k), digits[k]));
                }
                return;
            }
            for (int d : position.candidates(line.get(i))) {
                boolean clash = false;
                for (int k = 0; k < i; k++) {
                    clash |= digits[k] == d;
                }
                if (!clash) {
                    digits[i] = d;
                    walk(i + 1);
                }
            }
        }

        private boolean fits(int i) {
            if (i == 9) {
                return clue.keeps(cell -> digits[line.indexOf(cell)]);
            }
            if (i == 0) {
                return true;
            }
            CandidateMasks masks = new CandidateMasks(9);
            for (int k = 0; k < 9; k++) {
                Cell cell = line.get(k);
                masks.set(cell.row() * 9 + cell.column(), k < i ? 1 << (digits[k] - 1) : position.candidates(cell).mask());
            }
            return clue.mayBeKept(masks);
        }
    }
}
