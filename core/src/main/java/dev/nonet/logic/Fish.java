package dev.nonet.logic;

import dev.nonet.geometry.Combinations;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * Fish on one digit: n base lines (rows, or columns) whose places for the digit all lie in n cover
 * lines of the other kind. The digit then fills each cover line within the base lines, so it leaves
 * the rest of the cover lines. A finned fish has extra places (fins) in its base lines, all in one box:
 * either a fin holds the digit or the fish stands, so only cover cells that also see every fin lose
 * it. A sashimi fish is a finned fish with a base line holding a single corner beside its fins. Two
 * finned fish on the same base lines with other covers are a Siamese fish (HoDoKu's name): one step
 * making both fish's eliminations, listed after the fish of those base lines alone.
 *
 * <p>Fish hold on every layout: rows and columns are always there, and a fin's eliminations rest on
 * cells seeing it through any house. Finned fish look for their fins in a box, so they find none on a
 * jigsaw, which has regions instead.
 */
final class Fish {

    private Fish() {
    }

    static final TechniqueFinder X_WING = new BasicFish(Technique.X_WING, 2);
    static final TechniqueFinder SWORDFISH = new BasicFish(Technique.SWORDFISH, 3);
    static final TechniqueFinder JELLYFISH = new BasicFish(Technique.JELLYFISH, 4);
    static final TechniqueFinder FINNED_X_WING = new FinnedFish(Technique.FINNED_X_WING, Technique.X_WING, 2);
    static final TechniqueFinder FINNED_SWORDFISH = new FinnedFish(Technique.FINNED_SWORDFISH, Technique.SWORDFISH, 3);
    static final TechniqueFinder FINNED_JELLYFISH = new FinnedFish(Technique.FINNED_JELLYFISH, Technique.JELLYFISH, 4);

    /**
     * The places of one digit seen from one kind of base line: {@code positions[i]} has bit k when
     * base line i may hold the digit where it crosses cover line k.
     *
     * @param rows whether the base lines are rows (covers columns) or columns (covers rows)
     */
    private record Lines(int digit, boolean rows, int[] positions) {

        /** Each digit seen from the rows, then from the columns, digit by digit. */
        static List<Lines> allOf(CandidateGrid grid) {
            int side = grid.geometry().side;
            List<Lines> all = new ArrayList<>(2 * side);
            for (int digit = 1; digit <= side; digit++) {
                all.add(of(grid, digit, true));
                all.add(of(grid, digit, false));
            }
            return all;
        }

        private static Lines of(CandidateGrid grid, int digit, boolean rows) {
            int side = grid.geometry().side;
            int[] positions = new int[side];
            for (int i = 0; i < side; i++) {
                positions[i] = grid.positions(rows ? i : side + i, digit);
            }
            return new Lines(digit, rows, positions);
        }

        /** The base lines that can take part: two or more places (one place is a single). */
        int eligible(int maxPlaces) {
            int set = 0;
            for (int i = 0; i < positions.length; i++) {
                int count = Integer.bitCount(positions[i]);
                if (count >= 2 && count <= maxPlaces) {
                    set |= 1 << i;
                }
            }
            return set;
        }

        int union(int base) {
            int union = 0;
            for (int i = 0; i < positions.length; i++) {
                if ((base & (1 << i)) != 0) {
                    union |= positions[i];
                }
            }
            return union;
        }

        /** The cell where base line {@code i} crosses cover line {@code k}. */
        int cell(int i, int k) {
            int side = positions.length;
            return rows ? i * side + k : k * side + i;
        }

        /**
         * A step removing the digit from the cover lines outside the base lines, from cells that see
         * every fin (none when there are no fins), in cell order; its cells are the fish's own places.
         * A step that removes nothing comes without its pattern.
         */
        StepBuilder eliminations(Technique technique, CandidateGrid grid, int base, int cover, List<Integer> fins) {
            Geometry geometry = grid.geometry();
            int side = geometry.side;
            StepBuilder step = new StepBuilder(technique, geometry);
            int bit = DigitSet.bit(digit);
            for (int c = 0; c < geometry.cellCount; c++) {
                int i = rows ? c / side : c % side;
                int k = rows ? c % side : c / side;
                if ((base & (1 << i)) == 0 && (cover & (1 << k)) != 0 && (grid.candidatesAt(c) & bit) != 0
                        && seesAll(geometry, c, fins)) {
                    step.eliminate(c, digit);
                }
            }
            if (!step.hasEffect()) {
                return step; // most candidate fish remove nothing: skip describing their pattern
            }
            for (int c = 0; c < geometry.cellCount; c++) {
                int i = rows ? c / side : c % side;
                if ((base & (1 << i)) != 0 && (positions[i] & (1 << (rows ? c % side : c / side))) != 0) {
                    step.cell(c);
                }
            }
            for (int i = 0; i < side; i++) {
                if ((base & (1 << i)) != 0) {
                    step.house(rows ? i : side + i);
                }
            }
            return step;
        }

        /** {@code X-Wing on 7 in rows 2 and 8, columns 3 and 6}. */
        String describe(String name, int base, int cover) {
            return name + " on " + Wording.digit(digit) + " in " + Wording.lines(rows ? "rows" : "columns", base) + ", "
                    + Wording.lines(rows ? "columns" : "rows", cover);
        }

        private static boolean seesAll(Geometry geometry, int cell, List<Integer> fins) {
            for (int fin : fins) {
                if (!geometry.sees[cell][fin]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** n base lines whose places lie in exactly n cover lines. */
    private record BasicFish(Technique technique, int size) implements TechniqueFinder {
        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            for (Lines lines : Lines.allOf(grid)) {
                for (int base : Combinations.of(lines.eligible(size), size)) {
                    int cover = lines.union(base);
                    if (Integer.bitCount(cover) != size) {
                        continue;
                    }
                    StepBuilder step = lines.eliminations(technique, grid, base, cover, List.of());
                    if (step.hasEffect()) {
                        steps.add(step.build(lines.describe(technique.displayName(), base, cover)));
                    }
                }
            }
            return steps;
        }
    }

    /** n base lines whose places lie in n cover lines but for fins that share one box. */
    private record FinnedFish(Technique technique, Technique basic, int size) implements TechniqueFinder {
        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            if (grid.layout().isJigsaw()) {
                return steps;
            }
            int side = grid.geometry().side;
            for (Lines lines : Lines.allOf(grid)) {
                // A union of size or fewer cover lines is a basic fish: no fins.
                for (int base : Combinations.of(lines.eligible(side), size)) {
                    if (Integer.bitCount(lines.union(base)) > size) {
                        findInBase(grid, lines, base, steps);
                    }
                }
            }
            return steps;
        }

        /**
         * Tries each box as the home of the fins. The fins' cross positions lie in the box's cover
         * positions (three on classic 9x9), so every other position of the base lines must be a cover
         * line: that leaves few covers to try.
         */
        private void findInBase(CandidateGrid grid, Lines lines, int base, List<Step<Technique>> steps) {
            List<FinnedOne> found = new ArrayList<>();
            int union = lines.union(base);
            Shape shape = grid.geometry().shape;
            int stacks = shape.side() / shape.boxWidth();
            for (int box = 0; box < shape.side(); box++) {
                // The box's rows and columns, as masks of line numbers.
                int rows = ((1 << shape.boxHeight()) - 1) << (box / stacks * shape.boxHeight());
                int columns = ((1 << shape.boxWidth()) - 1) << (box % stacks * shape.boxWidth());
                int boxLines = lines.rows() ? rows : columns;
                int boxCross = lines.rows() ? columns : rows;
                int required = union & ~boxCross;
                int free = size - Integer.bitCount(required);
                if ((base & boxLines) == 0 || free < 0) {
                    continue;
                }
                for (int extra : Combinations.of(union & boxCross, free)) {
                    int cover = required | extra;
                    List<Integer> fins = fins(lines, base, cover, boxLines);
                    if (fins == null) {
                        continue;
                    }
                    StepBuilder step = lines.eliminations(technique, grid, base, cover, fins);
                    if (step.hasEffect()) {
                        boolean sashimi = isSashimi(lines, base, cover);
                        Step<Technique> fish = step.build(
                                lines.describe((sashimi ? "Sashimi " : "Finned ") + basic.displayName(), base, cover)
                                        + ", " + finWords(grid, fins));
                        steps.add(fish);
                        found.add(new FinnedOne(fish, cover, fins, sashimi));
                    }
                }
            }
            for (int a = 0; a < found.size(); a++) {
                for (int b = a + 1; b < found.size(); b++) {
                    Step<Technique> siamese = siamese(grid, lines, base, found.get(a), found.get(b));
                    if (siamese != null) {
                        steps.add(siamese);
                    }
                }
            }
        }

        /** A finned fish found on some base lines: its step, cover lines and fins. */
        private record FinnedOne(Step<Technique> step, int cover, List<Integer> fins, boolean sashimi) {
        }

        /**
         * The Siamese fish of two finned fish on the same base lines: either fish's fins hold the digit or
         * it stands, so each one's eliminations hold alone, and the step makes them together; null when
         * one fish removes all that the other does.
         */
        private Step<Technique> siamese(CandidateGrid grid, Lines lines, int base, FinnedOne first, FinnedOne second) {
            Geometry geometry = grid.geometry();
            boolean[] removed = new boolean[geometry.cellCount];
            int together = 0;
            for (Step<Technique> fish : List.of(first.step(), second.step())) {
                for (Candidate e : fish.eliminations()) {
                    int cell = geometry.indexOf(e.cell());
                    together += removed[cell] ? 0 : 1;
                    removed[cell] = true;
                }
            }
            if (together == first.step().eliminations().size() || together == second.step().eliminations().size()) {
                return null;
            }
            StepBuilder step = new StepBuilder(technique, geometry);
            for (int c = 0; c < geometry.cellCount; c++) {
                if (removed[c]) {
                    step.eliminate(c, lines.digit());
                }
            }
            boolean[] pattern = new boolean[geometry.cellCount];
            for (Step<Technique> fish : List.of(first.step(), second.step())) {
                for (Cell cell : fish.cells()) {
                    pattern[geometry.indexOf(cell)] = true;
                }
            }
            for (int c = 0; c < geometry.cellCount; c++) {
                if (pattern[c]) {
                    step.cell(c);
                }
            }
            for (int i = 0; i < geometry.side; i++) {
                if ((base & (1 << i)) != 0) {
                    step.house(lines.rows() ? i : geometry.side + i);
                }
            }
            String kind = first.sashimi() && second.sashimi() ? "Siamese Sashimi " : "Siamese Finned ";
            String covers = lines.rows() ? "columns" : "rows";
            return step.build(lines.describe(kind + basic.displayName(), base, first.cover()) + ", " + finWords(grid, first.fins())
                    + ", and " + Wording.lines(covers, second.cover()) + ", " + finWords(grid, second.fins()));
        }

        /** {@code fin r1c2} or {@code fins r1c2, r2c2}. */
        private static String finWords(CandidateGrid grid, List<Integer> fins) {
            return "fin" + (fins.size() > 1 ? "s " : " ") + Wording.cells(grid.geometry(), fins);
        }

        /**
         * The places of the base lines outside the cover, in cell order; null unless there are some,
         * they all lie in the box's base lines, and every base line keeps a place in the cover.
         */
        private static List<Integer> fins(Lines lines, int base, int cover, int boxLines) {
            List<Integer> fins = new ArrayList<>();
            int side = lines.positions().length;
            for (int i = 0; i < side; i++) {
                if ((base & (1 << i)) == 0) {
                    continue;
                }
                int outside = lines.positions()[i] & ~cover;
                if ((lines.positions()[i] & cover) == 0 || (outside != 0 && (boxLines & (1 << i)) == 0)) {
                    return null;
                }
                for (int k = 0; k < side; k++) {
                    if ((outside & (1 << k)) != 0) {
                        fins.add(lines.cell(i, k));
                    }
                }
            }
            if (fins.isEmpty()) {
                return null;
            }
            fins.sort(null);
            return fins;
        }

        /** Whether a base line has a single place in the cover: without its fins it would be no fish. */
        private static boolean isSashimi(Lines lines, int base, int cover) {
            for (int i = 0; i < lines.positions().length; i++) {
                if ((base & (1 << i)) != 0 && Integer.bitCount(lines.positions()[i] & cover) == 1) {
                    return true;
                }
            }
            return false;
        }
    }
}
