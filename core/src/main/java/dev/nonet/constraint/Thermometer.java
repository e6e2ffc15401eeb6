package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import java.util.List;

/**
 * A thermometer: the digits strictly increase from the bulb ({@code line.get(0)}) along the line. The
 * {@code i}-th cell from the bulb is therefore at least {@code i+1} and at most {@code side-(length-1-i)}.
 */
public final class Thermometer extends RisingLine {

    /**
     * @param line the cells from the bulb to the tip, at least one, none twice
     * @throws IllegalArgumentException for an empty line or a cell named twice
     */
    public Thermometer(List<Cell> line) {
        super("thermometer", line, 1);
    }

    @Override
    public String ruleInWords() {
        return "digits rise from the bulb";
    }
}
