package dev.nonet.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KillerCage;
import dev.nonet.constraint.Thermometer;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a puzzle's givens, or a filled grid, break among its constraints. */
class BrokenConstraintsTest {

    private static final Shape FOUR = Shape.of(4);
    private static final Grid SOLUTION = Grid.parse(FOUR, "1234341221434321");
    private static final Constraint RISING = new Thermometer(List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2)));
    private static final Constraint CAGE = new KillerCage(List.of(new Cell(1, 0), new Cell(1, 1)), 7);
    private static final Constraint WRONG_CAGE = new KillerCage(List.of(new Cell(1, 0), new Cell(1, 1)), 5);

    @Test
    void aFilledGridBreaksTheConstraintsItDoesNotKeep() {
        Puzzle puzzle = new Puzzle(Layout.of(FOUR), Grid.empty(FOUR), List.of(RISING, CAGE, WRONG_CAGE));
        assertThat(GridValidator.brokenBy(SOLUTION, puzzle)).containsExactly(WRONG_CAGE);
        assertThat(GridValidator.isSolutionOf(SOLUTION, puzzle)).isFalse();
        assertThat(GridValidator.isSolutionOf(SOLUTION, new Puzzle(Layout.of(FOUR), Grid.empty(FOUR), List.of(RISING, CAGE)))).isTrue();
        assertThatThrownBy(() -> GridValidator.brokenBy(Grid.empty(FOUR), puzzle)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void givensBreakAConstraintWhenNoFillingOfTheRestCanKeepIt() {
        // r1c1 = 3 and r1c3 = 2 leave r1c2 no digit between them; the cage's givens are whole and wrong.
        Grid givens = Grid.parse(FOUR, "3.2." + "34.." + "...." + "....");
        Puzzle puzzle = new Puzzle(Layout.of(FOUR), givens, List.of(RISING, CAGE, WRONG_CAGE));
        assertThat(GridValidator.brokenConstraints(puzzle)).containsExactly(RISING, WRONG_CAGE);
        Puzzle fine = new Puzzle(Layout.of(FOUR), Grid.parse(FOUR, "1..." + "34.." + "...." + "...."), List.of(RISING, CAGE));
        assertThat(GridValidator.brokenConstraints(fine)).isEmpty();
    }
}
