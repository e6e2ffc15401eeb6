package dev.nonet.server;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * The screenshots of the README and docs/PLAY.md, taken in the browser as the page tests take theirs. Not a
 * test: it checks nothing but that the page shows without a console error, so no test run picks it up (the
 * name matches neither surefire's nor failsafe's patterns). The profile {@code screenshots} runs it alone
 * and writes the pictures into docs/ under their names there ({@code docs/DESIGN.md}, "Docs"):
 *
 * <pre>
 * mvn -B -Pscreenshots -pl server -am verify -DskipTests
 * </pre>
 *
 * <p>Run otherwise (from an IDE), it leaves them in {@code target/screenshots/} only.
 */
class DocsScreenshots extends BrowserPageTest {

    /** Where the profile has the pictures go: the docs folder. */
    private static final String DOCS = "nonet.screenshots.docs";

    /** docs/screenshot.png and docs/screenshot-phone.png: a game with digits, marks and colours, on a laptop and in a phone's dark mode. */
    @Test
    void thePageForTheReadme() throws IOException {
        PlayIT.openEasy();
        click("auto");
        cells().get(0).click();
        board().sendKeys("7");
        new Actions(browser).clickAndHold(cells().get(30)).moveToElement(cells().get(31)).moveToElement(cells().get(32)).release().perform();
        board().sendKeys(Keys.chord(Keys.ALT, "5"));
        cells().get(60).click();
        board().sendKeys(Keys.chord(Keys.ALT, "3"), Keys.chord(Keys.CONTROL, "4"), Keys.chord(Keys.CONTROL, "9"));
        cells().get(0).click(); // its row, column and box highlighted, and the other 7s
        waitUntil(() -> !cellsWith("same-digit").isEmpty());
        forTheDocs("page", "screenshot.png");
        try {
            phone();
            PlayIT.systemColours("dark");
            browser.navigate().refresh();
            waitUntil(() -> text("message").contains("goes on where you left it"));
            new Actions(browser).clickAndHold(cells().get(56)).moveToElement(cells().get(57)).moveToElement(cells().get(66)).release().perform();
            forTheDocs("phone", "screenshot-phone.png");
        } finally {
            wholeWindow();
            browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    /**
     * docs/screenshot-variant-*.png: three setters' puzzles, light and dark, with a few digits and marks
     * entered so that the drawing is seen under them.
     */
    @Test
    void thePagesForTheDocs() throws IOException {
        String[][] shots = {{"Exclusive Singularity", "lines"}, {"Dec 24, 2021: Thermwich", "outside"}, {"Deflation", "killer"}};
        try {
            for (String[] shot : shots) {
                for (String scheme : List.of("light", "dark")) {
                    PlayIT.systemColours(scheme);
                    forgetTheDevice();
                    browser.get(server.server.url() + "#fpuzzles="
                            + URLEncoder.encode(SetterPuzzlesIT.puzzle(shot[0]).get("puzzle").asText(), StandardCharsets.UTF_8));
                    waitUntil(() -> !text("about-title").isEmpty());
                    cells().get(20).click();
                    board().sendKeys(Keys.chord(Keys.SHIFT, "1"), Keys.chord(Keys.SHIFT, "3"), Keys.ARROW_RIGHT, Keys.chord(Keys.CONTROL, "5"),
                            Keys.chord(Keys.CONTROL, "7"), Keys.ARROW_DOWN, Keys.chord(Keys.ALT, "5"));
                    String name = "variant-" + shot[1] + "-" + scheme;
                    forTheDocs(name, "screenshot-" + name + ".png");
                }
            }
        } finally {
            browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    /**
     * docs/screenshot-variant-hint-*.png: a hint on a killer built up to its step (after Auto candidates),
     * light and dark on a laptop and dark on a phone; docs/screenshot-editor-*.png: the setter's editor with
     * The Jester imported and its panel's answer, light and dark (a taller window: the answer is at the
     * panel's foot) and on a phone.
     */
    @Test
    void theEditorAndAVariantHintForTheDocs() throws IOException {
        String killer = URLEncoder.encode(SetterPuzzlesIT.puzzle("October 10, 2023: Killer").get("puzzle").asText(), StandardCharsets.UTF_8);
        String jester = "https://f-puzzles.com/?load=" + SetterPuzzlesIT.puzzle("The Jester").get("puzzle").asText();
        String[][] shots = {{"light", "laptop"}, {"dark", "laptop"}, {"dark", "phone"}};
        try {
            for (String[] shot : shots) {
                PlayIT.systemColours(shot[0]);
                forgetTheDevice();
                if (shot[1].equals("phone")) {
                    phone();
                }
                browser.get(server.server.url() + "#fpuzzles=" + killer);
                waitUntil(() -> !text("about-title").isEmpty());
                click("auto");
                hintUntilTheStep();
                browser.executeScript("window.scrollTo(0, 0)");
                String name = "variant-hint-" + (shot[1].equals("phone") ? "phone" : shot[0]);
                forTheDocs(name, "screenshot-" + name + ".png");

                forgetTheDevice();
                if (!shot[1].equals("phone")) {
                    viewport(1280, 1040);
                }
                browser.get(server.server.url());
                click("set");
                browser.executeScript("document.getElementById('editor-export').open = true;"
                        + "document.getElementById('editor-import-text').value = arguments[0]", jester);
                click("editor-import");
                waitUntil(() -> text("editor-logic").startsWith("Solved by logic"));
                browser.executeScript("document.getElementById('editor-export').open = false; window.scrollTo(0, 0)");
                name = "editor-" + (shot[1].equals("phone") ? "phone" : shot[0]);
                forTheDocs(name, "screenshot-" + name + ".png");
                wholeWindow();
            }
        } finally {
            wholeWindow();
            browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    /** docs/screenshot-thermo.png, for the README: the thermo of examples/thermo.json, which the generator made, on the page. */
    @Test
    void aGeneratedThermoForTheReadme() throws IOException {
        forgetTheDevice();
        browser.get(server.server.url());
        browser.findElement(By.cssSelector("#enter summary")).click();
        browser.executeScript("document.getElementById('puzzle-input').value = arguments[0]",
                Files.readString(Path.of("../examples/thermo.json")).strip());
        click("load");
        waitUntil(() -> text("about-title").startsWith("Thermo, medium"));
        browser.executeScript("document.getElementById('enter').open = false; window.scrollTo(0, 0)");
        forTheDocs("thermo", "screenshot-thermo.png");
    }

    /** The page as it shows now, in target/screenshots/NAME.png and, when the profile names the docs folder, as docs/DOC_NAME. */
    private static void forTheDocs(String name, String docName) throws IOException {
        Path shot = screenshot(name);
        String docs = System.getProperty(DOCS);
        if (docs != null) {
            // written, not copied: a copy would keep the browser's file mode (owner only)
            Files.write(Path.of(docs).resolve(docName), Files.readAllBytes(shot));
        }
    }
}
