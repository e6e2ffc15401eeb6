package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web page in Debian's headless Chromium, driven by Selenium as a player would: one browser and one
 * server per test class, a fresh page for each test (the browser's storage of the page emptied, so no
 * game is resumed from an earlier test), and no error in the browser's console after it. Screenshots
 * go to {@code target/screenshots/}.
 *
 * <p>Needs {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} ({@code .ci/run} installs
 * them); without them the tests are skipped, unless the variable {@code CI} is set, when they fail.
 */
abstract class BrowserPageTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /**
     * What Chromium writes in the console for each answer of the API with a 4xx or 5xx status. Tests send
     * malformed puzzles and meet time limits on purpose, and the page says so in the server's words: such
     * an answer is no error of the page.
     */
    private static final String REFUSED_REQUEST = "Failed to load resource: the server responded with a status of";

    static TestServer server;
    static ChromeDriver browser;
    private static Path profile;

    @BeforeAll
    static void startBrowser() throws IOException {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (!installed && System.getenv("CI") != null) {
            throw new IllegalStateException("CI is set but " + CHROMIUM + " or " + CHROMEDRIVER + " is missing: .ci/run installs them");
        }
        assumeTrue(installed, "browser tests skipped: install chromium and chromium-driver (apt-get install -y chromium chromium-driver)");
        // Named explicitly, so that Selenium Manager never looks for a driver to download.
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        profile = Files.createTempDirectory("nonet-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1100,900", "--user-data-dir=" + profile);
        options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).build();
        server = new TestServer();
        browser = new ChromeDriver(service, options);
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    static void stopBrowser() throws IOException {
        if (browser != null) {
            browser.quit();
            browser = null;
        }
        if (server != null) {
            server.close();
            server = null;
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** The page opened afresh, as a first visit: it makes a new puzzle, and the test starts once it is on the board. */
    @BeforeEach
    void openAFreshPage() {
        forgetTheDevice();
        browser.get(server.server.url());
        waitUntil(() -> !cellsWith("given").isEmpty());
    }

    @AfterEach
    void theConsoleHoldsNoError() {
        List<String> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .filter(m -> !m.contains(REFUSED_REQUEST))
                .toList();
        assertThat(errors).as("errors in the browser's console").isEmpty();
    }

    /** Leaves the page and empties what it kept in the browser: its games, settings and statistics. */
    static void forgetTheDevice() {
        browser.get("about:blank"); // the page keeps its game as it goes: leave it first, then forget
        URI url = URI.create(server.server.url());
        browser.executeCdpCommand("Storage.clearDataForOrigin",
                Map.of("origin", url.getScheme() + "://" + url.getAuthority(), "storageTypes", "local_storage"));
        // The last page's save as it went can reach the storage after that clear (the browser commits a
        // page's local storage behind it; a 25x25 game once came back so): clear it again from the
        // origin itself, on an address of it that is not the page, after that save.
        browser.get(server.server.url() + "api/health");
        browser.executeScript("window.localStorage.clear()");
    }

    /** The page as a phone shows it: a mobile viewport of 390 x 844 CSS pixels. */
    static void phone() {
        viewport(390, 844);
    }

    /** A viewport of width x height CSS pixels, a phone's (mobile) under 600 wide, until wholeWindow. */
    static void viewport(int width, int height) {
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", width < 600));
    }

    static void wholeWindow() {
        browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    static WebElement board() {
        return browser.findElement(By.id("board"));
    }

    static List<WebElement> cells() {
        return browser.findElements(By.cssSelector("#board .cell"));
    }

    static List<WebElement> cellsWith(String cssClass) {
        return browser.findElements(By.cssSelector("#board .cell." + cssClass));
    }

    /** The board as a puzzle line: each cell's digit, '.' for an empty one (marks are not digits). */
    static String boardText() {
        return (String) browser.executeScript("return [...document.querySelectorAll('#board .cell')]"
                + ".map(c => c.querySelector('.marks') || !c.textContent ? '.' : c.textContent).join('')");
    }

    static void click(String id) {
        browser.findElement(By.id(id)).click();
    }

    static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    /** Says yes in the page's question dialog, once it is open. */
    static void confirm() {
        waitUntil(() -> browser.findElement(By.id("ask")).isDisplayed());
        click("ask-yes");
    }

    static void pickLayout(String value) {
        new Select(browser.findElement(By.id("layout"))).selectByValue(value);
    }

    static void pickLevel(String text) {
        new Select(browser.findElement(By.id("difficulty"))).selectByVisibleText(text);
    }

    /** Types puzzle into the box of "Enter or paste a puzzle" (opening it) and presses Load. */
    static void loadByTyping(String puzzle) {
        if (browser.findElement(By.id("enter")).getAttribute("open") == null) {
            browser.findElement(By.cssSelector("#enter summary")).click();
        }
        WebElement input = browser.findElement(By.id("puzzle-input"));
        input.clear();
        input.sendKeys(puzzle);
        browser.executeScript("document.getElementById('message').textContent = ''");
        click("load");
        waitUntil(() -> !text("message").isEmpty());
    }

    /**
     * Presses Hint until the whole step shows on the board: hints build up over three presses (where to
     * look, the technique, the step), and a fourth applies it.
     */
    static void hintUntilTheStep() {
        for (int press = 0; press < 3 && cellsWith("hint-target").isEmpty(); press++) {
            String before = text("message");
            click("hint");
            waitUntil(() -> !text("message").equals(before));
        }
        waitUntil(() -> !cellsWith("hint-target").isEmpty());
    }

    /** Types digits row by row into the open cells of a side x side board ('.' leaves a cell as it is). */
    static void playByKeys(String digits, int side) {
        for (int row = 0; row < side; row++) {
            cells().get(row * side).click();
            StringBuilder keys = new StringBuilder();
            for (int col = 0; col < side; col++) {
                char d = digits.charAt(row * side + col);
                boolean given = cells().get(row * side + col).getAttribute("class").contains("given");
                if (d != '.' && !given) {
                    keys.append(d);
                }
                keys.append(Keys.ARROW_RIGHT);
            }
            board().sendKeys(keys);
        }
    }

    /** Ticks or unticks a box of the Settings panel (opening it), by its name: set-NAME. */
    static void setting(String name, boolean on) {
        if (browser.findElement(By.id("settings")).getAttribute("open") == null) {
            browser.findElement(By.cssSelector("#settings summary")).click();
        }
        WebElement box = browser.findElement(By.id("set-" + name));
        if (box.isSelected() != on) {
            box.click();
        }
    }

    static void waitUntil(BooleanSupplier condition) {
        new WebDriverWait(browser, Duration.ofSeconds(10)).until(d -> condition.getAsBoolean());
    }

    static Path screenshot(String name) throws IOException {
        Path file = SCREENSHOTS.resolve(name + ".png");
        Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), file, StandardCopyOption.REPLACE_EXISTING);
        return file;
    }
}
