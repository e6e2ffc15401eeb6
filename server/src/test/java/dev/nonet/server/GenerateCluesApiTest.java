package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Level;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.solve.Sudoku;
import org.junit.jupiter.api.Test;

/**
 * {@code /api/generate} with {@code "clues"}: the page's beginner level is {@code {"difficulty": "easy",
 * "clues": "36..40"}} (docs/GENERATOR.md, "A beginner's puzzle: more givens"). Each puzzle is checked
 * independently: its givens counted, its solutions counted, its ER rated afresh.
 */
class GenerateCluesApiTest extends SharedServerTest {

    @Test
    void aBeginnersPuzzleHasThirtySixToFortyGivensOneSolutionAndIsEasy() {
        for (long seed = 1; seed <= 5; seed++) {
            String body = "{\"difficulty\": \"easy\", \"clues\": \"36..40\", \"seed\": " + seed + "}";
            Answer a = server.post("/api/generate", body);
            assertThat(a.status()).as(a.response().body()).isEqualTo(200);
            Grid puzzle = Grid.parse(a.text("puzzle"));
            assertThat(puzzle.givenCount()).as("seed %d", seed).isBetween(36, 40);
            assertThat(Sudoku.count(Puzzle.of(puzzle), 2).count()).as("seed %d", seed).isEqualTo(1);
            assertThat(Sudoku.solve(Puzzle.of(puzzle)).solution()).hasValue(Grid.parse(a.text("solution")));
            assertThat(a.json().at("/rating/level").asText()).isEqualTo("easy");
            SeRating rating = new SeRater().rate(puzzle.toString(), Deadline.NONE);
            assertThat(rating.status()).isEqualTo(SeRating.Status.SOLVED);
            assertThat(Level.of(rating.er())).as("seed %d, ER %s", seed, rating.er()).isEqualTo(Level.EASY);
            assertThat(a.json().get("seed").asLong()).isEqualTo(seed);
            // The same seed, the same puzzle.
            assertThat(server.post("/api/generate", body).text("puzzle")).isEqualTo(a.text("puzzle"));
        }
    }

    @Test
    void oneCountAsANumberOrAsTextIsThatManyGivens() {
        Answer number = server.post("/api/generate", "{\"difficulty\": \"easy\", \"clues\": 38, \"seed\": 2}");
        assertThat(number.status()).as(number.response().body()).isEqualTo(200);
        assertThat(Grid.parse(number.text("puzzle")).givenCount()).isEqualTo(38);
        Answer text = server.post("/api/generate", "{\"difficulty\": \"easy\", \"clues\": \"38\", \"seed\": 2}");
        assertThat(text.text("puzzle")).isEqualTo(number.text("puzzle"));
        // Off classic 9x9 too, and without a difficulty.
        Answer small = server.post("/api/generate", "{\"shape\": \"6x6\", \"clues\": \"20..24\", \"seed\": 3}");
        assertThat(small.status()).as(small.response().body()).isEqualTo(200);
        String cells = small.text("puzzle");
        assertThat(cells).hasSize(36);
        assertThat(cells.chars().filter(c -> c != '.' && c != '0').count()).isBetween(20L, 24L);
    }

    @Test
    void badCluesAreA400NamingTheField() {
        assertError("{\"clues\": \"36..x\"}", "\"clues\": 36..x: 'x' is not a number");
        assertError("{\"clues\": \"40..36\"}", "\"clues\": 40..36: the minimum is above the maximum");
        assertError("{\"clues\": \"36.5..40\"}", "\"clues\": 36.5..40: counts of givens are whole numbers");
        assertError("{\"clues\": \"many\"}", "\"clues\": many: 'many' is not a number (give MIN..MAX, for example 24..28");
        assertError("{\"clues\": 36.5}", "\"clues\" must be a range of givens such as \"36..40\", or a whole number of givens, not 36.5");
        assertError("{\"clues\": -3}", "\"clues\" must be a range of givens");
        assertError("{\"clues\": true}", "\"clues\" must be a range of givens");
        assertError("{\"clues\": [36, 40]}", "\"clues\" must be a range of givens");
        // A range the layout cannot have: the generation request's words.
        assertError("{\"clues\": \"10..20\"}", "a clue range on 9x9 runs from at least 17 up to at most 81, not 10..20");
        assertError("{\"shape\": \"6x6\", \"clues\": \"36..40\"}", "up to at most 36, not 36..40");
        assertError("{\"variant\": \"killer\", \"clues\": \"36..40\"}", "clue ranges are for puzzles of givens alone");
    }

    @Test
    void theOpenApiRequestSchemaDescribesClues() {
        var clues = server.get("/openapi.json").json().at("/components/schemas/GenerateRequest/properties/clues");
        assertThat(clues.isMissingNode()).isFalse();
        assertThat(clues.toString()).contains("36..40");
    }

    private static void assertError(String body, String part) {
        Answer a = server.post("/api/generate", body);
        assertThat(a.status()).as(a.response().body()).isEqualTo(400);
        assertThat(a.text("error")).contains(part);
    }
}
