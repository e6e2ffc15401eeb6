package dev.nonet.cli;

import dev.nonet.format.Format;
import java.util.Locale;

/** The output formats of {@code --to}: the writable core formats and JSON lines. */
enum OutputFormat {
    LINE(Format.LINE), GRID(Format.GRID), COMPACT(Format.COMPACT), PRETTY(Format.PRETTY), TOKENS(Format.TOKENS),
    /** One JSON object per record and line. */
    JSON(null);

    private final Format text;

    OutputFormat(Format text) {
        this.text = text;
    }

    /** The core format, or null for JSON. */
    Format textFormat() {
        return text;
    }

    /** Whether one record takes several lines. */
    boolean isMultiLine() {
        return text != null && text.isMultiLine();
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
