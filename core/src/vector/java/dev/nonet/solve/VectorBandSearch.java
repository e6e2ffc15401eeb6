package dev.nonet.solve;

import dev.nonet.limit.Deadline;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * The classic 9x9 search in SIMD registers, on the JDK's Vector API: the same facts as the scalar
 * {@link BandSearch} (a digit's cells in a band, hidden and naked singles, pointing and claiming both
 * ways), held so that one instruction serves every digit of a band at once.
 *
 * <p>A state is three 512-bit vectors, one per band, of sixteen int lanes: lane {@code d} (0-8) holds
 * the band's 27 cells where digit {@code d + 1} may still go, numbered as in {@link BandTables}; lanes
 * 9-15 stay zero. So what concerns one digit in one band (its minirows, its columns) is lane-wise
 * arithmetic with no table, what links a digit's three bands is arithmetic between the three vectors,
 * and what links the digits of a cell is a reduction across the lanes. A cell is settled when one digit
 * is left there; there is no separate set of open cells.
 *
 * <p>Propagation sweeps the whole state each round rather than keeping a list of changed words (a
 * sweep is a few dozen vector instructions), until a round changes nothing. A state where every cell
 * is settled is a solution only if it passes {@link SearchEngine#solvesGivens}: the sweep finds every
 * contradiction a solution needs ruled out except two singles of one digit in a house, which that
 * check catches.
 *
 * <p>Compiled against {@code jdk.incubator.vector} in its own source folder and reached only through
 * {@link ClassicEngines}, so that the rest of the core loads where the module is absent. Not
 * thread-safe: one instance per thread.
 */
final class VectorBandSearch implements SlotSearch {

    private static final VectorSpecies<Integer> SPECIES = IntVector.SPECIES_512;
    /** The digits' lanes of a band vector. */
    private static final VectorMask<Integer> DIGIT_LANES = SPECIES.indexInRange(0, 9);
    /** Rotations across the sixteen lanes, for sums over the digits that every lane receives. */
    private static final VectorShuffle<Integer> ROTATE_8 = SPECIES.iotaShuffle(8, 1, true);
    private static final VectorShuffle<Integer> ROTATE_4 = SPECIES.iotaShuffle(4, 1, true);
    private static final VectorShuffle<Integer> ROTATE_2 = SPECIES.iotaShuffle(2, 1, true);
    private static final VectorShuffle<Integer> ROTATE_1 = SPECIES.iotaShuffle(1, 1, true);

    /** Enough slots for a base state, a trial copy and one level per guessed cell. */
    static final int SLOTS = 84;
    /** Ints of one band in a state: a vector's lanes. */
    private static final int BAND = 16;
    /** Ints of one state. */
    private static final int STATE = 3 * BAND;
    private static final int ALL_CELLS = (1 << 27) - 1;
    /** The first cell of each minirow: bit {@code 3 * k} for minirow k, as a band word numbers cells. */
    private static final int MINIROW_STARTS = 0x1249249;
    /** The first column of each box in a 9-bit row or column set. */
    private static final int BOX_STARTS = 0x49;

    /** Every slot's state, slot after slot. */
    private final int[] states = new int[SLOTS * STATE];
    /** Per depth of {@link #explore}: the cell (band and bit) and digit its child slot placed. */
    private final int[] guessedBand = new int[SLOTS];
    private final int[] guessedBit = new int[SLOTS];
    private final int[] guessedDigit = new int[SLOTS];
    private final byte[] firstSolution = new byte[81];
    private final byte[] leaf = new byte[81];
    private static final byte[] NO_GIVENS = new byte[81];
    /** The cells where {@link #propagate(int)}'s last sweep left two digits or more, per band. */
    private int open0;
    private int open1;
    private int open2;
    /** Set by {@link #twiceOrMore}: the cells where one digit or more can go. */
    private int onceOrMore;

    private long found;
    private long cap;
    private long guesses;
    private Deadline deadline = Deadline.NONE;
    /** Guesses between deadline checks, less one, as in the scalar search. */
    private static final int CHECK_EVERY = 1023;

    /** Fails when this JVM's vectors are narrower than the 512 bits a band takes. */
    VectorBandSearch() {
        if (IntVector.SPECIES_PREFERRED.vectorBitSize() < SPECIES.vectorBitSize()) {
            throw new UnsupportedOperationException("the vector search needs 512-bit vectors (AVX-512); this JVM has "
                    + IntVector.SPECIES_PREFERRED.vectorBitSize());
        }
    }

    @Override
    public boolean load(int slot, byte[] givens) {
        if (givensClash(givens)) {
            return false;
        }
        int base = slot * STATE;
        for (int band = 0; band < 3; band++) {
            for (int lane = 0; lane < BAND; lane++) {
                states[base + BAND * band + lane] = lane < 9 ? ALL_CELLS : 0;
            }
        }
        for (int cell = 0; cell < 81; cell++) {
            if (givens[cell] != 0) {
                keepOnly(slot, cell, 1 << (givens[cell] - 1));
            }
        }
        return true;
    }

    /** Whether a digit repeats in a row, column or box of {@code givens}. */
    private static boolean givensClash(byte[] givens) {
        int[] rows = new int[9];
        int[] columns = new int[9];
        int[] boxes = new int[9];
        for (int cell = 0; cell < 81; cell++) {
            int digit = givens[cell];
            if (digit == 0) {
                continue;
            }
            int bit = 1 << digit;
            int row = cell / 9;
            int column = cell % 9;
            int box = row / 3 * 3 + column / 3;
            if (((rows[row] | columns[column] | boxes[box]) & bit) != 0) {
                return true;
            }
            rows[row] |= bit;
            columns[column] |= bit;
            boxes[box] |= bit;
        }
        return false;
    }

    @Override
    public long count(int slot, long cap) {
        deadline.check();
        this.found = 0;
        this.cap = cap;
        explore(slot);
        return found;
    }

    @Override
    public byte[] firstSolution() {
        return firstSolution;
    }

    @Override
    public long guesses() {
        return guesses;
    }

    @Override
    public void resetGuesses() {
        guesses = 0;
    }

    @Override
    public void deadline(Deadline deadline) {
        this.deadline = deadline;
    }

    @Override
    public void copy(int from, int to) {
        System.arraycopy(states, from * STATE, states, to * STATE, STATE);
    }

    @Override
    public boolean propagate(int slot) {
        return sweep(slot * STATE);
    }

    @Override
    public boolean isSolved(int slot, int cell) {
        return Integer.bitCount(candidates(slot, cell)) == 1;
    }

    @Override
    public int candidates(int slot, int cell) {
        int at = slot * STATE + BAND * (cell / 27);
        int bit = 1 << (cell % 27);
        int digits = 0;
        for (int digit = 0; digit < 9; digit++) {
            if ((states[at + digit] & bit) != 0) {
                digits |= 1 << digit;
            }
        }
        return digits;
    }

    @Override
    public void keepOnly(int slot, int cell, int digits) {
        int at = slot * STATE + BAND * (cell / 27);
        int bit = 1 << (cell % 27);
        for (int digit = 0; digit < 9; digit++) {
            if ((digits & (1 << digit)) == 0) {
                states[at + digit] &= ~bit;
            }
        }
    }

    @Override
    public boolean placeAndPropagate(int slot, int cell, int digit) {
        keepOnly(slot, cell, 1 << (digit - 1));
        return propagate(slot);
    }

    /**
     * Depth-first search from slot {@code top}, as in the scalar search: each level sweeps, then splits
     * on one candidate, the next slot down placing it; when that subtree is done this slot removes it
     * and sweeps again.
     */
    private void explore(int top) {
        int depth = top;
        while (true) {
            int at = depth * STATE;
            boolean open = sweep(at);
            if (open && (open0 | open1 | open2) == 0) {
                if (isSolution(at)) {
                    if (found++ == 0) {
                        System.arraycopy(leaf, 0, firstSolution, 0, 81);
                    }
                    if (found >= cap) {
                        return;
                    }
                }
                open = false;
            }
            if (!open) {
                if (depth == top) {
                    return;
                }
                depth--;
                states[depth * STATE + BAND * guessedBand[depth] + guessedDigit[depth]] &= ~guessedBit[depth];
                continue;
            }
            choose(at, depth);
            int child = at + STATE;
            System.arraycopy(states, at, states, child, STATE);
            if ((++guesses & CHECK_EVERY) == 0) {
                deadline.check();
            }
            int bit = guessedBit[depth];
            int band = child + BAND * guessedBand[depth];
            int keep = guessedDigit[depth];
            for (int digit = 0; digit < 9; digit++) {
                if (digit != keep) {
                    states[band + digit] &= ~bit;
                }
            }
            depth++;
        }
    }

    /**
     * Picks the candidate the child of {@code depth} places, into {@link #guessedBand} and the rest:
     * the lowest digit of the two-digit cell that sees the most open cells, else the first of two
     * places of a digit in a row, else the lowest digit of the first open cell (the scalar search's
     * order).
     */
    private void choose(int at, int depth) {
        int bestBand = -1;
        int bestBit = 0;
        int mostPeers = -1;
        int[] open = {open0, open1, open2};
        for (int band = 0; band < 3; band++) {
            int once = 0;
            int twice = 0;
            int thrice = 0;
            for (int digit = 0; digit < 9; digit++) {
                int w = states[at + BAND * band + digit];
                thrice |= twice & w;
                twice |= once & w;
                once |= w;
            }
            int above = open[band == 0 ? 2 : band - 1];
            int below = open[band == 2 ? 0 : band + 1];
            for (int cells = twice & ~thrice; cells != 0; cells &= cells - 1) {
                int cell = Integer.numberOfTrailingZeros(cells);
                int column = BandTables.COLUMN_THROUGH[cell];
                int peers = Integer.bitCount(open[band] & BandTables.PEERS_IN_BAND[cell])
                        + Integer.bitCount((above & column) | (below & column) << 1);
                if (peers > mostPeers) {
                    mostPeers = peers;
                    bestBand = band;
                    bestBit = 1 << cell;
                }
            }
        }
        if (bestBand < 0) {
            for (int digit = 0; digit < 9 && bestBand < 0; digit++) {
                for (int band = 0; band < 3 && bestBand < 0; band++) {
                    int w = states[at + BAND * band + digit];
                    for (int shift = 0; shift < 27; shift += 9) {
                        int row = (w >>> shift) & 511;
                        if (Integer.bitCount(row) == 2) {
                            guessedBand[depth] = band;
                            guessedBit[depth] = (row & -row) << shift;
                            guessedDigit[depth] = digit;
                            return;
                        }
                    }
                }
            }
            for (int band = 0; band < 3 && bestBand < 0; band++) {
                if (open[band] != 0) {
                    bestBand = band;
                    bestBit = open[band] & -open[band];
                }
            }
        }
        int digit = 0;
        while ((states[at + BAND * bestBand + digit] & bestBit) == 0) {
            digit++;
        }
        guessedBand[depth] = bestBand;
        guessedBit[depth] = bestBit;
        guessedDigit[depth] = digit;
    }

    /** Writes the settled state at {@code at} into {@link #leaf} and checks it is a solved grid. */
    private boolean isSolution(int at) {
        for (int band = 0; band < 3; band++) {
            for (int digit = 0; digit < 9; digit++) {
                for (int w = states[at + BAND * band + digit]; w != 0; w &= w - 1) {
                    leaf[27 * band + Integer.numberOfTrailingZeros(w)] = (byte) (digit + 1);
                }
            }
        }
        return SearchEngine.solvesGivens(leaf, NO_GIVENS);
    }

    /**
     * Propagates the state at {@code at} to a fixed point; false on a contradiction. Each round: naked
     * singles leave their row, box and column; each digit keeps in a band only the minirows of some
     * way of taking each row and box once (box hidden singles, pointing and claiming in the band); a
     * digit alone in a row of a band takes its cell from the other digits (row hidden singles); a
     * column alone in its box for a digit leaves the digit's other bands; a column whose places all
     * lie in one band confines the digit there. Leaves the open cells in {@link #open0} and the rest.
     */
    private boolean sweep(int at) {
        IntVector b0 = IntVector.fromArray(SPECIES, states, at);
        IntVector b1 = IntVector.fromArray(SPECIES, states, at + BAND);
        IntVector b2 = IntVector.fromArray(SPECIES, states, at + 2 * BAND);
        while (true) {
            IntVector t0 = twiceOrMore(b0);
            if (onceOrMore != ALL_CELLS) {
                return false;
            }
            IntVector t1 = twiceOrMore(b1);
            if (onceOrMore != ALL_CELLS) {
                return false;
            }
            IntVector t2 = twiceOrMore(b2);
            if (onceOrMore != ALL_CELLS) {
                return false;
            }
            // Naked singles: each lane's settled cells.
            IntVector s0 = b0.lanewise(VectorOperators.AND_NOT, t0);
            IntVector s1 = b1.lanewise(VectorOperators.AND_NOT, t1);
            IntVector s2 = b2.lanewise(VectorOperators.AND_NOT, t2);
            IntVector n0 = clearPeersInBand(b0, s0)
                    .lanewise(VectorOperators.AND_NOT, columnCells(s1).or(columnCells(s2)));
            IntVector n1 = clearPeersInBand(b1, s1)
                    .lanewise(VectorOperators.AND_NOT, columnCells(s0).or(columnCells(s2)));
            IntVector n2 = clearPeersInBand(b2, s2)
                    .lanewise(VectorOperators.AND_NOT, columnCells(s0).or(columnCells(s1)));
            // Matchings of rows to boxes.
            IntVector k0 = matchedCells(n0);
            IntVector k1 = matchedCells(n1);
            IntVector k2 = matchedCells(n2);
            if (k0.compare(VectorOperators.EQ, 0, DIGIT_LANES)
                    .or(k1.compare(VectorOperators.EQ, 0, DIGIT_LANES))
                    .or(k2.compare(VectorOperators.EQ, 0, DIGIT_LANES)).anyTrue()) {
                return false;
            }
            n0 = takeRowSingles(n0.and(k0));
            n1 = takeRowSingles(n1.and(k1));
            n2 = takeRowSingles(n2.and(k2));
            // Columns, per digit across the bands.
            IntVector c0 = columns(n0);
            IntVector c1 = columns(n1);
            IntVector c2 = columns(n2);
            if (c0.or(c1).or(c2).compare(VectorOperators.NE, 511, DIGIT_LANES).anyTrue()) {
                return false;
            }
            IntVector sure0 = loneInBox(c0);
            IntVector sure1 = loneInBox(c1);
            IntVector sure2 = loneInBox(c2);
            n0 = n0.lanewise(VectorOperators.AND_NOT,
                    inEveryRow(sure1.or(sure2)).or(confinedAway(c0, c1.or(c2))));
            n1 = n1.lanewise(VectorOperators.AND_NOT,
                    inEveryRow(sure0.or(sure2)).or(confinedAway(c1, c0.or(c2))));
            n2 = n2.lanewise(VectorOperators.AND_NOT,
                    inEveryRow(sure0.or(sure1)).or(confinedAway(c2, c0.or(c1))));
            if (n0.eq(b0).and(n1.eq(b1)).and(n2.eq(b2)).allTrue()) {
                open0 = t0.lane(0);
                open1 = t1.lane(0);
                open2 = t2.lane(0);
                b0.intoArray(states, at);
                b1.intoArray(states, at + BAND);
                b2.intoArray(states, at + 2 * BAND);
                return true;
            }
            b0 = n0;
            b1 = n1;
            b2 = n2;
        }
    }

    /**
     * The cells where two digits or more of band {@code v} can go, in every lane; the cells where one
     * or more can go into {@link #onceOrMore}. A sum over the lanes by rotations, each lane counting
     * to two.
     */
    private IntVector twiceOrMore(IntVector v) {
        IntVector once = v;
        IntVector twice = IntVector.zero(SPECIES);
        IntVector other = once.rearrange(ROTATE_8);
        twice = twice.or(once.and(other));
        once = once.or(other);
        IntVector otherTwice = twice.rearrange(ROTATE_4);
        other = once.rearrange(ROTATE_4);
        twice = twice.or(otherTwice).or(once.and(other));
        once = once.or(other);
        otherTwice = twice.rearrange(ROTATE_2);
        other = once.rearrange(ROTATE_2);
        twice = twice.or(otherTwice).or(once.and(other));
        once = once.or(other);
        otherTwice = twice.rearrange(ROTATE_1);
        other = once.rearrange(ROTATE_1);
        twice = twice.or(otherTwice).or(once.and(other));
        once = once.or(other);
        onceOrMore = once.lane(0);
        return twice;
    }

    /** {@code v} without the rows and boxes of each lane's {@code settled} cells, those cells kept. */
    private static IntVector clearPeersInBand(IntVector v, IntVector settled) {
        IntVector rows = filled(settled.and(511)).and(511)
                .or(filled(settled.lanewise(VectorOperators.LSHR, 9).and(511)).and(511 << 9))
                .or(filled(settled.lanewise(VectorOperators.LSHR, 18)).and(511 << 18));
        IntVector boxes = inEveryRow(stacks(columns(settled)));
        return v.lanewise(VectorOperators.AND_NOT, rows.or(boxes)).or(settled);
    }

    /** All bits set in each lane whose 9-bit value is not zero, else 0. */
    private static IntVector filled(IntVector nineBits) {
        return nineBits.add(511).lanewise(VectorOperators.LSHR, 9).neg();
    }

    /** The cells of a band word in each lane's 9-bit set of columns (shifts: a multiply is slower). */
    private static IntVector inEveryRow(IntVector columns) {
        return columns.or(columns.lanewise(VectorOperators.LSHL, 9)).or(columns.lanewise(VectorOperators.LSHL, 18));
    }

    /** Each lane's box-start bits spread to the three columns or cells that follow. */
    private static IntVector threeWide(IntVector starts) {
        return starts.or(starts.lanewise(VectorOperators.LSHL, 1)).or(starts.lanewise(VectorOperators.LSHL, 2));
    }

    /** Each lane's 9-bit set of columns, the three rows of the band folded. */
    private static IntVector columns(IntVector v) {
        return v.or(v.lanewise(VectorOperators.LSHR, 9)).or(v.lanewise(VectorOperators.LSHR, 18)).and(511);
    }

    /** The cells of a band word in each lane's {@code columns}. */
    private static IntVector columnCells(IntVector settled) {
        return inEveryRow(columns(settled));
    }

    /** For 9-bit column sets: every column of the stacks (boxes' three columns) they touch. */
    private static IntVector stacks(IntVector columns) {
        return threeWide(columns.or(columns.lanewise(VectorOperators.LSHR, 1)).or(columns.lanewise(VectorOperators.LSHR, 2))
                .and(BOX_STARTS));
    }

    /**
     * The cells of the minirows that lie on some way of giving each row of the band a different box,
     * from the minirows where each lane's digit can go; 0 where there is no such way. A way is one of
     * six: the even ones take boxes b, b+1, b+2 in rows 0, 1, 2, the odd ones b, b+2, b+1.
     */
    private static IntVector matchedCells(IntVector v) {
        IntVector minirows = v.or(v.lanewise(VectorOperators.LSHR, 1)).or(v.lanewise(VectorOperators.LSHR, 2))
                .and(MINIROW_STARTS);
        IntVector row0 = minirows.and(BOX_STARTS);
        IntVector row1 = minirows.lanewise(VectorOperators.LSHR, 9).and(BOX_STARTS);
        IntVector row2 = minirows.lanewise(VectorOperators.LSHR, 18);
        IntVector even = row0.and(nextBox(row1)).and(previousBox(row2));
        IntVector odd = row0.and(previousBox(row1)).and(nextBox(row2));
        IntVector usable0 = even.or(odd);
        IntVector usable1 = previousBox(even).or(nextBox(odd));
        IntVector usable2 = nextBox(even).or(previousBox(odd));
        return threeWide(usable0.or(usable1.lanewise(VectorOperators.LSHL, 9)).or(usable2.lanewise(VectorOperators.LSHL, 18)));
    }

    /** For box-start bits: box b receives box b + 1's bit. */
    private static IntVector nextBox(IntVector boxes) {
        return boxes.lanewise(VectorOperators.LSHR, 3).or(boxes.lanewise(VectorOperators.LSHL, 6)).and(BOX_STARTS);
    }

    /** For box-start bits: box b receives box b - 1's bit. */
    private static IntVector previousBox(IntVector boxes) {
        return boxes.lanewise(VectorOperators.LSHL, 3).or(boxes.lanewise(VectorOperators.LSHR, 6)).and(BOX_STARTS);
    }

    /** A digit alone in a row of the band takes the cell: the other digits leave it. */
    private static IntVector takeRowSingles(IntVector v) {
        IntVector alone = loneRow(v, 0).or(loneRow(v, 9)).or(loneRow(v, 18));
        int taken = alone.reduceLanes(VectorOperators.OR);
        return v.lanewise(VectorOperators.AND_NOT, taken).or(alone);
    }

    /** Each lane's row at {@code shift} if it holds one cell (or none), in place, else 0. */
    private static IntVector loneRow(IntVector v, int shift) {
        IntVector row = v.lanewise(VectorOperators.LSHR, shift).and(511);
        IntVector single = row.and(row.sub(1)).sub(1).lanewise(VectorOperators.ASHR, 31);
        return row.and(single).lanewise(VectorOperators.LSHL, shift);
    }

    /** For 9-bit column sets: the columns alone in their box. */
    private static IntVector loneInBox(IntVector columns) {
        return columns.lanewise(VectorOperators.AND_NOT, rotateInBox(columns).or(rotateInBox(rotateInBox(columns))));
    }

    /** Moves each column one place along its box, the last to the first. */
    private static IntVector rotateInBox(IntVector columns) {
        return columns.lanewise(VectorOperators.LSHL, 1).and(0x1B6)
                .or(columns.lanewise(VectorOperators.LSHR, 2).and(BOX_STARTS));
    }

    /**
     * The cells a digit loses in this band because some of its {@code own} columns have no place in the
     * other bands ({@code elsewhere}): in those columns' boxes, the other columns.
     */
    private static IntVector confinedAway(IntVector own, IntVector elsewhere) {
        IntVector only = own.lanewise(VectorOperators.AND_NOT, elsewhere);
        return inEveryRow(stacks(only).lanewise(VectorOperators.AND_NOT, only));
    }
}
