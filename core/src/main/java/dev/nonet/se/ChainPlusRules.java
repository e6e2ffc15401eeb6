package dev.nonet.se;

/**
 * The extra rules of Sudoku Explainer's "Dynamic Forcing Chains (+)" (level 1 of {@code Chaining}):
 * when a dynamic propagation has nothing left to spread, SE runs its intersection (pointing and claiming),
 * hidden pair, naked pair and X-Wing producers, in that order, on the propagation's reduced grid, and the
 * candidates the first producer with any usable hint removes go off; it stops at the first producer that
 * gives some. A hint is usable if the propagation made it possible: its "rule parents", the candidates
 * that were in the grid the propagation started from and are gone now and that the pattern needed gone,
 * are not all absent; those become the new states' parents (so they count in the complexity).
 *
 * <p>Each producer's search order, pattern tests and parents are SE's (SukakuExplainer's {@code Locking},
 * {@code HiddenSet}, {@code NakedSet}, {@code Fisherman} and their hints' {@code getRuleParents}); the
 * candidates a hint removes are taken in the order SE's hash map of cells gives them (cells by index
 * modulo the table's size, then as inserted), which decides the order the new states are spread in.
 */
final class ChainPlusRules implements ChainPropagation.Extra {

    /** The first region of each kind, in SE's numbering ({@link SeRegions#region}): 0 blocks, 9 rows, 18 columns. */
    private static final int BOX = SeRegions.region(SeRegions.BLOCK, 0);
    private static final int ROW = SeRegions.region(SeRegions.ROW, 0);
    private static final int COL = SeRegions.region(SeRegions.COLUMN, 0);

    /** The placed count of each digit 0-8 (for X-Wings) and which cells are empty. */
    private final int[] placed = new int[9];
    private final boolean[] empty = new boolean[81];

    private int[] outCand = new int[64];
    private int[][] outParents = new int[64][];
    private int outCount;
    private final int[] parents = new int[81 * 9];
    private final int[] orderCells = new int[81];
    private final int[] orderMasks = new int[81];

    /**
     * SE's nesting level: 1 the four rules only; then the nested producers: 2 forcing chains and cycles;
     * 3 those and multiple chains; 4 dynamic chains; 5 dynamic chains, then dynamic chains of level 2.
     */
    private final int level;
    private final ChainCycleFinder cycles;
    private final ForcingChainFinder multiple;
    private final ForcingChainFinder dynamicNested;
    private final ForcingChainFinder dynamicNested2;
    /** The rating's memory, and the thread of a shared search these rules run on (0: the rating's own). */
    private final ChainScratch scratch;
    private final int lane;
    /** The nested producers' answers, the rating's ({@link ChainScratch#answers}), by {@link GridKey}. */
    private final java.util.Map<Object, java.util.List<ChainChoice.Collected>> answers;
    private final int[] values = new int[81];
    private dev.nonet.limit.Deadline deadline = dev.nonet.limit.Deadline.NONE;

    /**
     * The rules of nesting {@code level} for a search on the {@code lane}th thread of a rating whose
     * memory is {@code scratch}.
     */
    ChainPlusRules(int level, ChainScratch scratch, int lane) {
        this.level = level;
        this.scratch = scratch;
        this.lane = lane;
        this.answers = level == 2 || level == 3 ? scratch.answers() : null;
        this.cycles = level == 2 || level == 3 ? new ChainCycleFinder() : null;
        this.multiple = level == 3
                ? new ForcingChainFinder(SeFamily.MULTIPLE_FORCING_CHAINS, true, false, false, 8.0, null, scratch, lane) : null;
        this.dynamicNested = level >= 4
                ? new ForcingChainFinder(SeFamily.DYNAMIC_FORCING_CHAINS, true, true, false, 8.5, null, scratch, lane) : null;
        this.dynamicNested2 = level >= 5 ? new ForcingChainFinder(SeFamily.NESTED_FORCING_CHAINS, true, true, false,
                8.5 + 0.5 * (level - 3), new ChainPlusRules(level - 3, scratch, lane), scratch, lane) : null;
    }

    @Override
    public ChainPropagation.Extra another(int lane) {
        return new ChainPlusRules(level, scratch, lane);
    }

    @Override
    public void prepare(int[] values, dev.nonet.limit.Deadline deadline) {
        System.arraycopy(values, 0, this.values, 0, 81);
        this.deadline = deadline;
        java.util.Arrays.fill(placed, 0);
        for (int cell = 0; cell < 81; cell++) {
            int value = values[cell];
            empty[cell] = value == 0;
            if (value != 0) {
                placed[value - 1]++;
            }
        }
    }

    @Override
    public boolean apply(ChainPropagation p) {
        outCount = 0;
        int[] work = p.work;
        int[] source = p.source();
        locking(p, work, source);
        if (outCount == 0) {
            hiddenPairs(p, work, source);
        }
        if (outCount == 0) {
            nakedPairs(p, work, source);
        }
        if (outCount == 0) {
            xWings(p, work, source, COL, ROW);
            xWings(p, work, source, ROW, COL);
        }
        boolean added = false;
        for (int k = 0; k < outCount; k++) {
            added |= p.addOff(outCand[k], outParents[k], outParents[k].length);
        }
        anyUsable = false;
        if (outCount == 0 && cycles != null) {
            GridKey key = new GridKey(0, work, source, values);
            java.util.List<ChainChoice.Collected> hints = answers.get(key);
            if (hints == null) {
                hints = cycles.collect(work, source, deadline);
                answers.put(key, hints);
            }
            added = nested(p, hints);
        }
        if (outCount == 0 && !anyUsable && multiple != null) {
            GridKey key = new GridKey(level >= 4 ? 2 : 1, work, source, values);
            java.util.List<ChainChoice.Collected> hints = answers.get(key);
            if (hints == null) {
                hints = multiple.collect(work, values, source, deadline);
                answers.put(key, hints);
            }
            added = nested(p, hints);
        }
        if (outCount == 0 && !anyUsable && dynamicNested != null) {
            added = nested(p, dynamicNested.collect(work, values, source, deadline));
        }
        if (outCount == 0 && !anyUsable && dynamicNested2 != null) {
            added = nested(p, dynamicNested2.collect(work, values, source, deadline));
        }
        return added;
    }

    private boolean anyUsable;

    /**
     * A nested producer's hints on one grid, for one starting grid (their rule parents depend on it), as
     * a key of the rating's answers: the nested levels 2 and 3 meet the same propagations, and so the
     * same grids, many times (SE keeps only the last grid's hints).
     */
    private record GridKey(int producer, int[] work, int[] source, int[] values, int hash) {
        GridKey(int producer, int[] work, int[] source, int[] values) {
            this(producer, work.clone(), source.clone(), values.clone(),
                    (producer * 31 + java.util.Arrays.hashCode(work)) * 31 + java.util.Arrays.hashCode(source));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GridKey k && k.hash == hash && k.producer == producer
                    && java.util.Arrays.equals(k.work, work) && java.util.Arrays.equals(k.source, source)
                    && java.util.Arrays.equals(k.values, values);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /**
     * The removals of a nested producer's hints become "off" states, hint by hint in SE's sorted order,
     * each with the hint's rule parents and its chain's fingerprint and complexity (hints with no rule
     * parent are left out). Notes in {@link #anyUsable} whether there was any usable hint (SE then asks
     * no further producer).
     */
    private boolean nested(ChainPropagation p, java.util.List<ChainChoice.Collected> hints) {
        anyUsable = false;
        boolean added = false;
        for (ChainChoice.Collected hint : hints) {
            int[] parents = hint.parents();
            if (parents.length == 0) {
                continue;
            }
            anyUsable = true;
            for (int candidate : hint.removals()) {
                added |= p.addOff(candidate, parents, parents.length, hint.fingerprint(), hint.complexity());
            }
        }
        return added;
    }

    /** {@code IN[house][cell]}: whether the cell is in the house. */
    private static final boolean[][] IN = new boolean[27][81];

    static {
        for (int house = 0; house < 27; house++) {
            for (int cell : SeRegions.REGION_CELLS[house]) {
                IN[house][cell] = true;
            }
        }
    }

    private static boolean inHouse(int house, int cell) {
        return IN[house][cell];
    }

    /**
     * Records a usable hint: its removals ({@code cells} in insertion order, each with a digit mask) as
     * new "off" states, each with the same parents.
     */
    private void emit(int cellCount, int parentCount) {
        if (parentCount == 0 || cellCount == 0) {
            return;
        }
        int[] theParents = java.util.Arrays.copyOf(parents, parentCount);
        int capacity = 16;
        while (cellCount > capacity * 3 / 4) {
            capacity *= 2;
        }
        int mask = capacity - 1;
        for (int bucket = 0; bucket < capacity; bucket++) {
            for (int k = 0; k < cellCount; k++) {
                int cell = orderCells[k];
                if ((cell & mask) != bucket) {
                    continue;
                }
                for (int m = orderMasks[k]; m != 0; m &= m - 1) {
                    if (outCount == outCand.length) {
                        outCand = java.util.Arrays.copyOf(outCand, outCount * 2);
                        outParents = java.util.Arrays.copyOf(outParents, outCount * 2);
                    }
                    outCand[outCount] = cell * 9 + Integer.numberOfTrailingZeros(m);
                    outParents[outCount++] = theParents;
                }
            }
        }
    }

    private void locking(ChainPropagation p, int[] work, int[] source) {
        lockingPair(p, work, source, BOX, COL);
        lockingPair(p, work, source, BOX, ROW);
        lockingPair(p, work, source, COL, BOX);
        lockingPair(p, work, source, ROW, BOX);
    }

    private void lockingPair(ChainPropagation p, int[] work, int[] source, int type1, int type2) {
        for (int digit = 0; digit < 9; digit++) {
            int bit = 1 << digit;
            for (int i1 = 0; i1 < 9; i1++) {
                int region1 = type1 + i1;
                int[] cells1 = SeRegions.REGION_CELLS[region1];
                int pos = p.places(region1, digit);
                if (Integer.bitCount(pos) < 2) {
                    continue;
                }
                // the one region of type2 that could hold all the digit's places: the first place's
                int i2 = SeRegions.OF[type2 / 9][cells1[Integer.numberOfTrailingZeros(pos)]];
                int region2 = type2 + i2;
                if ((pos & ~SeRegions.INSIDE[type1 / 9][i1][type2 / 9][i2]) != 0) {
                    continue; // the digit is not all inside region2
                }
                // the digit's places in region2 outside region1, in region2's order
                int outside = p.places(region2, digit) & ~SeRegions.INSIDE[type2 / 9][i2][type1 / 9][i1];
                if (outside == 0) {
                    continue;
                }
                int[] cells2 = SeRegions.REGION_CELLS[region2];
                int count = 0;
                for (int m = outside; m != 0; m &= m - 1) {
                    orderCells[count] = cells2[Integer.numberOfTrailingZeros(m)];
                    orderMasks[count++] = bit;
                }
                int parentCount = 0;
                for (int cell : cells1) {
                    if ((source[cell] & bit) != 0 && (work[cell] & bit) == 0 && !inHouse(region2, cell)) {
                        parents[parentCount++] = ChainPropagation.node(cell * 9 + digit, false);
                    }
                }
                emit(count, parentCount);
            }
        }
    }

    private int emptyCount(int house) {
        int count = 0;
        for (int cell : SeRegions.REGION_CELLS[house]) {
            if (empty[cell]) {
                count++;
            }
        }
        return count;
    }

    private void hiddenPairs(ChainPropagation p, int[] work, int[] source) {
        for (int type : new int[] {BOX, COL, ROW}) {
            for (int n = 0; n < 9; n++) {
                int house = type + n;
                if (emptyCount(house) <= 4) {
                    continue;
                }
                int[] cells = SeRegions.REGION_CELLS[house];
                for (int b = 1; b < 9; b++) {
                    for (int a = 0; a < b; a++) {
                        int pa = p.places(house, a);
                        int pb = p.places(house, b);
                        if (Integer.bitCount(pa) <= 1 || Integer.bitCount(pb) <= 1 || Integer.bitCount(pa | pb) != 2) {
                            continue;
                        }
                        int union = pa | pb;
                        int pair = (1 << a) | (1 << b);
                        int count = 0;
                        for (int k = 0; k < 9; k++) {
                            if ((union & (1 << k)) != 0) {
                                int others = work[cells[k]] & ~pair;
                                if (others != 0) {
                                    orderCells[count] = cells[k];
                                    orderMasks[count++] = others;
                                }
                            }
                        }
                        if (count == 0) {
                            continue;
                        }
                        int parentCount = 0;
                        for (int k = 0; k < 9; k++) {
                            if ((union & (1 << k)) == 0) {
                                int cell = cells[k];
                                if ((source[cell] & (1 << a)) != 0) {
                                    parents[parentCount++] = ChainPropagation.node(cell * 9 + a, false);
                                }
                                if ((source[cell] & (1 << b)) != 0) {
                                    parents[parentCount++] = ChainPropagation.node(cell * 9 + b, false);
                                }
                            }
                        }
                        emit(count, parentCount);
                    }
                }
            }
        }
    }

    private void nakedPairs(ChainPropagation p, int[] work, int[] source) {
        for (int type : new int[] {BOX, COL, ROW}) {
            for (int n = 0; n < 9; n++) {
                int house = type + n;
                if (emptyCount(house) < 4) {
                    continue;
                }
                int[] cells = SeRegions.REGION_CELLS[house];
                for (int j = 1; j < 9; j++) {
                    for (int i = 0; i < j; i++) {
                        int ci = work[cells[i]];
                        int cj = work[cells[j]];
                        if (Integer.bitCount(ci) <= 1 || Integer.bitCount(cj) <= 1 || Integer.bitCount(ci | cj) != 2) {
                            continue;
                        }
                        int pair = ci | cj;
                        int count = 0;
                        for (int k = 0; k < 9; k++) {
                            if (k != i && k != j && (work[cells[k]] & pair) != 0) {
                                orderCells[count] = cells[k];
                                orderMasks[count++] = work[cells[k]] & pair;
                            }
                        }
                        if (count == 0) {
                            continue;
                        }
                        int parentCount = 0;
                        for (int cell : new int[] {cells[i], cells[j]}) {
                            for (int m = source[cell] & ~pair; m != 0; m &= m - 1) {
                                parents[parentCount++] = ChainPropagation.node(cell * 9 + Integer.numberOfTrailingZeros(m), false);
                            }
                        }
                        emit(count, parentCount);
                    }
                }
            }
        }
    }

    private void xWings(ChainPropagation p, int[] work, int[] source, int baseType, int coverType) {
        for (int b = 1; b < 9; b++) {
            for (int a = 0; a < b; a++) {
                for (int digit = 0; digit < 9; digit++) {
                    if (placed[digit] + 4 > 9) {
                        continue;
                    }
                    int bit = 1 << digit;
                    int pa = p.places(baseType + a, digit);
                    int pb = p.places(baseType + b, digit);
                    if (Integer.bitCount(pa) <= 1 || Integer.bitCount(pb) <= 1 || Integer.bitCount(pa | pb) != 2) {
                        continue;
                    }
                    int covers = pa | pb;
                    int bases = (1 << a) | (1 << b);
                    int count = 0;
                    for (int i = 0; i < 9; i++) {
                        if ((covers & (1 << i)) == 0) {
                            continue;
                        }
                        int[] cells = SeRegions.REGION_CELLS[coverType + i];
                        int gone = p.places(coverType + i, digit) & ~bases;
                        for (int j = 0; j < 9; j++) {
                            if ((gone & (1 << j)) != 0) {
                                orderCells[count] = cells[j];
                                orderMasks[count++] = bit;
                            }
                        }
                    }
                    if (count == 0) {
                        continue;
                    }
                    int parentCount = 0;
                    for (int base : new int[] {baseType + a, baseType + b}) {
                        for (int cell : SeRegions.REGION_CELLS[base]) {
                            if ((source[cell] & bit) != 0 && (work[cell] & bit) == 0
                                    && !inHouse(coverType + Integer.numberOfTrailingZeros(covers), cell)
                                    && !inHouse(coverType + 31 - Integer.numberOfLeadingZeros(covers), cell)) {
                                parents[parentCount++] = ChainPropagation.node(cell * 9 + digit, false);
                            }
                        }
                    }
                    emit(count, parentCount);
                }
            }
        }
    }
}
