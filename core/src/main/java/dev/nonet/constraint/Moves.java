package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/** The pairs of cells a chess move or a side joins, each once, and the checks over such pairs. */
final class Moves {

    private Moves() {
    }

    /** The side as the grid sizes allow it. */
    static int checkSide(String kind, int side) {
        if (side < 1 || side > DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException(kind + " side " + side + " is outside 1.." + DigitSet.MAX_DIGIT);
        }
        return side;
    }

    /** Every cell of a grid of {@code side}, row by row. */
    static List<Cell> all(int side) {
        List<Cell> cells = new ArrayList<>(side * side);
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                cells.add(new Cell(r, c));
            }
        }
        return List.copyOf(cells);
    }

    /**
     * Every pair of cells {@code (dr, dc)} apart for one of the steps, each pair once, the first cell
     * the earlier in reading order. Steps are given once per pair of opposites.
     */
    static List<Cell[]> pairs(int side, int[][] steps) {
        List<Cell[]> pairs = new ArrayList<>();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                for (int[] step : steps) {
                    int r2 = r + step[0];
                    int c2 = c + step[1];
                    if (r2 >= 0 && r2 < side && c2 >= 0 && c2 < side) {
                        pairs.add(new Cell[] {new Cell(r, c), new Cell(r2, c2)});
                    }
                }
            }
        }
        return pairs;
    }

    /** Whether every part keeps its rule. */
    static boolean keeps(List<Constraint> parts, ToIntFunction<Cell> digitAt) {
        for (Constraint part : parts) {
            if (!part.keeps(digitAt)) {
                return false;
            }
        }
        return true;
    }

    /** Narrows by every part in turn. */
    static boolean narrow(List<Constraint> parts, Domains domains) {
        for (Constraint part : parts) {
            if (!part.narrow(domains)) {
                return false;
            }
        }
        return true;
    }
}
