package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The batch commands as separate processes: exit codes, streams, and memory on a long input. */
class BatchProcessIT {

    static final String MIXED = BatchCommandsTest.resource("batch/mixed.txt");

    @Test
    void solveOnMixedInputExitsOneAndKeepsStdoutForResults() throws Exception {
        ProcessRun run = ProcessRun.jar("", "solve", MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines()).hasSize(7);
        assertThat(run.err().lines()).singleElement().asString().startsWith("nonet solve: 7 puzzles in ");
    }

    /** Random jigsaws from one process read back by another: the map travels with each puzzle. */
    @Test
    void randomJigsawsFromGenerateAreMinimizedUnderTheirOwnMaps() throws Exception {
        ProcessRun generated = ProcessRun.jar("", "generate", "--variant", "jigsaw", "--clues", "40..81", "--count", "3", "--seed", "6");
        assertThat(generated.exitCode()).isZero();
        assertThat(generated.out().lines()).hasSize(3);
        assertThat(generated.err().lines()).singleElement().asString().startsWith("nonet generate: 3 puzzles in ");
        ProcessRun minimized = ProcessRun.jar(generated.out(), "minimize", "--variant", "jigsaw");
        assertThat(minimized.exitCode()).isZero();
        List<String> in = generated.out().lines().toList();
        List<String> out = minimized.out().lines().toList();
        assertThat(out).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(out.get(i).substring(82)).as("the map").isEqualTo(in.get(i).substring(82));
        }
        assertThat(minimized.err()).contains("3 minimized");
        ProcessRun tooBig = ProcessRun.jar("", "generate", "--shape", "25x25", "--variant", "jigsaw");
        assertThat(tooBig.exitCode()).isEqualTo(2);
        assertThat(tooBig.err()).startsWith("nonet: random jigsaw regions are drawn for sides 4 to 16 only").doesNotContain("Exception");
    }

    @Test
    void missingFileIsOneLineWithoutAStackTrace() throws Exception {
        ProcessRun run = ProcessRun.jar("", "check", "missing.txt");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nonet: cannot read 'missing.txt': no such file\n");
    }

    /** A search the JVM cannot run, asked for through the system property, is a usage error up front. */
    @Test
    void anEngineChoiceTheJvmCannotFollowIsOneLineAndExitCodeTwo() throws Exception {
        ProcessRun vector = ProcessRun.run(List.of(java(), "-Dnonet.engine=vector", "-jar", ProcessRun.JAR.toString(), "solve", MIXED), "");
        assertThat(vector.exitCode()).isEqualTo(2);
        assertThat(vector.out()).isEmpty();
        assertThat(vector.err()).isEqualTo("nonet: nonet.engine=vector, but the vector search cannot run here: "
                + "the JVM was started without --add-modules jdk.incubator.vector\n");
        ProcessRun unknown = ProcessRun.run(List.of(java(), "-Dnonet.engine=simd", "-jar", ProcessRun.JAR.toString(), "solve", MIXED), "");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("nonet: nonet.engine must be scalar, vector or auto, not 'simd'\n");
        ProcessRun scalar = ProcessRun.run(List.of(java(), "-Dnonet.engine=scalar", "-jar", ProcessRun.JAR.toString(), "solve", MIXED), "");
        assertThat(scalar.exitCode()).isEqualTo(1);
        assertThat(scalar.out().lines()).hasSize(7);
    }

    @Test
    void aFullDiskIsOneLineAndExitCodeTwo() throws Exception {
        Process p = new ProcessBuilder(java(), "-jar", ProcessRun.JAR.toString(), "solve", "../examples/puzzles.txt")
                .redirectOutput(new java.io.File("/dev/full")).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(err).isEqualTo("nonet: cannot write output: No space left on device\n");
    }

    /** {@code nonet solve big.txt | head -1}: the run ends soon after the pipe closes, quietly and with exit code 0. */
    @Test
    void aClosedPipeEndsTheRunQuietly() throws Exception {
        Path big = Files.createTempFile("nonet-big", ".txt");
        try {
            Files.writeString(big, (BatchCommandsTest.SOLVED_EASY.replaceFirst("5", ".") + "\n").repeat(2_000_000));
            Process p = new ProcessBuilder(java(), "-jar", ProcessRun.JAR.toString(), "solve", big.toString()).start();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))) {
                assertThat(out.readLine()).isEqualTo(BatchCommandsTest.SOLVED_EASY);
            }
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
            assertThat(err).isEmpty(); // no summary either: the run did not finish
            assertThat(p.exitValue()).isZero();
        } finally {
            Files.delete(big);
        }
    }

    /**
     * Ctrl+C in the middle of a run: the records written so far are whole and in order, the summary
     * says how many, and the exit code is 130. SIGTERM likewise, with 143, and the summary names it
     * (it said "Ctrl+C").
     */
    @Test
    void aSignalEndsTheRunWithItsSummaryNamingItAndTheShellsExitCode() throws Exception {
        Path big = Files.createTempFile("nonet-big", ".txt");
        try {
            Files.writeString(big, (BatchCommandsTest.SOLVED_EASY.replaceFirst("5", ".") + "\n").repeat(1_000_000));
            Stopped ctrlC = stopMidRun("INT", "solve", big.toString());
            assertThat(ctrlC.exitCode()).isEqualTo(130);
            assertThat(ctrlC.err()).matches("nonet solve: stopped by Ctrl\\+C after [0-9,]+ puzzles in .*\n");
            assertThat(ctrlC.out()).hasSize((int) ctrlC.written()).allMatch(BatchCommandsTest.SOLVED_EASY::equals);
            assertThat(ctrlC.written()).isLessThan(1_000_000);

            Stopped term = stopMidRun("TERM", "count", big.toString());
            assertThat(term.exitCode()).isEqualTo(143);
            assertThat(term.err()).matches("nonet count: stopped by SIGTERM after [0-9,]+ puzzles in .*\n");
            assertThat(term.out()).hasSize((int) term.written()).allMatch("1"::equals);
        } finally {
            Files.delete(big);
        }
    }

    /** generate stopped by Ctrl+C writes the puzzles it made, whole, and says how many, as the batch commands do (it said nothing). */
    @Test
    void generateStoppedByCtrlCSaysHowManyPuzzlesItWrote() throws Exception {
        Stopped run = stopMidRun("INT", "generate", "--count", "1000000", "--seed", "1", "--threads", "1");
        assertThat(run.exitCode()).isEqualTo(130);
        assertThat(run.err()).matches("nonet generate: stopped by Ctrl\\+C after [0-9,]+ puzzles? in [0-9.]+ s \\([0-9,]+ attempts?, [0-9,]+ rejected, seed 1\\)\n");
        assertThat(run.out()).hasSize((int) run.written()).allMatch(line -> line.matches("[1-9.]{81}"));
        ProcessRun same = ProcessRun.jar("", "generate", "--count", String.valueOf(run.written()), "--seed", "1", "--threads", "1", "-q");
        assertThat(same.out().lines().toList()).as("the first puzzles of the seed, in order").isEqualTo(run.out());

        Stopped term = stopMidRun("TERM", "generate", "--count", "1000000", "--seed", "1", "--threads", "2");
        assertThat(term.exitCode()).isEqualTo(143);
        assertThat(term.err()).startsWith("nonet generate: stopped by SIGTERM after ");
    }

    /** What a run stopped by a signal left: its exit code, its output lines, its standard error, and the count its summary gives. */
    private record Stopped(int exitCode, List<String> out, String err, long written) {
    }

    /** Runs {@code nonet args}, sends signal {@code signal} (INT, TERM) once its first output is written, and waits for it to end. */
    private static Stopped stopMidRun(String signal, String... args) throws Exception {
        Path out = Files.createTempFile("nonet-out", ".txt");
        Path err = Files.createTempFile("nonet-err", ".txt");
        try {
            List<String> command = new ArrayList<>(List.of(java(), "-jar", ProcessRun.JAR.toString()));
            command.addAll(List.of(args));
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (Files.size(out) == 0 && System.nanoTime() < until) {
                Thread.sleep(20);
            }
            assertThat(new ProcessBuilder("kill", "-" + signal, String.valueOf(p.pid())).start().waitFor()).isZero();
            assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
            String summary = Files.readString(err);
            long written = summary.matches("(?s).*after [0-9,]+ puzzles?.*")
                    ? Long.parseLong(summary.replaceAll("(?s).*after ([0-9,]+) puzzles?.*", "$1").replace(",", "")) : -1;
            return new Stopped(p.exitValue(), Files.readAllLines(out), summary, written);
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }

    /** explain and hint stream their input as solve does: a 30 MB line in a 32 MB heap is one malformed record. */
    @Test
    void explainAndHintStreamALongLineInASmallHeap() throws Exception {
        Path line = Files.createTempFile("nonet-line", ".txt");
        try {
            Files.writeString(line, "1".repeat(30_000_000) + "\n");
            for (String command : List.of("explain", "hint")) {
                ProcessRun run = ProcessRun.run(List.of(java(), "-Xmx32m", "-jar", ProcessRun.JAR.toString(), command, line.toString()), "");
                assertThat(run.err()).isEmpty();
                assertThat(run.out()).isEqualTo("malformed: line 1: expected 81 cells, found 4096 or more\n");
                assertThat(run.exitCode()).isEqualTo(1);
            }
        } finally {
            Files.delete(line);
        }
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * Two million puzzles stream through {@code solve} on two threads in a 32 MB heap: nothing holds
     * the input or the output whole. Each record is a known solution with a few cells blanked, so the
     * run is quick and every output line can be checked.
     */
    @Test
    void streamsMillionsOfPuzzlesInASmallHeap() throws Exception {
        String solution = BatchCommandsTest.SOLVED_EASY;
        int count = 2_000_000;
        Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx32m", "-jar", ProcessRun.JAR.toString(), "solve", "--threads", "2", "-q"))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Thread feeder = new Thread(() -> {
            try (OutputStream in = p.getOutputStream()) {
                byte[][] lines = new byte[81][];
                for (int blank = 0; blank < 81; blank++) {
                    char[] cells = solution.toCharArray();
                    for (int k = 0; k < 5; k++) {
                        cells[(blank + 17 * k) % 81] = '.';
                    }
                    lines[blank] = (new String(cells) + "\n").getBytes(StandardCharsets.US_ASCII);
                }
                for (int i = 0; i < count; i++) {
                    in.write(lines[i % 81]);
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        feeder.start();
        long lines = 0;
        List<String> wrong = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (!line.equals(solution) && wrong.size() < 5) {
                    wrong.add(lines + ": " + line);
                }
                lines++;
            }
        }
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        feeder.join();
        assertThat(wrong).isEmpty();
        assertThat(lines).isEqualTo(count);
        assertThat(p.exitValue()).isZero();
    }
}
