package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The page played as a player would: type a puzzle, ask for a hint, check a wrong entry, solve, on every
 * layout. {@link PlayIT} has the marks, colours, kept games and the rest of a player's tools;
 * {@link PageFitIT} the page's fit on a phone and a laptop.
 */
class PageIT extends BrowserPageTest {

    private static final String SOLUTION = Sudoku.solve(Puzzle.parse(EASY)).solution().orElseThrow().toString();

    @Test
    void typedPuzzleLoadsAndAHintHighlightsItsCellsThenApplies() throws IOException {
        loadByTyping(EASY);
        assertThat(browser.getTitle()).isEqualTo("Nonet Sudoku");
        assertThat(cellsWith("given")).hasSize(17);

        hintUntilTheStep();
        String message = text("message");
        assertThat(message).contains("press Hint again to apply it");
        List<WebElement> targets = cellsWith("hint-target");
        assertThat(targets).hasSize(1);
        // The step's house is highlighted around its target.
        assertThat(cellsWith("hint-cell").size()).isGreaterThanOrEqualTo(8);
        screenshot("hint");

        click("hint");
        WebElement target = targets.get(0);
        waitUntil(() -> !target.getText().isBlank());
        int index = Integer.parseInt(target.getAttribute("data-index"));
        assertThat(target.getText()).isEqualTo(String.valueOf(SOLUTION.charAt(index)));
        assertThat(cellsWith("hint-target")).isEmpty();
    }

    @Test
    void checkMarksAWrongEntryAndUndoTakesItBack() throws IOException {
        loadByTyping(EASY);
        int empty = EASY.indexOf('.');
        char wrong = SOLUTION.charAt(empty) == '9' ? '8' : (char) (SOLUTION.charAt(empty) + 1);
        cells().get(empty).click();
        board().sendKeys(String.valueOf(wrong));
        assertThat(cells().get(empty).getText()).isEqualTo(String.valueOf(wrong));

        click("check");
        waitUntil(() -> cellsWith("wrong").size() == 1);
        assertThat(cellsWith("wrong").get(0).getAttribute("data-index")).isEqualTo(String.valueOf(empty));
        assertThat(text("message")).isEqualTo("1 wrong entry: " + cells().get(empty).getAttribute("data-cell"));
        screenshot("check");

        board().sendKeys(Keys.chord(Keys.CONTROL, "z"));
        waitUntil(() -> cells().get(empty).getText().isBlank());
        assertThat(cellsWith("wrong")).isEmpty();
    }

    @Test
    void arrowsMoveAndRepeatedDigitsAreHighlighted() {
        loadByTyping(EASY);
        cells().get(8).click(); // r1c9; r2c9 below it holds the given 1
        board().sendKeys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, "1");
        // r3c9 now repeats the 1 of r2c9 in column 9 and box 3.
        waitUntil(() -> cells().get(26).getText().equals("1"));
        assertThat(cellsWith("conflict")).extracting(c -> c.getAttribute("data-cell")).containsExactlyInAnyOrder("r2c9", "r3c9");
    }

    @Test
    void pencilMarksAutoCandidatesUndoAndRedo() {
        loadByTyping(EASY);
        WebElement first = cells().get(0);
        first.click();
        board().sendKeys("p", "5", "7"); // P: from digits to corner marks
        waitUntil(() -> first.getText().replaceAll("\\s", "").equals("57"));
        assertThat(browser.findElement(By.id("mode-corner")).getAttribute("aria-pressed")).isEqualTo("true");

        click("auto");
        waitUntil(() -> browser.findElements(By.cssSelector("#board .marks")).size() == 81 - 17);
        click("undo");
        waitUntil(() -> browser.findElements(By.cssSelector("#board .marks")).size() == 1);
        click("redo");
        waitUntil(() -> browser.findElements(By.cssSelector("#board .marks")).size() == 81 - 17);
    }

    @Test
    void solveFillsTheBoard() {
        loadByTyping(EASY);
        click("solve");
        confirm();
        waitUntil(() -> cells().stream().noneMatch(c -> c.getText().isBlank()));
        StringBuilder board = new StringBuilder();
        cells().forEach(c -> board.append(c.getText()));
        assertThat(board.toString()).isEqualTo(SOLUTION);
        assertThat(text("message")).isEqualTo("Solved.");
    }

    @Test
    void newPuzzleByDifficulty() {
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("difficulty"))).selectByVisibleText("medium");
        click("new");
        waitUntil(() -> text("message").startsWith("A new medium puzzle"));
        int givens = cellsWith("given").size();
        assertThat(givens).isBetween(17, 50);
        assertThat(browser.getCurrentUrl()).matches(".*#[1-9.]{81}");
    }

    @Test
    void aLinkWithThePuzzleOpensIt() {
        browser.get(server.server.url() + "#" + EASY); // the page is open: only the hash changes
        waitUntil(() -> cellsWith("given").size() == 17);
        assertThat(browser.getCurrentUrl()).endsWith("#" + EASY);
    }

    @Test
    void aMalformedPuzzleIsExplainedInTheServersWordsAndTheBoardKeepsItsPuzzle() {
        String before = boardText();
        loadByTyping("not a puzzle");
        waitUntil(() -> text("message").startsWith("puzzle: line 1"));
        assertThat(boardText()).isEqualTo(before);
    }

    @Test
    void thePageForScreenshots() throws IOException {
        loadByTyping(EASY);
        click("auto");
        waitUntil(() -> !browser.findElements(By.cssSelector("#board .marks")).isEmpty());
        hintUntilTheStep();
        Path page = screenshot("page");
        assertThat(Files.size(page)).isPositive();
    }

    @Test
    void a16x16PuzzleIsPlayedWithLettersCheckedAndSolved() throws IOException {
        pickLayout("16x16");
        waitUntil(() -> cells().size() == 256);
        assertThat(browser.findElements(By.cssSelector("#pad button"))).hasSize(17);
        loadByTyping(LayoutApiTest.SIXTEEN);
        waitUntil(() -> cellsWith("given").size() == 103);
        assertThat(browser.getCurrentUrl()).contains("shape=16x16");
        // Thick borders fall between the 4x4 boxes: after columns 4, 8 and 12 of each row, below rows 4, 8 and 12.
        assertThat(browser.findElements(By.cssSelector("#board .cell.edge-right"))).hasSize(3 * 16);
        assertThat(browser.findElements(By.cssSelector("#board .cell.edge-bottom"))).hasSize(3 * 16);

        Layout sixteen = Layout.of(Shape.of(16));
        String solution = Sudoku.solve(new Puzzle(sixteen, Grid.parse(Shape.of(16), LayoutApiTest.SIXTEEN))).solution().orElseThrow().toString();
        int r10c12 = 9 * 16 + 11;
        String wrong = solution.charAt(r10c12) == 'G' ? "f" : "g";
        cells().get(r10c12).click();
        board().sendKeys(wrong);
        waitUntil(() -> cells().get(r10c12).getText().equals(wrong.toUpperCase(java.util.Locale.ROOT)));
        int next = LayoutApiTest.SIXTEEN.indexOf('.', r10c12 + 1);
        cells().get(next).click();
        board().sendKeys(String.valueOf(solution.charAt(next)));
        click("check");
        waitUntil(() -> cellsWith("wrong").size() == 1);
        assertThat(cellsWith("wrong").get(0).getAttribute("data-cell")).isEqualTo("r10c12");
        assertThat(text("message")).isEqualTo("1 wrong entry: r10c12");
        screenshot("sixteen");

        click("solve");
        confirm();
        waitUntil(() -> cells().stream().noneMatch(c -> c.getText().isBlank()));
        StringBuilder board = new StringBuilder();
        cells().forEach(c -> board.append(c.getText()));
        assertThat(board.toString()).isEqualTo(solution);
    }

    @Test
    void aHintOn16x16HighlightsItsHouseAndApplies() throws IOException {
        pickLayout("16x16");
        waitUntil(() -> cells().size() == 256);
        loadByTyping(LayoutApiTest.SIXTEEN);
        waitUntil(() -> cellsWith("given").size() == 103);
        // docs/screenshot-hint-16x16.png (docs/PLAY.md)
        hintShowsAndApplies(Layout.of(Shape.of(16)), Grid.parse(Shape.of(16), LayoutApiTest.SIXTEEN), "hint-16x16");
    }

    @Test
    void aHintOnXSudokuHighlightsItsHouseAndApplies() throws IOException {
        pickLayout("x");
        loadByTyping(LayoutApiTest.X_SUDOKU);
        assertThat(browser.getCurrentUrl()).contains("variant=x");
        hintShowsAndApplies(Layout.CLASSIC.with(Variant.X), Grid.parse(LayoutApiTest.X_SUDOKU), "hint-x"); // docs/screenshot-x.png (docs/PLAY.md)
    }

    @Test
    void newOn6x6GivesAPlayablePuzzleWithOneSolution() {
        pickLayout("6x6");
        waitUntil(() -> cells().size() == 36);
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("difficulty"))).selectByVisibleText("easy");
        click("new");
        waitUntil(() -> text("message").startsWith("A new easy puzzle"));
        assertThat(cells()).hasSize(36);
        assertThat(browser.getCurrentUrl()).contains("shape=6x6");
        StringBuilder board = new StringBuilder();
        cells().forEach(c -> board.append(c.getText().isBlank() ? "." : c.getText()));
        Layout six = Layout.of(Shape.of(6));
        assertThat(Sudoku.isUnique(new Puzzle(six, Grid.parse(Shape.of(6), board.toString())))).isTrue();
        assertThat(cellsWith("given")).hasSize(board.toString().replace(".", "").length());

        hintUntilTheStep(); // the new puzzle plays on: its first step shows
    }

    @Test
    void pickingXSudokuShadesTheDiagonalsOfThePuzzleOnTheBoardAndMarksARepeatOnOne() throws IOException {
        loadByTyping(LayoutApiTest.X_SUDOKU);
        waitUntil(() -> text("message").equals("Loaded, but this puzzle has more than one solution."));
        assertThat(cellsWith("shaded")).isEmpty();
        pickLayout("x"); // the puzzle on the board, read again with the diagonals
        waitUntil(() -> text("message").equals("Puzzle loaded."));
        assertThat(cellsWith("shaded")).hasSize(17);
        assertThat(cellsWith("given")).hasSize(25);
        // r1c1 and r5c5 share no row, column or box: only the diagonal makes two 8s a conflict.
        cells().get(0).click();
        board().sendKeys("8");
        cells().get(40).click();
        board().sendKeys("8");
        waitUntil(() -> cellsWith("conflict").size() == 2);
        assertThat(cellsWith("conflict")).extracting(c -> c.getAttribute("data-cell")).containsExactlyInAnyOrder("r1c1", "r5c5");
        assertThat(browser.getCurrentUrl()).contains("variant=x");
        screenshot("x-sudoku");
    }

    @Test
    void aJigsawDrawsItsRegionsFromTheMapTypedIn() throws IOException {
        pickLayout("jigsaw");
        WebElement regions = browser.findElement(By.id("regions-input"));
        assertThat(regions.isDisplayed()).isTrue();
        regions.sendKeys(LayoutApiTest.REGIONS);
        loadByTyping(LayoutApiTest.JIGSAW);
        waitUntil(() -> text("message").equals("Puzzle loaded."));
        // r1c3 (region A) and r1c4 (region B) are split by a thick border; r1c1 and r1c2 (both A) are not.
        assertThat(cells().get(2).getAttribute("class")).contains("edge-right");
        assertThat(cells().get(0).getAttribute("class")).doesNotContain("edge-right");
        click("solve");
        confirm();
        waitUntil(() -> text("message").equals("Solved."));
        screenshot("jigsaw"); // docs/screenshot-jigsaw.png (docs/PLAY.md)

        String solved = browser.getCurrentUrl();
        click("new"); // a new puzzle on the same map
        waitUntil(() -> text("message").startsWith("A new easy puzzle"));
        assertThat(browser.getCurrentUrl()).isNotEqualTo(solved).contains("regions=" + LayoutApiTest.REGIONS);
        assertThat(cells().get(2).getAttribute("class")).contains("edge-right");
    }

    @Test
    void newWithJigsawPickedAndNoMapDrawsARandomJigsaw() {
        pickLayout("jigsaw");
        waitUntil(() -> text("message").endsWith("or press New for a random one."));
        click("new");
        waitUntil(() -> text("message").startsWith("A new easy puzzle"));
        String link = java.net.URLDecoder.decode(browser.getCurrentUrl(), java.nio.charset.StandardCharsets.UTF_8);
        String regions = link.substring(link.indexOf("regions=") + "regions=".length()).replaceAll("&.*", "");
        assertThat(regions).hasSize(81).isNotEqualTo(LayoutApiTest.REGIONS);
        StringBuilder board = new StringBuilder();
        cells().forEach(c -> board.append(c.getText().isBlank() ? "." : c.getText()));
        assertThat(Sudoku.isUnique(new Puzzle(Layout.jigsaw(regions), Grid.parse(board.toString())))).isTrue();
        assertThat(cells().stream().filter(c -> c.getAttribute("class").contains("edge-right")).count()).isPositive();
    }

    @Test
    void levelsAboveEasyOn4x4AreNotOfferedAndTheNoteSaysWhy() {
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("difficulty"))).selectByVisibleText("hard");
        pickLayout("4x4");
        waitUntil(() -> cells().size() == 16);
        assertThat(offeredLevels()).containsExactly("easy", "any");
        assertThat(browser.findElement(By.id("difficulty")).getAttribute("value")).isEqualTo("easy"); // hard gave way
        assertThat(text("level-note")).contains("4x4 puzzles are all easy");
        click("new");
        waitUntil(() -> text("message").startsWith("A new easy puzzle"));
        assertThat(cells()).hasSize(16);
    }

    @Test
    void theLevelPickerOffersOnEachLayoutTheLevelsTheServerMakesInTime() {
        assertThat(offeredLevels()).containsExactly("beginner", "easy", "medium", "hard", "expert", "any");
        assertThat(browser.findElement(By.id("level-note")).isDisplayed()).isFalse();
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("difficulty"))).selectByVisibleText("expert");
        pickLayout("16x16");
        waitUntil(() -> cells().size() == 256);
        assertThat(offeredLevels()).containsExactly("easy", "medium", "hard", "any");
        assertThat(browser.findElement(By.id("difficulty")).getAttribute("value")).isEqualTo("hard");
        assertThat(text("level-note")).contains("16x16").contains("5-second limit");
        pickLayout("12x12");
        waitUntil(() -> cells().size() == 144);
        assertThat(offeredLevels()).containsExactly("easy", "medium", "hard", "any");
        pickLayout("25x25");
        waitUntil(() -> cells().size() == 625);
        assertThat(offeredLevels()).containsExactly("any");
        assertThat(text("level-note")).contains("25x25");
        pickLayout("x");
        waitUntil(() -> cells().size() == 81);
        assertThat(offeredLevels()).containsExactly("beginner", "easy", "medium", "hard", "expert", "any");
        assertThat(browser.findElement(By.id("level-note")).isDisplayed()).isFalse();
    }

    @Test
    void aPuzzleThatDoesNotTurnUpInTimeIsExplainedToThePlayerWithAWayOn() {
        // A server whose time limit no generation meets: the 503 of an empty-handed generator. A
        // nanosecond, not a millisecond: a warm JVM can make an easy 9x9 puzzle within a millisecond.
        try (TestServer hurried = new TestServer(new ServerSettings("127.0.0.1", 0, 2, 16, Duration.ofNanos(1), 64 * 1024))) {
            browser.get(hurried.server.url());
            waitUntil(() -> text("message").startsWith("No new easy 9x9 puzzle turned up")); // the page's first New
            new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("difficulty"))).selectByVisibleText("expert");
            click("new");
            waitUntil(() -> text("message").startsWith("No new expert 9x9 puzzle turned up in the time the server gives one"));
            assertThat(text("message")).contains("Press New to try again, or pick an easier level").doesNotContain("attempt");
            assertThat(cells()).hasSize(81);
        }
    }

    @Test
    void aLinkWithBrokenEscapesSaysSoAndLeavesABoardToPlayOn() {
        browser.get("about:blank");
        browser.get(server.server.url() + "#%E0%A4%A"); // a full load, as when the link is opened
        waitUntil(() -> cells().size() == 81 && !text("message").isEmpty());
        assertThat(text("message")).isEqualTo("This link holds no puzzle that can be read (its %-escapes are broken); "
                + "here is an empty board: type or paste a puzzle and Load it, or press New.");
        cells().get(0).click();
        board().sendKeys("5");
        waitUntil(() -> cells().get(0).getText().equals("5"));
        loadByTyping(EASY); // and a puzzle loads on it
        assertThat(cellsWith("given")).hasSize(17);
    }

    @Test
    void aLinkWithNoPuzzleInItSaysWhyAndLeavesABoardToPlayOn() {
        browser.get("about:blank");
        browser.get(server.server.url() + "#hello");
        waitUntil(() -> cells().size() == 81 && !text("message").isEmpty());
        assertThat(text("message")).startsWith("This link holds no puzzle that can be read (puzzle: line 1: cannot tell the puzzle format")
                .endsWith("here is an empty board: type or paste a puzzle and Load it, or press New.");
        assertThat(browser.findElements(By.cssSelector("#pad button"))).hasSize(10);

        loadByTyping(EASY);
        browser.get(server.server.url() + "#%E0%A4%A"); // opened on the page: only the hash changes
        waitUntil(() -> text("message").startsWith("This link holds no puzzle that can be read (its %-escapes are broken)"));
        assertThat(text("message")).endsWith("the board keeps its puzzle.");
        assertThat(cellsWith("given")).hasSize(17);
    }

    @Test
    void smallSizesAndWindokuGetTheirBoxesPadAndWindows() {
        pickLayout("6x6");
        waitUntil(() -> cells().size() == 36);
        assertThat(browser.findElements(By.cssSelector("#pad button"))).hasSize(7);
        // boxes 3 wide and 2 high: one thick border in each row, two below each of rows 2 and 4
        assertThat(browser.findElements(By.cssSelector("#board .cell.edge-right"))).hasSize(6);
        assertThat(browser.findElements(By.cssSelector("#board .cell.edge-bottom"))).hasSize(12);
        assertThat(text("message")).startsWith("An empty 6x6 board");

        pickLayout("windoku");
        waitUntil(() -> cells().size() == 81 && cellsWith("shaded").size() == 36);
        assertThat(cells().get(10).getAttribute("class")).contains("shaded"); // r2c2 opens the first window
        assertThat(browser.getCurrentUrl()).contains("variant=windoku");
    }

    @Test
    void twelveAndTwentyFiveGetTheirBoxesAndPadsAndNewMakesA25x25() throws IOException {
        pickLayout("12x12");
        waitUntil(() -> cells().size() == 144);
        assertThat(browser.findElements(By.cssSelector("#pad button"))).hasSize(13);
        // boxes 4 wide and 3 high: two thick borders in each row, twelve below each of rows 3, 6 and 9
        assertThat(browser.findElements(By.cssSelector("#board .cell.edge-right"))).hasSize(24);
        assertThat(browser.findElements(By.cssSelector("#board .cell.edge-bottom"))).hasSize(36);

        pickLayout("25x25");
        waitUntil(() -> cells().size() == 625);
        assertThat(browser.findElements(By.cssSelector("#pad button"))).hasSize(26);
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("difficulty"))).selectByValue("any");
        // The first 25x25 a server makes runs while the JVM still compiles the large-grid code: with a
        // random seed, rating an extreme one took 4 s to over 5 s under load (a 503). Seed 4 makes an
        // easy one, rated by singles: 0.65 s on a fresh server under load.
        browser.executeScript("const send = window.fetch; window.fetch = (path, init) => send(path, path !== '/api/generate' ? init"
                + " : { ...init, body: JSON.stringify({ ...JSON.parse(init.body), seed: 4 }) });");
        click("new");
        waitUntil(() -> text("message").startsWith("A new easy puzzle"));
        StringBuilder board = new StringBuilder();
        cells().forEach(c -> board.append(c.getText().isBlank() ? "." : c.getText()));
        Grid puzzle = Grid.parse(Shape.of(25), board.toString());
        assertThat(puzzle.givenCount()).isGreaterThanOrEqualTo(313);
        assertThat(Sudoku.isUnique(new Puzzle(Layout.of(Shape.of(25)), puzzle))).isTrue();
        assertThat(browser.getCurrentUrl()).contains("shape=25x25");
        screenshot("25x25");
    }

    /**
     * Presses Hint on the board of {@code puzzle}: the step the solver takes first has its cells and its
     * houses' cells highlighted, the cells it changes marked (a screenshot named {@code shot} taken);
     * pressing again places its digits.
     */
    private void hintShowsAndApplies(Layout layout, Grid puzzle, String shot) throws IOException {
        Step<Technique> step = new LogicalSolver().nextStep(CandidateGrid.of(new Puzzle(layout, puzzle))).orElseThrow();
        Set<String> reasons = new TreeSet<>(step.cells().stream().map(Cell::toString).toList());
        step.houses().forEach(h -> layout.cellsOf(h).forEach(c -> reasons.add(c.toString())));
        Set<String> changed = new TreeSet<>();
        Stream.concat(step.placements().stream(), step.eliminations().stream()).forEach(c -> changed.add(c.cell().toString()));

        hintUntilTheStep();
        assertThat(text("message")).isEqualTo(step.description() + " (press Hint again to apply it)");
        assertThat(cellNames("hint-cell")).isEqualTo(reasons);
        assertThat(cellNames("hint-target")).isEqualTo(changed);
        browser.executeScript("window.scrollTo(0, 0)"); // the board from its top, wherever typing left the page
        screenshot(shot);

        click("hint");
        waitUntil(() -> cellsWith("hint-target").isEmpty());
        for (Candidate placed : step.placements()) {
            WebElement cell = cells().get(layout.shape().indexOf(placed.cell()));
            assertThat(cell.getText()).as(placed.cell().toString()).isEqualTo(String.valueOf(DigitSymbols.of(placed.digit())));
        }
        assertThat(text("message")).isEqualTo("Applied: " + step.description());
    }

    /** The levels the level picker lets the player choose, by value. */
    private static List<String> offeredLevels() {
        return browser.findElements(By.cssSelector("#difficulty option")).stream().filter(WebElement::isEnabled)
                .map(o -> o.getAttribute("value")).toList();
    }

    private static Set<String> cellNames(String cssClass) {
        return new TreeSet<>(cellsWith(cssClass).stream().map(c -> c.getAttribute("data-cell")).toList());
    }
}
