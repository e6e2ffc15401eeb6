package dev.nonet.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The links between the candidates of a position, for alternating inference chains. A node is a
 * candidate or, when grouped, a group: the two or three places of a digit where a box meets a row or
 * column, true when the digit is in one of them. Two nodes are
 * <ul>
 * <li>strongly linked when at least one is true: the only two places (or groups) of a digit in a
 * house, or the only two digits of a cell;</li>
 * <li>weakly linked when at most one is true: the same digit in disjoint places that all see each
 * other, or two digits of one cell. Every strong link above is weak as well.</li>
 * </ul>
 * Candidate nodes are numbered {@code 9 * cell + digit - 1}; groups follow from 729. Built once per
 * position and read only.
 */
final class LinkGraph {

    /** The first group node's number. */
    static final int FIRST_GROUP = 729;
    private static final int WORDS = (FIRST_GROUP + 63) / 64;

    private final List<int[]> groupCells = new ArrayList<>();
    private final List<Integer> groupDigits = new ArrayList<>();
    /** The links while the graph is built; then as arrays, which the search reads many times. */
    private Adjacency strong;
    private Adjacency weak;
    private int[][] strongPartners;
    private int[][] weakPartners;
    private long[][] weakCandidates;

    private LinkGraph() {
    }

    /** The links of {@code grid}, between candidates only or with the groups too. */
    static LinkGraph of(CandidateGrid grid, boolean grouped) {
        LinkGraph graph = new LinkGraph();
        int[][] groupOfSegment = grouped ? graph.addGroups(grid) : null;
        graph.strong = new Adjacency(graph.nodeCount());
        graph.weak = new Adjacency(graph.nodeCount());
        graph.linkCandidates(grid);
        graph.linkGroups(grid);
        graph.linkHouses(grid, groupOfSegment, grouped);
        graph.strongPartners = graph.strong.toArrays();
        graph.weakPartners = graph.weak.toArrays();
        graph.weakCandidates = new long[graph.nodeCount()][];
        return graph;
    }

    /** Candidate and group nodes together. */
    int nodeCount() {
        return FIRST_GROUP + groupCells.size();
    }

    static boolean isGroup(int node) {
        return node >= FIRST_GROUP;
    }

    int digit(int node) {
        return isGroup(node) ? groupDigits.get(node - FIRST_GROUP) : node % 9 + 1;
    }

    /** The cells of a node: one for a candidate, two or three for a group. */
    int[] cells(int node) {
        return isGroup(node) ? groupCells.get(node - FIRST_GROUP) : new int[] {node / 9};
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

    /** The candidates weakly linked to {@code node}, as a bit set over candidate numbers (kept for reuse). */
    private long[] weakCandidates(int node) {
        if (weakCandidates[node] == null) {
            long[] set = new long[WORDS];
            for (int partner : weakPartners[node]) {
                if (!isGroup(partner)) {
                    set[partner >> 6] |= 1L << partner;
                }
            }
            weakCandidates[node] = set;
        }
        return weakCandidates[node];
    }

    /** Whether a candidate bit set is empty. */
    static boolean isEmpty(long[] set) {
        for (long word : set) {
            if (word != 0) {
                return false;
            }
        }
        return true;
    }

    /** The node in Eureka notation: {@code (7)r2c3}, or {@code (7)r2c78} for a group. */
    String text(int node) {
        StringBuilder rows = new StringBuilder();
        StringBuilder columns = new StringBuilder();
        for (int cell : cells(node)) {
            appendOnce(rows, cell / 9 + 1);
            appendOnce(columns, cell % 9 + 1);
        }
        return "(" + digit(node) + ")r" + rows + "c" + columns;
    }

    private static void appendOnce(StringBuilder numbers, int n) {
        if (numbers.indexOf(Integer.toString(n)) < 0) {
            numbers.append(n);
        }
    }

    // Building.

    /** A cell's segment within its row: where the row meets a box (0-26). */
    private static int rowSegment(int cell) {
        return cell / 9 * 3 + cell % 9 / 3;
    }

    /** A cell's segment within its column: where the column meets a box (27-53). */
    private static int columnSegment(int cell) {
        return 27 + cell % 9 * 3 + cell / 27;
    }

    /**
     * Adds a group for every digit with two or three places in a segment; returns, per digit, the
     * group node of each segment or -1.
     */
    private int[][] addGroups(CandidateGrid grid) {
        int[][] groupOfSegment = new int[10][];
        for (int digit = 1; digit <= 9; digit++) {
            int[][] bySegment = new int[54][3];
            int[] counts = new int[54];
            for (int cell = 0; cell < 81; cell++) {
                if ((grid.candidatesAt(cell) & (1 << (digit - 1))) != 0) {
                    bySegment[rowSegment(cell)][counts[rowSegment(cell)]++] = cell;
                    bySegment[columnSegment(cell)][counts[columnSegment(cell)]++] = cell;
                }
            }
            groupOfSegment[digit] = new int[54];
            for (int segment = 0; segment < 54; segment++) {
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
        for (int cell = 0; cell < 81; cell++) {
            int marks = grid.candidatesAt(cell);
            for (int d = 1; d <= 9; d++) {
                if ((marks & (1 << (d - 1))) == 0) {
                    continue;
                }
                int node = 9 * cell + d - 1;
                for (int other = 1; other <= 9; other++) {
                    if (other != d && (marks & (1 << (other - 1))) != 0) {
                        weak.add(node, 9 * cell + other - 1);
                    }
                }
                for (int peer : Geometry.CLASSIC.peers[cell]) {
                    if ((grid.candidatesAt(peer) & (1 << (d - 1))) != 0) {
                        weak.add(node, 9 * peer + d - 1);
                    }
                }
            }
            if (Integer.bitCount(marks) == 2) {
                int low = 9 * cell + Integer.numberOfTrailingZeros(marks);
                int high = 9 * cell + 31 - Integer.numberOfLeadingZeros(marks);
                linkStrongly(low, high);
            }
        }
    }

    /**
     * Weak links of the groups: with the candidates and groups of their digit that they all see. The
     * groups come in digit order, so those of one digit are neighbours.
     */
    private void linkGroups(CandidateGrid grid) {
        for (int g = FIRST_GROUP; g < nodeCount(); g++) {
            int digit = digit(g);
            int[] cells = cells(g);
            for (int cell : Geometry.CLASSIC.peers[cells[0]]) {
                if ((grid.candidatesAt(cell) & (1 << (digit - 1))) != 0 && allSee(new int[] {cell}, cells)) {
                    weak.add(g, 9 * cell + digit - 1);
                    weak.add(9 * cell + digit - 1, g);
                }
            }
            for (int h = g + 1; h < nodeCount() && digit(h) == digit; h++) {
                if (allSee(cells, cells(h))) {
                    weak.add(g, h);
                    weak.add(h, g);
                }
            }
        }
    }

    /** Whether every cell of {@code a} sees every cell of {@code b}, which also makes them disjoint. */
    private static boolean allSee(int[] a, int[] b) {
        for (int x : a) {
            for (int y : b) {
                if (!Geometry.CLASSIC.sees[x][y]) {
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
        for (int digit = 1; digit <= 9; digit++) {
            for (int h = 0; h < 27; h++) {
                int[] places = holding(grid, digit, Geometry.CLASSIC.houseCells[h]);
                if (places.length == 2) {
                    linkStrongly(9 * places[0] + digit - 1, 9 * places[1] + digit - 1);
                } else if (grouped && places.length > 2) {
                    if (h < 9 || h >= 18) {
                        linkParts(places, LinkGraph::rowSegment, groupOfSegment[digit], digit);
                    }
                    if (h >= 9) {
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
                parts.add(group >= 0 ? group : 9 * cell + digit - 1);
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
        int bit = 1 << (digit - 1);
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
