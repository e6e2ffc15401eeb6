package dev.nonet.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nonet.generate.ClueRange;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Shape;
import dev.nonet.logic.Candidate;
import dev.nonet.server.RequestReader.WholeNumber;
import dev.nonet.view.HintLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The request of each {@code POST /api/...} endpoint, read by {@link RequestReader}: a record whose
 * components are the JSON fields it takes, in the order an unknown field's error lists them.
 * {@code /api/solve}, {@code /api/rate} and {@code /api/canon} take {@link PuzzleFields} alone.
 */
final class Requests {

    private Requests() {
    }

    /** {@code /api/count}: the puzzle, and the count to stop at ({@code cap}, 2 by default). */
    record CountRequest(PuzzleFields posed, @WholeNumber(min = 1, max = PuzzleApi.MAX_CAP) Long cap) {

        CountRequest {
            cap = cap == null ? 2 : cap;
        }
    }

    /** {@code /api/candidates}: the puzzle, and how many solutions to count each candidate in, up to ({@code cap}, 1 by default). */
    record CandidatesRequest(PuzzleFields posed, @WholeNumber(min = 1, max = PuzzleApi.MAX_CANDIDATE_CAP) Long cap) {

        CandidatesRequest {
            cap = cap == null ? 1 : cap;
        }
    }

    /** {@code /api/check} and {@code /api/conflicts}: the puzzle and the player's {@code entries} (a grid in any text format). */
    record CheckRequest(PuzzleFields posed, String entries) {
    }

    /**
     * {@code /api/hint}: the puzzle with the player's {@code entries} and {@code eliminated} candidates, or
     * a position with its {@code pencilmarks}; the {@code level} of detail of the text (1 to 3, 3 by default).
     */
    record HintRequest(PuzzleFields posed, String entries, JsonNode eliminated, String pencilmarks,
            @WholeNumber(min = 1, max = 3) Long level) {

        private static final Pattern CELL_NAME = Pattern.compile("r(\\d+)c(\\d+)");

        HintRequest {
            level = level == null ? HintLevel.STEP.number() : level;
        }

        /**
         * The {@code [{"cell": "r1c2", "digit": 5}, ...]} list of {@code eliminated}, of cells and digits of
         * {@code shape}; empty when absent.
         */
        List<Candidate> eliminatedOn(Shape shape) {
            String field = "eliminated";
            if (eliminated == null) {
                return List.of();
            }
            if (!eliminated.isArray()) {
                throw ApiError.badRequest("\"" + field + "\" must be a list of {\"cell\": \"r1c2\", \"digit\": 5}");
            }
            List<Candidate> list = new ArrayList<>();
            String prefix = "\"" + field + "\": ";
            for (JsonNode node : eliminated) {
                if (!node.isObject()) {
                    throw ApiError.badRequest(prefix + "each item must be an object such as {\"cell\": \"r1c2\", \"digit\": 5}, not "
                            + ErrorText.excerpt(node.toString()));
                }
                CandidateFields item = RequestReader.read(node, CandidateFields.class, prefix);
                if (item.cell() == null) {
                    throw ApiError.badRequest(prefix + "each item needs a \"cell\" such as r1c2, and its \"digit\"");
                }
                String name = item.cell().asText();
                Matcher rc = CELL_NAME.matcher(name);
                if (!rc.matches() || !inRange(rc.group(1), shape.side()) || !inRange(rc.group(2), shape.side())) {
                    throw ApiError.badRequest(prefix + "'" + ErrorText.excerpt(name) + "' is not a cell of a " + shape.side() + "x" + shape.side()
                            + " grid such as r1c2");
                }
                Cell cell = new Cell(Integer.parseInt(rc.group(1)) - 1, Integer.parseInt(rc.group(2)) - 1);
                if (item.digit() == null) {
                    throw ApiError.badRequest(prefix + cell + " has no \"digit\" (1 to " + shape.side() + ")");
                }
                // A whole number only: 1.7 is not read as 1, nor "5" as 5.
                JsonNode digit = item.digit();
                if (!digit.isIntegralNumber() || !digit.canConvertToInt() || digit.asInt() < 1 || digit.asInt() > shape.side()) {
                    throw ApiError.badRequest(prefix + "the digit of " + cell + " must be 1 to " + shape.side() + ", not "
                            + ErrorText.excerpt(digit.toString()));
                }
                list.add(new Candidate(cell, digit.asInt()));
            }
            return list;
        }

        /** Whether {@code number}, a row or column counted from 1, lies on a grid of {@code side}. */
        private static boolean inRange(String number, int side) {
            return number.length() <= 2 && Integer.parseInt(number) >= 1 && Integer.parseInt(number) <= side;
        }
    }

    /** A candidate of {@code eliminated}, as sent: read against the puzzle's size by {@link HintRequest#eliminatedOn}. */
    record CandidateFields(JsonNode cell, JsonNode digit) {
    }

    /** {@code /api/explain}: the puzzle, or a position with its {@code pencilmarks}. */
    record ExplainRequest(PuzzleFields posed, String pencilmarks) {
    }

    /**
     * {@code /api/generate}: the {@code difficulty} (a level's word), {@code symmetry}, whether
     * {@code minimal}, the number of givens ({@code clues}), the techniques to {@code require} and
     * {@code exclude}, the {@code seed} and the layout of the puzzle to make, every one optional.
     */
    record GenerateRequest(String difficulty, String symmetry, boolean minimal, ClueRange clues, List<String> require,
            List<String> exclude, @WholeNumber(min = Long.MIN_VALUE, max = Long.MAX_VALUE) Long seed, LayoutFields layout) {
    }
}
