package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/** The checks and words every kind's cells share. */
final class Cells {

    private Cells() {
    }

    /**
     * {@code cells} as an immutable list, checked to hold at least {@code least} cells and none twice.
     *
     * @throws IllegalArgumentException naming {@code kind} and the cell otherwise
     */
    static List<Cell> distinct(String kind, List<Cell> cells, int least) {
        List<Cell> copy = List.copyOf(cells);
        if (copy.size() < least) {
            throw new IllegalArgumentException(kind + " needs at least " + least + (least == 1 ? " cell" : " cells")
                    + ", not " + copy.size());
        }
        Set<Cell> seen = new HashSet<>();
        for (Cell cell : copy) {
            if (!seen.add(cell)) {
                throw new IllegalArgumentException(kind + " names " + cell + " twice");
            }
        }
        return copy;
    }

    /** The cells in the r1c1 notation, separated by spaces: {@code r1c1 r1c2}. */
    static String names(List<Cell> cells) {
        StringJoiner joiner = new StringJoiner(" ");
        for (Cell cell : cells) {
            joiner.add(cell.toString());
        }
        return joiner.toString();
    }
}
