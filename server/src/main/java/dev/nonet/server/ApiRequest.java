package dev.nonet.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.FPuzzles;
import dev.nonet.format.Format;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.generate.ClueRange;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.validation.Conflict;
import dev.nonet.validation.GridValidator;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The JSON body of an API request and its fields read as the API expects them, every problem an
 * {@link ApiError} 400 worded as the command line words it ({@code line 1, column 5: 'x' is not a digit
 * or a blank mark}, {@code digit 4 appears twice in box 5: r5c4 and r6c6}).
 */
final class ApiRequest {

    private static final Pattern CELL_NAME = Pattern.compile("r(\\d+)c(\\d+)");

    private final JsonNode body;

    private ApiRequest(JsonNode body) {
        this.body = body;
    }

    /** The fields of each candidate in a list such as {@code eliminated}. */
    private static final AllowedFields CANDIDATE_FIELDS = AllowedFields.of("cell", "digit");

    /** The request whose body is {@code json}: an object, possibly empty ({@code {}}), of no other fields than {@code fields}. */
    static ApiRequest parse(ObjectMapper mapper, String json, AllowedFields fields) {
        if (json.isBlank()) {
            throw ApiError.badRequest("the body is empty: it must be a JSON object such as {\"puzzle\": \"...\"}, or {} for /api/generate's"
                    + " defaults");
        }
        JsonNode body = JsonBody.read(mapper, json);
        if (body == null || !body.isObject()) {
            throw ApiError.badRequest("the body must be a JSON object such as {\"puzzle\": \"...\"}");
        }
        fields.check(body, "");
        return new ApiRequest(body);
    }

    /** Whether the body has {@code field}. */
    boolean has(String field) {
        return body.hasNonNull(field);
    }

    /**
     * The one puzzle in the {@code puzzle} field, in any text format, with valid givens, read by the
     * layout the {@code shape}, {@code variant} and {@code regions} fields name (by default classic, or
     * the size the text's length tells).
     *
     * @throws ApiError 400 when the field is missing, the text is not one puzzle of the layout, the
     *                  layout fields are wrong or a digit repeats in a house
     */
    Puzzle puzzle() {
        return posed().puzzle();
    }

    /**
     * {@link #puzzle()} as it was read: with its {@link PuzzleRecord.Parsed#fpuzzle() f-puzzles details}
     * (title, author, rules, the object itself) when it came in that format, by {@code fpuzzles} or as a
     * payload or link in {@code puzzle}.
     *
     * @throws ApiError 400 as {@link #puzzle()} does; an f-puzzles rule key Nonet does not know is one,
     *                  naming the key
     */
    PuzzleRecord.Parsed posed() {
        PuzzleRecord.Parsed read;
        if (has("fpuzzles")) {
            if (has("puzzle")) {
                throw ApiError.badRequest("send the puzzle in \"puzzle\" or in \"fpuzzles\", not both");
            }
            // The f-puzzles object itself, or its text: the JSON, the compressed payload, or a link that carries it.
            JsonNode node = body.get("fpuzzles");
            String text = node.isObject() ? node.toString() : text("fpuzzles");
            read = readOne("fpuzzles", text, layoutSpec(), Format.FPUZZLES);
        } else {
            if (!has("puzzle")) {
                throw ApiError.badRequest("the request needs a \"puzzle\": the puzzle as text, in any format nonet reads"
                        + " (or \"fpuzzles\": an f-puzzles object, payload or link)");
            }
            read = readOne("puzzle", text("puzzle"), layoutSpec(), null);
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
     * {@link #puzzle()}, for an endpoint whose answer knows houses alone ({@code /api/explain},
     * {@code /api/rate}, {@code /api/canon}).
     *
     * @throws ApiError 400 as {@link #puzzle()} does, and for a puzzle with constraints (killer cages,
     *                  thermometers, ...), which such an endpoint would answer as if they were not there
     */
    Puzzle puzzleOfHouses(String endpoint) {
        Puzzle puzzle = puzzle();
        if (puzzle.hasConstraints()) {
            String kinds = puzzle.constraints().stream().map(Constraint::kind).distinct().collect(Collectors.joining(", "));
            throw ApiError.badRequest(endpoint + " works on puzzles of houses alone, not on one with constraints (" + kinds
                    + "); /api/solve, /api/count, /api/check, /api/conflicts, /api/candidates and /api/hint take it");
        }
        return puzzle;
    }

    /**
     * The one grid in {@code field}, in any text format, of the same size as {@code puzzle}, digits
     * repeating or not (a player's entries may be wrong); empty when the field is absent.
     */
    Optional<Grid> grid(String field, Puzzle puzzle) {
        if (!has(field)) {
            return Optional.empty();
        }
        LayoutSpec sameSize = puzzle.layout().isClassic() ? LayoutSpec.CLASSIC : new LayoutSpec(puzzle.givens().shape(), Set.of(), null);
        return Optional.of(readOne(field, text(field), sameSize, null).puzzle().givens());
    }

    /**
     * What the {@code shape} ({@code "16x16"}, {@code "12x12:3x4"}), {@code variant} ({@code "x"},
     * {@code ["jigsaw", "x"]} or {@code "x,windoku"}) and {@code regions} (a jigsaw's region map, which
     * implies the jigsaw variant) fields say about the puzzle, in the command line's words.
     */
    LayoutSpec layoutSpec() {
        return layoutSpecWithout(null);
    }

    /** Whether the {@code variant} field names {@code name} (ignoring case): a variant an endpoint takes itself, not a layout. */
    boolean namesVariant(String name) {
        return has("variant") && List.of(text("variant", ",").split(",")).stream().anyMatch(v -> v.strip().equalsIgnoreCase(name));
    }

    /**
     * {@link #layoutSpec()} with the variant {@code name} (null: none) left out, for an endpoint that takes
     * it itself: an unknown variant's error lists it beside the layouts' variants.
     */
    LayoutSpec layoutSpecWithout(String name) {
        List<String> variants = has("variant") ? List.of(text("variant", ",").split(",")) : List.of();
        if (name != null) {
            variants = variants.stream().filter(v -> !v.strip().equalsIgnoreCase(name)).toList();
        }
        try {
            return LayoutSpec.describe(has("shape") ? text("shape") : null, variants, has("regions") ? text("regions") : null,
                            name == null ? List.of() : List.of(name))
                    .ignoring(ignoreNames());
        } catch (LayoutSpec.DescriptionException e) {
            String field = switch (e.part()) {
                case SHAPE -> "\"shape\": ";
                case VARIANT -> "\"variant\": ";
                case REGIONS -> "\"regions\": ";
                case WHOLE -> ""; // parts that do not fit together
            };
            throw ApiError.badRequest(field + e.getMessage());
        }
    }

    /** The kinds the {@code ignore} field names (a name, several joined by commas, or a list), in lower case. */
    private Set<String> ignoreNames() {
        if (!has("ignore")) {
            return Set.of();
        }
        Set<String> names = new LinkedHashSet<>();
        for (String name : text("ignore", ",").toLowerCase(Locale.ROOT).split(",")) {
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

    /**
     * The position in the {@code pencilmarks} field, classic 9x9 only: 729 characters, a PM grid (its
     * lines parted by line breaks) or a PM line, givens and placed digits kept apart in the last two;
     * empty when absent.
     *
     * @throws ApiError 400 when they are malformed, there is more than one position or the request also
     *                  names another layout
     */
    Optional<MarkedGrid> pencilmarks() {
        if (!has("pencilmarks")) {
            return Optional.empty();
        }
        LayoutSpec spec = layoutSpec();
        if (!spec.variants().isEmpty() || (spec.shape() != null && !spec.shape().equals(Shape.CLASSIC))) {
            throw ApiError.badRequest("\"pencilmarks\" are classic 9x9 only (729 characters); for another layout send the"
                    + " \"puzzle\" with its \"entries\" and \"eliminated\" candidates");
        }
        return Optional.of(((PuzzleRecord.Marked) readRecord("pencilmarks", text("pencilmarks"), null, null)).position());
    }

    /**
     * The {@code [{"cell": "r1c2", "digit": 5}, ...]} list in {@code field}, of cells and digits of
     * {@code shape}; empty when absent.
     */
    List<Candidate> candidates(String field, Shape shape) {
        if (!has(field)) {
            return List.of();
        }
        JsonNode array = body.get(field);
        if (!array.isArray()) {
            throw ApiError.badRequest("\"" + field + "\" must be a list of {\"cell\": \"r1c2\", \"digit\": 5}");
        }
        List<Candidate> list = new ArrayList<>();
        String prefix = "\"" + field + "\": ";
        for (JsonNode item : array) {
            if (!item.isObject()) {
                throw ApiError.badRequest(prefix + "each item must be an object such as {\"cell\": \"r1c2\", \"digit\": 5}, not "
                        + ErrorText.excerpt(item.toString()));
            }
            CANDIDATE_FIELDS.check(item, prefix);
            if (!item.hasNonNull("cell")) {
                throw ApiError.badRequest(prefix + "each item needs a \"cell\" such as r1c2, and its \"digit\"");
            }
            String name = item.get("cell").asText();
            Matcher rc = CELL_NAME.matcher(name);
            if (!rc.matches() || !inRange(rc.group(1), shape.side()) || !inRange(rc.group(2), shape.side())) {
                throw ApiError.badRequest(prefix + "'" + ErrorText.excerpt(name) + "' is not a cell of a " + shape.side() + "x" + shape.side()
                        + " grid such as r1c2");
            }
            Cell cell = new Cell(Integer.parseInt(rc.group(1)) - 1, Integer.parseInt(rc.group(2)) - 1);
            if (!item.hasNonNull("digit")) {
                throw ApiError.badRequest(prefix + cell + " has no \"digit\" (1 to " + shape.side() + ")");
            }
            // A whole number only: 1.7 is not read as 1, nor "5" as 5.
            JsonNode digit = item.get("digit");
            if (!digit.isIntegralNumber() || !digit.canConvertToInt() || digit.asInt() < 1 || digit.asInt() > shape.side()) {
                throw ApiError.badRequest(prefix + "the digit of " + cell + " must be 1 to " + shape.side() + ", not "
                        + ErrorText.excerpt(digit.toString()));
            }
            list.add(new Candidate(cell, digit.asInt()));
        }
        return list;
    }

    /** The whole number in {@code field}, {@code fallback} when absent, from {@code min} to {@code max}. */
    long number(String field, long fallback, long min, long max) {
        if (!has(field)) {
            return fallback;
        }
        JsonNode node = body.get(field);
        if (!node.canConvertToLong() || !node.isIntegralNumber() || node.asLong() < min || node.asLong() > max) {
            throw ApiError.badRequest("\"" + field + "\" must be a whole number from " + min + " to " + max + ", not "
                    + ErrorText.excerpt(node.toString()));
        }
        return node.asLong();
    }

    /**
     * The range of givens in {@code field}: a string as {@code nonet generate --clues} takes it
     * ({@code "36..40"}, or {@code "30"} for exactly 30), or a whole number for an exact count.
     * Whether a layout allows it is for the generation request to say.
     */
    ClueRange clues(String field) {
        JsonNode node = body.get(field);
        if (node.isIntegralNumber() && node.canConvertToInt() && node.asInt() >= 0) {
            return new ClueRange(node.asInt(), node.asInt());
        }
        if (!node.isTextual()) {
            throw ApiError.badRequest("\"" + field + "\" must be a range of givens such as \"36..40\", or a whole number of givens, not "
                    + ErrorText.excerpt(node.toString()));
        }
        try {
            return ClueRange.parse(node.asText());
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest("\"" + field + "\": " + e.getMessage());
        }
    }

    /** The boolean in {@code field}; false when absent. */
    boolean flag(String field) {
        if (!has(field)) {
            return false;
        }
        if (!body.get(field).isBoolean()) {
            throw ApiError.badRequest("\"" + field + "\" must be true or false, not " + ErrorText.excerpt(body.get(field).toString()));
        }
        return body.get(field).asBoolean();
    }

    /** The text in {@code field}, or the strings of a list in it joined by {@code separator}. */
    String text(String field, String separator) {
        JsonNode node = body.get(field);
        if (node != null && node.isArray()) {
            List<String> items = new ArrayList<>();
            for (JsonNode item : node) {
                if (!item.isTextual()) {
                    throw ApiError.badRequest("\"" + field + "\" must be a string or a list of strings");
                }
                items.add(item.asText());
            }
            return String.join(separator, items);
        }
        return text(field);
    }

    /** The text in {@code field}, which must be a string. */
    String text(String field) {
        JsonNode node = body.get(field);
        if (node == null || !node.isTextual()) {
            throw ApiError.badRequest("\"" + field + "\" must be a string");
        }
        return node.asText();
    }

    /** Whether {@code number}, a row or column counted from 1, lies on a grid of {@code side}. */
    private static boolean inRange(String number, int side) {
        return number.length() <= 2 && Integer.parseInt(number) >= 1 && Integer.parseInt(number) <= side;
    }

    /** The one puzzle of {@code text}, of the layout {@code spec} tells. */
    /** The one puzzle of {@code text}, in {@code format} (null: detected). */
    private static PuzzleRecord.Parsed readOne(String field, String text, LayoutSpec spec, Format format) {
        return (PuzzleRecord.Parsed) readRecord(field, text, spec, format);
    }

    /**
     * The one record of {@code text}: a puzzle of {@code spec} in {@code format} (null: detected), or a
     * position with pencil marks when {@code spec} is null.
     */
    private static PuzzleRecord readRecord(String field, String text, LayoutSpec spec, Format format) {
        if (spec != null && format == null) {
            checkCellCount(field, text, spec);
        }
        try (PuzzleReader reader = spec == null ? PuzzleReader.ofPencilmarks(new StringReader(text)) : PuzzleReader.of(text, format, spec)) {
            PuzzleRecord first = reader.next();
            if (first == null) {
                throw ApiError.badRequest(field + ": the text holds no " + (spec == null ? "position" : "puzzle"));
            }
            if (first instanceof PuzzleRecord.Malformed m) {
                throw formatError(field, m.error());
            }
            PuzzleRecord second = reader.next();
            if (second != null) {
                throw new ApiError(400, field + ": the text holds more than one " + (spec == null ? "position" : "puzzle")
                        + " (another starts on line " + second.line() + "); send one", Map.of("line", second.line()));
            }
            return first;
        } catch (PuzzleFormatException e) {
            throw formatError(field, e);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("reading a string cannot fail", e);
        }
    }

    /** The blank marks a line of cells may hold besides {@code 0}. */
    private static final String BLANKS = ".-*_";

    /**
     * Refuses a text that is one run of cells (digits, blank marks, letters for big grids) whose length
     * is the cell count of no grid (a square from 4x4 to 25x25, or the named {@code shape}'s), in the
     * words of a line of the wrong length: {@code puzzle: line 1: expected 81 cells, found 15} (the
     * named shape's count, else 81). Left to the reader, such a text gets the command line's words,
     * which a page cannot act on: a lone number is the case count of the boj4056 format ({@code the
     * input ends before cases 1 to 12345 of the 12345 announced}), most other lengths are of no format
     * it can tell ({@code name the format (line, grid, ...)}). Letters alone ({@code hello}), and a grid's
     * count on another shape ({@code '6' is not a digit of a 4x4 grid}), are left to it.
     */
    private static void checkCellCount(String field, String text, LayoutSpec spec) {
        String line = text.strip();
        if (line.isEmpty() || spec.regionsInText() || FPuzzles.isFPuzzles(line)
                || !line.chars().allMatch(c -> DigitSymbols.digitOf((char) c) >= 0 || BLANKS.indexOf(c) >= 0)
                || line.chars().noneMatch(c -> c >= '0' && c <= '9' || BLANKS.indexOf(c) >= 0)) {
            return;
        }
        int found = line.length();
        int side = (int) Math.round(Math.sqrt(found));
        boolean aGrid = side * side == found && side >= Shape.MIN_SIDE && side <= Shape.MAX_SIDE
                || spec.shape() != null && found == spec.shape().cellCount();
        if (!aGrid) {
            int lineNumber = 1 + (int) text.substring(0, text.indexOf(line)).chars().filter(c -> c == '\n').count();
            throw new ApiError(400, field + ": line " + lineNumber + ": expected " + (spec.shape() != null ? spec.shape().cellCount() : 81)
                    + " cells, found " + found, Map.of("line", lineNumber));
        }
    }

    private static ApiError formatError(String field, PuzzleFormatException e) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("line", e.line());
        if (e.column() > 0) {
            details.put("column", e.column());
        }
        // The core speaks of the input ("the shape 4x4 must be named"); a request names it in its "shape" field.
        String message = e.message(untold -> untold.puzzle() + " needs \"shape\": \"" + untold.shape() + "\"");
        return new ApiError(400, field + ": " + message, details);
    }
}
