package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import java.util.List;

/**
 * A slow thermometer: the digits never decrease from the bulb ({@code line.get(0)}) along the line; a
 * digit may repeat where no house forbids it.
 */
public final class SlowThermometer extends RisingLine {

    /**
     * @param line the cells from the bulb to the tip, at least one, none twice
     * @throws IllegalArgumentException for an empty line or a cell named twice
     */
    public SlowThermometer(List<Cell> line) {
        super("slowthermometer", line, 0);
    }

    @Override
    public String ruleInWords() {
        return "digits never fall from the bulb";
    }
}
