package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * {@code (echo P; sleep 6; echo P) | nonet solve}: each answer comes out while the input is still open,
 * before the next puzzle is typed, not when the input ends or a chunk of records fills.
 */
class InteractiveInputTest {

    static final List<List<String>> COMMANDS = List.of(
            List.of("solve", "--threads", "1"), List.of("solve", "--threads", "2"), List.of("rate", "-q"),
            List.of("check", "-q"), List.of("explain"), List.of("hint"));

    @ParameterizedTest
    @FieldSource("COMMANDS")
    void eachAnswerComesOutBeforeTheNextPuzzleIsTyped(List<String> command) throws Exception {
        PipedOutputStream typing = new PipedOutputStream();
        PipedInputStream stdin = new PipedInputStream(typing, 1 << 16);
        ByteArrayOutputStream out = new ByteArrayOutputStream(); // synchronized, so it can be watched
        ExecutorService runner = Executors.newSingleThreadExecutor();
        try {
            Future<Integer> code = runner.submit(() -> Main.run(command.toArray(String[]::new), stdin,
                    new PrintStream(out, false, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()), false));
            type(typing, LogicPuzzles.EASY + "\n");
            String first = awaitOutput(out, code);
            assertThat(first).as("the first answer, with the input still open").isNotEmpty();
            type(typing, LogicPuzzles.EASY + "\n");
            typing.close();
            assertThat(code.get(30, TimeUnit.SECONDS)).isZero();
            String all = out.toString(StandardCharsets.UTF_8);
            assertThat(all).startsWith(first).hasSizeGreaterThan(first.length());
        } finally {
            runner.shutdownNow();
        }
    }

    private static void type(PipedOutputStream typing, String line) throws IOException {
        typing.write(line.getBytes(StandardCharsets.UTF_8));
        typing.flush();
    }

    private static String awaitOutput(ByteArrayOutputStream out, Future<Integer> run) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (out.size() == 0 && !run.isDone() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
