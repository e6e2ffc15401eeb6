package dev.nonet.format;

import static dev.nonet.format.FPuzzlesTest.blank9;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.nonet.format.PuzzleFormatException.Reason;
import org.junit.jupiter.api.Test;

/**
 * The sizes an f-puzzles puzzle is held to ({@link FPuzzlesLimits}): a payload of a few kilobytes whose
 * title decompressed to 16 million characters was read whole, and held a server's worker for 40 s
 * while its answer was built.
 */
class FPuzzlesLimitsTest {

    @Test
    void aTitleOrAuthorMayRunTo2000Characters() throws Exception {
        assertThat(FPuzzles.read(payload(blank9("\"title\":\"" + "t".repeat(2_000) + "\""))).title()).hasSize(2_000);
        assertRefused(payload(blank9("\"title\":\"" + "t".repeat(2_001) + "\"")),
                "line 1: f-puzzles \"title\" is 2,001 characters long, more than the 2,000 it may have");
        assertRefused(blank9("\"author\":\"" + "a".repeat(5_000) + "\""),
                "line 1: f-puzzles \"author\" is 5,000 characters long, more than the 2,000 it may have");
    }

    @Test
    void theRulesMayRunTo30000Characters() throws Exception {
        assertThat(FPuzzles.read(payload(blank9("\"ruleset\":\"" + "r".repeat(30_000) + "\""))).rules()).hasSize(30_000);
        assertRefused(payload(blank9("\"ruleset\":\"" + "r".repeat(30_001) + "\"")),
                "line 1: f-puzzles \"ruleset\" is 30,001 characters long, more than the 30,000 it may have");
    }

    @Test
    void everyOtherStringAndKeyIsNamedWhereItIs() {
        assertRefused(blank9("\"text\":[{\"cells\":[\"R1C1\"],\"value\":\"x\"},{\"cells\":[\"R2C2\"],\"value\":\"" + "v".repeat(2_500) + "\"}]"),
                "line 1: f-puzzles \"text\" entry 2 \"value\" is 2,500 characters long, more than the 2,000 it may have");
        String key = "k".repeat(3_000);
        assertRefused(blank9("\"" + key + "\":true"), "line 1: f-puzzles key \"" + "k".repeat(40) + "\u2026\" is 3,000 characters long,"
                + " more than the 2,000 a key may have");
    }

    @Test
    void aPayloadIsDecompressedNoFurtherThanAMillionCharacters() {
        // The payload, scaled down: a title that runs past the limit on its own.
        String payload = payload(blank9("\"title\":\"" + "t".repeat(1_100_000) + "\""));
        assertThat(payload.length()).isLessThan(5_000);
        assertRefused(payload, "line 1: the f-puzzles payload decompresses to more than 1,000,000 characters, the most a puzzle may have");
    }

    @Test
    void aPuzzlesJsonMayRunToAMillionCharacters() {
        String json = blank9("\"line\":[" + "{\"lines\":[[\"R1C1\",\"R1C2\"]]},".repeat(40_000) + "{}]");
        assertThat(json.length()).isGreaterThan(1_000_000);
        assertRefused(json, "line 1: an f-puzzles puzzle is " + String.format(java.util.Locale.ROOT, "%,d", json.length())
                + " characters of JSON, more than the 1,000,000 a puzzle may have");
    }

    private static String payload(String json) {
        return LzString.compressToBase64(json);
    }

    private static void assertRefused(String text, String message) {
        PuzzleFormatException e = catchThrowableOfType(() -> FPuzzles.read(text), PuzzleFormatException.class);
        assertThat(e).as("refused").isNotNull();
        assertThat(e.getMessage()).isEqualTo(message);
        assertThat(e.reason()).isEqualTo(Reason.WRONG_LENGTH);
    }
}
