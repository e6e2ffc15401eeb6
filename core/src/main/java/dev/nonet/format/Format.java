package dev.nonet.format;

import java.util.Locale;
import java.util.Optional;

/**
 * The text formats Nonet reads and writes. See {@code docs/FORMATS.md} for examples of each.
 *
 * <p>{@link PuzzleReader} reads all but {@link #JSON} and detects the format when none is named
 * ({@link FormatDetector}); {@link PuzzleWriter} writes all but {@link #BOJ4056}, whose leading case
 * count makes it an input format only, the pencil-mark formats, which hold positions rather than
 * puzzles ({@link Pencilmarks} and {@link PmGrid} write them), and {@link #JSON}.
 */
public enum Format {
    /** One puzzle per line: 81 cells, then an optional comment after white space, {@code ;}, {@code ,} or {@code #}. */
    LINE("line", false),
    /** Nine rows of nine digits separated by single spaces, {@code 0} for empty (Baekjoon 2580). */
    GRID("grid", true),
    /** Nine rows of nine digits, {@code 0} for empty (Baekjoon 2239). */
    COMPACT("compact", true),
    /** Nine rows with box borders drawn with {@code |}, {@code -} and {@code +}, {@code .} for empty. */
    PRETTY("pretty", true),
    /**
     * One puzzle per line: its cells as numbers separated by white space, {@code 0} for empty (16x16
     * grids write {@code 0} to {@code 16}), then an optional comment after {@code #} or {@code ;}.
     */
    TOKENS("tokens", false),
    /** A line with the number of cases, then that many compact grids (Baekjoon 4056). Input only. */
    BOJ4056("boj4056", true),
    /**
     * One JSON object per line with a {@code "puzzle"} string holding a puzzle in any other text format;
     * detected when the input's first character that is not white space opens an object
     * ({@link FormatDetector#opensJsonLines}). Read and written by the command line, which has a JSON
     * parser; the core has none, so a {@link PuzzleReader} or {@link PuzzleWriter} does not take it.
     */
    JSON("json", false),
    /**
     * Classic 9x9 pencil marks, 729 on a line ({@link Pencilmarks}), for reasoning from a position part-way
     * through a puzzle. Input only, and detected only when a reader is told pencil marks may come.
     */
    PENCILMARKS("pencilmarks", false),
    /**
     * A classic 9x9 position in HoDoKu's bordered "PM grid" ({@link PmGrid}): one token per cell, a given's
     * digit, {@code +} and a placed digit, or an open cell's candidates. Read where pencil marks may come.
     */
    PMGRID("pmgrid", true),
    /** A {@link #PMGRID} position on one line: its 81 tokens separated by white space. */
    PMLINE("pmline", false),
    /**
     * The f-puzzles format of f-puzzles.com and SudokuPad links ({@link FPuzzles}): one puzzle per line,
     * as a payload ({@code N4Ig...}), a link or prefix carrying one, or a one-line JSON object; or a whole
     * input that is one JSON object over many lines. A puzzle brings its own size, regions and
     * constraints, and its title (the record's comment), author and rules ({@link PuzzleRecord.Parsed#fpuzzle()}).
     * Detected by {@link FPuzzles#isFPuzzles}; written as the one-line JSON object, a comment as its title.
     */
    FPUZZLES("fpuzzles", false);

    private final String id;
    private final boolean multiLine;

    Format(String id, boolean multiLine) {
        this.id = id;
        this.multiLine = multiLine;
    }

    /** The name users type, for example {@code line} or {@code pretty}. */
    public String id() {
        return id;
    }

    /** Whether one puzzle takes several lines. */
    public boolean isMultiLine() {
        return multiLine;
    }

    /** Whether {@link PuzzleWriter} can write this format. */
    public boolean isWritable() {
        return this != BOJ4056 && this != JSON && !isPencilmarks();
    }

    /** Whether the format holds a position with pencil marks ({@link #PENCILMARKS}, {@link #PMGRID}, {@link #PMLINE}) rather than a puzzle. */
    public boolean isPencilmarks() {
        return this == PENCILMARKS || this == PMGRID || this == PMLINE;
    }

    /** The format whose {@link #id()} is {@code id}, ignoring case. */
    public static Optional<Format> byId(String id) {
        String wanted = id.toLowerCase(Locale.ROOT);
        for (Format f : values()) {
            if (f.id.equals(wanted)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return id;
    }
}
