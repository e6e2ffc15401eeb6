package dev.nonet.solve;

import dev.nonet.grid.Grid;
import java.util.List;
import java.util.Random;

/**
 * Random solved grids and puzzles for property tests: a seed grid (a data set solution or the empty
 * grid's lex-first solution) moved by the symmetries that keep a grid valid (relabelling digits,
 * permuting bands, stacks, and rows and columns within them, transposing), then cells blanked.
 */
final class SolutionGrids {

    /**
     * The empty grid's lex-first solution, then the solutions of a textbook puzzle and of the first
     * puzzle of the 17-clue, hardest and top1465 sets.
     */
    static final List<Grid> SEEDS = List.of(
            Grid.parse("123456789456789123789123456214365897365897214897214365531642978642978531978531642"),
            Grid.parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179"),
            Grid.parse("953168742862734951417952836746893125281645397395271468138529674574386219629417583"),
            Grid.parse("981752643752643819463198275514867932629431758837529164348976521296315487175284396"),
            Grid.parse("468931527751624839392578461134756298289413675675289314846192753513867942927345186"));

    private SolutionGrids() {
    }

    /** A solved grid: a seed moved by random symmetries. */
    static Grid random(Random random) {
        Grid seed = SEEDS.get(random.nextInt(SEEDS.size()));
        int[] digits = shuffled(random, 9);
        int[] bands = shuffled(random, 3);
        int[] stacks = shuffled(random, 3);
        int[][] rowsIn = {shuffled(random, 3), shuffled(random, 3), shuffled(random, 3)};
        int[][] columnsIn = {shuffled(random, 3), shuffled(random, 3), shuffled(random, 3)};
        boolean transpose = random.nextBoolean();
        int[] cells = new int[81];
        for (int row = 0; row < 9; row++) {
            for (int column = 0; column < 9; column++) {
                int fromRow = 3 * bands[row / 3] + rowsIn[row / 3][row % 3];
                int fromColumn = 3 * stacks[column / 3] + columnsIn[column / 3][column % 3];
                int from = transpose ? 9 * fromColumn + fromRow : 9 * fromRow + fromColumn;
                cells[9 * row + column] = digits[seed.get(from) - 1] + 1;
            }
        }
        return Grid.of(cells);
    }

    /**
     * A puzzle from a random solved grid, each cell emptied with one probability drawn between
     * {@code leastBlank} and {@code mostBlank}.
     */
    static Grid puzzle(Random random, double leastBlank, double mostBlank) {
        return blanked(random(random), random, leastBlank + (mostBlank - leastBlank) * random.nextDouble());
    }

    /** {@code solution} with every cell emptied with probability {@code blankShare}. */
    static Grid blanked(Grid solution, Random random, double blankShare) {
        int[] cells = solution.toArray();
        for (int i = 0; i < 81; i++) {
            if (random.nextDouble() < blankShare) {
                cells[i] = 0;
            }
        }
        return Grid.of(cells);
    }

    private static int[] shuffled(Random random, int n) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }
}
