package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;
import java.util.Arrays;
import java.util.List;

/**
 * Sudoku Explainer's producer "Forcing Chains & Cycles" ({@code Chaining} with neither multiple nor
 * dynamic chains): bidirectional cycles and forcing chains that follow one candidate, on a grid that does
 * not change during the search.
 *
 * <p>SE makes three passes over the cells (row-major, cells with two or more candidates) and their
 * candidates (ascending): X links only (one digit: a candidate on turns the digit off in its houses, and
 * off turns on the digit's last other place in a house), Y links only (a candidate on turns off the
 * cell's other candidates and the digit in its houses; off turns on the other candidate of a bivalue
 * cell; starts only from bivalue cells and looks for cycles only), then both. From each candidate on it
 * walks breadth-first, layer by layer, keeping every path whose "off" states are not already on the
 * path; reaching the start again after four or more links is a cycle, which removes each candidate that
 * sees both an "on" and an "off" state of its digit on the cycle (outside the cycle's cells). With X
 * links, it also propagates the candidate on and off (each state kept once) and a path back to the same
 * candidate in the other state is a forcing chain: "on implies off" removes it, "off implies on" places it.
 *
 * <p>Two shortcuts leave SE's results as they are. A graph of the grid's links of both kinds (which hold
 * each pass's) tells, once per search, which states reach which ({@link Reachability}): a forcing search
 * from a candidate whose state does not reach its opposite would find nothing, and is not run; and the
 * search for cycles from a candidate follows only the states of its strongly connected component, the
 * only ones that can lie on a cycle through it.
 *
 * <p>Difficulty (the hints' own): X- or Y-cycle 6.5, forcing X-chain 6.6, cycle or forcing chain with both
 * kinds of link 7.0, plus the increment for the complexity (the distinct states on the path). SE names a
 * forcing X-chain of complexity 6 "Turbot Fish" and an X-cycle over four cells "Generalized X-Wing".
 */
final class ChainCycleFinder implements HintFinder {

    private int[] entryNode = new int[4096];
    private int[] entryParent = new int[4096];
    private byte[] entryCause = new byte[4096];
    private byte lastCause;
    private int entries;

    private final int[] grid = new int[81];
    /** The places of each digit in each region of {@link #grid} ({@link SeRegions#allPositions}). */
    private final int[] gridPlaces = new int[243];
    private final long[] toOn = new long[12];
    private final long[] toOff = new long[12];
    private int[] pendingOn = new int[4096];
    private int[] pendingOff = new int[4096];
    private int[] pendingOffFrom = new int[4096];
    private int[] cycles = new int[256];
    private int cycleCount;
    private final int[] chains = new int[2];
    private int chainCount;
    private final int[] make = new int[32];
    private final byte[] makeCause = new byte[32];
    /**
     * The grid does not change during a search, so each candidate's links are listed once per search and
     * link kind, {@code candidate << 3 | cause} in SE's order, in one pool: those of {@code candidate} and
     * {@code kind} are {@code linkPool[linkFrom[kind][candidate]]} up to {@code linkTo[kind][candidate]}.
     * Kinds: [0] on-to-off X, [1] on-to-off XY, [2] off-to-on X, [3] off-to-on Y, [4] off-to-on XY.
     */
    private final int[][] linkFrom = new int[5][729];
    private final int[][] linkTo = new int[5][729];
    private int[] linkPool = new int[8192];
    private int linkPoolSize;
    private final int[][] linkStamp = new int[5][729];
    private int searchStamp;
    /**
     * What reaches what through the XY pass's links, which hold the X and the Y pass's too, made once per
     * search ({@link #linkGraph}). Graph nodes are the grid's candidates' states, numbered by
     * {@link #compact}. (A graph of each pass's own links would tell more apart, but costs more to make
     * than it spares.)
     */
    private final Reachability reach = new Reachability();
    private int reachStamp;
    private final int[] compact = new int[ChainPropagation.NODES];
    private final int[] edgeStart = new int[ChainPropagation.NODES + 1];
    private int[] edges = new int[8192];
    /** In collecting mode: the grid the enclosing propagation started from (for rule parents). */
    private int[] source;
    private final int[] seen = new int[ChainPropagation.NODES];
    private int stamp;
    private final ChainChoice choice = new ChainChoice();

    @Override
    public SeFamily family() {
        return SeFamily.FORCING_CHAINS_AND_CYCLES;
    }

    @Override
    public SeHint find(Position board, Deadline deadline) {
        choice.collecting = false;
        for (int cell = 0; cell < 81; cell++) {
            grid[cell] = board.candidates(cell);
        }
        search(deadline);
        return choice.hint();
    }

    /**
     * All hints on {@code work}, the grid of a propagation that started from {@code start}, sorted and
     * each set of removals once, as a nested producer gives them (SE's level 2 and up).
     */
    List<ChainChoice.Collected> collect(int[] work, int[] start, Deadline deadline) {
        choice.collecting = true;
        System.arraycopy(work, 0, grid, 0, 81);
        source = start;
        search(deadline);
        return choice.sortedDistinct();
    }

    private void search(Deadline deadline) {
        choice.clear();
        linkPoolSize = 0;
        SeRegions.allPositions(grid, gridPlaces);
        if (++searchStamp == 0) {
            for (int[] st : linkStamp) {
                Arrays.fill(st, 0);
            }
            reachStamp = 0;
            searchStamp = 1;
        }
        pass(false, true, deadline);
        pass(true, false, deadline);
        if (choice.collecting || !choice.found || choice.difficulty >= 7.0) {
            pass(true, true, deadline); // its hints start at 7.0
        }
    }

    /**
     * Whether a hint of this pass with {@code complexity} or more could still come first; when not, a
     * breadth-first search may stop (its later finds are only longer). Never stops when collecting.
     */
    private boolean worthGoingOn(double base, int complexity, int key) {
        return choice.collecting || !choice.found
                || choice.beats(ChainLength.difficulty(base, complexity), complexity, key);
    }

    private void pass(boolean y, boolean x, Deadline deadline) {
        for (int cell = 0; cell < 81; cell++) {
            int mask = grid[cell];
            int cardinality = Integer.bitCount(mask);
            if (cardinality < 2 || (!x && cardinality > 2)) {
                continue;
            }
            deadline.check();
            for (int m = mask; m != 0; m &= m - 1) {
                int candidate = cell * 9 + Integer.numberOfTrailingZeros(m);
                unary(candidate, y, x);
            }
        }
    }

    private double cycleBase;
    private double chainBase;
    private int key;

    private void unary(int start, boolean y, boolean x) {
        entries = 0;
        cycleCount = 0;
        chainCount = 0;
        cycleBase = y && x ? 7.0 : 6.5;
        chainBase = y ? 7.0 : 6.6;
        key = y && x ? 4 : y ? 3 : 2;
        findCycles(start, y, x);
        if (x) {
            if (reachesOpposite(start, true)) {
                forcing(start, true, y);
            }
            if (reachesOpposite(start, false)) {
                forcing(start, false, y);
            }
        }
        for (int k = 0; k < cycleCount; k++) {
            int end = cycles[k];
            int complexity = distinctStates(end);
            double difficulty = ChainLength.difficulty(cycleBase, complexity);
            if (!choice.beats(difficulty, complexity, key)) {
                continue;
            }
            int[] removed = cycleEliminations(end);
            if (removed.length == 0) {
                continue;
            }
            if (choice.collecting) {
                choice.collect(difficulty, complexity, key, removed, cycleParents(end), fingerprint(end, true));
            } else {
                String hintName = y && x ? "Bidirectional Cycle" : y ? "Bidirectional Y-Cycle"
                        : cycleCells(end) == 4 ? "Generalized X-Wing" : "Bidirectional X-Cycle";
                choice.keep(difficulty, complexity, key, hintName, -1, removed);
            }
        }
        for (int k = 0; k < chainCount; k++) {
            int end = chains[k];
            int complexity = distinctStates(end);
            String hintName = y ? "Forcing Chain" : complexity == 6 ? "Turbot Fish" : "Forcing X-Chain";
            int node = entryNode[end];
            int target = ChainPropagation.candidateOf(node);
            boolean on = ChainPropagation.isOn(node);
            if (choice.collecting) {
                int[] removed = ChainChoice.removals(grid, target, on);
                if (removed.length > 0) {
                    choice.collect(ChainLength.difficulty(chainBase, complexity), complexity, key, removed,
                            pathParents(end, null), fingerprint(end, false));
                }
            } else {
                choice.offer(grid, chainBase, complexity, key, hintName, target, on);
            }
        }
    }

    private int newEntry(int node, int parent) {
        if (entries == entryNode.length) {
            entryNode = Arrays.copyOf(entryNode, entries * 2);
            entryParent = Arrays.copyOf(entryParent, entries * 2);
            entryCause = Arrays.copyOf(entryCause, entries * 2);
        }
        entryNode[entries] = node;
        entryParent[entries] = parent;
        entryCause[entries] = lastCause;
        return entries++;
    }

    private static int[] grow(int[] queue, int size) {
        return size < queue.length ? queue : Arrays.copyOf(queue, queue.length * 2);
    }

    /**
     * Whether {@code start} on (off) reaches {@code start} off (on) through the links of both kinds. The
     * forcing search from it follows the pass's links, which are among those: when it does not, that
     * search finds no chain and need not run.
     */
    private boolean reachesOpposite(int start, boolean startOn) {
        Reachability graph = linkGraph();
        int on = compact[ChainPropagation.node(start, true)];
        int off = compact[ChainPropagation.node(start, false)];
        return startOn ? graph.reaches(on, off) : graph.reaches(off, on);
    }

    /** What reaches what through the links of both kinds, made once per search. */
    private Reachability linkGraph() {
        if (reachStamp != searchStamp) {
            makeGraph();
            reachStamp = searchStamp;
        }
        return reach;
    }

    /**
     * The graph of the links of both kinds over the grid's candidates, its nodes as {@link #compact}
     * numbers them (in the same order here).
     */
    private void makeGraph() {
        int nodes = 0; // numbered digit by digit, each candidate's "off" node, then its "on" node
        for (int digit = 0; digit < 9; digit++) {
            for (int cell = 0; cell < 81; cell++) {
                if ((grid[cell] & (1 << digit)) != 0) {
                    int candidate = cell * 9 + digit;
                    compact[ChainPropagation.node(candidate, false)] = nodes++;
                    compact[ChainPropagation.node(candidate, true)] = nodes++;
                }
            }
        }
        int count = 0;
        int v = 0;
        for (int digit = 0; digit < 9; digit++) {
            for (int cell = 0; cell < 81; cell++) {
                if ((grid[cell] & (1 << digit)) == 0) {
                    continue;
                }
                int candidate = cell * 9 + digit;
                for (int state = 0; state < 2; state++) { // in the nodes' order
                    boolean on = state == 1;
                    int kind = on ? onOffLinks(candidate, true) : offOnLinks(candidate, true, true);
                    int from = linkFrom[kind][candidate];
                    int to = linkTo[kind][candidate];
                    if (count + (to - from) > edges.length) {
                        edges = Arrays.copyOf(edges, Math.max(edges.length * 2, count + (to - from)));
                    }
                    edgeStart[v++] = count;
                    for (int k = from; k < to; k++) {
                        edges[count++] = compact[ChainPropagation.node(linkPool[k] >>> 3, !on)];
                    }
                }
            }
        }
        edgeStart[v] = count;
        reach.compute(v, edgeStart, edges);
    }

    /** Whether {@code node} is among the states above entry {@code e} on its path (SE's {@code isParent}). */
    private boolean isAncestor(int e, int node) {
        for (int p = entryParent[e]; p >= 0; p = entryParent[p]) {
            if (entryNode[p] == node) {
                return true;
            }
        }
        return false;
    }

    /** Lists {@code candidate}'s on-to-off links once per search; answers their kind. */
    private int onOffLinks(int candidate, boolean y) {
        int kind = y ? 1 : 0;
        if (linkStamp[kind][candidate] != searchStamp) {
            pool(kind, candidate, onToOff(candidate, y));
        }
        return kind;
    }

    /** Lists {@code candidate}'s off-to-on links once per search; answers their kind. */
    private int offOnLinks(int candidate, boolean y, boolean x) {
        int kind = y && x ? 4 : y ? 3 : 2;
        if (linkStamp[kind][candidate] != searchStamp) {
            pool(kind, candidate, offToOn(candidate, y, x));
        }
        return kind;
    }

    /** Adds the {@code made} links just made to the pool as {@code candidate}'s of {@code kind}. */
    private void pool(int kind, int candidate, int made) {
        if (linkPoolSize + made > linkPool.length) {
            linkPool = Arrays.copyOf(linkPool, Math.max(linkPool.length * 2, linkPoolSize + made));
        }
        linkFrom[kind][candidate] = linkPoolSize;
        for (int k = 0; k < made; k++) {
            linkPool[linkPoolSize++] = make[k] << 3 | makeCause[k];
        }
        linkTo[kind][candidate] = linkPoolSize;
        linkStamp[kind][candidate] = searchStamp;
    }

    /** SE's onToOff: the states a candidate on turns off, in SE's order, each cell once. */
    private int onToOff(int candidate, boolean y) {
        int cell = candidate / 9;
        int digit = candidate % 9;
        int made = 0;
        if (y) {
            for (int others = grid[cell] & ~(1 << digit); others != 0; others &= others - 1) {
                makeCause[made] = ChainPropagation.CAUSE_CELL;
                make[made++] = cell * 9 + Integer.numberOfTrailingZeros(others);
            }
        }
        // the peers with the digit in SE's order (SeRegions.HOUSE), region by region
        int[] regions = SeRegions.REGIONS[cell];
        int[] met = SeRegions.MET[cell];
        for (int h = 0; h < 3; h++) {
            int[] cells = SeRegions.REGION_CELLS[regions[h]];
            for (int m = gridPlaces[regions[h] * 9 + digit] & met[h]; m != 0; m &= m - 1) {
                makeCause[made] = (byte) (ChainPropagation.CAUSE_BOX + h);
                make[made++] = cells[Integer.numberOfTrailingZeros(m)] * 9 + digit;
            }
        }
        return made;
    }

    /** SE's offToOn: the states a candidate off turns on, in SE's order, each once. */
    private int offToOn(int candidate, boolean y, boolean x) {
        int cell = candidate / 9;
        int digit = candidate % 9;
        int made = 0;
        if (y && Integer.bitCount(grid[cell]) == 2) {
            makeCause[made] = ChainPropagation.CAUSE_CELL;
            make[made++] = cell * 9 + Integer.numberOfTrailingZeros(grid[cell] & ~(1 << digit));
        }
        if (x) {
            for (int h = 0; h < 3; h++) {
                int region = SeRegions.REGIONS[cell][h];
                int others = gridPlaces[region * 9 + digit] & ~(1 << SeRegions.POSITION[cell][h]);
                if (others != 0 && (others & (others - 1)) == 0) { // one other place
                    int target = SeRegions.REGION_CELLS[region][Integer.numberOfTrailingZeros(others)] * 9 + digit;
                    boolean already = false;
                    for (int k = 0; k < made; k++) {
                        already |= make[k] == target;
                    }
                    if (!already) {
                        makeCause[made] = (byte) (ChainPropagation.CAUSE_BOX + h);
                        make[made++] = target;
                    }
                }
            }
        }
        return made;
    }

    private static void add(long[] set, int candidate) {
        set[candidate >> 6] |= 1L << candidate;
    }

    /**
     * SE's doCycles from {@code start} on. SE keeps every "off" state a path reaches unless it is already
     * on that path, so the same state is pending many times; here a pending "off" is a candidate and the
     * entry it came from, and it becomes an entry (and is checked against its path) only if it leads
     * anywhere: to a new "on" state or back to the start. The states found, their order and their paths
     * are SE's.
     */
    private void findCycles(int start, boolean y, boolean x) {
        Arrays.fill(toOn, 0);
        add(toOn, start);
        int onHead = 0;
        int onTail = 0;
        int offHead = 0;
        int offTail = 0;
        lastCause = ChainPropagation.CAUSE_NONE;
        pendingOn[onTail++] = newEntry(ChainPropagation.node(start, true), -1);
        int startNode = ChainPropagation.node(start, true);
        // a state on a cycle through the start reaches the start, and is reached from it: it is in the
        // start's strongly connected component; a state outside leads to no cycle, nor shuts one out
        // (the pass's links are among those of both kinds, so its components are within theirs)
        Reachability graph = linkGraph();
        int home = graph.component(compact[startNode]);
        int length = 0;
        while (onHead < onTail || offHead < offTail) {
            length++;
            while (onHead < onTail) {
                int e = pendingOn[onHead++];
                int onCandidate = ChainPropagation.candidateOf(entryNode[e]);
                int kind = onOffLinks(onCandidate, y);
                for (int k = linkFrom[kind][onCandidate], end = linkTo[kind][onCandidate]; k < end; k++) {
                    int link = linkPool[k];
                    if (graph.component(compact[ChainPropagation.node(link >>> 3, false)]) != home) {
                        continue;
                    }
                    if (offTail == pendingOff.length) {
                        pendingOff = Arrays.copyOf(pendingOff, offTail * 2);
                        pendingOffFrom = Arrays.copyOf(pendingOffFrom, offTail * 2);
                    }
                    pendingOff[offTail] = link;
                    pendingOffFrom[offTail++] = e;
                }
            }
            length++;
            if (length >= 4 && !worthGoingOn(cycleBase, length, key)) {
                return; // a cycle closed from here on has at least this many states
            }
            while (offHead < offTail) {
                int offLink = pendingOff[offHead];
                int from = pendingOffFrom[offHead++];
                int offCandidate = offLink >>> 3;
                int kind = offOnLinks(offCandidate, y, x);
                int first = linkFrom[kind][offCandidate];
                int end = linkTo[kind][offCandidate];
                boolean leads = false;
                for (int k = first; k < end; k++) {
                    int link = linkPool[k];
                    int c = link >>> 3;
                    if ((length >= 4 && c == start) || (!ChainPropagation.has(toOn, c)
                            && graph.component(compact[ChainPropagation.node(c, true)]) == home)) {
                        leads = true;
                        break;
                    }
                }
                int offNode = ChainPropagation.node(offCandidate, false);
                if (!leads || isAncestor(from, offNode)) {
                    continue;
                }
                lastCause = (byte) (offLink & 7);
                int e = newEntry(offNode, from);
                for (int k = first; k < end; k++) {
                    int link = linkPool[k];
                    int c = link >>> 3;
                    int node = ChainPropagation.node(c, true);
                    lastCause = (byte) (link & 7);
                    if (length >= 4 && node == startNode) {
                        cycles = grow(cycles, cycleCount);
                        cycles[cycleCount++] = newEntry(node, e);
                    }
                    if (!ChainPropagation.has(toOn, c) && graph.component(compact[node]) == home) {
                        add(toOn, c);
                        pendingOn = grow(pendingOn, onTail);
                        pendingOn[onTail++] = newEntry(node, e);
                    }
                }
            }
        }
    }

    /** SE's doForcingChains from {@code start} on (or off), X links always, Y links if {@code y}. */
    private void forcing(int start, boolean startOn, boolean y) {
        Arrays.fill(toOn, 0);
        Arrays.fill(toOff, 0);
        int onHead = 0;
        int onTail = 0;
        int offHead = 0;
        int offTail = 0;
        lastCause = ChainPropagation.CAUSE_NONE;
        int root = newEntry(ChainPropagation.node(start, startOn), -1);
        if (startOn) {
            add(toOn, start);
            pendingOn[onTail++] = root;
        } else {
            add(toOff, start);
            pendingOff[offTail++] = root;
        }
        boolean found = false;
        // entries made by the next phase are one deeper than those it reads; a chain ending there has
        // that depth + 1 states
        int depth = 0;
        while (onHead < onTail || offHead < offTail) {
            if (found || !worthGoingOn(chainBase, depth + 2, key)) {
                return;
            }
            if (onHead < onTail) {
                depth++;
            }
            while (onHead < onTail) {
                int e = pendingOn[onHead++];
                int onCandidate = ChainPropagation.candidateOf(entryNode[e]);
                int kind = onOffLinks(onCandidate, y);
                for (int k = linkFrom[kind][onCandidate], end = linkTo[kind][onCandidate]; k < end; k++) {
                    int link = linkPool[k];
                    int c = link >>> 3;
                    byte why = (byte) (link & 7);
                    boolean target = startOn && c == start && !found;
                    if (target || !ChainPropagation.has(toOff, c)) {
                        lastCause = why;
                        int entry = newEntry(ChainPropagation.node(c, false), e);
                        if (target) {
                            found = true;
                            chains[chainCount++] = entry;
                        }
                        if (!ChainPropagation.has(toOff, c)) {
                            add(toOff, c);
                            pendingOff = grow(pendingOff, offTail);
                            pendingOff[offTail++] = entry;
                        }
                    }
                }
            }
            if (offHead < offTail) {
                if (found || !worthGoingOn(chainBase, depth + 2, key)) {
                    return;
                }
                depth++;
            }
            while (offHead < offTail) {
                int e = pendingOff[offHead++];
                int offCandidate = ChainPropagation.candidateOf(entryNode[e]);
                int kind = offOnLinks(offCandidate, y, true);
                for (int k = linkFrom[kind][offCandidate], end = linkTo[kind][offCandidate]; k < end; k++) {
                    int link = linkPool[k];
                    int c = link >>> 3;
                    byte why = (byte) (link & 7);
                    boolean target = !startOn && c == start && !found;
                    if (target || !ChainPropagation.has(toOn, c)) {
                        lastCause = why;
                        int entry = newEntry(ChainPropagation.node(c, true), e);
                        if (target) {
                            found = true;
                            chains[chainCount++] = entry;
                        }
                        if (!ChainPropagation.has(toOn, c)) {
                            add(toOn, c);
                            pendingOn = grow(pendingOn, onTail);
                            pendingOn[onTail++] = entry;
                        }
                    }
                }
            }
        }
    }

    /** SE's ancestor count of a path's end: the distinct states on it. */
    private int distinctStates(int end) {
        if (++stamp == 0) {
            Arrays.fill(seen, 0);
            stamp = 1;
        }
        int count = 0;
        for (int e = end; e >= 0; e = entryParent[e]) {
            int node = entryNode[e];
            if (seen[node] != stamp) {
                seen[node] = stamp;
                count++;
            }
        }
        return count;
    }

    private int cycleCells(int end) {
        long c0 = 0;
        long c1 = 0;
        for (int e = end; entryParent[e] >= 0; e = entryParent[e]) {
            int cell = ChainPropagation.candidateOf(entryNode[e]) / 9;
            if (cell < 64) {
                c0 |= 1L << cell;
            } else {
                c1 |= 1L << cell;
            }
        }
        return Long.bitCount(c0) + Long.bitCount(c1);
    }

    /** The candidates a cycle removes: those that see both an "on" and an "off" state of their digit on it. */
    private int[] cycleEliminations(int end) {
        long c0 = 0;
        long c1 = 0;
        for (int e = end; entryParent[e] >= 0; e = entryParent[e]) {
            int cell = ChainPropagation.candidateOf(entryNode[e]) / 9;
            if (cell < 64) {
                c0 |= 1L << cell;
            } else {
                c1 |= 1L << cell;
            }
        }
        long[] forward = new long[12];
        long[] back = new long[12];
        for (int e = end; entryParent[e] >= 0; e = entryParent[e]) {
            int node = entryNode[e];
            int candidate = ChainPropagation.candidateOf(node);
            int cell = candidate / 9;
            int digit = candidate % 9;
            long[] into = ChainPropagation.isOn(node) ? forward : back;
            for (int peer : SeRegions.PEERS[cell]) {
                boolean inCycle = peer < 64 ? (c0 & (1L << peer)) != 0 : (c1 & (1L << (peer - 64))) != 0;
                if (!inCycle && (grid[peer] & (1 << digit)) != 0) {
                    add(into, peer * 9 + digit);
                }
            }
        }
        int count = 0;
        for (int w = 0; w < 12; w++) {
            forward[w] &= back[w];
            count += Long.bitCount(forward[w]);
        }
        int[] removed = new int[count];
        if (count == 0) {
            return removed;
        }
        if (!choice.collecting) {
            int k = 0;
            for (int w = 0; w < 12; w++) {
                for (long bits = forward[w]; bits != 0; bits &= bits - 1) {
                    removed[k++] = w * 64 + Long.numberOfTrailingZeros(bits);
                }
            }
            return removed;
        }
        // SE's order: its removal map's cells as first met walking the cycle from its end (peers
        // ascending), listed as its hash map lists them
        int[] cells = new int[count];
        int[] masks = new int[count];
        int cellCount = 0;
        long[] met = new long[12];
        for (int e = end; entryParent[e] >= 0; e = entryParent[e]) {
            int node = entryNode[e];
            if (!ChainPropagation.isOn(node)) {
                continue;
            }
            int candidate = ChainPropagation.candidateOf(node);
            int digit = candidate % 9;
            for (int peer : SeRegions.PEERS[candidate / 9]) {
                int c = peer * 9 + digit;
                if (ChainPropagation.has(forward, c) && !ChainPropagation.has(met, c)) {
                    add(met, c);
                    int at = -1;
                    for (int k = 0; k < cellCount; k++) {
                        if (cells[k] == peer) {
                            at = k;
                        }
                    }
                    if (at < 0) {
                        at = cellCount++;
                        cells[at] = peer;
                    }
                    masks[at] |= 1 << digit;
                }
            }
        }
        return ChainChoice.hashMapOrder(cells, masks, cellCount);
    }

    /**
     * The rule parents of a path's end (SE's {@code collectRuleParents}): for each "on" state on it
     * with a cause, the candidates the enclosing propagation removed from its cell (cell rule) or from
     * the digit's places in its house (house rule). {@code flipped} reads the path with every state
     * reversed (the cycle's other direction, whose "on" states are the path's "off" ones).
     */
    private int[] pathParents(int end, long[] into) {
        long[] set = into != null ? into : new long[12];
        for (int e = end; e >= 0; e = entryParent[e]) {
            addRuleParents(set, entryNode[e], entryCause[e], true);
        }
        return into != null ? null : toNodes(set);
    }

    private void addRuleParents(long[] set, int node, byte why, boolean wantOn) {
        if (ChainPropagation.isOn(node) != wantOn || why == ChainPropagation.CAUSE_NONE) {
            return;
        }
        int candidate = ChainPropagation.candidateOf(node);
        int cell = candidate / 9;
        int digit = candidate % 9;
        if (why == ChainPropagation.CAUSE_CELL) {
            for (int gone = source[cell] & ~grid[cell]; gone != 0; gone &= gone - 1) {
                add(set, cell * 9 + Integer.numberOfTrailingZeros(gone));
            }
        } else {
            int bit = 1 << digit;
            for (int other : SeRegions.REGION_CELLS[SeRegions.REGIONS[cell][why - ChainPropagation.CAUSE_BOX]]) {
                if ((source[other] & bit) != 0 && (grid[other] & bit) == 0) {
                    add(set, other * 9 + digit);
                }
            }
        }
    }

    private int[] cycleParents(int end) {
        long[] set = new long[12];
        // the cycle's end (the start again, found with a cause) first, then the path above it
        pathParents(end, set);
        // the reversed cycle: its "on" states are this path's "off" states, with their causes
        for (int e = end; e >= 0; e = entryParent[e]) {
            addRuleParents(set, entryNode[e], entryCause[e], false);
        }
        return toNodes(set);
    }

    static int[] toNodes(long[] set) {
        int count = 0;
        for (long w : set) {
            count += Long.bitCount(w);
        }
        int[] nodes = new int[count];
        int k = 0;
        for (int w = 0; w < 12; w++) {
            for (long bits = set[w]; bits != 0; bits &= bits - 1) {
                nodes[k++] = ChainPropagation.node(w * 64 + Long.numberOfTrailingZeros(bits), false);
            }
        }
        return nodes;
    }

    /** A fingerprint of a hint's chains (SE's {@code FullChain}): its states in order, each target's path. */
    private long fingerprint(int end, boolean cycle) {
        long h = cycle ? 0x9E3779B97F4A7C15L : 0x632BE59BD9B4E019L;
        for (int e = end; e >= 0; e = entryParent[e]) {
            h = (h ^ entryNode[e]) * 0x100000001B3L;
        }
        return h;
    }
}
