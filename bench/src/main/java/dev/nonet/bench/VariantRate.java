package dev.nonet.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.FPuzzles;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.TrueCandidates;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.ToDoubleFunction;

/**
 * Nonet's speed on variant puzzles (killer cages, thermometers, arrows and the other f-puzzles
 * constraints), per puzzle, for the comparison with SudokuVariantSolverJS (docs/PERFORMANCE.md): reads the
 * f-puzzles payloads of puzzles.json files in the reference's format (an array of objects with
 * {@code title}, {@code puzzle}, {@code solution}, {@code generatedCategories}; empty objects skipped, as
 * the reference's own tests skip them), warms the JVM up on them, then times on this one thread, for each
 * puzzle, the three operations the reference offers: {@code solve} ({@link Sudoku#solve(Puzzle, Deadline)}),
 * {@code count} (up to 2) and {@code truecandidates} (one solution per candidate, the reference's default
 * {@code maxSolutionsPerCandidate}). Each is the median of {@code --runs} runs (fewer once a puzzle's runs
 * have taken {@code --budget} seconds), wall time and the thread's CPU time, under a deadline of
 * {@code --deadline} seconds per run. Reading the payload ({@link FPuzzles#read(String)}) is timed apart
 * ({@code read_ms}); the operations start from the puzzle read.
 *
 * <p>Every answer is checked: the solution is the published one, the count is 1 and the true candidates
 * are one digit per cell making that solution, with the solve's solution the same grid. The published
 * solution of "Executive Function" does not solve the puzzle as its payload encodes it (see
 * {@code shared/data/variants/README.md}): there only the agreement of the three operations is checked.
 *
 * <p>Prints one TSV row per puzzle (to {@code --tsv FILE}, else first on standard output), then a
 * summary per file and operation: median, 90th percentile and maximum milliseconds over the puzzles, and
 * the puzzles over 10 s. With {@code --reference FILE}, the reference's results for the same files
 * (JSON lines of {@code bench/variants/reference-driver.mjs}, each with its {@code file} and
 * {@code index}; {@code bench/variants/side-by-side.sh} writes them) join the TSV and make the summary a
 * side-by-side table, with the puzzles where Nonet is slower. Exits with 1 if an answer of Nonet is
 * wrong or a puzzle cannot be read, 2 on bad usage.
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.VariantRate [options] [FILE...]
 *
 *   FILE             puzzles.json files (default: ../shared/data/variants/puzzles.json)
 *   --runs N         timed runs per puzzle and operation, median taken (default 5)
 *   --budget S       no further runs of a puzzle's operation once its runs took S seconds (default 3)
 *   --warmup S       seconds of warm-up over the puzzles before timing (default 10)
 *   --deadline S     the deadline of every run, in seconds (default 60)
 *   --tsv FILE       the per-puzzle rows to FILE instead of standard output
 *   --reference FILE the reference's results, JSON lines: side-by-side table
 * </pre>
 */
public final class VariantRate {

    private static final Path DEFAULT_FILE = Path.of("../shared/data/variants/puzzles.json");

    /** Puzzles whose published solution does not solve the payload (shared/data/variants/README.md). */
    private static final Set<String> PUBLISHED_SOLUTION_WRONG = Set.of("Executive Function");

    /** The time over which an operation counts as too slow (the table's "over 10 s" column). */
    private static final double SLOW_MS = 10_000;

    /** The operations, named as the reference driver names them. */
    enum Op {
        SOLVE("solve"), COUNT("count"), TRUE_CANDIDATES("truecandidates");

        final String label;

        Op(String label) {
            this.label = label;
        }
    }

    /** One puzzle of a file: {@code index} counts the non-empty entries from 0. */
    record Entry(Path file, int index, String title, String kinds, String payload, String published) {

        /** Whether the published solution is the one to compare with. */
        boolean checkPublished() {
            return published != null && !published.isEmpty() && !PUBLISHED_SOLUTION_WRONG.contains(title);
        }
    }

    /**
     * One operation on one puzzle: its outcome, the median times of its runs, and the grid it found
     * (for the cross-check), or null.
     */
    record Timing(String status, String check, double wallMs, double cpuMs, int runs, long guesses, String grid) {

        boolean wrong() {
            return check.startsWith("WRONG");
        }
    }

    /** The reference's result of one operation on one puzzle. */
    record Reference(double ms, String status, String check) {
    }

    /** One puzzle's outcome: null timings where it could not be read. */
    record Row(Entry entry, String readError, double readMs, Map<Op, Timing> timings, Map<Op, Reference> reference) {
    }

    private record Options(int runs, double budget, double warmup, double deadline, Path tsv, Path reference,
            List<Path> files) {
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private VariantRate() {
    }

    public static void main(String[] args) throws IOException {
        Options options = parse(args);
        if (options == null) {
            System.err.println("usage: VariantRate [--runs N>=1] [--budget S] [--warmup S] [--deadline S>0]"
                    + " [--tsv FILE] [--reference FILE] [FILE...] (default FILE: " + DEFAULT_FILE + ")");
            System.exit(2);
            return;
        }
        List<Entry> entries = new ArrayList<>();
        for (Path file : options.files()) {
            entries.addAll(read(file));
        }
        Map<String, Reference> reference = options.reference() == null ? Map.of() : readReference(options.reference(), entries);

        // Read every puzzle; those that fail are reported and skipped.
        Map<Entry, Puzzle> puzzles = new HashMap<>();
        Map<Entry, String> readErrors = new HashMap<>();
        for (Entry entry : entries) {
            try {
                puzzles.put(entry, FPuzzles.read(entry.payload()).puzzle());
            } catch (PuzzleFormatException | RuntimeException e) {
                readErrors.put(entry, e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }

        System.err.printf(Locale.ROOT, "%d puzzles (%d unreadable); warming up for %.0f s%n", entries.size(),
                readErrors.size(), options.warmup());
        warmUp(entries, puzzles, options);

        List<Row> rows = new ArrayList<>();
        for (Entry entry : entries) {
            Map<Op, Reference> refs = new EnumMap<>(Op.class);
            for (Op op : Op.values()) {
                Reference r = reference.get(key(entry.file(), entry.index(), op.label));
                if (r != null) {
                    refs.put(op, r);
                }
            }
            Puzzle puzzle = puzzles.get(entry);
            if (puzzle == null) {
                rows.add(new Row(entry, readErrors.get(entry), Double.NaN, null, refs));
                continue;
            }
            double readMs = timeRead(entry.payload());
            Map<Op, Timing> timings = new EnumMap<>(Op.class);
            for (Op op : Op.values()) {
                timings.put(op, measure(entry, puzzle, op, options));
            }
            crossCheck(timings);
            Row row = new Row(entry, null, readMs, timings, refs);
            rows.add(row);
            System.err.printf(Locale.ROOT, "%s #%d %s: solve %.1f ms, count %.1f ms, truecandidates %.1f ms%n",
                    entry.file().getFileName(), entry.index(), entry.title(), timings.get(Op.SOLVE).wallMs(),
                    timings.get(Op.COUNT).wallMs(), timings.get(Op.TRUE_CANDIDATES).wallMs());
        }

        if (options.tsv() != null) {
            try (PrintStream out = new PrintStream(Files.newOutputStream(options.tsv()), false, StandardCharsets.UTF_8)) {
                writeTsv(rows, !reference.isEmpty(), out);
            }
        } else {
            writeTsv(rows, !reference.isEmpty(), System.out);
            System.out.println();
        }
        boolean failed = summary(rows, options, !reference.isEmpty(), System.out);
        System.exit(failed ? 1 : 0);
    }

    private static Options parse(String[] args) {
        int runs = 5;
        double budget = 3;
        double warmup = 10;
        double deadline = 60;
        Path tsv = null;
        Path reference = null;
        List<Path> files = new ArrayList<>();
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--runs" -> runs = Integer.parseInt(args[++i]);
                    case "--budget" -> budget = Double.parseDouble(args[++i]);
                    case "--warmup" -> warmup = Double.parseDouble(args[++i]);
                    case "--deadline" -> deadline = Double.parseDouble(args[++i]);
                    case "--tsv" -> tsv = Path.of(args[++i]);
                    case "--reference" -> reference = Path.of(args[++i]);
                    default -> {
                        if (args[i].startsWith("--")) {
                            return null;
                        }
                        files.add(Path.of(args[i]));
                    }
                }
            }
        } catch (RuntimeException e) {
            return null; // a missing or malformed value
        }
        if (files.isEmpty()) {
            files.add(DEFAULT_FILE);
        }
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                System.err.println(file + " not found");
                return null;
            }
        }
        if (reference != null && !Files.isRegularFile(reference)) {
            System.err.println(reference + " not found");
            return null;
        }
        if (runs < 1 || budget < 0 || warmup < 0 || !(deadline > 0)) {
            return null;
        }
        return new Options(runs, budget, warmup, deadline, tsv, reference, files);
    }

    /** The non-empty entries of a puzzles.json file. */
    static List<Entry> read(Path file) throws IOException {
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        if (root == null || !root.isArray()) {
            throw new IOException(file + ": not a JSON array of puzzles");
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode node : root) {
            if (!node.isObject() || node.isEmpty()) {
                continue;
            }
            StringJoiner kinds = new StringJoiner(",");
            for (JsonNode kind : node.path("generatedCategories")) {
                if (!kind.asText().startsWith("gridsize")) {
                    kinds.add(kind.asText());
                }
            }
            String published = node.hasNonNull("solution") ? node.get("solution").asText() : null;
            entries.add(new Entry(file, entries.size(), node.path("title").asText("?"), kinds.toString(),
                    node.path("puzzle").asText(""), published));
        }
        return entries;
    }

    private static String key(Path file, int index, String op) {
        return file.toAbsolutePath().normalize() + "\t" + index + "\t" + op;
    }

    /** The reference driver's JSON lines, checked against the published solutions of {@code entries}. */
    static Map<String, Reference> readReference(Path file, List<Entry> entries) throws IOException {
        Map<String, Entry> byKey = new HashMap<>();
        for (Entry entry : entries) {
            byKey.put(key(entry.file(), entry.index(), ""), entry);
        }
        ObjectMapper mapper = new ObjectMapper();
        Map<String, List<JsonNode>> lines = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode node = mapper.readTree(line);
            if (node.hasNonNull("file") && node.hasNonNull("index") && node.hasNonNull("op")) {
                lines.computeIfAbsent(key(Path.of(node.get("file").asText()), node.get("index").asInt(),
                        node.get("op").asText()), k -> new ArrayList<>()).add(node);
            }
        }
        // Several runs of one puzzle's operation: the median time, the first run's answer.
        Map<String, Reference> results = new HashMap<>();
        lines.forEach((key, nodes) -> {
            JsonNode node = nodes.get(0);
            Entry entry = byKey.get(key(Path.of(node.get("file").asText()), node.get("index").asInt(), ""));
            String op = node.get("op").asText();
            double ms = median(nodes.stream().mapToDouble(n -> n.path("ms").asDouble(Double.NaN)).toArray());
            results.put(key, new Reference(ms, node.path("status").asText("error"),
                    entry == null ? "?" : checkReference(entry, op, node)));
        });
        return results;
    }

    private static String checkReference(Entry entry, String op, JsonNode node) {
        String status = node.path("status").asText("error");
        String grid = node.path("solution").asText(null);
        return switch (op) {
            case "solve" -> !status.equals("solved") ? status : checkGrid(entry, grid);
            case "count" -> !status.equals("count") ? status
                    : node.path("count").asLong() == 1 ? "ok" : "WRONG: count " + node.path("count").asLong();
            default -> !status.equals("truecandidates") ? status
                    : node.path("open").asInt(-1) != 0 ? "WRONG: " + node.path("open").asInt() + " cells open"
                    : checkGrid(entry, grid);
        };
    }

    /** Whether {@code grid} (digits, row by row) is the entry's published solution, where that is to be checked. */
    private static String checkGrid(Entry entry, String grid) {
        if (grid == null) {
            return "WRONG: no grid";
        }
        if (!entry.checkPublished()) {
            return "ok";
        }
        return grid.equals(entry.published()) ? "ok" : "WRONG: not the published solution";
    }

    /** Runs the operations on every puzzle, under a short deadline, for at least {@code warmup} seconds. */
    private static void warmUp(List<Entry> entries, Map<Entry, Puzzle> puzzles, Options options) {
        Duration limit = Duration.ofMillis((long) (Math.min(1.0, options.deadline()) * 1000));
        long end = System.nanoTime() + (long) (options.warmup() * 1e9);
        do {
            for (Entry entry : entries) {
                Puzzle puzzle = puzzles.get(entry);
                if (puzzle == null) {
                    continue;
                }
                readQuietly(entry.payload());
                for (Op op : Op.values()) {
                    run(puzzle, op, Deadline.after(limit));
                }
            }
        } while (System.nanoTime() < end);
    }

    /** The median wall time of reading the payload, over five reads. */
    private static double timeRead(String payload) {
        double[] ms = new double[5];
        for (int i = 0; i < ms.length; i++) {
            long t = System.nanoTime();
            readQuietly(payload);
            ms[i] = (System.nanoTime() - t) / 1e6;
        }
        return median(ms);
    }

    /** Reads a payload already read once without an error. */
    private static void readQuietly(String payload) {
        try {
            FPuzzles.read(payload);
        } catch (PuzzleFormatException e) {
            throw new IllegalStateException("read once, refused now: " + e.getMessage(), e);
        }
    }

    private static Object run(Puzzle puzzle, Op op, Deadline deadline) {
        return switch (op) {
            case SOLVE -> Sudoku.solve(puzzle, deadline);
            case COUNT -> Sudoku.count(puzzle, 2, deadline);
            case TRUE_CANDIDATES -> Sudoku.trueCandidates(puzzle, 1, deadline);
        };
    }

    /** Times one operation on one puzzle and checks the answer of its first run. */
    private static Timing measure(Entry entry, Puzzle puzzle, Op op, Options options) {
        List<Double> wall = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        Object first = null;
        double spent = 0;
        while (wall.size() < options.runs() && (wall.isEmpty() || spent < options.budget() * 1000)) {
            Deadline deadline = Deadline.after(Duration.ofMillis((long) (options.deadline() * 1000)));
            long c = THREADS.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            Object result = run(puzzle, op, deadline);
            double ms = (System.nanoTime() - t) / 1e6;
            wall.add(ms);
            cpu.add((THREADS.getCurrentThreadCpuTime() - c) / 1e6);
            spent += ms;
            if (first == null) {
                first = result;
            }
            if (timedOut(result)) {
                break; // another run would time out too
            }
        }
        double wallMs = median(wall.stream().mapToDouble(Double::doubleValue).toArray());
        double cpuMs = median(cpu.stream().mapToDouble(Double::doubleValue).toArray());
        if (first instanceof SolveResult r) {
            String status = r.status().name().toLowerCase(Locale.ROOT);
            String grid = r.solution().map(Grid::toString).orElse(null);
            String check;
            if (r.status() != SolveStatus.SOLVED) {
                check = r.status() == SolveStatus.TIMED_OUT ? "timeout" : "WRONG: " + status;
            } else if (op == Op.COUNT) {
                check = r.count() == 1 ? "ok" : "WRONG: count " + r.count();
            } else {
                check = checkGrid(entry, grid);
            }
            return new Timing(op == Op.COUNT && r.status() == SolveStatus.SOLVED ? "count " + r.count() : status,
                    check, wallMs, cpuMs, wall.size(), r.guesses(), grid);
        }
        TrueCandidates t = (TrueCandidates) first;
        String status = t.status().name().toLowerCase(Locale.ROOT);
        if (t.status() != SolveStatus.SOLVED) {
            return new Timing(status, t.status() == SolveStatus.TIMED_OUT ? "timeout" : "WRONG: " + status,
                    wallMs, cpuMs, wall.size(), -1, null);
        }
        String grid = singleCandidates(t);
        String check = grid == null ? "WRONG: cells with more than one candidate"
                : t.solutionsSeen() != 1 ? "WRONG: " + t.solutionsSeen() + " solutions seen"
                : checkGrid(entry, grid);
        return new Timing(status, check, wallMs, cpuMs, wall.size(), -1, grid);
    }

    private static boolean timedOut(Object result) {
        return result instanceof SolveResult r ? r.status() == SolveStatus.TIMED_OUT
                : ((TrueCandidates) result).status() == SolveStatus.TIMED_OUT;
    }

    /** The grid the true candidates make when every cell has one, else null. */
    private static String singleCandidates(TrueCandidates t) {
        int side = t.shape().side();
        int[] digits = new int[side * side];
        for (int cell = 0; cell < digits.length; cell++) {
            for (int d = 1; d <= side; d++) {
                if (t.count(new dev.nonet.grid.Cell(cell / side, cell % side), d) > 0) {
                    if (digits[cell] != 0) {
                        return null;
                    }
                    digits[cell] = d;
                }
            }
            if (digits[cell] == 0) {
                return null;
            }
        }
        return Grid.of(t.shape(), digits).toString();
    }

    /** The solve's grid and the true candidates' must be the same (the puzzles have one solution). */
    private static void crossCheck(Map<Op, Timing> timings) {
        Timing solve = timings.get(Op.SOLVE);
        Timing candidates = timings.get(Op.TRUE_CANDIDATES);
        if (solve.grid() != null && candidates.grid() != null && !solve.grid().equals(candidates.grid())
                && !candidates.wrong()) {
            timings.put(Op.TRUE_CANDIDATES, new Timing(candidates.status(), "WRONG: not the solve's solution",
                    candidates.wallMs(), candidates.cpuMs(), candidates.runs(), candidates.guesses(), candidates.grid()));
        }
    }

    private static void writeTsv(List<Row> rows, boolean withReference, PrintStream out) {
        StringJoiner header = new StringJoiner("\t");
        for (String column : List.of("file", "index", "title", "kinds", "read_ms")) {
            header.add(column);
        }
        for (Op op : Op.values()) {
            for (String column : List.of("status", "check", "ms", "cpu_ms", "runs", "guesses")) {
                header.add(op.label + "_" + column);
            }
            if (withReference) {
                header.add("ref_" + op.label + "_ms").add("ref_" + op.label + "_check");
            }
        }
        out.println(header);
        for (Row row : rows) {
            StringJoiner line = new StringJoiner("\t");
            Entry e = row.entry();
            line.add(e.file().getFileName().toString()).add(Integer.toString(e.index())).add(e.title()).add(e.kinds())
                    .add(row.timings() == null ? "unreadable: " + row.readError() : format(row.readMs()));
            for (Op op : Op.values()) {
                Timing t = row.timings() == null ? null : row.timings().get(op);
                if (t == null) {
                    line.add("").add("").add("").add("").add("").add("");
                } else {
                    line.add(t.status()).add(t.check()).add(format(t.wallMs())).add(format(t.cpuMs()))
                            .add(Integer.toString(t.runs())).add(t.guesses() < 0 ? "" : Long.toString(t.guesses()));
                }
                if (withReference) {
                    Reference r = row.reference().get(op);
                    line.add(r == null ? "" : format(r.ms())).add(r == null ? "missing" : r.check());
                }
            }
            out.println(line);
        }
    }

    private static String format(double ms) {
        return Double.isNaN(ms) ? "" : String.format(Locale.ROOT, "%.3f", ms);
    }

    /** Prints the summary; returns whether Nonet got a puzzle wrong or could not read one. */
    private static boolean summary(List<Row> rows, Options options, boolean withReference, PrintStream out) {
        boolean failed = false;
        out.printf(Locale.ROOT, "Nonet: median of up to %d runs per puzzle and operation (at most %.0f s of runs),"
                + " after %.0f s of warm-up, deadline %.0f s; load %s%n", options.runs(), options.budget(),
                options.warmup(), options.deadline(), loadAverage());
        if (withReference) {
            out.println("Reference: SudokuVariantSolverJS, one Node process per puzzle and operation,"
                    + " the operation alone timed inside it");
            out.println();
            out.println("| file | operation | puzzles | reference ms: median / p90 / max | Nonet ms: median / p90 / max"
                    + " | Nonet CPU ms: median / max | ratio of medians | median of per-puzzle ratios"
                    + " | Nonet slower | over 10 s: reference / Nonet |");
            out.println("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
        } else {
            out.println();
            out.println("| file | operation | puzzles | Nonet ms: median / p90 / max | Nonet CPU ms: median / max"
                    + " | over 10 s |");
            out.println("| --- | --- | ---: | ---: | ---: | ---: |");
        }
        List<String> notes = new ArrayList<>();
        for (Path file : options.files()) {
            List<Row> ofFile = rows.stream().filter(r -> r.entry().file().equals(file)).toList();
            List<Row> read = ofFile.stream().filter(r -> r.timings() != null).toList();
            for (Row row : ofFile) {
                if (row.timings() == null) {
                    failed = true;
                    notes.add(String.format("UNREADABLE %s #%d %s: %s", file.getFileName(), row.entry().index(),
                            row.entry().title(), row.readError()));
                }
            }
            for (Op op : Op.values()) {
                double[] nonet = values(read, r -> r.timings().get(op).wallMs());
                double[] cpu = values(read, r -> r.timings().get(op).cpuMs());
                int nonetSlow = 0;
                for (Row row : read) {
                    Timing t = row.timings().get(op);
                    if (t.wrong()) {
                        failed = true;
                        notes.add(String.format(Locale.ROOT, "NONET %s on %s #%d %s: %s", op.label,
                                file.getFileName(), row.entry().index(), row.entry().title(), t.check()));
                    }
                    if (t.wallMs() > SLOW_MS || t.status().equals("timed_out")) {
                        nonetSlow++;
                        notes.add(String.format(Locale.ROOT, "over 10 s: Nonet %s on %s #%d %s [%s]: %.0f ms (%s)",
                                op.label, file.getFileName(), row.entry().index(), row.entry().title(),
                                row.entry().kinds(), t.wallMs(), t.status()));
                    }
                }
                String fileName = file.getFileName().toString();
                if (!withReference) {
                    out.printf(Locale.ROOT, "| %s | %s | %d | %s | %s / %s | %d |%n", fileName, op.label, read.size(),
                            triple(nonet), ms(median(cpu)), ms(max(cpu)), nonetSlow);
                    continue;
                }
                List<Row> both = read.stream().filter(r -> r.reference().containsKey(op)).toList();
                double[] ref = values(both, r -> r.reference().get(op).ms());
                double[] ours = values(both, r -> r.timings().get(op).wallMs());
                double[] ratios = values(both, r -> r.reference().get(op).ms() / r.timings().get(op).wallMs());
                int slower = 0;
                int refSlow = 0;
                for (Row row : both) {
                    Reference r = row.reference().get(op);
                    Timing t = row.timings().get(op);
                    if (r.ms() > SLOW_MS || r.status().equals("cancelled")) {
                        refSlow++;
                    }
                    if (t.wallMs() > r.ms()) {
                        slower++;
                        notes.add(String.format(Locale.ROOT, "Nonet slower: %s on %s #%d %s [%s]: Nonet %.1f ms,"
                                + " reference %.1f ms", op.label, fileName, row.entry().index(), row.entry().title(),
                                row.entry().kinds(), t.wallMs(), r.ms()));
                    }
                    if (!r.check().equals("ok")) {
                        notes.add(String.format(Locale.ROOT, "reference %s on %s #%d %s: %s (%s, %.0f ms)", op.label,
                                fileName, row.entry().index(), row.entry().title(), r.check(), r.status(), r.ms()));
                    }
                }
                if (both.size() < read.size()) {
                    notes.add(String.format("reference results missing for %d puzzles of %s, %s",
                            read.size() - both.size(), fileName, op.label));
                }
                out.printf(Locale.ROOT, "| %s | %s | %d | %s | %s | %s / %s | %s | %s | %d | %d / %d |%n", fileName,
                        op.label, both.size(), triple(ref), triple(ours), ms(median(cpu)), ms(max(cpu)),
                        ratio(median(ref) / median(ours)), ratio(median(ratios)), slower, refSlow, nonetSlow);
            }
        }
        out.println();
        for (String note : notes) {
            out.println(note);
        }
        slowest(rows, out);
        return failed;
    }

    /** The five slowest puzzles of each operation for Nonet, with their constraint kinds. */
    private static void slowest(List<Row> rows, PrintStream out) {
        for (Op op : Op.values()) {
            List<Row> read = new ArrayList<>(rows.stream().filter(r -> r.timings() != null).toList());
            read.sort((a, b) -> Double.compare(b.timings().get(op).wallMs(), a.timings().get(op).wallMs()));
            out.println("slowest for Nonet, " + op.label + ":");
            for (Row row : read.subList(0, Math.min(5, read.size()))) {
                Timing t = row.timings().get(op);
                Reference r = row.reference().get(op);
                out.printf(Locale.ROOT, "  %9.1f ms (CPU %.1f)%s  %s #%d %s [%s]%n", t.wallMs(), t.cpuMs(),
                        r == null ? "" : String.format(Locale.ROOT, ", reference %.1f ms", r.ms()),
                        row.entry().file().getFileName(), row.entry().index(), row.entry().title(), row.entry().kinds());
            }
        }
    }

    private static double[] values(List<Row> rows, ToDoubleFunction<Row> of) {
        return rows.stream().mapToDouble(of).filter(v -> !Double.isNaN(v)).sorted().toArray();
    }

    private static String triple(double[] sorted) {
        return ms(median(sorted)) + " / " + ms(percentile(sorted, 0.9)) + " / " + ms(max(sorted));
    }

    private static String ms(double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        return v >= 100 ? String.format(Locale.ROOT, "%.0f", v)
                : v >= 1 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.2f", v);
    }

    private static String ratio(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1fx", v);
    }

    static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** The nearest-rank percentile of sorted values. */
    static double percentile(double[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[Math.max(0, (int) Math.ceil(p * sorted.length) - 1)];
    }

    private static double max(double[] values) {
        return values.length == 0 ? Double.NaN : Arrays.stream(values).max().getAsDouble();
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }
}
