package dev.nonet.cli;

import dev.nonet.format.Format;
import dev.nonet.format.Pencilmarks;
import dev.nonet.format.PmGrid;
import dev.nonet.grid.MarkedGrid;
import java.util.Locale;

/**
 * The formats of {@code --to}: the core's {@link Format}s that {@code PuzzleWriter} writes, JSON lines, and
 * the classic pencil-mark formats, which write a puzzle as the position its givens leave (givens placed,
 * every other cell's candidates) and a position as it is.
 */
enum OutputFormat {
    LINE(Format.LINE), GRID(Format.GRID), COMPACT(Format.COMPACT), PRETTY(Format.PRETTY), TOKENS(Format.TOKENS),
    /** One JSON object per record and line, written by {@link JsonOutput}. */
    JSON(Format.JSON),
    /** 729 pencil marks on a line: every cell's candidates, givens and placed digits as lone candidates. */
    PENCILMARKS(Format.PENCILMARKS),
    /** HoDoKu's bordered PM grid, givens, placed digits ({@code +5}) and candidates apart. */
    PMGRID(Format.PMGRID),
    /** The PM grid's 81 tokens on one line. */
    PMLINE(Format.PMLINE),
    /** The f-puzzles JSON object on one line: a puzzle read from f-puzzles keeps its title, rules and drawing, a solution fills its grid. */
    FPUZZLES(Format.FPUZZLES);

    private final Format format;

    OutputFormat(Format format) {
        this.format = format;
    }

    /** The format of the one list. */
    Format format() {
        return format;
    }

    /** Whether one record takes several lines. */
    boolean isMultiLine() {
        return format.isMultiLine();
    }

    /** Whether it writes positions with pencil marks, classic 9x9 only. */
    boolean isPencilmarks() {
        return format.isPencilmarks();
    }

    /**
     * {@code position} in this pencil-mark format, ending with a line break.
     *
     * @throws IllegalStateException if this is not a pencil-mark format
     */
    String write(MarkedGrid position) {
        return switch (this) {
            case PENCILMARKS -> Pencilmarks.write(9, position.marks()) + "\n";
            case PMGRID -> PmGrid.writeGrid(position);
            case PMLINE -> PmGrid.writeLine(position) + "\n";
            default -> throw new IllegalStateException(this + " writes puzzles, not positions");
        };
    }

    /** The output format that writes what {@code input} reads (Baekjoon 4056 cases come out compact). */
    static OutputFormat sameAs(InputFormat input) {
        return switch (input) {
            // An f-puzzles object is long; its solution reads best as a line unless --to fpuzzles asks for it.
            case LINE, JSON, FPUZZLES -> LINE;
            case GRID -> GRID;
            case COMPACT, BOJ4056 -> COMPACT;
            case PRETTY -> PRETTY;
            case TOKENS -> TOKENS;
        };
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
