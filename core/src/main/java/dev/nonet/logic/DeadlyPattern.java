package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.List;

/**
 * The deadly pattern that unique and avoidable rectangles avoid, and what a position must be for a
 * finder to lean on more than its candidates.
 *
 * <p>Let S be the one solution of a puzzle and four cells of a rectangle in two rows, two columns and
 * two boxes, none of them a given. If S put only digits a and b in the four, they would alternate
 * around it (corners sharing a row or column differ), and swapping them would give another grid that
 * keeps every given and every house whole: each row and column through the corners holds one a and
 * one b in its two corners, and so does each of the two boxes. That second solution cannot exist, so
 * S puts a digit other than a or b in some corner. The fact is about S and the four cells alone: a
 * corner that has lost a or b, or one whose digit the solver has placed, changes nothing in it.
 *
 * <p>It needs the givens themselves to have one solution. A position known unique only as a whole
 * (a sukaku, or pencil marks that say more than their givens) counts its starting candidates and
 * placed cells as part of the puzzle, and the swapped grid must keep them too: it does when every
 * corner still holds both digits (its candidates then held them from the start), not when a corner
 * has lost one or is placed. The finders that need more than four corners holding both digits ask
 * {@link #givensHaveOneSolution} first, only once they have something to report.
 */
final class DeadlyPattern {

    /** Every rectangle of classic 9x9 in two rows, two columns and two boxes, corners row-major. */
    static final List<int[]> RECTANGLES = twoBoxRectangles();

    private DeadlyPattern() {
    }

    /**
     * Whether the givens of {@code grid}'s puzzle have one solution, so that the swap argument holds
     * for any four corners that are not givens. False for pencil marks without givens, and when the
     * search reaches {@code deadline}.
     */
    static boolean givensHaveOneSolution(CandidateGrid grid, Deadline deadline) {
        return grid.givens().givenCount() > 0 && Sudoku.count(Puzzle.of(grid.givens()), 2, deadline).isUnique();
    }

    /**
     * A finder of one technique on the rectangles: its steps start from the four corners and are named
     * {@code Unique Rectangle Type 1 on 2,7 in r1c1, r1c4, r3c1, r3c4}.
     */
    abstract static class RectangleTechnique implements StoppableFinder {

        private final Technique technique;

        RectangleTechnique(Technique technique) {
            this.technique = technique;
        }

        @Override
        public Technique technique() {
            return technique;
        }

        /** A step of this technique that marks the four corners. */
        StepBuilder start(int[] corners) {
            StepBuilder step = new StepBuilder(technique);
            for (int c : corners) {
                step.cell(c);
            }
            return step;
        }

        /** {@code Unique Rectangle Type 1 on 2,7 in r1c1, r1c4, r3c1, r3c4}. */
        String name(int pair, int[] corners) {
            return technique.displayName() + " on " + Wording.digits(pair) + " in "
                    + Wording.cells(List.of(corners[0], corners[1], corners[2], corners[3]));
        }
    }

    private static List<int[]> twoBoxRectangles() {
        Geometry classic = Geometry.of(Layout.CLASSIC);
        Shape shape = classic.shape;
        int side = classic.side;
        List<int[]> rectangles = new ArrayList<>();
        for (int r1 = 0; r1 < side; r1++) {
            for (int r2 = r1 + 1; r2 < side; r2++) {
                for (int c1 = 0; c1 < side; c1++) {
                    for (int c2 = c1 + 1; c2 < side; c2++) {
                        // Two boxes: the rows share a band or the columns a stack, not both (one box).
                        boolean sameBand = shape.boxOf(r1, c1) == shape.boxOf(r2, c1);
                        boolean sameStack = shape.boxOf(r1, c1) == shape.boxOf(r1, c2);
                        if (sameBand != sameStack) {
                            rectangles.add(new int[] {r1 * side + c1, r1 * side + c2, r2 * side + c1, r2 * side + c2});
                        }
                    }
                }
            }
        }
        return List.copyOf(rectangles);
    }
}
