package dev.nonet.cli;

import dev.nonet.format.Format;
import java.util.Locale;

/** The formats of {@code --to}: the core's {@link Format}s that {@code PuzzleWriter} writes, and JSON lines. */
enum OutputFormat {
    LINE(Format.LINE), GRID(Format.GRID), COMPACT(Format.COMPACT), PRETTY(Format.PRETTY), TOKENS(Format.TOKENS),
    /** One JSON object per record and line, written by {@link JsonOutput}. */
    JSON(Format.JSON);

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

    /** The output format that writes what {@code input} reads (Baekjoon 4056 cases come out compact). */
    static OutputFormat sameAs(InputFormat input) {
        return switch (input) {
            case LINE, JSON -> LINE;
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
