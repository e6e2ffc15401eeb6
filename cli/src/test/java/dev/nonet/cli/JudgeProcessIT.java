package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** The judge modes as a user runs them: the packaged jar and the launcher, as separate processes. */
class JudgeProcessIT {

    static final java.util.List<String> EXAMPLES = Examples.NAMES;

    @ParameterizedTest
    @FieldSource("EXAMPLES")
    void jarPrintsTheJudgesOutputByteForByte(String name) throws Exception {
        ProcessRun run = ProcessRun.jar(Examples.text(name + ".in"), "boj", Examples.problem(name));
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(Examples.text(name + ".out"));
    }

    @Test
    void launcherRunsTheJudgeMode() throws Exception {
        ProcessRun run = ProcessRun.launcher(Examples.text("boj4056-sample.in"), "boj", "4056");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(Examples.text("boj4056-sample.out"));
    }

    @Test
    void malformedInputIsOneLineOnStderrAndExitTwoWithoutAStackTrace() throws Exception {
        ProcessRun run = ProcessRun.jar("2\n12345678x\n", "boj", "4056");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("nonet: stdin: line 2, column 9: 'x' is not a digit or a blank mark (r1c9)\n");
    }
}
