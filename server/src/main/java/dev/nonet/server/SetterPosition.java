package dev.nonet.server;

import dev.nonet.format.FPuzzle;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.logic.CandidateGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a setter has on the f-puzzles board besides the puzzle: the digits entered in open cells ({@code value}
 * without {@code given}) and the centre marks ({@code centerPencilMarks}), read from the object's {@code grid}.
 * The reader of the format ({@code FPuzzles}) keeps them in the source and takes the givens alone; the logical
 * commands start from them.
 */
final class SetterPosition {

    private final Shape shape;
    /** Each cell's digit, given or entered; 0 for none. */
    private final int[] digits;
    /** Each open cell's centre marks as drawn; empty for none. */
    private final List<DigitSet> marks;

    private SetterPosition(Shape shape, int[] digits, List<DigitSet> marks) {
        this.shape = shape;
        this.digits = digits;
        this.marks = marks;
    }

    /** The position on the board of {@code read}; a digit or mark out of the grid's range is passed over. */
    static SetterPosition of(FPuzzle read) {
        Puzzle puzzle = read.puzzle();
        Shape shape = puzzle.givens().shape();
        int side = shape.side();
        int[] digits = puzzle.givens().toArray();
        List<DigitSet> marks = new ArrayList<>(shape.cellCount());
        List<?> rows = read.source().get("grid") instanceof List<?> l ? l : List.of();
        for (int i = 0; i < shape.cellCount(); i++) {
            Map<?, ?> cell = cellAt(rows, i / side, i % side);
            if (digits[i] == 0 && cell.get("value") instanceof Number n && n.intValue() >= 1 && n.intValue() <= side) {
                digits[i] = n.intValue();
            }
            DigitSet drawn = DigitSet.EMPTY;
            if (cell.get("centerPencilMarks") instanceof List<?> centre) {
                for (Object mark : centre) {
                    if (mark instanceof Number n && n.intValue() >= 1 && n.intValue() <= side) {
                        drawn = drawn.with(n.intValue());
                    }
                }
            }
            marks.add(drawn);
        }
        return new SetterPosition(shape, digits, marks);
    }

    private static Map<?, ?> cellAt(List<?> rows, int row, int column) {
        if (row < rows.size() && rows.get(row) instanceof List<?> cells && column < cells.size() && cells.get(column) instanceof Map<?, ?> cell) {
            return cell;
        }
        return Map.of();
    }

    /**
     * The candidates logic starts from: the givens and entered digits placed (their peers in the houses lose
     * them), each open cell with centre marks holding those of its candidates alone.
     */
    CandidateGrid start(Puzzle puzzle) {
        CandidateGrid grid = CandidateGrid.of(new Puzzle(puzzle.layout(), Grid.of(shape, digits)));
        for (int i = 0; i < digits.length; i++) {
            Cell cell = shape.cell(i);
            if (digits[i] == 0 && !marks.get(i).isEmpty()) {
                for (int d : grid.candidates(cell).minus(marks.get(i))) {
                    grid.eliminate(cell, d);
                }
            }
        }
        return grid;
    }

    /**
     * Whether {@code start} shows an open cell otherwise than the board does: a cell without centre marks, or
     * whose marks the houses cut down. The step command then first shows the candidates it starts from.
     */
    boolean differsFrom(CandidateGrid start) {
        for (int i = 0; i < digits.length; i++) {
            Cell cell = shape.cell(i);
            if (digits[i] == 0 && (start.value(cell) != 0 || !start.candidates(cell).equals(marks.get(i)))) {
                return true;
            }
        }
        return false;
    }
}
