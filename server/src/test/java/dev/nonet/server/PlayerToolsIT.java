package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * What players of the popular apps expect beside the board: settings (labels, highlights, mistakes
 * marked as they are made and counted, marks kept on placing), every cell of a digit picked at once,
 * the daily streak and archive, a rating on request, progress in a shared link and a beginner level.
 */
class PlayerToolsIT extends BrowserPageTest {

    private static final String SOLUTION = Sudoku.solve(Puzzle.parse(EASY)).solution().orElseThrow().toString();

    @Test
    void settingsShowLabelsTurnOffHighlightsAndAreKept() {
        open(EASY);
        setting("labels", true);
        List<WebElement> columns = browser.findElements(By.cssSelector("#column-labels span"));
        assertThat(columns).hasSize(9);
        assertThat(columns.get(7).getText()).isEqualTo("c8");
        assertThat(browser.findElements(By.cssSelector("#row-labels span")).get(1).getText()).isEqualTo("r2");
        // Each label sits over (or beside) its column (row).
        WebElement c8 = columns.get(7), r1c8 = cells().get(7);
        assertThat(Math.abs(c8.getRect().getX() + c8.getRect().getWidth() / 2.0 - r1c8.getRect().getX() - r1c8.getRect().getWidth() / 2.0))
                .isLessThan(2.0);
        cells().get(40).click();
        assertThat(cellsWith("house")).isNotEmpty();
        setting("highlights", false);
        cells().get(41).click();
        assertThat(cellsWith("house")).isEmpty();

        browser.navigate().refresh();
        waitUntil(() -> boardText().equals(EASY));
        assertThat(browser.findElement(By.id("row-labels")).isDisplayed()).isTrue();
        cells().get(40).click();
        assertThat(cellsWith("house")).isEmpty();
    }

    @Test
    void mistakesAreMarkedAsTheyAreMadeAndCounted() {
        open(EASY);
        setting("mistakes", true);
        waitUntil(() -> text("mistakes").equals("Mistakes: 0"));
        int cell = EASY.indexOf('.');
        char wrong = SOLUTION.charAt(cell) == '9' ? '8' : (char) (SOLUTION.charAt(cell) + 1);
        cells().get(cell).click();
        board().sendKeys(String.valueOf(wrong));
        waitUntil(() -> text("mistakes").equals("Mistakes: 1"));
        assertThat(cellsWith("wrong").get(0).getAttribute("data-index")).isEqualTo(String.valueOf(cell));
        board().sendKeys(String.valueOf(SOLUTION.charAt(cell)));
        waitUntil(() -> cellsWith("wrong").isEmpty());
        assertThat(text("mistakes")).isEqualTo("Mistakes: 1");
    }

    @Test
    void withAutoRemovalOffAPlacedDigitLeavesItsPeersMarks() {
        open(EASY);
        setting("autoremove", false);
        int cell = EASY.indexOf('.'), peer = EASY.indexOf('.', cell + 1);
        cells().get(peer).click();
        board().sendKeys(Keys.chord(Keys.SHIFT, "6"));
        cells().get(cell).click();
        board().sendKeys("6");
        assertThat(cells().get(peer).getText()).contains("6");
        setting("autoremove", true);
        cells().get(cell).click();
        board().sendKeys(Keys.BACK_SPACE, "6");
        waitUntil(() -> !cells().get(peer).getText().contains("6"));
    }

    @Test
    void aDoubleClickSelectsEveryCellOfItsDigitAndLightsItsCandidates() {
        open(EASY);
        click("auto");
        int two = EASY.indexOf('2');
        new Actions(browser).doubleClick(cells().get(two)).perform();
        long twos = EASY.chars().filter(c -> c == '2').count();
        waitUntil(() -> cellsWith("selected").size() == twos);
        assertThat(browser.findElements(By.cssSelector("#board .marks span.lit"))).isNotEmpty()
                .allMatch(s -> s.getText().equals("2"));
    }

    @Test
    void theDailyStreakAndArchiveShowWhatWasSolved() {
        LocalDate today = LocalDate.now();
        browser.executeScript("localStorage.setItem('nonet.dailies', JSON.stringify([arguments[0], arguments[1]]))",
                today.minusDays(2).toString(), today.minusDays(1).toString());
        browser.navigate().refresh();
        waitUntil(() -> !cellsWith("given").isEmpty());
        assertThat(text("streak")).startsWith("Daily streak: 2 days in a row");
        browser.findElement(By.cssSelector("#archive summary")).click();
        List<WebElement> days = browser.findElements(By.cssSelector("#archive-list button"));
        assertThat(days).hasSize(30);
        assertThat(days.get(0).getText()).startsWith(today.minusDays(1).toString()).endsWith("\u2713");
        assertThat(days.get(2).getText()).doesNotContain("\u2713");
        days.get(2).click();
        waitUntil(() -> text("message").startsWith("The daily puzzle of " + today.minusDays(3)));
    }

    @Test
    void rateSharesProgressAndBeginnerPuzzles() {
        open(EASY);
        click("rate");
        waitUntil(() -> text("message").startsWith("SE rating "));

        setting("progress", true);
        int cell = EASY.indexOf('.');
        cells().get(cell).click();
        board().sendKeys(String.valueOf(SOLUTION.charAt(cell)));
        click("share");
        waitUntil(() -> browser.findElement(By.id("link")).isDisplayed());
        String link = browser.findElement(By.id("link")).getAttribute("value");
        assertThat(link).contains("entries=");
        forgetTheDevice();
        browser.get(link);
        waitUntil(() -> text("message").contains("digits of the link"));
        assertThat(cells().get(cell).getText()).isEqualTo(String.valueOf(SOLUTION.charAt(cell)));

        pickLevel("beginner");
        click("new");
        confirm(); // the game the link brought is under way
        waitUntil(() -> text("message").startsWith("A new beginner puzzle"));
        assertThat(cellsWith("given").size()).isBetween(36, 40);
    }

    private static void open(String puzzle) {
        browser.get(server.server.url() + "#" + puzzle);
        waitUntil(() -> boardText().equals(puzzle));
    }
}
