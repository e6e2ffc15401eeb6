package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * Indexer cells: each one's digit says where in its column, row or box a digit it names goes.
 * <ul>
 * <li>{@code rowindexer}: a digit d in row r, column c puts the digit r in row d of column c;</li>
 * <li>{@code columnindexer}: a digit d in row r, column c puts the digit c in column d of row r;</li>
 * <li>{@code boxindexer}: a digit d in the cell at place p of its box (places counted 1 to the side in
 * reading order) puts the digit p at place d of that box.</li>
 * </ul>
 * Rows, columns and places count from 1 here, as the digits do. The rule reads the indexer cells and every
 * cell they may point at (their columns, rows or boxes), which {@link #cells()} lists after them.
 * Its {@link #parts()} are one Indexer per indexer cell.
 */
public final class Indexer implements Constraint {

    private final String kind;
    private final List<Cell> indexers;
    private final int side;
    private final int boxWidth;
    private final int boxHeight;
    private final List<Cell> cells;
    private final List<Constraint> parts;
    /** For indexer i and digit d, the cell it points at: {@code targets[i * side + d - 1]}. */
    private final Cell[] targets;
    /** For indexer i, the digit it puts at its target, as a mask. */
    private final int[] namedBits;

    /**
     * @param kind      {@code rowindexer}, {@code columnindexer} or {@code boxindexer}
     * @param cells     the indexer cells, at least one, none twice, inside the grid
     * @param side      the grid's side
     * @param boxWidth  the width of a box in columns
     * @param boxHeight the height of a box in rows; {@code boxWidth * boxHeight == side}
     * @throws IllegalArgumentException for another kind, a side outside 1..25, boxes that do not tile it,
     *                                  or a cell named twice or outside the grid
     */
    public Indexer(String kind, List<Cell> cells, int side, int boxWidth, int boxHeight) {
        if (!"rowindexer".equals(kind) && !"columnindexer".equals(kind) && !"boxindexer".equals(kind)) {
            throw new IllegalArgumentException("indexer kind " + kind + " is not rowindexer, columnindexer or boxindexer");
        }
        if (side < 1 || side > DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException(kind + " side " + side + " is outside 1.." + DigitSet.MAX_DIGIT);
        }
        if (boxWidth < 1 || boxHeight < 1 || boxWidth * boxHeight != side) {
            throw new IllegalArgumentException(kind + " boxes of " + boxWidth + "x" + boxHeight + " do not tile a grid of side " + side);
        }
        this.kind = kind;
        this.indexers = Cells.distinct(kind, cells, 1);
        this.side = side;
        this.boxWidth = boxWidth;
        this.boxHeight = boxHeight;
        Set<Cell> read = new LinkedHashSet<>(this.indexers);
        for (Cell cell : this.indexers) {
            if (cell.row() >= side || cell.column() >= side) {
                throw new IllegalArgumentException(kind + " cell " + cell + " is outside a grid of side " + side);
            }
            for (int d = 1; d <= side; d++) {
                read.add(target(cell, d));
            }
        }
        this.cells = List.copyOf(read);
        this.targets = new Cell[this.indexers.size() * side];
        this.namedBits = new int[this.indexers.size()];
        for (int i = 0; i < this.indexers.size(); i++) {
            Cell cell = this.indexers.get(i);
            namedBits[i] = DigitSet.bit(named(cell));
            for (int d = 1; d <= side; d++) {
                targets[i * side + d - 1] = target(cell, d);
            }
        }
        if (this.indexers.size() == 1) {
            this.parts = List.of(this);
        } else {
            List<Constraint> each = new ArrayList<>();
            for (Cell cell : this.indexers) {
                each.add(new Indexer(kind, List.of(cell), side, boxWidth, boxHeight));
            }
            this.parts = List.copyOf(each);
        }
    }

    /** The cell a digit {@code d} in {@code cell} points at. */
    private Cell target(Cell cell, int d) {
        return switch (kind) {
            case "rowindexer" -> new Cell(d - 1, cell.column());
            case "columnindexer" -> new Cell(cell.row(), d - 1);
            default -> new Cell(cell.row() - cell.row() % boxHeight + (d - 1) / boxWidth,
                    cell.column() - cell.column() % boxWidth + (d - 1) % boxWidth);
        };
    }

    /** The digit an indexer in {@code cell} puts at its target. */
    private int named(Cell cell) {
        return switch (kind) {
            case "rowindexer" -> cell.row() + 1;
            case "columnindexer" -> cell.column() + 1;
            default -> cell.row() % boxHeight * boxWidth + cell.column() % boxWidth + 1;
        };
    }

    @Override
    public String kind() {
        return kind;
    }

    /** The indexer cells, then every cell they may point at. */
    @Override
    public List<Cell> cells() {
        return cells;
    }

    /** The indexer cells. */
    public List<Cell> indexers() {
        return indexers;
    }

    /** The grid's side. */
    public int side() {
        return side;
    }

    @Override
    public List<Constraint> parts() {
        return parts;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        for (Cell cell : indexers) {
            int d = digitAt.applyAsInt(cell);
            if (d < 1 || d > side || digitAt.applyAsInt(target(cell, d)) != named(cell)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        for (int i = 0; i < namedBits.length; i++) {
            Cell cell = indexers.get(i);
            int mask = domains.candidates(cell);
            int bit = namedBits[i];
            int kept = 0;
            for (int ds = mask & LineMasks.atMost(side); ds != 0; ds &= ds - 1) {
                int d = Integer.numberOfTrailingZeros(ds);
                if ((domains.candidates(targets[i * side + d]) & bit) != 0) {
                    kept |= 1 << d;
                }
            }
            if (kept != mask && !domains.keep(cell, kept)) {
                return false;
            }
            if (kept != 0 && (kept & (kept - 1)) == 0
                    && !domains.keep(targets[i * side + Integer.numberOfTrailingZeros(kept)], bit)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Indexer other && other.kind.equals(kind) && other.indexers.equals(indexers)
                && other.side == side && other.boxWidth == boxWidth && other.boxHeight == boxHeight;
    }

    @Override
    public int hashCode() {
        return ((kind.hashCode() * 31 + indexers.hashCode()) * 31 + side) * 31 + boxWidth;
    }

    @Override
    public String toString() {
        return kind + " at " + Cells.names(indexers);
    }
}
