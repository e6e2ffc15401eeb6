package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.logic.StrongLinks.Conjugate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Colouring: cells joined so that neighbours must differ are split into two colours, one of which is
 * all true. A cell that sees both colours then loses what they share.
 * <ul>
 * <li>Simple Colouring: one digit's strong links; a cell seeing both colours loses the digit (a
 * trap), and a colour with two cells that see each other is false throughout (a wrap);</li>
 * <li>Remote Pair: bivalue cells with the same pair that see each other along a chain; a cell
 * seeing both colours loses both digits.</li>
 * </ul>
 * {@link MultiColouring} joins two clusters of one digit.
 * A single link or pair is left to the simpler techniques: clusters start at three cells for
 * colouring and four for remote pairs. A colouring trap takes two cells of different colours that do
 * not see each other, or that see each other without being a strong link (their house holds the
 * digit three or more times, and its other candidates go); two that are a strong link make the
 * elimination a pointing or claiming, found earlier. A remote pair's trap takes only two cells that do
 * not see each other: two that do are a naked pair. Both reason about cells that see each other,
 * whatever houses make them peers, so they hold on every layout.
 */
final class Colouring {

    private Colouring() {
    }

    /**
     * A connected part of a graph, two-coloured so that neighbours differ.
     *
     * @param geometry the layout's geometry, for naming cells
     * @param colours  the colour (0 or 1) of each cell index, -1 for cells outside
     * @param cells    its cells, ascending
     */
    record Cluster(Geometry geometry, int[] colours, List<Integer> cells) {

        boolean contains(int cell) {
            return colours[cell] >= 0;
        }

        List<Integer> coloured(int colour) {
            return cells.stream().filter(c -> colours[c] == colour).toList();
        }

        /** {@code r1c1, r4c5 | r1c4, r4c2}: the two colours. */
        String text() {
            return Wording.cells(geometry, coloured(0)) + " | " + Wording.cells(geometry, coloured(1));
        }
    }

    /**
     * The connected parts of the graph with {@code edges} (pairs of cells); those with an odd cycle,
     * which no solution allows, are left out.
     */
    static List<Cluster> clusters(Geometry geometry, List<int[]> edges) {
        if (edges.isEmpty()) {
            return List.of();
        }
        int cellCount = geometry.cellCount;
        boolean[] seen = new boolean[cellCount];
        List<Cluster> clusters = new ArrayList<>();
        for (int start = 0; start < cellCount; start++) {
            if (seen[start] || !touches(edges, start)) {
                continue;
            }
            int[] colours = new int[cellCount];
            Arrays.fill(colours, -1);
            boolean twoColoured = true;
            Deque<Integer> queue = new ArrayDeque<>(List.of(start));
            colours[start] = 0;
            seen[start] = true;
            while (!queue.isEmpty()) {
                int cell = queue.poll();
                // Scanning every edge is quicker than building adjacency lists for the few cells linked.
                for (int[] edge : edges) {
                    if (edge[0] != cell && edge[1] != cell) {
                        continue;
                    }
                    int next = edge[0] == cell ? edge[1] : edge[0];
                    if (colours[next] < 0) {
                        colours[next] = 1 - colours[cell];
                        seen[next] = true;
                        queue.add(next);
                    } else if (colours[next] == colours[cell]) {
                        twoColoured = false;
                    }
                }
            }
            if (twoColoured) {
                List<Integer> cells = new ArrayList<>();
                for (int c = 0; c < cellCount; c++) {
                    if (colours[c] >= 0) {
                        cells.add(c);
                    }
                }
                clusters.add(new Cluster(geometry, colours, cells));
            }
        }
        return clusters;
    }

    /** The clusters of {@code digit}'s strong links, single links included. */
    static List<Cluster> clustersOf(CandidateGrid grid, int digit) {
        List<int[]> edges = new ArrayList<>();
        for (Conjugate link : StrongLinks.of(grid, digit)) {
            edges.add(new int[] {link.a(), link.b()});
        }
        return clusters(grid.geometry(), edges);
    }

    private static boolean touches(List<int[]> edges, int cell) {
        for (int[] edge : edges) {
            if (edge[0] == cell || edge[1] == cell) {
                return true;
            }
        }
        return false;
    }

    /** Each digit's clusters of strong links: a wrap if one colour sees itself, else a trap if a cell sees both. */
    static final TechniqueFinder SIMPLE_COLOURING = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.SIMPLE_COLOURING;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            for (int digit = 1; digit <= geometry.side; digit++) {
                for (Cluster cluster : clustersOf(grid, digit)) {
                    if (cluster.cells().size() >= 3) {
                        addColouring(grid, digit, cluster, steps);
                    }
                }
            }
            return steps;
        }
    };

    private static void addColouring(CandidateGrid grid, int digit, Cluster cluster, List<Step<Technique>> steps) {
        Geometry geometry = grid.geometry();
        StepBuilder step = new StepBuilder(Technique.SIMPLE_COLOURING, geometry);
        cluster.cells().forEach(step::cell);
        for (int colour = 0; colour < 2; colour++) {
            int[] clash = clash(geometry, cluster.coloured(colour));
            if (clash != null) {
                cluster.coloured(colour).forEach(c -> step.eliminate(c, digit));
                steps.add(linked(grid, digit, cluster, step).build("Simple Colouring on " + Wording.digit(digit) + ": " + cluster.text() + "; "
                        + geometry.cell(clash[0]) + " and " + geometry.cell(clash[1]) + " share a colour and see each other"));
                return;
            }
        }
        for (int cell = 0; cell < geometry.cellCount; cell++) {
            if (!cluster.contains(cell) && (grid.candidatesAt(cell) & DigitSet.bit(digit)) != 0
                    && seesUnlinkedOpposites(grid, digit, cluster, cell)) {
                step.eliminate(cell, digit);
            }
        }
        if (step.hasEffect()) {
            steps.add(linked(grid, digit, cluster, step).build("Simple Colouring on " + Wording.digit(digit) + ": " + cluster.text()));
        }
    }

    /**
     * Adds the cluster's strong links on {@code digit} to {@code step}, the lower cell first: what joins its
     * cells and gives them their colours. Written only for a step found, not for each cluster tried.
     */
    private static StepBuilder linked(CandidateGrid grid, int digit, Cluster cluster, StepBuilder step) {
        List<Integer> cells = cluster.cells();
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                int u = cells.get(i);
                int v = cells.get(j);
                if (cluster.colours()[u] != cluster.colours()[v] && isStrongLink(grid, digit, u, v)) {
                    step.link(u, digit, v, digit, true);
                }
            }
        }
        return step;
    }

    /** Two of {@code cells} that see each other, or null. */
    private static int[] clash(Geometry geometry, List<Integer> cells) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                if (geometry.sees[cells.get(i)][cells.get(j)]) {
                    return new int[] {cells.get(i), cells.get(j)};
                }
            }
        }
        return null;
    }

    /** Chains of cells with one pair that see each other: the colours hold its two digits, one each. */
    static final TechniqueFinder REMOTE_PAIR = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.REMOTE_PAIR;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            List<Integer> bivalue = new ArrayList<>();
            SortedSet<Integer> pairs = new TreeSet<>();
            for (int cell = 0; cell < geometry.cellCount; cell++) {
                if (Integer.bitCount(grid.candidatesAt(cell)) == 2) {
                    bivalue.add(cell);
                    pairs.add(grid.candidatesAt(cell));
                }
            }
            for (int pair : pairs) {
                List<int[]> edges = new ArrayList<>();
                for (int i = 0; i < bivalue.size(); i++) {
                    for (int j = i + 1; j < bivalue.size(); j++) {
                        int a = bivalue.get(i);
                        int b = bivalue.get(j);
                        if (grid.candidatesAt(a) == pair && grid.candidatesAt(b) == pair && geometry.sees[a][b]) {
                            edges.add(new int[] {a, b});
                        }
                    }
                }
                for (Cluster cluster : clusters(geometry, edges)) {
                    if (cluster.cells().size() >= 4) {
                        addRemotePair(grid, pair, cluster, steps);
                    }
                }
            }
            return steps;
        }
    };

    /** Removes the pair from cells that see both colours (two cells that do not see each other). */
    private static void addRemotePair(CandidateGrid grid, int pair, Cluster cluster, List<Step<Technique>> steps) {
        Geometry geometry = grid.geometry();
        List<Integer> targets = new ArrayList<>();
        for (int cell = 0; cell < geometry.cellCount; cell++) {
            if (!cluster.contains(cell) && (grid.candidatesAt(cell) & pair) != 0
                    && seesDistantOpposites(cluster, cell)) {
                targets.add(cell);
            }
        }
        if (targets.isEmpty()) {
            return;
        }
        StepBuilder step = new StepBuilder(Technique.REMOTE_PAIR, geometry);
        cluster.cells().forEach(step::cell);
        int low = Integer.numberOfTrailingZeros(pair) + 1;
        int high = 32 - Integer.numberOfLeadingZeros(pair);
        for (int digit : new int[] {low, high}) {
            for (int t : targets) {
                if ((grid.candidatesAt(t) & DigitSet.bit(digit)) != 0) {
                    step.eliminate(t, digit);
                }
            }
        }
        steps.add(step.build("Remote Pair {" + Wording.digits(pair) + "}: " + cluster.text()));
    }

    /**
     * Whether {@code cell} sees a cell of each colour, two that are no strong link on {@code digit}:
     * they do not see each other, or every house they share holds the digit elsewhere too.
     */
    private static boolean seesUnlinkedOpposites(CandidateGrid grid, int digit, Cluster cluster, int cell) {
        List<Integer> seenFirst = seenOf(cluster, cell, 0);
        List<Integer> seenSecond = seenFirst.isEmpty() ? List.of() : seenOf(cluster, cell, 1);
        for (int u : seenFirst) {
            for (int v : seenSecond) {
                if (!isStrongLink(grid, digit, u, v)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether {@code digit} has exactly the two places {@code u} and {@code v} in a house they share. */
    private static boolean isStrongLink(CandidateGrid grid, int digit, int u, int v) {
        Geometry geometry = grid.geometry();
        for (int house : geometry.cellHouses[u]) {
            for (int other : geometry.cellHouses[v]) {
                if (house == other && Integer.bitCount(grid.positions(house, digit)) == 2) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether {@code cell} sees a cell of each colour, two that do not see each other. Where the two
     * see each other, they are a naked pair, which explains the elimination more simply and comes first.
     */
    private static boolean seesDistantOpposites(Cluster cluster, int cell) {
        List<Integer> seenFirst = seenOf(cluster, cell, 0);
        List<Integer> seenSecond = seenFirst.isEmpty() ? List.of() : seenOf(cluster, cell, 1);
        for (int u : seenFirst) {
            for (int v : seenSecond) {
                if (!cluster.geometry().sees[u][v]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The cells of {@code colour} that {@code cell} sees. */
    private static List<Integer> seenOf(Cluster cluster, int cell, int colour) {
        List<Integer> seen = new ArrayList<>();
        for (int c : cluster.cells()) {
            if (cluster.colours()[c] == colour && cluster.geometry().sees[cell][c]) {
                seen.add(c);
            }
        }
        return seen;
    }
}
