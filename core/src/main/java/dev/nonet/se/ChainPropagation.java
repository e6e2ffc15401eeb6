package dev.nonet.se;

import java.util.Arrays;

/**
 * What one assumption implies, found the way Sudoku Explainer's forcing chains find it
 * ({@code Chaining.doChaining}): starting from one candidate assumed true ("on") or false ("off"), the
 * consequences spread until nothing new follows or some candidate would have to be both on and off.
 *
 * <p>The rules: a candidate on turns off the cell's other candidates (not in X-only mode, that is Nishio)
 * and the digit in the rest of its box, row and column; a candidate off turns on the cell's last other
 * candidate when the cell has two (not in X-only mode) and the digit's last other place in each of its
 * box, row and column where it has two. Pending "on" states are always taken before pending "off" ones,
 * each in the order found, as SE does, since that order decides which chain reaches a candidate first.
 * In dynamic mode each processed "off" is removed from the working grid, so later rules see the
 * reduced grid, and a conclusion drawn from it records, besides the state that triggered it, the "off"
 * states that had emptied the cell or house ("hidden parents", in SE's order: the cell's digits
 * ascending, or the house's cells in order).
 *
 * <p>A state is a node {@code candidate * 2 + (on ? 1 : 0)}; each node holds at most one state per
 * candidate, with the list of its parent nodes. On a contradiction the propagation stops at once (its
 * sets stay as they were then, which is what SE goes on using), and the clashing state, the one that was
 * not added, is kept apart as node {@link #EXTRA}. Reusable: {@link #run} resets it.
 */
final class ChainPropagation {

    static final int NODES = 1458;
    /** The clashing state of a contradiction, not among the nodes (it would be the second for its candidate). */
    static final int EXTRA = NODES;

    static final byte CAUSE_NONE = 0;
    /** The cell's only other candidate, or the cell's other candidates (SE's NakedSingle). */
    static final byte CAUSE_CELL = 1;
    /** The box, row or column's only other place, or the digit's other places there: 2 + the house kind. */
    static final byte CAUSE_BOX = 2;
    static final byte CAUSE_ADVANCED = 5;

    /** Which candidates are on, which off (bit sets over the 729 candidates). */
    final long[] onSet = new long[12];
    final long[] offSet = new long[12];
    /** The candidates turned on, then those turned off, each in the order found. */
    final int[] onList = new int[729];
    final int[] offList = new int[729];
    int onCount;
    int offCount;

    /**
     * Each node's record, four ints from {@code node << 2}: where its parents start in {@link #pool}, how
     * many there are, its depth (the longest path from the start), and why it holds ({@link #CAUSE_CELL}
     * and the house kinds, as SE's {@code Potential.Cause}). Kept together, a node's record is one
     * memory access; the propagations are many and their nodes far apart.
     */
    private final int[] slot = new int[(NODES + 1) * 4];
    private static final int PARENT_START = 0;
    private static final int PARENT_COUNT = 1;
    private static final int DEPTH = 2;
    private static final int CAUSE = 3;
    /**
     * For states an extra rule found by a nested chain (cause {@link #CAUSE_ADVANCED}): that chain's
     * fingerprint and complexity; not read for other states. Made at the first such state: only the
     * nested levels find any, and a rating may make hundreds of propagations.
     */
    private long[] nestedFingerprint;
    private int[] nestedComplexity;
    private boolean anyNested;
    private int[] pool = new int[2048];
    private int poolSize;
    private boolean singleParents;

    /** The candidate both on and off after a contradiction, else -1; {@link #EXTRA} is its state not added. */
    int conflictCandidate = -1;
    /** Whether {@link #EXTRA} is the "on" state of the conflict (the "off" one being a node), or the "off". */
    boolean extraIsOn;

    /** The grid as the propagation changes it (dynamic mode); the source grid is not touched. */
    final int[] work = new int[81];
    private int[] source;
    /**
     * Each region's places of each digit ({@link SeRegions#allPositions}) on the source grid, and on
     * {@link #work}: the source's own array in static mode, this propagation's copy in dynamic mode.
     */
    private int[] sourcePlaces;
    private int[] places;
    private final int[] workPlaces = new int[243];

    private final int[] makeCand = new int[32];
    private final int[] makeParents = new int[32 * 10];
    private final int[] makeParentCount = new int[32];
    private final byte[] makeCause = new byte[32];

    /** Optional extra rules, used once the basic ones give nothing more (SE's nested levels). */
    interface Extra {
        /**
         * Adds "off" states that follow from the working grid by other rules, through
         * {@link ChainPropagation#addOff}, answering whether it added any.
         */
        boolean apply(ChainPropagation propagation);

        /** Called once per search, before any propagation: the placed values (0 open), and its deadline. */
        default void prepare(int[] values, dev.nonet.limit.Deadline deadline) {
        }

        /**
         * The same rules with buffers of their own, for the {@code lane}th thread of a split search
         * ({@link ChainScratch#stock}).
         */
        Extra another(int lane);
    }

    static int node(int candidate, boolean on) {
        return candidate * 2 + (on ? 1 : 0);
    }

    static int candidateOf(int node) {
        return node >> 1;
    }

    static boolean isOn(int node) {
        return (node & 1) != 0;
    }

    static boolean has(long[] set, int candidate) {
        return (set[candidate >> 6] & (1L << candidate)) != 0;
    }

    boolean isOnNode(int candidate) {
        return has(onSet, candidate);
    }

    boolean isOffNode(int candidate) {
        return has(offSet, candidate);
    }

    /**
     * The places of {@code digit} (0-8) in {@code region} on the working grid, as
     * {@link SeRegions#positions} would find them there.
     */
    int places(int region, int digit) {
        return places[region * 9 + digit];
    }

    /** The grid the propagation started from. */
    int[] source() {
        return source;
    }

    /**
     * Propagates the assumption that {@code start} is on (or off) on the grid {@code source} (81
     * candidate masks, left as they are), whose places are {@code sourcePlaces}
     * ({@link SeRegions#allPositions}, left as they are too). Answers whether it ended in a contradiction.
     */
    boolean run(int[] source, int[] sourcePlaces, int start, boolean startOn, boolean dynamic, boolean xOnly,
            Extra extra) {
        this.source = source;
        this.sourcePlaces = sourcePlaces;
        if (dynamic) {
            System.arraycopy(sourcePlaces, 0, workPlaces, 0, 243);
            places = workPlaces;
        } else {
            places = sourcePlaces; // the grid does not change
        }
        Arrays.fill(onSet, 0);
        Arrays.fill(offSet, 0);
        onCount = 0;
        offCount = 0;
        poolSize = 0;
        conflictCandidate = -1;
        singleParents = true;
        anyNested = false;
        System.arraycopy(source, 0, work, 0, 81);
        int startNode = node(start, startOn);
        slot[(startNode << 2) + PARENT_COUNT] = 0;
        slot[(startNode << 2) + DEPTH] = 0;
        slot[(startNode << 2) + CAUSE] = CAUSE_NONE;
        if (startOn) {
            onSet[start >> 6] |= 1L << start;
            onList[onCount++] = start;
        } else {
            offSet[start >> 6] |= 1L << start;
            offList[offCount++] = start;
        }
        int onHead = 0;
        int offHead = 0;
        while (true) {
            if (onHead < onCount) {
                if (!spreadOn(onList[onHead++], xOnly)) {
                    return true;
                }
            } else if (offHead < offCount) {
                if (!spreadOff(offList[offHead++], dynamic, xOnly)) {
                    return true;
                }
            } else if (extra == null || !extra.apply(this)) {
                return false;
            }
        }
    }

    /** The consequences of {@code candidate} on; false on a contradiction. */
    private boolean spreadOn(int candidate, boolean xOnly) {
        int cell = candidate / 9;
        int digit = candidate % 9;
        int parent = node(candidate, true);
        if (!xOnly) {
            for (int others = work[cell] & ~(1 << digit); others != 0; others &= others - 1) {
                if (!turnOff(cell * 9 + Integer.numberOfTrailingZeros(others), parent, CAUSE_CELL)) {
                    return false;
                }
            }
        }
        // each peer with the digit once, in the order SE meets them (SeRegions.HOUSE), region by region
        int[] regions = SeRegions.REGIONS[cell];
        int[] met = SeRegions.MET[cell];
        for (int h = 0; h < 3; h++) {
            int[] cells = SeRegions.REGION_CELLS[regions[h]];
            for (int m = places[regions[h] * 9 + digit] & met[h]; m != 0; m &= m - 1) {
                if (!turnOff(cells[Integer.numberOfTrailingZeros(m)] * 9 + digit, parent, (byte) (CAUSE_BOX + h))) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean turnOff(int target, int parent, byte why) {
        if (has(onSet, target)) {
            conflictCandidate = target;
            extraIsOn = false;
            setParents(EXTRA, parent, why);
            return false;
        }
        if (!has(offSet, target)) {
            offSet[target >> 6] |= 1L << target;
            offList[offCount++] = target;
            setParents(node(target, false), parent, why);
        }
        return true;
    }

    private void setParents(int node, int parent, byte why) {
        int at = node << 2;
        slot[at + CAUSE] = why;
        ensurePool(1);
        slot[at + PARENT_START] = poolSize;
        slot[at + PARENT_COUNT] = 1;
        pool[poolSize++] = parent;
        slot[at + DEPTH] = slot[(parent << 2) + DEPTH] + 1;
    }

    private void ensurePool(int more) {
        if (poolSize + more > pool.length) {
            pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + more));
        }
    }

    /** The consequences of {@code candidate} off; false on a contradiction. */
    private boolean spreadOff(int candidate, boolean dynamic, boolean xOnly) {
        int cell = candidate / 9;
        int digit = candidate % 9;
        int parent = node(candidate, false);
        int made = 0;
        if (!xOnly && Integer.bitCount(work[cell]) == 2) {
            int other = Integer.numberOfTrailingZeros(work[cell] & ~(1 << digit));
            makeCand[made] = cell * 9 + other;
            int base = made * 10;
            int count = 0;
            makeParents[base + count++] = parent;
            for (int gone = source[cell] & ~work[cell]; gone != 0; gone &= gone - 1) {
                makeParents[base + count++] = node(cell * 9 + Integer.numberOfTrailingZeros(gone), false);
            }
            makeCause[made] = CAUSE_CELL;
            makeParentCount[made++] = count;
        }
        int[] regions = SeRegions.REGIONS[cell];
        int[] position = SeRegions.POSITION[cell];
        for (int h = 0; h < 3; h++) {
            int at = regions[h] * 9 + digit;
            int others = places[at] & ~(1 << position[h]);
            if (others == 0 || (others & (others - 1)) != 0) {
                continue; // not one other place
            }
            int[] cells = SeRegions.REGION_CELLS[regions[h]];
            int target = cells[Integer.numberOfTrailingZeros(others)] * 9 + digit;
            boolean already = false;
            for (int k = 0; k < made; k++) {
                if (makeCand[k] == target) {
                    already = true;
                    break;
                }
            }
            if (already) {
                continue;
            }
            makeCand[made] = target;
            int base = made * 10;
            int count = 0;
            makeParents[base + count++] = parent;
            for (int gone = sourcePlaces[at] & ~places[at]; gone != 0; gone &= gone - 1) {
                makeParents[base + count++] = node(cells[Integer.numberOfTrailingZeros(gone)] * 9 + digit, false);
            }
            makeCause[made] = (byte) (CAUSE_BOX + h);
            makeParentCount[made++] = count;
        }
        if (dynamic) {
            work[cell] &= ~(1 << digit);
            for (int h = 0; h < 3; h++) {
                places[regions[h] * 9 + digit] &= ~(1 << position[h]);
            }
        }
        for (int k = 0; k < made; k++) {
            int target = makeCand[k];
            int node = has(offSet, target) ? EXTRA : node(target, true);
            if (node != EXTRA && has(onSet, target)) {
                continue;
            }
            int count = makeParentCount[k];
            int at = node << 2;
            slot[at + CAUSE] = makeCause[k];
            ensurePool(count);
            slot[at + PARENT_START] = poolSize;
            slot[at + PARENT_COUNT] = count;
            int deepest = 0;
            for (int p = 0; p < count; p++) {
                int parentNode = makeParents[k * 10 + p];
                pool[poolSize++] = parentNode;
                deepest = Math.max(deepest, slot[(parentNode << 2) + DEPTH]);
            }
            slot[at + DEPTH] = deepest + 1;
            if (count > 1) {
                singleParents = false;
            }
            if (node == EXTRA) {
                conflictCandidate = target;
                extraIsOn = true;
                return false;
            }
            onSet[target >> 6] |= 1L << target;
            onList[onCount++] = target;
        }
        return true;
    }

    /**
     * Adds {@code target} off, with {@code parents} (nodes of this propagation) as its cause, unless it is
     * already off; for extra rules. Answers whether it was added. As in SE, it is not checked against
     * the "on" states here: a clash shows when the new state is spread.
     */
    boolean addOff(int target, int[] parents, int parentCount) {
        return addOff(target, parents, parentCount, 0, 0);
    }

    /** {@link #addOff(int, int[], int)} for a state found by a nested chain of that fingerprint and complexity. */
    boolean addOff(int target, int[] parents, int parentCount, long fingerprint, int complexity) {
        if (has(offSet, target)) {
            return false;
        }
        int node = node(target, false);
        int at = node << 2;
        slot[at + CAUSE] = CAUSE_ADVANCED;
        if (complexity != 0 && nestedComplexity == null) {
            nestedFingerprint = new long[NODES + 1];
            nestedComplexity = new int[NODES + 1];
        }
        if (nestedComplexity != null) { // else none has a complexity, which nestedComplexity(...) takes as 0
            nestedFingerprint[node] = fingerprint;
            nestedComplexity[node] = complexity;
        }
        if (complexity > 0) {
            anyNested = true;
        }
        ensurePool(parentCount);
        slot[at + PARENT_START] = poolSize;
        slot[at + PARENT_COUNT] = parentCount;
        int deepest = 0;
        for (int p = 0; p < parentCount; p++) {
            pool[poolSize++] = parents[p];
            deepest = Math.max(deepest, slot[(parents[p] << 2) + DEPTH]);
        }
        slot[at + DEPTH] = deepest + 1;
        singleParents = false;
        offSet[target >> 6] |= 1L << target;
        offList[offCount++] = target;
        return true;
    }

    /** The longest path from the start to {@code node}, plus one: a lower bound of its ancestor count. */
    int minAncestors(int node) {
        return slot[(node << 2) + DEPTH] + 1;
    }

    /** The node of the clash's state that was added (the other is {@link #EXTRA}). */
    int conflictNode() {
        return node(conflictCandidate, !extraIsOn);
    }

    /**
     * The marks of a walk over a propagation's states ({@link #ancestorCount}, {@link #nestedComplexity}),
     * kept by the walker rather than the propagation: in a search split between threads
     * ({@link ChainWorkers}) several threads read one propagation at once.
     */
    static final class Walk {
        private final int[] seen = new int[NODES + 1];
        private final int[] stack = new int[NODES + 1];
        private int stamp;

        /** A new mark, every state unmarked under it. */
        private int next() {
            if (++stamp == 0) {
                Arrays.fill(seen, 0);
                stamp = 1;
            }
            return stamp;
        }
    }

    /**
     * SE's {@code getAncestorCount}: how many distinct states {@code node} rests on, itself included,
     * marked in {@code walk}.
     */
    int ancestorCount(int node, Walk walk) {
        if (singleParents) {
            return slot[(node << 2) + DEPTH] + 1;
        }
        int stamp = walk.next();
        int[] seen = walk.seen;
        int[] stack = walk.stack;
        int top = 0;
        int count = 0;
        stack[top++] = node;
        seen[node] = stamp;
        while (top > 0) {
            int n = stack[--top];
            count++;
            int start = slot[(n << 2) + PARENT_START];
            for (int k = start, end = start + slot[(n << 2) + PARENT_COUNT]; k < end; k++) {
                int p = pool[k];
                if (seen[p] != stamp) {
                    seen[p] = stamp;
                    stack[top++] = p;
                }
            }
        }
        return count;
    }

    /**
     * SE's {@code getNestedComplexity} share of the states {@code node} rests on: the complexity of each
     * nested chain among them not yet in {@code processed} (fingerprints), which it adds to.
     */
    int nestedComplexity(int node, java.util.Set<Long> processed, Walk walk) {
        if (!anyNested) {
            return 0;
        }
        int stamp = walk.next();
        int[] seen = walk.seen;
        int[] stack = walk.stack;
        int top = 0;
        int sum = 0;
        stack[top++] = node;
        seen[node] = stamp;
        while (top > 0) {
            int n = stack[--top];
            if (slot[(n << 2) + CAUSE] == CAUSE_ADVANCED && nestedComplexity[n] > 0
                    && processed.add(nestedFingerprint[n])) {
                sum += nestedComplexity[n];
            }
            int start = slot[(n << 2) + PARENT_START];
            for (int k = start, end = start + slot[(n << 2) + PARENT_COUNT]; k < end; k++) {
                int p = pool[k];
                if (seen[p] != stamp) {
                    seen[p] = stamp;
                    stack[top++] = p;
                }
            }
        }
        return sum;
    }

    boolean hasNested() {
        return anyNested;
    }

    /** The parent nodes of {@code node}, for the nested levels' own bookkeeping. */
    int parentCount(int node) {
        return slot[(node << 2) + PARENT_COUNT];
    }

    /** Why {@code node} holds ({@link #CAUSE_NONE} for the start, {@link #CAUSE_CELL}, ...). */
    byte cause(int node) {
        return (byte) slot[(node << 2) + CAUSE];
    }

    int parent(int node, int index) {
        return pool[slot[(node << 2) + PARENT_START] + index];
    }
}
