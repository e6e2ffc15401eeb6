package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.StrongLinks.Conjugate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Chains of implications that start from "the first cell does not hold z" and end at "the last cell
 * holds z": either way one of the two ends holds z, so every cell seeing both loses it.
 * <ul>
 * <li>X-Chain: one digit, alternating strong links (one of two cells holds it) and weak links (two
 * cells that see each other cannot both);</li>
 * <li>XY-Chain: bivalue cells that see each other, each forcing its other digit on the next.</li>
 * </ul>
 * Each pair of ends is reported once, through its shortest chain, and only when that chain is longer
 * than the named patterns: at least three strong links (shorter ones are the Skyscraper, Kite and
 * Turbot Fish) or four cells (three are an XY-Wing). Chains are capped so that a person can follow
 * them. A chain may pass a cell twice; each implication still holds, so the conclusion does.
 *
 * <p>Both reason about cells that see each other and strong links in any house, so they hold on every
 * layout. Off classic 9x9, where the single-digit patterns are not looked for, an X-Chain of two strong
 * links (a Turbot Fish in all but name) is reported too.
 */
final class Chains {

    private Chains() {
    }

    /**
     * The most strong links an X-Chain may have: as many nodes as an AIC's longest, which leaves chains
     * on one digit to it ({@link AlternatingChains#MAX_NODES}).
     */
    static final int MAX_X_CHAIN_LINKS = AlternatingChains.MAX_NODES / 2;
    /** The most cells an XY-Chain may have: as many nodes (two a cell) as an AIC's longest. */
    static final int MAX_XY_CHAIN_CELLS = AlternatingChains.MAX_NODES / 2;

    /** The transitions of an implication graph: calls {@code next} for each state that {@code state} implies. */
    interface Implications {
        void forEachImplied(int state, IntConsumer next);
    }

    /**
     * Breadth-first search from {@code start}: the parent of each state on a shortest walk (the start
     * its own parent, -1 where unreached), stopping at {@code maxSteps} steps.
     */
    static int[] shortestWalks(int start, int stateCount, int maxSteps, Implications implications) {
        int[] parent = new int[stateCount];
        int[] depth = new int[stateCount];
        Arrays.fill(parent, -1);
        parent[start] = start;
        // Each state joins the queue at most once, so an array of all states holds it.
        int[] queue = new int[stateCount];
        int[] tail = {1};
        queue[0] = start;
        for (int head = 0; head < tail[0]; head++) {
            int state = queue[head];
            if (depth[state] == maxSteps) {
                continue;
            }
            implications.forEachImplied(state, next -> {
                if (parent[next] < 0) {
                    parent[next] = state;
                    depth[next] = depth[state] + 1;
                    queue[tail[0]++] = next;
                }
            });
        }
        return parent;
    }

    /** The states of the walk from the start to {@code end}, in order. */
    static List<Integer> walkTo(int[] parent, int end) {
        List<Integer> walk = new ArrayList<>();
        for (int state = end; ; state = parent[state]) {
            walk.add(0, state);
            if (parent[state] == state) {
                return walk;
            }
        }
    }

    /**
     * One digit's chain. A state is a cell and whether it holds the digit ({@code 2 * cell + 1}) or
     * not ({@code 2 * cell}), given that the start does not.
     */
    static final TechniqueFinder X_CHAIN = new StoppableFinder() {
        @Override
        public Technique technique() {
            return Technique.X_CHAIN;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            int cellCount = geometry.cellCount;
            for (int digit = 1; digit <= geometry.side; digit++) {
                deadline.check();
                int bit = DigitSet.bit(digit);
                List<List<Integer>> partners = new ArrayList<>();
                for (int c = 0; c < cellCount; c++) {
                    partners.add(new ArrayList<>());
                }
                for (Conjugate link : StrongLinks.of(grid, digit)) {
                    partners.get(link.a()).add(link.b());
                    partners.get(link.b()).add(link.a());
                }
                Implications implications = (state, next) -> {
                    int cell = state / 2;
                    if (state % 2 == 0) {
                        partners.get(cell).forEach(p -> next.accept(2 * p + 1));
                    } else {
                        for (int peer : geometry.peers[cell]) {
                            if ((grid.candidatesAt(peer) & bit) != 0) {
                                next.accept(2 * peer);
                            }
                        }
                    }
                };
                for (int start = 0; start < cellCount; start++) {
                    if (partners.get(start).isEmpty()) {
                        continue;
                    }
                    int[] parent = shortestWalks(2 * start, 2 * cellCount, 2 * MAX_X_CHAIN_LINKS - 1, implications);
                    for (int end = start + 1; end < cellCount; end++) {
                        if (parent[2 * end + 1] >= 0) {
                            addXChain(grid, digit, walkTo(parent, 2 * end + 1), steps);
                        }
                    }
                }
            }
            return steps;
        }
    };

    private static void addXChain(CandidateGrid grid, int digit, List<Integer> walk, List<Step<Technique>> steps) {
        int strongLinks = walk.size() / 2;
        int start = walk.get(0) / 2;
        int end = walk.get(walk.size() - 1) / 2;
        CellSet targets = CommonPeers.holding(grid, digit, start, end);
        int fewestLinks = grid.geometry().classic ? 3 : 2;
        if (strongLinks < fewestLinks || targets.isEmpty()) {
            return;
        }
        Geometry geometry = grid.geometry();
        StepBuilder step = new StepBuilder(Technique.X_CHAIN, geometry);
        StringBuilder chain = new StringBuilder();
        for (int i = 0; i < walk.size(); i++) {
            int cell = walk.get(i) / 2;
            step.cell(cell);
            chain.append(i == 0 ? "" : i % 2 == 1 ? "=" : "-").append(geometry.cell(cell));
            if (i > 0) {
                step.link(walk.get(i - 1) / 2, digit, cell, digit, i % 2 == 1);
            }
        }
        targets.forEach(t -> step.eliminate(t, digit));
        steps.add(step.build("X-Chain on " + Wording.digit(digit) + ": " + chain));
    }

    /**
     * Bivalue cells, each forcing its other digit on the next. A state is a cell and the digit it
     * holds ({@code side * cell + digit - 1}), given that the start does not hold z.
     */
    static final TechniqueFinder XY_CHAIN = new StoppableFinder() {
        @Override
        public Technique technique() {
            return Technique.XY_CHAIN;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            Geometry geometry = grid.geometry();
            int side = geometry.side;
            int cellCount = geometry.cellCount;
            Implications implications = (state, next) -> {
                int cell = state / side;
                int bit = 1 << (state % side);
                for (int peer : geometry.peers[cell]) {
                    int marks = grid.candidatesAt(peer);
                    if (Integer.bitCount(marks) == 2 && (marks & bit) != 0) {
                        next.accept(side * peer + Integer.numberOfTrailingZeros(marks & ~bit));
                    }
                }
            };
            List<Step<Technique>> steps = new ArrayList<>();
            for (int start = 0; start < cellCount; start++) {
                int marks = grid.candidatesAt(start);
                if (Integer.bitCount(marks) != 2) {
                    continue;
                }
                deadline.check();
                for (int z = 1; z <= side; z++) {
                    int zBit = DigitSet.bit(z);
                    if ((marks & zBit) == 0) {
                        continue;
                    }
                    // Not z, the start holds its other digit.
                    int first = side * start + Integer.numberOfTrailingZeros(marks & ~zBit);
                    int[] parent = shortestWalks(first, side * cellCount, MAX_XY_CHAIN_CELLS - 1, implications);
                    for (int end = start + 1; end < cellCount; end++) {
                        if (parent[side * end + z - 1] >= 0) {
                            addXyChain(grid, z, walkTo(parent, side * end + z - 1), steps);
                        }
                    }
                }
            }
            return steps;
        }
    };

    private static void addXyChain(CandidateGrid grid, int z, List<Integer> walk, List<Step<Technique>> steps) {
        Geometry geometry = grid.geometry();
        int side = geometry.side;
        int start = walk.get(0) / side;
        int end = walk.get(walk.size() - 1) / side;
        CellSet targets = CommonPeers.holding(grid, z, start, end);
        if (walk.size() < 4 || targets.isEmpty()) {
            return;
        }
        StepBuilder step = new StepBuilder(Technique.XY_CHAIN, geometry);
        StringBuilder chain = new StringBuilder();
        int previous = -1;
        for (int state : walk) {
            int cell = state / side;
            int holds = state % side + 1;
            int other = Integer.numberOfTrailingZeros(grid.candidatesAt(cell) & ~DigitSet.bit(holds)) + 1;
            step.cell(cell);
            // The weak link from the cell before (its digit here is this cell's other), then the cell's strong one.
            if (previous >= 0) {
                step.link(previous / side, other, cell, other, false);
            }
            step.link(cell, other, cell, holds, true);
            previous = state;
            chain.append(chain.length() == 0 ? "" : "-").append('(').append(Wording.digit(other)).append('=').append(Wording.digit(holds)).append(')')
                    .append(geometry.cell(cell));
        }
        targets.forEach(t -> step.eliminate(t, z));
        steps.add(step.build("XY-Chain on " + Wording.digit(z) + ": " + chain));
    }
}
