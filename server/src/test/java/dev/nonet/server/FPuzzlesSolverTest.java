package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.FPuzzles;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import dev.nonet.reason.RulePath;
import dev.nonet.reason.RuleSolver;
import dev.nonet.reason.RuleTechnique;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.TrueCandidates;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link FPuzzlesSolver} end to end over a real websocket, with the userscript's own message shapes built from the
 * f-puzzles objects of published variant puzzles (api-variants/puzzles.json, CC BY 4.0, setters named per entry):
 * every answer checked against the core's entry points the command line's {@code candidates}, {@code count},
 * {@code solve} and {@code explain} call.
 */
class FPuzzlesSolverTest {

    private static final Duration LIMIT = Duration.ofSeconds(20);
    /** Puzzles of the shared set, by index: each a different mix of constraints. */
    private static final int[] SAMPLE = {0, 1, 7, 20, 41, 43, 60};
    /** 78,922 solutions: a count that goes on by parts after its first 10,000. */
    private static final String MANY = ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7.....";

    private static FPuzzlesSolver solver;
    private static JsonNode puzzles;

    @BeforeAll
    static void start() throws IOException {
        solver = FPuzzlesSolver.start(FPuzzlesSolverSettings.DEFAULTS.withAddress("127.0.0.1", 0).withTimeLimit(LIMIT));
        try (InputStream in = FPuzzlesSolverTest.class.getResourceAsStream("/api-variants/puzzles.json")) {
            puzzles = SolverClient.JSON.readTree(in);
        }
    }

    @AfterAll
    static void stop() {
        solver.close();
    }

    private static SolverClient client() {
        return new SolverClient(solver.url(), "https://www.f-puzzles.com");
    }

    private static String payload(int index) {
        return puzzles.get(index).get("puzzle").asText();
    }

    private static Puzzle puzzle(String payload) {
        try {
            return FPuzzles.read(payload).puzzle();
        } catch (PuzzleFormatException e) {
            throw new AssertionError(e);
        }
    }

    /** An empty 9x9 grid with one cage: more solutions than any count gets through. */
    private static String emptyWithACage() {
        ObjectNode object = SolverClient.JSON.createObjectNode().put("size", 9);
        ArrayNode grid = object.putArray("grid");
        for (int r = 0; r < 9; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < 9; c++) {
                row.addObject();
            }
        }
        object.putArray("killercage").addObject().put("value", "3").putArray("cells").add("R1C1").add("R1C2");
        return SolverClient.payload(object);
    }

    @Test
    void trueCandidatesAreTheCoresAndCountTheirSolutionsUpToTheCap() {
        try (SolverClient client = client()) {
            for (int index : SAMPLE) {
                String payload = payload(index);
                JsonNode answer = client.answer(client.send("truecandidates", payload), 20);
                assertThat(answer.path("type").asText()).isEqualTo("truecandidates");
                assertThat(counts(answer)).as(puzzles.get(index).get("title").asText())
                        .isEqualTo(expected(Sudoku.trueCandidates(puzzle(payload), 1, Deadline.NONE)));
            }
            // A puzzle of many solutions: the counts go up to the setter's cap.
            ObjectNode object = SolverClient.object(FPuzzles.toPayload(FPuzzles.of(Puzzle.parse(MANY)), null));
            object.putArray("truecandidatesoptions").add("truecandidatesnumsolutions=8");
            String loose = SolverClient.payload(object);
            long[] counts = counts(client.answer(client.send("truecandidates", loose), 20));
            assertThat(counts).isEqualTo(expected(Sudoku.trueCandidates(puzzle(loose), 8, Deadline.NONE)));
            assertThat(counts).contains(8).doesNotContain(9);
        }
    }

    /** Every one of the 85 puzzles: its true candidates and its count, through the websocket, are the core's. Tens of seconds. */
    @Test
    @Tag("slow")
    void everyPuzzlesTrueCandidatesAndCountAreTheCores() {
        assertThat(puzzles).hasSize(85);
        try (SolverClient client = client()) {
            for (JsonNode entry : puzzles) {
                // Some payloads carry the setter's own userscript settings (Logical Candidates): as nonet candidates, without them.
                ObjectNode object = SolverClient.object(entry.get("puzzle").asText());
                object.remove("truecandidatesoptions");
                String payload = SolverClient.payload(object);
                String title = entry.get("title").asText();
                Puzzle puzzle = puzzle(payload);
                assertThat(counts(client.answer(client.send("truecandidates", payload), 60))).as(title)
                        .isEqualTo(expected(Sudoku.trueCandidates(puzzle, 1, Deadline.NONE)));
                JsonNode count = client.answer(client.send("count", payload), 60);
                assertThat(count.path("count").asLong()).as(title).isEqualTo(Sudoku.count(puzzle, SolverAnswers.FIRST_COUNT).count()).isEqualTo(1);
            }
        }
    }

    @Test
    void logicalTrueCandidatesMarkWhatLogicAloneKeepsWithoutASolution() {
        ObjectNode object = SolverClient.object(payload(1));
        object.putArray("disabledlogic").add("tuples").add("pointing").add("fishes").add("wings").add("aic").add("contradictions");
        object.putArray("truecandidatesoptions").add("logical");
        String payload = SolverClient.payload(object);
        Puzzle puzzle = puzzle(payload);
        TrueCandidates found = Sudoku.trueCandidates(puzzle, 1, Deadline.NONE);
        CandidateGrid logic = LogicFamily.solverWithout(List.of("tuples", "pointing", "fishes", "wings", "aic", "contradictions"), LIMIT)
                .solve(puzzle, Deadline.NONE).end();
        try (SolverClient client = client()) {
            long[] counts = counts(client.answer(client.send("truecandidates", payload), 20));
            Shape shape = puzzle.givens().shape();
            for (int i = 0; i < shape.cellCount(); i++) {
                Cell cell = shape.cell(i);
                for (int d = 1; d <= 9; d++) {
                    long expected = found.count(cell, d) > 0 ? 1 : logic.value(cell) == d || logic.has(cell, d) ? -1 : 0;
                    assertThat(counts[i * 9 + d - 1]).as("%s digit %d", cell, d).isEqualTo(expected);
                }
            }
        }
    }

    @Test
    void solveCheckAndCountAnswerAsTheCoreDoes() {
        try (SolverClient client = client()) {
            for (int index : SAMPLE) {
                String payload = payload(index);
                SolveResult counted = Sudoku.count(puzzle(payload), 2, Deadline.NONE);
                JsonNode solved = client.answer(client.send("solve", payload), 20);
                assertThat(solved.path("type").asText()).isEqualTo("solved");
                assertThat(ints(solved.get("solution"))).isEqualTo(counted.solution().orElseThrow().toArray());
                JsonNode check = client.answer(client.send("check", payload), 20);
                assertThat(check.path("type").asText()).isEqualTo("count");
                assertThat(check.path("count").asLong()).isEqualTo(counted.count());
                assertThat(check.path("inProgress").asBoolean(true)).isFalse();
                assertThat(client.answer(client.send("count", payload), 20).path("count").asLong()).isEqualTo(counted.count());
            }
        }
    }

    @Test
    void aCountOfManySolutionsSaysItsProgressThenTheExactNumber() {
        String payload = FPuzzles.toPayload(FPuzzles.of(Puzzle.parse(MANY)), null);
        List<JsonNode> progress = new ArrayList<>();
        try (SolverClient client = client()) {
            JsonNode last = client.answer(client.send("count", payload), 20, progress::add);
            assertThat(last.path("count").asLong()).isEqualTo(Sudoku.count(Puzzle.parse(MANY), Long.MAX_VALUE).count()).isEqualTo(78_922);
            assertThat(last.path("inProgress").asBoolean(true)).isFalse();
            assertThat(progress).isNotEmpty();
            assertThat(progress.get(0).path("count").asLong()).isEqualTo(SolverAnswers.FIRST_COUNT);
            assertThat(progress).allSatisfy(p -> assertThat(p.path("count").asLong()).isLessThan(78_922));
        }
    }

    @Test
    void cancelStopsALongCountWithinASecond() {
        try (SolverClient client = client()) {
            long count = client.send("count", emptyWithACage());
            JsonNode first = client.next(10); // the first 10,000 solutions: the count is under way
            assertThat(first.path("inProgress").asBoolean()).isTrue();
            long start = System.nanoTime();
            long cancel = client.cancel();
            assertThat(client.answer(cancel, 1).path("type").asText()).isEqualTo("canceled");
            assertThat(client.answer(count, 1).path("type").asText()).isEqualTo("canceled");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(1));
            // The connection's thread is free again: the next request is answered at once.
            assertThat(client.answer(client.send("check", payload(0)), 5).path("count").asLong()).isEqualTo(1);
        }
    }

    @Test
    void aRequestStopsAtTheTimeLimitAndSaysSo() {
        try (FPuzzlesSolver limited = FPuzzlesSolver.start(FPuzzlesSolverSettings.DEFAULTS.withAddress("127.0.0.1", 0)
                .withTimeLimit(Duration.ofMillis(300)));
             SolverClient client = new SolverClient(limited.url(), null)) {
            JsonNode answer = client.answer(client.send("count", emptyWithACage()), 5, p -> { });
            assertThat(answer.path("type").asText()).isEqualTo("invalid");
            assertThat(answer.path("message").asText()).isEqualTo("Stopped at the time limit of 0.3 s (nonet fpuzzles-solver --time-limit"
                    + " SECONDS allows more).");
        }
    }

    @Test
    void aNewerRequestCancelsTheOneRunning() {
        try (SolverClient client = client()) {
            long count = client.send("count", emptyWithACage());
            long candidates = client.send("truecandidates", payload(0));
            assertThat(client.answer(count, 5, p -> { }).path("type").asText()).isEqualTo("canceled");
            assertThat(client.answer(candidates, 20).path("type").asText()).isEqualTo("truecandidates");
        }
    }

    @Test
    void aClosedConnectionStopsItsWorkAndItsThread() throws InterruptedException {
        SolverClient client = client();
        client.send("count", emptyWithACage());
        client.next(10);
        assertThat(solverThreads()).isPositive();
        client.abort();
        long end = System.nanoTime() + 2_000_000_000L;
        while ((solver.connections() > 0 || solverThreads() > 0) && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(solver.connections()).isZero();
        assertThat(solverThreads()).isZero();
    }

    private static long solverThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("nonet-fpuzzles-") && t.isAlive()).count();
    }

    @Test
    void solvePathIsTheRuleSolversPathWithoutTheFamiliesSwitchedOff() {
        ObjectNode object = SolverClient.object(payload(7));
        object.putArray("disabledlogic").add("aic").add("contradictions");
        String payload = SolverClient.payload(object);
        Puzzle puzzle = puzzle(payload);
        RulePath path = LogicFamily.solverWithout(List.of("aic", "contradictions"), LIMIT).solve(puzzle, Deadline.NONE);
        try (SolverClient client = client()) {
            JsonNode answer = client.answer(client.send("solvepath", payload), 20);
            assertThat(answer.path("type").asText()).isEqualTo("logical");
            assertThat(answer.path("isValid").asBoolean()).isTrue();
            List<String> lines = answer.path("message").asText().lines().filter(l -> !l.startsWith("    ")).toList();
            assertThat(lines).hasSize(path.path().size() + 1);
            for (int s = 0; s < path.path().size(); s++) {
                assertThat(lines.get(s)).isEqualTo(path.path().get(s).toString());
            }
            assertThat(path.path()).noneMatch(step -> step.name().contains("AIC") || step.name().contains("Contradiction"));
            assertThat(cellsText(answer)).isEqualTo(cellsText(path.end()));
        }
    }

    @Test
    void solvePathWorksOnOtherSizes() {
        String payload = payload(43); // 6x6
        RulePath path = new RuleSolver(LIMIT).solve(puzzle(payload), Deadline.NONE);
        try (SolverClient client = client()) {
            JsonNode answer = client.answer(client.send("solvepath", payload), 20);
            assertThat(answer.get("cells")).hasSize(36);
            assertThat(cellsText(answer)).isEqualTo(cellsText(path.end()));
            assertThat(answer.path("message").asText()).endsWith(dev.nonet.view.OutcomeText.of(path, LIMIT) + "\n");
        }
    }

    @Test
    void stepFirstShowsTheCandidatesItStartsFromThenTakesTheRuleSolversNextStep() {
        String payload = payload(20);
        Puzzle puzzle = puzzle(payload);
        try (SolverClient client = client()) {
            JsonNode initial = client.answer(client.send("step", payload), 20);
            assertThat(initial.path("message").asText()).isEqualTo("Initial candidates.\n");
            CandidateGrid start = CandidateGrid.of(puzzle);
            assertThat(cellsText(initial)).isEqualTo(cellsText(start));

            // The userscript puts those candidates on the board as centre marks, and the next Step goes on from them.
            ObjectNode object = SolverClient.object(payload);
            marks(object, initial);
            Step<RuleTechnique> expected = new RuleSolver(LIMIT).nextStep(puzzle, start, Deadline.NONE).orElseThrow();
            JsonNode step = client.answer(client.send("step", SolverClient.payload(object)), 20);
            assertThat(step.path("message").asText()).startsWith(expected.toString() + "\n");
            expected.applyTo(start);
            assertThat(cellsText(step)).isEqualTo(cellsText(start));
        }
    }

    @Test
    void solvePathStartsFromTheEnteredDigitsAndCentreMarks() {
        String payload = payload(20);
        Puzzle puzzle = puzzle(payload);
        CandidateGrid start = CandidateGrid.of(puzzle);
        Step<RuleTechnique> first = new RuleSolver(LIMIT).nextStep(puzzle, start, Deadline.NONE).orElseThrow();
        first.applyTo(start);
        try (SolverClient client = client()) {
            ObjectNode object = SolverClient.object(payload);
            JsonNode position = client.answer(client.send("step", payload), 20);
            marks(object, position);
            JsonNode afterOne = client.answer(client.send("step", SolverClient.payload(object)), 20);
            marks(object, afterOne);
            JsonNode path = client.answer(client.send("solvepath", SolverClient.payload(object)), 20);
            RulePath expected = new RuleSolver(LIMIT).solve(puzzle, start, Deadline.NONE);
            assertThat(path.path("message").asText().lines().filter(l -> !l.startsWith("    ")).count()).isEqualTo(expected.path().size() + 1);
            assertThat(cellsText(path)).isEqualTo(cellsText(expected.end()));
        }
    }

    /** Puts a logical answer's cells on the f-puzzles board as the userscript does: digits entered, else centre marks. */
    private static void marks(ObjectNode object, JsonNode logical) {
        ArrayNode grid = (ArrayNode) object.get("grid");
        int side = grid.size();
        for (int i = 0; i < side * side; i++) {
            ObjectNode cell = (ObjectNode) grid.get(i / side).get(i % side);
            if (cell.path("given").asBoolean(false)) {
                continue;
            }
            JsonNode answer = logical.get("cells").get(i);
            cell.remove("centerPencilMarks");
            cell.remove("value");
            if (answer.path("value").asInt() != 0) {
                cell.put("value", answer.path("value").asInt());
            } else {
                cell.set("centerPencilMarks", answer.get("candidates"));
            }
        }
    }

    @Test
    void badRequestsAreInvalidWithAMessage() {
        try (SolverClient client = client()) {
            long garbage = client.send("solve", "garbage");
            assertThat(client.answer(garbage, 5).path("message").asText()).contains("not an f-puzzles puzzle");

            ObjectNode object = SolverClient.object(payload(0));
            object.putArray("chaoticconstruction").addObject().putArray("cells").add("R1C1");
            long unknown = client.send("truecandidates", SolverClient.payload(object));
            JsonNode answer = client.answer(unknown, 5);
            assertThat(answer.path("type").asText()).isEqualTo("invalid");
            assertThat(answer.path("message").asText()).contains("'chaoticconstruction' is not one nonet knows");

            long estimate = client.send("estimate", payload(0));
            assertThat(client.answer(estimate, 5).path("message").asText()).isEqualTo(SolverAnswers.NO_ESTIMATE);

            client.sendText("{\"nonce\": 41, \"command\": \"solve\", \"dataType\": \"fpuzzles\"");
            assertThat(client.next(5).path("message").asText()).startsWith("the request is not JSON");
            client.sendText("{\"nonce\": 42, \"command\": \"logical\", \"dataType\": \"fpuzzles\", \"data\": \"x\"}");
            JsonNode unknownCommand = client.next(5);
            assertThat(unknownCommand.path("nonce").asLong()).isEqualTo(42);
            assertThat(unknownCommand.path("message").asText()).startsWith("unknown command 'logical'");

            ObjectNode clash = SolverClient.object(payload(0));
            ArrayNode row = (ArrayNode) clash.get("grid").get(0);
            ((ObjectNode) row.get(0)).put("value", 5).put("given", true);
            ((ObjectNode) row.get(1)).put("value", 5).put("given", true);
            JsonNode invalid = client.answer(client.send("solve", SolverClient.payload(clash)), 5);
            assertThat(invalid.path("type").asText()).isEqualTo("invalid");
            assertThat(invalid.path("message").asText()).startsWith("The givens are invalid: digit 5 appears twice in row 1");
        }
    }

    @Test
    void onlyFPuzzlesThisMachineAndAllowedOriginsMayConnect() throws Exception {
        for (String origin : new String[] {"https://www.f-puzzles.com", "https://f-puzzles.com", "http://localhost:8080", "http://127.0.0.1:3000", null}) {
            try (SolverClient client = new SolverClient(solver.url(), origin)) {
                assertThat(client.answer(client.send("check", payload(0)), 20).path("count").asLong()).as(origin).isEqualTo(1);
            }
        }
        for (String origin : new String[] {"https://evil.example", "null", "https://www.f-puzzles.com.evil.example", "http://f-puzzles.com"}) {
            assertThatThrownBy(() -> new SolverClient(solver.url(), origin)).as(origin).isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(WebSocketHandshakeException.class)
                    .satisfies(e -> assertThat(((WebSocketHandshakeException) e.getCause()).getResponse().statusCode()).isEqualTo(403));
        }
        try (FPuzzlesSolver allowing = FPuzzlesSolver.start(FPuzzlesSolverSettings.DEFAULTS.withAddress("127.0.0.1", 0)
                .withAllowedOrigins(List.of("https://my-fork.example")).withMaxConnections(1));
             SolverClient client = new SolverClient(allowing.url(), "https://my-fork.example")) {
            assertThat(client.answer(client.send("check", payload(0)), 20).path("count").asLong()).isEqualTo(1);
            // One page at most: a second is closed at once (1013, try again later).
            try (SolverClient second = new SolverClient(allowing.url(), "https://www.f-puzzles.com")) {
                assertThat(second.closeCode(5)).isEqualTo(1013);
            }
        }
    }

    @Test
    void aMessageOverTheLimitClosesTheConnection() throws InterruptedException {
        try (SolverClient client = client()) {
            client.sendText("{\"nonce\": 1, \"command\": \"solve\", \"dataType\": \"fpuzzles\", \"data\": \"" + "A".repeat(1 << 20) + "\"}");
            assertThat(client.closeCode(5)).isEqualTo(1009);
        }
    }

    private static long[] counts(JsonNode answer) {
        assertThat(answer.path("type").asText()).as(answer.toString()).isEqualTo("truecandidates");
        JsonNode list = answer.get("solutionsPerCandidate");
        long[] counts = new long[list.size()];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = list.get(i).asLong();
        }
        return counts;
    }

    private static long[] expected(TrueCandidates found) {
        Shape shape = found.shape();
        long[] counts = new long[shape.cellCount() * shape.side()];
        for (int i = 0; i < shape.cellCount(); i++) {
            for (int d = 1; d <= shape.side(); d++) {
                counts[i * shape.side() + d - 1] = found.count(shape.cell(i), d);
            }
        }
        return counts;
    }

    private static int[] ints(JsonNode list) {
        int[] values = new int[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = list.get(i).asInt();
        }
        return values;
    }

    /** A logical answer's cells, one per line: the digit, or the candidates in braces. */
    private static String cellsText(JsonNode answer) {
        StringBuilder text = new StringBuilder();
        for (JsonNode cell : answer.get("cells")) {
            text.append(cell.path("value").asInt() != 0 ? cell.path("value").asText() : cell.get("candidates").toString()).append('\n');
        }
        return text.toString();
    }

    private static String cellsText(CandidateGrid position) {
        StringBuilder text = new StringBuilder();
        Shape shape = position.layout().shape();
        for (int i = 0; i < shape.cellCount(); i++) {
            Cell cell = shape.cell(i);
            int value = position.value(cell);
            text.append(value != 0 ? String.valueOf(value) : position.candidates(cell).stream().boxed().map(String::valueOf)
                    .collect(java.util.stream.Collectors.joining(",", "[", "]"))).append('\n');
        }
        return text.toString();
    }
}
