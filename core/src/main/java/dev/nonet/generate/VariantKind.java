package dev.nonet.generate;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A kind of variant puzzle the generator makes on classic 9x9 ({@link GenerationRequest.Builder#variants}): the
 * clues it draws from the solution grid, or the global rule it adds. The command line and the service name each
 * by its {@link #id()}: {@code thermo}, {@code kropki-negative}, {@code antiknight}.
 */
public enum VariantKind {
    /** Thermometers: digits rise from the bulb along the line. */
    THERMO("thermo"),
    /** Arrows: a one-cell circle holds the sum of its shaft. */
    ARROW("arrow"),
    /** Kropki dots: white between digits one apart, black between a digit and its double. */
    KROPKI("kropki"),
    /** Kropki dots with the negative rule: every dot is given, so pairs without one are neither one apart nor double. */
    KROPKI_NEGATIVE("kropki-negative"),
    /** XV: an X between digits adding up to 10, a V between digits adding up to 5. */
    XV("xv"),
    /** XV with the negative rule: every X and V is given. */
    XV_NEGATIVE("xv-negative"),
    /** Sandwich clues: the sum of a row's or column's digits between its 1 and its 9. */
    SANDWICH("sandwich"),
    /** Little killer clues: the sum of a diagonal, digits may repeat. */
    LITTLE_KILLER("littlekiller"),
    /** German whispers: neighbours on the line differ by at least 5. */
    WHISPERS("whispers"),
    /** Renban lines: a set of consecutive digits in any order. */
    RENBAN("renban"),
    /** Palindrome lines: the line reads the same from either end. */
    PALINDROME("palindrome"),
    /** Anti-knight: cells a knight's move apart differ; the clues are givens. */
    ANTI_KNIGHT("antiknight"),
    /** Anti-king: cells a king's move apart differ; the clues are givens. */
    ANTI_KING("antiking");

    private final String id;

    VariantKind(String id) {
        this.id = id;
    }

    /** The name the command line and the service give it. */
    public String id() {
        return id;
    }

    /** Whether it is a rule over the whole grid, its clues givens alone (anti-knight, anti-king). */
    public boolean isGlobal() {
        return this == ANTI_KNIGHT || this == ANTI_KING;
    }

    /** The kind named {@code id}, in any case and with spaces around it. */
    public static Optional<VariantKind> ofId(String id) {
        String wanted = id.strip().toLowerCase(Locale.ROOT);
        for (VariantKind kind : values()) {
            if (kind.id.equals(wanted)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }

    /** Every kind's id, for messages: {@code thermo, arrow, ...}. */
    public static String ids() {
        return EnumSet.allOf(VariantKind.class).stream().map(VariantKind::id).collect(Collectors.joining(", "));
    }

    /**
     * Checks that {@code kinds} make one puzzle: not a family of markers both with and without its negative rule.
     *
     * @throws IllegalArgumentException naming the pair that does not go together
     */
    static void requireTogether(Set<VariantKind> kinds) {
        for (List<VariantKind> pair : List.of(List.of(KROPKI, KROPKI_NEGATIVE), List.of(XV, XV_NEGATIVE))) {
            if (kinds.containsAll(pair)) {
                throw new IllegalArgumentException(pair.get(0).id + " and " + pair.get(1).id + " are the same dots without"
                        + " and with the negative rule: name one");
            }
        }
    }
}
