package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * lz-string as f-puzzles links carry it. The vectors ({@code lzstring/vectors.jsonl}: text, base64,
 * URI-safe) were made with the npm package lz-string 1.5.0 ({@code compressToBase64},
 * {@code compressToEncodedURIComponent}).
 */
class LzStringTest {

    private static List<List<?>> vectors() throws IOException {
        try (InputStream in = LzStringTest.class.getResourceAsStream("/lzstring/vectors.jsonl")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            List<List<?>> vectors = new java.util.ArrayList<>();
            text.lines().filter(l -> !l.isBlank()).forEach(l -> vectors.add((List<?>) JsonTree.parse(l)));
            return vectors;
        }
    }

    @Test
    void compressesAsTheJavaScriptDoes() throws IOException {
        List<List<?>> vectors = vectors();
        assertThat(vectors).hasSizeGreaterThan(10);
        for (List<?> v : vectors) {
            String text = (String) v.get(0);
            assertThat(LzString.compressToBase64(text)).as("base64 of %s", text).isEqualTo(v.get(1));
            assertThat(LzString.compressToEncodedURIComponent(text)).as("URI-safe of %s", text).isEqualTo(v.get(2));
        }
    }

    @Test
    void decompressesWhatTheJavaScriptCompressed() throws IOException {
        for (List<?> v : vectors()) {
            String text = (String) v.get(0);
            assertThat(LzString.decompressFromBase64((String) v.get(1))).isEqualTo(text);
            assertThat(LzString.decompressFromEncodedURIComponent((String) v.get(2))).isEqualTo(text);
            assertThat(LzString.decompress((String) v.get(1))).isEqualTo(text);
            assertThat(LzString.decompress((String) v.get(2))).isEqualTo(text);
        }
    }

    @Test
    void readsEveryPayloadOfTheTestSetAndCompressesItBackTheSame() throws IOException {
        for (Map<?, ?> entry : FPuzzlesTest.testSet()) {
            String payload = (String) entry.get("puzzle");
            String json = LzString.decompressFromBase64(payload);
            assertThat(json).startsWith("{\"size\":");
            assertThat(LzString.compressToBase64(json)).isEqualTo(payload);
        }
    }

    @Test
    void roundTripsRandomText() {
        Random random = new Random(28);
        for (int n = 0; n < 300; n++) {
            int length = random.nextInt(400);
            StringBuilder sb = new StringBuilder();
            int alphabet = random.nextBoolean() ? 4 : random.nextBoolean() ? 96 : 0x10000;
            for (int i = 0; i < length; i++) {
                sb.append((char) (alphabet == 96 ? 32 + random.nextInt(96) : random.nextInt(alphabet) + (alphabet == 4 ? 'a' : 0)));
            }
            String text = sb.toString();
            assertThat(LzString.decompressFromBase64(LzString.compressToBase64(text))).isEqualTo(text);
            assertThat(LzString.decompressFromEncodedURIComponent(LzString.compressToEncodedURIComponent(text))).isEqualTo(text);
        }
    }

    @Test
    @Timeout(60)
    void compressesALongRunOfOneCharacterInLinearTime() {
        // Its phrases grow to thousands of characters: keyed by the phrase, 4 million took about 4 s (16
        // million 34 s), so 8 million would take about 15; keyed by codes, half a second. The bound is
        // ten times that, so that a loaded machine does not fail the test (the core's module cannot read
        // a thread's CPU time).
        String run = "a".repeat(8_000_000);
        long start = System.nanoTime();
        String payload = LzString.compressToBase64(run);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(millis).as("milliseconds to compress 8 million characters").isLessThan(5_000);
        assertThat(LzString.decompressFromBase64(payload)).isEqualTo(run);
    }

    @Test
    void decompressesNoFurtherThanTheLengthAsked() {
        String payload = LzString.compressToBase64("a".repeat(10_000));
        assertThat(LzString.decompress(payload, 10_000)).hasValue("a".repeat(10_000));
        assertThat(LzString.decompress(payload, 9_999)).isEmpty();
        assertThatThrownBy(() -> LzString.decompress("N4IgzglgXgpiBcBO", 100)).hasMessageContaining("cut short");
    }

    @Test
    void emptyTextCompressesToTheEndMarkerAloneAsTheJavaScriptDoes() {
        assertThat(LzString.compressToBase64("")).isEqualTo("Q===");
        assertThat(LzString.compressToEncodedURIComponent("")).isEqualTo("Q");
        assertThat(LzString.decompressFromBase64("Q===")).isEmpty();
    }

    @Test
    void paddingIsOptionalAndSpacesAreReadAsPlusInUriSafePayloads() {
        String text = "{\"size\":9,\"title\":\"a+b\"}";
        String base64 = LzString.compressToBase64(text);
        assertThat(LzString.decompressFromBase64(base64.replace("=", ""))).isEqualTo(text);
        String uri = LzString.compressToEncodedURIComponent(text);
        assertThat(LzString.decompressFromEncodedURIComponent(uri.replace('+', ' '))).isEqualTo(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "!!!!", "N4Ig zgl", "AAAA", "zzzz", "N4IgzglgXgpi", "N4Igzgl", "N4IgzglgXgpiB*cBOAvkA"})
    void refusesWhatIsNotAPayloadWithAReason(String payload) {
        assertThatThrownBy(() -> LzString.decompressFromBase64(payload))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("not an lz-string base64 payload: ");
    }

    @Test
    void namesTheCharacterOutsideTheAlphabet() {
        assertThatThrownBy(() -> LzString.decompressFromBase64("N4Ig!glgXgpiBcBOAvkA"))
                .hasMessage("not an lz-string base64 payload: '!' at character 5 is not in its alphabet");
        assertThatThrownBy(() -> LzString.decompressFromBase64("N4IgzglgXgpiBcBO"))
                .hasMessage("not an lz-string base64 payload: it ends before its end marker (cut short?)");
    }
}
