package dev.nonet.cli;

import dev.nonet.format.Format;
import java.util.Locale;

/**
 * The formats a user can name with {@code --format}: the core's {@link Format}s but pencil marks, which
 * {@code --pencilmarks} names where they are read.
 */
enum InputFormat {
    LINE(Format.LINE), GRID(Format.GRID), COMPACT(Format.COMPACT), PRETTY(Format.PRETTY), TOKENS(Format.TOKENS),
    BOJ4056(Format.BOJ4056), JSON(Format.JSON), FPUZZLES(Format.FPUZZLES);

    private final Format format;

    InputFormat(Format format) {
        this.format = format;
    }

    /** The format of the one list. */
    Format format() {
        return format;
    }

    /** Every format's name, as {@code --format} takes them: {@code line, grid, ..., json}. */
    static String names() {
        StringBuilder names = new StringBuilder();
        for (InputFormat f : values()) {
            names.append(names.length() == 0 ? "" : ", ").append(f);
        }
        return names.toString();
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
