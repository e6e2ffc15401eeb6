package dev.nonet.logic;

import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.limit.Deadline;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * ALS-XY-Chain: almost locked sets A, B, C, ... joined one to the next by restricted common digits
 * (see {@link AlmostLockedSets}), each link's digit other than the one before it. Suppose A lacks a
 * digit z: then it holds every other digit, the first link's among them, so B lacks that one and holds
 * the second link's digit, and so on to the last set, which lacks the last link's digit and so holds
 * z. So z lies in the first set or the last: it goes from every cell that sees all of z's places in
 * both.
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
        public List<Step> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            AlmostLockedSetLinks links = AlmostLockedSetLinks.of(grid);
            // Keyed by what a chain removes, so that the shortest chain of each elimination is kept.
            Map<List<Candidate>, Chain> found = new LinkedHashMap<>();
            for (int start = 0; start < links.size(); start++) {
                deadline.check();
                AlmostLockedSet first = links.set(start);
                for (int z = 1; z <= 9; z++) {
                    if ((first.digits() & DigitSet.bit(z)) != 0) {
                        long[] targets = first.seenWholeHolding(grid, z);
                        int[] ends = targets[0] != 0 || targets[1] != 0 ? ends(links, start, z, targets) : new int[0];
                        if (ends.length > 0) {
                            walk(grid, links, start, z, ends, found);
                        }
                    }
                }
            }
            return found.values().stream().map(Chain::step).toList();
        }
    };

    /** The sets other than {@code start} that hold z with every place of it seen by one of {@code targets}. */
    private static int[] ends(AlmostLockedSetLinks links, int start, int z, long[] targets) {
        return IntStream.range(0, links.size()).filter(end -> end != start
                && (links.set(end).digits() & DigitSet.bit(z)) != 0 && links.set(end).isSeenWholeByAnyOf(targets, z))
                .toArray();
    }

    /**
     * The chains from {@code start} lacking {@code z}: state {@code 9 * set + digit - 1} is "the set
     * lacks the digit". A set lacks exactly one of its digits, so it holds every other one, each link
     * digit to a next set among them, and that set lacks it.
     */
    private static void walk(CandidateGrid grid, AlmostLockedSetLinks links, int start, int z, int[] ends,
            Map<List<Candidate>, Chain> found) {
        int[] parent = Chains.shortestWalks(9 * start + z - 1, 9 * links.size(), MAX_SETS - 1, (state, next) -> {
            int[] linked = links.linked(state / 9);
            int[] commons = links.commons(state / 9);
            for (int k = 0; k < linked.length; k++) {
                int held = commons[k] & ~DigitSet.bit(state % 9 + 1);
                for (int x = 0; x < 9; x++) {
                    if ((held & (1 << x)) != 0) {
                        next.accept(9 * linked[k] + x);
                    }
                }
            }
        });
        for (int end : ends) {
            for (int lacked = 0; lacked < 9; lacked++) {
                int state = 9 * end + lacked;
                if (parent[state] >= 0 && lacked + 1 != z) {
                    List<Integer> walk = Chains.walkTo(parent, state);
                    if (walk.size() >= MIN_SETS) {
                        record(grid, links, walk, z, found);
                    }
                }
            }
        }
    }

    private static void record(CandidateGrid grid, AlmostLockedSetLinks links, List<Integer> states, int z,
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
        CellSet removed = AlmostLockedSet.seeingAll(grid, z, sets[0], sets[sets.length - 1]);
        StepBuilder step = AlmostLockedSets.builder(Technique.ALS_XY_CHAIN, sets);
        removed.forEach(t -> step.eliminate(t, z));
        Step built = step.build(chain + ", Z = " + z);
        Chain before = found.get(built.eliminations());
        if (before == null || before.sets() > sets.length) {
            found.put(built.eliminations(), new Chain(built, sets.length));
        }
    }

    /** A chain's step and how many sets it joins. */
    private record Chain(Step step, int sets) {
    }
}
