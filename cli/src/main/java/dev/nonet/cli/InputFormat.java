package dev.nonet.cli;

import dev.nonet.format.Format;
import java.util.Locale;

/** The input formats a user can name with {@code --format}: the core text formats and JSON lines. */
enum InputFormat {
    LINE(Format.LINE), GRID(Format.GRID), COMPACT(Format.COMPACT), PRETTY(Format.PRETTY), TOKENS(Format.TOKENS),
    BOJ4056(Format.BOJ4056),
    /** One JSON object per line with a {@code "puzzle"} string in any text format. */
    JSON(null);

    private final Format text;

    InputFormat(Format text) {
        this.text = text;
    }

    /** The core format, or null for JSON. */
    Format textFormat() {
        return text;
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
