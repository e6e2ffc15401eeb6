package dev.nonet.cli;

import java.util.List;

/** Puzzles with known logical paths, shared by the tests of explain, hint and rate. */
final class LogicPuzzles {

    /** A 17-clue puzzle that singles solve in 64 steps; its hardest step is a Hidden Single in a line. */
    static final String EASY = ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5";
    /** A puzzle from the hardest list on which the singles find nothing (Nonet's path solves it with SE's chains). */
    static final String STUCK = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
    /**
     * {@link #STUCK} with r1c1 open: several solutions, and Nonet's path is stuck at once (Sudoku
     * Explainer's chains, its last finder, are asked only on a position with one solution).
     */
    static final String STUCK_SEVERAL = ".8.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
    /** A 17-clue puzzle whose logical path uses a uniqueness technique once. */
    static final String UNIQUENESS = "..............1..2..3.4..5.......46..2........78.........2.7..1...9.....5.4....8.";
    /** Valid givens with no solution: r1c1 needs a 9, and column 1 holds one. */
    static final String NO_SOLUTION = ".12345678" + "9........" + ".".repeat(63);
    /** Good, malformed, invalid, no solution and stuck, one record per line. */
    static final String MIXED = String.join("\n", List.of(
            EASY,
            "abc",
            "11" + EASY.substring(2),
            NO_SOLUTION,
            STUCK)) + "\n";

    private LogicPuzzles() {
    }
}
