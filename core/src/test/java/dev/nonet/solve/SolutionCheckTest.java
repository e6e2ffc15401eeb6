package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.validation.GridValidator;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The band engine's own check of the answers it hands out ({@link SearchEngine#solvesGivens}) must be
 * as strict as {@link GridValidator#isSolutionOf}: it replaced it on the facade's classic path.
 */
class SolutionCheckTest {

    @Test
    void acceptsWhatTheValidatorAccepts() {
        Random random = new Random(3);
        for (int i = 0; i < 200; i++) {
            Grid solution = SolutionGrids.random(random);
            Grid puzzle = SolutionGrids.blanked(solution, random, 0.6);
            assertThat(SearchEngine.solvesGivens(bytes(solution), bytes(puzzle))).isTrue();
        }
    }

    @Test
    void agreesWithTheValidatorOnDamagedGrids() {
        Random random = new Random(5);
        int rejected = 0;
        for (int i = 0; i < 2000; i++) {
            Grid solution = SolutionGrids.random(random);
            Grid puzzle = SolutionGrids.blanked(solution, random, 0.6);
            byte[] digits = bytes(solution);
            switch (i % 4) {
                case 0 -> { // two cells swapped anywhere: breaks houses unless the digits are equal
                    int a = random.nextInt(81);
                    int b = random.nextInt(81);
                    byte t = digits[a];
                    digits[a] = digits[b];
                    digits[b] = t;
                }
                case 1 -> digits[random.nextInt(81)] = (byte) (1 + random.nextInt(9)); // one cell overwritten
                case 2 -> digits[random.nextInt(81)] = 0; // a hole
                default -> { // a given changed in the puzzle, the grid kept
                    byte[] givens = bytes(puzzle);
                    int cell = random.nextInt(81);
                    givens[cell] = (byte) (1 + (digits[cell] % 9));
                    puzzle = Grid.ofBytes(givens);
                }
            }
            boolean ours = SearchEngine.solvesGivens(digits, bytes(puzzle));
            boolean validator = GridValidator.isSolutionOf(Grid.ofBytes(digits), Puzzle.of(puzzle));
            assertThat(ours).as("grid %s, puzzle %s", Grid.ofBytes(digits), puzzle).isEqualTo(validator);
            if (!ours) {
                rejected++;
            }
        }
        assertThat(rejected).isGreaterThan(1500);
    }

    @Test
    void rejectsDigitsOutsideOneToNine() {
        Grid solution = SolutionGrids.random(new Random(9));
        byte[] none = new byte[81];
        for (int bad : new int[] {10, 16, 17, 33, -1, -31, 127, -128}) {
            for (int cell : new int[] {0, 40, 80}) {
                byte[] digits = bytes(solution);
                digits[cell] = (byte) bad;
                assertThat(SearchEngine.solvesGivens(digits, none)).as("%d at %d", bad, cell).isFalse();
            }
        }
    }

    @Test
    void theFacadeStillAnswersEveryMode() {
        Puzzle puzzle = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        for (SolveResult r : new SolveResult[] {Sudoku.solve(puzzle), Sudoku.count(puzzle, 2), Sudoku.solveLexFirst(puzzle)}) {
            assertThat(r.status()).isEqualTo(SolveStatus.SOLVED);
            assertThat(GridValidator.isSolutionOf(r.solution().orElseThrow(), puzzle)).isTrue();
        }
    }

    private static byte[] bytes(Grid grid) {
        byte[] b = new byte[81];
        grid.copyInto(b);
        return b;
    }
}
