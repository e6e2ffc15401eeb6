package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A thermometer: the digits strictly increase from the bulb ({@code line.get(0)}) along the line. The
 * {@code i}-th cell from the bulb is therefore at least {@code i+1} and at most {@code side-(length-1-i)}.
 *
 * <p>Narrowing is complete for the rule alone: one pass from the bulb raises every cell above the least
 * digit the cell before it can hold, one pass back lowers every cell below the largest digit the cell
 * after it can hold, which bounds each cell by its position and by its neighbours' candidates at once.
 *
 * @param line the cells from the bulb to the tip, at least one, none twice
 */
public record Thermometer(List<Cell> line) implements Constraint {

    public Thermometer {
        line = Cells.distinct("thermometer", line, 1);
    }

    @Override
    public String kind() {
        return "thermometer";
    }

    @Override
    public List<Cell> cells() {
        return line;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return RisingLine.keeps(line, digitAt, 1);
    }

    @Override
    public boolean narrow(Domains domains) {
        return RisingLine.narrow(line, domains, 1);
    }

    @Override
    public String toString() {
        return "thermometer at " + Cells.names(line);
    }
}
