package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;
import java.util.List;

/**
 * Sudoku Explainer's forcing chains that follow both states of a candidate ({@code Chaining} with
 * {@code getMultipleChainsHintList}): the static multiple chains (cell and region forcing chains, base
 * 8.0), Nishio forcing chains (7.5), dynamic forcing chains (8.5) and their nested levels (8.5 + 0.5 per
 * level). Each hint's difficulty is the base plus {@link ChainLength}'s increment for its complexity.
 *
 * <p>What SE does, cell by cell in row-major order (cells with three or more candidates; with two too
 * when dynamic), each candidate in digit order:
 * <ol>
 * <li>it propagates the candidate on and off ({@link ChainPropagation}); in dynamic and Nishio mode a
 * contradiction from "on" removes the candidate and one from "off" places it ("Contradiction Forcing
 * Chain", or "Nishio Forcing Chain"; complexity: the two clashing states' ancestors);
 * <li>dynamic, with three or more candidates: a candidate on (off) in both propagations is placed
 * (removed): "Double Forcing Chain";
 * <li>except Nishio: for each house of the cell (box, row, column) where the digit has two places (or
 * more when multiple) and this cell is the first: what all the digit's places imply ("Region Forcing
 * Chains"), complexity the sum of each branch's ancestors;
 * <li>except Nishio, for the cell (two candidates, or more when multiple): what all its candidates imply
 * ("Cell Forcing Chains").
 * </ol>
 * The hint kept is SE's first after its sort ({@link ChainChoice}). The propagation from each candidate
 * on is done once per search and shared by the cell and the region chainings that need it.
 */
final class ForcingChainFinder implements HintFinder {

    private final SeFamily family;
    private final boolean multiple;
    private final boolean dynamic;
    private final boolean nishio;
    private final double base;
    private final ChainPropagation.Extra extra;

    /**
     * The rating's memory ({@link ChainScratch}), and the propagations of this finder's thread of it: a
     * search takes its propagations from there ({@link #onCache}) and gives them back when it ends.
     */
    private final ChainScratch scratch;
    private final PropagationStock stock;
    /** Each candidate's propagation "on" in this search, once made; {@link #held} lists those taken. */
    private final ChainPropagation[] onCache = new ChainPropagation[729];
    private final int[] onStamp = new int[729];
    private int stamp;
    private final int[] held = new int[729];
    private int heldCount;
    private final ChainPropagation off = new ChainPropagation();
    private final ChainChoice choice = new ChainChoice();
    private final int[] grid = new int[81];
    /** The places of each digit in each region of {@link #grid} ({@link SeRegions#allPositions}). */
    private final int[] gridPlaces = new int[243];
    private final int[] values = new int[81];
    /** In collecting mode: the grid the enclosing propagation started from (for rule parents). */
    private int[] source;
    private final java.util.Set<Long> processed = new java.util.HashSet<>();
    private final long[] cellOn = new long[12];
    private final long[] cellOff = new long[12];
    private final long[] houseOn = new long[12];
    private final long[] houseOff = new long[12];
    private final ChainPropagation[] branches = new ChainPropagation[9];
    private final ChainPropagation.Walk walk = new ChainPropagation.Walk();

    /**
     * In a search split between threads: the finder whose propagations this one reads ({@code this} when
     * it leads or searches alone), and the lead's helpers, one per other thread, made as first needed.
     */
    private ForcingChainFinder lead = this;
    private ForcingChainFinder[] helpers = new ForcingChainFinder[0];

    /**
     * A finder for searches on the {@code lane}th thread of a rating whose memory is {@code scratch}
     * (lane 0: the rating's own thread), with the propagation's {@code extra} rules, or none.
     */
    ForcingChainFinder(SeFamily family, boolean multiple, boolean dynamic, boolean nishio, double base,
            ChainPropagation.Extra extra, ChainScratch scratch, int lane) {
        this.family = family;
        this.multiple = multiple;
        this.dynamic = dynamic;
        this.nishio = nishio;
        this.base = base;
        this.extra = extra;
        this.scratch = scratch;
        this.stock = scratch.stock(lane);
    }

    @Override
    public SeFamily family() {
        return family;
    }

    @Override
    public SeHint find(Position board, Deadline deadline) {
        return find(board, deadline, 1);
    }

    /**
     * The same hint as on one thread; with more, a dynamic search (Nishio, dynamic, "+" and nested) is
     * split between them ({@link #searchSplit}).
     */
    @Override
    public SeHint find(Position board, Deadline deadline, int threads) {
        choice.collecting = false;
        for (int cell = 0; cell < 81; cell++) {
            grid[cell] = board.candidates(cell);
            values[cell] = board.value(cell);
        }
        try {
            if (threads > 1 && dynamic) {
                searchSplit(deadline, threads);
            } else {
                search(deadline);
            }
            return choice.hint();
        } finally {
            giveBackPropagations();
        }
    }

    /**
     * All hints on {@code work} (cells with {@code placed} values: 0 for open), the grid of a
     * propagation that started from {@code start}, sorted and each set of removals once, as a nested
     * producer gives them (SE's level 3 and up, static multiple chains).
     */
    List<ChainChoice.Collected> collect(int[] work, int[] placed, int[] start, Deadline deadline) {
        choice.collecting = true;
        System.arraycopy(work, 0, grid, 0, 81);
        System.arraycopy(placed, 0, values, 0, 81);
        source = start;
        try {
            search(deadline);
            return choice.sortedDistinct();
        } finally {
            giveBackPropagations();
        }
    }

    /**
     * Gives the propagations this search took back to the stock, for the next search on this thread:
     * they hold this search's states alone, and a finder waiting for its next search holds none.
     */
    private void giveBackPropagations() {
        for (int k = 0; k < heldCount; k++) {
            stock.giveBack(onCache[held[k]]);
            onCache[held[k]] = null;
        }
        heldCount = 0;
        java.util.Arrays.fill(branches, null);
    }

    /** A propagation from the stock for {@code candidate}'s "on", held until the search ends. */
    private ChainPropagation takePropagation(int candidate) {
        ChainPropagation p = stock.take();
        onCache[candidate] = p;
        held[heldCount++] = candidate;
        return p;
    }

    private void search(Deadline deadline) {
        choice.clear();
        SeRegions.allPositions(grid, gridPlaces);
        if (++stamp == 0) {
            java.util.Arrays.fill(onStamp, 0);
            stamp = 1;
        }
        if (extra != null) {
            extra.prepare(values, deadline);
        }
        for (int cell = 0; cell < 81; cell++) {
            int mask = grid[cell];
            int cardinality = Integer.bitCount(mask);
            if (values[cell] == 0 && (cardinality > 2 || (cardinality > 1 && dynamic))) {
                deadline.check();
                searchCell(cell, mask, cardinality);
            }
        }
    }

    /**
     * The search of {@link #search} split between {@code threads} threads, with the same hint at the
     * end. First every open candidate's propagation "on" is made, the candidates shared out among the
     * threads as each is free (the propagations are most of the work, the nested levels' all but all).
     * Then the cells are shared out likewise, each thread with its own choice, reading those
     * propagations; the hint kept is the first of the threads' by SE's order, and among hints ranked
     * alike the one found at the earliest cell, which is the one a single thread keeps.
     */
    private void searchSplit(Deadline deadline, int threads) {
        choice.clear();
        SeRegions.allPositions(grid, gridPlaces);
        if (++stamp == 0) {
            java.util.Arrays.fill(onStamp, 0);
            stamp = 1;
        }
        ForcingChainFinder[] team = team(threads);
        for (ForcingChainFinder member : team) {
            if (member != this) {
                System.arraycopy(grid, 0, member.grid, 0, 81);
                System.arraycopy(values, 0, member.values, 0, 81);
                System.arraycopy(gridPlaces, 0, member.gridPlaces, 0, 243);
                member.choice.collecting = false;
                member.choice.clear();
            }
            if (member.extra != null) {
                member.extra.prepare(values, deadline);
            }
        }
        int[] starts = new int[729];
        int startCount = 0;
        for (int cell = 0; cell < 81; cell++) {
            if (values[cell] == 0) {
                for (int m = grid[cell]; m != 0; m &= m - 1) {
                    int candidate = cell * 9 + Integer.numberOfTrailingZeros(m);
                    if (onCache[candidate] == null) {
                        takePropagation(candidate);
                    }
                    starts[startCount++] = candidate;
                }
            }
        }
        int made = startCount;
        java.util.concurrent.atomic.AtomicInteger nextStart = new java.util.concurrent.atomic.AtomicInteger();
        ChainWorkers.run(threads, w -> {
            ChainPropagation.Extra rules = team[w].extra;
            for (int i = nextStart.getAndIncrement(); i < made; i = nextStart.getAndIncrement()) {
                deadline.check();
                onCache[starts[i]].run(grid, gridPlaces, starts[i], true, dynamic, nishio, rules);
            }
        });
        for (int i = 0; i < made; i++) {
            onStamp[starts[i]] = stamp;
        }
        int[] cells = new int[81];
        int cellCount = 0;
        for (int cell = 0; cell < 81; cell++) {
            int cardinality = Integer.bitCount(grid[cell]);
            if (values[cell] == 0 && cardinality > 1) { // as search does when dynamic
                cells[cellCount++] = cell;
            }
        }
        int searched = cellCount;
        java.util.concurrent.atomic.AtomicInteger nextCell = new java.util.concurrent.atomic.AtomicInteger();
        ChainWorkers.run(threads, w -> {
            ForcingChainFinder member = team[w];
            for (int i = nextCell.getAndIncrement(); i < searched; i = nextCell.getAndIncrement()) {
                deadline.check();
                int cell = cells[i];
                member.choice.at = cell;
                member.searchCell(cell, grid[cell], Integer.bitCount(grid[cell]));
            }
        });
        for (ForcingChainFinder member : team) {
            if (member != this) {
                choice.takeIfFirst(member.choice);
            }
        }
    }

    /** This finder and {@code threads - 1} helpers reading its propagations, each with its own rules. */
    private ForcingChainFinder[] team(int threads) {
        if (helpers.length < threads - 1) {
            ForcingChainFinder[] more = java.util.Arrays.copyOf(helpers, threads - 1);
            for (int h = helpers.length; h < more.length; h++) {
                int lane = h + 1;
                more[h] = new ForcingChainFinder(family, multiple, dynamic, nishio, base,
                        extra == null ? null : extra.another(lane), scratch, lane);
                more[h].lead = this;
            }
            helpers = more;
        }
        ForcingChainFinder[] team = new ForcingChainFinder[threads];
        team[0] = this;
        System.arraycopy(helpers, 0, team, 1, threads - 1);
        return team;
    }

    /**
     * The propagation of {@code candidate} on, done once per search; a helper reads its lead's, made
     * before it starts (and makes its own, unshared, for any the lead did not).
     */
    private ChainPropagation on(int candidate) {
        if (lead != this) {
            if (lead.onStamp[candidate] == lead.stamp && lead.onCache[candidate] != null) {
                return lead.onCache[candidate];
            }
            ChainPropagation own = new ChainPropagation();
            own.run(grid, gridPlaces, candidate, true, dynamic, nishio, extra);
            return own;
        }
        ChainPropagation p = onCache[candidate];
        if (p == null) {
            p = takePropagation(candidate);
        }
        if (onStamp[candidate] != stamp) {
            p.run(grid, gridPlaces, candidate, true, dynamic, nishio, extra);
            onStamp[candidate] = stamp;
        }
        return p;
    }

    private void searchCell(int cell, int mask, int cardinality) {
        boolean doDouble = cardinality >= 3 && !nishio && dynamic;
        boolean doContradiction = dynamic || nishio;
        ChainPropagation first = null;
        int count = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            int digit = Integer.numberOfTrailingZeros(m);
            int candidate = cell * 9 + digit;
            ChainPropagation on = on(candidate);
            if (doContradiction && on.conflictCandidate >= 0) {
                offerConflict(on, candidate, false);
            }
            if (doContradiction || doDouble) { // else SE's propagation of "off" is not used
                off.run(grid, gridPlaces, candidate, false, dynamic, nishio, extra);
            }
            if (doContradiction && off.conflictCandidate >= 0) {
                offerConflict(off, candidate, true);
            }
            if (doDouble) {
                for (int k = 0; k < on.onCount; k++) {
                    int c = on.onList[k];
                    if (off.isOnNode(c)) {
                        offerDouble(on, off, c, true);
                    }
                }
                for (int k = 0; k < on.offCount; k++) {
                    int c = on.offList[k];
                    if (off.isOffNode(c)) {
                        offerDouble(on, off, c, false);
                    }
                }
            }
            if (!nishio) {
                searchHouses(cell, digit, on);
            }
            branches[count++] = on;
            if (first == null) {
                first = on;
                System.arraycopy(on.onSet, 0, cellOn, 0, 12);
                System.arraycopy(on.offSet, 0, cellOff, 0, 12);
            } else {
                for (int w = 0; w < 12; w++) {
                    cellOn[w] &= on.onSet[w];
                    cellOff[w] &= on.offSet[w];
                }
            }
        }
        if (!nishio && (cardinality == 2 || (multiple && cardinality > 2))) {
            offerCommon(first, branches, count, cellOn, cellOff, 5, "Cell Forcing Chains", -1);
        }
    }

    private void offerConflict(ChainPropagation p, int candidate, boolean place) {
        if (!choice.mayBeat(base, p.minAncestors(p.conflictNode()) + p.minAncestors(ChainPropagation.EXTRA), 7)) {
            return;
        }
        int complexity = p.ancestorCount(p.conflictNode(), walk) + p.ancestorCount(ChainPropagation.EXTRA, walk)
                + nested(p, p.conflictNode(), p, ChainPropagation.EXTRA);
        if (choice.collecting) {
            // SE's targets: the clash's "on" state, then its "off" one
            int onNode = p.extraIsOn ? ChainPropagation.EXTRA : p.conflictNode();
            int offNode = p.extraIsOn ? p.conflictNode() : ChainPropagation.EXTRA;
            collectHint(new ChainPropagation[] {p, p}, new int[] {onNode, offNode}, 2, ChainPropagation.CAUSE_NONE,
                    complexity, 7, candidate, place);
            return;
        }
        offer(complexity, 7, nishio ? "Nishio Forcing Chain" : "Contradiction Forcing Chain", candidate, place);
    }

    private void offerDouble(ChainPropagation on, ChainPropagation off, int c, boolean state) {
        int node = ChainPropagation.node(c, state);
        if (!choice.mayBeat(base, on.minAncestors(node) + off.minAncestors(node), 1)) {
            return;
        }
        int complexity = on.ancestorCount(node, walk) + off.ancestorCount(node, walk) + nested(on, node, off, node);
        if (choice.collecting) {
            collectHint(new ChainPropagation[] {on, off}, new int[] {node, node}, 2, ChainPropagation.CAUSE_NONE,
                    complexity, 1, c, state);
            return;
        }
        offer(complexity, 1, "Double Forcing Chain", c, state);
    }

    /** SE's nested complexity of a two-target hint: each nested chain under either target once. */
    private int nested(ChainPropagation first, int firstNode, ChainPropagation second, int secondNode) {
        if (!first.hasNested() && !second.hasNested()) {
            return 0;
        }
        processed.clear();
        return first.nestedComplexity(firstNode, processed, walk) + second.nestedComplexity(secondNode, processed, walk);
    }

    private void offer(int complexity, int sortKey, String hintName, int candidate, boolean on) {
        choice.offer(grid, base, complexity, sortKey, hintName, candidate, on);
    }

    private void searchHouses(int cell, int digit, ChainPropagation on) {
        int bit = 1 << digit;
        for (int house : SeRegions.REGIONS[cell]) {
            int[] cells = SeRegions.REGION_CELLS[house];
            int count = 0;
            int firstCell = -1;
            for (int c : cells) {
                if ((grid[c] & bit) != 0) {
                    if (firstCell < 0) {
                        firstCell = c;
                    }
                    count++;
                }
            }
            if (!(count == 2 || (multiple && count > 2)) || firstCell != cell) {
                continue;
            }
            ChainPropagation[] parts = new ChainPropagation[count];
            int n = 0;
            System.arraycopy(on.onSet, 0, houseOn, 0, 12);
            System.arraycopy(on.offSet, 0, houseOff, 0, 12);
            for (int c : cells) {
                if ((grid[c] & bit) == 0) {
                    continue;
                }
                ChainPropagation p = c == cell ? on : on(c * 9 + digit);
                parts[n++] = p;
                if (p != on) {
                    for (int w = 0; w < 12; w++) {
                        houseOn[w] &= p.onSet[w];
                        houseOff[w] &= p.offSet[w];
                    }
                }
            }
            offerCommon(on, parts, n, houseOn, houseOff, 6, "Region Forcing Chains", house);
        }
    }

    /** The hints of states common to all branches, in the first branch's order: those on, then those off. */
    private void offerCommon(ChainPropagation first, ChainPropagation[] parts, int n,
            long[] common, long[] commonOff, int sortKey, String hintName, int house) {
        for (int pass = 0; pass < 2; pass++) {
            boolean on = pass == 0;
            long[] set = on ? common : commonOff;
            if (isEmpty(set)) {
                continue;
            }
            int[] list = on ? first.onList : first.offList;
            int size = on ? first.onCount : first.offCount;
            for (int k = 0; k < size; k++) {
                int c = list[k];
                if (!ChainPropagation.has(set, c)) {
                    continue;
                }
                int node = ChainPropagation.node(c, on);
                int bound = 0;
                for (int b = 0; b < n; b++) {
                    bound += parts[b].minAncestors(node);
                }
                if (!choice.mayBeat(base, bound, sortKey)) {
                    continue;
                }
                int complexity = 0;
                for (int b = 0; b < n; b++) {
                    complexity += parts[b].ancestorCount(node, walk);
                }
                processed.clear();
                for (int b = 0; b < n; b++) {
                    complexity += parts[b].nestedComplexity(node, processed, walk); // 0 at once where none
                }
                if (choice.collecting) {
                    collectCommon(parts, n, node, complexity, sortKey, house, c, on);
                } else {
                    offer(complexity, sortKey, hintName, c, on);
                }
            }
        }
    }

    /**
     * Collects a cell ({@code house} -1) or region forcing chain hint: its rule parents are those of each
     * branch's chain (SE's {@code collectRuleParents}; the branch's start counts as found by the cell, or
     * by the house, rule) and its fingerprint the branches' chains.
     */
    private void collectCommon(ChainPropagation[] parts, int n, int node, int complexity, int sortKey,
            int house, int candidate, boolean on) {
        byte rootCause = house < 0 ? ChainPropagation.CAUSE_CELL : (byte) (ChainPropagation.CAUSE_BOX + house / 9);
        int[] nodes = new int[n];
        java.util.Arrays.fill(nodes, node);
        collectHint(parts, nodes, n, rootCause, complexity, sortKey, candidate, on);
    }

    /**
     * Collects a hint whose chains end at {@code nodes[b]} of {@code parts[b]}: the candidates it removes,
     * its rule parents (for each state on with a cause among each chain's ancestors, what the enclosing
     * propagation removed from its cell or house; a chain's start has {@code rootCause}) and a
     * fingerprint of its chains.
     */
    private void collectHint(ChainPropagation[] parts, int[] nodes, int n, byte rootCause, int complexity,
            int sortKey, int candidate, boolean on) {
        int[] removed = ChainChoice.removals(grid, candidate, on);
        if (removed.length == 0) {
            return;
        }
        long[] set = new long[12];
        long h = 0x51ED270B27A5F9D3L ^ sortKey;
        boolean[] visited = new boolean[ChainPropagation.NODES + 1];
        int[] stack = new int[ChainPropagation.NODES + 1];
        for (int b = 0; b < n; b++) {
            ChainPropagation p = parts[b];
            java.util.Arrays.fill(visited, false);
            int top = 0;
            stack[top++] = nodes[b];
            visited[nodes[b]] = true;
            long chain = 0;
            while (top > 0) {
                int at = stack[--top];
                chain += (at + 1) * 0x9E3779B97F4A7C15L ^ (at * 0xC2B2AE3D27D4EB4FL >>> 7);
                int parentCount = p.parentCount(at);
                byte why = parentCount == 0 ? rootCause : p.cause(at);
                int state = at == ChainPropagation.EXTRA ? ChainPropagation.node(p.conflictCandidate, p.extraIsOn) : at;
                addRuleParents(set, state, why);
                for (int k = 0; k < parentCount; k++) {
                    int parent = p.parent(at, k);
                    if (!visited[parent]) {
                        visited[parent] = true;
                        stack[top++] = parent;
                    }
                }
            }
            h = (h ^ chain) * 0x100000001B3L;
        }
        choice.collect(ChainLength.difficulty(base, complexity), complexity, sortKey, removed,
                ChainCycleFinder.toNodes(set), h);
    }

    private void addRuleParents(long[] set, int node, byte why) {
        if (!ChainPropagation.isOn(node) || why == ChainPropagation.CAUSE_NONE) {
            return;
        }
        int candidate = ChainPropagation.candidateOf(node);
        int cell = candidate / 9;
        int digit = candidate % 9;
        if (why == ChainPropagation.CAUSE_CELL) {
            for (int gone = source[cell] & ~grid[cell]; gone != 0; gone &= gone - 1) {
                int c = cell * 9 + Integer.numberOfTrailingZeros(gone);
                set[c >> 6] |= 1L << c;
            }
        } else {
            int bit = 1 << digit;
            for (int other : SeRegions.REGION_CELLS[SeRegions.REGIONS[cell][why - ChainPropagation.CAUSE_BOX]]) {
                if ((source[other] & bit) != 0 && (grid[other] & bit) == 0) {
                    int c = other * 9 + digit;
                    set[c >> 6] |= 1L << c;
                }
            }
        }
    }

    private static boolean isEmpty(long[] set) {
        for (long w : set) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }
}
