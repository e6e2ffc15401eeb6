package dev.nonet.logic;

import dev.nonet.grid.DigitSet;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Death Blossom: a stem cell with candidates d1..dn and, for each di, an almost locked set (a petal)
 * outside the stem that holds di and whose every place of di sees the stem. The stem holds some di,
 * so that petal lacks di and holds all its other digits: a digit z that every petal holds and the stem
 * lacks lies in some petal, and goes from every cell that sees all of z's places in every petal.
 *
 * <p>Petals may share cells, and one set may be the petal of two digits: each petal's argument is its
 * own (it lacks at most one digit), so neither changes it. Of the blossoms with the same eliminations
 * the first found is kept.
 */
final class DeathBlossom {

    private DeathBlossom() {
    }

    static final TechniqueFinder DEATH_BLOSSOM = new StoppableFinder() {
        @Override
        public Technique technique() {
            return Technique.DEATH_BLOSSOM;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            List<AlmostLockedSet> sets = AlmostLockedSetLinks.of(grid).sets(); // the ALS finders' just before
            List<Step<Technique>> steps = new ArrayList<>();
            Set<List<Candidate>> seen = new HashSet<>();
            for (int stem = 0; stem < 81; stem++) {
                deadline.check();
                int stemDigits = grid.candidatesAt(stem);
                if (Integer.bitCount(stemDigits) < 2) {
                    continue;
                }
                List<List<AlmostLockedSet>> petals = petals(sets, stem, stemDigits);
                if (petals != null) {
                    new Blossom(grid, stem, petals, steps, seen, deadline).grow(0, new AlmostLockedSet[petals.size()],
                            0x1FF & ~stemDigits, start(grid, stem));
                }
            }
            return steps;
        }
    };

    /** For each digit of the stem, ascending, the sets that may be its petal; null where one has none. */
    private static List<List<AlmostLockedSet>> petals(List<AlmostLockedSet> sets, int stem, int stemDigits) {
        List<List<AlmostLockedSet>> petals = new ArrayList<>();
        for (int d = 1; d <= 9; d++) {
            if ((stemDigits & DigitSet.bit(d)) == 0) {
                continue;
            }
            List<AlmostLockedSet> forDigit = new ArrayList<>();
            for (AlmostLockedSet set : sets) {
                if ((set.digits() & DigitSet.bit(d)) != 0 && !set.contains(stem) && set.isSeenWholeBy(stem, d)) {
                    forDigit.add(set);
                }
            }
            if (forDigit.isEmpty()) {
                return null;
            }
            petals.add(forDigit);
        }
        return petals;
    }

    /** For each digit z, the cells other than the stem that hold it: where a blossom's z may go from. */
    private static long[][] start(CandidateGrid grid, int stem) {
        long[][] targets = new long[9][2];
        for (int c = 0; c < 81; c++) {
            for (int d = 0; d < 9; d++) {
                if (c != stem && (grid.candidatesAt(c) & (1 << d)) != 0) {
                    targets[d][c >> 6] |= 1L << (c & 63);
                }
            }
        }
        return targets;
    }

    /** The search for one stem: a petal per digit, narrowing the digits z and their targets as it goes. */
    private record Blossom(CandidateGrid grid, int stem, List<List<AlmostLockedSet>> petals, List<Step<Technique>> steps,
            Set<List<Candidate>> seen, Deadline deadline) {

        void grow(int index, AlmostLockedSet[] chosen, int zs, long[][] targets) {
            if (index == petals.size()) {
                record(chosen, zs);
                return;
            }
            // A stem with many petals for each digit tries their products, pruned only by the targets left.
            if (index < 2) {
                deadline.check();
            }
            for (AlmostLockedSet petal : petals.get(index)) {
                int narrowed = zs & petal.digits();
                long[][] left = new long[9][];
                for (int d = 1; d <= 9; d++) {
                    if ((narrowed & DigitSet.bit(d)) == 0) {
                        continue;
                    }
                    long[] reach = petal.seenWholeHolding(grid, d);
                    left[d - 1] = new long[] {targets[d - 1][0] & reach[0], targets[d - 1][1] & reach[1]};
                    if (left[d - 1][0] == 0 && left[d - 1][1] == 0) {
                        narrowed &= ~DigitSet.bit(d);
                    }
                }
                if (narrowed != 0) {
                    chosen[index] = petal;
                    grow(index + 1, chosen, narrowed, left);
                }
            }
        }

        private void record(AlmostLockedSet[] chosen, int zs) {
            StepBuilder step = AlmostLockedSets.builder(Technique.DEATH_BLOSSOM, chosen);
            step.cell(stem);
            StringBuilder reason = new StringBuilder("Death Blossom: stem ")
                    .append(Wording.cells(List.of(stem))).append(" {").append(Wording.digits(grid.candidatesAt(stem)))
                    .append("}, petals ");
            int i = 0;
            for (int d = 1; d <= 9; d++) {
                if ((grid.candidatesAt(stem) & DigitSet.bit(d)) != 0) {
                    reason.append(i > 0 ? "; " : "").append(d).append(": ").append(chosen[i++].describe());
                }
            }
            for (int z = 1; z <= 9; z++) {
                if ((zs & DigitSet.bit(z)) != 0) {
                    int digit = z;
                    AlmostLockedSet.seeingAll(grid, z, chosen).forEach(t -> step.eliminate(t, digit));
                }
            }
            Step<Technique> built = step.build(reason.append(", Z = ").append(Wording.digits(zs)).toString());
            if (!built.eliminations().isEmpty() && seen.add(built.eliminations())) {
                steps.add(built);
            }
        }
    }
}
