package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The f-puzzles reader's contract under damaged input: it returns a puzzle or throws the one documented
 * {@link PuzzleFormatException} with a message naming the line; no other exception escapes, whatever
 * value stands where a cell, a list or a number should.
 */
class FPuzzlesFuzzProperties {

    private static final List<String> JSON = testSetJson();

    private static List<String> testSetJson() {
        try {
            List<String> json = new ArrayList<>();
            for (Map<?, ?> entry : FPuzzlesTest.testSet()) {
                json.add(LzString.decompressFromBase64((String) entry.get("puzzle")));
            }
            return json;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The values put in place of another: every JSON type, and numbers and names just out of range. */
    private static final List<Object> ODD_VALUES = Arrays.asList(null, true, false, 0L, -1L, 10L, 26L, 1e9, 2.5, "", "x",
            "R0C0", "R10C1", "R1C1", "X", "99", List.of(), List.of("R1C1"), List.of(List.of()), Map.of(),
            Map.of("cells", List.of("R1C1", "R1C1")));

    @Property(tries = 500)
    void aValueReplacedAnywhereGivesAPuzzleOrOneMessage(
            @ForAll @IntRange(min = 0, max = 84) int puzzle,
            @ForAll @IntRange(min = 0, max = 100_000) int where,
            @ForAll @IntRange(min = 0, max = 20) int odd) {
        Object tree = JsonTree.thawed(JsonTree.parse(JSON.get(puzzle)));
        List<Object[]> slots = new ArrayList<>();
        collect(tree, slots);
        Object[] slot = slots.get(where % slots.size());
        replace(slot, ODD_VALUES.get(odd));
        readsOrRefuses(JsonTree.write(tree));
    }

    @Property(tries = 300)
    void damagedTextGivesAPuzzleOrOneMessage(
            @ForAll @IntRange(min = 0, max = 84) int puzzle,
            @ForAll @IntRange(min = 0, max = 100_000) int at,
            @ForAll("damage") String damage,
            @ForAll @IntRange(min = 0, max = 6) int deleted,
            @ForAll boolean compressed) {
        String json = JSON.get(puzzle);
        String text = compressed ? LzString.compressToBase64(json) : json;
        int i = at % (text.length() + 1);
        readsOrRefuses(text.substring(0, i) + damage + text.substring(Math.min(text.length(), i + deleted)));
    }

    @Provide
    Arbitrary<String> damage() {
        return Arbitraries.strings().withChars("{}[]\",:0123456789RCN4Ig+/=-$ \n\\u".toCharArray()).ofMaxLength(5);
    }

    private static void readsOrRefuses(String text) {
        try {
            FPuzzle read = FPuzzles.read(text, Set.of("chaotic"));
            assertThat(read.puzzle().givens().shape().side()).isBetween(4, 25);
        } catch (PuzzleFormatException e) {
            assertThat(e.getMessage()).startsWith("line ");
        }
    }

    /** Every place in the tree a value sits, as {container, key or index}. */
    private static void collect(Object node, List<Object[]> slots) {
        if (node instanceof Map<?, ?> map) {
            for (Object key : new ArrayList<>(map.keySet())) {
                slots.add(new Object[] {map, key});
                collect(map.get(key), slots);
            }
        } else if (node instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                slots.add(new Object[] {list, i});
                collect(list.get(i), slots);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static void replace(Object[] slot, Object value) {
        Object copy = JsonTree.thawed(value);
        if (slot[0] instanceof Map<?, ?> map) {
            ((Map<Object, Object>) map).put(slot[1], copy);
        } else {
            ((List<Object>) slot[0]).set((Integer) slot[1], copy);
        }
    }

    @Property(tries = 200)
    void aKeyAddedWithAnOddValueGivesAPuzzleOrOneMessage(
            @ForAll @IntRange(min = 0, max = 84) int puzzle,
            @ForAll("keys") String key,
            @ForAll @IntRange(min = 0, max = 20) int odd) {
        @SuppressWarnings("unchecked")
        Map<String, Object> tree = (Map<String, Object>) JsonTree.thawed(JsonTree.parse(JSON.get(puzzle)));
        Map<String, Object> more = new LinkedHashMap<>(tree);
        Object value = ODD_VALUES.get(odd);
        more.put(key, value instanceof Map<?, ?> ? List.of(value) : value);
        readsOrRefuses(JsonTree.write(more));
    }

    @Provide
    Arbitrary<String> keys() {
        List<String> keys = new ArrayList<>(FPuzzles.kinds());
        keys.addAll(List.of("size", "grid", "negative", "chaotic", "title", "line"));
        return Arbitraries.of(keys);
    }
}
