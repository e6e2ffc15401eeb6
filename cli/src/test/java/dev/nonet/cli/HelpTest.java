package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.io.ByteArrayOutputStream;
import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** Help comes from the option definitions: every option of every command is in its --help, with examples. */
class HelpTest {

    @Test
    void everyCommandsHelpListsEveryOptionAndShowsAnExample() {
        Streams streams = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream()), false);
        CommandLine root = NonetCommand.commandLine(streams);
        for (var entry : root.getSubcommands().entrySet()) {
            String name = entry.getKey();
            if (name.equals("help") || name.equals("generate-completion")) {
                continue;
            }
            CliRun run = CliRun.run("", name, "--help");
            assertThat(run.exitCode()).as(name).isZero();
            assertThat(run.out()).as(name).contains("Usage: nonet " + name, "Examples:", "Exit codes");
            for (OptionSpec option : entry.getValue().getCommandSpec().options()) {
                assertThat(run.out()).as(name + " " + option.longestName()).contains(option.longestName());
            }
        }
    }

    @Test
    void rootHelpListsTheCommandsAndExitCodes() {
        CliRun run = CliRun.run("", "--help");
        assertThat(run.out()).contains("solve", "count", "check", "convert", "stats", "generate", "minimize", "canon", "dedup", "same", "transform", "bench", "boj", "Exit codes:");
        CliRun none = CliRun.run("");
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).contains("a command is required");
    }

    @Test
    void versionNamesNonetAndJava() {
        assertThat(CliRun.run("", "--version").out()).startsWith("nonet ").contains("Java ");
        assertThat(CliRun.run("", "solve", "--version").out()).startsWith("nonet ");
    }

    @Test
    void generatesAShellCompletionScript() {
        CliRun run = CliRun.run("", "generate-completion");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("complete -F", "solve", "--threads");
        assertThat(run.out()).contains(
                "(\"easy\" \"medium\" \"hard\" \"expert\" \"extreme\") # --difficulty values",
                "(\"none\" \"rotational\" \"quarter\" \"diagonal\" \"antidiagonal\" \"mirror\" \"flip\" \"bimirror\" \"dihedral\") # --symmetry values",
                "(\"4x4\" \"6x6\" \"8x8\" \"9x9\" \"12x12\" \"16x16\" \"25x25\") # --shape values",
                "(\"jigsaw\" \"x\" \"windoku\" \"disjoint\") # --variant values",
                "(\"line\" \"grid\" \"compact\" \"pretty\" \"tokens\" \"boj4056\" \"json\" \"fpuzzles\") # --format values");
    }
}
