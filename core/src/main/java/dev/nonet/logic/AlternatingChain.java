package dev.nonet.logic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * One alternating chain in a {@link LinkGraph}: its nodes, from the first (assumed false) over strong
 * and weak links in turn to the last (then true), and what it proves. Candidates are handled as bit sets
 * over candidate numbers ({@code side * cell + digit - 1}).
 */
final class AlternatingChain {

    private final LinkGraph graph;
    private final List<Integer> nodes;

    private AlternatingChain(LinkGraph graph, List<Integer> nodes) {
        this.graph = graph;
        this.nodes = nodes;
    }

    /** The chains of one breadth-first search from a node assumed false ({@link Chains#shortestWalks}). */
    record Search(LinkGraph graph, int[] parent) {

        /** Whether the search reached {@code end} being true. */
        boolean reaches(int end) {
            return parent[2 * end + 1] >= 0;
        }

        /** The shortest chain found to {@code end} being true, if any. */
        Optional<AlternatingChain> to(int end) {
            if (!reaches(end)) {
                return Optional.empty();
            }
            List<Integer> nodes = new ArrayList<>();
            Chains.walkTo(parent, 2 * end + 1).forEach(state -> nodes.add(state / 2));
            return Optional.of(new AlternatingChain(graph, nodes));
        }
    }

    int size() {
        return nodes.size();
    }

    int first() {
        return nodes.get(0);
    }

    /** Whether a node is a group or a set's digit: a grouped chain. */
    boolean hasGroupOrAls() {
        return nodes.stream().anyMatch(n -> !graph.isCandidate(n));
    }

    /** Whether every node holds the same digit: an X-Chain. */
    boolean isOnOneDigit() {
        return nodes.stream().allMatch(n -> graph.digit(n) == graph.digit(first()));
    }

    /** Whether every strong link lies in a cell and every weak link joins one digit in two cells: an XY-Chain. */
    boolean isOfBivalueCells() {
        for (int i = 0; i + 1 < nodes.size(); i++) {
            int a = nodes.get(i);
            int b = nodes.get(i + 1);
            boolean sameCell = graph.isCandidate(a) && graph.isCandidate(b) && graph.cell(a) == graph.cell(b);
            if (i % 2 == 0 ? !sameCell : graph.digit(a) != graph.digit(b)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The chain in Eureka notation: {@code (7)r2c3=(7)r2c8-(7)r5c8=(3)r5c8}; the strong link between
     * two digits of a set is written as one node, {@code -(5=8)r1c239-}.
     */
    String text() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < nodes.size(); i++) {
            if (i > 0) {
                text.append(i % 2 == 1 ? "=" : "-");
            }
            int node = nodes.get(i);
            if (i % 2 == 0 && i + 1 < nodes.size() && graph.isSameAls(node, nodes.get(i + 1))) {
                text.append(graph.alsText(node, nodes.get(++i)));
            } else {
                text.append(graph.text(node));
            }
        }
        return text.toString();
    }

    /** The chain closed by a weak link back to its first node: {@code (4)r3c2=...=(7)r3c2-(4)r3c2}. */
    String loopText() {
        return text() + "-" + graph.text(first());
    }

    /**
     * Adds the chain's cells, in order and each once, to {@code step} as its pattern, and its links when
     * every node is a candidate (a group or a set's digit is no {@link Candidate}).
     */
    StepBuilder pattern(StepBuilder step) {
        if (!hasGroupOrAls()) {
            for (int i = 0; i + 1 < nodes.size(); i++) {
                link(step, nodes.get(i), nodes.get(i + 1), i % 2 == 0);
            }
        }
        List<Integer> cells = new ArrayList<>();
        for (int node : nodes) {
            for (int cell : graph.cells(node)) {
                if (!cells.contains(cell)) {
                    cells.add(cell);
                    step.cell(cell);
                }
            }
        }
        return step;
    }

    /** Adds the weak link that closes the chain into a loop, from its last node back to its first, to {@code step}. */
    StepBuilder closingLink(StepBuilder step) {
        if (!hasGroupOrAls()) {
            link(step, nodes.get(nodes.size() - 1), first(), false);
        }
        return step;
    }

    private void link(StepBuilder step, int from, int to, boolean strong) {
        step.link(graph.cell(from), graph.digit(from), graph.cell(to), graph.digit(to), strong);
    }

    /** The candidates weakly linked to both ends: one end is true, so they are false. */
    long[] endEliminations() {
        return graph.weakToBoth(first(), nodes.get(nodes.size() - 1));
    }

    /**
     * Closed by a weak link from the last node to the first, the chain is a loop in which exactly one
     * node of each link is true: the candidates weakly linked to both nodes of any link are false. Where
     * the link is between two digits of a set, the set lacks one of the two and so holds all its others,
     * which remove what they are weakly linked to.
     */
    long[] loopEliminations() {
        long[] union = graph.weakToBoth(nodes.get(nodes.size() - 1), first());
        for (int i = 0; i + 1 < nodes.size(); i++) {
            int a = nodes.get(i);
            int b = nodes.get(i + 1);
            addAll(union, graph.weakToBoth(a, b));
            if (graph.isSameAls(a, b)) {
                addAll(union, graph.weakToSetWithout(a, b));
            }
        }
        return union;
    }

    private static void addAll(long[] set, long[] more) {
        for (int w = 0; w < set.length; w++) {
            set[w] |= more[w];
        }
    }

    /** Whether {@code set} holds every candidate of {@code subset}. */
    static boolean containsAll(long[] set, long[] subset) {
        for (int w = 0; w < set.length; w++) {
            if ((subset[w] & ~set[w]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Adds the candidates of {@code set} to {@code step} as eliminations, by digit and then cell. */
    void eliminateAll(StepBuilder step, long[] set) {
        List<Integer> candidates = new ArrayList<>();
        for (int w = 0; w < set.length; w++) {
            for (long bits = set[w]; bits != 0; bits &= bits - 1) {
                candidates.add(64 * w + Long.numberOfTrailingZeros(bits));
            }
        }
        int side = graph.geometry().side;
        // Candidate numbers go by cell, then digit.
        candidates.sort(Comparator.comparingInt((Integer c) -> c % side).thenComparingInt(c -> c / side));
        candidates.forEach(c -> step.eliminate(c / side, c % side + 1));
    }
}
