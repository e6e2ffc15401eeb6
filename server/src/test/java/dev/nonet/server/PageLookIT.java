package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * How the page looks, measured from the browser's computed styles rather than by eye: the printed grid,
 * the marks a cell can carry at once (a wrong entry still selected), the contrast of the highlights
 * around the cursor in light and dark colours, the player's colours against the highlights, and the
 * layout on a phone and a laptop as Statistics opens. Colours are compared as the eye gets them: a
 * cell's see-through layers composed over the board's background. Contrast is WCAG's (relative
 * luminance); a colour distance is the Euclidean one in sRGB (0..255 a channel) and CIE76 ΔE in CIELAB.
 * Each test prints its figures. Screenshots: look-print (print media, from dark colours),
 * look-dark-highlight, look-colours-light, look-colours-dark, look-phone-statistics and
 * look-laptop-statistics.
 */
class PageLookIT extends BrowserPageTest {

    private static final String SOLUTION = Sudoku.solve(Puzzle.parse(EASY)).solution().orElseThrow().toString();

    /** The highlight classes a cell can carry, weakest first, as board.js sets them. */
    private static final List<String> HIGHLIGHTS = List.of("house", "same-digit", "hint-cell", "hint-target", "wrong", "selected");

    /**
     * The page's helpers for colours: rgba(s) reads a computed colour; shown(cell, classes) is the
     * background the eye gets on that cell (its colour layer, its background and each ancestor's composed
     * down to the first opaque one) with the classes added to it for the moment, and ink(...) its text
     * colour. Nothing is drawn in between, so a render of the page cannot undo the classes.
     */
    private static final String COLOURS = """
            const rgba = (s) => { const m = s.match(/[\\d.]+/g).map(Number); return m.length === 3 ? [...m, 1] : m; };
            const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3]));
            const withClasses = (cell, classes, read) => {
              const added = classes.filter((c) => !cell.classList.contains(c));
              cell.classList.add(...added);
              try { return read(getComputedStyle(cell)); } finally { cell.classList.remove(...added); }
            };
            const layers = (element) => {
              const found = [];
              for (let e = element; e; e = e.parentElement) {
                const style = getComputedStyle(e), image = style.backgroundImage.match(/rgba?\\([^)]*\\)/);
                if (image) found.push(rgba(image[0]));
                found.push(rgba(style.backgroundColor));
                if (found[found.length - 1][3] === 1) break;
              }
              return found.reverse().reduce((under, top) => over(top, under), [255, 255, 255]);
            };
            const shown = (cell, classes = []) => withClasses(cell, classes, () => layers(cell));
            const ink = (cell, classes = []) => withClasses(cell, classes, (s) => rgba(s.color).slice(0, 3));
            const cellAt = (i) => document.querySelectorAll('#board .cell')[i];
            """;

    @Test
    void thePrintedGridIsPlainBlackLinesWithItsGivensAndEntriesCentredOnThePage() throws IOException {
        openEasy();
        // The cells at the top right of their box (a box line on the right): r1c3, r1c6, r4c3, r4c6, r7c3, r7c6.
        int r1c3 = 2, r1c6 = 5, r4c3 = 29, r4c6 = 32, r7c3 = 56, r7c6 = 59;
        play(r1c3, SOLUTION.charAt(r1c3)); // an entry
        play(r1c6, wrongDigit(r1c6)); // a wrong entry, marked by Check below
        click("check");
        waitUntil(() -> cellsWith("wrong").size() == 1);
        cells().get(r4c6).click(); // selected, the cursor; r4c3 in its row, r1c6 in its column
        // r7c3 is a given. The hint's and the digit's marks and colours, as a player may have them at
        // once, are set here: a colour played would be a change, which takes Check's marks away.
        browser.executeScript("""
                const cells = document.querySelectorAll('#board .cell');
                cells[arguments[0]].classList.add('hint-cell', 'same-digit');
                cells[arguments[1]].classList.add('hint-target', 'conflict');
                cells[arguments[1]].dataset.colour = '3';
                cells[arguments[2]].dataset.colour = '4';
                """, r4c3, r7c6, r4c6);
        browser.executeScript("document.getElementById('board').focus()");
        int[] sixCells = {r1c3, r1c6, r4c3, r4c6, r7c3, r7c6};
        assertThat(cells().get(r7c3).getAttribute("class")).contains("given");
        assertThat(cells().get(r1c3).getAttribute("class")).contains("entered");
        assertThat(cells().get(r4c6).getAttribute("class")).contains("selected", "cursor");
        assertThat(cells().get(r1c6).getAttribute("class")).contains("wrong", "house");

        for (String theme : List.of("light", "dark")) {
            try {
                // As theme.js sets it: the button would draw the board again, undoing the classes set above.
                browser.executeScript("document.documentElement.dataset.theme = arguments[0]", theme);
                browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> printed = (List<Map<String, Object>>) browser.executeScript("""
                        const cells = document.querySelectorAll('#board .cell');
                        return arguments[0].map((i) => {
                          const s = getComputedStyle(cells[i]);
                          const sides = ['Top', 'Right', 'Bottom', 'Left'].map((side) =>
                              [s['border' + side + 'Width'], s['border' + side + 'Style'], s['border' + side + 'Color']].join(' '));
                          return { cell: cells[i].dataset.cell, classes: cells[i].className, borders: sides.join(', '),
                                   outline: s.outlineStyle === 'none' || s.outlineWidth === '0px' ? 'none' : s.outline,
                                   shadow: s.boxShadow, visibility: s.visibility, color: s.color,
                                   background: s.backgroundColor + ' ' + s.backgroundImage,
                                   lineColours: [s.borderRightColor, s.borderBottomColor].join(' ') };
                        });
                        """, toList(sixCells));
                printed.forEach(c -> System.out.println("print " + theme + ": " + c));
                for (Map<String, Object> cell : printed) {
                    String what = theme + " print, " + cell.get("cell") + " (" + cell.get("classes") + ")";
                    assertThat(cell.get("borders")).as(what + ": borders like the given r7c3's").isEqualTo(printed.get(4).get("borders"));
                    assertThat(cell.get("lineColours")).as(what + ": its lines").isEqualTo("rgb(0, 0, 0) rgb(0, 0, 0)");
                    assertThat(cell.get("outline")).as(what + ": outline").isEqualTo("none");
                    assertThat(cell.get("shadow")).as(what + ": ring").isEqualTo("none");
                    assertThat(cell.get("visibility")).as(what + ": shown").isEqualTo("visible");
                    assertThat(cell.get("color")).as(what + ": digit").isEqualTo("rgb(0, 0, 0)");
                    assertThat((String) cell.get("background")).as(what + ": background")
                            .isIn("rgb(255, 255, 255) none", "rgba(0, 0, 0, 0) none");
                }
                assertThat(cells().get(r1c3).getText()).isEqualTo(String.valueOf(SOLUTION.charAt(r1c3)));
                @SuppressWarnings("unchecked")
                Map<String, Object> page = (Map<String, Object>) browser.executeScript("""
                        const board = document.getElementById('board'), box = board.getBoundingClientRect(), s = getComputedStyle(board);
                        return { centre: (box.left + box.right) / 2, page: document.documentElement.clientWidth / 2,
                                 shadow: s.boxShadow, outline: s.outlineStyle, border: s.borderTopColor,
                                 background: s.backgroundColor };
                        """);
                System.out.println("print " + theme + ": board " + page);
                assertThat(page.get("shadow")).as(theme + " print: the board's focus ring").isEqualTo("none");
                assertThat(page.get("outline")).as(theme + " print: the board's outline").isEqualTo("none");
                assertThat(page.get("border")).as(theme + " print: the board's frame").isEqualTo("rgb(0, 0, 0)");
                assertThat(page.get("background")).as(theme + " print: the board's paper").isEqualTo("rgb(255, 255, 255)");
                assertThat(number(page.get("centre"))).as(theme + " print: the board's centre against the page's")
                        .isCloseTo(number(page.get("page")), within(2.0));
                if (theme.equals("dark")) {
                    screenshot("look-print"); // printed from dark colours: still black on white
                }
            } finally {
                browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
            }
        }
    }

    @Test
    void pickingJigsawTakesTheOldBoardOffTheScreenUntilTheNewOneComes() {
        pickLayout("16x16");
        waitUntil(() -> cells().size() == 256);
        pickLayout("jigsaw"); // no map typed: the player chooses one, or New draws one
        waitUntil(() -> browser.findElement(By.id("waiting")).isDisplayed());
        assertThat(board().getCssValue("visibility")).isEqualTo("hidden");
        assertThat(text("waiting")).contains("region map").contains("New");
        click("new");
        waitUntil(() -> cells().size() == 81 && !cellsWith("given").isEmpty());
        assertThat(browser.findElement(By.id("waiting")).isDisplayed()).isFalse();
        assertThat(board().getCssValue("visibility")).isEqualTo("visible");
    }

    @Test
    void aWrongEntryStillSelectedAfterCheckShowsTheWrongMarkAndItsRing() {
        openEasy();
        int r1c3 = 2, r1c6 = 5;
        play(r1c3, wrongDigit(r1c3));
        play(r1c6, wrongDigit(r1c6));
        click("check");
        waitUntil(() -> cellsWith("wrong").size() == 2);
        assertThat(cells().get(r1c6).getAttribute("class")).contains("wrong", "selected", "cursor");
        assertThat(cells().get(r1c3).getAttribute("class")).contains("wrong").doesNotContain("selected");
        for (String theme : List.of("light", "dark")) {
            useTheme(theme);
            @SuppressWarnings("unchecked")
            Map<String, Object> look = (Map<String, Object>) browser.executeScript(COLOURS + """
                    const s = (i) => getComputedStyle(cellAt(i));
                    return { wrongSelected: shown(cellAt(arguments[1])), wrong: shown(cellAt(arguments[2])),
                             selectedOnly: shown(cellAt(44), ['selected']), // r5c9, away from r1c6's houses
                             inkSelected: ink(cellAt(arguments[1])), inkWrong: ink(cellAt(arguments[2])),
                             ring: s(arguments[1]).boxShadow };
                    """, theme, r1c6, r1c3);
            System.out.println("wrong and selected, " + theme + ": " + look);
            assertThat(look.get("wrongSelected")).as(theme + ": the wrong entry selected shows the wrong mark").isEqualTo(look.get("wrong"));
            assertThat(look.get("wrongSelected")).as(theme + ": and not the selection's").isNotEqualTo(look.get("selectedOnly"));
            assertThat(look.get("inkSelected")).as(theme + ": its digit as a wrong entry's").isEqualTo(look.get("inkWrong"));
            assertThat((String) look.get("ring")).as(theme + ": still ringed as selected").isNotEqualTo("none");
        }
    }

    @Test
    void theHighlightAroundTheCursorShowsAndItsDigitsStayReadableInLightAndDark() throws IOException {
        openEasy();
        int r5c9 = 44, r2c9 = 17;
        play(r5c9, SOLUTION.charAt(r5c9)); // an entry outside r1c1's houses
        cells().get(0).click(); // r1c1: row 1, column 1 and box 1 highlighted
        assertThat(cells().get(1).getAttribute("class")).contains("house");
        List<String> failures = new ArrayList<>();
        for (String theme : List.of("light", "dark")) {
            useTheme(theme);
            @SuppressWarnings("unchecked")
            Map<String, List<Number>> look = (Map<String, List<Number>>) browser.executeScript(COLOURS + """
                    const given = cellAt(arguments[1]), entered = cellAt(arguments[2]), found = {};
                    found.plain = shown(given);
                    found['plain given'] = ink(given);
                    found['plain entered'] = ink(entered);
                    for (const c of arguments[3]) {
                      found[c] = shown(given, [c]);
                      found[c + ' given'] = ink(given, [c]);
                      found[c + ' entered'] = ink(entered, [c]);
                      found[c + ' conflict'] = ink(entered, [c, 'conflict']);
                    }
                    found['house real'] = shown(cellAt(1));
                    return found;
                    """, theme, r2c9, r5c9, HIGHLIGHTS);
            assertThat(look.get("house real")).as(theme + ": the house highlight of r1c2").isEqualTo(look.get("house"));
            double house = contrast(look.get("house"), look.get("plain"));
            System.out.printf("%s: house against the plain cell %.2f:1%n", theme, house);
            if (house < 1.3) {
                failures.add(String.format("%s: house against the plain cell %.2f:1, under 1.3:1", theme, house));
            }
            for (String highlight : HIGHLIGHTS) {
                for (String digit : List.of("given", "entered", "conflict")) {
                    double ratio = contrast(look.get(highlight + " " + digit), look.get(highlight));
                    System.out.printf("%s: %s digit on %s %.2f:1%n", theme, digit, highlight, ratio);
                    if (ratio < 4.5 && !digit.equals("conflict")) { // a repeat's red is reported, not held to 4.5
                        failures.add(String.format("%s: %s digit on %s %.2f:1, under 4.5:1", theme, digit, highlight, ratio));
                    }
                }
            }
            for (String other : List.of("house", "same-digit")) {
                double apart = rgbDistance(look.get(other), look.get("selected"));
                System.out.printf("%s: %s against selected: RGB distance %.0f, ΔE %.0f%n", theme, other, apart, deltaE(look.get(other), look.get("selected")));
                if (apart < 40) {
                    failures.add(String.format("%s: %s and selected too alike, RGB distance %.0f", theme, other, apart));
                }
            }
            System.out.printf("%s: house against same-digit: RGB distance %.0f, ΔE %.0f%n", theme,
                    rgbDistance(look.get("house"), look.get("same-digit")), deltaE(look.get("house"), look.get("same-digit")));
            if (theme.equals("dark")) {
                screenshot("look-dark-highlight");
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void theNinePlayerColoursStandApartFromTheHighlightsInLightAndDark() throws IOException {
        openEasy();
        // Box 8 (r7c4 to r9c6) coloured 1 to 9, with Alt+digit; the cursor then on r1c1, whose houses miss box 8.
        int[] box8 = {57, 58, 59, 66, 67, 68, 75, 76, 77};
        for (int colour = 1; colour <= 9; colour++) {
            cells().get(box8[colour - 1]).click();
            board().sendKeys(Keys.chord(Keys.ALT, String.valueOf(colour)));
        }
        cells().get(0).click();
        waitUntil(() -> browser.findElements(By.cssSelector("#board .cell[data-colour]")).size() == 9);
        List<String> failures = new ArrayList<>();
        for (String theme : List.of("light", "dark")) {
            useTheme(theme);
            @SuppressWarnings("unchecked")
            Map<String, List<Number>> look = (Map<String, List<Number>>) browser.executeScript(COLOURS + """
                    const found = {}, plain = cellAt(44);
                    arguments[1].forEach((i, k) => {
                      if (cellAt(i).dataset.colour !== String(k + 1)) throw new Error('colour ' + (k + 1) + ' missing at ' + i);
                      found['colour ' + (k + 1)] = shown(cellAt(i));
                    });
                    found.selected = shown(cellAt(0));
                    found.cursor = shown(cellAt(0), ['cursor', 'selected']);
                    found.house = shown(cellAt(1));
                    for (const c of ['hint-cell', 'hint-target', 'same-digit', 'wrong']) found[c] = shown(plain, [c]);
                    return found;
                    """, theme, toList(box8));
            assertThat(cells().get(0).getAttribute("class")).contains("selected", "cursor");
            for (int colour = 1; colour <= 9; colour++) {
                StringBuilder line = new StringBuilder(theme + ": colour " + colour + " " + look.get("colour " + colour) + ":");
                for (String highlight : List.of("selected", "cursor", "house", "hint-cell", "hint-target", "same-digit", "wrong")) {
                    List<Number> a = look.get("colour " + colour), b = look.get(highlight);
                    double rgb = rgbDistance(a, b), deltaE = deltaE(a, b);
                    line.append(String.format(" %s %.0f/ΔE%.0f", highlight, rgb, deltaE));
                    boolean held = !highlight.equals("same-digit") && !highlight.equals("wrong"); // those two reported only
                    if (held && (rgb < 40 || deltaE < 20)) {
                        failures.add(String.format("%s: colour %d against %s: RGB distance %.0f (under 40?), ΔE %.0f (under 20?)",
                                theme, colour, highlight, rgb, deltaE));
                    }
                }
                System.out.println(line);
            }
            screenshot("look-colours-" + theme);
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void onAPhoneTheControlsLineUpWithTheBoardAndOnPhoneAndLaptopTheBoardStaysPutWhenStatisticsOpen() throws IOException {
        // Statistics of many kinds of game, as a player who tried the layouts has them: a table wider
        // than a phone's controls, and on the laptop long enough to need a scrollbar once opened.
        Map<String, Object> stats = new java.util.TreeMap<>();
        for (String kind : List.of("beginner", "easy", "medium", "hard", "expert", "6x6 easy", "9x9 jigsaw expert",
                "9x9 x hard", "9x9 windoku medium", "4x4 easy", "8x8 hard", "12x12 easy", "12x12 medium", "16x16 easy",
                "16x16 medium", "25x25 unrated")) {
            stats.put(kind, Map.of("solved", 12, "best", 1_930_000, "total", 25_400_000, "hints", 11, "mistakes", 7));
        }
        browser.executeScript("localStorage.setItem('nonet.stats', JSON.stringify(arguments[0]))", stats);
        SoftAssertions softly = new SoftAssertions();
        try {
            for (int[] screen : new int[][] {{390, 844}, {1280, 800}}) {
                String name = screen[0] < 600 ? "phone" : "laptop";
                viewport(screen[0], screen[1]);
                browser.navigate().refresh();
                waitUntil(() -> !cellsWith("given").isEmpty());
                List<Double> board = box("#board"), controls = box("section.controls");
                System.out.println(name + ": board " + board + ", controls " + controls + ", " + widths());
                if (name.equals("phone")) {
                    softly.assertThat(controls.get(0)).as("phone: the controls' left edge against the board's").isCloseTo(board.get(0), within(1.0));
                    softly.assertThat(controls.get(2)).as("phone: the controls' right edge against the board's").isCloseTo(board.get(2), within(1.0));
                }

                browser.findElement(By.cssSelector("#stats summary")).click();
                waitUntil(() -> browser.findElement(By.id("stats")).getAttribute("open") != null);
                assertThat(browser.findElements(By.cssSelector("#stats-table tbody tr"))).hasSize(stats.size());
                List<Double> after = box("#board");
                Map<String, Object> widths = widths();
                System.out.println(name + ": with Statistics open, board " + after + ", controls " + box("section.controls") + ", " + widths);
                for (int i = 0; i < 4; i++) {
                    softly.assertThat(after.get(i)).as(name + ": the board's edges (left, top, right, bottom) once Statistics is open")
                            .isCloseTo(board.get(i), within(1.0));
                }
                // A wider page would have a phone show it smaller, the board moved and shrunk on the screen.
                softly.assertThat(number(widths.get("page"))).as(name + ": the page's width once Statistics is open")
                        .isLessThanOrEqualTo(number(widths.get("viewport")));
                screenshot("look-" + name + "-statistics");
            }
        } finally {
            wholeWindow();
        }
        softly.assertAll();
    }

    /** The page's width (its scrolling width) and the viewport's (the window less any scrollbar). */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> widths() {
        return (Map<String, Object>) browser.executeScript(
                "return { page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth, window: innerWidth, height: document.documentElement.scrollHeight }");
    }

    /** Light or dark colours, switched as a player does, with the button in the page's header (which names the other colours). */
    private static void useTheme(String theme) {
        if (!theme.equals(browser.executeScript("return document.getElementById('theme').textContent === 'Light' ? 'dark' : 'light'"))) {
            click("theme");
            waitUntil(() -> theme.equals(browser.executeScript("return document.documentElement.dataset.theme")));
        }
    }

    private static void openEasy() {
        browser.get(server.server.url() + "#" + EASY);
        waitUntil(() -> boardText().equals(EASY));
    }

    /** Clicks the cell and types digit in it. */
    private static void play(int cell, char digit) {
        cells().get(cell).click();
        board().sendKeys(String.valueOf(digit));
        waitUntil(() -> cells().get(cell).getText().equals(String.valueOf(digit)));
    }

    private static char wrongDigit(int cell) {
        return SOLUTION.charAt(cell) == '9' ? '1' : (char) (SOLUTION.charAt(cell) + 1);
    }

    /** An element's box on the page (left, top, right, bottom), wherever the page is scrolled. */
    @SuppressWarnings("unchecked")
    private static List<Double> box(String selector) {
        List<Number> box = (List<Number>) browser.executeScript("""
                const r = document.querySelector(arguments[0]).getBoundingClientRect();
                return [r.left + scrollX, r.top + scrollY, r.right + scrollX, r.bottom + scrollY];
                """, selector);
        return box.stream().map(Number::doubleValue).toList();
    }

    private static List<Integer> toList(int[] values) {
        return java.util.Arrays.stream(values).boxed().toList();
    }

    private static double number(Object value) {
        return ((Number) value).doubleValue();
    }

    /** WCAG's contrast ratio of two sRGB colours: (L1 + 0.05) / (L2 + 0.05), the lighter over the darker. */
    static double contrast(List<Number> a, List<Number> b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    static double luminance(List<Number> rgb) {
        double[] linear = rgb.stream().mapToDouble(c -> {
            double v = c.doubleValue() / 255;
            return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }).toArray();
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
    }

    static double rgbDistance(List<Number> a, List<Number> b) {
        double sum = 0;
        for (int i = 0; i < 3; i++) {
            double d = a.get(i).doubleValue() - b.get(i).doubleValue();
            sum += d * d;
        }
        return Math.sqrt(sum);
    }

    /** CIE76 ΔE: the Euclidean distance of the two colours in CIELAB (D65). */
    static double deltaE(List<Number> a, List<Number> b) {
        double[] p = lab(a), q = lab(b);
        return Math.sqrt(Math.pow(p[0] - q[0], 2) + Math.pow(p[1] - q[1], 2) + Math.pow(p[2] - q[2], 2));
    }

    private static double[] lab(List<Number> rgb) {
        double[] l = rgb.stream().mapToDouble(c -> {
            double v = c.doubleValue() / 255;
            return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }).toArray();
        double x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.95047;
        double y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
        double z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.08883;
        double fx = f(x), fy = f(y), fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double f(double t) {
        return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16.0 / 116;
    }
}
