package dev.nonet.grid;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The geometry of a grid: its side length and the size of its boxes.
 *
 * <p>Classic Sudoku is {@link #CLASSIC}: nine rows, nine columns and nine 3x3 boxes. Other sizes use
 * the same types; {@link #of(int)} gives the usual boxes for each supported side (4x4 with 2x2 boxes,
 * 6x6 with boxes 3 wide and 2 high, 8x8 with 4x2, 12x12 with 4x3, 16x16 with 4x4, 25x25 with 5x5).
 * Variants (jigsaw regions, extra houses) are described by a {@link Layout} built on a shape.
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

    /** The smallest and largest side Nonet solves. */
    public static final int MIN_SIDE = 4;
    public static final int MAX_SIDE = 25;

    /** A grid whose boxes are {@code boxWidth} columns wide and {@code boxHeight} rows high. */
    public Shape(int boxWidth, int boxHeight) {
        this(boxWidth * boxHeight, boxWidth, boxHeight);
    }

    /**
     * The usual shape of side {@code side}: boxes as square as the side allows, wider than high
     * (6x6 has boxes 3 wide and 2 high). Every side from 4 to 25 that is not prime has one.
     *
     * @throws IllegalArgumentException if the side is outside 4..25 or cannot be cut into boxes of
     *                                  at least two rows (a prime side: only a jigsaw fits it)
     */
    public static Shape of(int side) {
        if (side < MIN_SIDE || side > MAX_SIDE) {
            throw new IllegalArgumentException(unsupported(String.valueOf(side)));
        }
        for (int height = (int) Math.sqrt(side); height >= 2; height--) {
            if (side % height == 0) {
                return side == 9 ? CLASSIC : new Shape(side / height, height);
            }
        }
        throw new IllegalArgumentException("side " + side + " has no rectangular boxes (it is prime); give a jigsaw region map");
    }

    /**
     * The shape a user names: {@code 16x16} or {@code 16} for the usual boxes of {@link #of(int)}, or
     * {@code 12x12:3x4} for boxes 3 wide and 4 high.
     *
     * @throws IllegalArgumentException naming what is wrong with the text
     */
    public static Shape parse(String text) {
        String[] parts = text.strip().toLowerCase(Locale.ROOT).split(":", -1);
        if (parts.length > 2) {
            throw new IllegalArgumentException("'" + text + "' is not a shape; write it like 16x16 or 12x12:3x4");
        }
        int side = sideOf(parts[0], text);
        if (parts.length == 1) {
            return of(side);
        }
        String[] box = parts[1].split("x", -1);
        if (box.length != 2 || !isNumber(box[0]) || !isNumber(box[1])) {
            throw new IllegalArgumentException("'" + parts[1] + "' is not a box size; write it like 3x4 (width x height)");
        }
        Shape shape = new Shape(side, Integer.parseInt(box[0]), Integer.parseInt(box[1]));
        of(side); // the same range check as the usual shapes
        return shape;
    }

    private static int sideOf(String part, String text) {
        String[] sides = part.split("x", -1);
        boolean square = sides.length == 1 || (sides.length == 2 && sides[0].equals(sides[1]));
        if (!square || sides[0].isEmpty() || !sides[0].chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("'" + text + "' is not a square shape; write it like 16x16");
        }
        if (!isNumber(sides[0])) { // square, but too long to be a number of ours (or an int)
            throw new IllegalArgumentException(unsupported(sides[0]));
        }
        return Integer.parseInt(sides[0]);
    }

    private static String unsupported(String side) {
        return "side " + side + " is not supported: sides run from " + MIN_SIDE + " to " + MAX_SIDE;
    }

    private static boolean isNumber(String s) {
        return !s.isEmpty() && s.length() <= 3 && s.chars().allMatch(c -> c >= '0' && c <= '9');
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
        for (House.Kind kind : List.of(House.Kind.ROW, House.Kind.COLUMN, House.Kind.BOX)) {
            for (int i = 0; i < side; i++) {
                houses.add(new House(kind, i));
            }
        }
        return houses;
    }

    /**
     * The cells of one row, column or box, in row-major order: what {@link Layout} builds its houses
     * from. Everyone else asks the layout, {@link Layout#cellsOf}, the one answer for every house.
     *
     * @throws IllegalArgumentException for the houses only a {@link Layout} knows (regions, diagonals, ...)
     */
    List<Cell> cellsOf(House house) {
        if (house.kind().compareTo(House.Kind.BOX) > 0) {
            throw new IllegalArgumentException("a shape has no " + house + "; ask its Layout");
        }
        List<Cell> cells = new ArrayList<>(side);
        int i = house.index();
        for (int k = 0; k < side; k++) {
            switch (house.kind()) {
                case ROW -> cells.add(new Cell(i, k));
                case COLUMN -> cells.add(new Cell(k, i));
                default -> {
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

    /**
     * The record's own equality, written out: the generated one is bootstrapped through
     * {@code java.lang.invoke} on its first call, which cost a one-puzzle command 120-180 ms of its
     * start (every solve compares shapes).
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Shape s && s.side == side && s.boxWidth == boxWidth && s.boxHeight == boxHeight;
    }

    /** Written out for the same reason as {@link #equals(Object)}. */
    @Override
    public int hashCode() {
        return (31 * side + boxWidth) * 31 + boxHeight;
    }
}
