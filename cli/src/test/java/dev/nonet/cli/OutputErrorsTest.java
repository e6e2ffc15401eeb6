package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.api.Test;

/** Standard output that fails: a full disk is one line and exit code 2, a closed pipe ends the run quietly. */
class OutputErrorsTest {

    private static final String PUZZLES = LogicPuzzles.EASY + "\n" + BojCommandTest.COMPACT.replace("\n", "") + "\n";

    /** Every command that writes results, with the input it reads. */
    static final List<List<String>> COMMANDS = List.of(
            List.of(PUZZLES, "solve"), List.of(PUZZLES, "count"), List.of(PUZZLES, "check"),
            List.of(PUZZLES, "convert", "--to", "pretty"), List.of(PUZZLES, "rate"), List.of(PUZZLES, "stats"),
            List.of(PUZZLES, "minimize"), List.of(PUZZLES, "explain"), List.of(PUZZLES, "explain", "--json"),
            List.of(PUZZLES, "hint"), List.of("", "generate", "--seed", "1", "--count", "2"),
            List.of(BojCommandTest.COMPACT, "boj", "2239"));

    @ParameterizedTest
    @FieldSource("COMMANDS")
    void aFullDiskIsOneLineAndExitCodeTwo(List<String> command) {
        Run run = Run.of(command.get(0), "No space left on device", command.subList(1, command.size()).toArray(String[]::new));
        assertThat(run.exitCode).isEqualTo(2);
        assertThat(run.err).isEqualTo("nonet: cannot write output: No space left on device\n");
    }

    @ParameterizedTest
    @FieldSource("COMMANDS")
    void aClosedPipeEndsTheRunQuietly(List<String> command) {
        Run run = Run.of(command.get(0), "Broken pipe", command.subList(1, command.size()).toArray(String[]::new));
        assertThat(run.exitCode).isZero();
        assertThat(run.err).isEmpty();
    }

    /** {@code nonet solve big.txt | head -1}: the run stops soon after its reader has gone, not at the end of the input. */
    @Test
    void aBatchStopsReadingSoonAfterItsOutputFails() {
        int records = 200_000;
        String big = (BatchCommandsTest.SOLVED_EASY.replaceFirst("5", ".") + "\n").repeat(records);
        for (String why : List.of("Broken pipe", "No space left on device")) {
            Run run = Run.of(big, why, "solve", "--threads", "2");
            assertThat(run.exitCode).isEqualTo(why.equals("Broken pipe") ? 0 : 2);
            assertThat(run.bytesRead).as("input read after '" + why + "'").isLessThan(big.length() / 10);
        }
    }

    /** docs/CLI.md (Exit codes): an internal error is one line and exit code 3; an OutOfMemoryError is one too, wherever it is thrown. */
    @Test
    void runningOutOfMemoryIsOneLineAndExitCodeThree() {
        InputStream exhausting = new InputStream() {
            @Override
            public int read() {
                throw new OutOfMemoryError("Java heap space");
            }
        };
        for (String command : List.of("solve", "explain")) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = Main.run(new String[] {command}, exhausting, new PrintStream(new ByteArrayOutputStream()),
                    new PrintStream(err, true, StandardCharsets.UTF_8), false);
            assertThat(code).isEqualTo(3);
            assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("nonet: internal error: out of memory (Java heap space);"
                    + " NONET_JAVA_OPTS=-Xmx2g ./nonet ... gives Java more\n");
        }
    }

    /** One in-process run whose standard output fails with {@code why} at its first byte. */
    private record Run(int exitCode, String err, long bytesRead) {

        static Run of(String stdin, String why, String... args) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            CountedInput in = new CountedInput(stdin.getBytes(StandardCharsets.UTF_8));
            OutputStream failing = new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    throw new IOException(why);
                }
            };
            int code = Main.run(args, in, ErrorKeepingPrintStream.over(failing), new PrintStream(err, true, StandardCharsets.UTF_8), false);
            return new Run(code, err.toString(StandardCharsets.UTF_8), in.read);
        }
    }

    private static final class CountedInput extends InputStream {
        private final InputStream in;
        long read;

        CountedInput(byte[] bytes) {
            this.in = new ByteArrayInputStream(bytes);
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            read += b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            read += Math.max(n, 0);
            return n;
        }

        @Override
        public int available() throws IOException {
            return in.available();
        }
    }
}
