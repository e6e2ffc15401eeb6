package dev.nonet.logic;

import java.util.Locale;
import java.util.Optional;

/**
 * Named difficulty bands over the Sudoku Explainer scale, as {@code docs/TECHNIQUES.md} lists them.
 */
public enum Level {
    /** Singles only (up to 2.3). */
    EASY(2.3),
    /** Intersections and pairs (up to 3.0). */
    MEDIUM(3.0),
    /** Basic fish, triples, wings (up to 4.5). */
    HARD(4.5),
    /** Quads, jellyfish, uniqueness, chains short of forcing (up to 7.4). */
    EXPERT(7.4),
    /** Forcing chains and nets, or unsolved by logic. */
    EXTREME(Double.MAX_VALUE);

    private final double upTo;
    private final String word = name().toLowerCase(Locale.ROOT);

    Level(double upTo) {
        this.upTo = upTo;
    }

    /** The level as written and read ({@code --difficulty}, a rating's {@code level}): {@code easy}, {@code hard}. */
    public String word() {
        return word;
    }

    /** The band a difficulty falls in. */
    public static Level of(double difficulty) {
        for (Level level : values()) {
            if (difficulty <= level.upTo) {
                return level;
            }
        }
        return EXTREME;
    }

    /** The level whose {@link #word()} is {@code word}, in any case and with spaces around it. */
    public static Optional<Level> ofWord(String word) {
        String wanted = word.strip();
        for (Level level : values()) {
            if (level.word.equalsIgnoreCase(wanted)) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }

    /** The highest difficulty of the band. */
    public double upTo() {
        return upTo;
    }
}
