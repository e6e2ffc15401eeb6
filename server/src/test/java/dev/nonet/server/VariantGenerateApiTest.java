package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.FPuzzles;
import dev.nonet.grid.Grid;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import org.junit.jupiter.api.Test;

/** {@code /api/generate} with a variant kind ({@code "variant": "thermo"}), against a real server: its f-puzzles object read back unique. */
class VariantGenerateApiTest extends SharedServerTest {

    @Test
    void aThermoComesWithItsFPuzzlesObjectItsRatingAndOneSolution() throws Exception {
        Answer a = server.post("/api/generate", "{\"variant\": \"thermo\", \"difficulty\": \"easy\", \"seed\": 3}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.json().fieldNames()).toIterable().containsExactly("puzzle", "layout", "fpuzzles", "solution", "rating", "seed", "text");
        assertThat(a.json().at("/rating/level").asText()).isEqualTo("easy");
        assertThat(a.json().at("/fpuzzles/title").asText()).isEqualTo("Thermo, easy");
        SolveResult counted = Sudoku.count(FPuzzles.read(a.json().get("fpuzzles").toString()).puzzle(), 2);
        assertThat(counted.count()).isEqualTo(1);
        assertThat(counted.solution()).contains(Grid.parse(a.text("solution")));
        Answer again = server.post("/api/generate", "{\"variant\": [\"thermo\"], \"difficulty\": \"easy\", \"seed\": 3}");
        assertThat(again.json().get("fpuzzles")).isEqualTo(a.json().get("fpuzzles"));
    }

    @Test
    void variantKindsThatDoNotFitAreA400() {
        Answer a = server.post("/api/generate", "{\"variant\": \"thermo\", \"shape\": \"6x6\"}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.text("error")).contains("classic 9x9 only");
        Answer b = server.post("/api/generate", "{\"variant\": \"xv,xv-negative\"}");
        assertThat(b.status()).isEqualTo(400);
    }
}
