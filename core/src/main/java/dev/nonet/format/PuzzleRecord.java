package dev.nonet.format;

import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import java.util.Optional;

/**
 * One record of a puzzle stream: a puzzle, pencil marks (from a reader told they may come), or the
 * reason the text in its place is not one.
 *
 * <p>Readers return a record for every puzzle the input holds or was meant to hold, in order, so a
 * malformed puzzle never shifts the ones after it.
 */
public sealed interface PuzzleRecord permits PuzzleRecord.Parsed, PuzzleRecord.Marked, PuzzleRecord.Malformed {

    /** The record's position in the stream, from 1. */
    long number();

    /** The line where the record starts, from 1. */
    int line();

    /**
     * A puzzle read from the input.
     *
     * @param number  the record's position in the stream, from 1
     * @param line    the line where it starts, from 1
     * @param puzzle  the givens and the rules they are played by: the houses, variants and jigsaw regions
     * @param comment text that came with it (after the cells of a line, or {@code #} lines before a
     *                grid), exactly as written; empty when there was none
     * @param fpuzzle for a puzzle read in {@link Format#FPUZZLES}, what the format said beside the rules
     *                (title, author, rules text, the whole object as read), for writers that keep it;
     *                empty for the other formats
     */
    record Parsed(long number, int line, Puzzle puzzle, String comment, Optional<FPuzzle> fpuzzle) implements PuzzleRecord {

        /** A puzzle of a format that says nothing beside its rules and comment. */
        public Parsed(long number, int line, Puzzle puzzle, String comment) {
            this(number, line, puzzle, comment, Optional.empty());
        }
    }

    /**
     * A classic 9x9 position with pencil marks read from the input: 729 marks ({@link Format#PENCILMARKS},
     * every cell open) or a PM grid ({@link Format#PMGRID}, {@link Format#PMLINE}), whose givens and
     * placed digits stay apart from the open cells' candidates.
     *
     * @param number   the record's position in the stream, from 1
     * @param line     the line where it starts, from 1
     * @param marks    the position on one line: the 729 marks without the spaces between them, or the PM line
     * @param position the givens, placed digits and candidates
     */
    record Marked(long number, int line, String marks, MarkedGrid position) implements PuzzleRecord {
    }

    /**
     * Text that should have been a puzzle but is not.
     *
     * @param number the record's position in the stream, from 1
     * @param line   the line where it starts, from 1
     * @param error  where and why it is not a puzzle
     */
    record Malformed(long number, int line, PuzzleFormatException error) implements PuzzleRecord {
    }
}
