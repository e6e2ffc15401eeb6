package dev.nonet.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.cli.Main;
import dev.nonet.format.PmGrid;
import dev.nonet.grid.Cell;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The steps Nonet's command line lists for cases of HoDoKu's regression library: all the cases of one
 * technique go through one {@code nonet explain --technique T --pencilmarks --json} run, in process
 * through the command's entry point, each case's position written as a PM line (givens, {@code +}placed
 * digits and candidates apart), and the steps read back from the JSON it prints, one line a position.
 */
final class HodokuLibraryCli {

    private static final ObjectMapper JSON = new ObjectMapper();

    private HodokuLibraryCli() {
    }

    /**
     * The steps {@code explain --technique technique} lists for each of {@code cases}, in their order.
     *
     * @throws IllegalStateException when the command fails or does not answer for every case
     */
    static List<List<Step<Technique>>> steps(Technique technique, List<HodokuCase> cases) {
        StringBuilder input = new StringBuilder();
        for (HodokuCase c : cases) {
            input.append(PmGrid.writeLine(c.position())).append('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] args = {"explain", "--technique", technique.name(), "--pencilmarks", "--json"};
        int code = Main.run(args, new ByteArrayInputStream(input.toString().getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        if (code != 0 || lines.size() != cases.size()) {
            throw new IllegalStateException("nonet " + String.join(" ", args) + " exited " + code + " with " + lines.size()
                    + " lines for " + cases.size() + " positions: " + err.toString(StandardCharsets.UTF_8).strip());
        }
        List<List<Step<Technique>>> steps = new ArrayList<>();
        for (String line : lines) {
            steps.add(stepsOf(technique, line));
        }
        return steps;
    }

    private static List<Step<Technique>> stepsOf(Technique technique, String line) {
        JsonNode record;
        try {
            record = JSON.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + line, e);
        }
        if (!record.has("steps")) {
            throw new IllegalStateException("no steps: " + line);
        }
        List<Step<Technique>> steps = new ArrayList<>();
        for (JsonNode step : record.get("steps")) {
            steps.add(Step.of(technique, candidates(step.get("placements")), candidates(step.get("eliminations")),
                    List.of(), List.of(), step.get("text").asText()));
        }
        return steps;
    }

    /** {@code [{"cell": "r1c5", "digit": 7}, ...]}. */
    private static List<Candidate> candidates(JsonNode list) {
        List<Candidate> candidates = new ArrayList<>();
        for (JsonNode c : list) {
            String cell = c.get("cell").asText();
            int column = cell.indexOf('c');
            candidates.add(new Candidate(new Cell(Integer.parseInt(cell.substring(1, column)) - 1,
                    Integer.parseInt(cell.substring(column + 1)) - 1), c.get("digit").asInt()));
        }
        return candidates;
    }
}
