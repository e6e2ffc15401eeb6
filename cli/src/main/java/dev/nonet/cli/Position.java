package dev.nonet.cli;

import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;

/**
 * One position to reason about, as read for {@code explain} and {@code hint}: pencil marks to start
 * from, or the one-line reason the record is not usable.
 *
 * @param where  where it was read, for messages: {@code line 3} or {@code a.txt: line 3}
 * @param line   the line it starts on, from 1
 * @param text   the puzzle as read (81 cells, or a position on one line: 729 pencil marks or a PM line)
 * @param marks  the pencil marks to start from; null when {@code error} says why there are none
 * @param error  {@code malformed: ...} or {@code invalid: ...}; null for a usable position
 * @param fromGivens whether the marks are those of a puzzle's givens (then placed as {@code marks}'
 *                   digits), not pencil marks as given
 * @param marked the position as read, givens, placed digits and candidates apart, when it was read with
 *               pencil marks; null for a puzzle's givens
 * @param puzzle the puzzle, its givens and constraints, when it was read as one; null otherwise
 */
record Position(String where, int line, String text, CandidateGrid marks, String error, boolean fromGivens, MarkedGrid marked,
        Puzzle puzzle) {

    static Position ofMarks(String where, int line, String text, MarkedGrid marked) {
        return new Position(where, line, text, CandidateGrid.of(marked), null, false, marked, null);
    }

    static Position ofGivens(String where, int line, Puzzle puzzle) {
        return new Position(where, line, puzzle.givens().toString(), CandidateGrid.of(puzzle), null, true, null, puzzle);
    }

    static Position unusable(String where, int line, String error) {
        return new Position(where, line, "", null, error, false, null, null);
    }

    boolean isUsable() {
        return error == null;
    }

    /** Whether it is a puzzle with constraints (killer cages, thermometers, ...), which the rule solver reasons about. */
    boolean hasConstraints() {
        return puzzle != null && puzzle.hasConstraints();
    }
}
