package dev.nonet.server;

import dev.nonet.format.FPuzzles;
import dev.nonet.format.Format;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.server.RequestReader.Names;
import dev.nonet.server.RequestReader.TextOrObject;
import dev.nonet.validation.Conflict;
import dev.nonet.validation.GridValidator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The fields that pose a puzzle, the request of the endpoints that take nothing else ({@code /api/solve},
 * {@code /api/rate}, {@code /api/canon}) and the first fields of the others. Read into a {@link Puzzle}
 * with valid givens, every problem an {@link ApiError} 400 worded as the command line words it.
 *
 * @param puzzle   the puzzle as text, in any format nonet reads
 * @param fpuzzles in place of {@code puzzle}: an f-puzzles object, or its JSON, payload or link
 * @param ignore   the kinds of constraint (or the f-puzzles keys) to leave out: a name, several joined
 *                 by commas, or a list
 * @param layout   the layout to read the puzzle by (by default classic, or the size the text's length tells)
 */
record PuzzleFields(String puzzle, @TextOrObject String fpuzzles, @Names String ignore, LayoutFields layout)
        implements RequestReader.FieldGroup {

    /**
     * The one puzzle posed.
     *
     * @throws ApiError 400 when no puzzle is sent or two are, the text is not one puzzle of the layout,
     *                  the layout fields are wrong or a digit repeats in a house
     */
    Puzzle read() {
        return parsed().puzzle();
    }

    /**
     * {@link #read()} as it was read: with its {@link PuzzleRecord.Parsed#fpuzzle() f-puzzles details}
     * (title, author, rules, the object itself) when it came in that format, by {@code fpuzzles} or as a
     * payload or link in {@code puzzle}.
     *
     * @throws ApiError 400 as {@link #read()} does; an f-puzzles rule key Nonet does not know is one,
     *                  naming the key
     */
    PuzzleRecord.Parsed parsed() {
        PuzzleRecord.Parsed read;
        if (fpuzzles != null) {
            if (puzzle != null) {
                throw ApiError.badRequest("send the puzzle in \"puzzle\" or in \"fpuzzles\", not both");
            }
            read = PuzzleText.puzzle("fpuzzles", fpuzzles, layoutSpec(), Format.FPUZZLES);
        } else {
            if (puzzle == null) {
                throw ApiError.badRequest("the request needs a \"puzzle\": the puzzle as text, in any format nonet reads"
                        + " (or \"fpuzzles\": an f-puzzles object, payload or link)");
            }
            read = PuzzleText.puzzle("puzzle", puzzle, layoutSpec(), null);
        }
        checkIgnoreNames(read);
        Optional<Conflict> conflict = GridValidator.firstConflict(read.puzzle());
        if (conflict.isPresent()) {
            Conflict c = conflict.get();
            throw new ApiError(400, "puzzle: " + c, Map.of("cells", List.of(c.first().toString(), c.second().toString())));
        }
        return read;
    }

    /**
     * {@link #read()}, for an endpoint whose answer knows houses alone ({@code /api/canon}).
     *
     * @throws ApiError 400 as {@link #read()} does, and for a puzzle with constraints (killer cages,
     *                  thermometers, ...), which such an endpoint would answer as if they were not there
     */
    Puzzle readOfHouses(String endpoint) {
        Puzzle read = read();
        if (read.hasConstraints()) {
            String kinds = read.constraints().stream().map(Constraint::kind).distinct().collect(Collectors.joining(", "));
            throw ApiError.badRequest(endpoint + " works on puzzles of houses alone, not on one with constraints (" + kinds
                    + "); /api/solve, /api/count, /api/check, /api/conflicts, /api/candidates, /api/hint, /api/explain and /api/rate take it");
        }
        return read;
    }

    /**
     * The position of {@code pencilmarks}, sent in place of a puzzle, classic 9x9 only: 729 characters,
     * a PM grid (its lines parted by line breaks) or a PM line, givens and placed digits kept apart in
     * the last two; empty when absent (null).
     *
     * @throws ApiError 400 when a {@code puzzle} is sent too, the marks are malformed, there is more than
     *                  one position or the request names another layout
     */
    Optional<MarkedGrid> instead(String pencilmarks) {
        if (pencilmarks != null && puzzle != null) {
            throw ApiError.badRequest("send a \"puzzle\" or \"pencilmarks\", not both");
        }
        if (pencilmarks == null) {
            return Optional.empty();
        }
        LayoutSpec spec = layoutSpec();
        if (!spec.variants().isEmpty() || (spec.shape() != null && !spec.shape().equals(Shape.CLASSIC))) {
            throw ApiError.badRequest("\"pencilmarks\" are classic 9x9 only (729 characters); for another layout send the"
                    + " \"puzzle\" with its \"entries\" and \"eliminated\" candidates");
        }
        return Optional.of(PuzzleText.position("pencilmarks", pencilmarks));
    }

    /** What the layout fields say about the puzzle, the kinds {@code ignore} names left out. */
    private LayoutSpec layoutSpec() {
        return layout.spec(ignoreNames());
    }

    /** The kinds {@code ignore} names, in lower case. */
    private Set<String> ignoreNames() {
        if (ignore == null) {
            return Set.of();
        }
        Set<String> names = new LinkedHashSet<>();
        for (String name : ignore.toLowerCase(Locale.ROOT).split(",")) {
            if (!name.isBlank()) {
                names.add(name.strip());
            }
        }
        return names;
    }

    /**
     * Refuses an {@code ignore} name that names nothing to leave out: neither a kind of constraint nonet
     * knows nor a key of the puzzle read. A misspelt kind ({@code thermometr}) was taken silently, and
     * the rule it meant kept.
     */
    private void checkIgnoreNames(PuzzleRecord.Parsed read) {
        Set<String> keys = new HashSet<>();
        read.fpuzzle().ifPresent(f -> f.source().keySet().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT))));
        for (String name : ignoreNames()) {
            if (!FPuzzles.kinds().contains(name) && !keys.contains(name)) {
                String meant = ClosestName.among(FPuzzles.kinds(), name);
                throw ApiError.badRequest("\"ignore\": '" + ErrorText.excerpt(name) + "' is not a kind of constraint"
                        + (meant == null ? "" : " (did you mean '" + meant + "'?)") + "; the kinds are " + String.join(", ", FPuzzles.kinds())
                        + ", and the keys of the puzzle that nonet does not know");
            }
        }
    }
}
