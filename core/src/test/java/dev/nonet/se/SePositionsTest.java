package dev.nonet.se;

import dev.nonet.position.Position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Shape;
import dev.nonet.solve.Sudoku;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The rater's positions (SePositions, SeRegions over the shared Position): their text forms (read by the grid and format packages' parsers), its regions in SE's
 * numbering, and the count of its solutions by the solver against the plain search the rater used to keep.
 */
class SePositionsTest {

    /** 17-clue.txt line 4453 of the shared SE ratings. */
    private static final String PUZZLE =
            "................12..3..4.........5.......5..467....3.....16..7...27.......4...8..";

    @Test
    void aPuzzleReadsAsGivensWithTheirPeersCleared() {
        Position board = SePositions.parse(PUZZLE);
        assertThat(board.toString()).isEqualTo(PUZZLE.replace('0', '.'));
        assertThat(SePositions.toCandidateString(SePositions.parse(PUZZLE.replace('.', '0')))).isEqualTo(SePositions.toCandidateString(board));
        for (int cell = 0; cell < 81; cell++) {
            int expected = 0;
            if (board.value(cell) == 0) {
                expected = SeRegions.ALL;
                for (int other = 0; other < 81; other++) {
                    if (SeRegions.sees(cell, other) && board.value(other) != 0) {
                        expected &= ~DigitSet.bit(board.value(other));
                    }
                }
            }
            assertThat(board.candidates(cell)).as("cell %d", cell).isEqualTo(expected);
        }
        assertThatThrownBy(() -> SePositions.parse(PUZZLE.substring(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SePositions.parse("x" + PUZZLE.substring(1))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void pencilMarksReadBackAsWritten() {
        Position board = SePositions.parse(PUZZLE);
        assertThat(board.eliminate(0, 1)).isTrue();
        String marks = SePositions.toCandidateString(board);
        assertThat(marks).hasSize(729).startsWith(".2.45.789");
        assertThat(marks.substring(9 * 20, 9 * 21)).isEqualTo("..3......"); // r3c3, a given
        Position back = SePositions.parseCandidates(marks);
        for (int cell = 0; cell < 81; cell++) {
            int expected = board.value(cell) != 0 ? DigitSet.bit(board.value(cell)) : board.candidates(cell);
            assertThat(back.value(cell)).isZero();
            assertThat(back.candidates(cell)).isEqualTo(expected);
        }
        assertThat(SePositions.toCandidateString(back)).isEqualTo(marks);
        assertThat(SePositions.toCandidateString(SePositions.parseCandidates(marks.replace('.', '0')))).isEqualTo(marks);
    }

    @Test
    void pencilMarksOutOfPlaceMissingOrEmptyAreRefused() {
        String marks = SePositions.toCandidateString(SePositions.parse(PUZZLE));
        assertThatThrownBy(() -> SePositions.parseCandidates(marks.substring(9))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("729");
        assertThatThrownBy(() -> SePositions.parseCandidates("2" + marks.substring(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("place of digit 1");
        assertThatThrownBy(() -> SePositions.parseCandidates("x" + marks.substring(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SePositions.parseCandidates(" " + marks.substring(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SePositions.parseCandidates("........." + marks.substring(9))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("r1c1 has no candidate");
    }

    @Test
    void regionsAreNumberedAsSudokuExplainerNumbersThem() {
        Position board = SePositions.parse(PUZZLE);
        // Region 0 is the top-left block, 9 the first row, 18 the first column; row 1 is open and block 0
        // holds one given, r3c3.
        assertThat(SeRegions.openCells(board, 0)).isEqualTo(9 - 1);
        assertThat(SeRegions.openCells(board, 9)).isEqualTo(9);
        assertThat(SeRegions.openCells(board, 18)).isEqualTo(9 - countGivens(0, 9));
        assertThat(SeRegions.openCells(board, SeRegions.region(SeRegions.ROW, 1))).isEqualTo(9 - 2);
        assertThat(SeRegions.openCells(board, SeRegions.region(SeRegions.COLUMN, 8))).isEqualTo(9 - countGivens(8, 9));
        for (int region = 0; region < 27; region++) {
            for (int digit = 1; digit <= 9; digit++) {
                int expected = 0;
                for (int k = 0; k < 9; k++) {
                    expected |= board.has(SeRegions.REGION_CELLS[region][k], digit) ? 1 << k : 0;
                }
                assertThat(SeRegions.places(board, region, digit)).isEqualTo(expected);
            }
        }
    }

    /**
     * Whether a position has one solution is the solver's count ({@link Sudoku#count(MarkedGrid, long)}, over
     * the board's values as placed digits and its candidates, as {@code Solutions} counts it), and it
     * answers as the plain search the rater kept for it before ({@link #plainCount}: SE's uniqueness
     * decisions) on puzzles with one solution and with several, each also with random candidates taken out
     * (some then without a solution), and on their pencil marks.
     */
    @Test
    void oneSolutionIsDecidedAsThePlainSearchDecidedIt() {
        Random random = new Random(30);
        List<String> puzzles = new ArrayList<>(sample("/samples/17-clue.txt", 25));
        puzzles.addAll(sample("/samples/serg-multi-solution.txt", 30));
        puzzles.addAll(sample("/samples/top1465.txt", 15));
        int[] answers = new int[3];
        for (String puzzle : puzzles) {
            for (int variant = 0; variant < 6; variant++) {
                Position board = SePositions.parse(puzzle);
                for (int cut = 0; cut < variant * 3; cut++) {
                    int cell = random.nextInt(81);
                    if (board.value(cell) == 0 && Integer.bitCount(board.candidates(cell)) > 1) {
                        int mask = board.candidates(cell);
                        for (int skip = random.nextInt(Integer.bitCount(mask)); skip > 0; skip--) {
                            mask &= mask - 1;
                        }
                        board.eliminate(cell, Integer.numberOfTrailingZeros(mask) + 1);
                    }
                }
                if (variant % 2 == 1) {
                    board = SePositions.parseCandidates(SePositions.toCandidateString(board));
                }
                int plain = plainCount(board.copy(), 2);
                answers[plain]++;
                assertThat(Sudoku.count(marked(board), 2).isUnique()).as(puzzle + " variant " + variant)
                        .isEqualTo(plain == 1);
            }
        }
        assertThat(answers[0]).as("boards without a solution").isGreaterThan(20);
        assertThat(answers[1]).as("boards with one").isGreaterThan(20);
        assertThat(answers[2]).as("boards with several").isGreaterThan(20);
    }

    /** The board as the solver takes it: its values as placed digits, its open cells' candidates. */
    private static MarkedGrid marked(Position board) {
        int[] values = new int[81];
        List<DigitSet> marks = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            values[cell] = board.value(cell);
            marks.add(DigitSet.ofMask(board.candidates(cell)));
        }
        return MarkedGrid.of(Grid.empty(Shape.CLASSIC), Grid.of(values), marks);
    }

    /** The givens of PUZZLE among the nine cells from {@code first}, {@code step} apart. */
    private static int countGivens(int first, int step) {
        int count = 0;
        for (int k = 0; k < 9; k++) {
            count += PUZZLE.charAt(first + k * step) != '.' ? 1 : 0;
        }
        return count;
    }

    /** The plain search the rater kept before (SolutionCount): the open cell with the fewest candidates first. */
    private static int plainCount(Position board, int cap) {
        int best = -1;
        int fewest = 10;
        for (int c = 0; c < 81; c++) {
            if (board.value(c) == 0) {
                int n = Integer.bitCount(board.candidates(c));
                if (n == 0) {
                    return 0;
                }
                if (n < fewest) {
                    fewest = n;
                    best = c;
                }
            }
        }
        if (best < 0) {
            return 1;
        }
        int found = 0;
        Position next = board.copy();
        for (int mask = board.candidates(best); mask != 0 && found < cap; mask &= mask - 1) {
            next.copyFrom(board);
            next.place(best, Integer.numberOfTrailingZeros(mask) + 1);
            found += plainCount(next, cap - found);
        }
        return found;
    }

    private static List<String> sample(String resource, int count) {
        List<String> puzzles = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(SePositionsTest.class.getResourceAsStream(resource)), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null && puzzles.size() < count; line = in.readLine()) {
                if (!line.startsWith("#") && line.length() >= 81) {
                    puzzles.add(line.substring(0, 81));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return puzzles;
    }
}
