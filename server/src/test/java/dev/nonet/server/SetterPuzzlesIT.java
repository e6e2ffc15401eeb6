package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.LzString;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * Setters' puzzles on the page: opened from an f-puzzles link with their title, author and
 * rules, played to a finish, a killer from New played to the end, a digit that breaks a cage shown as a
 * conflict naming the rule, and the setter's tools counting solutions and drawing true candidates as
 * givens come and go. The puzzles are from {@code api-variants/puzzles.json} (CC BY 4.0, setters named
 * per entry: see the README beside it).
 */
class SetterPuzzlesIT extends BrowserPageTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A 6x6 puzzle with skyscraper clues outside the grid: small enough to play by keys in a test. */
    private static final String SKYSCRAPERS = "April 1, 2022: Skyscrapers";

    @Test
    void aLinkOpensTheSettersPuzzleWithItsTitleAuthorAndRulesAndIsPlayedToAFinish() throws IOException {
        JsonNode entry = puzzle(SKYSCRAPERS);
        browser.get(server.server.url() + "#fpuzzles=" + entry.get("puzzle").asText());
        waitUntil(() -> text("about-title").equals(SKYSCRAPERS));
        assertThat(text("about-author")).isEqualTo("by " + entry.get("author").asText());
        assertThat(text("about-rules")).isNotEmpty();
        assertThat(cells()).hasSize(36);
        assertThat(browser.findElement(By.id("rate")).isEnabled()).isTrue(); // rated by the rule solver's path

        String solution = solutionOf(payloadInLink());
        playByKeys(solution, 6);
        waitUntil(() -> text("message").startsWith("Solved in "));

        click("share");
        String link = browser.findElement(By.id("link")).getAttribute("value");
        assertThat(link).contains("#fpuzzles=");
        browser.get(link); // the link of the page opens the same puzzle, and the game of it kept here
        waitUntil(() -> text("about-title").equals(SKYSCRAPERS));
        waitUntil(() -> boardText().equals(solution));
    }

    @Test
    void anFPuzzlesOrSudokuPadLinkPastedIsLoaded() throws IOException {
        String payload = puzzle(SKYSCRAPERS).get("puzzle").asText();
        loadByTyping("https://www.f-puzzles.com/?load=" + payload);
        waitUntil(() -> text("about-title").equals(SKYSCRAPERS));
        assertThat(cells()).hasSize(36);
        assertThat(browser.findElements(By.cssSelector("[data-kind=skyscraper]"))).isNotEmpty();
        loadByTyping("https://sudokupad.app/fpuzzles" + puzzle("Deflation").get("puzzle").asText());
        waitUntil(() -> text("about-title").equals("Deflation"));
        assertThat(browser.findElements(By.cssSelector("[data-kind=killercage]"))).isNotEmpty();
    }

    @Test
    void aLinkWithARuleNonetDoesNotKnowNamesItAndOpensNothing() {
        String board = boardText();
        String unknown = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                + "\"chaotic\":[{\"cells\":[\"R1C1\",\"R1C2\"]}]}";
        browser.get(server.server.url() + "#fpuzzles=" + java.net.URLEncoder.encode(unknown, StandardCharsets.UTF_8));
        waitUntil(() -> text("message").contains("'chaotic'"));
        assertThat(text("message")).contains("f-puzzles constraint 'chaotic' is not one Nonet knows").doesNotContain("--ignore");
        assertThat(browser.findElements(By.cssSelector("[data-kind]"))).isEmpty();
        assertThat(cells()).hasSize(81); // the board it had, the new puzzle of the fresh page
        assertThat(boardText()).isEqualTo(board);
    }

    @Test
    void aKillerFromNewIsDrawnPlayedToTheEndAndCountedAsAKiller() {
        pickLayout("killer");
        waitUntil(() -> text("message").matches("A new \\w+ killer: .*"));
        assertThat(browser.findElements(By.cssSelector("[data-kind=killercage]"))).isNotEmpty();
        String level = text("message").split(" ")[2];
        playByKeys(solutionOf(payloadInLink()), 9);
        waitUntil(() -> text("message").startsWith("Solved in "));
        browser.findElement(By.cssSelector("#stats summary")).click();
        assertThat(browser.findElement(By.cssSelector("#stats-table tbody td")).getText()).isEqualTo("killer " + level);
    }

    /** Thermo in the Layout picker: New's thermo, drawn, kept in the picker, played to the end; and its level offered. */
    @Test
    void aThermoFromNewIsDrawnAndPlayedToTheEnd() {
        pickLevel("easy");
        pickLayout("thermo");
        waitUntil(() -> text("message").matches("A new easy thermo puzzle: .*"));
        assertThat(browser.findElements(By.cssSelector("[data-kind=thermometer]"))).isNotEmpty();
        assertThat(browser.findElement(By.id("layout")).getAttribute("value")).isEqualTo("thermo");
        assertThat(text("level-note")).startsWith("For thermo puzzles New offers easy, medium, hard or any level");
        playByKeys(solutionOf(payloadInLink()), 9);
        waitUntil(() -> text("message").startsWith("Solved in "));
    }

    @Test
    void aDigitThatBreaksACageIsAConflictNamingTheRule() {
        pickLayout("killer");
        waitUntil(() -> text("message").matches("A new \\w+ killer: .*"));
        JsonNode cage = null;
        for (JsonNode c : read(payloadInLink()).path("fpuzzles").path("source").path("killercage")) {
            if (c.get("cells").size() >= 2 && cage == null) {
                cage = c;
            }
        }
        assertThat(cage).as("a cage of two cells or more").isNotNull();
        List<Integer> twoCells = List.of(index(cage.get("cells").get(0).asText()), index(cage.get("cells").get(1).asText()));
        // The first cell's digit of the solution, which alone breaks nothing, then the same digit beside it in the cage.
        String digit = String.valueOf(solutionOf(payloadInLink()).charAt(twoCells.get(0)));
        for (int i : twoCells) {
            cells().get(i).click();
            board().sendKeys(digit);
        }
        waitUntil(() -> text("message").startsWith("Breaks a rule: "));
        assertThat(text("message")).contains("the cage of " + cage.get("value").asText()).contains("repeats a digit");
        for (int i : twoCells) {
            assertThat(cells().get(i).getAttribute("class")).contains("conflict");
        }
        board().sendKeys(Keys.BACK_SPACE); // the second one goes: no rule is broken
        waitUntil(() -> cellsWith("conflict").isEmpty());
    }

    @Test
    void theSettersToolsCountTheSolutionsAndDrawTheTrueCandidatesAsGivensComeAndGo() {
        pickLayout("4x4");
        waitUntil(() -> cells().size() == 16);
        browser.findElement(By.cssSelector("#setter summary")).click();
        click("setter-count");
        waitUntil(() -> text("setter-answer").startsWith("2+ solutions"));

        String unique = "1234341221434321";
        playByKeys(unique.substring(0, 12) + "....", 4); // the last row open: its digits follow from the rest
        waitUntil(() -> text("setter-answer").startsWith("1 solution"));
        click("setter-candidates");
        waitUntil(() -> text("setter-answer").contains("true candidates are drawn"));
        waitUntil(() -> browser.findElements(By.cssSelector("#board .cell .marks.truth")).size() == 4);
        assertThat(browser.findElements(By.cssSelector("#board .cell .marks.truth")).stream().map(WebElement::getText).toList())
                .containsExactly("4", "3", "2", "1");

        cells().get(12).click();
        board().sendKeys("1"); // r4c1 must be 4: no solution is left
        waitUntil(() -> text("setter-answer").startsWith("No solution"));
        assertThat(browser.findElements(By.cssSelector("#board .cell .marks.truth"))).isEmpty();
        board().sendKeys(Keys.BACK_SPACE);
        waitUntil(() -> text("setter-answer").startsWith("1 solution"));

        cells().get(0).click();
        board().sendKeys(Keys.BACK_SPACE, Keys.chord(Keys.CONTROL, "2")); // r1c1 may hold 2 alone, and r1c2 holds it
        waitUntil(() -> text("setter-answer").startsWith("No solution"));
        board().sendKeys(Keys.chord(Keys.CONTROL, "1")); // 1 or 2: the 1 it needs is back
        waitUntil(() -> text("setter-answer").startsWith("1 solution"));
    }

    @Test
    void aBoardTheTimeLimitCutsShortShowsTheCandidatesOfTheSolutionsMetAndSaysSo() throws Exception {
        // Zipper Lines without its givens: solutions come at once, the true candidates outrun the server's 5 s.
        String payload = LzString.compressToBase64(PartialCandidatesApiTest.withoutGivens("Zipper Lines"));
        browser.get(server.server.url() + "#fpuzzles=" + payload);
        waitUntil(() -> text("about-title").equals("Zipper Lines"));
        browser.findElement(By.cssSelector("#setter summary")).click();
        click("setter-candidates");
        waitUntil(() -> text("setter-answer").startsWith("2+ solutions"));
        assertThat(text("setter-answer")).contains("The time limit ran out first: the candidates drawn are those of the solutions met");
        assertThat(browser.findElements(By.cssSelector("#board .cell .marks.truth"))).hasSize(81);
    }

    /**
     * Every puzzle of the file, opened from its link with the digits of its solution (as a shared link
     * with progress carries them): each is drawn (an element for every entry of every rule and drawing
     * its f-puzzles object lists, as ConstraintDrawingIT counts them) and the page checks the digits
     * against the solution and ends the game, solved.
     */
    @Test
    void everyPuzzleOfTheFileOpensFromItsLinkIsDrawnAndFinishes() throws IOException {
        List<String> notDrawn = new java.util.ArrayList<>();
        for (JsonNode entry : puzzles()) {
            String payload = entry.get("puzzle").asText();
            JsonNode source = read(payload).path("fpuzzles").path("source");
            String solution = solutionOf(payload);
            browser.executeScript("document.getElementById('message').textContent = ''; location.hash = arguments[0]",
                    "fpuzzles=" + java.net.URLEncoder.encode(payload, StandardCharsets.UTF_8) + "&entries=" + solution);
            waitUntil(() -> text("message").startsWith("Solved in "));
            assertThat(browser.findElement(By.id("about")).isDisplayed()).isTrue(); // the payload's own title: some have none
            source.fields().forEachRemaining(field -> {
                String key = field.getKey();
                if (!ConstraintDrawingIT.DRAWN.contains(key)) {
                    return; // not a rule drawn: metadata, or a rule f-puzzles does not draw (anti-knight)
                }
                long expected = field.getValue().isArray() ? ConstraintDrawingIT.countDrawn(source, key, field.getValue())
                        : field.getValue().asBoolean() ? 1 : 0;
                int drawn = browser.findElements(By.cssSelector("[data-kind='" + key + "']")).size();
                if (drawn != expected) {
                    notDrawn.add(entry.get("title").asText() + ": " + key + " " + drawn + " drawn of " + expected);
                }
            });
        }
        assertThat(notDrawn).as("rules and drawings drawn a wrong number of times").isEmpty();
    }

    /** The f-puzzles payload of the link the page shows for its game. */
    private static String payloadInLink() {
        String hash = (String) browser.executeScript("return location.hash");
        String raw = hash.replaceFirst("^#fpuzzles=", "").replaceFirst("&.*", "");
        return URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    /** The one solution the server finds for a payload (a published solution may differ from the encoded rules). */
    private static String solutionOf(String payload) {
        JsonNode answer = server.postFields("/api/solve", "fpuzzles", payload).json();
        assertThat(answer.path("unique").asBoolean()).as("a unique puzzle").isTrue();
        return answer.get("solution").asText();
    }

    private static JsonNode read(String payload) {
        return server.postFields("/api/check", "fpuzzles", payload).json();
    }

    private static int index(String cell) {
        String[] rc = cell.toUpperCase().substring(1).split("C");
        return (Integer.parseInt(rc[0]) - 1) * 9 + Integer.parseInt(rc[1]) - 1;
    }

    /** The entry of api-variants/puzzles.json with this title (also for DocsScreenshots). */
    static JsonNode puzzle(String title) throws IOException {
        for (JsonNode entry : puzzles()) {
            if (entry.get("title").asText().equals(title)) {
                return entry;
            }
        }
        throw new AssertionError("no puzzle titled " + title);
    }

    private static JsonNode puzzles() throws IOException {
        try (InputStream in = SetterPuzzlesIT.class.getResourceAsStream("/api-variants/puzzles.json")) {
            return JSON.readTree(in);
        }
    }
}
