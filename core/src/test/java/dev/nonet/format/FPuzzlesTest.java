package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.nonet.constraint.AllDifferent;
import dev.nonet.constraint.Arrow;
import dev.nonet.constraint.GivenCandidates;
import dev.nonet.constraint.KillerCage;
import dev.nonet.constraint.LittleKiller;
import dev.nonet.constraint.Lockout;
import dev.nonet.constraint.Minimum;
import dev.nonet.constraint.Negative;
import dev.nonet.constraint.Nonconsecutive;
import dev.nonet.constraint.Skyscraper;
import dev.nonet.constraint.Thermometer;
import dev.nonet.constraint.Whispers;
import dev.nonet.constraint.XSum;
import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The f-puzzles format: the 85 puzzles of the variant test set (CC BY 4.0, see
 * {@code variants/ATTRIBUTION.md}), links and prefixes, unknown kinds, malformed input, writing back.
 */
class FPuzzlesTest {

    /** The test set's entries: title, author, license, puzzle (the payload), solution. */
    static List<Map<?, ?>> testSet() throws IOException {
        try (InputStream in = FPuzzlesTest.class.getResourceAsStream("/variants/puzzles.json")) {
            List<?> list = (List<?>) JsonTree.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            List<Map<?, ?>> entries = new ArrayList<>();
            list.forEach(e -> entries.add((Map<?, ?>) e));
            return entries;
        }
    }

    /** The one puzzle of the test set whose published solution breaks its encoded rules (see its README). */
    private static final String CAVEAT = "Executive Function";

    private static Map<?, ?> decoded(Map<?, ?> entry) {
        return (Map<?, ?>) JsonTree.parse(LzString.decompressFromBase64((String) entry.get("puzzle")));
    }

    @Test
    void readsEveryPuzzleOfTheTestSetAndItsSolutionKeepsEveryRule() throws Exception {
        List<Map<?, ?>> set = testSet();
        assertThat(set).hasSize(85);
        for (Map<?, ?> entry : set) {
            FPuzzle read = FPuzzles.read((String) entry.get("puzzle"));
            Puzzle puzzle = read.puzzle();
            String title = (String) entry.get("title");
            Map<?, ?> object = decoded(entry);
            assertThat(read.title()).isEqualTo(object.containsKey("title") ? object.get("title") : "");
            assertThat(read.author()).isEqualTo(object.containsKey("author") ? object.get("author") : "");
            assertThat(read.rules()).isEqualTo(object.containsKey("ruleset") ? object.get("ruleset") : "");
            Grid solution = Grid.parse(puzzle.layout().shape(), (String) entry.get("solution"));
            for (int i = 0; i < solution.shape().cellCount(); i++) {
                int given = puzzle.givens().get(i);
                assertThat(given == 0 || given == solution.get(i)).as("%s given %d", title, i).isTrue();
            }
            for (House house : puzzle.layout().houses()) {
                Set<Integer> digits = new HashSet<>();
                puzzle.layout().cellsOf(house).forEach(c -> digits.add(solution.get(c)));
                assertThat(digits).as("%s %s", title, house).hasSize(puzzle.layout().side());
            }
            for (Constraint c : puzzle.constraints()) {
                if (!title.equals(CAVEAT) || !c.kind().equals("regionsumline")) {
                    assertThat(c.isKeptBy(solution)).as("%s: %s", title, c).isTrue();
                }
            }
        }
    }

    @Test
    void readsTheGivensAsTheGridMarksThemGiven() throws Exception {
        for (Map<?, ?> entry : testSet()) {
            Map<?, ?> object = decoded(entry);
            int n = ((Number) object.get("size")).intValue();
            int[] givens = new int[n * n];
            List<?> rows = (List<?>) object.get("grid");
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    Map<?, ?> cell = (Map<?, ?>) ((List<?>) rows.get(r)).get(c);
                    if (Boolean.TRUE.equals(cell.get("given"))) {
                        givens[r * n + c] = ((Number) cell.get("value")).intValue();
                    }
                }
            }
            FPuzzle read = FPuzzles.read((String) entry.get("puzzle"));
            assertThat(read.puzzle().givens().toArray()).as("%s", entry.get("title")).isEqualTo(givens);
        }
    }

    @Test
    void readsTheLayoutTheRegionsMake() throws Exception {
        Map<String, Puzzle> byTitle = new java.util.HashMap<>();
        for (Map<?, ?> entry : testSet()) {
            byTitle.put((String) entry.get("title"), FPuzzles.read((String) entry.get("puzzle")).puzzle());
        }
        Layout irregular = byTitle.get("Aug 9, 2022: Irregular Sudoku").layout();
        assertThat(irregular.isJigsaw()).isTrue();
        assertThat(irregular.regionMap().orElseThrow()).isEqualTo("""
                AABBBBCCC
                AABBBBCCC
                AABDDDCCC
                AEEEDFFFG
                AEEEDFFFG
                AEEEDFFFG
                HHHDDDIGG
                HHHIIIIGG
                HHHIIIIGG
                """);
        assertThat(byTitle.get("Outcast's Labyrinth").layout().isJigsaw()).isTrue();
        Layout noRegions = byTitle.get("April 1, 2022: Skyscrapers").layout();
        assertThat(noRegions.side()).isEqualTo(6);
        assertThat(noRegions.isJigsaw()).isTrue(); // its regions are its rows: "there are no regions"
        assertThat(noRegions.cellsOf(new House(House.Kind.REGION, 0))).allMatch(c -> c.row() == 0);
        assertThat(byTitle.get("Sept. 26, 2022: Disjoint").layout()).isEqualTo(Layout.CLASSIC.with(Variant.DISJOINT));
        assertThat(byTitle.get("August 21, 2023: Classic").layout()).isSameAs(Layout.CLASSIC);
        assertThat(byTitle.get("August 21, 2023: Classic").hasConstraints()).isFalse();
    }

    @Test
    void readsAConstraintForEveryRuleOfEveryKind() throws Exception {
        for (Map<?, ?> entry : testSet()) {
            FPuzzle read = FPuzzles.read((String) entry.get("puzzle"));
            Map<String, Integer> counted = new TreeMap<>();
            for (Constraint c : read.puzzle().constraints()) {
                counted.merge(c.kind(), 1, Integer::sum);
            }
            assertThat(counted).as("%s", entry.get("title")).isEqualTo(expectedCounts(decoded(entry), read.puzzle().layout()));
        }
    }

    /** The constraints each kind's keys should make, counted from the object without the reader's code. */
    private static Map<String, Integer> expectedCounts(Map<?, ?> object, Layout layout) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Map.Entry<?, ?> e : object.entrySet()) {
            String key = (String) e.getKey();
            Object value = e.getValue();
            int count = switch (key) {
                case "thermometer", "slowthermometer", "palindrome", "renban", "whispers", "entropicline", "modularline",
                        "nabner", "zipperline", "lockout", "regionsumline" -> lines(value, 2);
                case "betweenline", "doublearrow" -> lines(value, 3);
                case "arrow" -> {
                    int arrows = 0;
                    for (Object a : (List<?>) value) {
                        List<?> circle = (List<?>) ((Map<?, ?>) a).get("cells");
                        for (Object line : (List<?>) ((Map<?, ?>) a).get("lines")) {
                            arrows += ((List<?>) line).stream().anyMatch(c -> !circle.contains(c)) ? 1 : 0;
                        }
                    }
                    yield arrows;
                }
                case "littlekillersum", "sandwichsum", "xsum", "skyscraper" ->
                        (int) ((List<?>) value).stream().filter(x -> !"".equals(((Map<?, ?>) x).get("value"))).count();
                case "killercage", "difference", "ratio", "xv", "sum", "odd", "even", "minimum", "maximum", "quadruple",
                        "clone", "rowindexer", "columnindexer", "boxindexer", "extraregion" -> ((List<?>) value).size();
                case "antiknight", "antiking", "nonconsecutive", "diagonal+", "diagonal-" -> Boolean.TRUE.equals(value) ? 1 : 0;
                case "negative" -> ((List<?>) value).size();
                case "disjointgroups" -> layout.isJigsaw() ? 9 : 0;
                default -> 0;
            };
            if (count > 0) {
                counts.merge(key, count, Integer::sum);
            }
        }
        int n = ((Number) object.get("size")).intValue();
        int pencilMarks = 0;
        for (Object row : (List<?>) object.get("grid")) {
            for (Object cell : (List<?>) row) {
                Map<?, ?> map = (Map<?, ?>) cell;
                if (!Boolean.TRUE.equals(map.get("given")) && map.get("givenPencilMarks") instanceof List<?> l && !l.isEmpty()) {
                    pencilMarks++;
                }
            }
        }
        if (pencilMarks > 0) {
            counts.put("givenpencilmarks", pencilMarks);
        }
        assertThat(n).isPositive();
        return counts;
    }

    private static int lines(Object value, int least) {
        int count = 0;
        for (Object entry : (List<?>) value) {
            for (Object line : (List<?>) ((Map<?, ?>) entry).get("lines")) {
                count += ((List<?>) line).size() >= least ? 1 : 0;
            }
        }
        return count;
    }

    @Test
    void mapsCellsAndCluesAsTheyAreDrawn() throws Exception {
        Map<String, FPuzzle> byTitle = new java.util.HashMap<>();
        for (Map<?, ?> entry : testSet()) {
            byTitle.put((String) entry.get("title"), FPuzzles.read((String) entry.get("puzzle")));
        }
        // The Initials: a little killer clue at R0C3 pointing down-left over R1C2 R2C1, sum 11.
        assertThat(byTitle.get("The Initials").puzzle().constraints())
                .contains(new LittleKiller(List.of(new Cell(0, 1), new Cell(1, 0)), 11));
        // Skyscrapers on 6x6: R0C4 looks down column 4, R4C7 along row 4 from the right.
        Puzzle skyscrapers = byTitle.get("April 1, 2022: Skyscrapers").puzzle();
        List<Cell> column4 = new ArrayList<>();
        List<Cell> row4 = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            column4.add(new Cell(k, 3));
            row4.add(new Cell(3, 5 - k));
        }
        assertThat(skyscrapers.constraints()).contains(new Skyscraper(column4, 5), new Skyscraper(row4, 3));
        // The Initials: the first thermometer, from its bulb at R7C1.
        assertThat(byTitle.get("The Initials").puzzle().constraints()).contains(new Thermometer(List.of(
                new Cell(6, 0), new Cell(5, 0), new Cell(4, 0), new Cell(3, 0), new Cell(2, 0), new Cell(3, 1))));
        // X-Sums: a clue at R0C1 reads column 1 down.
        assertThat(byTitle.get("July 4, 2023: X-Sums Sudoku").puzzle().constraints())
                .anyMatch(c -> c instanceof XSum x && x.line().get(0).equals(new Cell(0, 0)) && x.line().get(1).equals(new Cell(1, 0)));
    }

    // ------------------------------------------------------------------ links and prefixes

    private static final String SMALL_JSON = "{\"size\":4,\"title\":\"Tiny\",\"author\":\"Nonet\",\"grid\":["
            + "[{\"value\":1,\"given\":true},{},{},{}],[{},{},{},{}],[{},{},{},{\"value\":3}],[{},{},{},{}]],"
            + "\"killercage\":[{\"cells\":[\"R1C2\",\"R1C3\"],\"value\":\"5\"}],"
            + "\"thermometer\":[{\"lines\":[[\"R2C1\",\"R2C2\",\"R2C3\"]]}]}";

    @Test
    void readsTheJsonOfAPuzzle() throws Exception {
        FPuzzle read = FPuzzles.read(SMALL_JSON);
        assertThat(read.title()).isEqualTo("Tiny");
        assertThat(read.author()).isEqualTo("Nonet");
        assertThat(read.rules()).isEmpty();
        Puzzle puzzle = read.puzzle();
        assertThat(puzzle.layout()).isEqualTo(Layout.of(Shape.of(4)));
        assertThat(puzzle.givens().toString()).isEqualTo("1...............");  // R3C4's value is not given
        assertThat(puzzle.constraints()).containsExactly(
                new KillerCage(List.of(new Cell(0, 1), new Cell(0, 2)), OptionalInt.of(5)),
                new Thermometer(List.of(new Cell(1, 0), new Cell(1, 1), new Cell(1, 2))));
        assertThat(read.source().keySet()).containsExactly("size", "title", "author", "grid", "killercage", "thermometer");
    }

    @Test
    void readsThePayloadInEveryFormLinksCarryIt() throws Exception {
        Puzzle expected = FPuzzles.read(SMALL_JSON).puzzle();
        String payload = LzString.compressToBase64(SMALL_JSON);
        assertThat(payload).startsWith("N4Ig");
        String encoded = URLEncoder.encode(payload, StandardCharsets.UTF_8);
        List<String> forms = List.of(
                payload,
                payload.replace("=", ""),
                "  " + payload + "  ",
                "https://www.f-puzzles.com/?load=" + payload,
                "http://f-puzzles.com/?load=" + encoded,
                "https://f-puzzles.com/?id=x&load=" + payload + "&other=1",
                "https://sudokupad.app/fpuzzles" + payload,
                "https://sudokupad.app/fpuzzles" + encoded,
                "https://sudokupad.app/?puzzle=fpuzzles" + encoded + "&setting-nogrid=1",
                "https://sudokupad.app/fpuz" + payload,
                "sudokupad.app/fpuzzles" + payload,
                "fpuzzles" + payload,
                "fpuz" + payload,
                "#fpuzzles=" + payload,
                "https://example.org/solver#fpuzzles=" + encoded,
                LzString.compressToEncodedURIComponent(SMALL_JSON),
                "https://sudokupad.app/fpuzzles" + LzString.compressToEncodedURIComponent(SMALL_JSON));
        for (String form : forms) {
            assertThat(FPuzzles.isFPuzzles(form)).as(form).isTrue();
            assertThat(FPuzzles.read(form).puzzle()).as(form).isEqualTo(expected);
        }
    }

    @Test
    void tellsWhatIsAnFPuzzlesPuzzle() {
        assertThat(FPuzzles.isFPuzzles(SMALL_JSON)).isTrue();
        assertThat(FPuzzles.isFPuzzles("{\"puzzle\": \"53..7....\"}")).isFalse();
        assertThat(FPuzzles.isFPuzzles("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")).isFalse();
        assertThat(FPuzzles.isFPuzzles("https://sudokupad.app/abc123")).isFalse();
        assertThat(FPuzzles.payloadOf("https://sudokupad.app/abc123")).isEmpty();
        assertThat(FPuzzles.payloadOf("fpuzN4Ig%2Bx")).contains("N4Ig+x");
    }

    // ------------------------------------------------------------------ unknown kinds

    /** A blank 9x9 puzzle's JSON with {@code more} (keys and values, without braces) added. */
    static String blank9(String more) {
        StringBuilder grid = new StringBuilder("[");
        for (int r = 0; r < 9; r++) {
            grid.append(r == 0 ? "" : ",").append("[").append("{},".repeat(8)).append("{}]");
        }
        grid.append("]");
        return "{\"size\":9,\"grid\":" + grid + (more.isEmpty() ? "" : "," + more) + "}";
    }

    @Test
    void refusesAKindItDoesNotKnowNamingIt() {
        String json = blank9("\"chaotic\":[{\"cells\":[\"R1C1\"]}],\"antiknight\":true");
        PuzzleFormatException e = catchThrowableOfType(() -> FPuzzles.read(json), PuzzleFormatException.class);
        assertThat(e.reason()).isEqualTo(Reason.UNKNOWN_CONSTRAINT);
        assertThat(e.getMessage()).isEqualTo(
                "line 1: f-puzzles constraint 'chaotic' is not one nonet knows; --ignore chaotic reads the puzzle without it");
        String two = blank9("\"chaotic\":[{}],\"doublenotes\":true");
        assertThatThrownBy(() -> FPuzzles.read(two)).hasMessage("line 1: f-puzzles constraints 'chaotic', 'doublenotes' are not"
                + " ones nonet knows; --ignore chaotic,doublenotes reads the puzzle without them");
    }

    @Test
    void readsWithoutTheKindsItIsToldToIgnore() throws Exception {
        String json = blank9("\"chaotic\":[{\"cells\":[\"R1C1\"]}],\"antiknight\":true,"
                + "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]");
        FPuzzle read = FPuzzles.read(json, Set.of("chaotic"));
        assertThat(read.ignored()).containsExactly("chaotic");
        assertThat(read.puzzle().constraints()).extracting(Constraint::kind).containsExactly("antiknight", "thermometer");
        FPuzzle without = FPuzzles.read(json, Set.of("chaotic", "thermometer"));
        assertThat(without.ignored()).containsExactly("chaotic", "thermometer");
        assertThat(without.puzzle().constraints()).extracting(Constraint::kind).containsExactly("antiknight");
        assertThat(without.source()).containsKeys("chaotic", "thermometer"); // written back as read
    }

    @Test
    void readsPastKeysThatHoldNothingAndThoseThatOnlyDraw() throws Exception {
        String json = blank9("\"chaotic\":false,\"later\":[],\"antiking\":false,\"title\":\"t\",\"successMessage\":\"well done\","
                + "\"line\":[{\"lines\":[[\"R1C1\",\"R2C2\"]],\"outlineC\":\"#000\",\"width\":0.5}],"
                + "\"cage\":[{\"cells\":[\"R1C1\"],\"value\":\"msgcorrect: yes\"}],\"text\":[{\"cells\":[\"R0C1\"],\"value\":\"5\"}],"
                + "\"circle\":[{\"cells\":[\"R1C1\"]}],\"rectangle\":[{\"cells\":[\"R1C1\"]}]");
        FPuzzle read = FPuzzles.read(json);
        assertThat(read.puzzle().constraints()).isEmpty();
        assertThat(read.ignored()).isEmpty();
    }

    // ------------------------------------------------------------------ regions and cells

    @Test
    void makesRegionsThatAreNoJigsawRulesOfTheirOwn() throws Exception {
        // Region 0 is split in two pieces (not a jigsaw); cells of R9 belong to no region.
        StringBuilder grid = new StringBuilder("[");
        for (int r = 0; r < 9; r++) {
            grid.append(r == 0 ? "" : ",").append("[");
            for (int c = 0; c < 9; c++) {
                String region = r == 8 ? "null" : r == 0 && c < 9 ? (c % 2 == 0 ? "0" : "1") : String.valueOf(r + 1);
                grid.append(c == 0 ? "" : ",").append("{\"region\":").append(region).append("}");
            }
            grid.append("]");
        }
        grid.append("]");
        FPuzzle read = FPuzzles.read("{\"size\":9,\"grid\":" + grid + "}");
        Layout layout = read.puzzle().layout();
        assertThat(layout.isJigsaw()).isTrue();
        assertThat(layout.regionMap().orElseThrow()).isEqualTo("""
                AAAAAAAAA
                BBBBBBBBB
                CCCCCCCCC
                DDDDDDDDD
                EEEEEEEEE
                FFFFFFFFF
                GGGGGGGGG
                HHHHHHHHH
                IIIIIIIII
                """);
        // Regions 2..8 (rows 2..8) have nine cells each; regions 0 and 1 have five and four: no rule.
        assertThat(read.puzzle().constraints()).hasSize(7).allMatch(c -> c instanceof AllDifferent a && a.kind().equals("region"));
        // Written from its rules, the regions come back the same.
        assertThat(FPuzzles.read(FPuzzles.of(read.puzzle()).json()).puzzle()).isEqualTo(read.puzzle());
    }

    @Test
    void readsGivenPencilMarksAsTheDigitsACellMayHold() throws Exception {
        String json = blank9("").replaceFirst("\\{\\}", "{\"givenPencilMarks\":[3,1],\"centerPencilMarks\":[1]}");
        FPuzzle read = FPuzzles.read(json);
        assertThat(read.puzzle().constraints()).containsExactly(new GivenCandidates(new Cell(0, 0), List.of(1, 3)));
        assertThat(read.puzzle().constraints().get(0).toString()).isEqualTo("givenpencilmarks 13 at r1c1");
    }

    @Test
    void readsASizeWhoseBoxesAreNotSquare() throws Exception {
        StringBuilder grid = new StringBuilder("[");
        for (int r = 0; r < 6; r++) {
            grid.append(r == 0 ? "" : ",").append("[").append("{},".repeat(5)).append("{}]");
        }
        FPuzzle read = FPuzzles.read("{\"size\":6,\"grid\":" + grid + "]}");
        assertThat(read.puzzle().layout()).isEqualTo(Layout.of(new Shape(3, 2)));
    }

    @Test
    void readsTheRulesThatDependOnOtherKeysAsSudokuVariantSolverJsDoes() throws Exception {
        String dots = "\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]},{\"cells\":[\"R2C1\",\"R2C2\"],\"value\":\"3\"}],"
                + "\"ratio\":[{\"cells\":[\"R3C1\",\"R3C2\"]}],\"xv\":[{\"cells\":[\"R4C1\",\"R4C2\"],\"value\":\"v\"}]";
        Set<Set<Cell>> kropki = Set.of(Set.of(new Cell(0, 0), new Cell(0, 1)), Set.of(new Cell(1, 0), new Cell(1, 1)),
                Set.of(new Cell(2, 0), new Cell(2, 1)));
        FPuzzle read = FPuzzles.read(blank9(dots + ",\"negative\":[\"difference\",\"ratio\",\"xv\"],\"nonconsecutive\":true"));
        List<Constraint> rules = read.puzzle().constraints();
        assertThat(rules).contains(
                Negative.of("difference", 9, kropki, List.of(1, 3)),
                Negative.of("ratio", 9, kropki, List.of(2)),
                Negative.of("xv", 9, Set.of(Set.of(new Cell(3, 0), new Cell(3, 1))), List.of(5, 10)),
                Nonconsecutive.of(9, kropki));
        assertThat(FPuzzles.read(blank9("\"negative\":[\"difference\"]")).puzzle().constraints())
                .containsExactly(Negative.of("difference", 9, Set.of(), List.of(1)));
        // Minimum cells next to each other do not compare with each other.
        FPuzzle minimum = FPuzzles.read(blank9("\"minimum\":[{\"cell\":\"R1C1\"},{\"cell\":\"R1C2\"}]"));
        assertThat(minimum.puzzle().constraints().get(0))
                .isEqualTo(new Minimum(new Cell(0, 0), List.of(new Cell(1, 0))));
        // Whispers and lockout take their defaults from the size.
        assertThat(FPuzzles.read(blank9("\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}],"
                + "\"lockout\":[{\"lines\":[[\"R2C1\",\"R2C2\",\"R2C3\"]]}]")).puzzle().constraints())
                .containsExactly(new Whispers(List.of(new Cell(0, 0), new Cell(0, 1)), 5),
                        new Lockout(List.of(new Cell(1, 0), new Cell(1, 1), new Cell(1, 2)), 4));
    }

    @Test
    void readsDisjointGroupsOverTheRegionsOfAJigsaw() throws Exception {
        FPuzzle irregular = null;
        for (Map<?, ?> entry : testSet()) {
            if (entry.get("title").equals("Aug 9, 2022: Irregular Sudoku")) {
                irregular = FPuzzles.read((String) entry.get("puzzle"));
            }
        }
        String json = FPuzzles.toJson(irregular, null);
        FPuzzle disjoint = FPuzzles.read(json.substring(0, json.length() - 1) + ",\"disjointgroups\":true}");
        List<Constraint> groups = disjoint.puzzle().constraints();
        assertThat(groups).hasSize(9).allMatch(c -> c.kind().equals("disjointgroups") && c.cells().size() == 9);
        Set<Cell> all = new HashSet<>();
        groups.forEach(g -> all.addAll(g.cells()));
        assertThat(all).hasSize(81);
        // The first group holds the first cell of every region: r1c1 (A), r1c3 (B), r1c7 (C), ...
        assertThat(groups.get(0).cells()).contains(new Cell(0, 0), new Cell(0, 2), new Cell(0, 6));
    }

    // ------------------------------------------------------------------ malformed input

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
            "\"thermometer\":[{\"lines\":[[\"R12C3\",\"R1C1\"]]}]"
                    + "|line 1: f-puzzles \"thermometer\" entry 1: cell R12C3 is outside the 9x9 grid",
            "\"killercage\":[{\"cells\":[\"R1C1\"]},{\"cells\":[\"R1C1\",\"R1C2\",\"R1C3\"],\"value\":\"50\"}]"
                    + "|line 1: f-puzzles \"killercage\" entry 2: killercage sum 50 cannot be made by 3 different digits of 1 to 9 (at R1C1 R1C2 R1C3)",
            "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C1\"],\"value\":\"3\"}]"
                    + "|line 1: f-puzzles \"killercage\" entry 1: killercage names r1c1 twice",
            "\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"Q\"}]"
                    + "|line 1: f-puzzles \"xv\" entry 1: an xv's value is X or V, not the string 'Q'",
            "\"sandwichsum\":[{\"cell\":\"R3C3\",\"value\":\"5\"}]"
                    + "|line 1: f-puzzles \"sandwichsum\" entry 1: the clue cell R3C3 is inside the grid; an outside clue sits in row 0 or 10, or column 0 or 10",
            "\"skyscraper\":[{\"cell\":\"R0C0\",\"value\":\"5\"}]"
                    + "|line 1: f-puzzles \"skyscraper\" entry 1: the clue cell R0C0 is not beside a row or column of the 9x9 grid",
            "\"difference\":[{\"cells\":[\"R1C1\"]}]"
                    + "|line 1: f-puzzles \"difference\" entry 1: a dot is between 2 cells, and its \"cells\" names 1 cell",
            "\"odd\":[{\"cell\":\"A1\"}]"
                    + "|line 1: f-puzzles \"odd\" entry 1: 'A1' is not a cell name like R1C1",
            "\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"two\"}]"
                    + "|line 1: f-puzzles \"ratio\" entry 1: its value is a whole number, not the string 'two'",
            "\"antiknight\":\"yes\""
                    + "|line 1: f-puzzles \"antiknight\": it is true or false, not the string 'yes'",
            "\"negative\":[\"odd\"]"
                    + "|line 1: f-puzzles \"negative\": 'odd' is not difference, ratio, xv or sum",
            "\"arrow\":[5]"
                    + "|line 1: f-puzzles \"arrow\" entry 1: it is an object, not the number 5",
            "\"renban\":{\"lines\":[]}"
                    + "|line 1: f-puzzles \"renban\" is a list of entries, not an object",
            "\"clone\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"cloneCells\":[\"R9C9\"]}]"
                    + "|line 1: f-puzzles \"clone\" entry 1: a clone of 2 cells has 1 cell in its \"cloneCells\"",
            "\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"values\":[10]}]"
                    + "|line 1: f-puzzles \"quadruple\" entry 1: quadruple digit 10 is not a digit of 1 to 9 (at R1C1 R1C2 R2C1 R2C2)",
            "\"extraregion\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\",\"R1C5\",\"R1C6\",\"R1C7\",\"R1C8\",\"R1C9\",\"R2C1\"]}]"
                    + "|line 1: f-puzzles \"extraregion\" entry 1: an extra region of 10 cells cannot hold different digits of 1 to 9",
            "\"littlekillersum\":[{\"cell\":\"R0C3\",\"cells\":[\"R1C2\",\"R2C1\"],\"value\":\"40\"}]"
                    + "|line 1: f-puzzles \"littlekillersum\" entry 1: littlekillersum sum 40 cannot be made by 2 digits of 1 to 9 (clue at R0C3)"})
    void refusesABadConstraintWithOneMessageNamingItAndTheCell(String more, String message) {
        PuzzleFormatException e = catchThrowableOfType(() -> FPuzzles.read(blank9(more)), PuzzleFormatException.class);
        assertThat(e).as(more).isNotNull();
        assertThat(e.getMessage()).isEqualTo(message);
        assertThat(e.reason()).isEqualTo(Reason.BAD_CONSTRAINT);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
            "{\"size\":9,|BAD_PAYLOAD|line 1, column 11: not valid JSON: expected a key in double quotes, the text ends"
                    + "|{\"size\":9,",
            "N4IgzglgXgpiBcBO|BAD_PAYLOAD|line 1: not an f-puzzles payload: it ends before its end marker (cut short?)|",
            "hello world|BAD_PAYLOAD|line 1: 'hello world' is not an f-puzzles puzzle: expected a JSON object, a payload (N4Ig...) or a link carrying one|",
            // Letters that only look like base64 are no payload, not one whose lz-string codes are to be diagnosed.
            "garbage|BAD_PAYLOAD|line 1: 'garbage' is not an f-puzzles puzzle: expected a JSON object, a payload (N4Ig...) or a link carrying one|",
            "https://sudokupad.app/abc123|BAD_PAYLOAD|line 1: the link 'https://sudokupad.app/abc123' carries no f-puzzles payload"
                    + " (load=, fpuzzles or fpuz followed by one); SudokuPad's short links and its own formats (scl, ctc) are not read|",
            "NoRgukA=|BAD_PAYLOAD|line 1: an f-puzzles puzzle is a JSON object, not a list|",
            "{\"grid\":[]}|BAD_LAYOUT|line 1: an f-puzzles puzzle needs its \"size\"|",
            "{\"size\":3,\"grid\":[]}|BAD_LAYOUT|line 1: size 3 is not supported: sides run from 4 to 25|",
            "{\"size\":\"nine\",\"grid\":[]}|BAD_LAYOUT|line 1: \"size\" is a whole number, not the string 'nine'|",
            "{\"size\":4,\"grid\":[[],[],[],[]]}|BAD_LAYOUT|line 1: \"grid\" row 1 is not a list of 4 cells|",
            "{\"size\":4,\"grid\":[]}|BAD_LAYOUT|line 1: \"grid\" has 0 rows, not the 4 of its size|",
            "{\"size\":4}|BAD_LAYOUT|line 1: an f-puzzles puzzle needs its \"grid\"|"})
    void refusesMalformedInputWithOneMessage(String text, Reason reason, String message, String lineText) {
        PuzzleFormatException e = catchThrowableOfType(() -> FPuzzles.read(text), PuzzleFormatException.class);
        assertThat(e).as(text).isNotNull();
        assertThat(e.getMessage()).isEqualTo(message);
        assertThat(e.reason()).isEqualTo(reason);
    }

    @Test
    void refusesAValueThatIsNotADigitNamingTheCell() {
        String json = blank9("").replaceFirst("\\{\\}", "{\"value\":10,\"given\":true}");
        assertThatThrownBy(() -> FPuzzles.read(json))
                .hasMessage("line 1: the value of R1C1, 10, is not a digit of a 9x9 grid");
        String noValue = blank9("").replaceFirst("\\{\\}", "{\"given\":true}");
        assertThatThrownBy(() -> FPuzzles.read(noValue)).hasMessage("line 1: R1C1 is given but holds no value");
    }

    @Test
    void refusesABoxIndexerWithoutTheDefaultBoxes() throws Exception {
        String jigsaw = FPuzzles.toJson(FPuzzles.read((String) testSet().stream()
                .filter(e -> e.get("title").equals("Aug 9, 2022: Irregular Sudoku")).findFirst().orElseThrow().get("puzzle")), null);
        String withIndexer = jigsaw.substring(0, jigsaw.length() - 1) + ",\"boxindexer\":[{\"cells\":[\"R1C1\"]}]}";
        assertThatThrownBy(() -> FPuzzles.read(withIndexer)).hasMessage("line 1: f-puzzles \"boxindexer\" entry 1: a box indexer"
                + " needs the grid's default boxes, and these regions are not them");
    }

    @Test
    void namesTheLineAndColumnOfAJsonErrorOverSeveralLines() {
        String text = "{\n  \"size\": 9,\n  \"grid\": [[{}]]\n  \"title\": \"x\"\n}";
        PuzzleFormatException e = catchThrowableOfType(() -> FPuzzles.read(text, Set.of(), 5), PuzzleFormatException.class);
        assertThat(e.getMessage()).isEqualTo("line 8, column 3: not valid JSON: expected ',' or '}' in an object, found '\"title\": \"x\"'");
        assertThat(e.line()).isEqualTo(8);
        assertThat(e.excerpt()).endsWith("  \"title\": \"x\"\n  ^");
    }

    // ------------------------------------------------------------------ writing

    @Test
    void writesEveryPuzzleBackSoThatItReadsTheSame() throws Exception {
        for (Map<?, ?> entry : testSet()) {
            FPuzzle read = FPuzzles.read((String) entry.get("puzzle"));
            String json = FPuzzles.toJson(read, null);
            assertThat(JsonTree.parse(json)).isEqualTo(decoded(entry));
            assertThat(FPuzzles.read(json).puzzle()).as("%s", entry.get("title")).isEqualTo(read.puzzle());
            assertThat(FPuzzles.toPayload(read, null)).isEqualTo(entry.get("puzzle"));
        }
    }

    @Test
    void writesASolutionIntoTheOpenCellsAndKeepsTheGivensGiven() throws Exception {
        Map<?, ?> entry = testSet().get(1);
        FPuzzle read = FPuzzles.read((String) entry.get("puzzle"));
        Grid solution = Grid.parse(Shape.CLASSIC, (String) entry.get("solution"));
        String json = FPuzzles.toJson(read, solution);
        Map<?, ?> object = (Map<?, ?>) JsonTree.parse(json);
        List<?> row = (List<?>) ((List<?>) object.get("grid")).get(0);
        assertThat(((Map<?, ?>) row.get(0)).get("value")).isEqualTo((long) solution.get(0));
        assertThat(((Map<?, ?>) row.get(0)).get("given")).isNull();
        assertThat(object.get("solution")).isEqualTo(solution.toString().chars().mapToObj(c -> (long) (c - '0')).toList());
        FPuzzle again = FPuzzles.read(json);
        assertThat(again.puzzle()).isEqualTo(read.puzzle()); // a solver's entries are not givens
        assertThat(again.title()).isEqualTo(read.title());
        assertThat(FPuzzles.read(FPuzzles.toPayload(read, solution)).puzzle()).isEqualTo(read.puzzle());
        assertThatThrownBy(() -> FPuzzles.toJson(read, Grid.empty(Shape.of(4))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void buildsTheObjectOfAPuzzleFromItsRulesAndReadsItBackTheSame() throws Exception {
        for (Map<?, ?> entry : testSet()) {
            Puzzle puzzle = FPuzzles.read((String) entry.get("puzzle")).puzzle();
            FPuzzle built = FPuzzles.of(puzzle, "t", "a", "");
            assertThat(built.title()).isEqualTo("t");
            assertThat(FPuzzles.read(built.json()).puzzle()).as("%s", entry.get("title")).isEqualTo(puzzle);
        }
    }

    @Test
    void buildsTheObjectOfLayoutsFromOtherFormats() throws Exception {
        Puzzle classic = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        assertThat(FPuzzles.read(FPuzzles.of(classic).json()).puzzle()).isEqualTo(classic);
        Puzzle twelve = new Puzzle(Layout.of(new Shape(3, 4)), Grid.empty(new Shape(3, 4)));
        Puzzle read = FPuzzles.read(FPuzzles.of(twelve).json()).puzzle();
        assertThat(read.layout().isJigsaw()).isTrue(); // boxes 3 wide are not f-puzzles' own 4 wide: written as regions
        assertThat(FPuzzles.boxesOf(read.layout())).containsExactlyInAnyOrderElementsOf(FPuzzles.boxesOf(twelve.layout()));
        Puzzle x = new Puzzle(Layout.CLASSIC.with(Variant.X).with(Variant.WINDOKU), Grid.empty(Shape.CLASSIC));
        Puzzle xRead = FPuzzles.read(FPuzzles.of(x).json()).puzzle();
        assertThat(xRead.layout()).isEqualTo(Layout.CLASSIC);
        assertThat(xRead.constraints()).extracting(Constraint::kind)
                .containsExactly("diagonal+", "diagonal-", "extraregion", "extraregion", "extraregion", "extraregion");
        Puzzle arrow = new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC),
                List.of(new Arrow(List.of(new Cell(0, 0), new Cell(0, 1)), List.of(new Cell(1, 1), new Cell(2, 2)))));
        assertThat(FPuzzles.read(FPuzzles.of(arrow).json()).puzzle()).isEqualTo(arrow);
    }

    @Test
    void refusesToWriteAConstraintWithoutAnFPuzzlesForm() {
        Constraint odd = new Constraint() {
            @Override
            public String kind() {
                return "mystery";
            }

            @Override
            public List<Cell> cells() {
                return List.of(new Cell(0, 0));
            }

            @Override
            public boolean keeps(java.util.function.ToIntFunction<Cell> digitAt) {
                return true;
            }

            @Override
            public String toString() {
                return "mystery at r1c1";
            }
        };
        Puzzle puzzle = new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC), List.of(odd));
        assertThatThrownBy(() -> FPuzzles.of(puzzle)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the mystery constraint (mystery at r1c1) has no f-puzzles form");
    }
}
