package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A line whose digits rise from its first cell by at least {@code step} a cell: what a
 * {@link Thermometer} (1) and a {@link SlowThermometer} (0, never falling) are, written once.
 *
 * <p>Narrowing is complete for the rule alone: one pass from the bulb raises every cell to the least digit
 * the cell before it can hold plus the step, one pass back lowers every cell to the largest digit the cell
 * after it can hold less the step, which bounds each cell by its position and by its neighbours'
 * candidates at once.
 */
abstract sealed class RisingLine extends Line permits Thermometer, SlowThermometer {

    private final int step;

    /** @throws IllegalArgumentException for an empty line or a cell named twice */
    RisingLine(String kind, List<Cell> line, int step) {
        super(kind, line, 1);
        this.step = step;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
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

    @Override
    public boolean narrow(Domains domains) {
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
