package dev.nonet.format;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A puzzle read from the f-puzzles format ({@link FPuzzles}), with what the format says beside the rules:
 * its title, author and rules text, and the whole object it was read from, so that writing it back
 * ({@link FPuzzles#toJson}) keeps every line, colour and note the setter drew.
 *
 * @param puzzle  the layout, givens and constraints Nonet solves
 * @param title   the puzzle's {@code title}, empty when it has none
 * @param author  its {@code author}, empty when none
 * @param rules   its {@code ruleset}, the rules in the setter's words, empty when none
 * @param source  the f-puzzles object as read (keys in their order), unmodifiable all the way down
 * @param ignored the keys of {@code source} that carry rules Nonet was told to leave out (the ignore
 *                set), in their order; the puzzle is played without them
 */
public record FPuzzle(Puzzle puzzle, String title, String author, String rules, Map<String, Object> source,
        Set<String> ignored) {

    /** Copies the source as an unmodifiable tree, and the ignored keys. */
    @SuppressWarnings("unchecked")
    public FPuzzle {
        Objects.requireNonNull(puzzle, "puzzle");
        title = title == null ? "" : title;
        author = author == null ? "" : author;
        rules = rules == null ? "" : rules;
        source = (Map<String, Object>) JsonTree.frozen(Objects.requireNonNull(source, "source"));
        ignored = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(ignored));
    }

    /** A puzzle with its source and nothing left out. */
    public FPuzzle(Puzzle puzzle, String title, String author, String rules, Map<String, Object> source) {
        this(puzzle, title, author, rules, source, Set.of());
    }

    /** The source as compact JSON: the one-line form {@code --to fpuzzles} writes. */
    public String json() {
        return JsonTree.write(source);
    }

    /**
     * This puzzle with only the givens of {@code kept}, some of its own (as a minimizer leaves them): the
     * source's cells of the others lose their {@code value} and {@code given}; every rule, note and
     * drawing stays.
     *
     * @throws IllegalArgumentException if {@code kept} has a digit this puzzle does not give
     */
    @SuppressWarnings("unchecked")
    public FPuzzle withGivens(Grid kept) {
        Grid own = puzzle.givens();
        if (!kept.shape().equals(own.shape())) {
            throw new IllegalArgumentException("a grid of " + kept.shape() + " does not fit a puzzle of " + own.shape());
        }
        Map<String, Object> edited = (Map<String, Object>) JsonTree.thawed(source);
        List<Object> rows = (List<Object>) edited.get("grid");
        int side = own.shape().side();
        for (int i = 0; i < own.shape().cellCount(); i++) {
            if (kept.get(i) == own.get(i)) {
                continue;
            }
            if (kept.get(i) != 0) {
                throw new IllegalArgumentException(own.shape().cell(i) + " holds " + kept.get(i) + ", which the puzzle does not give");
            }
            Map<String, Object> cell = (Map<String, Object>) ((List<Object>) rows.get(i / side)).get(i % side);
            cell.remove("value");
            cell.remove("given");
        }
        return new FPuzzle(puzzle.withGivens(kept), title, author, rules, edited, ignored);
    }
}
