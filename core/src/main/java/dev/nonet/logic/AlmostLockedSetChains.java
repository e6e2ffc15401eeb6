package dev.nonet.logic;

import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.limit.Deadline;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ALS-XY-Chain: almost locked sets A, B, C, ... joined one to the next by restricted common digits
 * (see {@link AlmostLockedSets}), each link's digit other than the one before it. Suppose A lacks a
 * digit z: then it holds every other digit, the first link's among them, so B lacks that one and holds
 * the second link's digit, and so on to the last set, which lacks the last link's digit and so holds
 * z. So z lies in the first set or the last: it goes from every cell that sees all of z's places in
 * both. That holds for every digit z of both end sets other than the first and last links' digits, and
 * a step makes it for all of them (as HoDoKu does).
 *
 * <p>The search walks states "set S lacks digit d" outward from "A lacks z", breadth first (as
 * {@link Chains} walks cells), so each is reached by its shortest chain; the walk only follows implications, so it stays sound where a chain
 * comes back to a set it passed. Chains of two and three sets are ALS-XZ and ALS-XY-Wing, found before
 * this; chains are at most {@link #MAX_SETS} sets long, and of the chains with the same eliminations
 * the shortest is kept.
 */
final class AlmostLockedSetChains {

    /** The longest chain, in sets: longer ones are hard to follow and seldom remove more. */
    static final int MAX_SETS = 8;
    /** Chains of fewer sets are the wings and ALS-XZ. */
    private static final int MIN_SETS = 4;
    private static final String NAMES = "ABCDEFGH";

    private AlmostLockedSetChains() {
    }

    static final TechniqueFinder ALS_XY_CHAIN = new StoppableFinder() {
        @Override
        public Technique technique() {
            return Technique.ALS_XY_CHAIN;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            AlmostLockedSetLinks links = AlmostLockedSetLinks.of(grid);
            // Keyed by what a chain removes, so that the shortest chain of each elimination is kept.
            Map<List<Candidate>, Chain> found = new LinkedHashMap<>();
            Walk walk = new Walk(links);
            int[] ends = new int[links.size()];
            for (int start = 0; start < links.size(); start++) {
                deadline.check();
                AlmostLockedSet first = links.set(start);
                for (int z = 1; z <= 9; z++) {
                    if ((first.digits() & DigitSet.bit(z)) != 0) {
                        long[] targets = first.seenWholeHolding(grid, z);
                        int endCount = targets[0] != 0 || targets[1] != 0 ? ends(links, start, z, targets, ends) : 0;
                        if (endCount > 0) {
                            walk.from(grid, start, z, ends, endCount, found);
                        }
                    }
                }
            }
            return found.values().stream().map(Chain::step).toList();
        }
    };

    /**
     * The sets other than {@code start} that hold z with every place of it seen by one of {@code targets},
     * ascending, written into {@code ends}; returns how many.
     */
    private static int ends(AlmostLockedSetLinks links, int start, int z, long[] targets, int[] ends) {
        int count = 0;
        int bit = DigitSet.bit(z);
        for (int end = 0; end < links.size(); end++) {
            AlmostLockedSet set = links.set(end);
            if (end != start && (set.digits() & bit) != 0 && set.isSeenWholeByAnyOf(targets, z)) {
                ends[count++] = end;
            }
        }
        return count;
    }

    /**
     * The chains from a start lacking z, one breadth-first walk after another over the same links: state
     * {@code 9 * set + digit - 1} is "the set lacks the digit". A set lacks exactly one of its digits, so
     * it holds every other one, each link digit to a next set among them, and that set lacks it. The
     * walk is {@link Chains#shortestWalks}'s, with its arrays kept between starts (most walks reach a
     * small part of the states, and clearing only those is what makes many walks cheap).
     */
    private static final class Walk {
        private final AlmostLockedSetLinks links;
        private final int[] parent;
        private final int[] depth;
        private final int[] queue;

        Walk(AlmostLockedSetLinks links) {
            this.links = links;
            int states = 9 * links.size();
            parent = new int[states];
            depth = new int[states];
            queue = new int[states];
            Arrays.fill(parent, -1);
        }

        void from(CandidateGrid grid, int start, int z, int[] ends, int endCount, Map<List<Candidate>, Chain> found) {
            int reached = search(9 * start + z - 1, MAX_SETS - 1);
            for (int e = 0; e < endCount; e++) {
                for (int lacked = 0; lacked < 9; lacked++) {
                    int state = 9 * ends[e] + lacked;
                    if (parent[state] >= 0 && lacked + 1 != z) {
                        List<Integer> walk = Chains.walkTo(parent, state);
                        if (walk.size() >= MIN_SETS) {
                            record(grid, links, walk, found);
                        }
                    }
                }
            }
            for (int i = 0; i < reached; i++) {
                parent[queue[i]] = -1;
            }
        }

        /** The walk from {@code first}: fills {@code parent} for the states reached, returns how many. */
        private int search(int first, int maxSteps) {
            parent[first] = first;
            depth[first] = 0;
            queue[0] = first;
            int tail = 1;
            for (int head = 0; head < tail; head++) {
                int state = queue[head];
                if (depth[state] == maxSteps) {
                    continue;
                }
                int[] linked = links.linked(state / 9);
                int[] commons = links.commons(state / 9);
                int lackedBit = DigitSet.bit(state % 9 + 1);
                for (int k = 0; k < linked.length; k++) {
                    int held = commons[k] & ~lackedBit;
                    for (int x = 0; x < 9; x++) {
                        int next = 9 * linked[k] + x;
                        if ((held & (1 << x)) != 0 && parent[next] < 0) {
                            parent[next] = state;
                            depth[next] = depth[state] + 1;
                            queue[tail++] = next;
                        }
                    }
                }
            }
            return tail;
        }
    }

    private static void record(CandidateGrid grid, AlmostLockedSetLinks links, List<Integer> states,
            Map<List<Candidate>, Chain> found) {
        AlmostLockedSet[] sets = new AlmostLockedSet[states.size()];
        StringBuilder chain = new StringBuilder("ALS-XY-Chain: ");
        for (int i = 0; i < sets.length; i++) {
            sets[i] = links.set(states.get(i) / 9);
            if (i > 0) {
                chain.append(" -").append(states.get(i) % 9 + 1).append("- ");
            }
            chain.append(NAMES.charAt(i)).append(" = ").append(sets[i].describe());
        }
        // The chain holds for every z of both end sets but the first and last links' digits, not only the
        // one it was found from: the first set lacking z holds the first link's digit, and on as before.
        AlmostLockedSet first = sets[0];
        AlmostLockedSet last = sets[sets.length - 1];
        int zs = first.digits() & last.digits() & ~DigitSet.bit(states.get(1) % 9 + 1)
                & ~DigitSet.bit(states.get(states.size() - 1) % 9 + 1);
        StepBuilder step = AlmostLockedSets.builder(Technique.ALS_XY_CHAIN, sets);
        int removing = 0;
        for (int d = 1; d <= 9; d++) {
            if ((zs & DigitSet.bit(d)) != 0 && first.mayShareSeersWith(last, d)) {
                CellSet removed = AlmostLockedSet.seeingAll(grid, d, first, last);
                int digit = d;
                removed.forEach(t -> step.eliminate(t, digit));
                removing |= removed.isEmpty() ? 0 : DigitSet.bit(d);
            }
        }
        Step<Technique> built = step.build(chain + ", Z = " + Wording.digits(removing));
        Chain before = found.get(built.eliminations());
        if (before == null || before.sets() > sets.length) {
            found.put(built.eliminations(), new Chain(built, sets.length));
        }
    }

    /** A chain's step and how many sets it joins. */
    private record Chain(Step<Technique> step, int sets) {
    }
}
