package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nonet.constraint.KillerCage;
import dev.nonet.generate.SearchRating;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code /api/generate} with {@code "variant": "killer"}, against a real server: the cages, checked independently. */
class KillerApiTest extends SharedServerTest {

    @Test
    void aKillerComesWithItsCagesItsLevelAndOneSolution() {
        Answer a = server.post("/api/generate", "{\"variant\": \"killer\", \"difficulty\": \"medium\", \"seed\": 3}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.json().fieldNames()).toIterable().containsExactly("puzzle", "layout", "cages", "solution", "searchRating", "seed", "text");
        assertThat(a.json().at("/layout/variants").size()).isZero();
        assertThat(a.json().at("/searchRating/level").asText()).isEqualTo("medium");
        assertThat(a.json().get("seed").asLong()).isEqualTo(3);
        Puzzle puzzle = killer(a.json());
        SolveResult counted = Sudoku.count(puzzle, 2);
        assertThat(counted.count()).isEqualTo(1);
        assertThat(counted.solution()).contains(Grid.parse(a.text("solution")));
        SearchRating rating = SearchRating.of(puzzle, Deadline.NONE).orElseThrow();
        assertThat(a.json().at("/searchRating/guesses").asLong()).isEqualTo(rating.guesses());
        // The same seed, the same killer.
        Answer again = server.post("/api/generate", "{\"variant\": [\"killer\"], \"difficulty\": \"medium\", \"seed\": 3}");
        assertThat(again.json().get("cages")).isEqualTo(a.json().get("cages"));
    }

    @Test
    void withoutADifficultyAnyKillerUpToHardWillDo() {
        Answer a = server.post("/api/generate", "{\"variant\": \"killer\", \"seed\": 5}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.json().at("/searchRating/level").asText()).isIn("easy", "medium", "hard");
        assertThat(Sudoku.count(killer(a.json()), 2).count()).isEqualTo(1);
    }

    @Test
    void killersAreClassicAndEasyToHardOnly() {
        assertError(server.post("/api/generate", "{\"variant\": \"killer\", \"shape\": \"6x6\"}"), "classic 9x9 only");
        assertError(server.post("/api/generate", "{\"variant\": \"killer,x\"}"), "classic 9x9 only");
        assertError(server.post("/api/generate", "{\"variant\": \"kiler\"}"), "disjoint, killer");
        assertError(server.post("/api/generate", "{\"variant\": \"killer\", \"difficulty\": \"expert\"}"), "easy, medium or hard");
        assertError(server.post("/api/generate", "{\"variant\": \"killer\", \"symmetry\": \"rotational\"}"), "symmetry");
        assertError(server.post("/api/generate", "{\"variant\": \"killer\", \"minimal\": true}"), "minimality");
        // A puzzle of givens alone has no cages and a rating as before.
        Answer plain = server.post("/api/generate", "{\"difficulty\": \"easy\", \"seed\": 7}");
        assertThat(plain.json().has("cages")).isFalse();
        assertThat(plain.json().has("searchRating")).isFalse();
        assertThat(plain.json().has("rating")).isTrue();
    }

    @Test
    void theOpenApiDescriptionNamesTheCagesAndTheKillerVariant() {
        JsonNode schemas = server.get("/openapi.json").json().get("components").get("schemas");
        assertThat(schemas.at("/Generated/properties").fieldNames()).toIterable().contains("cages", "searchRating");
        assertThat(schemas.at("/Generated/properties/cages/items/$ref").asText()).isEqualTo("#/components/schemas/Cage");
        assertThat(schemas.at("/Cage/properties").fieldNames()).toIterable().containsExactly("sum", "cells");
        List<String> variants = new ArrayList<>();
        schemas.at("/GenerateRequest/properties/variant/oneOf/1/items/enum").forEach(v -> variants.add(v.asText()));
        assertThat(variants).contains("killer");
    }

    /** The killer an answer describes: its givens and cages. */
    private static Puzzle killer(JsonNode answer) {
        List<Constraint> cages = new ArrayList<>();
        for (JsonNode cage : answer.get("cages")) {
            List<Cell> cells = new ArrayList<>();
            cage.get("cells").forEach(name -> cells.add(cell(name.asText())));
            cages.add(new KillerCage(cells, cage.get("sum").asInt()));
        }
        return new Puzzle(Layout.CLASSIC, Grid.parse(answer.get("puzzle").asText()), cages);
    }

    private static Cell cell(String name) {
        int c = name.indexOf('c');
        return new Cell(Integer.parseInt(name.substring(1, c)) - 1, Integer.parseInt(name.substring(c + 1)) - 1);
    }

    private static void assertError(Answer a, String part) {
        assertThat(a.status()).as(a.response().body()).isEqualTo(400);
        assertThat(a.text("error")).contains(part);
    }
}
