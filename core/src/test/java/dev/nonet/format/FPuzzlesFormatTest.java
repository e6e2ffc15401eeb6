package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The f-puzzles format in the format package: read by the PuzzleReader, detected, written by the PuzzleWriter. */
class FPuzzlesFormatTest {

    private static List<PuzzleRecord> records(String text, Format format, LayoutSpec spec) throws Exception {
        List<PuzzleRecord> out = new ArrayList<>();
        try (PuzzleReader reader = PuzzleReader.of(text, format, spec)) {
            reader.forEach(out::add);
        }
        return out;
    }

    private static List<String> payloads() throws Exception {
        return FPuzzlesTest.testSet().stream().map(e -> (String) e.get("puzzle")).toList();
    }

    private static String json(String payload) {
        return LzString.decompressFromBase64(payload);
    }

    @Test
    void readsAFileOfPayloadsLinksAndJsonLinesOnePuzzleALine() throws Exception {
        List<String> payloads = payloads();
        StringBuilder text = new StringBuilder("# f-puzzles, one a line\n\n");
        for (int i = 0; i < payloads.size(); i++) {
            String p = payloads.get(i);
            text.append(switch (i % 4) {
                case 0 -> p;
                case 1 -> "https://sudokupad.app/fpuzzles" + p;
                case 2 -> json(p); // some of these lines are longer than 4096 characters
                default -> "https://www.f-puzzles.com/?load=" + p;
            }).append('\n');
        }
        try (PuzzleReader reader = PuzzleReader.of(text.toString(), null)) {
            assertThat(reader.format()).isEqualTo(Format.FPUZZLES);
            assertThat(reader.wasDetected()).isTrue();
            int i = 0;
            for (PuzzleRecord record : reader) {
                assertThat(record).as("record %d", i + 1).isInstanceOf(PuzzleRecord.Parsed.class);
                PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) record;
                assertThat(parsed.number()).isEqualTo(i + 1);
                assertThat(parsed.line()).isEqualTo(i + 3);
                FPuzzle expected = FPuzzles.read(payloads.get(i));
                assertThat(parsed.puzzle()).isEqualTo(expected.puzzle());
                assertThat(parsed.fpuzzle()).hasValueSatisfying(f -> assertThat(f.title()).isEqualTo(expected.title()));
                i++;
            }
            assertThat(i).isEqualTo(85);
        }
        assertThat(payloads.stream().mapToInt(p -> json(p).length()).max().orElseThrow()).isGreaterThan(LineSource.MAX_LINE);
    }

    @Test
    void detectsEachFormOnTheFirstLine() throws Exception {
        String p = payloads().get(1);
        for (String first : List.of(p, "fpuz" + p, "#fpuzzles=" + p, "https://sudokupad.app/fpuzzles" + p, json(p))) {
            List<PuzzleRecord> read = records("\n" + first + "\n", null, LayoutSpec.DETECT);
            assertThat(read).singleElement().isInstanceOf(PuzzleRecord.Parsed.class);
            assertThat(((PuzzleRecord.Parsed) read.get(0)).line()).isEqualTo(2);
        }
    }

    @Test
    void readsAWholeFileThatIsOneJsonObjectOverManyLines() throws Exception {
        String p = payloads().get(6);
        String pretty = pretty(JsonTree.parse(json(p)), "");
        assertThat(pretty.lines().count()).isGreaterThan(100);
        try (PuzzleReader reader = PuzzleReader.of(pretty, null)) {
            assertThat(reader.format()).isEqualTo(Format.FPUZZLES);
            List<PuzzleRecord> read = new ArrayList<>();
            reader.forEach(read::add);
            assertThat(read).singleElement().isInstanceOf(PuzzleRecord.Parsed.class);
            assertThat(((PuzzleRecord.Parsed) read.get(0)).puzzle()).isEqualTo(FPuzzles.read(p).puzzle());
        }
        // Two objects one after the other, each over several lines.
        String two = pretty + "\n" + pretty(JsonTree.parse(json(payloads().get(7))), "");
        List<PuzzleRecord> read = records(two, Format.FPUZZLES, LayoutSpec.DETECT);
        assertThat(read).hasSize(2).allMatch(r -> r instanceof PuzzleRecord.Parsed);
        assertThat(read.get(1).line()).isEqualTo((int) pretty.lines().count() + 1);
    }

    /** JSON written over many lines, as JSON.stringify(value, null, 1) writes it. */
    private static String pretty(Object value, String indent) {
        if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                return "{}";
            }
            StringBuilder sb = new StringBuilder("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                sb.append(indent).append(' ').append(JsonTree.write(e.getKey())).append(": ")
                        .append(pretty(e.getValue(), indent + " ")).append(++i < map.size() ? ",\n" : "\n");
            }
            return sb.append(indent).append('}').toString();
        }
        if (value instanceof List<?> list) {
            if (list.isEmpty()) {
                return "[]";
            }
            StringBuilder sb = new StringBuilder("[\n");
            for (int i = 0; i < list.size(); i++) {
                sb.append(indent).append(' ').append(pretty(list.get(i), indent + " ")).append(i + 1 < list.size() ? ",\n" : "\n");
            }
            return sb.append(indent).append(']').toString();
        }
        return JsonTree.write(value);
    }

    @Test
    void aMalformedPuzzleIsOneRecordAndTheOthersKeepTheirPlaces() throws Exception {
        List<String> payloads = payloads();
        String text = payloads.get(0) + "\n"
                + payloads.get(1).substring(0, 40) + "\n"
                + "{\"size\":9,\"grid\":[],\"chaotic\":true}\n"
                + "{\"size\":9,\"grid\":[\n"
                + payloads.get(2) + "\n";
        List<PuzzleRecord> read = records(text, null, LayoutSpec.DETECT);
        assertThat(read).hasSize(5);
        assertThat(read.get(0)).isInstanceOf(PuzzleRecord.Parsed.class);
        assertThat(((PuzzleRecord.Malformed) read.get(1)).error().reason()).isEqualTo(Reason.BAD_PAYLOAD);
        assertThat(((PuzzleRecord.Malformed) read.get(1)).error().getMessage())
                .isEqualTo("line 2: not an f-puzzles payload: it ends before its end marker (cut short?)");
        assertThat(((PuzzleRecord.Malformed) read.get(2)).error().getMessage()).isEqualTo("line 3: f-puzzles constraint"
                + " 'chaotic' is not one nonet knows; --ignore chaotic reads the puzzle without it");
        // An object never closed ends where the next puzzle's line begins; that puzzle is still read.
        assertThat(((PuzzleRecord.Malformed) read.get(3)).error().getMessage())
                .isEqualTo("line 4: line 5 starts another puzzle before the JSON object that starts on line 4 is closed");
        assertThat(read.get(4)).isInstanceOf(PuzzleRecord.Parsed.class);
        assertThat(read.get(4).line()).isEqualTo(5);
    }

    @Test
    void anObjectLeftOpenEndsAtTheNextObjectsLine() throws Exception {
        String small = FPuzzlesTest.blank9("");
        String text = "{\"size\":9,\"grid\":[\n" + small + "\n";
        List<PuzzleRecord> read = records(text, Format.FPUZZLES, LayoutSpec.DETECT);
        assertThat(read).hasSize(2);
        assertThat(((PuzzleRecord.Malformed) read.get(0)).error().getMessage())
                .isEqualTo("line 1: line 2 starts another puzzle before the JSON object that starts on line 1 is closed");
        List<PuzzleRecord> atEnd = records("{\"size\":9,\"grid\":[\n  [\n", Format.FPUZZLES, LayoutSpec.DETECT);
        assertThat(((PuzzleRecord.Malformed) atEnd.get(0)).error().getMessage())
                .isEqualTo("line 1: the input ends before the JSON object that starts on line 1 is closed");
        assertThat(read.get(1)).isInstanceOf(PuzzleRecord.Parsed.class);
    }

    @Test
    void theIgnoreSetComesWithTheLayoutSpec() throws Exception {
        String line = FPuzzlesTest.blank9("\"chaotic\":[{\"cells\":[\"R1C1\"]}],\"antiknight\":true");
        assertThat(records(line, null, LayoutSpec.DETECT).get(0)).isInstanceOf(PuzzleRecord.Malformed.class);
        LayoutSpec ignoring = LayoutSpec.DETECT.ignoring(Set.of("chaotic"));
        assertThat(ignoring.ignoredKinds()).containsExactly("chaotic");
        PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) records(line, null, ignoring).get(0);
        assertThat(parsed.puzzle().constraints()).hasSize(1);
        assertThat(parsed.fpuzzle().orElseThrow().ignored()).containsExactly("chaotic");
        assertThat(new LayoutSpec(null, Set.of(), null)).isEqualTo(LayoutSpec.DETECT);
    }

    @Test
    void aShapeNamedMustBeThePuzzlesOwnAndNoVariantApplies() throws Exception {
        String line = FPuzzlesTest.blank9("");
        assertThat(records(line, Format.FPUZZLES, LayoutSpec.CLASSIC).get(0)).isInstanceOf(PuzzleRecord.Parsed.class);
        PuzzleRecord wrongSize = records(line, Format.FPUZZLES, new LayoutSpec(Shape.of(16), Set.of(), null)).get(0);
        assertThat(((PuzzleRecord.Malformed) wrongSize).error().getMessage())
                .isEqualTo("line 1: the f-puzzles puzzle is 9x9, but the shape 16x16 was named");
        PuzzleRecord variant = records(line, Format.FPUZZLES, new LayoutSpec(null, Set.of(Variant.X), null)).get(0);
        assertThat(((PuzzleRecord.Malformed) variant).error().reason()).isEqualTo(Reason.BAD_LAYOUT);
    }

    @Test
    void theOtherFormatsAreDetectedAsBefore() throws Exception {
        String classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        try (PuzzleReader reader = PuzzleReader.of(classic + "\n", null)) {
            assertThat(reader.format()).isEqualTo(Format.LINE);
        }
        String tooLong = "1".repeat(5000);
        List<PuzzleRecord> read = records(tooLong + "\n" + classic + "\n", null, LayoutSpec.DETECT);
        assertThat(read).hasSize(2);
        assertThat(((PuzzleRecord.Malformed) read.get(0)).error().getMessage()).contains("or more");
        assertThat(read.get(1)).isInstanceOf(PuzzleRecord.Parsed.class);
    }

    @Test
    void jsonLinesStayJsonLinesAndAnFPuzzlesObjectIsNotThem() throws Exception {
        assertThat(FormatDetector.opensJsonLines(new BufferedReader(new StringReader("{\"puzzle\": \"1\"}\n")))).isTrue();
        assertThat(FormatDetector.opensJsonLines(new BufferedReader(new StringReader(FPuzzlesTest.blank9(""))))).isFalse();
        String pretty = "{\n \"size\": 9,\n \"title\": \"x\",\n \"grid\": [\n  [\n   {}";
        assertThat(FormatDetector.opensJsonLines(new BufferedReader(new StringReader(pretty)))).isFalse();
        BufferedReader reader = new BufferedReader(new StringReader(pretty));
        FormatDetector.opensJsonLines(reader);
        assertThat(reader.read()).as("left where it was").isEqualTo('{');
    }

    @Test
    void theWriterWritesTheOneLineObject() throws Exception {
        StringBuilder out = new StringBuilder();
        PuzzleWriter writer = new PuzzleWriter(out, Format.FPUZZLES);
        assertThat(Format.FPUZZLES.isWritable()).isTrue();
        assertThat(Format.byId("fpuzzles")).contains(Format.FPUZZLES);
        Puzzle classic = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        writer.write(classic, "a comment");
        Map<?, ?> entry = FPuzzlesTest.testSet().get(1);
        FPuzzle thermal = FPuzzles.read((String) entry.get("puzzle"));
        Grid solution = Grid.parse(Shape.CLASSIC, (String) entry.get("solution"));
        writer.write(thermal, solution);
        writer.write(thermal, null);
        List<String> lines = out.toString().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("{\"size\":9,\"title\":\"a comment\",\"grid\":[[{\"value\":5,\"given\":true},"
                + "{\"value\":3,\"given\":true},{},");
        assertThat(lines.get(2)).isEqualTo(json((String) entry.get("puzzle")));
        List<PuzzleRecord> read = records(out.toString(), null, LayoutSpec.DETECT);
        assertThat(((PuzzleRecord.Parsed) read.get(0)).puzzle()).isEqualTo(classic);
        assertThat(((PuzzleRecord.Parsed) read.get(0)).comment()).isEqualTo("a comment"); // the title, as written
        assertThat(((PuzzleRecord.Parsed) read.get(1)).puzzle()).isEqualTo(thermal.puzzle());
        assertThat(((PuzzleRecord.Parsed) read.get(1)).fpuzzle().orElseThrow().source().get("solution")).isInstanceOf(List.class);
        assertThat(PuzzleWriter.render(classic, Format.FPUZZLES)).isEqualTo(lines.get(0).replace("\"title\":\"a comment\",", "") + "\n");
    }

    @Test
    void writingAnFPuzzleInAnotherFormatWritesItsGridWithItsTitle() throws Exception {
        Map<?, ?> entry = FPuzzlesTest.testSet().get(1);
        FPuzzle thermal = FPuzzles.read((String) entry.get("puzzle"));
        StringBuilder out = new StringBuilder();
        new PuzzleWriter(out, Format.LINE).write(thermal, Grid.parse(Shape.CLASSIC, (String) entry.get("solution")));
        assertThat(out.toString()).isEqualTo(entry.get("solution") + " Thermal Scanner\n");
    }

    @Test
    void aJigsawReadFromAnotherFormatIsWrittenWithItsRegions() throws Exception {
        Layout boxes = Layout.jigsaw("AAABBBCCC\nAAABBBCCC\nAAABBBCCC\nDDDEEEFFF\nDDDEEEFFF\nDDDEEEFFF\nGGGHHHIII\nGGGHHHIII\nGGGHHHIII\n");
        StringBuilder out = new StringBuilder();
        new PuzzleWriter(out, Format.FPUZZLES).write(new Puzzle(boxes, Grid.empty(Shape.CLASSIC)), "");
        assertThat(((PuzzleRecord.Parsed) records(out.toString(), null, LayoutSpec.DETECT).get(0)).puzzle().layout())
                .isSameAs(Layout.CLASSIC); // regions that are the boxes read as the boxes
        Layout irregular = Layout.jigsaw("AABBBBCCC\nAABBBBCCC\nAABDDDCCC\nAEEEDFFFG\nAEEEDFFFG\nAEEEDFFFG\nHHHDDDIGG\nHHHIIIIGG\nHHHIIIIGG\n");
        Puzzle puzzle = new Puzzle(irregular, Grid.empty(Shape.CLASSIC));
        StringBuilder again = new StringBuilder();
        new PuzzleWriter(again, Format.FPUZZLES).write(puzzle, "");
        assertThat(((PuzzleRecord.Parsed) records(again.toString(), null, LayoutSpec.DETECT).get(0)).puzzle()).isEqualTo(puzzle);
    }
}
