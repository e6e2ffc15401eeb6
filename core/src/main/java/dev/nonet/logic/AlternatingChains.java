package dev.nonet.logic;

import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Alternating inference chains (AIC) and nice loops over the {@link LinkGraph} of a position: nodes
 * joined by links that are strong ({@code =}, at least one true) and weak ({@code -}, at most one true)
 * in turn. A chain that starts and ends with a strong link, {@code A=B-C=D}, proves that A or D is true.
 * <ul>
 * <li>AIC: every candidate weakly linked to both ends is false. With one digit at both ends it leaves
 * the cells that see both; with two digits in cells that see each other, each end's cell loses the
 * other end's digit.</li>
 * <li>Continuous nice loop: a chain whose ends are also weakly linked closes into a loop in which
 * every link holds both ways, so whatever is weakly linked to both nodes of any of its links is
 * false.</li>
 * <li>Discontinuous nice loop: a chain from a candidate back to itself, {@code A=...=A}, shows that
 * without A the position would need A, so A is placed. (A loop {@code A-...-A}, two weak links at
 * A, removes A: that is the AIC between A's two neighbours, so the AIC reports it.)</li>
 * </ul>
 * The grouped forms also use groups, a digit's two or three places where a box meets a line, and the
 * digits of almost locked sets ({@link AlsNodes}), and report only chains that do; they are for classic
 * 9x9, the plain forms for every layout. The plain AIC leaves chains on one digit to the X-Chain and
 * chains of bivalue cells to the XY-Chain. Chains have at most {@link #MAX_NODES} nodes; each result is
 * reported once, through the shortest chain found for it, and shorter chains come first. A chain may
 * pass a node twice; each inference still holds, so the conclusion does.
 *
 * <p>A search starts from every candidate and group, not from a set's digit: each chain is found from
 * its smaller end, the sets' digits are numbered last, so only chains with a set at both ends are left
 * out (those are ALS chains, not AICs).
 */
final class AlternatingChains {

    private AlternatingChains() {
    }

    /**
     * The most nodes a chain may have, so that a person can still follow it: HoDoKu's longest chains
     * have 20 (19 links). The search is breadth-first, so the bound only cuts what no shorter chain gives.
     */
    static final int MAX_NODES = 24;

    static final TechniqueFinder AIC = new Finder(Technique.AIC, false, false);
    static final TechniqueFinder NICE_LOOP = new Finder(Technique.NICE_LOOP, false, true);
    static final TechniqueFinder GROUPED_AIC = new Finder(Technique.GROUPED_AIC, true, false);
    static final TechniqueFinder GROUPED_NICE_LOOP = new Finder(Technique.GROUPED_NICE_LOOP, true, true);

    /**
     * Searches from each node assumed false: state {@code 2 * node} is "node false", {@code 2 * node + 1}
     * "node true"; a false node makes its strong partners true, a true one its weak partners false.
     */
    private record Finder(Technique technique, boolean grouped, boolean loops) implements StoppableFinder {

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            LinkGraph graph = LinkGraph.of(grid, grouped);
            Chains.Implications implications = (state, next) -> {
                if (state % 2 == 0) {
                    for (int partner : graph.strongPartners(state / 2)) {
                        next.accept(2 * partner + 1);
                    }
                } else {
                    for (int partner : graph.weakPartners(state / 2)) {
                        next.accept(2 * partner);
                    }
                }
            };
            Results results = new Results();
            int nodes = graph.nodeCount();
            for (int start = 0; start < nodes; start++) {
                if (graph.strongPartners(start).length == 0 || graph.isAls(start)) {
                    continue;
                }
                deadline.check();
                int[] parent = Chains.shortestWalks(2 * start, 2 * nodes, MAX_NODES - 1, implications);
                AlternatingChain.Search search = new AlternatingChain.Search(graph, parent);
                if (loops) {
                    findLoops(graph, start, search, results);
                } else {
                    for (int end = start + 1; end < nodes; end++) {
                        // Most ends remove nothing: test that before building the chain.
                        if (search.reaches(end) && graph.hasWeakToBoth(start, end)) {
                            search.to(end).filter(this::isOwn).ifPresent(chain -> results.add(aic(graph, chain)));
                        }
                    }
                }
            }
            return results.steps();
        }

        private void findLoops(LinkGraph graph, int start, AlternatingChain.Search search, Results results) {
            if (graph.isCandidate(start)) {
                search.to(start).filter(c -> !grouped || c.hasGroupOrAls())
                        .ifPresent(chain -> results.add(discontinuous(graph, chain)));
            }
            for (int end : graph.weakPartners(start)) {
                search.to(end).filter(c -> c.size() >= 4 && (!grouped || c.hasGroupOrAls()))
                        .ifPresent(chain -> results.add(continuous(graph, chain)));
            }
        }

        /** Whether the chain is this finder's rather than a simpler technique's. */
        private boolean isOwn(AlternatingChain chain) {
            return grouped ? chain.hasGroupOrAls() : !chain.isOnOneDigit() && !chain.isOfBivalueCells();
        }

        private Found aic(LinkGraph graph, AlternatingChain chain) {
            long[] removed = chain.endEliminations();
            return new Found(new Effect(-1, removed), chain.size(), () -> {
                StepBuilder step = chain.pattern(new StepBuilder(technique, graph.geometry()));
                chain.eliminateAll(step, removed);
                return step.build(technique.displayName() + ": " + chain.text());
            });
        }

        private Found continuous(LinkGraph graph, AlternatingChain chain) {
            long[] loop = chain.loopEliminations();
            // What the ends alone remove is the AIC's; the loop counts only for what it adds.
            if (AlternatingChain.containsAll(chain.endEliminations(), loop)) {
                return null;
            }
            return new Found(new Effect(-1, loop), chain.size(), () -> {
                StepBuilder step = chain.closingLink(chain.pattern(new StepBuilder(technique, graph.geometry())));
                chain.eliminateAll(step, loop);
                return step.build(prefix() + "Continuous Nice Loop: " + chain.loopText());
            });
        }

        private Found discontinuous(LinkGraph graph, AlternatingChain chain) {
            int node = chain.first();
            int cell = graph.cell(node);
            int digit = graph.digit(node);
            return new Found(new Effect(node, new long[0]), chain.size(), () -> chain.pattern(new StepBuilder(technique,
                    graph.geometry())).place(cell, digit).build(prefix() + "Discontinuous Nice Loop: " + chain.text() + ": "
                    + graph.geometry().cell(cell) + " = " + Wording.digit(digit)));
        }

        private String prefix() {
            return grouped ? "Grouped " : "";
        }
    }

    /** What a step does: the candidate node it places (or -1) and the candidates it removes, as a bit set. */
    private record Effect(int placed, long[] removed) {
        boolean isNone() {
            return placed < 0 && Arrays.stream(removed).allMatch(word -> word == 0);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Effect other && placed == other.placed && Arrays.equals(removed, other.removed);
        }

        @Override
        public int hashCode() {
            return 31 * placed + Arrays.hashCode(removed);
        }
    }

    /** A step found, written out only if its chain is the shortest for its effect. */
    private record Found(Effect effect, int length, Supplier<Step<Technique>> step) {
    }

    /** The steps found, one per effect (the shortest chain wins), shortest chains first. */
    private static final class Results {
        private final Map<Effect, Found> byEffect = new LinkedHashMap<>();

        void add(Found found) {
            if (found == null || found.effect().isNone()) {
                return;
            }
            Found known = byEffect.get(found.effect());
            if (known == null || found.length() < known.length()) {
                byEffect.put(found.effect(), found);
            }
        }

        List<Step<Technique>> steps() {
            List<Found> found = new ArrayList<>(byEffect.values());
            found.sort(Comparator.comparingInt(Found::length));
            List<Step<Technique>> steps = new ArrayList<>();
            found.forEach(f -> steps.add(f.step().get()));
            return steps;
        }
    }
}
