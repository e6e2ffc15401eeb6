package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.CellSet;
import dev.nonet.logic.StrongLinks.Conjugate;
import java.util.ArrayList;
import java.util.List;

/**
 * Wings: two bivalue pincers that share a digit z and are tied together so that one of them must hold
 * z, which then goes from every cell seeing both (and, for the XYZ-Wing, the pivot too).
 * <ul>
 * <li>XY-Wing: a bivalue pivot {x,y} sees pincers {x,z} and {y,z};</li>
 * <li>XYZ-Wing: a pivot {x,y,z} sees pincers {x,z} and {y,z}, and may hold z itself;</li>
 * <li>W-Wing: two cells {x,z} that do not see each other, joined by a strong link on x whose ends
 * each see one of them.</li>
 * </ul>
 * They reason about cells that see each other, whatever houses make them peers, so they hold on every
 * layout.
 */
final class Wings {

    private Wings() {
    }

    /** A bivalue pivot {x,y} seeing pincers {x,z} and {y,z}: whatever the pivot holds, a pincer holds z. */
    static final TechniqueFinder XY_WING = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.XY_WING;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            for (int pivot = 0; pivot < geometry.cellCount; pivot++) {
                int marks = grid.candidatesAt(pivot);
                if (Integer.bitCount(marks) != 2) {
                    continue;
                }
                int x = Integer.lowestOneBit(marks);
                int y = marks & ~x;
                for (int first : geometry.peers[pivot]) {
                    int firstMarks = grid.candidatesAt(first);
                    if (Integer.bitCount(firstMarks) != 2 || (firstMarks & marks) != x) {
                        continue;
                    }
                    int z = firstMarks & ~x;
                    for (int second : geometry.peers[pivot]) {
                        if (grid.candidatesAt(second) == (y | z)) {
                            addWing(grid, Technique.XY_WING, pivot, first, second, digit(z), steps);
                        }
                    }
                }
            }
            return steps;
        }
    };

    /** A pivot {x,y,z} seeing pincers {x,z} and {y,z}: one of the three holds z. */
    static final TechniqueFinder XYZ_WING = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.XYZ_WING;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            for (int pivot = 0; pivot < geometry.cellCount; pivot++) {
                int marks = grid.candidatesAt(pivot);
                if (Integer.bitCount(marks) != 3) {
                    continue;
                }
                for (int first : geometry.peers[pivot]) {
                    int firstMarks = grid.candidatesAt(first);
                    if (Integer.bitCount(firstMarks) != 2 || (firstMarks & ~marks) != 0) {
                        continue;
                    }
                    for (int second : geometry.peers[pivot]) {
                        int secondMarks = grid.candidatesAt(second);
                        // Each unordered pair of pincers once: the one with the lower digits first.
                        if (Integer.bitCount(secondMarks) == 2 && (firstMarks | secondMarks) == marks
                                && firstMarks < secondMarks) {
                            int z = digit(firstMarks & secondMarks);
                            addWing(grid, Technique.XYZ_WING, pivot, first, second, z, steps);
                        }
                    }
                }
            }
            return steps;
        }
    };

    /** Adds the wing's step if {@code z} has cells to leave: those seeing both pincers (and an XYZ pivot). */
    private static void addWing(CandidateGrid grid, Technique technique, int pivot, int first, int second, int z,
            List<Step<Technique>> steps) {
        CellSet targets = technique == Technique.XYZ_WING
                ? CommonPeers.holding(grid, z, pivot, first, second)
                : CommonPeers.holding(grid, z, first, second);
        if (targets.isEmpty()) {
            return;
        }
        StepBuilder step = new StepBuilder(technique, grid.geometry()).cell(pivot).cell(first).cell(second);
        targets.forEach(t -> step.eliminate(t, z));
        steps.add(step.build(technique.displayName() + ": pivot " + cellWithMarks(grid, pivot) + ", pincers "
                + cellWithMarks(grid, first) + ", " + cellWithMarks(grid, second)));
    }

    /**
     * Two cells {x,z} that do not see each other, with a strong link on x whose ends see one each: x
     * is in one end, so the cell that end sees is z; either way a pincer holds z.
     */
    static final TechniqueFinder W_WING = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.W_WING;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            Geometry geometry = grid.geometry();
            List<List<Conjugate>> links = new ArrayList<>();
            links.add(List.of());
            for (int digit = 1; digit <= geometry.side; digit++) {
                links.add(StrongLinks.of(grid, digit));
            }
            List<Step<Technique>> steps = new ArrayList<>();
            for (int first = 0; first < geometry.cellCount; first++) {
                int marks = grid.candidatesAt(first);
                if (Integer.bitCount(marks) != 2) {
                    continue;
                }
                for (int second = first + 1; second < geometry.cellCount; second++) {
                    if (grid.candidatesAt(second) != marks || geometry.sees[first][second]) {
                        continue;
                    }
                    int low = digit(Integer.lowestOneBit(marks));
                    int high = digit(Integer.highestOneBit(marks));
                    addWWing(grid, first, second, low, high, links.get(low), steps);
                    addWWing(grid, first, second, high, low, links.get(high), steps);
                }
            }
            return steps;
        }
    };

    /** Adds the W-Wing on pincers {x,z} through the first strong link on x that joins them, if z can go. */
    private static void addWWing(CandidateGrid grid, int first, int second, int x, int z, List<Conjugate> links,
            List<Step<Technique>> steps) {
        Geometry geometry = grid.geometry();
        for (Conjugate link : links) {
            for (int nearFirst : new int[] {link.a(), link.b()}) {
                int nearSecond = link.other(nearFirst);
                if (nearFirst == first || nearFirst == second || nearSecond == first || nearSecond == second
                        || !geometry.sees[nearFirst][first] || !geometry.sees[nearSecond][second]) {
                    continue;
                }
                CellSet targets = CommonPeers.holding(grid, z, first, second);
                if (targets.isEmpty()) {
                    return;
                }
                StepBuilder step = new StepBuilder(Technique.W_WING, geometry).cell(first).cell(second).cell(nearFirst)
                        .cell(nearSecond).house(link.house());
                targets.forEach(t -> step.eliminate(t, z));
                steps.add(step.build("W-Wing: " + cellWithMarks(grid, first) + ", " + cellWithMarks(grid, second)
                        + " joined by the strong link " + geometry.cell(nearFirst) + "=" + geometry.cell(nearSecond)
                        + " on " + Wording.digit(x) + " in " + geometry.house(link.house())));
                return;
            }
        }
    }

    /** {@code r5c5 {3,7}}. */
    private static String cellWithMarks(CandidateGrid grid, int cell) {
        return grid.geometry().cell(cell) + " {" + Wording.digits(grid.candidatesAt(cell)) + "}";
    }

    /** The digit of a one-bit candidate set. */
    private static int digit(int bit) {
        return Integer.numberOfTrailingZeros(bit) + 1;
    }
}
