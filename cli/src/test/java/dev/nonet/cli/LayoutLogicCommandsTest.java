package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** {@code hint}, {@code explain} and {@code rate} on other sizes and variants: the techniques that work on every layout. */
class LayoutLogicCommandsTest {

    static final String X = "........7..5.28.644......3.3..9.............3..4...7.85..2..179..63..2.5......3.6";
    static final String SIXTEEN = "8...1.6A..B..E.71.5.DF.C.2..94..E.6A7...1...3..........4.6...1.2...B37....9.6G51.A38...5...."
            + ".....17.CD8.6..3..A.FC26.1..75A......9...2F..75.A.16D6..8..3..F..........6..21.9B8..75E..C.1.D8....92.9....8F..B."
            + "....3A.....E8....CB..B1....49..FA...D.52..E.A....9.";
    static final String SIX = "...1.5.6....1......3...2...54.3.....";
    static final String JIGSAW = ".....9....2..5..7....94..26.....8.5...6.7..4...8.6..9...57.3...1....4..7....16.3."
            + " AAABCCCCCABBBBBBCCAAAAABBCCDEEEEEFFFDGEEEEFFHDGGGGGFFHDGGGIIIFHDDDDIHHFHDIIIIIHHH";

    @Test
    void hintsOnAnXSudokuAndASixteenBySixteenGrid() {
        assertThat(CliRun.run(X + "\n", "hint", "--variant", "x", "--level", "1").out()).isEqualTo("look at row 2: there is a Hidden Single\n");
        assertThat(CliRun.run(X + "\n", "hint", "--variant", "x").out())
                .isEqualTo("Hidden Single in row 2: r2c2 = 3 (the only place for 3)\n");
        CliRun sixteen = CliRun.run(SIXTEEN + "\n", "hint");
        assertThat(sixteen.exitCode()).isZero();
        assertThat(sixteen.out()).isEqualTo("Hidden Single in box 4: r2c15 = 6 (the only place for 6)\n");
    }

    @Test
    void explainUsesTheDiagonalsOfAnXSudoku() {
        CliRun run = CliRun.run(X + "\n", "explain", "--variant", "x");
        assertThat(run.out()).contains("5. Hidden Single in diagonal 1: r3c3 = 7 (the only place for 7)\n");
        assertThat(run.out()).contains("solved in 70 steps\n", "hardest: XY-Wing;");
        assertThat(run.exitCode()).isZero();
        // This 16x16 puzzle needs more than the techniques that work on every layout.
        CliRun stuck = CliRun.run(SIXTEEN + "\n", "explain");
        assertThat(stuck.out()).contains("stuck after 49 steps; pencil marks:\n");
        // Digits from 10 as the board writes them (A = 10, C = 12), as in the grid above the steps.
        assertThat(stuck.out()).contains("2. Hidden Single in box 4: r2c16 = A (the only place for A)\n",
                "27. Pointing: C in box 8 lies only in row 6: removes C from r6c9, r6c10, r6c11, r6c12\n");
        assertThat(stuck.exitCode()).isEqualTo(1);
    }

    @Test
    void explainListsOnlyTechniquesThatWorkOnTheLayout() {
        assertThat(CliRun.run(X + "\n", "explain", "--variant", "x", "--technique", "skyscraper").out())
                .endsWith("Skyscraper is for classic 9x9 only, not 9x9 x\n");
        assertThat(CliRun.run(X + "\n", "explain", "--variant", "x", "--technique", "naked pair").out()).endsWith(
                "1. Naked Pair 4,8 in r8c8, r9c8 (column 8): removes 4 from r4c8, r5c8; 8 from r1c8\n1 instance of Naked Pair\n");
    }

    @Test
    void rateNamesTheLayoutAndRatesBySizeAndRegions() throws IOException {
        CliRun six = CliRun.run(SIX + "\n", "rate");
        assertThat(six.out()).isEqualTo("1.2 easy Hidden Single (box)\n");
        JsonNode jigsaw = new ObjectMapper().readTree(CliRun.run(JIGSAW + "\n", "rate", "--variant", "jigsaw", "--json").out());
        assertThat(jigsaw.at("/layout/variants").toString()).isEqualTo("[\"jigsaw\"]");
        assertThat(jigsaw.at("/layout/regions").asText()).startsWith("AAABCCCCC");
        assertThat(jigsaw.get("status").asText()).isEqualTo("solved");
        assertThat(jigsaw.at("/rating/difficulty").asDouble()).isEqualTo(1.5);
    }

    @Test
    void pencilMarksOnAnotherLayoutAndRepeatedDigitsAreRefused() {
        CliRun marks = CliRun.run(X + "\n", "hint", "--variant", "x", "--pencilmarks");
        assertThat(marks.exitCode()).isEqualTo(2);
        assertThat(marks.err()).isEqualTo("nonet: --pencilmarks reads classic 9x9 pencil marks only, not with --shape, --variant or --regions\n");
        // A 7 at r5c5 repeats r1c9's on the second diagonal: a clash in X-Sudoku alone.
        String twice = X.substring(0, 40) + "7" + X.substring(41);
        CliRun invalid = CliRun.run(twice + "\n", "hint", "--variant", "x");
        assertThat(invalid.exitCode()).isEqualTo(1);
        assertThat(invalid.out()).isEqualTo("invalid: line 1: digit 7 appears twice in diagonal 2: r1c9 and r5c5\n");
        // read as classic it is no clash: a puzzle, though of several solutions without the diagonals
        assertThat(CliRun.run(twice + "\n", "hint").out()).isEqualTo("this puzzle has more than one solution\n");
    }
}
