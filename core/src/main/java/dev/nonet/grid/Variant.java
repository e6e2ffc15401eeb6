package dev.nonet.grid;

import java.util.Locale;
import java.util.Optional;

/**
 * A rule a {@link Layout} adds to, or changes in, plain Sudoku. Each is named as users type it
 * ({@code --variant x}).
 */
public enum Variant {
    /** Irregular regions, read from a region map, take the place of the boxes. */
    JIGSAW("jigsaw"),
    /** Both main diagonals hold every digit once (X-Sudoku). */
    X("x"),
    /** Four extra 3x3 boxes of a 9x9 grid hold every digit once (Windoku, Hyper Sudoku). */
    WINDOKU("windoku"),
    /** The cells at the same position inside every box hold every digit once (disjoint groups). */
    DISJOINT("disjoint");

    private final String id;

    Variant(String id) {
        this.id = id;
    }

    /** The name users type, for example {@code x}. */
    public String id() {
        return id;
    }

    /** The variant whose {@link #id()} is {@code id}, ignoring case. */
    public static Optional<Variant> byId(String id) {
        String wanted = id.strip().toLowerCase(Locale.ROOT);
        for (Variant v : values()) {
            if (v.id.equals(wanted)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return id;
    }
}
