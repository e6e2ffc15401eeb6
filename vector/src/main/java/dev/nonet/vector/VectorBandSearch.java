package dev.nonet.vector;

import static jdk.incubator.vector.VectorOperators.AND_NOT;
import static jdk.incubator.vector.VectorOperators.ASHR;
import static jdk.incubator.vector.VectorOperators.EQ;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.NE;
import static jdk.incubator.vector.VectorOperators.OR;
import static jdk.incubator.vector.VectorOperators.XOR;

import dev.nonet.limit.Deadline;
import dev.nonet.solve.band.BandSearch;
import dev.nonet.solve.band.BandTables;
import dev.nonet.solve.band.GivensLoad;
import dev.nonet.solve.band.SlotSearch;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
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
 * arithmetic (and one gather from a table), what links a digit's three bands is arithmetic between the three vectors,
 * and what links the digits of a cell is a reduction across the lanes. A cell is settled when one digit
 * is left there; there is no separate set of open cells.
 *
 * <p>Propagation sweeps the whole state each round rather than keeping a list of changed words (a
 * round is about a hundred vector instructions per band), until a round changes nothing. A state where
 * every cell is settled is a solution only if it passes {@link #rowsHoldOneEach}: the sweep finds every
 * contradiction a solution needs ruled out except two settled cells of one digit in a row. Every
 * answer is checked again by the facade, as the scalar search's are.
 *
 * <p>The one class of the optional module {@code nonet-vector}, compiled against {@code jdk.incubator.vector}
 * and provided to the core as a {@link SlotSearch} service ({@code META-INF/services}), so that the core
 * itself never names the Vector API and loads where it is absent; the core finds it with
 * {@link java.util.ServiceLoader} when this module is on the class or module path and the JVM was started
 * with {@code --add-modules jdk.incubator.vector}. Not thread-safe: one instance per thread.
 */
public final class VectorBandSearch implements SlotSearch {

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
    static final int BAND = 16;
    /** Ints of one state. */
    static final int STATE = 3 * BAND;
    private static final int ALL_CELLS = (1 << 27) - 1;
    /** The first cell of each minirow: bit {@code 3 * k} for minirow k, as a band word numbers cells. */
    private static final int MINIROW_STARTS = 0x1249249;
    /** The first column of each box in a 9-bit row or column set. */
    private static final int BOX_STARTS = 0x49;
    /** A band's 18 segments: its nine minirows, then its nine columns within a box. */
    private static final int SEGMENTS = (1 << 18) - 1;

    /** Every slot's state, slot after slot. */
    private final int[] states = new int[SLOTS * STATE];
    /** Per depth of {@link #explore}: the cell (band and bit) and digit its child slot placed. */
    private final int[] guessedBand = new int[SLOTS];
    private final int[] guessedBit = new int[SLOTS];
    private final int[] guessedDigit = new int[SLOTS];
    private final byte[] firstSolution = new byte[81];
    /** The cells where {@link #propagate(int)}'s last sweep left two digits or more, per band. */
    private final int[] openCells = new int[3];
    /** Scratch for {@link #sweep}, a vector per band: each digit's settled cells, then its columns. */
    private final int[] settled = new int[STATE];
    private final int[] columnSets = new int[STATE];
    /** Scratch for {@link #load}: a state in {@link BandSearch}'s layout. */
    private final int[] scalarState = new int[30];
    /** Scratch for {@link #sweep}: a vector's lanes, read through memory. */
    private final int[] lanes = new int[BAND];
    /**
     * {@link BandTables#MATCHED_CELLS} indexed box-major: bit {@code 3 * box + row} of the index for
     * the minirow where a row meets a box, so that the index is three masks and shifts of a band word.
     */
    private static final int[] MATCHED_BY_BOX = new int[512];

    static {
        for (int index = 0; index < 512; index++) {
            int minirows = 0;
            for (int row = 0; row < 3; row++) {
                for (int box = 0; box < 3; box++) {
                    if ((index & (1 << (3 * box + row))) != 0) {
                        minirows |= 1 << (3 * row + box);
                    }
                }
            }
            MATCHED_BY_BOX[index] = BandTables.MATCHED_CELLS[minirows];
        }
    }

    /** For a band: the band below and the band above, wrapping around. */
    private static final int[] NEXT = {1, 2, 0};
    private static final int[] PREVIOUS = {2, 0, 1};

    /** Whether the root of the next {@link #count} ends with triads, as the scalar search decides it. */
    private boolean rootTriads = true;
    private long found;
    private long cap;
    private long guesses;
    private Deadline deadline = Deadline.NONE;
    /** Guesses between deadline checks, less one, as in the scalar search. */
    private static final int CHECK_EVERY = 1023;

    /**
     * A search with its own states, as the core's service loader makes one for each classic engine.
     *
     * @throws UnsupportedOperationException when this JVM's vectors are narrower than the 512 bits a band
     *                                       takes, saying so
     */
    public VectorBandSearch() {
        if (IntVector.SPECIES_PREFERRED.vectorBitSize() < SPECIES.vectorBitSize()) {
            throw new UnsupportedOperationException("the vector search needs 512-bit vectors (AVX-512); this JVM has "
                    + IntVector.SPECIES_PREFERRED.vectorBitSize());
        }
    }

    @Override
    public boolean load(int slot, byte[] givens) {
        // Through the scalar search's load, whose state each given's row, column and box has already
        // left: each band's digit words become its first nine lanes, the rest zero.
        int[] words = scalarState;
        if (!GivensLoad.state(givens, words)) {
            return false;
        }
        rootTriads = BandSearch.paysAtRoot(words);
        int base = slot * STATE;
        for (int band = 0; band < 3; band++) {
            int at = base + BAND * band;
            for (int digit = 0; digit < 9; digit++) {
                states[at + digit] = words[3 * digit + band];
            }
            java.util.Arrays.fill(states, at + 9, at + BAND, 0);
        }
        return true;
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
        return sweepWithTriads(slot * STATE);
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
            boolean open = depth == top && rootTriads ? sweepWithTriads(at) : sweep(at);
            if (open && (openCells[0] | openCells[1] | openCells[2]) == 0) {
                if (rowsHoldOneEach(at)) {
                    if (found++ == 0) {
                        record(at);
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
            int above = openCells[band == 0 ? 2 : band - 1];
            int below = openCells[band == 2 ? 0 : band + 1];
            for (int cells = twice & ~thrice; cells != 0; cells &= cells - 1) {
                int cell = Integer.numberOfTrailingZeros(cells);
                int column = BandTables.COLUMN_THROUGH[cell];
                int peers = Integer.bitCount(openCells[band] & BandTables.PEERS_IN_BAND[cell])
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
                if (openCells[band] != 0) {
                    bestBand = band;
                    bestBit = openCells[band] & -openCells[band];
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

    /**
     * {@link #sweep}, then triads ({@link #triads}), again until neither changes anything. False on a
     * contradiction. Run where the scalar search runs its triads, at the root of a search of fewer than
     * 30 givens: below the root, triads at every node (measured, docs/ENGINE.md) cut the guesses by
     * 3-9% and cost 17% more a guess.
     */
    private boolean sweepWithTriads(int at) {
        while (true) {
            if (!sweep(at)) {
                return false;
            }
            if ((openCells[0] | openCells[1] | openCells[2]) == 0) {
                return true;
            }
            int changed = triads(at);
            if (changed <= 0) {
                return changed == 0;
            }
        }
    }

    /**
     * The scalar search's triad pass for the nine digits of a band at once:
     * each minirow and each column of a box within a band holds three different digits, so a segment
     * where only three digits can go takes them (each leaves the rest of the segment's row or column in
     * its box, and the rest of its box), a segment that three digits are sure to take (each alone in
     * the segment's row or box) loses the other digits, and a segment where fewer than three can go or
     * more than three are sure to is a contradiction. A digit's segments are 18 bits of a lane (minirows
     * {@code 3 * row + box}, then the columns); the digits of a segment are counted, up to four, by
     * bit-sliced sums over rotations of the lanes, which leave every lane the band's totals. Returns 1
     * if a word changed, 0 if none did, -1 on a contradiction. Every vector operation written here, for
     * the reason {@link #sweep} gives; the columns taken leave the other bands in the sweep that
     * follows (a column alone in its box).
     */
    private int triads(int at) {
        int[] st = states;
        int[] scratch = lanes;
        boolean changed = false;
        for (int band = 0; band < 3; band++) {
            if (openCells[band] == 0) {
                continue;
            }
            int here = at + BAND * band;
            IntVector v = IntVector.fromArray(SPECIES, st, here);
            // Segments: a minirow's first cell at bit 3 * minirow of the spread, gathered to 9 bits.
            IntVector spread = v.or(v.lanewise(LSHR, 1)).or(v.lanewise(LSHR, 2)).and(MINIROW_STARTS);
            spread = spread.or(spread.lanewise(LSHR, 2)).or(spread.lanewise(LSHR, 4));
            IntVector segments = spread.and(7).or(spread.lanewise(LSHR, 6).and(0x38))
                    .or(spread.lanewise(LSHR, 12).and(0x1C0))
                    .or(v.or(v.lanewise(LSHR, 9)).or(v.lanewise(LSHR, 18)).and(511).lanewise(LSHL, 9));
            // Sure: a minirow alone in its row or in its box, a column alone in its box. Each triple
            // of bits (a row's minirows, a box's columns) turned by one and by two gives the others.
            IntVector inTriple = segments.lanewise(LSHR, 1).and(0x1B6DB).or(segments.lanewise(LSHL, 2).and(0x24924))
                    .or(segments.lanewise(LSHR, 2).and(0x9249)).or(segments.lanewise(LSHL, 1).and(0x36DB6));
            IntVector minirows = segments.and(511);
            IntVector inBox = minirows.lanewise(LSHR, 3).or(minirows.lanewise(LSHL, 6))
                    .or(minirows.lanewise(LSHR, 6)).or(minirows.lanewise(LSHL, 3)).and(511).or(511 << 9);
            IntVector sure = segments.lanewise(AND_NOT, inTriple.and(inBox));
            // Per segment, digits that may go there and digits sure to: at least one, two, three, four.
            IntVector other = segments.rearrange(ROTATE_8);
            IntVector one = segments.or(other);
            IntVector two = segments.and(other);
            IntVector otherOne = one.rearrange(ROTATE_4);
            IntVector otherTwo = two.rearrange(ROTATE_4);
            IntVector three = two.and(otherOne).or(one.and(otherTwo));
            IntVector four = two.and(otherTwo);
            two = two.or(otherTwo).or(one.and(otherOne));
            one = one.or(otherOne);
            otherOne = one.rearrange(ROTATE_2);
            otherTwo = two.rearrange(ROTATE_2);
            IntVector otherThree = three.rearrange(ROTATE_2);
            four = four.or(four.rearrange(ROTATE_2)).or(three.and(otherOne)).or(two.and(otherTwo)).or(one.and(otherThree));
            three = three.or(otherThree).or(two.and(otherOne)).or(one.and(otherTwo));
            two = two.or(otherTwo).or(one.and(otherOne));
            one = one.or(otherOne);
            otherOne = one.rearrange(ROTATE_1);
            otherTwo = two.rearrange(ROTATE_1);
            otherThree = three.rearrange(ROTATE_1);
            four = four.or(four.rearrange(ROTATE_1)).or(three.and(otherOne)).or(two.and(otherTwo)).or(one.and(otherThree));
            three = three.or(otherThree).or(two.and(otherOne)).or(one.and(otherTwo));
            other = sure.rearrange(ROTATE_8);
            IntVector sureOne = sure.or(other);
            IntVector sureTwo = sure.and(other);
            otherOne = sureOne.rearrange(ROTATE_4);
            otherTwo = sureTwo.rearrange(ROTATE_4);
            IntVector sureThree = sureTwo.and(otherOne).or(sureOne.and(otherTwo));
            IntVector sureFour = sureTwo.and(otherTwo);
            sureTwo = sureTwo.or(otherTwo).or(sureOne.and(otherOne));
            sureOne = sureOne.or(otherOne);
            otherOne = sureOne.rearrange(ROTATE_2);
            otherTwo = sureTwo.rearrange(ROTATE_2);
            otherThree = sureThree.rearrange(ROTATE_2);
            sureFour = sureFour.or(sureFour.rearrange(ROTATE_2)).or(sureThree.and(otherOne)).or(sureTwo.and(otherTwo))
                    .or(sureOne.and(otherThree));
            sureThree = sureThree.or(otherThree).or(sureTwo.and(otherOne)).or(sureOne.and(otherTwo));
            sureTwo = sureTwo.or(otherTwo).or(sureOne.and(otherOne));
            sureOne = sureOne.or(otherOne);
            otherOne = sureOne.rearrange(ROTATE_1);
            otherTwo = sureTwo.rearrange(ROTATE_1);
            otherThree = sureThree.rearrange(ROTATE_1);
            sureFour = sureFour.or(sureFour.rearrange(ROTATE_1)).or(sureThree.and(otherOne)).or(sureTwo.and(otherTwo))
                    .or(sureOne.and(otherThree));
            sureThree = sureThree.or(otherThree).or(sureTwo.and(otherOne)).or(sureOne.and(otherTwo));
            // Every lane holds the totals: each segment needs three digits, and three sure at most.
            three.lanewise(XOR, SEGMENTS).or(sureFour).intoArray(scratch, 0);
            if (scratch[0] != 0) {
                return -1;
            }
            // A segment of exactly three digits: they take it; of three sure ones: the others leave it.
            IntVector takes = segments.and(three.lanewise(AND_NOT, four));
            IntVector loses = sureThree.lanewise(AND_NOT, sure);
            takes.and(511).intoArray(scratch, 0);
            IntVector clear = IntVector.fromArray(SPECIES, BandTables.MINIROW_TRIAD_CLEAR, 0, scratch, 0);
            loses.and(511).intoArray(scratch, 0);
            clear = clear.or(IntVector.fromArray(SPECIES, BandTables.MINIROW_CELLS, 0, scratch, 0));
            // Columns taken: the other columns of their boxes; columns lost: their three cells.
            IntVector columns = takes.lanewise(LSHR, 9);
            IntVector stacks = columns.or(columns.lanewise(LSHR, 1)).or(columns.lanewise(LSHR, 2)).and(BOX_STARTS);
            stacks = stacks.or(stacks.lanewise(LSHL, 1)).or(stacks.lanewise(LSHL, 2));
            IntVector columnsLost = stacks.lanewise(AND_NOT, columns).or(loses.lanewise(LSHR, 9));
            clear = clear.or(columnsLost).or(columnsLost.lanewise(LSHL, 9)).or(columnsLost.lanewise(LSHL, 18));
            IntVector n = v.lanewise(AND_NOT, clear);
            changed |= !n.eq(v).allTrue();
            n.intoArray(st, here);
        }
        return changed ? 1 : 0;
    }

    /**
     * Whether, in the state at {@code at} where the sweep has settled every cell, each digit has one
     * cell in each row of each band: the one thing a settled state that passed the sweep may still get
     * wrong. (Two settled cells of a digit in one row both stay, each kept as its own; in one box or
     * column, the sweep finds them: no matching of rows to boxes, or a column left without the digit.)
     * Every cell then holds one digit, every row, column and box each digit once.
     */
    private boolean rowsHoldOneEach(int at) {
        boolean once = true;
        for (int band = 0; band < 3; band++) {
            IntVector v = IntVector.fromArray(SPECIES, states, at + BAND * band);
            IntVector r0 = v.and(511);
            IntVector r1 = v.lanewise(LSHR, 9).and(511);
            IntVector r2 = v.lanewise(LSHR, 18);
            once &= r0.and(r0.sub(1)).or(r1.and(r1.sub(1))).or(r2.and(r2.sub(1))).compare(EQ, 0).allTrue();
        }
        return once;
    }

    /** Copies the settled state at {@code at} into {@link #firstSolution}. */
    private void record(int at) {
        for (int band = 0; band < 3; band++) {
            for (int digit = 0; digit < 9; digit++) {
                for (int w = states[at + BAND * band + digit]; w != 0; w &= w - 1) {
                    firstSolution[27 * band + Integer.numberOfTrailingZeros(w)] = (byte) (digit + 1);
                }
            }
        }
    }

    /**
     * Propagates the state at {@code at} to a fixed point; false on a contradiction. Each round: naked
     * singles leave their row, box and column; each digit keeps in a band only the minirows of some
     * way of taking each row and box once (box hidden singles, pointing and claiming in the band); a
     * digit alone in a row of a band takes its cell from the other digits (row hidden singles); a
     * column alone in its box for a digit leaves the digit's other bands; a column whose places all
     * lie in one band confines the digit there. Leaves the open cells in {@link #openCells}.
     *
     * <p>One method with every vector operation written in it, and loops over the bands that load
     * their vectors from the state and store them back: C2 on JDK 17 stops inlining a method's calls
     * at 18,000 nodes (NodeCountInliningCutoff) except for the Vector API's own, and a vector passed to
     * a helper of ours that is not inlined becomes an object on the heap, which made the search
     * several times slower. So the steps are named in comments rather than in methods (helpers of one
     * line each were cut off too).
     */
    private boolean sweep(int at) {
        int[] st = states;
        int[] scratch = lanes;
        // The column step depends on the column sets alone: it runs again only when they change.
        boolean columnsChanged = true;
        while (true) {
            boolean changed = false;
            // Naked singles: per band, the cells with one digit or more (all of them, else a
            // contradiction) and with two or more, summed over the lanes by rotations that each lane
            // receives; a lane's settled cells are its cells with no other digit.
            for (int band = 0; band < 3; band++) {
                IntVector v = IntVector.fromArray(SPECIES, st, at + BAND * band);
                IntVector once = v;
                IntVector other = once.rearrange(ROTATE_8);
                IntVector twice = once.and(other);
                once = once.or(other);
                other = once.rearrange(ROTATE_4);
                twice = twice.or(twice.rearrange(ROTATE_4)).or(once.and(other));
                once = once.or(other);
                other = once.rearrange(ROTATE_2);
                twice = twice.or(twice.rearrange(ROTATE_2)).or(once.and(other));
                once = once.or(other);
                other = once.rearrange(ROTATE_1);
                twice = twice.or(twice.rearrange(ROTATE_1)).or(once.and(other));
                once = once.or(other);
                // Lane 0 through memory: JDK 17 does not inline lane(0)'s helper.
                once.intoArray(scratch, 0);
                if (scratch[0] != ALL_CELLS) {
                    return false;
                }
                twice.intoArray(scratch, 0);
                openCells[band] = scratch[0];
                v.lanewise(AND_NOT, twice).intoArray(settled, BAND * band);
            }
            for (int band = 0; band < 3; band++) {
                int here = at + BAND * band;
                IntVector v = IntVector.fromArray(SPECIES, st, here);
                // A settled cell's digit leaves its row and box (the cell kept), and its column in
                // the other bands.
                IntVector single = IntVector.fromArray(SPECIES, settled, BAND * band);
                // A row holding a settled cell: bit 9 of the row plus 511, spread by shifts.
                IntVector rows = single.and(511).add(511).lanewise(LSHL, 22).lanewise(ASHR, 31).and(511)
                        .or(single.lanewise(LSHR, 9).and(511).add(511).lanewise(LSHL, 22).lanewise(ASHR, 31).and(511 << 9))
                        .or(single.lanewise(LSHR, 18).add(511).lanewise(LSHL, 22).lanewise(ASHR, 31).and(511 << 18));
                IntVector singleColumns = single.or(single.lanewise(LSHR, 9))
                        .or(single.lanewise(LSHR, 18)).and(511);
                IntVector stacks = singleColumns.or(singleColumns.lanewise(LSHR, 1))
                        .or(singleColumns.lanewise(LSHR, 2)).and(BOX_STARTS);
                stacks = stacks.or(stacks.lanewise(LSHL, 1)).or(stacks.lanewise(LSHL, 2));
                IntVector elsewhere = IntVector.fromArray(SPECIES, settled, BAND * NEXT[band])
                        .or(IntVector.fromArray(SPECIES, settled, BAND * PREVIOUS[band]));
                IntVector lost = stacks.or(elsewhere.or(elsewhere.lanewise(LSHR, 9))
                        .or(elsewhere.lanewise(LSHR, 18)).and(511));
                lost = lost.or(lost.lanewise(LSHL, 9)).or(lost.lanewise(LSHL, 18));
                IntVector n = v.lanewise(AND_NOT, rows.or(lost)).or(single);
                // Matchings of rows to boxes: a digit keeps the minirows on some way of giving each
                // row a different box, of six: the even ones take boxes b, b+1, b+2 in rows 0, 1, 2,
                // the odd ones b, b+2, b+1. None left is a contradiction.
                IntVector minirows = n.or(n.lanewise(LSHR, 1)).or(n.lanewise(LSHR, 2));
                minirows.and(BOX_STARTS).or(minirows.lanewise(LSHR, 8).and(BOX_STARTS << 1))
                        .or(minirows.lanewise(LSHR, 16).and(BOX_STARTS << 2)).intoArray(scratch, 0);
                IntVector keep = IntVector.fromArray(SPECIES, MATCHED_BY_BOX, 0, scratch, 0);
                if (keep.compare(EQ, 0, DIGIT_LANES).anyTrue()) {
                    return false;
                }
                n = n.and(keep);
                // Row hidden singles: a digit alone in a row takes the cell from the other digits.
                // A row is kept where row & (row - 1) is 0, by the sign of that less one.
                IntVector r0 = n.and(511);
                IntVector r1 = n.lanewise(LSHR, 9).and(511);
                IntVector r2 = n.lanewise(LSHR, 18);
                IntVector alone = r0.and(r0.and(r0.sub(1)).sub(1).lanewise(ASHR, 31))
                        .or(r1.and(r1.and(r1.sub(1)).sub(1).lanewise(ASHR, 31)).lanewise(LSHL, 9))
                        .or(r2.and(r2.and(r2.sub(1)).sub(1).lanewise(ASHR, 31)).lanewise(LSHL, 18));
                n = n.lanewise(AND_NOT, alone.reduceLanes(OR)).or(alone);
                changed |= !n.eq(v).allTrue();
                n.intoArray(st, here);
                IntVector columns = n.or(n.lanewise(LSHR, 9)).or(n.lanewise(LSHR, 18)).and(511);
                columnsChanged |= !columns.eq(IntVector.fromArray(SPECIES, columnSets, BAND * band)).allTrue();
                columns.intoArray(columnSets, BAND * band);
            }
            if (!columnsChanged) {
                if (!changed) {
                    return true;
                }
                continue;
            }
            columnsChanged = false;
            // Columns: each digit must have a place in every column.
            if (IntVector.fromArray(SPECIES, columnSets, 0).or(IntVector.fromArray(SPECIES, columnSets, BAND))
                    .or(IntVector.fromArray(SPECIES, columnSets, 2 * BAND))
                    .compare(NE, 511, DIGIT_LANES).anyTrue()) {
                return false;
            }
            for (int band = 0; band < 3; band++) {
                int here = at + BAND * band;
                IntVector v = IntVector.fromArray(SPECIES, st, here);
                IntVector own = IntVector.fromArray(SPECIES, columnSets, BAND * band);
                IntVector next = IntVector.fromArray(SPECIES, columnSets, BAND * NEXT[band]);
                IntVector previous = IntVector.fromArray(SPECIES, columnSets, BAND * PREVIOUS[band]);
                // A column alone in its box in another band is the digit's there: it leaves this band.
                // Turned: each column moved one place along its box, the last to the first.
                IntVector nextTurned = next.lanewise(LSHL, 1).and(0x1B6).or(next.lanewise(LSHR, 2).and(BOX_STARTS));
                IntVector nextTwice = nextTurned.lanewise(LSHL, 1).and(0x1B6).or(nextTurned.lanewise(LSHR, 2).and(BOX_STARTS));
                IntVector previousTurned = previous.lanewise(LSHL, 1).and(0x1B6).or(previous.lanewise(LSHR, 2).and(BOX_STARTS));
                IntVector previousTwice = previousTurned.lanewise(LSHL, 1).and(0x1B6)
                        .or(previousTurned.lanewise(LSHR, 2).and(BOX_STARTS));
                IntVector lost = next.lanewise(AND_NOT, nextTurned.or(nextTwice))
                        .or(previous.lanewise(AND_NOT, previousTurned.or(previousTwice)));
                // A column with no place in the other bands is the digit's in this one: the other
                // columns of its box lose it.
                IntVector only = own.lanewise(AND_NOT, next.or(previous));
                IntVector stacks = only.or(only.lanewise(LSHR, 1)).or(only.lanewise(LSHR, 2))
                        .and(BOX_STARTS);
                stacks = stacks.or(stacks.lanewise(LSHL, 1)).or(stacks.lanewise(LSHL, 2));
                lost = lost.or(stacks.lanewise(AND_NOT, only));
                lost = lost.or(lost.lanewise(LSHL, 9)).or(lost.lanewise(LSHL, 18));
                IntVector n = v.lanewise(AND_NOT, lost);
                changed |= !n.eq(v).allTrue();
                n.intoArray(st, here);
            }
            if (!changed) {
                return true;
            }
        }
    }
}
