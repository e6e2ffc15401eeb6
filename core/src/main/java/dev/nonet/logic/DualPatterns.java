package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Layout;
import dev.nonet.logic.SingleDigitPatterns.Chain;
import dev.nonet.logic.SingleDigitPatterns.Rectangle;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Two single-digit patterns on one part of a box, given as one step with the eliminations of both, as
 * HoDoKu and the forums show them:
 * <ul>
 * <li>Dual 2-String Kite: the two cells of the box that join one kite's row and column links join a
 * second kite's too (each cell ends a row link and a column link);</li>
 * <li>Dual Empty Rectangle: two empty rectangles in the same box on the same digit with different
 * links: the same cross, which three or more candidates fix, or a box of two candidates, each of its
 * two crosses (HoDoKu's dual rectangles are mostly such boxes; alone, such a rectangle is a Turbot
 * Fish).</li>
 * </ul>
 * Each half is a kite or rectangle on its own, so the pair is sound as its halves are; the two
 * removals differ, or it would be one pattern found twice.
 */
final class DualPatterns {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private DualPatterns() {
    }

    /** Pairs of kites through the same two cells of a box. */
    static final TechniqueFinder DUAL_TWO_STRING_KITE = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.DUAL_TWO_STRING_KITE;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            List<Chain> kites = SingleDigitPatterns.kites(grid);
            for (int i = 0; i < kites.size(); i++) {
                for (int j = i + 1; j < kites.size(); j++) {
                    Chain first = kites.get(i);
                    Chain second = kites.get(j);
                    if (first.digit() == second.digit() && first.b() == second.c() && first.c() == second.b()
                            && !first.targets().equals(second.targets())) {
                        Set<Integer> targets = new TreeSet<>();
                        first.targets().forEach(targets::add);
                        second.targets().forEach(targets::add);
                        steps.add(dual(Technique.DUAL_TWO_STRING_KITE, first.digit(), join(first.cells(), second.cells()),
                                join(first.houses(), second.houses()), targets, "Dual 2-String Kite on " + first.digit() + " ("
                                + CLASSIC.cell(first.b()) + ", " + CLASSIC.cell(first.c()) + " in "
                                + CLASSIC.house(CLASSIC.cellHouses[first.b()][2]) + "): " + halfOf(first) + "; "
                                + halfOf(second)));
                    }
                }
            }
            return steps;
        }

        /** {@code row 4 and column 4, ends r4c3, r3c4}. */
        private static String halfOf(Chain kite) {
            return CLASSIC.house(kite.first().house()) + " and " + CLASSIC.house(kite.second().house()) + ", ends "
                    + CLASSIC.cell(kite.a()) + ", " + CLASSIC.cell(kite.d());
        }
    };

    /** Pairs of empty rectangles in one box. */
    static final TechniqueFinder DUAL_EMPTY_RECTANGLE = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.DUAL_EMPTY_RECTANGLE;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            List<Rectangle> rectangles = SingleDigitPatterns.rectanglesWithTwoCandidateBoxes(grid);
            for (int i = 0; i < rectangles.size(); i++) {
                for (int j = i + 1; j < rectangles.size(); j++) {
                    Rectangle first = rectangles.get(i);
                    Rectangle second = rectangles.get(j);
                    if (first.digit() == second.digit() && first.box() == second.box()
                            && first.target() != second.target()) {
                        steps.add(dual(Technique.DUAL_EMPTY_RECTANGLE, first.digit(),
                                join(first.cells(grid), second.cells(grid)), join(first.houses(), second.houses()),
                                new TreeSet<>(List.of(first.target(), second.target())), "Dual Empty Rectangle on "
                                + first.digit() + " in " + CLASSIC.house(first.box()) + " " + halves(first, second)));
                    }
                }
            }
            return steps;
        }
    };

    /**
     * {@code (row 6, column 2) with r7c2=r7c9 in row 7 and r6c9=r7c9 in column 9}, or, where a box of two
     * candidates gives the halves different crosses, each cross with its link.
     */
    private static String halves(Rectangle first, Rectangle second) {
        return first.cross().equals(second.cross())
                ? first.cross() + " with " + first.linkText() + " and " + second.linkText()
                : first.cross() + " with " + first.linkText() + " and " + second.cross() + " with " + second.linkText();
    }

    /** The cells (or houses) of both halves, each once, in the order the halves give them. */
    private static Set<Integer> join(List<Integer> first, List<Integer> second) {
        Set<Integer> both = new LinkedHashSet<>(first);
        both.addAll(second);
        return both;
    }

    private static Step<Technique> dual(Technique technique, int digit, Set<Integer> cells, Set<Integer> houses,
            Set<Integer> targets, String reason) {
        StepBuilder step = new StepBuilder(technique);
        cells.forEach(step::cell);
        houses.forEach(step::house);
        targets.forEach(t -> step.eliminate(t, digit));
        return step.build(reason);
    }
}
