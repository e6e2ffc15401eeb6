package dev.nonet.grid;

import java.util.ArrayList;
import java.util.List;

/**
 * The geometry of a grid: its side length and the size of its boxes.
 *
 * <p>Classic Sudoku is {@link #CLASSIC}: nine rows, nine columns and nine 3x3 boxes. The model keeps
 * the shape explicit so that other sizes (4x4 with 2x2 boxes, 6x6 with 2x3 boxes, 16x16, ...) fit the
 * same types; the engines and formats of this version handle the classic shape.
 *
 * <pre>{@code
 * Shape shape = Shape.CLASSIC;
 * shape.cellCount();            // 81
 * shape.houses().size();        // 27: nine rows, nine columns, nine boxes
 * }</pre>
 *
 * <p>Instances are immutable and safe to share between threads.
 *
 * @param side      the number of rows, columns and digits
 * @param boxWidth  the number of columns in one box
 * @param boxHeight the number of rows in one box
 */
public record Shape(int side, int boxWidth, int boxHeight) {

    /** The classic 9x9 grid with 3x3 boxes. */
    public static final Shape CLASSIC = new Shape(3, 3);

    /** Checks that the boxes tile the grid exactly. */
    public Shape {
        if (boxWidth < 1 || boxHeight < 1 || side != boxWidth * boxHeight) {
            throw new IllegalArgumentException(
                    "boxes of " + boxWidth + "x" + boxHeight + " do not tile a grid of side " + side);
        }
    }

    /** A grid whose boxes are {@code boxWidth} columns wide and {@code boxHeight} rows high. */
    public Shape(int boxWidth, int boxHeight) {
        this(boxWidth * boxHeight, boxWidth, boxHeight);
    }

    /** How many cells the grid has: side squared. */
    public int cellCount() {
        return side * side;
    }

    /** The index (from 0) of the box holding the cell at {@code row}, {@code column} (both from 0). */
    public int boxOf(int row, int column) {
        return (row / boxHeight) * (side / boxWidth) + column / boxWidth;
    }

    /** Every house of the grid: rows first, then columns, then boxes, each by index. */
    public List<House> houses() {
        List<House> houses = new ArrayList<>(3 * side);
        for (House.Kind kind : House.Kind.values()) {
            for (int i = 0; i < side; i++) {
                houses.add(new House(kind, i));
            }
        }
        return houses;
    }

    /** The cells of one house, in row-major order. */
    public List<Cell> cellsOf(House house) {
        List<Cell> cells = new ArrayList<>(side);
        int i = house.index();
        for (int k = 0; k < side; k++) {
            switch (house.kind()) {
                case ROW -> cells.add(new Cell(i, k));
                case COLUMN -> cells.add(new Cell(k, i));
                case BOX -> {
                    int boxesAcross = side / boxWidth;
                    int top = (i / boxesAcross) * boxHeight;
                    int left = (i % boxesAcross) * boxWidth;
                    cells.add(new Cell(top + k / boxWidth, left + k % boxWidth));
                }
            }
        }
        return cells;
    }

    /** The cell with row-major index {@code index} (from 0). */
    public Cell cell(int index) {
        if (index < 0 || index >= cellCount()) {
            throw new IndexOutOfBoundsException("cell index " + index + " outside 0.." + (cellCount() - 1));
        }
        return new Cell(index / side, index % side);
    }

    /** The row-major index (from 0) of {@code cell}. */
    public int indexOf(Cell cell) {
        if (cell.row() >= side || cell.column() >= side) {
            throw new IndexOutOfBoundsException(cell + " is outside a grid of side " + side);
        }
        return cell.row() * side + cell.column();
    }

    @Override
    public String toString() {
        return side + "x" + side + " (" + boxWidth + "x" + boxHeight + " boxes)";
    }
}
