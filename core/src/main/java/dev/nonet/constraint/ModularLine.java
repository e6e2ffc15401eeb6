package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A modular line: every three consecutive cells along the line hold one digit of each remainder by 3
 * (one of 1, 4, 7, ..., one of 2, 5, 8, ..., one of 3, 6, 9, ...), on any side. As in
 * SudokuVariantSolverJS, any two cells whose positions differ by other than a multiple of 3 have different
 * remainders, so a line of two cells holds two remainders.
 */
public final class ModularLine extends Line {

    /** Digits 1, 4, 7, ...; 2, 5, 8, ...; 3, 6, 9, ... as masks. */
    private static final int ONE = 0x49249249;
    private static final int TWO = ONE << 1;
    private static final int THREE = ONE << 2;

    /**
     * @param line the cells in order along the line, at least one, none twice
     * @throws IllegalArgumentException for an empty line or a cell named twice
     */
    public ModularLine(List<Cell> line) {
        super("modularline", line, 1);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return ThreeGroupLine.keeps(line, digitAt, ONE, TWO, THREE);
    }

    @Override
    public boolean narrow(Domains domains) {
        return ThreeGroupLine.narrow(domains, line, ONE, TWO, THREE);
    }
}
