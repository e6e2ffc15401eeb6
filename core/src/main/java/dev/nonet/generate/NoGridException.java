package dev.nonet.generate;

import dev.nonet.grid.Layout;

/**
 * A generation asked for a layout on which no complete grid exists (6x6 with X-Sudoku's diagonals and
 * disjoint groups, some jigsaw maps): no puzzle can be made on it. Solving the empty grid of that layout
 * says "no solution" for the same reason. It is the request that is wrong, so it is an
 * {@link IllegalArgumentException}: the command line exits 2 and the API answers 400.
 */
public final class NoGridException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The layout {@code layout}, with its name in the message. */
    public NoGridException(Layout layout) {
        super("no complete grid of the layout " + layout + " exists (its houses cannot all hold every digit at once), "
                + "so no puzzle can be made on it");
    }
}
