package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The links between the candidates of a position, for alternating inference chains. A node is a
 * candidate or, when grouped, a group (the two or three places of a digit where a box meets a row or
 * column, true when the digit is in one of them) or a digit of an almost locked set (true when the
 * digit is in the set; {@link AlsNodes} says how those link). Two nodes are
 * <ul>
 * <li>strongly linked when at least one is true: the only two places (or groups) of a digit in a
 * house, or the only two digits of a cell;</li>
 * <li>weakly linked when at most one is true: the same digit in disjoint places that all see each
 * other, or two digits of one cell. Every strong link above is weak as well.</li>
 * </ul>
 * Candidate nodes are numbered {@code side * cell + digit - 1} (729 of them on classic 9x9); groups
 * follow, then the sets' digits. Built once per position and read only.
 *
 * <p>Candidates link the same way on every layout: peers through any house, strong links in any
 * house. Groups are made of classic 9x9's box-line segments, and the sets are found in classic 9x9's
 * houses, so a grouped graph needs classic 9x9.
 */
final class LinkGraph {

    /** Classic 9x9's tables, from its layout: groups are made of its segments alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);
    /**
     * Classic 9x9's segments, where a line meets a box: the rows' (0-26), then the columns' (27-53),
     * each line's from its start.
     */
    private static final List<Geometry.Intersection> SEGMENTS = CLASSIC.intersections.stream()
            .filter(i -> CLASSIC.isLine(i.first()) && CLASSIC.kind[i.second()] == House.Kind.BOX).toList();
    /** The segment of each cell within its row, and within its column. */
    private static final int[] ROW_SEGMENT = new int[CLASSIC.cellCount];
    private static final int[] COLUMN_SEGMENT = new int[CLASSIC.cellCount];

    static {
        for (int segment = 0; segment < SEGMENTS.size(); segment++) {
            Geometry.Intersection lineAndBox = SEGMENTS.get(segment);
            int[] ofCell = CLASSIC.kind[lineAndBox.first()] == House.Kind.ROW ? ROW_SEGMENT : COLUMN_SEGMENT;
            for (int cell : lineAndBox.shared()) {
                ofCell[cell] = segment;
            }
        }
    }

    private final Geometry geometry;
    private final int side;
    /** The first group node's number: the number of candidate nodes. */
    private final int firstGroup;
    /** The longs in a bit set over candidate numbers. */
    private final int words;

    private final List<int[]> groupCells = new ArrayList<>();
    private final List<Integer> groupDigits = new ArrayList<>();
    /** The first set digit's node, after the groups; none on a graph without groups. */
    private int firstAls;
    private AlsNodes alsNodes;
    /** The links while the graph is built; then as arrays, which the search reads many times. */
    private Adjacency strong;
    private Adjacency weak;
    private int[][] strongPartners;
    private int[][] weakPartners;
    private long[][] weakCandidates;

    private LinkGraph(Geometry geometry) {
        this.geometry = geometry;
        this.side = geometry.side;
        this.firstGroup = side * geometry.cellCount;
        this.words = (firstGroup + 63) / 64;
    }

    /**
     * The links of {@code grid}, between candidates only or with the groups too.
     *
     * @throws IllegalArgumentException for groups on a layout other than classic 9x9
     */
    static LinkGraph of(CandidateGrid grid, boolean grouped) {
        if (grouped && !grid.geometry().classic) {
            throw new IllegalArgumentException("groups are classic 9x9's box-line segments, not " + grid.layout() + "'s");
        }
        LinkGraph graph = new LinkGraph(grid.geometry());
        int[][] groupOfSegment = grouped ? graph.addGroups(grid) : null;
        graph.firstAls = graph.nodeCount();
        graph.alsNodes = grouped ? AlsNodes.of(grid, graph.firstAls) : null;
        graph.strong = new Adjacency(graph.nodeCount());
        graph.weak = new Adjacency(graph.nodeCount());
        graph.linkCandidates(grid);
        graph.linkGroups(grid);
        graph.linkHouses(grid, groupOfSegment, grouped);
        if (grouped) {
            graph.linkAlsNodes();
        }
        graph.strongPartners = graph.strong.toArrays();
        graph.weakPartners = graph.weak.toArrays();
        graph.weakCandidates = new long[graph.nodeCount()][];
        return graph;
    }

    /** The layout's geometry, whose cell numbers the nodes use. */
    Geometry geometry() {
        return geometry;
    }

    /** Candidate, group and set nodes together. */
    int nodeCount() {
        return firstGroup + groupCells.size() + (alsNodes == null ? 0 : alsNodes.count());
    }

    boolean isCandidate(int node) {
        return node < firstGroup;
    }

    boolean isGroup(int node) {
        return node >= firstGroup && node < firstAls;
    }

    /** Whether the node is a digit of an almost locked set. */
    boolean isAls(int node) {
        return node >= firstAls;
    }

    /** Whether two nodes are digits of one almost locked set. */
    boolean isSameAls(int a, int b) {
        return isAls(a) && isAls(b) && alsNodes.sameSet(a, b);
    }

    /** The candidate node of {@code digit} in {@code cell}. */
    int candidate(int cell, int digit) {
        return side * cell + digit - 1;
    }

    int digit(int node) {
        if (isAls(node)) {
            return alsNodes.digit(node);
        }
        return isGroup(node) ? groupDigits.get(node - firstGroup) : node % side + 1;
    }

    /** The cell of a candidate node. */
    int cell(int node) {
        return node / side;
    }

    /** The cells of a node: one for a candidate, two or three for a group, all of a set's for its digit. */
    int[] cells(int node) {
        if (isAls(node)) {
            return alsNodes.cells(node);
        }
        return isGroup(node) ? groupCells.get(node - firstGroup) : new int[] {cell(node)};
    }

    /** The nodes that are true if {@code node} is false: its strong links. */
    int[] strongPartners(int node) {
        return strongPartners[node];
    }

    /** The nodes that are false if {@code node} is true: its weak links. */
    int[] weakPartners(int node) {
        return weakPartners[node];
    }

    /**
     * The candidates that are false when {@code a} or {@code b} is true, whichever of the two: those
     * weakly linked to both, as a bit set over candidate numbers.
     */
    long[] weakToBoth(int a, int b) {
        long[] set = weakCandidates(a).clone();
        long[] other = weakCandidates(b);
        for (int w = 0; w < set.length; w++) {
            set[w] &= other[w];
        }
        return set;
    }

    /** Whether some candidate is weakly linked to both {@code a} and {@code b}. */
    boolean hasWeakToBoth(int a, int b) {
        long[] one = weakCandidates(a);
        long[] other = weakCandidates(b);
        for (int w = 0; w < one.length; w++) {
            if ((one[w] & other[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The candidates weakly linked to {@code node}, as a bit set over candidate numbers (kept for reuse). */
    private long[] weakCandidates(int node) {
        if (weakCandidates[node] == null) {
            long[] set = new long[words];
            for (int partner : weakPartners[node]) {
                if (isCandidate(partner)) {
                    set[partner >> 6] |= 1L << partner;
                }
            }
            weakCandidates[node] = set;
        }
        return weakCandidates[node];
    }

    /**
     * The candidates that are false when the set of {@code a} and {@code b}, two of its digits, holds
     * its other digits: those weakly linked to any of them.
     */
    long[] weakToSetWithout(int a, int b) {
        long[] set = new long[words];
        for (int node : alsNodes.ofSameSet(a)) {
            if (node != a && node != b) {
                long[] linked = weakCandidates(node);
                for (int w = 0; w < set.length; w++) {
                    set[w] |= linked[w];
                }
            }
        }
        return set;
    }

    /** The node in Eureka notation: {@code (7)r2c3}, {@code (7)r2c78} for a group, {@code (7)r2c789} for a set. */
    String text(int node) {
        if (isAls(node)) {
            return "(" + Wording.digit(digit(node)) + ")" + alsNodes.cellsText(node);
        }
        StringBuilder rows = new StringBuilder();
        StringBuilder columns = new StringBuilder();
        for (int cell : cells(node)) {
            appendOnce(rows, cell / side + 1);
            appendOnce(columns, cell % side + 1);
        }
        return "(" + Wording.digit(digit(node)) + ")r" + rows + "c" + columns;
    }

    /** Two digits of one set, the chain passing through it from {@code in} to {@code out}: {@code (5=8)r1c239}. */
    String alsText(int in, int out) {
        return "(" + Wording.digit(digit(in)) + "=" + Wording.digit(digit(out)) + ")" + alsNodes.cellsText(in);
    }

    private static void appendOnce(StringBuilder numbers, int n) {
        if (numbers.indexOf(Integer.toString(n)) < 0) {
            numbers.append(n);
        }
    }

    // Building.

    /** A cell's segment within its row: where the row meets a box (0-26). */
    private static int rowSegment(int cell) {
        return ROW_SEGMENT[cell];
    }

    /** A cell's segment within its column: where the column meets a box (27-53). */
    private static int columnSegment(int cell) {
        return COLUMN_SEGMENT[cell];
    }

    /**
     * Adds a group for every digit with two or three places in a segment of classic 9x9; returns, per
     * digit, the group node of each segment or -1.
     */
    private int[][] addGroups(CandidateGrid grid) {
        int[][] groupOfSegment = new int[side + 1][];
        for (int digit = 1; digit <= side; digit++) {
            int[][] bySegment = new int[SEGMENTS.size()][];
            int[] counts = new int[SEGMENTS.size()];
            for (int segment = 0; segment < bySegment.length; segment++) {
                bySegment[segment] = new int[SEGMENTS.get(segment).shared().length];
            }
            for (int cell = 0; cell < geometry.cellCount; cell++) {
                if ((grid.candidatesAt(cell) & DigitSet.bit(digit)) != 0) {
                    bySegment[rowSegment(cell)][counts[rowSegment(cell)]++] = cell;
                    bySegment[columnSegment(cell)][counts[columnSegment(cell)]++] = cell;
                }
            }
            groupOfSegment[digit] = new int[SEGMENTS.size()];
            for (int segment = 0; segment < SEGMENTS.size(); segment++) {
                groupOfSegment[digit][segment] = counts[segment] >= 2 ? nodeCount() : -1;
                if (counts[segment] >= 2) {
                    groupCells.add(Arrays.copyOf(bySegment[segment], counts[segment]));
                    groupDigits.add(digit);
                }
            }
        }
        return groupOfSegment;
    }

    private void linkCandidates(CandidateGrid grid) {
        for (int cell = 0; cell < geometry.cellCount; cell++) {
            int marks = grid.candidatesAt(cell);
            for (int d = 1; d <= side; d++) {
                if ((marks & DigitSet.bit(d)) == 0) {
                    continue;
                }
                int node = candidate(cell, d);
                for (int other = 1; other <= side; other++) {
                    if (other != d && (marks & DigitSet.bit(other)) != 0) {
                        weak.add(node, candidate(cell, other));
                    }
                }
                for (int peer : geometry.peers[cell]) {
                    if ((grid.candidatesAt(peer) & DigitSet.bit(d)) != 0) {
                        weak.add(node, candidate(peer, d));
                    }
                }
            }
            if (Integer.bitCount(marks) == 2) {
                int low = side * cell + Integer.numberOfTrailingZeros(marks);
                int high = side * cell + 31 - Integer.numberOfLeadingZeros(marks);
                linkStrongly(low, high);
            }
        }
    }

    /**
     * Weak links of the groups: with the candidates and groups of their digit that they all see. The
     * groups come in digit order, so those of one digit are neighbours.
     */
    private void linkGroups(CandidateGrid grid) {
        for (int g = firstGroup; g < firstAls; g++) {
            int digit = digit(g);
            int[] cells = cells(g);
            for (int cell : geometry.peers[cells[0]]) {
                if ((grid.candidatesAt(cell) & DigitSet.bit(digit)) != 0 && allSee(new int[] {cell}, cells)) {
                    weak.add(g, candidate(cell, digit));
                    weak.add(candidate(cell, digit), g);
                }
            }
            for (int h = g + 1; h < firstAls && digit(h) == digit; h++) {
                if (allSee(cells, cells(h))) {
                    weak.add(g, h);
                    weak.add(h, g);
                }
            }
        }
    }

    /**
     * The sets' links ({@link AlsNodes}): strong between any two digits of a set, weak between a set's
     * digit and the candidates and groups of it outside the set that see all its places there.
     */
    private void linkAlsNodes() {
        // The groups come in digit order: those of each digit from firstGroupOf[digit] on.
        int[] firstGroupOf = new int[side + 2];
        for (int digit = side + 1, g = firstAls; digit >= 1; digit--) {
            while (g > firstGroup && digit(g - 1) >= digit) {
                g--;
            }
            firstGroupOf[digit] = g;
        }
        int nodes = nodeCount();
        for (int node = firstAls; node < nodes; node++) {
            int digit = digit(node);
            CellSet seeing = alsNodes.seeing(node);
            for (int cell = seeing.next(0); cell >= 0; cell = seeing.next(cell + 1)) {
                weak.add(node, candidate(cell, digit));
                weak.add(candidate(cell, digit), node);
            }
            for (int g = firstGroupOf[digit]; g < firstGroupOf[digit + 1]; g++) {
                if (allIn(cells(g), seeing)) {
                    weak.add(node, g);
                    weak.add(g, node);
                }
            }
            for (int other : alsNodes.ofSameSet(node)) {
                if (other > node) {
                    linkStrongly(node, other);
                }
            }
        }
    }

    private static boolean allIn(int[] cells, CellSet set) {
        for (int cell : cells) {
            if (!set.contains(cell)) {
                return false;
            }
        }
        return true;
    }

    /** Whether every cell of {@code a} sees every cell of {@code b}, which also makes them disjoint. */
    private boolean allSee(int[] a, int[] b) {
        for (int x : a) {
            for (int y : b) {
                if (!geometry.sees[x][y]) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Strong links within houses: a digit whose places in a house fall in exactly two nodes. A line's
     * places are split by the boxes it crosses, a box's by its rows and by its columns; without groups
     * only two single places count.
     */
    private void linkHouses(CandidateGrid grid, int[][] groupOfSegment, boolean grouped) {
        for (int digit = 1; digit <= side; digit++) {
            for (int h = 0; h < geometry.houseCount(); h++) {
                int[] places = holding(grid, digit, geometry.houseCells[h]);
                if (places.length == 2) {
                    linkStrongly(candidate(places[0], digit), candidate(places[1], digit));
                } else if (grouped && places.length > 2) {
                    // A row's places split by the boxes, a column's too, a box's by its rows and by its columns.
                    if (geometry.kind[h] != House.Kind.COLUMN) {
                        linkParts(places, LinkGraph::rowSegment, groupOfSegment[digit], digit);
                    }
                    if (geometry.kind[h] != House.Kind.ROW) {
                        linkParts(places, LinkGraph::columnSegment, groupOfSegment[digit], digit);
                    }
                }
            }
        }
    }

    /** Links the two parts of {@code places} split by {@code segmentOf}, when there are exactly two. */
    private void linkParts(int[] places, IntUnaryOperator segmentOf, int[] groupOfSegment, int digit) {
        List<Integer> segments = new ArrayList<>();
        List<Integer> parts = new ArrayList<>();
        for (int cell : places) {
            int segment = segmentOf.applyAsInt(cell);
            if (!segments.contains(segment)) {
                segments.add(segment);
                int group = groupOfSegment[segment];
                parts.add(group >= 0 ? group : candidate(cell, digit));
            }
        }
        if (parts.size() == 2) {
            linkStrongly(parts.get(0), parts.get(1));
        }
    }

    /** Links two nodes strongly; they always see each other, so their weak link is there already. */
    private void linkStrongly(int a, int b) {
        if (!strong.contains(a, b)) {
            strong.add(a, b);
            strong.add(b, a);
        }
    }

    private static int[] holding(CandidateGrid grid, int digit, int[] cells) {
        int bit = DigitSet.bit(digit);
        int n = 0;
        int[] found = new int[cells.length];
        for (int c : cells) {
            if ((grid.candidatesAt(c) & bit) != 0) {
                found[n++] = c;
            }
        }
        return Arrays.copyOf(found, n);
    }

    /** The partners of each node while the graph is built, without boxing: most nodes have a few dozen. */
    private static final class Adjacency {
        private static final int[] NONE = {};
        private final int[][] partners;
        private final int[] counts;

        Adjacency(int nodes) {
            partners = new int[nodes][];
            counts = new int[nodes];
        }

        void add(int node, int partner) {
            int[] list = partners[node];
            if (list == null) {
                list = new int[16];
            } else if (counts[node] == list.length) {
                list = Arrays.copyOf(list, 2 * list.length);
            }
            partners[node] = list;
            list[counts[node]++] = partner;
        }

        boolean contains(int node, int partner) {
            for (int i = 0; i < counts[node]; i++) {
                if (partners[node][i] == partner) {
                    return true;
                }
            }
            return false;
        }

        int[][] toArrays() {
            int[][] arrays = new int[partners.length][];
            for (int node = 0; node < partners.length; node++) {
                arrays[node] = partners[node] == null ? NONE : Arrays.copyOf(partners[node], counts[node]);
            }
            return arrays;
        }
    }
}
