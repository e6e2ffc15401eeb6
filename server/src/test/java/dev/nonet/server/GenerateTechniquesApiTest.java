package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Technique;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.solve.Sudoku;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code /api/generate} with {@code "require"} and {@code "exclude"}, as {@code nonet generate --require} and
 * {@code --exclude}: classic techniques for puzzles of givens, the rule solver's steps for variant kinds. Each
 * puzzle's path is made afresh by the solver that judged it.
 */
class GenerateTechniquesApiTest extends SharedServerTest {

    @Test
    void aClassicPuzzleUsesWhatIsRequiredAndNotWhatIsExcluded() {
        Answer a = server.post("/api/generate",
                "{\"clues\": \"30..32\", \"require\": \"hidden single (box)\", \"exclude\": [\"NAKED_SINGLE\"], \"seed\": 8}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        Puzzle puzzle = Puzzle.of(Grid.parse(a.text("puzzle")));
        assertThat(Sudoku.count(puzzle, 2).count()).isEqualTo(1);
        Map<Technique, Integer> uses = new LogicalSolver().solve(puzzle).rating().uses();
        assertThat(uses).containsKey(Technique.HIDDEN_SINGLE_BOX).doesNotContainKey(Technique.NAKED_SINGLE);
    }

    @Test
    void aVariantPuzzleUsesTheRuleSolversStepThatIsRequired() {
        Answer a = server.post("/api/generate",
                "{\"variant\": \"thermo\", \"difficulty\": \"medium\", \"require\": [\"Locked Candidates (rules)\"], \"seed\": 3}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.json().at("/rating/level").asText()).isEqualTo("medium");
        assertThat(a.json().at("/rating/uses").has("Locked Candidates (rules)")).as(a.json().get("rating").toString()).isTrue();
    }

    @Test
    void namesThatNameNothingAreA400ThatSaysWhichField() {
        assertRefused("{\"require\": \"X_WINGS\"}", "\"require\": no technique is called 'X_WINGS'");
        assertRefused("{\"exclude\": [\"XY_WING\", \"nonsense\"]}", "\"exclude\": no technique is called 'nonsense'");
        assertRefused("{\"variant\": \"arrow\", \"require\": \"X_WINGS\"}", "no technique of the rule solver's path");
        assertRefused("{\"require\": [\"XY_WING\", 3]}", "\"require\" must be a string or a list of strings, not [\"XY_WING\",3]");
    }

    private void assertRefused(String body, String message) {
        Answer a = server.post("/api/generate", body);
        assertThat(a.status()).as(body).isEqualTo(400);
        assertThat(a.text("error")).contains(message);
    }
}
