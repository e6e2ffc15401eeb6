package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.FPuzzles;
import dev.nonet.format.LzString;
import dev.nonet.grid.Puzzle;
import dev.nonet.server.TestServer.Answer;
import org.junit.jupiter.api.Test;

/**
 * f-puzzles payloads far larger than any puzzle: refused with a 400 that names the field and its limit,
 * at once. An 11 KB payload whose title decompressed to 16 million characters answered 503 after 6 s,
 * and held its worker 40 s more while the answer's {@code fpuzzles} payload was compressed again.
 */
class OversizedFPuzzlesTest extends SharedServerTest {

    @Test
    void aPayloadThatDecompressesToMillionsOfCharactersIsRefusedAtOnce() {
        String payload = titled("a".repeat(16_000_000));
        assertThat(payload.length()).isLessThan(20_000);
        long start = System.nanoTime();
        Answer a = server.post("/api/check", "{\"fpuzzles\": \"" + payload + "\"}");
        double seconds = (System.nanoTime() - start) / 1e9;
        ApiErrorsTest.assertError(a, 400);
        assertThat(a.text("error")).isEqualTo("fpuzzles: line 1: the f-puzzles payload decompresses to more than 1,000,000 characters,"
                + " the most a puzzle may have");
        assertThat(seconds).as("seconds to answer").isLessThan(1.0);
        assertThat(server.get("/api/health").json().get("busy").asInt()).isZero();
    }

    @Test
    void aTitleOverItsLimitIsRefusedNamingIt() {
        String payload = titled("a".repeat(5_000));
        Answer a = server.postFields("/api/check", "fpuzzles", payload);
        ApiErrorsTest.assertError(a, 400);
        assertThat(a.text("error")).isEqualTo("fpuzzles: line 1: f-puzzles \"title\" is 5,000 characters long, more than the 2,000 it may have");
        // The same through "puzzle", as a link.
        Answer link = server.postFields("/api/solve", "puzzle", "https://sudokupad.app/fpuzzles" + payload);
        assertThat(link.text("error")).isEqualTo("puzzle: line 1: f-puzzles \"title\" is 5,000 characters long, more than the 2,000 it may have");
    }

    /** The payload of an empty 9x9 puzzle titled {@code title}. */
    private static String titled(String title) {
        return LzString.compressToBase64(FPuzzles.of(Puzzle.parse(".".repeat(81)), title, "", "").json());
    }
}
