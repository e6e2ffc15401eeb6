package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * A player's tools on the page: corner and centre marks and colours by keys and by the pad, several
 * cells selected at once, the highlights around the selected cell, the game kept over a reload, pause,
 * the questions before Solve and New, dark mode, the daily puzzle, statistics and the replay.
 */
class PlayIT extends BrowserPageTest {

    @Test
    void theFirstOpeningPlaysANewPuzzleAtTheLevelLastChosen() {
        assertThat(text("message")).startsWith("A new easy puzzle"); // a first visit
        pickLevel("medium");
        // As if no game had been played: forgotten from another page of the site, as the page keeps its game on leaving.
        browser.get(server.server.url() + "favicon.svg");
        browser.executeScript("localStorage.removeItem('nonet.current')");
        browser.get(server.server.url());
        waitUntil(() -> text("message").startsWith("A new medium puzzle"));
        assertThat(cellsWith("given")).isNotEmpty();
    }

    @Test
    void aReloadResumesTheGameWithItsMarksColoursTimerAndUndoHistory() {
        openEasy();
        cells().get(0).click();
        board().sendKeys("4");
        cells().get(1).click();
        board().sendKeys(Keys.chord(Keys.SHIFT, "5"));
        cells().get(2).click();
        board().sendKeys(Keys.chord(Keys.CONTROL, "6"));
        cells().get(3).click();
        board().sendKeys(Keys.chord(Keys.ALT, "3"));
        waitUntil(() -> seconds(text("timer")) >= 2);
        int before = seconds(text("timer"));

        browser.navigate().refresh();
        waitUntil(() -> cellsWith("given").size() == 17 && text("message").contains("goes on where you left it"));
        assertThat(cells().get(0).getText()).isEqualTo("4");
        assertThat(cornerMarks(1)).isEqualTo("5");
        assertThat(centreMarks(2)).isEqualTo("6");
        assertThat(colour(3)).isEqualTo("3");
        assertThat(seconds(text("timer"))).isBetween(before, before + 3);
        // The undo history came back with it: four undos take the four moves back.
        for (int move = 0; move < 4; move++) {
            click("undo");
        }
        waitUntil(() -> boardText().equals(EASY));
        assertThat(browser.findElements(By.cssSelector("#board .marks, #board [data-colour]"))).isEmpty();
        assertThat(browser.findElement(By.id("undo")).isEnabled()).isFalse();

        browser.get("about:blank");
        browser.get(server.server.url()); // no puzzle in the link: the game played last
        waitUntil(() -> text("message").equals("Your last game, as you left it."));
        assertThat(boardText()).isEqualTo(EASY);
        assertThat(browser.findElement(By.id("redo")).isEnabled()).isTrue();
    }

    @Test
    void eachMarkAndColourIsSetAndClearedByKeys() {
        openEasy();
        cells().get(0).click();
        board().sendKeys(Keys.chord(Keys.SHIFT, "5"));
        waitUntil(() -> cornerMarks(0).equals("5"));
        board().sendKeys(Keys.chord(Keys.SHIFT, "5"));
        waitUntil(() -> cornerMarks(0).isEmpty());
        board().sendKeys(Keys.chord(Keys.CONTROL, "7"));
        waitUntil(() -> centreMarks(0).equals("7"));
        board().sendKeys(Keys.chord(Keys.CONTROL, "7"));
        waitUntil(() -> centreMarks(0).isEmpty());
        board().sendKeys(Keys.chord(Keys.ALT, "2"));
        waitUntil(() -> "2".equals(colour(0)));
        board().sendKeys(Keys.chord(Keys.ALT, "2"));
        waitUntil(() -> colour(0) == null);

        // Backspace in digit mode clears the top layer a cell has: centre marks, then corner marks, then its colour.
        board().sendKeys(Keys.chord(Keys.SHIFT, "1"), Keys.chord(Keys.CONTROL, "2"), Keys.chord(Keys.ALT, "4"));
        waitUntil(() -> cornerMarks(0).equals("1") && centreMarks(0).equals("2") && "4".equals(colour(0)));
        board().sendKeys(Keys.BACK_SPACE);
        waitUntil(() -> centreMarks(0).isEmpty());
        assertThat(cornerMarks(0)).isEqualTo("1");
        board().sendKeys(Keys.BACK_SPACE);
        waitUntil(() -> cornerMarks(0).isEmpty());
        assertThat(colour(0)).isEqualTo("4");
        board().sendKeys(Keys.DELETE);
        waitUntil(() -> colour(0) == null);
        board().sendKeys("8");
        waitUntil(() -> cells().get(0).getText().equals("8"));
        board().sendKeys(Keys.BACK_SPACE);
        waitUntil(() -> cells().get(0).getText().isEmpty());
    }

    @Test
    void aDigitPlacedOverMarksHidesThemAndBackspacePeelsOneLayerAtATime() {
        openEasy();
        cells().get(0).click();
        board().sendKeys(Keys.chord(Keys.SHIFT, "1"), Keys.chord(Keys.CONTROL, "2"), "8");
        waitUntil(() -> cells().get(0).getText().equals("8"));
        board().sendKeys(Keys.BACK_SPACE); // the digit goes: the marks under it are back
        waitUntil(() -> cells().get(0).getText().replaceAll("\\s", "").equals("12"));
        assertThat(centreMarks(0)).isEqualTo("2");
        assertThat(cornerMarks(0)).isEqualTo("1");
        board().sendKeys(Keys.BACK_SPACE);
        waitUntil(() -> centreMarks(0).isEmpty());
        assertThat(cornerMarks(0)).isEqualTo("1");
        board().sendKeys(Keys.BACK_SPACE);
        waitUntil(() -> cornerMarks(0).isEmpty());
    }

    @Test
    void eachMarkAndColourIsSetAndClearedByThePad() {
        openEasy();
        cells().get(0).click();
        click("mode-corner");
        padButton(5).click();
        waitUntil(() -> cornerMarks(0).equals("5"));
        padButton(0).click();
        waitUntil(() -> cornerMarks(0).isEmpty());

        click("mode-centre");
        padButton(7).click();
        padButton(3).click();
        waitUntil(() -> centreMarks(0).equals("37"));
        padButton(7).click(); // a mark pressed again goes
        waitUntil(() -> centreMarks(0).equals("3"));
        padButton(0).click();
        waitUntil(() -> centreMarks(0).isEmpty());

        click("mode-colour");
        assertThat(padButton(4).getAttribute("data-colour")).isEqualTo("4"); // the pad shows the colours
        padButton(4).click();
        waitUntil(() -> "4".equals(colour(0)));
        padButton(0).click();
        waitUntil(() -> colour(0) == null);

        click("mode-digit");
        int threes = (int) EASY.chars().filter(c -> c == '3').count();
        assertThat(digitsLeft(3)).isEqualTo(9 - threes);
        padButton(3).click();
        waitUntil(() -> cells().get(0).getText().equals("3"));
        assertThat(digitsLeft(3)).isEqualTo(9 - threes - 1); // the pad counts the 3s still to place
        padButton(0).click();
        waitUntil(() -> cells().get(0).getText().isEmpty());
        assertThat(digitsLeft(3)).isEqualTo(9 - threes);
    }

    @Test
    void aDragAndCtrlClickSelectSeveralCellsThatTakeAMarkOrColourTogether() {
        openEasy();
        new Actions(browser).clickAndHold(cells().get(0)).moveToElement(cells().get(1)).moveToElement(cells().get(2)).release().perform();
        new Actions(browser).keyDown(Keys.CONTROL).click(cells().get(4)).click(cells().get(5)).click(cells().get(5)).keyUp(Keys.CONTROL).perform();
        waitUntil(() -> cellNames("selected").equals(Set.of("r1c1", "r1c2", "r1c3", "r1c5")));

        board().sendKeys(Keys.chord(Keys.SHIFT, "9"));
        waitUntil(() -> IntStream.of(0, 1, 2, 4).allMatch(i -> cornerMarks(i).equals("9")));
        assertThat(cornerMarks(3)).isEmpty();
        click("mode-colour");
        padButton(6).click();
        waitUntil(() -> IntStream.of(0, 1, 2, 4).allMatch(i -> "6".equals(colour(i))));
        click("undo"); // the four colours were one move
        waitUntil(() -> browser.findElements(By.cssSelector("#board [data-colour]")).isEmpty());
        assertThat(cornerMarks(4)).isEqualTo("9");
    }

    @Test
    void theSelectedCellsRowColumnAndBoxOrRegionAndItsDigitAreHighlighted() {
        openEasy();
        int r2c9 = 17; // a given 1
        cells().get(r2c9).click();
        assertThat(cellsWith("house")).hasSize(8 + 8 + 4);
        assertThat(cellNames("house")).contains("r2c1", "r9c9", "r1c7", "r3c8");
        long ones = EASY.chars().filter(c -> c == '1').count();
        assertThat(cellsWith("same-digit")).hasSize((int) ones - 1);

        pickLayout("jigsaw");
        browser.findElement(By.id("regions-input")).sendKeys(LayoutApiTest.REGIONS);
        loadByTyping(LayoutApiTest.JIGSAW);
        waitUntil(() -> text("message").equals("Puzzle loaded."));
        cells().get(0).click();
        Set<String> expected = new TreeSet<>();
        for (int i = 1; i < 81; i++) {
            if (i / 9 == 0 || i % 9 == 0 || LayoutApiTest.REGIONS.charAt(i) == LayoutApiTest.REGIONS.charAt(0)) {
                expected.add("r" + (i / 9 + 1) + "c" + (i % 9 + 1));
            }
        }
        assertThat(cellNames("house")).isEqualTo(expected); // region A, not box 1
    }

    @Test
    void pauseHidesTheBoardAndStopsTheTimer() throws InterruptedException {
        openEasy();
        waitUntil(() -> seconds(text("timer")) >= 1);
        click("pause");
        assertThat(board().isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("paused")).isDisplayed()).isTrue();
        String stopped = text("timer");
        Thread.sleep(1500);
        assertThat(text("timer")).isEqualTo(stopped);
        padButton(4).click(); // nothing is entered on a hidden board
        click("resume");
        assertThat(board().isDisplayed()).isTrue();
        assertThat(boardText()).isEqualTo(EASY);
        waitUntil(() -> !text("timer").equals(stopped));
    }

    @Test
    void solveNewAndTheLayoutPickerAskBeforeTheyEndAGameInProgress() {
        openEasy();
        cells().get(0).click();
        board().sendKeys("4");
        String url = browser.getCurrentUrl();
        click("new");
        waitUntil(() -> browser.findElement(By.id("ask")).isDisplayed());
        assertThat(text("ask-text")).startsWith("Leave the game in progress for another puzzle?");
        click("ask-no");
        waitUntil(() -> !browser.findElement(By.id("ask")).isDisplayed());
        assertThat(browser.getCurrentUrl()).isEqualTo(url);
        assertThat(cells().get(0).getText()).isEqualTo("4");
        pickLayout("6x6");
        waitUntil(() -> browser.findElement(By.id("ask")).isDisplayed());
        click("ask-no");
        waitUntil(() -> !browser.findElement(By.id("ask")).isDisplayed());
        assertThat(browser.findElement(By.id("layout")).getAttribute("value")).isEqualTo("9x9"); // the picker went back
        assertThat(cells()).hasSize(81);
        assertThat(cells().get(0).getText()).isEqualTo("4");

        click("solve");
        waitUntil(() -> browser.findElement(By.id("ask")).isDisplayed());
        assertThat(text("ask-text")).startsWith("Show the solution?");
        click("ask-no");
        waitUntil(() -> !browser.findElement(By.id("ask")).isDisplayed());
        assertThat(boardText()).contains(".");
        click("solve");
        confirm();
        waitUntil(() -> text("message").equals("Solved."));

        click("new"); // a game that ended is left without a question
        waitUntil(() -> text("message").startsWith("A new easy puzzle"));
        assertThat(browser.findElement(By.id("ask")).isDisplayed()).isFalse();
    }

    @Test
    void darkModeFollowsTheSystemAndTheToggleIsKept() {
        try {
            systemColours("dark");
            browser.navigate().refresh();
            waitUntil(() -> !cellsWith("given").isEmpty());
            assertThat(brightness("body")).isLessThan(0.2);
            assertThat(brightness("#board")).isLessThan(0.2);
            assertThat(text("theme")).isEqualTo("Light");

            click("theme");
            waitUntil(() -> brightness("body") > 0.8);
            assertThat(brightness("#board")).isGreaterThan(0.8);
            browser.navigate().refresh(); // the choice is kept over the system's
            waitUntil(() -> !cellsWith("given").isEmpty());
            assertThat(brightness("body")).isGreaterThan(0.8);

            systemColours("light");
            click("theme");
            waitUntil(() -> brightness("body") < 0.2);
            browser.navigate().refresh();
            waitUntil(() -> !cellsWith("given").isEmpty());
            assertThat(brightness("body")).isLessThan(0.2);
        } finally {
            browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    @Test
    void theDailyPuzzleIsTheSameOnTwoLoadsOfTheDay() {
        LocalDate today = LocalDate.now();
        click("daily");
        waitUntil(() -> text("message").startsWith("The daily puzzle of " + today + ": " + dailyLevel(today.getDayOfWeek())));
        String daily = boardText();

        forgetTheDevice();
        browser.get(server.server.url());
        waitUntil(() -> text("message").startsWith("A new easy puzzle"));
        assertThat(boardText()).isNotEqualTo(daily);
        click("daily");
        waitUntil(() -> text("message").startsWith("The daily puzzle of " + today));
        assertThat(boardText()).isEqualTo(daily);
    }

    @Test
    void aSolvedGameCountsInTheStatisticsAndReplaysItsMoves() {
        String puzzle = boardText(); // the easy puzzle the page opened with
        String solution = Sudoku.solve(Puzzle.parse(puzzle)).solution().orElseThrow().toString();
        for (int row = 0; row < 9; row++) {
            cells().get(row * 9).click();
            StringBuilder keys = new StringBuilder();
            for (int col = 0; col < 9; col++) {
                keys.append(solution.charAt(row * 9 + col)).append(Keys.ARROW_RIGHT);
            }
            board().sendKeys(keys);
        }
        waitUntil(() -> text("message").startsWith("Solved in "));
        assertThat(text("message")).contains("your best time for easy");
        String time = text("timer");
        browser.findElement(By.cssSelector("#stats summary")).click();
        List<String> row = browser.findElements(By.cssSelector("#stats-table tbody td")).stream().map(WebElement::getText).toList();
        assertThat(row).containsExactly("easy", "1", time, time, "0", "0");

        int moves = (int) puzzle.chars().filter(c -> c == '.').count();
        click("replay");
        waitUntil(() -> text("message").matches("Replay: move \\d+ of " + moves + "\\."));
        assertThat(boardText()).contains("."); // part way: the cells the player had not filled yet
        click("replay"); // stops it
        waitUntil(() -> boardText().equals(solution));
        assertThat(text("replay")).isEqualTo("Replay");
        assertThat(text("timer")).isEqualTo(time);
    }

    /** The levels of the daily puzzle through the week, as the page's daily.js has them. */
    private static String dailyLevel(DayOfWeek day) {
        return switch (day) {
            case MONDAY -> "easy";
            case TUESDAY, WEDNESDAY -> "medium";
            case THURSDAY, FRIDAY -> "hard";
            case SATURDAY, SUNDAY -> "expert";
        };
    }

    /** The easy puzzle of the test server, opened by its link (also for DocsScreenshots). */
    static void openEasy() {
        browser.get(server.server.url() + "#" + EASY);
        waitUntil(() -> boardText().equals(EASY));
    }

    private static WebElement padButton(int digit) {
        return browser.findElement(By.cssSelector("#pad button[data-digit='" + digit + "']"));
    }

    private static int digitsLeft(int digit) {
        return Integer.parseInt(padButton(digit).findElement(By.cssSelector(".left")).getText());
    }

    private static String cornerMarks(int cell) {
        return marks(cell, "corner");
    }

    private static String centreMarks(int cell) {
        return marks(cell, "centre");
    }

    private static String marks(int cell, String kind) {
        List<WebElement> marks = cells().get(cell).findElements(By.cssSelector(".marks." + kind));
        return marks.isEmpty() ? "" : marks.get(0).getText().replaceAll("\\s", "");
    }

    private static String colour(int cell) {
        return cells().get(cell).getAttribute("data-colour");
    }

    private static Set<String> cellNames(String cssClass) {
        return new TreeSet<>(cellsWith(cssClass).stream().map(c -> c.getAttribute("data-cell")).toList());
    }

    /** mm:ss as seconds. */
    private static int seconds(String clock) {
        String[] parts = clock.split(":");
        return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
    }

    /** The system's colours as the page sees them (prefers-color-scheme). */
    static void systemColours(String scheme) {
        browser.executeCdpCommand("Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
    }

    /** The brightness of an element's background, 0 (black) to 1 (white). */
    private static double brightness(String selector) {
        String colour = (String) browser.executeScript("return getComputedStyle(document.querySelector(arguments[0])).backgroundColor", selector);
        String[] rgb = colour.replaceAll("[^0-9,.]", "").split(",");
        return (0.299 * Double.parseDouble(rgb[0]) + 0.587 * Double.parseDouble(rgb[1]) + 0.114 * Double.parseDouble(rgb[2])) / 255;
    }
}
