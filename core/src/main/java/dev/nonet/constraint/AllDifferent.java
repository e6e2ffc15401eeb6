package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * No digit twice among some cells: a house of the layout, an extra region, a diagonal, a cage without
 * a sum, or one pair of cells a rule keeps apart (anti-knight, anti-king). When the cells are as many
 * as the digits, every digit appears once, so a digit with one place left goes there.
 *
 * <p>The search knows this kind: it keeps every cell's peers from the parts of this type and removes a
 * placed digit from them directly, which is most of its propagation.
 *
 * @param kind  the name it is shown by: {@code extraregion}, {@code diagonal+}, {@code antiknight}, ...
 * @param cells the cells, at least two, none twice
 */
public record AllDifferent(String kind, List<Cell> cells) implements Constraint {

    public AllDifferent {
        cells = Cells.distinct(kind, cells, 2);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int seen = 0;
        for (Cell cell : cells) {
            int bit = DigitSet.bit(digitAt.applyAsInt(cell));
            if ((seen & bit) != 0) {
                return false;
            }
            seen |= bit;
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        int size = cells.size();
        for (int i = 0; i < size; i++) {
            int digit = domains.digit(cells.get(i));
            if (digit != 0) {
                int bit = DigitSet.bit(digit);
                for (int j = 0; j < size; j++) {
                    if (j != i && !domains.remove(cells.get(j), bit)) {
                        return false;
                    }
                }
            }
        }
        if (size == domains.side()) {
            // Every digit appears: one with a single place left goes there.
            int once = 0;
            int twice = 0;
            for (Cell cell : cells) {
                int m = domains.candidates(cell);
                twice |= once & m;
                once |= m;
            }
            if (once != domains.allDigits()) {
                return false;
            }
            int single = once & ~twice;
            while (single != 0) {
                int bit = single & -single;
                single &= single - 1;
                for (Cell cell : cells) {
                    if ((domains.candidates(cell) & bit) != 0 && !domains.keep(cell, bit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return kind + " at " + Cells.names(cells);
    }

    @Override
    public String ruleInWords() {
        return "no digit repeats in it";
    }
}
