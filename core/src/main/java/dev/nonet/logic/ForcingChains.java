package dev.nonet.logic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The last resort before guessing: take a source whose alternatives are exhaustive (every candidate of
 * a cell with two or three, or every place of a digit with two or three in a house), assume each
 * alternative in turn on a copy of the grid and follow what it forces.
 * <ul>
 * <li>Contradiction: an alternative that breaks the grid is false, so its candidate goes.</li>
 * <li>Verity: what every alternative forces is true, since one of them is.</li>
 * </ul>
 * Chains follow singles only; the net also applies intersections and naked and hidden pairs each
 * round. No branch assumes anything further (no nesting), and propagation stops after
 * {@link #MAX_ROUNDS} rounds so that a step can still be followed. The consequences of placing a digit
 * are the same whichever source assumes it, so each finder computes them once per position per
 * candidate and compares.
 */
final class ForcingChains {

    /** The most rounds of propagation a branch may take. */
    static final int MAX_ROUNDS = 20;

    private ForcingChains() {
    }

    static final TechniqueFinder CELL_FORCING_CHAIN =
            new Forcing(Technique.CELL_FORCING_CHAIN, true, false, Propagation.SINGLES);
    static final TechniqueFinder UNIT_FORCING_CHAIN =
            new Forcing(Technique.UNIT_FORCING_CHAIN, false, true, Propagation.SINGLES);
    static final TechniqueFinder FORCING_NET =
            new Forcing(Technique.FORCING_NET, true, true, Propagation.BASIC);

    /** How a branch follows its assumption: one round at a time. */
    private enum Propagation {
        /** Naked and hidden singles (a full house is a naked single). */
        SINGLES("singles"),
        /** Singles, then every elimination of pointing, claiming and naked and hidden pairs. */
        BASIC("basic steps");

        private static final List<TechniqueFinder> BASIC_ELIMINATIONS = List.of(
                Intersections.POINTING, Intersections.CLAIMING, Subsets.NAKED_PAIR, Subsets.HIDDEN_PAIR);

        private final String words;

        Propagation(String words) {
            this.words = words;
        }

        /** One round on {@code grid}: whether it changed anything, or broke the grid in placing. */
        RoundResult round(CandidateGrid grid) {
            RoundResult singles = placeSingles(grid);
            if (this == SINGLES || singles == RoundResult.BROKEN) {
                return singles;
            }
            boolean changed = singles == RoundResult.CHANGED;
            for (TechniqueFinder finder : BASIC_ELIMINATIONS) {
                for (Step step : finder.findAll(grid)) {
                    for (Candidate e : step.eliminations()) {
                        changed |= grid.has(e.cell(), e.digit());
                        grid.eliminate(e.cell(), e.digit());
                    }
                }
            }
            return changed ? RoundResult.CHANGED : RoundResult.UNCHANGED;
        }
    }

    private enum RoundResult { UNCHANGED, CHANGED, BROKEN }

    /**
     * Places every naked and hidden single of {@code grid} as found at the start of the round. Two
     * singles that collide (one cell, two digits) break the grid rather than overwrite each other.
     */
    private static RoundResult placeSingles(CandidateGrid grid) {
        // Each single as cell * 16 + digit: at most one per cell and one per digit and house.
        int[] singles = new int[81 + 27 * 9];
        int count = 0;
        for (int c = 0; c < 81; c++) {
            int marks = grid.candidatesAt(c);
            if (marks != 0 && (marks & (marks - 1)) == 0) {
                singles[count++] = c * 16 + Integer.numberOfTrailingZeros(marks) + 1;
            }
        }
        for (int h = 0; h < 27; h++) {
            int[] cells = Geometry.HOUSE_CELLS[h];
            int once = 0;
            int twice = 0;
            int placed = 0;
            for (int c : cells) {
                int marks = grid.candidatesAt(c);
                twice |= once & marks;
                once |= marks;
                placed |= grid.valueAt(c) == 0 ? 0 : 1 << (grid.valueAt(c) - 1);
            }
            int hidden = once & ~twice & ~placed;
            for (int k = 0; hidden != 0 && k < 9; k++) {
                int digits = grid.candidatesAt(cells[k]) & hidden;
                if (Integer.bitCount(digits) > 1) {
                    return RoundResult.BROKEN; // one cell is the only place of two digits
                }
                if (digits != 0) {
                    singles[count++] = cells[k] * 16 + Integer.numberOfTrailingZeros(digits) + 1;
                    hidden &= ~digits;
                }
            }
        }
        for (int i = 0; i < count; i++) {
            int cell = singles[i] >> 4;
            int digit = singles[i] & 15;
            if (grid.valueAt(cell) == digit) {
                continue;
            }
            if (grid.valueAt(cell) != 0 || (grid.candidatesAt(cell) & (1 << (digit - 1))) == 0) {
                return RoundResult.BROKEN;
            }
            grid.placeIndex(cell, digit);
        }
        return count == 0 ? RoundResult.UNCHANGED : RoundResult.CHANGED;
    }

    /**
     * What placing one candidate forces: the grid after propagation, whether it broke, and the round in
     * which each placement and removal first held (-1: never).
     */
    private static final class Branch {
        final CandidateGrid grid;
        boolean broken;
        int rounds;
        final int[] placedIn = new int[81];
        final int[] removedIn = new int[729];
        /** Per cell, the removals already recorded. */
        private final int[] recorded = new int[81];

        Branch(CandidateGrid start, int cell, int digit, Propagation propagation) {
            grid = start.copy();
            java.util.Arrays.fill(placedIn, -1);
            java.util.Arrays.fill(removedIn, -1);
            grid.placeIndex(cell, digit);
            record(start, 0);
            broken = Contradictions.find(grid);
            while (!broken && rounds < MAX_ROUNDS) {
                RoundResult result = propagation.round(grid);
                if (result == RoundResult.UNCHANGED) {
                    break;
                }
                rounds++;
                broken = result == RoundResult.BROKEN || Contradictions.find(grid);
                record(start, rounds);
            }
        }

        private void record(CandidateGrid start, int round) {
            for (int c = 0; c < 81; c++) {
                if (start.valueAt(c) != 0) {
                    continue;
                }
                if (placedIn[c] < 0 && grid.valueAt(c) != 0) {
                    placedIn[c] = round;
                }
                int removed = start.candidatesAt(c) & ~grid.candidatesAt(c) & ~recorded[c];
                if (grid.valueAt(c) != 0) {
                    removed &= ~(1 << (grid.valueAt(c) - 1));
                }
                recorded[c] |= removed;
                for (; removed != 0; removed &= removed - 1) {
                    removedIn[c * 9 + Integer.numberOfTrailingZeros(removed)] = round;
                }
            }
        }
    }

    /** The branches of one position, each computed when first asked for. */
    private static final class Branches {
        private final CandidateGrid grid;
        private final Propagation propagation;
        private final Branch[] byCandidate = new Branch[729];

        Branches(CandidateGrid grid, Propagation propagation) {
            this.grid = grid;
            this.propagation = propagation;
        }

        Branch of(int cell, int digit) {
            int key = cell * 9 + digit - 1;
            if (byCandidate[key] == null) {
                byCandidate[key] = new Branch(grid, cell, digit, propagation);
            }
            return byCandidate[key];
        }
    }

    /** A step found, with the rounds its longest branch needed: shorter steps are reported first. */
    private record Found(Step step, int rounds) {
    }

    /**
     * One finder: sources from cells, from houses or both, followed by {@code propagation}. A source is
     * a list of candidates (cell, digit) of which exactly one is true.
     */
    private record Forcing(Technique technique, boolean cellSources, boolean houseSources, Propagation propagation)
            implements TechniqueFinder {

        @Override
        public List<Step> findAll(CandidateGrid grid) {
            Branches branches = new Branches(grid, propagation);
            List<Found> found = new ArrayList<>();
            boolean[] refuted = new boolean[729];
            if (cellSources) {
                for (int c = 0; c < 81; c++) {
                    int marks = grid.candidatesAt(c);
                    int count = Integer.bitCount(marks);
                    if (grid.valueAt(c) == 0 && count >= 2 && count <= 3) {
                        int[] cells = new int[count];
                        int[] digits = new int[count];
                        int k = 0;
                        for (int d = 1; d <= 9; d++) {
                            if ((marks & (1 << (d - 1))) != 0) {
                                cells[k] = c;
                                digits[k++] = d;
                            }
                        }
                        String source = Geometry.cell(c) + " {" + Wording.digits(marks) + "}";
                        examine(grid, branches, source, cells, digits, true, refuted, found);
                    }
                }
            }
            if (houseSources) {
                for (int h = 0; h < 27; h++) {
                    for (int d = 1; d <= 9; d++) {
                        int positions = grid.positions(h, d);
                        int count = Integer.bitCount(positions);
                        if (count < 2 || count > 3 || grid.isPlacedIn(h, d)) {
                            continue;
                        }
                        int[] cells = new int[count];
                        int[] digits = new int[count];
                        List<Integer> places = new ArrayList<>();
                        int k = 0;
                        for (int p = 0; p < 9; p++) {
                            if ((positions & (1 << p)) != 0) {
                                places.add(Geometry.HOUSE_CELLS[h][p]);
                                cells[k] = Geometry.HOUSE_CELLS[h][p];
                                digits[k++] = d;
                            }
                        }
                        String source = d + " in " + Geometry.house(h) + " (" + Wording.cells(places) + ")";
                        examine(grid, branches, source, cells, digits, false, refuted, found);
                    }
                }
            }
            found.sort(Comparator.comparingInt(Found::rounds));
            return found.stream().map(Found::step).toList();
        }

        /**
         * Adds the steps of one source: a contradiction for each alternative that breaks the grid (once
         * per candidate over all sources), else the verity of what all alternatives force.
         */
        private void examine(CandidateGrid grid, Branches branches, String source, int[] cells, int[] digits,
                boolean cellSource, boolean[] refuted, List<Found> found) {
            int n = cells.length;
            Branch[] alternatives = new Branch[n];
            boolean anyBroken = false;
            for (int i = 0; i < n; i++) {
                alternatives[i] = branches.of(cells[i], digits[i]);
                anyBroken |= alternatives[i].broken;
            }
            if (anyBroken) {
                for (int i = 0; i < n; i++) {
                    int key = cells[i] * 9 + digits[i] - 1;
                    if (alternatives[i].broken && !refuted[key]) {
                        refuted[key] = true;
                        found.add(contradiction(source, cells[i], digits[i], alternatives[i]));
                    }
                }
                // The refutation comes first; what the other alternatives share can follow once it is applied.
                return;
            }
            Found verity = verity(grid, source, cells, digits, cellSource, alternatives);
            if (verity != null) {
                found.add(verity);
            }
        }

        private Found contradiction(String source, int cell, int digit, Branch branch) {
            StepBuilder step = new StepBuilder(technique).eliminate(cell, digit).cell(cell);
            String reason = technique.displayName() + " on " + source + ": " + Geometry.cell(cell) + " = " + digit
                    + " leads to a contradiction within " + rounds(branch.rounds);
            return new Found(step.build(reason), branch.rounds);
        }

        /**
         * The placements every alternative forces or, when there are none, the removals every
         * alternative forces; null when they share nothing.
         */
        private Found verity(CandidateGrid grid, String source, int[] cells, int[] digits, boolean cellSource,
                Branch[] alternatives) {
            StepBuilder placing = new StepBuilder(technique);
            StepBuilder removing = new StepBuilder(technique);
            List<String> placed = new ArrayList<>();
            int placingRounds = 0;
            int removingRounds = 0;
            for (int c = 0; c < 81; c++) {
                if (grid.valueAt(c) != 0) {
                    continue;
                }
                int common = alternatives[0].grid.valueAt(c);
                int latest = 0;
                for (Branch b : alternatives) {
                    common = b.grid.valueAt(c) == common ? common : 0;
                    latest = Math.max(latest, b.placedIn[c]);
                }
                if (common != 0) {
                    placing.place(c, common);
                    placed.add(Geometry.cell(c) + " = " + common);
                    placingRounds = Math.max(placingRounds, latest);
                    continue;
                }
                for (int d = 1; d <= 9; d++) {
                    if ((grid.candidatesAt(c) & (1 << (d - 1))) == 0) {
                        continue;
                    }
                    int latestRemoval = 0;
                    for (Branch b : alternatives) {
                        int round = b.removedIn[c * 9 + d - 1];
                        latestRemoval = round < 0 ? -1 : Math.max(latestRemoval, round);
                        if (round < 0) {
                            break;
                        }
                    }
                    if (latestRemoval >= 0) {
                        removing.eliminate(c, d);
                        removingRounds = Math.max(removingRounds, latestRemoval);
                    }
                }
            }
            String lead = technique.displayName() + " on " + source + ": " + alternativesInWords(cells, digits, cellSource);
            for (int i = 0; i < cells.length; i++) {
                placing.cell(cells[i]);
                removing.cell(cells[i]);
            }
            if (placing.hasEffect()) {
                return new Found(placing.build(lead + " lead to " + String.join(", ", placed)
                        + " (verity within " + rounds(placingRounds) + ")"), placingRounds);
            }
            if (removing.hasEffect()) {
                return new Found(removing.build(lead + " lead to the same removals (verity within "
                        + rounds(removingRounds) + ")"), removingRounds);
            }
            return null;
        }

        /** {@code both 3 and 8}, or {@code all of r1c1, r1c4, r1c7}. */
        private static String alternativesInWords(int[] cells, int[] digits, boolean cellSource) {
            List<String> each = new ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                each.add(cellSource ? Integer.toString(digits[i]) : Geometry.cell(cells[i]).toString());
            }
            return each.size() == 2 ? "both " + each.get(0) + " and " + each.get(1) : "all of " + String.join(", ", each);
        }

        private String rounds(int count) {
            return count + (count == 1 ? " round" : " rounds") + " of " + propagation.words;
        }
    }
}
