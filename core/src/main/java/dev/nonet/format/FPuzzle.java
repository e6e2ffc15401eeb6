package dev.nonet.format;

import dev.nonet.grid.Puzzle;
import java.util.LinkedHashSet;
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
}
