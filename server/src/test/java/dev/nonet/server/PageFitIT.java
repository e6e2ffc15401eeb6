package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every size of board on a 390 x 844 phone and a 1280 x 800 laptop: nothing needs sideways scrolling
 * (each button, the board and the pad lie within the viewport's width), and on the laptop every
 * control is within its height too. Boxes are the elements' bounding boxes against the viewport.
 */
class PageFitIT extends BrowserPageTest {

    /**
     * Each element shown that passes the viewport's left or right edge, and with below true each control
     * (a button, a picker, a summary, the board, its modes and pad) that passes its bottom.
     */
    private static final String OUTSIDE = """
            const width = document.documentElement.clientWidth, height = document.documentElement.clientHeight;
            const controls = 'button, select, summary, #board, #pad, .modes';
            return [...document.body.querySelectorAll('*')]
                .filter(e => e.getClientRects().length > 0 && !e.closest('dialog'))
                .map(e => [e, e.getBoundingClientRect()])
                .filter(([e, box]) => box.left < -0.5 || box.right > width + 0.5
                    || (arguments[0] && e.matches(controls) && box.bottom > height + 0.5))
                .map(([e, box]) => e.tagName + '#' + e.id + '.' + e.className + ' ' + JSON.stringify(box));
            """;

    static Stream<Arguments> sizesOnScreens() {
        List<String> sizes = List.of("4x4", "6x6", "8x8", "9x9", "12x12", "16x16", "25x25");
        return Stream.of(new int[] {390, 844}, new int[] {1280, 800})
                .flatMap(screen -> sizes.stream().map(size -> Arguments.of(size, screen[0], screen[1])));
    }

    @AfterEach
    void backToTheWholeWindow() {
        wholeWindow();
    }

    @ParameterizedTest(name = "{0} at {1}x{2}")
    @MethodSource("sizesOnScreens")
    void theBoardAndPadFitWithoutSidewaysScrolling(String size, int width, int height) throws IOException {
        viewport(width, height);
        int side = Integer.parseInt(size.split("x")[0]);
        if (side != 9) {
            pickLayout(size);
        }
        waitUntil(() -> cells().size() == side * side);
        browser.executeScript("window.scrollTo(0, 0)");
        long scrollWidth = (Long) browser.executeScript("return document.documentElement.scrollWidth");
        boolean laptop = width > 600;
        @SuppressWarnings("unchecked")
        List<String> outside = (List<String>) browser.executeScript(OUTSIDE, laptop);
        assertThat(outside).as("elements outside the viewport").isEmpty();
        assertThat(scrollWidth).as("the page's width").isLessThanOrEqualTo(width);
        assertThat(browser.findElements(org.openqa.selenium.By.cssSelector("#pad button"))).hasSize(side + 1);
        screenshot("fit-" + size + "-" + width + "x" + height);
    }
}
