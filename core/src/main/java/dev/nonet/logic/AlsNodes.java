package dev.nonet.logic;

import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The almost locked sets that grouped chains use as nodes. An almost locked set A of N cells holds
 * N + 1 digits, so it lacks at most one of them. Its node {@code (d)A} for a digit d of A is true when
 * d is in A: when one of A's cells that hold d (its d-cells) is d. The links, and why they hold:
 * <ul>
 * <li>strong between {@code (x)A} and {@code (y)A}, any two digits of A: A lacks at most one digit, so
 * x or y is in it;</li>
 * <li>weak between {@code (d)A} and a candidate d outside A that sees every d-cell of A, or a group of
 * d whose every cell does: if that candidate (or group) is d, none of A's d-cells can be, and the other
 * way round.</li>
 * </ul>
 * So a chain enters A by a weak link on x (x is then out of A, whose other N digits fill its N cells)
 * and leaves it by a weak link on y (y is in A, so no candidate y seeing all of A's y-cells is y),
 * written {@code -(x=y)r1c239-} in Eureka notation: the digits in, then out, and the set's cells
 * ({@code r1c23,r2c1} for cells of a box on two lines). In a continuous loop exactly one of x and y is
 * in A, so every other digit z of A is in it too, and candidates z seeing all of A's z-cells go.
 *
 * <p>Sets of one cell are left out (a bivalue cell, whose candidates are nodes already), and so are
 * digits that no candidate outside the set sees all the places of (no link could enter or leave by
 * them). Two sets are not linked to each other: a chain of sets alone is the ALS-XY-Chain's.
 * Nodes are numbered from the first number the graph gives them, set by set.
 */
final class AlsNodes {

    /** The most cells a set in a chain may have: a larger one is hard to see as one node. */
    static final int MAX_CELLS = 4;

    private final int first;
    private final List<int[]> setCells = new ArrayList<>();
    private final List<Integer> setOfNode = new ArrayList<>();
    private final List<Integer> digitOfNode = new ArrayList<>();
    /** Per node, the cells outside its set that hold its digit and see every place of it in the set. */
    private final List<CellSet> seeingOfNode = new ArrayList<>();

    private AlsNodes(int first) {
        this.first = first;
    }

    /** The sets of {@code grid} (classic 9x9) as nodes numbered from {@code first}. */
    static AlsNodes of(CandidateGrid grid, int first) {
        AlsNodes nodes = new AlsNodes(first);
        for (AlmostLockedSet set : AlmostLockedSet.all(grid, MAX_CELLS)) {
            if (set.cells().size() < 2 || set.cells().size() > MAX_CELLS) {
                continue;
            }
            List<Integer> digits = new ArrayList<>();
            List<CellSet> seeing = new ArrayList<>();
            for (int digit : DigitSet.ofMask(set.digits())) {
                CellSet cells = AlmostLockedSet.seeingAll(grid, digit, set);
                if (!cells.isEmpty()) {
                    digits.add(digit);
                    seeing.add(cells);
                }
            }
            if (digits.size() >= 2) {
                nodes.add(set, digits, seeing);
            }
        }
        return nodes;
    }

    private void add(AlmostLockedSet set, List<Integer> digits, List<CellSet> seeing) {
        int index = setCells.size();
        setCells.add(set.cells().stream().mapToInt(Integer::intValue).toArray());
        for (int i = 0; i < digits.size(); i++) {
            setOfNode.add(index);
            digitOfNode.add(digits.get(i));
            seeingOfNode.add(seeing.get(i));
        }
    }

    int count() {
        return setOfNode.size();
    }

    int digit(int node) {
        return digitOfNode.get(node - first);
    }

    /** Every cell of the node's set. */
    int[] cells(int node) {
        return setCells.get(setOfNode.get(node - first));
    }

    /** The cells outside the node's set that hold its digit and see every place of it in the set. */
    CellSet seeing(int node) {
        return seeingOfNode.get(node - first);
    }

    /** Whether two nodes are digits of one set. */
    boolean sameSet(int a, int b) {
        return setOfNode.get(a - first).equals(setOfNode.get(b - first));
    }

    /** The nodes of the set of {@code node}, itself included: they follow each other. */
    List<Integer> ofSameSet(int node) {
        List<Integer> nodes = new ArrayList<>();
        int set = setOfNode.get(node - first);
        for (int n = node - first; n >= 0 && setOfNode.get(n) == set; n--) {
            nodes.add(0, first + n);
        }
        for (int n = node - first + 1; n < count() && setOfNode.get(n) == set; n++) {
            nodes.add(first + n);
        }
        return nodes;
    }

    /** The set's cells in Eureka notation: {@code r1c239}, {@code r12c12}, {@code r1c23,r2c1}. */
    String cellsText(int node) {
        // Cells come row by row; rows with the same columns are written together.
        Map<Integer, StringBuilder> columnsByRow = new TreeMap<>();
        for (int cell : cells(node)) {
            columnsByRow.computeIfAbsent(cell / 9 + 1, r -> new StringBuilder()).append(cell % 9 + 1);
        }
        Map<String, StringBuilder> rowsByColumns = new LinkedHashMap<>();
        columnsByRow.forEach((row, columns) -> rowsByColumns.computeIfAbsent(columns.toString(), c -> new StringBuilder()).append(row));
        List<String> parts = new ArrayList<>();
        rowsByColumns.forEach((columns, rows) -> parts.add("r" + rows + "c" + columns));
        return String.join(",", parts);
    }
}
