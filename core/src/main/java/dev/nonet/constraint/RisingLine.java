package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A line whose digits rise from its first cell by at least {@code step} a cell: a thermometer (1) and a
 * slow thermometer (0, never falling), written once.
 */
final class RisingLine {

    private RisingLine() {
    }

    /** Whether the digits of {@code line} rise by at least {@code step} from each cell to the next. */
    static boolean keeps(List<Cell> line, ToIntFunction<Cell> digitAt, int step) {
        int previous = Integer.MIN_VALUE / 2;
        for (Cell cell : line) {
            int digit = digitAt.applyAsInt(cell);
            if (digit < previous + step) {
                return false;
            }
            previous = digit;
        }
        return true;
    }

    /**
     * Bounds each cell by the least digit of the one before it (plus {@code step}) and by the greatest of
     * the one after it (less {@code step}), in one pass each way: complete for the rule alone.
     */
    static boolean narrow(List<Cell> line, Domains domains, int step) {
        int floor = 0;
        for (Cell cell : line) {
            if (!domains.keep(cell, LineMasks.atLeast(floor + step))) {
                return false;
            }
            floor = LineMasks.min(domains.candidates(cell));
        }
        int ceiling = 32;
        for (int i = line.size() - 1; i >= 0; i--) {
            Cell cell = line.get(i);
            if (!domains.keep(cell, LineMasks.atMost(ceiling - step))) {
                return false;
            }
            ceiling = LineMasks.max(domains.candidates(cell));
        }
        return true;
    }
}
