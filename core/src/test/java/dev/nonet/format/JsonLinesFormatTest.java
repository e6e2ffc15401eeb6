package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** JSON lines are a format of the one list: the core detects them; the command line, which has a JSON parser, reads them. */
class JsonLinesFormatTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"puzzle\": \"1\"}|true",
            "\\n  \t{\"puzzle\": \"1\"}|true",
            "\uFEFF{}|true",
            "# a comment\\n{}|false",
            "530070000|false",
            "|false"})
    void jsonLinesAreTheInputsWhoseFirstCharacterOpensAnObject(String written, boolean json) throws Exception {
        String text = written == null ? null : written.replace("\\n", "\n"); // a CSV value holds no line break
        BufferedReader reader = new BufferedReader(new StringReader(text == null ? "" : text));
        assertThat(FormatDetector.opensJsonLines(reader)).isEqualTo(json);
        assertThat(reader.read()).as("left where it was").isEqualTo(text == null ? -1 : text.charAt(0));
    }

    @ParameterizedTest
    @CsvSource({"json, false", "pencilmarks, false", "boj4056, false", "line, true"})
    void theOneListSaysWhatThePuzzleWriterWrites(String id, boolean writable) {
        assertThat(Format.byId(id).orElseThrow().isWritable()).isEqualTo(writable);
    }

    @Test
    void aPuzzleReaderLeavesJsonToTheCommandLine() {
        assertThatThrownBy(() -> PuzzleReader.of("{}", Format.JSON)).isInstanceOf(IllegalArgumentException.class);
    }
}
