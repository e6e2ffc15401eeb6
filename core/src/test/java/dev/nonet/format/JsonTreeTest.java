package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The core's small JSON reader and writer, which the f-puzzles format is made of. */
class JsonTreeTest {

    @Test
    void readsEveryKindOfValueToPlainJavaValues() {
        Object value = JsonTree.parse(" {\"b\": [1, -2.5, 3e2, true, false, null, \"x\\u00e9\\n\"], \"a\": {}} ");
        assertThat(value).isInstanceOf(Map.class);
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) value;
        assertThat(map.keySet()).containsExactly("b", "a");
        assertThat(map.get("b")).isEqualTo(Arrays.asList(1L, -2.5, 300.0, true, false, null, "x\u00e9\n"));
        assertThat(map.get("a")).isEqualTo(Map.of());
    }

    @Test
    void keepsTheKeysInTheirOrder() {
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) JsonTree.parse("{\"z\":1,\"a\":2,\"m\":3}");
        assertThat(map.keySet()).containsExactly("z", "a", "m");
        assertThat(JsonTree.write(map)).isEqualTo("{\"z\":1,\"a\":2,\"m\":3}");
    }

    @Test
    void readsNumbersAsLongsOrDoubles() {
        assertThat(JsonTree.parse("0")).isEqualTo(0L);
        assertThat(JsonTree.parse("-0")).isEqualTo(0L);
        assertThat(JsonTree.parse("9223372036854775807")).isEqualTo(Long.MAX_VALUE);
        assertThat(JsonTree.parse("9223372036854775808")).isEqualTo(9.223372036854775808e18);
        assertThat(JsonTree.parse("0.15625")).isEqualTo(0.15625);
        assertThat(JsonTree.parse("1E-2")).isEqualTo(0.01);
    }

    @Test
    void writesCompactlyAsJavaScriptStringifies() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("s", "a\"b\\c\u0001\t\u00e9\ud83d\ude00");
        map.put("n", List.of(1L, 2.0, 0.55, Double.NaN, -3));
        map.put("b", Arrays.asList(true, null));
        map.put("o", Map.of());
        assertThat(JsonTree.write(map))
                .isEqualTo("{\"s\":\"a\\\"b\\\\c\\u0001\\t\u00e9\ud83d\ude00\",\"n\":[1,2,0.55,null,-3],\"b\":[true,null],\"o\":{}}");
        assertThat(JsonTree.write("\ud800")).isEqualTo("\"\\ud800\"");
    }

    @Test
    void writesWhatItReadsBackTheSame() throws Exception {
        for (Map<?, ?> entry : FPuzzlesTest.testSet()) {
            String json = LzString.decompressFromBase64((String) entry.get("puzzle"));
            Object tree = JsonTree.parse(json);
            assertThat(JsonTree.parse(JsonTree.write(tree))).isEqualTo(tree);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
            "{\"a\":1,}|JSON line 1, column 8: expected a key in double quotes, found '}'",
            "[1,2,]|JSON line 1, column 6: expected a value (an object, array, string, number, true, false or null), found ']'",
            "{\"a\" 1}|JSON line 1, column 6: expected ':' after the key \"a\", found '1}'",
            "01|JSON line 1, column 1: a number may not start with 0 (leading zeros are not JSON)",
            "{\"a\":\"x|JSON line 1, column 6: a string that is never closed",
            "{'a':1}|JSON line 1, column 2: expected a key in double quotes, found ''a':1}'",
            "NaN|JSON line 1, column 1: expected a value (an object, array, string, number, true, false or null), found 'NaN'",
            "{\"a\":1} x|JSON line 1, column 9: text after the end of the JSON value: found 'x'",
            "{\"a\":1,\"a\":2}|JSON line 1, column 8: the key \"a\" appears twice in one object",
            "\"\\x\"|JSON line 1, column 2: '\\x' is not a JSON escape",
            "[1 2]|JSON line 1, column 4: expected ',' or ']' in an array, found '2]'",
            "|JSON line 1, column 1: expected a value, but the text ends",
            "-|JSON line 1, column 2: a number needs a digit after '-', the text ends",
            "1.|JSON line 1, column 3: a number needs a digit after '.', the text ends",
            "tru|JSON line 1, column 1: expected a value (an object, array, string, number, true, false or null), found 'tru'"})
    void namesWhereAndWhyTheTextIsNotJson(String text, String message) {
        assertThatThrownBy(() -> JsonTree.parse(text == null ? "" : text))
                .isInstanceOf(JsonTree.JsonException.class)
                .hasMessage(message);
    }

    @Test
    void countsLinesAndColumnsAcrossLineBreaks() {
        JsonTree.JsonException e = (JsonTree.JsonException) catchThrowable(() -> JsonTree.parse("{\n  \"a\": 1,\n  \"b\" 2\n}"));
        assertThat(e.line()).isEqualTo(3);
        assertThat(e.column()).isEqualTo(7);
        assertThat(e.detail()).isEqualTo("expected ':' after the key \"b\", found '2'");
    }

    @Test
    void refusesAControlCharacterInAString() {
        assertThatThrownBy(() -> JsonTree.parse("\"a\tb\""))
                .hasMessage("JSON line 1, column 3: a control character (U+0009) inside a string; write it escaped");
    }

    @Test
    void refusesNestingTooDeepWithoutOverflowingTheStack() {
        String deep = "[".repeat(100_000);
        assertThatThrownBy(() -> JsonTree.parse(deep)).isInstanceOf(JsonTree.JsonException.class)
                .hasMessageContaining("nest more than " + JsonTree.MAX_DEPTH);
    }

    @Test
    void tellsTheLeadingKeysOfAnObjectCutShort() {
        assertThat(JsonTree.leadingKeys("  {\"size\":9,\"grid\":[[{},{\"value\":1,\"given\":tr")).containsExactly("size", "grid");
        assertThat(JsonTree.leadingKeys("{\"a\":{\"b\":1},\"c\":\"x,\\\"d\\\"\",\"e\"")).containsExactly("a", "c", "e");
        assertThat(JsonTree.leadingKeys("[{\"size\":9}]")).isEmpty();
        assertThat(JsonTree.leadingKeys("530070000")).isEmpty();
    }

    @Test
    void freezesATreeAllTheWayDownAndThawsItBack() {
        List<Object> inner = new ArrayList<>(List.of(1L));
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("list", inner);
        map.put("none", null);
        Object frozen = JsonTree.frozen(map);
        assertThat(frozen).isEqualTo(map);
        assertThatThrownBy(() -> ((List<Object>) ((Map<?, ?>) frozen).get("list")).add(2L))
                .isInstanceOf(UnsupportedOperationException.class);
        @SuppressWarnings("unchecked")
        Map<String, Object> thawed = (Map<String, Object>) JsonTree.thawed(frozen);
        thawed.put("more", true);
        assertThat(thawed).containsKeys("list", "none", "more");
    }

    private static Throwable catchThrowable(org.assertj.core.api.ThrowableAssert.ThrowingCallable call) {
        return org.assertj.core.api.Assertions.catchThrowable(call);
    }
}
