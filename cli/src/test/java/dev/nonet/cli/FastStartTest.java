package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The short ways in: {@code boj} and {@code --version} before picocli ({@link FastStart}), and a model of
 * the named command alone ({@link NonetCommand#commandLine(Streams, String[])}). Each must print the
 * same bytes and exit with the same code as the full picocli model of every command.
 */
class FastStartTest {

    static final List<String> EXAMPLES = Examples.NAMES;

    /** Runs {@code args} through the full model, as {@code Main.run} did before the short ways. */
    static CliRun full(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Streams streams = new Streams(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false);
        int code = NonetCommand.commandLine(streams).execute(args);
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Whether {@link FastStart} takes {@code args} itself. */
    static boolean fast(String... args) {
        Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream()), false);
        return FastStart.run(args, streams) != FastStart.NOT_HANDLED;
    }

    @ParameterizedTest
    @FieldSource("EXAMPLES")
    void bojThroughTheShortWayPrintsTheSameBytesAsThroughPicocli(String name) {
        String input = Examples.text(name + ".in");
        String problem = Examples.problem(name);
        assertThat(fast("boj", problem)).isTrue();
        CliRun shortWay = CliRun.run(input, "boj", problem);
        assertThat(shortWay).isEqualTo(full(input, "boj", problem));
        assertThat(shortWay.out()).isEqualTo(Examples.text(name + ".out"));
    }

    @Test
    void bojFailuresAreTheSameLinesAndExitCodesAsThroughPicocli() {
        String compact = BojCommandTest.COMPACT;
        List<String[]> cases = List.of(
                new String[] {"", "2239"}, new String[] {"", "2580"}, new String[] {"", "4056"},
                new String[] {compact + compact, "2239"},
                new String[] {compact.replaceFirst("530070000", "530070005"), "2239"},
                new String[] {BojCommandTest.UNSOLVABLE, "2239"},
                new String[] {BojCommandTest.UNSOLVABLE.replace('0', ' '), "2580"},
                new String[] {"1 2 3\n", "2580"},
                new String[] {compact, "4056"},
                new String[] {"2\n12345678x\n", "4056"},
                new String[] {"\u001b[31mRED\n", "4056"},
                new String[] {"3\n" + compact.replaceFirst("530070000", "530070005") + compact + BojCommandTest.UNSOLVABLE, "4056"});
        for (String[] c : cases) {
            CliRun shortWay = CliRun.run(c[0], "boj", c[1]);
            assertThat(shortWay).as(c[1] + " on " + c[0]).isEqualTo(full(c[0], "boj", c[1]));
        }
        assertThat(CliRun.run(compact, "boj", "2239").exitCode()).isZero();
        assertThat(CliRun.run(compact.replaceFirst("530070000", "530070005"), "boj", "2239").exitCode()).isEqualTo(1);
        assertThat(CliRun.run("", "boj", "2239").exitCode()).isEqualTo(2);
    }

    @Test
    void versionThroughTheShortWayIsPicocliVersion() {
        for (String option : List.of("--version", "-V")) {
            assertThat(fast(option)).isTrue();
            CliRun shortWay = CliRun.run("", option);
            assertThat(shortWay).isEqualTo(full("", option));
            assertThat(shortWay.out()).startsWith("nonet ").contains("\nJava ").endsWith(")" + System.lineSeparator());
        }
    }

    @Test
    void everythingElseGoesToPicocli() {
        assertThat(fast("boj")).isFalse();
        assertThat(fast("boj", "1000")).isFalse();
        assertThat(fast("boj", "02580")).isFalse();
        assertThat(fast("boj", "2580", "extra")).isFalse();
        assertThat(fast("boj", "--help")).isFalse();
        assertThat(fast("boj", "-V")).isFalse();
        assertThat(fast("--version", "boj")).isFalse();
        assertThat(fast("solve")).isFalse();
        assertThat(fast()).isFalse();
        for (String[] args : List.of(new String[] {"boj", "1000"}, new String[] {"boj", "abc"}, new String[] {"boj", "2580", "x"},
                new String[] {"boj"}, new String[] {"boj", "--help"}, new String[] {"boj", "-V"})) {
            assertThat(CliRun.run("", args)).as(String.join(" ", args)).isEqualTo(full("", args));
        }
    }

    @Test
    void theStandaloneTableNamesEveryCommandButTheOnesThatWalkTheOthers() {
        List<String> names = new ArrayList<>();
        for (Class<?> subcommand : NonetCommand.SUBCOMMANDS) {
            String name = subcommand.getAnnotation(Command.class).name();
            assertThat(subcommand.getAnnotation(Command.class).aliases()).as(name).isEmpty();
            if (name.equals("help") || name.equals("generate-completion")) {
                assertThat(NonetCommand.standalone(name)).as(name).isNull();
            } else {
                assertThat(NonetCommand.standalone(name)).as(name).isEqualTo(subcommand);
                names.add(name);
            }
        }
        assertThat(names).hasSize(19);
        assertThat(NonetCommand.standalone("Solve")).isNull();
        assertThat(NonetCommand.standalone("--help")).isNull();
    }

    /** Help and usage errors of a command built alone are those of the full model, byte for byte. */
    @Test
    void aCommandBuiltAloneHasTheSameHelpAndUsageErrors() {
        Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream()), false);
        CommandLine root = NonetCommand.commandLine(streams);
        for (String name : root.getSubcommands().keySet()) {
            for (String[] args : List.of(new String[] {name, "--help"}, new String[] {name, "--no-such-option"}, new String[] {name, "-V"})) {
                assertThat(CliRun.run("", args)).as(String.join(" ", args)).isEqualTo(full("", args));
            }
        }
        for (String[] args : List.of(new String[] {"--help"}, new String[] {}, new String[] {"solv"}, new String[] {"help", "boj"},
                new String[] {"count", "--cap", "x"}, new String[] {"solve", "--threads"})) {
            assertThat(CliRun.run("", args)).as(String.join(" ", args)).isEqualTo(full("", args));
        }
    }
}
