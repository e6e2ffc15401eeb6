package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Hints as a player leans on them (they build up, never give up, end the game they finish and start from
 * the player's own marks), the keyboard after a control button, pause, and the page's own words for
 * what it cannot play.
 */
class HintsAndKeysIT extends BrowserPageTest {

    /** The puzzle of a report: a game finished by hints never ended. */
    private static final String CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /** Rated 10.3 (Region Forcing Chains): after three steps no technique of Nonet's own finds the next. */
    private static final String FORCING = "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";
    /** Its second step (after r9c3 = 7) is a pointing that removes 5 from r1c3, r2c3 and r3c3. */
    private static final String POINTING_5 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    @Test
    void aHintBuildsUpWhereThenTheTechniqueThenTheStepThenAppliesIt() {
        open(EASY);
        click("hint");
        waitUntil(() -> text("message").startsWith("Hint: look at"));
        assertThat(cellsWith("hint-cell")).isNotEmpty();
        assertThat(cellsWith("hint-target")).isEmpty();
        click("hint");
        waitUntil(() -> text("message").contains("Press Hint again to see the step"));
        assertThat(text("message")).startsWith("Hint: ").doesNotContain("look at");
        click("hint");
        waitUntil(() -> !cellsWith("hint-target").isEmpty());
        assertThat(text("message")).endsWith("(press Hint again to apply it)");
        int target = Integer.parseInt(cellsWith("hint-target").get(0).getAttribute("data-index"));
        click("hint");
        waitUntil(() -> !cells().get(target).getText().isBlank());
        assertThat(cells().get(target).getText()).isEqualTo(String.valueOf(solution(EASY).charAt(target)));
        assertThat(text("message")).startsWith("Applied: ");
    }

    @Test
    void aGameFinishedByHintsEndsWithItsStatisticsAndReplay() {
        open(CLASSIC);
        String solution = solution(CLASSIC);
        setting("buildup", false);
        // The player types every digit but the last two empty cells' (r1c3's 4 first, as reported); hints do the rest.
        List<Integer> empty = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (CLASSIC.charAt(i) == '.') {
                empty.add(i);
            }
        }
        for (int i : empty.subList(0, empty.size() - 2)) {
            cells().get(i).click();
            board().sendKeys(String.valueOf(solution.charAt(i)));
        }
        for (int press = 0; press < 8 && !text("message").startsWith("Solved in"); press++) {
            String before = text("message");
            click("hint");
            waitUntil(() -> !text("message").equals(before));
        }
        waitUntil(() -> text("message").startsWith("Solved in"));
        assertThat(text("message")).contains("with 2 hints");
        assertThat(boardText()).isEqualTo(solution);
        assertThat(browser.findElement(By.id("replay")).isDisplayed()).isTrue();
        String time = text("timer");
        sleep(1200);
        assertThat(text("timer")).as("the timer stopped").isEqualTo(time);
        browser.findElement(By.cssSelector("#stats summary")).click();
        List<String> row = browser.findElements(By.cssSelector("#stats-table tbody td")).stream().map(WebElement::getText).toList();
        assertThat(row).hasSize(6);
        assertThat(row.get(1)).isEqualTo("1");
        assertThat(row.get(4)).as("hints").isEqualTo("2");
        click("hint");
        waitUntil(() -> text("message").equals("Solved already."));
    }

    @Test
    void whereNonetsTechniquesStopAHintStillHelpsFromSudokuExplainersPath() {
        open(FORCING);
        setting("buildup", false);
        String solution = solution(FORCING);
        for (int step = 0; step < 3; step++) {
            hintUntilTheStep();
            applyTheHint();
        }
        hintUntilTheStep();
        assertThat(text("message")).doesNotContain("no step found").contains("Sudoku Explainer");
        applyTheHint();
        // What the hints placed is the solution's.
        String board = boardText();
        for (int i = 0; i < 81; i++) {
            if (board.charAt(i) != '.') {
                assertThat(board.charAt(i)).as("cell %d", i).isEqualTo(solution.charAt(i));
            }
        }
    }

    @Test
    void aHintStartsFromThePlayersOwnMarksAndSaysAWrongRemoval() throws java.io.IOException {
        open(POINTING_5);
        setting("buildup", false);
        click("auto");
        waitUntil(() -> !browser.findElements(By.cssSelector("#board .marks")).isEmpty());
        hintUntilTheStep(); // r9c3 = 7 first, then the pointing
        applyTheHint();
        setting("labels", true);
        hintUntilTheStep();
        assertThat(text("message")).contains("removes 5 from r1c3, r2c3, r3c3");
        assertThat(browser.findElements(By.cssSelector("#board .marks span.gone"))).extracting(WebElement::getText).containsOnly("5").hasSize(3);
        screenshot("hint-step"); // docs/screenshot-hint-step.png
        board().sendKeys(Keys.ESCAPE); // the hint forgotten by the next move

        // The player takes those 5s out by hand: the next hint is another step.
        cells().get(2).click();
        new Actions(browser).keyDown(Keys.CONTROL).click(cells().get(11)).click(cells().get(20)).keyUp(Keys.CONTROL).perform();
        board().sendKeys(Keys.chord(Keys.SHIFT, "5"));
        waitUntil(() -> !cornerMarks(2).contains("5") && !cornerMarks(20).contains("5"));
        click("hint");
        waitUntil(() -> !cellsWith("hint-target").isEmpty());
        assertThat(text("message")).doesNotContain("removes 5 from r1c3, r2c3, r3c3");

        // A removal of the cell's own digit is said, not built on.
        String solution = solution(POINTING_5);
        int cell = POINTING_5.indexOf('.');
        cells().get(cell).click();
        board().sendKeys(Keys.chord(Keys.SHIFT, String.valueOf(solution.charAt(cell))));
        click("hint");
        waitUntil(() -> text("message").contains("leave"));
        assertThat(cellsWith("wrong").stream().map(c -> c.getAttribute("data-cell"))).contains(cells().get(cell).getAttribute("data-cell"));
    }

    @Test
    void cornerMarksAreReadAsSudokuPadPlayersWriteThem() {
        open(CLASSIC); // box 1's 4 goes in r1c3; r2c2 holds 7
        cells().get(2).click();
        new Actions(browser).keyDown(Keys.CONTROL).click(cells().get(10)).keyUp(Keys.CONTROL).perform();
        board().sendKeys(Keys.chord(Keys.SHIFT, "4")); // "the 4 of box 1 is in r1c3 or r2c2", not "r2c2 is 4"
        waitUntil(() -> cornerMarks(10).equals("4"));
        click("hint");
        waitUntil(() -> text("message").startsWith("Hint: ") || text("message").contains("marks"));
        assertThat(text("message")).startsWith("Hint: look at").doesNotContain("leave out");
    }

    @Test
    void anEliminationOnCellsWithoutMarksShowsTheirMarks() {
        open(TestServer.POINTING);
        setting("buildup", false);
        hintUntilTheStep();
        assertThat(text("message")).containsIgnoringCase("pointing");
        applyTheHint();
        assertThat(text("message")).contains("are shown: they had none");
        // as centre marks, where players write a cell's candidates (corner marks say where a digit goes in its box)
        assertThat(browser.findElements(By.cssSelector("#board .marks.centre"))).isNotEmpty();
    }

    @Test
    void theKeysGoOnToTheBoardAfterAnyControlButton() {
        open(EASY);
        int first = EASY.indexOf('.');
        cells().get(first).click();
        for (String button : List.of("hint", "undo", "check", "auto")) {
            click(button);
            new Actions(browser).sendKeys("7").perform(); // to whatever has the focus, as a player's keyboard does
            waitUntil(() -> "7".equals(cells().get(first).getText()));
            new Actions(browser).keyDown(Keys.CONTROL).sendKeys("z").keyUp(Keys.CONTROL).perform();
            waitUntil(() -> !cells().get(first).getAttribute("class").contains("entered")); // the 7 taken back
        }
        click("check");
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
        waitUntil(() -> browser.findElements(By.cssSelector("#board .cell.cursor")).get(0).getAttribute("data-index")
                .equals(String.valueOf(first + 1)));
    }

    @Test
    void theKeysGoOnToTheBoardAfterASectionHeadingOrACheckboxIsClicked() {
        open(EASY);
        int first = EASY.indexOf('.');
        cells().get(first).click();
        browser.findElement(By.cssSelector("#settings summary")).click();
        new Actions(browser).sendKeys("7").perform();
        waitUntil(() -> "7".equals(cells().get(first).getText()));
        browser.findElement(By.cssSelector("#setter summary")).click();
        click("setter-count");
        new Actions(browser).sendKeys(Keys.BACK_SPACE).perform();
        waitUntil(() -> cells().get(first).getText().isEmpty());
        click("set-labels");
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT, "6").perform();
        waitUntil(() -> "6".equals(cells().get(first + 1).getText()));
    }

    @Test
    void aHintsWordsGoWhenTheBoardChanges() {
        open(EASY);
        click("hint");
        waitUntil(() -> text("message").startsWith("Hint: look at"));
        int first = EASY.indexOf('.');
        cells().get(first).click();
        board().sendKeys(String.valueOf(solution(EASY).charAt(first)));
        waitUntil(() -> !cells().get(first).getText().isBlank());
        assertThat(text("message")).doesNotContain("look at");
    }

    @Test
    void pausedTheHelpWaitsAndNoHintShowsBesideTheHiddenBoard() {
        open(EASY);
        setting("buildup", false);
        hintUntilTheStep();
        click("pause");
        waitUntil(() -> browser.findElement(By.id("paused")).isDisplayed());
        assertThat(text("message")).doesNotContain("Hint").startsWith("Paused");
        assertThat(browser.findElement(By.id("hint")).isEnabled()).isFalse();
        assertThat(browser.findElement(By.id("check")).isEnabled()).isFalse();
        assertThat(cellsWith("hint-target")).isEmpty();
    }

    @Test
    void thePageSaysWhatItCannotPlayInItsOwnWords() {
        browser.get(server.server.url() + "#12345");
        waitUntil(() -> text("message").contains("expected 81 cells, found 5"));
        assertThat(text("message")).doesNotContain("announced");
        loadByTyping("123456789012345");
        waitUntil(() -> text("message").contains("expected 81 cells, found 15"));
        assertThat(text("message")).doesNotContain("--format");

        loadByTyping(TestServer.NO_SOLUTION);
        click("check");
        waitUntil(() -> text("message").startsWith("This puzzle has no solution;"));
        assertThat(text("message")).doesNotContain("solution solutions");

        pickLayout("4x4"); // an empty board, which has many solutions
        waitUntil(() -> cells().size() == 16);
        click("hint");
        waitUntil(() -> text("message").contains("more than one solution"));
    }

    private static void open(String puzzle) {
        browser.get(server.server.url() + "#" + puzzle);
        waitUntil(() -> boardText().equals(puzzle));
    }

    /** Presses Hint once more, on a step shown: it is applied. */
    private static void applyTheHint() {
        click("hint");
        waitUntil(() -> text("message").startsWith("Applied: ") || text("message").startsWith("Solved"));
    }

    private static String solution(String puzzle) {
        return Sudoku.solve(Puzzle.parse(puzzle)).solution().orElseThrow().toString();
    }

    private static String cornerMarks(int cell) {
        List<WebElement> marks = cells().get(cell).findElements(By.cssSelector(".marks.corner"));
        return marks.isEmpty() ? "" : marks.get(0).getText().replaceAll("\\s", "");
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
