package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nonet.format.LzString;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Setters' puzzles kept and played as classic games are: the timer of a puzzle without givens, the
 * question before New leaves one, the game resumed from the page's own address with its rules, the
 * statistics' time, printing with every clue and line colour, a layout picked over a setter's puzzle
 * keeping its rules, a layout that contradicts the puzzle refused in words, and the page's words for a puzzle without rules text, a boxless grid and a broken
 * rule. The puzzles are from {@code api-variants/puzzles.json} (CC BY 4.0, setters named per entry).
 */
class VariantGamesIT extends BrowserPageTest {

    /** A killer without givens (Philip Newman's, via the file). */
    private static final String KILLER = "October 10, 2023: Killer";

    @Test
    void aPuzzleWithoutGivensRunsItsTimerAndCountsItsRealTime() throws IOException {
        String solution = open(KILLER);
        waitUntil(() -> !text("timer").equals("00:00"));
        // Every digit but the last from a link, then the last typed: solved in the time it took.
        String allButLast = solution.substring(0, 80) + ".";
        browser.executeScript("location.hash = arguments[0]", link(KILLER) + "&entries=" + allButLast);
        waitUntil(() -> boardText().equals(allButLast));
        sleep(1100);
        cells().get(80).click();
        board().sendKeys(solution.substring(80));
        waitUntil(() -> text("message").startsWith("Solved in "));
        assertThat(text("message")).doesNotStartWith("Solved in 00:00");
        browser.findElement(By.cssSelector("#stats summary")).click();
        List<String> row = browser.findElements(By.cssSelector("#stats-table tbody td")).stream().map(WebElement::getText).toList();
        assertThat(row.get(0)).startsWith("killer");
        assertThat(row.get(2)).as("best time").isNotEqualTo("00:00");
    }

    @Test
    void newAsksBeforeItLeavesAGameWithoutGivens() throws IOException {
        open(KILLER);
        cells().get(0).click();
        board().sendKeys("1");
        click("new");
        waitUntil(() -> browser.findElement(By.id("ask")).isDisplayed());
        assertThat(text("ask-text")).startsWith("Leave the game in progress");
        click("ask-no");
        waitUntil(() -> !browser.findElement(By.id("ask")).isDisplayed());
        assertThat(text("about-title")).isEqualTo(KILLER);
    }

    @Test
    void thePagesOwnAddressResumesTheLastVariantGameWithItsRules() throws IOException {
        open(KILLER);
        cells().get(0).click();
        board().sendKeys("1");
        waitUntil(() -> "1".equals(cells().get(0).getText()));
        browser.get("about:blank");
        browser.get(server.server.url());
        waitUntil(() -> text("message").equals("Your last game, as you left it."));
        assertThat(text("about-title")).isEqualTo(KILLER);
        assertThat(cells().get(0).getText()).isEqualTo("1");
        assertThat(browser.findElements(By.cssSelector("[data-kind=killercage]"))).isNotEmpty();
        assertThat((String) browser.executeScript("return location.hash")).startsWith("#fpuzzles=");
    }

    @Test
    void aPrintedPuzzleKeepsItsOutsideCluesDotsAndItsLinesColours() throws IOException {
        try {
            open("Dec 24, 2021: Thermwich");
            printed(true);
            assertThat(browser.findElements(By.cssSelector("[data-kind=sandwichsum]"))).isNotEmpty()
                    .allMatch(WebElement::isDisplayed, "a sandwich clue printed");
            printed(false);
            open("Exclusive Singularity");
            printed(true);
            for (String kind : List.of("difference", "xv", "quadruple")) {
                assertThat(browser.findElements(By.cssSelector("[data-kind=" + kind + "]"))).as(kind).isNotEmpty()
                        .allMatch(WebElement::isDisplayed, kind + " printed");
            }
            printed(false);
            open("Sept. 5, '23: Renban Whispers");
            printed(true);
            int[] whisper = pixelOnTheLine("whispers");
            int[] renban = pixelOnTheLine("renban");
            assertThat(whisper[1] - Math.max(whisper[0], whisper[2])).as("a whisper prints green: %s", List.of(whisper[0], whisper[1], whisper[2]))
                    .isGreaterThan(60);
            assertThat(Math.min(renban[0], renban[2]) - renban[1]).as("a renban prints magenta: %s", List.of(renban[0], renban[1], renban[2]))
                    .isGreaterThan(60);
            printed(false);
            if (text("theme").equals("Dark")) {
                click("theme"); // printed from dark colours: the same green on white
            }
            printed(true);
            int[] dark = pixelOnTheLine("whispers");
            assertThat(dark[1] - Math.max(dark[0], dark[2])).as("printed from dark colours: %s", List.of(dark[0], dark[1], dark[2]))
                    .isGreaterThan(60);
        } finally {
            printed(false);
        }
    }

    @Test
    void shareGivesTheSettersPuzzlesFPuzzlesAndSudokuPadLinksWhichReadBackTheSame() throws IOException {
        String title = "April 1, 2022: Skyscrapers";
        open(title);
        click("share");
        waitUntil(() -> browser.findElement(By.id("elsewhere")).isDisplayed());
        String fpuzzles = browser.findElement(By.id("in-fpuzzles")).getAttribute("href");
        String sudokupad = browser.findElement(By.id("in-sudokupad")).getAttribute("href");
        assertThat(fpuzzles).isEqualTo("https://www.f-puzzles.com/?load=" + payload(title));
        assertThat(sudokupad).isEqualTo("https://sudokupad.app/fpuzzles" + payload(title));
        browser.findElement(By.cssSelector("#enter summary")).click();
        for (String link : List.of(fpuzzles, sudokupad)) {
            // pasted, as a player does with a link (typed key by key, a payload takes seconds)
            browser.executeScript("document.getElementById('puzzle-input').value = arguments[0];"
                    + "document.getElementById('about-title').textContent = ''", link);
            click("load");
            waitUntil(() -> text("about-title").equals(title));
            assertThat(server.postFields("/api/check", "fpuzzles", link).json().path("fpuzzles").path("source"))
                    .isEqualTo(server.postFields("/api/check", "fpuzzles", payload(title)).json().path("fpuzzles").path("source"));
        }
    }

    @Test
    void aLayoutThatContradictsTheGivensIsRefusedInWordsAndTheGameIsKept() throws IOException {
        String title = "Aug 15, 2022: Odd Sudoku";
        open(title);
        String board = boardText();
        browser.executeScript("document.getElementById('message').textContent = ''");
        pickLayout("x");
        waitUntil(() -> !text("message").isEmpty());
        assertThat(text("message")).doesNotStartWith("puzzle:").contains("X-Sudoku").contains("diagonal");
        assertThat(text("about-title")).isEqualTo(title);
        assertThat(boardText()).isEqualTo(board);
        assertThat(new Select(browser.findElement(By.id("layout"))).getFirstSelectedOption().getText()).doesNotContain("X-Sudoku");
    }

    @Test
    void aLayoutPickedOverASettersPuzzleKeepsItsRulesOrIsRefusedInWords() {
        // A cage and a thermometer without givens: X-Sudoku adds the diagonals, a jigsaw map its regions, both keeping them.
        openSource("Cage and thermo", "", "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}],"
                + "\"thermometer\":[{\"lines\":[[\"R9C1\",\"R9C2\",\"R9C3\"]]}]");
        pickLayout("x");
        waitUntil(() -> !browser.findElements(By.cssSelector("#board [data-kind='diagonal+']")).isEmpty());
        assertThat(browser.findElements(By.cssSelector("#board [data-kind=killercage], #board [data-kind=thermometer]"))).hasSize(2);
        // the picker says the puzzle keeps its rules, not "9x9 classic"
        assertThat(new Select(browser.findElement(By.id("layout"))).getFirstSelectedOption().getText()).isEqualTo("9x9 with its rules");
        assertThat(text("about-title")).isEqualTo("Cage and thermo");
        pickLayout("jigsaw");
        waitUntil(() -> text("message").startsWith("Type or paste the jigsaw's region map, then Load"));
        assertThat(browser.findElements(By.cssSelector("#board [data-kind=killercage]"))).hasSize(1);
        StringBuilder rows = new StringBuilder(); // each row a region
        for (char region = 'A'; region < 'J'; region++) {
            rows.append(String.valueOf(region).repeat(9));
        }
        browser.findElement(By.id("regions-input")).sendKeys(rows);
        click("load");
        // r1c3 and r1c4 share a region now (read in one script: the cells are laid out afresh meanwhile)
        waitUntil(() -> !((String) browser.executeScript("return document.querySelectorAll('#board .cell')[2].className")).contains("edge-right"));
        assertThat(browser.findElements(By.cssSelector("#board [data-kind=killercage], #board [data-kind=thermometer], #board [data-kind='diagonal-']")))
                .hasSize(3);
        assertThat(text("about-title")).isEqualTo("Cage and thermo");
        // A 1 given in r1c1 and a cage of 3 (1 and 2) on the same diagonal: X-Sudoku leaves no solution, and is refused.
        openSource("Diagonal trap", "{\"value\":1,\"given\":true}", "\"killercage\":[{\"cells\":[\"R4C4\",\"R5C5\"],\"value\":\"3\"}]");
        browser.executeScript("document.getElementById('message').textContent = ''");
        pickLayout("x");
        waitUntil(() -> !text("message").isEmpty());
        assertThat(text("message")).isEqualTo("The puzzle on the board cannot be played as X-Sudoku: it would have no solution. The board keeps its game.");
        assertThat(browser.findElements(By.cssSelector("#board [data-kind='diagonal+']"))).isEmpty();
        assertThat(browser.findElements(By.cssSelector("#board [data-kind=killercage]"))).hasSize(1);
        assertThat(text("about-title")).isEqualTo("Diagonal trap");
    }

    /** Opens an f-puzzles 9x9 grid titled title, r1c1 as firstCell says, with the rule keys of rules (JSON members). */
    private static void openSource(String title, String firstCell, String rules) {
        String row = "[" + String.join(",", Collections.nCopies(9, "{}")) + "]";
        String firstRow = firstCell.isEmpty() ? row : "[" + firstCell + "," + String.join(",", Collections.nCopies(8, "{}")) + "]";
        String grid = "[" + firstRow + "," + String.join(",", Collections.nCopies(8, row)) + "]";
        String json = "{\"size\":9,\"title\":\"" + title + "\",\"grid\":" + grid + "," + rules + "}";
        browser.get("about:blank");
        browser.get(server.server.url() + "#fpuzzles=" + URLEncoder.encode(LzString.compressToBase64(json), StandardCharsets.UTF_8));
        waitUntil(() -> text("about-title").equals(title) && !browser.findElements(By.cssSelector("#board [data-kind]")).isEmpty());
    }

    @Test
    void aPuzzleWithoutRulesTextSaysWhatItPlaysBy() throws IOException {
        open("The Initials"); // no title, no rules text: its rules are what is drawn
        assertThat(text("about-title")).doesNotContain("Untitled");
        assertThat(text("about-rules")).contains("thermometer", "little killer");
        assertThat(text("message")).doesNotContain("its rules are under the board");
    }

    @Test
    void aGridWithoutBoxesIsNoJigsaw() throws IOException {
        open("April 1, 2022: Skyscrapers"); // 6x6, its regions its rows
        assertThat(new Select(browser.findElement(By.id("layout"))).getFirstSelectedOption().getText()).isEqualTo("6x6 without boxes");
    }

    @Test
    void aBrokenRuleIsSaidInAPlayersWords() throws IOException {
        String solution = open(KILLER);
        JsonNode cage = null;
        for (JsonNode c : server.postFields("/api/check", "fpuzzles", payload(KILLER)).json().path("fpuzzles").path("source").path("killercage")) {
            if (cage == null && c.get("cells").size() == 2) {
                cage = c;
            }
        }
        assertThat(cage).as("a cage of two cells").isNotNull();
        int a = index(cage.get("cells").get(0).asText()), b = index(cage.get("cells").get(1).asText());
        String digit = String.valueOf(solution.charAt(a));
        for (int i : List.of(a, b)) {
            cells().get(i).click();
            board().sendKeys(digit);
        }
        waitUntil(() -> text("message").startsWith("Breaks a rule: "));
        assertThat(text("message")).contains("the cage of " + cage.get("value").asText()).contains("repeats a digit")
                .doesNotContain("killercage");

        open("Nov. 10, 2023: Odd/Even/Diag");
        JsonNode square = server.postFields("/api/check", "fpuzzles", payload("Nov. 10, 2023: Odd/Even/Diag")).json()
                .path("fpuzzles").path("source").path("even").get(0);
        int cell = index(square.get("cell").asText());
        assertThat(cells().get(cell).getAttribute("class")).doesNotContain("given");
        cells().get(cell).click();
        board().sendKeys("1");
        waitUntil(() -> text("message").startsWith("Breaks a rule: "));
        assertThat(text("message")).contains(square.get("cell").asText().toLowerCase() + " must be even");
    }

    /** Opens the file's puzzle of title by its link, afresh; answers its solution. */
    static String open(String title) throws IOException {
        browser.get("about:blank");
        browser.get(server.server.url() + "#" + link(title));
        waitUntil(() -> !text("message").isEmpty() && !browser.findElements(By.cssSelector("#board .drawing")).isEmpty());
        return server.postFields("/api/solve", "fpuzzles", payload(title)).text("solution");
    }

    static String link(String title) throws IOException {
        return "fpuzzles=" + URLEncoder.encode(payload(title), StandardCharsets.UTF_8);
    }

    static String payload(String title) throws IOException {
        return SetterPuzzlesIT.puzzle(title).get("puzzle").asText();
    }

    static int index(String cell) {
        String[] rc = cell.toUpperCase().substring(1).split("C");
        return (Integer.parseInt(rc[0]) - 1) * 9 + Integer.parseInt(rc[1]) - 1;
    }

    private static void printed(boolean on) {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", on ? "print" : ""));
    }

    /**
     * The colour printed on the first line of kind, a third of the way from its first cell's centre to
     * the next (clear of the digit and of the cell's borders), as {r, g, b}.
     */
    private static int[] pixelOnTheLine(String kind) throws IOException {
        @SuppressWarnings("unchecked")
        Map<String, Object> at = (Map<String, Object>) browser.executeScript("""
                const line = document.querySelector('#board [data-kind="' + arguments[0] + '"] polyline');
                const [a, b] = line.points.length ? [line.points[0], line.points[1]] : [null, null];
                const point = new DOMPoint(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3).matrixTransform(line.getScreenCTM());
                window.scrollBy(0, point.y - innerHeight / 2);
                const again = new DOMPoint(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3).matrixTransform(line.getScreenCTM());
                return { x: again.x, y: again.y };
                """, kind);
        BufferedImage shot = ImageIO.read(new ByteArrayInputStream(browser.getScreenshotAs(OutputType.BYTES)));
        int rgb = shot.getRGB((int) Math.round(((Number) at.get("x")).doubleValue()), (int) Math.round(((Number) at.get("y")).doubleValue()));
        return new int[] {(rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff};
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
