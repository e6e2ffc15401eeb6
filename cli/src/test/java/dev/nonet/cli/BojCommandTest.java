package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.api.Test;

class BojCommandTest {

    static final java.util.List<String> EXAMPLES = Examples.NAMES;

    static final String COMPACT = """
            530070000
            600195000
            098000060
            800060003
            400803001
            700020006
            060000280
            000419005
            000080079
            """;
    static final String SOLVED = """
            534678912
            672195348
            198342567
            859761423
            426853791
            713924856
            961537284
            287419635
            345286179
            """;

    /** No digit repeats, but r1c9 can hold nothing: 1-8 are in its row and 9 in its column. */
    static final String UNSOLVABLE = "123456780\n000000009\n" + "000000000\n".repeat(7);

    @ParameterizedTest
    @FieldSource("EXAMPLES")
    void printsTheJudgesOutputByteForByte(String name) {
        CliRun run = CliRun.run(Examples.text(name + ".in"), "boj", Examples.problem(name));
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(Examples.text(name + ".out"));
    }

    @Test
    void aBadCaseOf4056NeverShiftsTheNextOnes() {
        String repeated = COMPACT.replaceFirst("530070000", "530070005"); // 5 twice in row 1
        String input = "3\n" + repeated + COMPACT + UNSOLVABLE;
        CliRun run = CliRun.run(input, "boj", "4056");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("Could not complete this grid.\n\n" + SOLVED + "\n" + "Could not complete this grid.\n\n");
    }

    @Test
    void missingCountLineIsAnInputErrorNamingLineOne() {
        CliRun run = CliRun.run(COMPACT, "boj", "4056");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("nonet: stdin: line 1: expected the number of test cases, found '530070000'\n");
    }

    @Test
    void fewerRowsThanAnnouncedIsAnInputErrorNamingTheLine() {
        CliRun run = CliRun.run("2\n" + COMPACT + "530070000\n600195000\n", "boj", "4056");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo(
                "nonet: stdin: line 13: the input ends after 2 of the 9 rows of the grid that starts on line 11\n");
    }

    @Test
    void nonDigitCharactersAreInputErrorsNamingLineAndColumn() {
        CliRun run = CliRun.run(COMPACT.replace("800060003", "80006O003"), "boj", "2239");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nonet: stdin: line 4, column 6: 'O' is not a digit or a blank mark (r4c6)\n");
        CliRun spaced = CliRun.run("1 2 3\n", "boj", "2580");
        assertThat(spaced.exitCode()).isEqualTo(2);
        assertThat(spaced.err()).isEqualTo("nonet: stdin: line 1: expected 9 cells in a row, found 3\n");
    }

    @Test
    void emptyInputAndASecondGridAreInputErrors() {
        assertThat(CliRun.run("", "boj", "2239").err())
                .isEqualTo("nonet: stdin: line 1: expected a grid of 9 rows, the input is empty\n");
        CliRun two = CliRun.run(COMPACT + COMPACT, "boj", "2239");
        assertThat(two.exitCode()).isEqualTo(2);
        assertThat(two.err()).isEqualTo("nonet: stdin: line 10: a second grid; problem 2239 takes exactly one\n");
    }

    @Test
    void aRepeatedDigitOrNoCompletionIsExitOneForTheSingleGridProblems() {
        CliRun repeated = CliRun.run(COMPACT.replaceFirst("530070000", "530070005"), "boj", "2239");
        assertThat(repeated.exitCode()).isEqualTo(1);
        assertThat(repeated.out()).isEmpty();
        assertThat(repeated.err()).isEqualTo("nonet: the grid is invalid: digit 5 appears twice in row 1: r1c1 and r1c9\n");
        CliRun unsolvable = CliRun.run(UNSOLVABLE, "boj", "2239");
        assertThat(unsolvable.exitCode()).isEqualTo(1);
        assertThat(unsolvable.err()).isEqualTo("nonet: the grid has no solution\n");
    }

    /** Input quoted in a message must not reach the terminal as an escape sequence (here: red text). */
    @Test
    void controlCharactersInABadCaseCountAreShownByTheirCodes() {
        CliRun run = CliRun.run("\u001b[31mRED\n", "boj", "4056");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nonet: stdin: line 1: expected the number of test cases, found '<U+001B>[31mRED'\n");
        CliRun tokens = CliRun.run("1\u001b[31m" + " 0".repeat(80) + "\n", "solve", "--format", "tokens", "-q");
        assertThat(tokens.out()).isEqualTo("malformed: line 1, column 1: '1<U+001B>[31m' is not a digit or a blank mark (r1c1)\n");
    }

    @Test
    void unknownProblemIsAUsageError() {
        CliRun run = CliRun.run("", "boj", "1000");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("nonet: unknown problem 1000: expected 2580, 2239 or 4056\n");
        CliRun notNumber = CliRun.run("", "boj", "abc");
        assertThat(notNumber.exitCode()).isEqualTo(2);
        assertThat(notNumber.err()).contains("'abc' is not an int").contains("nonet boj --help");
    }

    @Test
    void helpShowsExamplesAndExitCodes() {
        CliRun run = CliRun.run("", "boj", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Usage: nonet boj", "nonet boj 2580 < puzzle.txt", "Exit codes:");
    }
}
