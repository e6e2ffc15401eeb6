package dev.nonet.solve;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Layouts of every listed shape and variant, and random solved grids and puzzles for them: a solution
 * found from a few random givens, its digits relabelled, then cells blanked. Public for the bench
 * module, which makes its variant data sets with it.
 */
public final class VariantGrids {

    /** A 9x9 jigsaw map: nine connected regions of nine cells, lettered in the order they start. */
    public static final String JIGSAW_9 = """
            AAABCCCCC
            ABBBBBBCC
            AAAAABBCC
            DEEEEEFFF
            DGEEEEFFH
            DGGGGGFFH
            DGGGIIIFH
            DDDDIHHFH
            DIIIIIHHH
            """;

    /** A 6x6 jigsaw map. */
    public static final String JIGSAW_6 = """
            AAABBB
            AACBBB
            ACCCDD
            ECCDDD
            EEFFFD
            EEEFFF
            """;

    private VariantGrids() {
    }

    /** Every listed side plain, with X and disjoint groups; Windoku 9x9; jigsaws 6x6 and 9x9, alone and with X. */
    public static List<Layout> all() {
        List<Layout> layouts = new ArrayList<>();
        for (int side : new int[] {4, 6, 8, 9, 12, 16, 25}) {
            Layout plain = Layout.of(Shape.of(side));
            layouts.add(plain);
            layouts.add(plain.with(Variant.X));
            layouts.add(plain.with(Variant.DISJOINT));
            if (side == 9) {
                layouts.add(plain.with(Variant.WINDOKU));
            }
        }
        layouts.add(Layout.jigsaw(JIGSAW_6));
        layouts.add(Layout.jigsaw(JIGSAW_9));
        layouts.add(Layout.jigsaw(JIGSAW_9).with(Variant.X));
        return layouts;
    }

    /** The layouts of side 6 or less, where the plain reference solver is quick. */
    public static List<Layout> small() {
        return all().stream().filter(l -> l.side() <= 6).toList();
    }

    /**
     * A solved grid of {@code layout}: the solution found from {@code side} random cells of a known
     * solution (the empty grid's, relabelled), relabelled again. The givens always have a solution, so
     * the search never has to prove that a random choice has none (which can take long).
     */
    public static Grid solution(Layout layout, Random random) {
        int side = layout.side();
        Grid known = relabelled(Sudoku.solve(new Puzzle(layout, Grid.empty(layout.shape()))).solution().orElseThrow(), random);
        int[] givens = new int[side * side];
        for (int n = 0; n < side; n++) {
            int cell = random.nextInt(givens.length);
            givens[cell] = known.get(cell);
        }
        Grid found = Sudoku.solve(new Puzzle(layout, Grid.of(layout.shape(), givens))).solution().orElseThrow();
        return relabelled(found, random);
    }

    /** {@code solution} with every cell emptied with probability {@code blankShare}. */
    public static Grid blanked(Grid solution, Random random, double blankShare) {
        int[] cells = solution.toArray();
        for (int i = 0; i < cells.length; i++) {
            if (random.nextDouble() < blankShare) {
                cells[i] = 0;
            }
        }
        return Grid.of(solution.shape(), cells);
    }

    /**
     * {@code solution} with cells emptied in random order while the puzzle stays unique, keeping at
     * least {@code leastGivenShare} of the cells (published 16x16 puzzles keep about 40%; near-minimal
     * ones of the larger variants are slow to prove unique).
     */
    public static Grid uniquePuzzle(Layout layout, Grid solution, Random random, double leastGivenShare) {
        int floor = (int) Math.ceil(leastGivenShare * solution.shape().cellCount());
        int[] cells = solution.toArray();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            order.add(i);
        }
        Collections.shuffle(order, random);
        int givens = cells.length;
        for (int i : order) {
            if (givens == floor) {
                break;
            }
            int digit = cells[i];
            cells[i] = 0;
            if (Sudoku.isUnique(new Puzzle(layout, Grid.of(solution.shape(), cells)))) {
                givens--;
            } else {
                cells[i] = digit;
            }
        }
        return Grid.of(solution.shape(), cells);
    }

    private static Grid relabelled(Grid grid, Random random) {
        int side = grid.shape().side();
        List<Integer> labels = new ArrayList<>();
        for (int d = 1; d <= side; d++) {
            labels.add(d);
        }
        Collections.shuffle(labels, random);
        int[] cells = grid.toArray();
        for (int i = 0; i < cells.length; i++) {
            cells[i] = labels.get(cells[i] - 1);
        }
        return Grid.of(grid.shape(), cells);
    }
}
