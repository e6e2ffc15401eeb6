package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;

/**
 * The setter's editor (Set): a killer, a thermometer and an arrow puzzle set on an empty 4x4 board,
 * the panel saying each is unique and solved by logic, exported, opened from the exported link and
 * played to the end; the true candidates drawn on request, a constraint deleted, changed and undone,
 * the puzzle set kept on the device, a quadruple, a little killer and a jigsaw region drawn, a puzzle
 * imported from its SudokuPad link, and setting with the server out of reach; every other kind the
 * core reads (sum dots, lockout lines, clones, indexers, minimum and maximum cells, extra regions,
 * negative rules) drawn, changed, deleted and exported; constraints picked on the board by a double
 * click; a jigsaw region painted by a drag.
 */
class SetterEditorIT extends BrowserPageTest {

    @Test
    void aKillerSetOnAnEmptyBoardIsExportedOpenedFromItsLinkAndPlayedToTheEnd() {
        startSetting("Tiny killer");
        draw("killercage", "3", 0, 1);
        draw("killercage", "3", 6, 7);
        draw("killercage", "6", 8, 9, 13);
        give(10, '1');
        // A cage deleted from the list, then brought back by Undo.
        List<WebElement> deletes = browser.findElements(By.cssSelector("#editor-list .drawn-delete"));
        assertThat(deletes).hasSize(3);
        deletes.get(2).click();
        waitUntil(() -> browser.findElements(By.cssSelector("#editor-list li")).size() == 2);
        click("editor-undo");
        waitUntil(() -> browser.findElements(By.cssSelector("#editor-list li")).size() == 3);
        assertThat(browser.findElements(By.cssSelector("#board [data-kind=killercage]"))).hasSize(3);
        // A cage changed: picked in the list (its cells, kind and sum come back), deleted, drawn again with
        // another sum; then both edits undone.
        browser.findElements(By.cssSelector("#editor-list .drawn-pick")).get(0).click();
        assertThat(value("editor-number")).isEqualTo("3");
        assertThat(cellsWith("selected")).hasSize(2);
        browser.findElements(By.cssSelector("#editor-list .drawn-delete")).get(0).click();
        waitUntil(() -> browser.findElements(By.cssSelector("#editor-list li")).size() == 2);
        browser.findElement(By.id("editor-number")).sendKeys(Keys.BACK_SPACE, "4");
        click("editor-add");
        waitUntil(() -> listed().contains("killer cage 4: R1C1-R1C2"));
        click("editor-undo");
        click("editor-undo");
        waitUntil(() -> listed().get(0).equals("killer cage 3: R1C1-R1C2"));
        // Kept on the device: the page opened again, Set brings the puzzle back as it was left.
        browser.navigate().refresh();
        waitUntil(() -> browser.findElement(By.id("set")).isDisplayed());
        click("set");
        waitUntil(() -> listed().size() == 3 && boardText().charAt(10) == '1');
        exportOpenAndPlay("Tiny killer", "1243342123144132");
    }

    @Test
    void aThermometerPuzzleSetOnAnEmptyBoardIsExportedOpenedFromItsLinkAndPlayedToTheEnd() {
        startSetting("Tiny thermos");
        draw("thermometer", "", 0, 4, 5);
        draw("thermometer", "", 15, 11, 10);
        give(1, '3');
        give(12, '4');
        // Its SudokuPad link, imported after another size was picked, brings the same puzzle back.
        String sudokupad = value("editor-sudokupad"), payload = value("editor-payload");
        assertThat(sudokupad).isEqualTo("https://sudokupad.app/fpuzzles" + payload);
        assertThat(value("editor-fpuzzles")).isEqualTo("https://www.f-puzzles.com/?load=" + payload);
        new Select(browser.findElement(By.id("editor-size"))).selectByValue("6");
        waitUntil(() -> cells().size() == 36);
        // A quadruple and a jigsaw region drawn on the new grid: its box line moves.
        draw("quadruple", "1 2", 7, 8, 13, 14);
        assertThat(browser.findElements(By.cssSelector("#board [data-kind=quadruple]"))).hasSize(1);
        draw("littlekillersum", "9", 1, 6); // from r1c2 down-left: the clue above the grid
        assertThat(board().getAttribute("class")).contains("outside-clues");
        assertThat(browser.findElements(By.cssSelector("#board [data-kind=littlekillersum]"))).hasSize(1);
        assertThat(cells().get(2).getAttribute("class")).contains("edge-right");
        // Its clue picked on the board, in the margin above r1c3.
        new Actions(browser).moveToElement(cells().get(2), 0, -cells().get(2).getSize().getHeight()).doubleClick().perform();
        waitUntil(() -> pickedItem().startsWith("little killer 9"));
        cells().get(3).click();
        new Select(browser.findElement(By.id("editor-tool"))).selectByValue("region");
        browser.findElement(By.id("editor-number")).sendKeys(Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE, "1");
        click("editor-add");
        waitUntil(() -> !cells().get(2).getAttribute("class").contains("edge-right"));
        browser.findElement(By.cssSelector("#editor-export summary")).click();
        browser.findElement(By.id("editor-import-text")).sendKeys(sudokupad);
        click("editor-import");
        waitUntil(() -> cells().size() == 16);
        assertThat(value("editor-payload")).isEqualTo(payload);
        exportOpenAndPlay("Tiny thermos", "1324241331424231");
    }

    @Test
    void anArrowPuzzleSetOnAnEmptyBoardIsExportedOpenedFromItsLinkAndPlayedToTheEnd() {
        startSetting("Tiny arrows");
        // Without the server the editor goes on drawing and writing links; only the panel waits.
        browser.executeCdpCommand("Network.enable", Map.of());
        browser.executeCdpCommand("Network.emulateNetworkConditions",
                Map.of("offline", true, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
        String empty = value("editor-payload");
        draw("arrow", "", 0, 1, 6);
        waitUntil(() -> text("editor-count").startsWith("No answer: the server cannot be reached"));
        assertThat(browser.findElements(By.cssSelector("#board [data-kind=arrow]"))).hasSize(1);
        assertThat(value("editor-payload")).isNotEqualTo(empty);
        browser.executeCdpCommand("Network.emulateNetworkConditions",
                Map.of("offline", false, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
        browser.manage().logs().get(LogType.BROWSER); // the requests refused while offline are no error of the page
        draw("arrow", "", 15, 14, 9);
        give(2, '4');
        // The true candidates on request: a unique puzzle's are its solution, in every open cell.
        waitUntil(() -> text("editor-count").equals("One solution: the puzzle is unique."));
        new Select(browser.findElement(By.id("editor-marks"))).selectByValue("truth");
        waitUntil(() -> browser.findElements(By.cssSelector("#board .marks.truth")).size() == 15);
        exportOpenAndPlay("Tiny arrows", "2143341242311324");
    }

    @Test
    void everyKindTheCoreReadsIsPlacedChangedDeletedAndExported() {
        startSetting("Every kind");
        draw("sum", "5", 0, 1);
        draw("lockout", "2", 4, 5, 6);
        draw("clone", "", 2, 3, 14, 15);
        draw("rowindexer", "", 8);
        draw("columnindexer", "", 9);
        draw("boxindexer", "", 10);
        draw("minimum", "", 12);
        draw("maximum", "", 13);
        draw("extraregion", "", 7, 11);
        for (String negative : List.of("xv", "sum")) {
            browser.findElement(By.cssSelector("#editor-globals input[data-negative='" + negative + "']")).click();
        }
        List<String> kinds = List.of("sum", "lockout", "clone", "rowindexer", "columnindexer", "boxindexer", "minimum", "maximum", "extraregion");
        for (String kind : kinds) {
            assertThat(browser.findElements(By.cssSelector("#board [data-kind=" + kind + "]"))).as(kind).isNotEmpty();
        }
        // The core reads every one (the panel answers, and the server names each kind).
        waitUntil(() -> text("editor-count").matches("No solution\\.|One solution.*|2\\+ solutions.*"));
        String payload = value("editor-payload");
        assertThat(server.postFields("/api/check", "fpuzzles", payload).json().path("fpuzzles").path("source").path("negative").toString())
                .isEqualTo("[\"xv\",\"sum\"]");
        String read = server.postFields("/api/check", "fpuzzles", payload).json().path("constraints").toString();
        for (String kind : kinds) {
            assertThat(read).as(kind).contains("\"kind\":\"" + kind + "\"");
        }
        // A value changed in place, undone and redone; a constraint picked and deleted, then undone.
        browser.findElements(By.cssSelector("#editor-list .drawn-pick")).get(0).click();
        assertThat(value("editor-tool")).isEqualTo("sum");
        assertThat(value("editor-number")).isEqualTo("5");
        browser.findElement(By.id("editor-number")).sendKeys(Keys.BACK_SPACE, "6");
        click("editor-change");
        waitUntil(() -> listed().get(0).equals("sum dot 6: R1C1-R1C2"));
        click("editor-undo");
        waitUntil(() -> listed().get(0).equals("sum dot 5: R1C1-R1C2"));
        click("editor-redo");
        waitUntil(() -> listed().get(0).equals("sum dot 6: R1C1-R1C2"));
        browser.findElements(By.cssSelector("#editor-list .drawn-pick")).get(1).click();
        assertThat(value("editor-number")).isEqualTo("2");
        click("editor-delete");
        waitUntil(() -> listed().size() == 8 && listed().stream().noneMatch(item -> item.startsWith("lockout")));
        click("editor-undo");
        waitUntil(() -> listed().size() == 9);
        // Exported and imported back, by each link and the payload: the same puzzle, its negative rules ticked.
        String exported = value("editor-payload");
        for (String text : List.of(value("editor-fpuzzles"), value("editor-sudokupad"), exported)) {
            new Select(browser.findElement(By.id("editor-size"))).selectByValue("6");
            waitUntil(() -> cells().size() == 36);
            if (browser.findElement(By.id("editor-export")).getAttribute("open") == null) {
                browser.findElement(By.cssSelector("#editor-export summary")).click();
            }
            browser.executeScript("document.getElementById('editor-import-text').value = arguments[0]", text);
            click("editor-import");
            waitUntil(() -> cells().size() == 16);
            assertThat(value("editor-payload")).isEqualTo(exported);
            assertThat(browser.findElement(By.cssSelector("#editor-globals input[data-negative='sum']")).isSelected()).isTrue();
            assertThat(browser.findElement(By.cssSelector("#editor-globals input[data-negative='ratio']")).isSelected()).isFalse();
        }
    }

    @Test
    void aConstraintIsPickedOnTheBoardChangedAndDeletedAndARegionIsPaintedByDragging() {
        startSetting("Picked");
        draw("killercage", "7", 0, 1, 4);
        draw("difference", "", 0, 1);
        draw("thermometer", "", 8, 9, 10);
        // A double click on the dot picks it; again on the same spot, the cage under it; Delete takes that away.
        WebElement first = cells().get(0);
        int half = first.getSize().getWidth() / 2;
        new Actions(browser).moveToElement(first, half, 0).doubleClick().perform();
        waitUntil(() -> pickedItem().startsWith("white dot"));
        assertThat(browser.findElement(By.id("editor-delete")).isEnabled()).isTrue();
        new Actions(browser).moveToElement(first, half, 0).doubleClick().perform();
        waitUntil(() -> pickedItem().startsWith("killer cage 7"));
        click("editor-delete");
        waitUntil(() -> listed().size() == 2 && listed().stream().noneMatch(item -> item.startsWith("killer cage")));
        click("editor-undo");
        waitUntil(() -> listed().size() == 3);
        // The thermometer picked on its middle cell, then drawn again one cell on: Change.
        new Actions(browser).doubleClick(cells().get(9)).perform();
        waitUntil(() -> pickedItem().startsWith("thermometer"));
        assertThat(value("editor-tool")).isEqualTo("thermometer");
        new Actions(browser).click(cells().get(9)).keyDown(Keys.SHIFT).click(cells().get(10)).click(cells().get(11)).keyUp(Keys.SHIFT).perform();
        click("editor-change");
        waitUntil(() -> listed().contains("thermometer: R3C2-R3C4 (3 cells)"));
        assertThat(listed()).hasSize(3);
        // Region 1 painted over r1c3 and r1c4 by one drag: the box line between them and r1c2 goes; one undo brings it back.
        new Select(browser.findElement(By.id("editor-tool"))).selectByValue("region");
        WebElement number = browser.findElement(By.id("editor-number"));
        number.clear();
        number.sendKeys("1");
        assertThat(cells().get(1).getAttribute("class")).contains("edge-right");
        new Actions(browser).clickAndHold(cells().get(2)).moveToElement(cells().get(3)).release().perform();
        waitUntil(() -> !cells().get(1).getAttribute("class").contains("edge-right"));
        click("editor-undo");
        waitUntil(() -> cells().get(1).getAttribute("class").contains("edge-right"));
    }

    /** The words of the constraint picked in the list. */
    private static String pickedItem() {
        List<WebElement> picked = browser.findElements(By.cssSelector("#editor-list li.picked .drawn-pick"));
        return picked.isEmpty() ? "" : picked.get(0).getText();
    }

    /** Set pressed, an empty 4x4 picked, and its title typed. */
    private static void startSetting(String title) {
        click("set");
        waitUntil(() -> browser.findElement(By.id("editor")).isDisplayed());
        new Select(browser.findElement(By.id("editor-size"))).selectByValue("4");
        waitUntil(() -> cells().size() == 16 && boardText().equals(".".repeat(16)));
        WebElement field = browser.findElement(By.id("editor-title"));
        field.clear();
        field.sendKeys(title, Keys.TAB); // a text is taken when it is left
        waitUntil(() -> value("editor-payload").length() > 0 && browser.findElement(By.id("editor-undo")).isEnabled());
    }

    /** The tool drawn on the cells (indexes), selected in order: the first clicked, the others Shift+clicked. */
    private static void draw(String tool, String number, int... order) {
        new Actions(browser).click(cells().get(order[0])).perform();
        for (int k = 1; k < order.length; k++) {
            new Actions(browser).keyDown(Keys.SHIFT).click(cells().get(order[k])).keyUp(Keys.SHIFT).perform();
        }
        new Select(browser.findElement(By.id("editor-tool"))).selectByValue(tool);
        WebElement field = browser.findElement(By.id("editor-number"));
        field.clear();
        field.sendKeys(number);
        int listed = browser.findElements(By.cssSelector("#editor-list li")).size();
        click("editor-add");
        waitUntil(() -> browser.findElements(By.cssSelector("#editor-list li")).size() == listed + 1);
    }

    /** A given typed into a cell. */
    private static void give(int cell, char digit) {
        cells().get(cell).click();
        board().sendKeys(String.valueOf(digit));
        waitUntil(() -> boardText().charAt(cell) == digit);
    }

    /**
     * The panel's answers awaited (unique, solved by logic), the page's link of the puzzle opened afresh,
     * and the solution typed: solved.
     */
    private static void exportOpenAndPlay(String title, String solution) {
        waitUntil(() -> text("editor-count").equals("One solution: the puzzle is unique."));
        waitUntil(() -> text("editor-logic").startsWith("Solved by logic in "));
        assertThat(text("editor-logic")).matches("Solved by logic in \\d+ steps?: difficulty \\d+\\.\\d \\(\\w+\\), hardest step .+\\.");
        String link = value("editor-link");
        assertThat(link).contains("#fpuzzles=");
        browser.get("about:blank");
        browser.get(link);
        waitUntil(() -> text("about-title").equals(title));
        assertThat(cells()).hasSize(16);
        playByKeys(solution, 4);
        waitUntil(() -> text("message").startsWith("Solved in "));
    }

    /** The constraints the editor lists, in its words. */
    private static List<String> listed() {
        return browser.findElements(By.cssSelector("#editor-list .drawn-pick")).stream().map(WebElement::getText).toList();
    }

    private static String value(String id) {
        return browser.findElement(By.id(id)).getAttribute("value");
    }
}
