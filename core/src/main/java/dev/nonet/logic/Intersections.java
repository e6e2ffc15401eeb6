package dev.nonet.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * Locked candidates: where a box meets a row or column. When a digit's places in one of the two houses
 * all lie in the intersection, the digit must go there, so it leaves the rest of the other house.
 * Pointing confines a digit in a box to a line; claiming confines a digit in a line to a box.
 */
final class Intersections {

    private Intersections() {
    }

    /** A digit in a box confined to one row or column: it leaves the rest of that line. */
    static final TechniqueFinder POINTING = new Intersection(Technique.POINTING, 18, 27);

    /** A digit in a row or column confined to one box: it leaves the rest of that box. */
    static final TechniqueFinder CLAIMING = new Intersection(Technique.CLAIMING, 0, 18);

    /**
     * Looks for digits confined within the houses {@code fromHouse} to {@code toHouse - 1} to their
     * intersection with one other house.
     */
    private record Intersection(Technique technique, int fromHouse, int toHouse) implements TechniqueFinder {
        @Override
        public List<Step> findAll(CandidateGrid grid) {
            List<Step> steps = new ArrayList<>();
            for (int h = fromHouse; h < toHouse; h++) {
                for (int d = 1; d <= 9; d++) {
                    List<Integer> places = places(grid, h, d);
                    // One place is a hidden single, not an intersection: the singles place it.
                    if (places.size() < 2) {
                        continue;
                    }
                    for (int other : sharedHouses(places, h)) {
                        StepBuilder step = new StepBuilder(technique);
                        for (int c : Geometry.HOUSE_CELLS[other]) {
                            if (!places.contains(c) && (grid.candidatesAt(c) & (1 << (d - 1))) != 0) {
                                step.eliminate(c, d);
                            }
                        }
                        if (step.hasEffect()) {
                            places.forEach(step::cell);
                            step.house(h).house(other);
                            steps.add(step.build(technique.displayName() + ": " + d + " in " + Geometry.house(h)
                                    + " lies only in " + Geometry.house(other)));
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
        for (int k = 0; k < 9; k++) {
            if ((positions & (1 << k)) != 0) {
                places.add(Geometry.HOUSE_CELLS[h][k]);
            }
        }
        return places;
    }

    /** The houses other than {@code h} that hold every one of {@code cells}. */
    private static List<Integer> sharedHouses(List<Integer> cells, int h) {
        List<Integer> shared = new ArrayList<>();
        for (int kind = 0; kind < 3; kind++) {
            int house = Geometry.CELL_HOUSES[cells.get(0)][kind];
            boolean all = house != h;
            for (int c : cells) {
                all &= Geometry.CELL_HOUSES[c][kind] == house;
            }
            if (all) {
                shared.add(house);
            }
        }
        return shared;
    }
}
