package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Locked candidates: where a box meets a row or column. When a digit's places in one of the two houses
 * all lie in the intersection, the digit must go there, so it leaves the rest of the other house.
 * Pointing confines a digit in a box to a line; claiming confines a digit in a line to a box. On
 * other layouts any two houses may meet: pointing starts from a box-shaped house (box, jigsaw region,
 * window) and claiming from a line-like one (row, column, diagonal, disjoint group).
 */
final class Intersections {

    private Intersections() {
    }

    /** A digit in a box confined to one row or column: it leaves the rest of that line. */
    static final TechniqueFinder POINTING = new Intersection(Technique.POINTING, true);

    /** A digit in a row or column confined to one box: it leaves the rest of that box. */
    static final TechniqueFinder CLAIMING = new Intersection(Technique.CLAIMING, false);

    /**
     * Looks for digits confined within a box-shaped house (pointing) or a line-like one (claiming) to
     * their intersection with one other house.
     */
    private record Intersection(Technique technique, boolean fromBoxes) implements TechniqueFinder {
        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            for (int h = 0; h < geometry.houseCount(); h++) {
                if (geometry.boxShaped[h] != fromBoxes) {
                    continue;
                }
                for (int d = 1; d <= geometry.side; d++) {
                    List<Integer> places = places(grid, h, d);
                    // One place is a hidden single, not an intersection: the singles place it.
                    if (places.size() < 2) {
                        continue;
                    }
                    for (int other : sharedHouses(geometry, places, h)) {
                        StepBuilder step = new StepBuilder(technique, geometry);
                        for (int c : geometry.houseCells[other]) {
                            if (!places.contains(c) && (grid.candidatesAt(c) & DigitSet.bit(d)) != 0) {
                                step.eliminate(c, d);
                            }
                        }
                        if (step.hasEffect()) {
                            places.forEach(step::cell);
                            step.house(h).house(other);
                            steps.add(step.build(technique.displayName() + ": " + Wording.digit(d) + " in " + geometry.house(h)
                                    + " lies only in " + geometry.house(other)));
                        }
                    }
                }
            }
            return steps;
        }
    }

    /** The cells of house {@code h} where {@code digit} is a candidate, ascending. */
    private static List<Integer> places(CandidateGrid grid, int h, int digit) {
        List<Integer> places = new ArrayList<>();
        int positions = grid.positions(h, digit);
        int[] cells = grid.geometry().houseCells[h];
        boolean ascending = true;
        for (int k = 0; k < cells.length; k++) {
            if ((positions & (1 << k)) != 0) {
                ascending &= places.isEmpty() || places.get(places.size() - 1) < cells[k];
                places.add(cells[k]);
            }
        }
        if (!ascending) {
            places.sort(null); // a house that does not run row-major: the second diagonal
        }
        return places;
    }

    /** The houses other than {@code h} that hold every one of {@code cells}, ascending. */
    private static List<Integer> sharedHouses(Geometry geometry, List<Integer> cells, int h) {
        List<Integer> shared = new ArrayList<>();
        for (int house : geometry.cellHouses[cells.get(0)]) {
            boolean all = house != h;
            for (int c : cells) {
                all &= geometry.holds(house, c);
            }
            if (all) {
                shared.add(house);
            }
        }
        return shared;
    }
}
