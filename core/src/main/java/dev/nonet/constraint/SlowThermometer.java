package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A slow thermometer: the digits never decrease from the bulb ({@code line.get(0)}) along the line; a
 * digit may repeat where no house forbids it.
 *
 * <p>Narrowing is complete for the rule alone: one pass from the bulb keeps every cell at or above the
 * least digit the cell before it can hold, one pass back keeps it at or below the largest digit the cell
 * after it can hold.
 *
 * @param line the cells from the bulb to the tip, at least one, none twice
 */
public record SlowThermometer(List<Cell> line) implements Constraint {

    public SlowThermometer {
        line = Cells.distinct("slowthermometer", line, 1);
    }

    @Override
    public String kind() {
        return "slowthermometer";
    }

    @Override
    public List<Cell> cells() {
        return line;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return RisingLine.keeps(line, digitAt, 0);
    }

    @Override
    public boolean narrow(Domains domains) {
        return RisingLine.narrow(line, domains, 0);
    }

    @Override
    public String toString() {
        return "slowthermometer at " + Cells.names(line);
    }
}
