package dev.nonet.cli;

import static dev.nonet.cli.LogicPuzzles.EASY;
import static dev.nonet.cli.LogicPuzzles.STUCK_SEVERAL;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code nonet hint}: the next step at three levels of detail, one line per position. */
class HintCommandTest {

    @Test
    void tellsTheNextStepAtEachLevel() {
        assertThat(CliRun.run(EASY + "\n", "hint", "--level", "1").out()).isEqualTo("look at box 5: there is a Hidden Single\n");
        assertThat(CliRun.run(EASY + "\n", "hint", "--level", "2").out()).isEqualTo("Hidden Single: the digit 2 in box 5\n");
        CliRun full = CliRun.run(EASY + "\n", "hint");
        assertThat(full.exitCode()).isZero();
        assertThat(full.out()).isEqualTo("Hidden Single in box 5: r5c6 = 2 (the only place for 2)\n");
    }

    @Test
    void saysWhenThereIsNoStepAndWhenARecordIsNotAPuzzle() {
        String solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        CliRun run = CliRun.run(EASY + "\nabc\n" + solved + "\n" + STUCK_SEVERAL + "\n", "hint", "--level", "2");
        assertThat(run.exitCode()).isEqualTo(1);
        // as the API answers: a puzzle of several solutions gets no step, which could lead to none of them
        assertThat(run.out().lines()).containsExactly(
                "Hidden Single: the digit 2 in box 5",
                "malformed: line 2, column 1: 'a' is not a digit or a blank mark (r1c1)",
                "solved already",
                "this puzzle has more than one solution");
    }

    /**
     * -q, which every batch command takes, changes neither what explain and hint write nor their exit
     * code: a refused record is 1 with it too (it was 2, an unknown option).
     */
    @Test
    void quietKeepsTheExitCodeOfARefusedRecord() {
        for (String command : new String[] {"hint", "explain"}) {
            CliRun plain = CliRun.run(EASY + "\nabc\n", command);
            CliRun quiet = CliRun.run(EASY + "\nabc\n", command, "-q");
            assertThat(plain.exitCode()).as(command).isEqualTo(1);
            assertThat(quiet.exitCode()).as(command + " -q: " + quiet.err()).isEqualTo(1);
            assertThat(quiet.out()).isEqualTo(plain.out()).contains("malformed: line 2, column 1");
            assertThat(CliRun.run(EASY + "\n", command, "--quiet").exitCode()).isZero();
        }
    }

    /** Line 6 repeats no digit but cannot be completed; logic alone would still find a Pointing step in it. */
    @Test
    void aPuzzleWithoutASolutionGetsNoHint() {
        CliRun run = CliRun.run("", "hint", BatchProcessIT.MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines().toList().get(4)).isEqualTo("no solution: line 6");
        assertThat(CliRun.run("", "solve", "-q", BatchProcessIT.MIXED).out().lines().toList().get(4)).isEqualTo("no solution: line 6");
    }

    /** Each position has --time-limit: one that runs out says so on its line, and the next still gets its hint. */
    @Test
    void aPositionOutOfTimeSaysSoAndTheRunGoesOn() {
        CliRun none = CliRun.run(EASY + "\n" + EASY + "\n", "hint", "--time-limit", "0");
        assertThat(none.exitCode()).isEqualTo(1);
        assertThat(none.out().lines()).containsExactly("timed out: line 1", "timed out: line 2");
        CliRun some = CliRun.run(EASY + "\n", "hint", "--time-limit", "30");
        assertThat(some.exitCode()).isZero();
        assertThat(some.out()).isEqualTo("Hidden Single in box 5: r5c6 = 2 (the only place for 2)\n");
        assertThat(CliRun.run(EASY + "\n", "hint", "--time-limit", "-1").err()).contains("--time-limit must be a number of seconds");
    }

    @Test
    void aLevelOutsideOneToThreeIsAUsageError() {
        CliRun run = CliRun.run(EASY + "\n", "hint", "--level", "4");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nonet: --level must be 1, 2 or 3, not 4\n");
    }
}
