package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;

/**
 * Hints on setters' puzzles, pressed until the puzzle is solved: each step drawn on the board (the
 * candidates it removes struck out, the digit it places) is checked against the puzzle's one solution
 * before it is applied, the constraints it reasons with are named in players' words, and the first hint
 * builds up as a classic one does: where to look (the constraint's cells), the technique, the step. The
 * puzzles are from {@code api-variants/puzzles.json} (CC BY 4.0, setters named per entry).
 */
class VariantHintsIT extends BrowserPageTest {

    /** Presses Hint and waits for the message to change; answers the new message (null after 30 s). */
    private static final String PRESS_HINT = """
            const done = arguments[arguments.length - 1], message = document.getElementById('message');
            const before = message.textContent, since = Date.now();
            document.getElementById('hint').click();
            (function wait() {
              if (message.textContent !== before) done(message.textContent);
              else if (Date.now() - since > 30000) done(null);
              else setTimeout(wait, 10);
            })();
            """;

    /** The candidates the step on the board strikes out and the digits it places: [cell index, digit, 1 if placed]. */
    private static final String STEP_DRAWN = """
            return [...document.querySelectorAll('#board .cell')].flatMap((cell) =>
                [...cell.querySelectorAll('.marks span.gone, .marks span.put')]
                    .map((s) => [Number(cell.dataset.index), Number(s.textContent), s.classList.contains('put') ? 1 : 0]));
            """;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"October 10, 2023: Killer", "August 9, 2023: Thermo", "November 13, 2023: Arrow", "Aug 15, 2022: Odd Sudoku",
        "Sept. 5, '23: Renban Whispers"})
    void hintsPressedToTheEndGiveOnlySoundStepsAndNameTheirRules(String title) throws IOException {
        browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(40)); // a hint waits up to 30 s for the server
        String solution = VariantGamesIT.open(title);
        // The first hint builds up: where to look, the technique, the step drawn, then applied.
        String where = press();
        assertThat(where).startsWith("Hint: look at").doesNotContain("killercage");
        assertThat(cellsWith("hint-cell")).isNotEmpty();
        assertThat(cellsWith("hint-target")).isEmpty();
        assertThat(press()).startsWith("Hint: ").contains("Press Hint again to see the step");
        assertThat(press()).endsWith("(press Hint again to apply it)");
        assertThat(cellsWith("hint-target")).isNotEmpty();
        setting("buildup", false);

        List<String> steps = new ArrayList<>();
        String message = press();
        for (int press = 0; press < 1000 && !message.startsWith("Solved in"); press++) {
            assertThat(message).as("hint %d of %s", steps.size(), title).isNotNull();
            if (message.endsWith("(press Hint again to apply it)")) {
                steps.add(message);
                theStepDrawnIsSound(title, message, solution);
            } else {
                assertThat(message).as("after %s", steps.isEmpty() ? "the first hint" : steps.get(steps.size() - 1)).startsWith("Applied: ");
                String board = boardText();
                for (int i = 0; i < board.length(); i++) {
                    assertThat(board.charAt(i) == '.' || board.charAt(i) == solution.charAt(i)).as("%s: r%dc%d after %s", title,
                            i / 9 + 1, i % 9 + 1, message).isTrue();
                }
            }
            message = waitFor(press());
        }
        assertThat(message).startsWith("Solved in");
        assertThat(boardText()).isEqualTo(solution);
        System.out.println(title + ": " + steps.size() + " steps, " + steps.stream().filter(s -> s.contains("revealed")).count() + " revealed");
        steps.stream().filter(s -> !s.startsWith("Hidden") && !s.startsWith("Naked")).limit(12).forEach(s -> System.out.println("  " + s));
        assertThat(steps).as("steps that name the rule they use").anyMatch(s -> s.matches("(?i).*(cage|thermometer|arrow|odd cell|whispers|renban).*"));
        assertThat(steps).as("the server's names of rules").noneMatch(s -> s.contains("killercage") || s.contains("odd at"));
    }

    /** Each candidate the step strikes out is not its cell's digit in the solution; each digit it places is. */
    private static void theStepDrawnIsSound(String title, String message, String solution) {
        @SuppressWarnings("unchecked")
        List<List<Long>> drawn = (List<List<Long>>) browser.executeScript(STEP_DRAWN);
        assertThat(drawn).as("%s: the step drawn: %s", title, message).isNotEmpty();
        for (List<Long> mark : drawn) {
            int cell = mark.get(0).intValue();
            String digit = String.valueOf(mark.get(1));
            String name = "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1);
            if (mark.get(2) == 1) {
                assertThat(digit).as("%s: %s places at %s", title, message, name).isEqualTo(String.valueOf(solution.charAt(cell)));
            } else {
                assertThat(digit).as("%s: %s removes from %s", title, message, name).isNotEqualTo(String.valueOf(solution.charAt(cell)));
            }
        }
    }

    /** The message once the game's end (checked by the server after the last digit) has been said. */
    private static String waitFor(String message) {
        if (message != null && message.startsWith("Applied: ") && !boardText().contains(".")) {
            waitUntil(() -> text("message").startsWith("Solved in"));
            return text("message");
        }
        return message;
    }

    private static String press() {
        return (String) browser.executeAsyncScript(PRESS_HINT);
    }
}
