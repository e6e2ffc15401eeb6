package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.ForcingBranch.Propagation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

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
 * {@link ForcingBranch#MAX_ROUNDS} rounds so that a step can still be followed. The consequences of
 * placing a digit are the same whichever source assumes it, so each finder computes them once per
 * position per candidate and compares. Chains say what each conclusion rests on, placement by
 * placement ({@link ForcingBranch}); nets say in how many rounds they got there.
 */
final class ForcingChains {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private ForcingChains() {
    }

    static final TechniqueFinder CELL_FORCING_CHAIN =
            new Forcing(Technique.CELL_FORCING_CHAIN, true, false, Propagation.SINGLES);
    static final TechniqueFinder UNIT_FORCING_CHAIN =
            new Forcing(Technique.UNIT_FORCING_CHAIN, false, true, Propagation.SINGLES);
    static final TechniqueFinder FORCING_NET =
            new Forcing(Technique.FORCING_NET, true, true, Propagation.BASIC);

    /** The branches of one position, each computed when first asked for. */
    private static final class Branches {
        private final CandidateGrid grid;
        private final Propagation propagation;
        private final Deadline deadline;
        private final ForcingBranch[] byCandidate = new ForcingBranch[729];

        Branches(CandidateGrid grid, Propagation propagation, Deadline deadline) {
            this.grid = grid;
            this.propagation = propagation;
            this.deadline = deadline;
        }

        ForcingBranch of(int cell, int digit) {
            int key = cell * 9 + digit - 1;
            if (byCandidate[key] == null) {
                deadline.check();
                byCandidate[key] = new ForcingBranch(grid, cell, digit, propagation);
            }
            return byCandidate[key];
        }
    }

    /** A step found, with the rounds its longest branch needed: shorter steps are reported first. */
    private record Found(Step<Technique> step, int rounds) {
    }

    /**
     * One finder: sources from cells, from houses or both, followed by {@code propagation}. A source is
     * a list of candidates (cell, digit) of which exactly one is true.
     */
    private record Forcing(Technique technique, boolean cellSources, boolean houseSources, Propagation propagation)
            implements StoppableFinder {

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            Branches branches = new Branches(grid, propagation, deadline);
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
                            if ((marks & DigitSet.bit(d)) != 0) {
                                cells[k] = c;
                                digits[k++] = d;
                            }
                        }
                        String source = CLASSIC.cell(c) + " {" + Wording.digits(marks) + "}";
                        examine(grid, branches, source, cells, digits, true, refuted, found);
                    }
                }
            }
            if (houseSources) {
                for (int h = 0; h < CLASSIC.houseCount(); h++) {
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
                                places.add(CLASSIC.houseCells[h][p]);
                                cells[k] = CLASSIC.houseCells[h][p];
                                digits[k++] = d;
                            }
                        }
                        String source = d + " in " + CLASSIC.house(h) + " (" + Wording.cells(places) + ")";
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
            ForcingBranch[] alternatives = new ForcingBranch[n];
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

        private Found contradiction(String source, int cell, int digit, ForcingBranch branch) {
            StepBuilder step = new StepBuilder(technique).eliminate(cell, digit).cell(cell);
            branch.cellsToBreak().stream().filter(c -> c != cell).forEach(step::cell);
            String reason = technique.displayName() + " on " + source + ": " + CLASSIC.cell(cell) + " = " + digit
                    + " leads to a contradiction within " + rounds(branch.rounds)
                    + (branch.isTraced() ? " (" + branch.chainToBreak() + ")" : "");
            return new Found(step.build(reason), branch.rounds);
        }

        /**
         * The placements every alternative forces or, when there are none, the removals every
         * alternative forces; null when they share nothing.
         */
        private Found verity(CandidateGrid grid, String source, int[] cells, int[] digits, boolean cellSource,
                ForcingBranch[] alternatives) {
            StepBuilder placing = new StepBuilder(technique);
            StepBuilder removing = new StepBuilder(technique);
            List<String> placed = new ArrayList<>();
            int firstPlaced = -1;
            int[] firstRemoved = null;
            int placingRounds = 0;
            int removingRounds = 0;
            for (int c = 0; c < 81; c++) {
                if (grid.valueAt(c) != 0) {
                    continue;
                }
                int common = alternatives[0].grid.valueAt(c);
                int latest = 0;
                for (ForcingBranch b : alternatives) {
                    common = b.grid.valueAt(c) == common ? common : 0;
                    latest = Math.max(latest, b.placedIn[c]);
                }
                if (common != 0) {
                    placing.place(c, common);
                    placed.add(CLASSIC.cell(c) + " = " + common);
                    firstPlaced = firstPlaced < 0 ? c : firstPlaced;
                    placingRounds = Math.max(placingRounds, latest);
                    continue;
                }
                for (int d = 1; d <= 9; d++) {
                    if ((grid.candidatesAt(c) & DigitSet.bit(d)) == 0) {
                        continue;
                    }
                    int latestRemoval = 0;
                    for (ForcingBranch b : alternatives) {
                        int round = b.removedIn[c * 9 + d - 1];
                        latestRemoval = round < 0 ? -1 : Math.max(latestRemoval, round);
                        if (round < 0) {
                            break;
                        }
                    }
                    if (latestRemoval >= 0) {
                        removing.eliminate(c, d);
                        firstRemoved = firstRemoved == null ? new int[] {c, d} : firstRemoved;
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
                int target = firstPlaced;
                return new Found(placing.build(lead + " lead to " + String.join(", ", placed)
                        + " (verity within " + rounds(placingRounds)
                        + chains(alternatives, b -> b.chainToPlacement(target)) + ")"), placingRounds);
            }
            if (removing.hasEffect()) {
                int[] target = firstRemoved;
                return new Found(removing.build(lead + " lead to the same removals (verity within "
                        + rounds(removingRounds) + chains(alternatives, b -> b.chainToRemoval(target[0], target[1]))
                        + ")"), removingRounds);
            }
            return null;
        }

        /**
         * Each alternative's chain to the verity's first conclusion, {@code : chain; chain}, when the
         * branches are traced; the rest follow likewise.
         */
        private static String chains(ForcingBranch[] alternatives, Function<ForcingBranch, String> chain) {
            if (!alternatives[0].isTraced()) {
                return "";
            }
            List<String> each = new ArrayList<>();
            for (ForcingBranch b : alternatives) {
                each.add(chain.apply(b));
            }
            return ": " + String.join("; ", each);
        }

        /** {@code both 3 and 8}, or {@code all of r1c1, r1c4, r1c7}. */
        private static String alternativesInWords(int[] cells, int[] digits, boolean cellSource) {
            List<String> each = new ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                each.add(cellSource ? Integer.toString(digits[i]) : CLASSIC.cell(cells[i]).toString());
            }
            return each.size() == 2 ? "both " + each.get(0) + " and " + each.get(1) : "all of " + String.join(", ", each);
        }

        private String rounds(int count) {
            return count + (count == 1 ? " round" : " rounds") + " of " + propagation.words;
        }
    }
}
