package dev.nonet.solve.band;

import static dev.nonet.solve.band.BandTables.ALL_CELLS;
import static dev.nonet.solve.band.BandTables.BOXES_OF_ROW;
import static dev.nonet.solve.band.BandTables.COLUMN_THROUGH;
import static dev.nonet.solve.band.BandTables.KEEP_AFTER_PLACING;
import static dev.nonet.solve.band.BandTables.LONE_BIT;
import static dev.nonet.solve.band.BandTables.LONE_COLUMN_OF_BOX;
import static dev.nonet.solve.band.BandTables.COLUMN_TRIAD_CLEAR;
import static dev.nonet.solve.band.BandTables.MATCHED_CELLS;
import static dev.nonet.solve.band.BandTables.MINIROW_CELLS;
import static dev.nonet.solve.band.BandTables.MINIROW_TRIAD_CLEAR;
import static dev.nonet.solve.band.BandTables.SURE_MINIROWS;
import static dev.nonet.solve.band.BandTables.PEERS_IN_BAND;
import static dev.nonet.solve.band.BandTables.STACKS_TOUCHED;

import dev.nonet.limit.Deadline;

/**
 * The allocation-free core of the 9x9 search: candidate bitboards, propagation and branching.
 *
 * <p>A search state is 30 ints. Word {@code 3 * digit + band} (digits 0-8, bands 0-2) holds the band's
 * 27 cells where the digit may still go, its solved cells included; words 27-29 hold each band's
 * unsolved cells. A cell's index in the grid is {@code 27 * band + bit}. States live in a fixed stack
 * of slots: a guess copies the state one slot down, so backtracking is just returning.
 *
 * <p>Propagation repeats until nothing changes: {@link #revise} every word that changed (box and row
 * hidden singles, pointing and claiming inside the band, columns a digit is sure to take), then naked
 * singles, then a column pass (column hidden singles, claiming along columns, a digit with no place
 * left in a column), and at the root of a search of fewer than 30 givens {@link #triads} (locked triples
 * in the three-cell segments of rows and columns inside a box; see {@link #paysAtRoot}). A guess goes to the two-candidate cell that sees the most
 * unsolved cells, else to a digit with two places in a row; see {@link #choose}.
 *
 * <p>Not thread-safe: one instance per thread. Public for the classic engine in {@code dev.nonet.solve} and
 * for the vector search, which loads through {@link GivensLoad} as it does and asks {@link #paysAtRoot} whether its
 * root runs triads (its own pass, in vector registers).
 */
public final class BandSearch implements SlotSearch {

    /** Enough slots for a base state, a trial copy and one level per guessed cell. */
    static final int SLOTS = 84;

    private static final int UNSOLVED = 27;
    private static final int WORDS = 30;
    /** Givens from which on the root's triad pass is left out: see {@link #paysAtRoot}. */
    private static final int TRIADS_BELOW_GIVENS = 30;

    // Word arithmetic by table: C2 compiles `word % 3` here into code several times slower than a load.

    /** For a word: its band. */
    private static final int[] BAND_OF = new int[27];
    /** For a word: the word of the same digit in the next band down, wrapping around. */
    private static final int[] NEXT_BAND = new int[27];
    /** For a word: the word of the same digit in the band above, wrapping around. */
    private static final int[] PREVIOUS_BAND = new int[27];

    static {
        for (int word = 0; word < 27; word++) {
            int band = word % 3;
            BAND_OF[word] = band;
            NEXT_BAND[word] = word - band + (band + 1) % 3;
            PREVIOUS_BAND[word] = word - band + (band + 2) % 3;
        }
    }

    private final int[][] slots = new int[SLOTS][WORDS];
    /** Per depth of {@link #explore}: the word and bit of the candidate its child slot placed. */
    private final int[] guessedWord = new int[SLOTS];
    private final int[] guessedBit = new int[SLOTS];
    /**
     * Whether propagation ends with {@link #triads}: only at the root of a search (and on the lex-first
     * walk's settled state), where it pays; below, it cost more time than its fewer guesses saved.
     */
    private boolean triadsOn;
    /** Whether the root of the next {@link #count} ends with {@link #triads}: see {@link #paysAtRoot}. */
    private boolean rootTriads = true;
    /** Scratch for {@link #triads}: per digit of a band, its segments and the segments it is sure to take. */
    private final int[] triadLanes = new int[9];
    private final int[] triadSures = new int[9];
    /** Every segment of a band: nine minirows and nine box columns. */
    private static final int SEGMENTS = (1 << 18) - 1;
    /** Bit {@code 3 * digit} for every digit: the words of band 0. */
    private static final int BAND_0_WORDS = 0x1249249;
    private final int[] bivalueCells = new int[3];
    private final byte[] firstSolution = new byte[81];

    /**
     * Words (bit {@code 3 * digit + band}) changed by the package-level edits ({@link #load},
     * {@link #keepOnly}) and not yet propagated.
     */
    private int pending;
    private long found;
    private long cap;
    private long guesses;
    /** Checked on every count and every {@link #CHECK_EVERY} guesses; {@link Deadline#NONE} unless a caller set one. */
    private Deadline deadline = Deadline.NONE;
    /** Guesses between deadline checks, less one: about a millisecond of the hardest searches. */
    private static final int CHECK_EVERY = 1023;

    /**
     * Sets {@code slot} to the grid with {@code givens} (0-9 by cell) placed, not yet propagated.
     * Returns false if two givens clash.
     */
    @Override
    public boolean load(int slot, byte[] givens) {
        pending = 0;
        int[] st = slots[slot];
        if (!GivensLoad.state(givens, st)) {
            return false;
        }
        rootTriads = paysAtRoot(st);
        pending = ALL_CELLS;
        return true;
    }

    /**
     * Whether the triad pass pays at the root of a search of the state {@code st} as loaded (this class's
     * layout): only below 30 givens. With more (serg's puzzles have 34 or 35), a puzzle settles mostly by
     * singles, and the pass, which finds something at few such roots, costs more than it saves: measured
     * on the four shared sets, guesses unchanged everywhere, docs/ENGINE.md.
     */
    public static boolean paysAtRoot(int[] st) {
        return 81 - Integer.bitCount(st[UNSOLVED]) - Integer.bitCount(st[UNSOLVED + 1]) - Integer.bitCount(st[UNSOLVED + 2])
                < TRIADS_BELOW_GIVENS;
    }

    /**
     * Counts the solutions of the state in {@code slot}, up to {@code cap}; the state is used up. The
     * first one found is then in {@link #firstSolution()}.
     */
    @Override
    public long count(int slot, long cap) {
        deadline.check();
        this.found = 0;
        this.cap = cap;
        int changed = pending;
        pending = 0;
        explore(slot, changed);
        return found;
    }

    /** The first solution of the last {@link #count} that found any, digits 1-9 by cell. */
    @Override
    public byte[] firstSolution() {
        return firstSolution;
    }

    /** Guesses made since the last {@link #resetGuesses()}. */
    @Override
    public long guesses() {
        return guesses;
    }

    @Override
    public void resetGuesses() {
        guesses = 0;
    }

    /** The deadline every later {@link #count} obeys: it throws {@link dev.nonet.limit.StoppedException} once reached. */
    @Override
    public void deadline(Deadline deadline) {
        this.deadline = deadline;
    }

    /** Copies the state of slot {@code from} into slot {@code to}. */
    @Override
    public void copy(int from, int to) {
        System.arraycopy(slots[from], 0, slots[to], 0, WORDS);
    }

    /** Runs propagation on {@code slot}; false if it finds a contradiction. */
    @Override
    public boolean propagate(int slot) {
        triadsOn = true;
        int changed = pending;
        pending = 0;
        return propagate(slots[slot], changed);
    }

    /** Whether {@code cell} (0-80) holds a digit in {@code slot}. */

    /** The digits still possible in {@code cell}: bit {@code d - 1} for digit {@code d}. */
    @Override
    public int candidates(int slot, int cell) {
        int[] st = slots[slot];
        int band = cell / 27;
        int bit = 1 << (cell % 27);
        int digits = 0;
        for (int digit = 0; digit < 9; digit++) {
            if ((st[3 * digit + band] & bit) != 0) {
                digits |= 1 << digit;
            }
        }
        return digits;
    }

    /** Removes from {@code cell} every candidate outside {@code digits} (bit {@code d - 1} for d). */
    @Override
    public void keepOnly(int slot, int cell, int digits) {
        int[] st = slots[slot];
        int band = cell / 27;
        int bit = 1 << (cell % 27);
        for (int digit = 0; digit < 9; digit++) {
            int word = 3 * digit + band;
            if ((digits & (1 << digit)) == 0 && (st[word] & bit) != 0) {
                st[word] &= ~bit;
                pending |= 1 << word;
            }
        }
    }

    /** Places {@code digit} (1-9) in {@code cell} and propagates; false on a contradiction. */
    @Override
    public boolean placeAndPropagate(int slot, int cell, int digit) {
        int changed = place(slots[slot], 3 * (digit - 1) + cell / 27, 1 << (cell % 27));
        if (changed < 0) {
            return false;
        }
        pending |= changed;
        return propagate(slot);
    }

    /**
     * Depth-first search from {@code slots[top]}, whose words {@code changed} are not yet propagated.
     * Each level propagates, then splits on one candidate: the next slot down places it; when that
     * subtree is done, this slot removes it and goes on. A loop over the slot stack rather than
     * recursion, so that the whole search is one compiled method.
     */
    private void explore(int top, int changed) {
        int depth = top;
        while (true) {
            int[] st = slots[depth];
            triadsOn = depth == top && rootTriads;
            boolean open = propagate(st, changed);
            if (open && (st[UNSOLVED] | st[UNSOLVED + 1] | st[UNSOLVED + 2]) == 0) {
                if (found++ == 0) {
                    record(st);
                }
                if (found >= cap) {
                    return;
                }
                open = false;
            }
            if (!open) {
                if (depth == top) {
                    return;
                }
                depth--;
                int word = guessedWord[depth];
                slots[depth][word] &= ~guessedBit[depth];
                changed = 1 << word;
                continue;
            }
            long choice = choose(st);
            int word = (int) (choice >>> 32);
            int bit = (int) choice;
            guessedWord[depth] = word;
            guessedBit[depth] = bit;
            int[] child = slots[depth + 1];
            System.arraycopy(st, 0, child, 0, WORDS);
            if ((++guesses & CHECK_EVERY) == 0) {
                deadline.check();
            }
            changed = place(child, word, bit);
            depth++;
        }
    }

    /**
     * Picks the candidate to guess, as {@code word << 32 | bit}. Binary choices keep the tree narrow,
     * since the other branch is then a deduction: the lowest digit of the cell with two candidates
     * that sees the most unsolved cells (so that either branch settles the most); else the first of
     * two places of a digit in a row; else the lowest digit of the first unsolved cell.
     */
    private long choose(int[] st) {
        int bestBand = -1;
        int bestBit = 0;
        int mostPeers = -1;
        for (int band = 0; band < 3; band++) {
            int unsolved = st[UNSOLVED + band];
            int above = st[UNSOLVED + (band == 0 ? 2 : band - 1)];
            int below = st[UNSOLVED + (band == 2 ? 0 : band + 1)];
            for (int cells = bivalueCells[band]; cells != 0; cells &= cells - 1) {
                int cell = Integer.numberOfTrailingZeros(cells);
                int column = COLUMN_THROUGH[cell];
                int peers = Integer.bitCount(unsolved & PEERS_IN_BAND[cell])
                        + Integer.bitCount((above & column) | (below & column) << 1);
                if (peers > mostPeers) {
                    mostPeers = peers;
                    bestBand = band;
                    bestBit = 1 << cell;
                }
            }
        }
        if (bestBand >= 0) {
            return firstCandidateOf(st, bestBand, bestBit);
        }
        for (int word = 0; word < 27; word++) {
            int w = st[word];
            for (int shift = 0; shift < 27; shift += 9) {
                int row = (w >>> shift) & 511;
                if (Integer.bitCount(row) == 2) {
                    return (long) word << 32 | (row & -row) << shift;
                }
            }
        }
        for (int band = 0; band < 3; band++) {
            int cells = st[UNSOLVED + band];
            if (cells != 0) {
                return firstCandidateOf(st, band, cells & -cells);
            }
        }
        throw new IllegalStateException("choose() called on a solved state");
    }

    private static long firstCandidateOf(int[] st, int band, int bit) {
        int word = band;
        while ((st[word] & bit) == 0) {
            word += 3;
        }
        return (long) word << 32 | bit;
    }

    /**
     * Revises the {@code changed} words and those their revision changes, then places naked singles,
     * checks columns and (when {@link #triadsOn}) triads, until a fixed point. Leaves in
     * {@link #bivalueCells} the unsolved cells with two candidates. False on a contradiction.
     */
    private boolean propagate(int[] st, int changed) {
        int todo = changed;
        int touched = 0;
        while (true) {
            // In rounds: the revisions of one round do not wait on each other, so the CPU overlaps them.
            while (todo != 0) {
                touched |= todo;
                int next = 0;
                do {
                    int word = Integer.numberOfTrailingZeros(todo);
                    todo &= todo - 1;
                    int more = revise(st, word);
                    if (more < 0) {
                        return false;
                    }
                    next |= more;
                } while (todo != 0);
                todo = next;
            }
            todo = placeNakedSingles(st);
            if (todo == 0) {
                if ((st[UNSOLVED] | st[UNSOLVED + 1] | st[UNSOLVED + 2]) == 0) {
                    return true;
                }
                todo = confineColumns(st);
                if (todo == 0) {
                    if (!triadsOn || touched == 0) {
                        return true;
                    }
                    todo = triads(st, bandsOf(touched), triadLanes, triadSures);
                    touched = 0;
                    if (todo == 0) {
                        return true;
                    }
                }
            }
            if (todo < 0) {
                return false;
            }
        }
    }

    /** The bands (bit per band) of a set of words. */
    private static int bandsOf(int words) {
        return hit(words, BAND_0_WORDS) | hit(words, BAND_0_WORDS << 1) << 1 | hit(words, BAND_0_WORDS << 2) << 2;
    }

    /**
     * Brings one word in line with its band: keeps only cells of minirows that can still take part in
     * the digit's three placements, removes the columns it is then sure to take from the digit's other
     * bands, marks cells alone in their row as solved and removes them from the other digits. Returns
     * the other words it changed, or -1 if the digit can no longer go in every row and box of the band.
     */
    private int revise(int[] st, int word) {
        int w = st[word];
        int minirows = BOXES_OF_ROW[w & 511]
                | BOXES_OF_ROW[(w >>> 9) & 511] << 3
                | BOXES_OF_ROW[(w >>> 18) & 511] << 6;
        int keep = MATCHED_CELLS[minirows];
        if (keep == 0) {
            return -1;
        }
        w &= keep;
        int band = BAND_OF[word];
        int columns = LONE_COLUMN_OF_BOX[(w | w >>> 9 | w >>> 18) & 511];
        int changed = clearInOtherBands(st, word, columns | columns << 9 | columns << 18);
        int unsolved = st[UNSOLVED + band];
        int solved = (LONE_BIT[w & 511] | LONE_BIT[(w >>> 9) & 511] << 9 | LONE_BIT[(w >>> 18) & 511] << 18)
                & unsolved;
        if (solved != 0) {
            st[UNSOLVED + band] = unsolved & ~solved;
            changed |= clearInBand(st, band, solved);
        }
        st[word] = w;
        return changed & ~(1 << word);
    }

    /**
     * Removes {@code cells} from the band's words of all nine digits; returns the changed words. Kept
     * free of branches on the data, as are the other clearing steps: mispredictions cost more here
     * than the few stores that change nothing.
     */
    private static int clearInBand(int[] st, int band, int cells) {
        // Written out: C2 compiles the equivalent 9-step loop several times slower.
        int keep = ~cells;
        int x0 = st[band];
        int x1 = st[band + 3];
        int x2 = st[band + 6];
        int x3 = st[band + 9];
        int x4 = st[band + 12];
        int x5 = st[band + 15];
        int x6 = st[band + 18];
        int x7 = st[band + 21];
        int x8 = st[band + 24];
        st[band] = x0 & keep;
        st[band + 3] = x1 & keep;
        st[band + 6] = x2 & keep;
        st[band + 9] = x3 & keep;
        st[band + 12] = x4 & keep;
        st[band + 15] = x5 & keep;
        st[band + 18] = x6 & keep;
        st[band + 21] = x7 & keep;
        st[band + 24] = x8 & keep;
        int changed = hit(x0, cells) | hit(x1, cells) << 3 | hit(x2, cells) << 6
                | hit(x3, cells) << 9 | hit(x4, cells) << 12 | hit(x5, cells) << 15
                | hit(x6, cells) << 18 | hit(x7, cells) << 21 | hit(x8, cells) << 24;
        return changed << band;
    }

    /** 1 if {@code word} has any of {@code cells}, else 0, without a branch (both fit in 27 bits). */
    private static int hit(int word, int cells) {
        return -(word & cells) >>> 31;
    }

    /** Removes {@code cells} from the two other band words of {@code word}'s digit; returns the changed words. */
    private static int clearInOtherBands(int[] st, int word, int cells) {
        int first = NEXT_BAND[word];
        int second = PREVIOUS_BAND[word];
        int x = st[first];
        int y = st[second];
        st[first] = x & ~cells;
        st[second] = y & ~cells;
        return hit(x, cells) << first | hit(y, cells) << second;
    }

    /**
     * Looks at each digit column-wise: a column with no place left is a contradiction, and a column
     * whose places all lie in one band confines the digit, in that band's box, to that column
     * (claiming along columns; a column hidden single is the case of one place). Returns the changed
     * words, or -1 on a contradiction.
     */
    private int confineColumns(int[] st) {
        int changed = 0;
        for (int base = 0; base < 27; base += 3) {
            int w0 = st[base];
            int w1 = st[base + 1];
            int w2 = st[base + 2];
            int c0 = (w0 | w0 >>> 9 | w0 >>> 18) & 511;
            int c1 = (w1 | w1 >>> 9 | w1 >>> 18) & 511;
            int c2 = (w2 | w2 >>> 9 | w2 >>> 18) & 511;
            if ((c0 | c1 | c2) != 511) {
                return -1;
            }
            changed |= confine(st, base, w0, c0 & ~(c1 | c2));
            changed |= confine(st, base + 1, w1, c1 & ~(c0 | c2));
            changed |= confine(st, base + 2, w2, c2 & ~(c0 | c1));
        }
        return changed;
    }

    /**
     * Triads: each minirow (three cells of a row in a box) and each column of a box within a band holds
     * three different digits. So a segment where only three digits can still go takes all three (each
     * leaves the rest of the segment's row or column and its box), a segment that three digits are sure
     * to take (each has no other place in the segment's row, column or box) loses every other digit,
     * and a segment where fewer than three can go, or more than three are sure to, is a contradiction.
     * Only the bands in {@code bands} (bit per band) are looked at: the others have not changed since
     * the last pass. Returns the changed words, or -1. {@code lanes} and {@code sures} are scratch of
     * nine ints each.
     */
    private static int triads(int[] st, int bands, int[] lanes, int[] sures) {
        int changed = 0;
        for (int band = 0; band < 3; band++) {
            // A solved band has nothing to give (76% of 17-clue puzzles are solved before this pass).
            if ((bands & (1 << band)) == 0 || st[UNSOLVED + band] == 0) {
                continue;
            }
            // One 18-bit lane per digit: its minirows (bits 0-8) and its box columns (bits 9-17).
            int once = 0;
            int twice = 0;
            int thrice = 0;
            int more = 0;
            int sureOnce = 0;
            int sureTwice = 0;
            int sureThrice = 0;
            int sureMore = 0;
            for (int digit = 0; digit < 9; digit++) {
                int w = st[3 * digit + band];
                int minirows = BOXES_OF_ROW[w & 511] | BOXES_OF_ROW[(w >>> 9) & 511] << 3
                        | BOXES_OF_ROW[(w >>> 18) & 511] << 6;
                int columns = (w | w >>> 9 | w >>> 18) & 511;
                int lane = minirows | columns << 9;
                int sure = SURE_MINIROWS[minirows] | LONE_COLUMN_OF_BOX[columns] << 9;
                lanes[digit] = lane;
                sures[digit] = sure;
                more |= thrice & lane;
                thrice |= twice & lane;
                twice |= once & lane;
                once |= lane;
                sureMore |= sureThrice & sure;
                sureThrice |= sureTwice & sure;
                sureTwice |= sureOnce & sure;
                sureOnce |= sure;
            }
            if (thrice != SEGMENTS || sureMore != 0) {
                return -1;
            }
            // Segments with an open cell only: a solved one has its three digits placed already.
            int unsolved = st[UNSOLVED + band];
            int open = BOXES_OF_ROW[unsolved & 511] | BOXES_OF_ROW[(unsolved >>> 9) & 511] << 3
                    | BOXES_OF_ROW[(unsolved >>> 18) & 511] << 6 | ((unsolved | unsolved >>> 9 | unsolved >>> 18) & 511) << 9;
            int naked = thrice & ~more & open;
            int hidden = sureThrice & open;
            if ((naked | hidden) == 0) {
                continue;
            }
            for (int digit = 0; digit < 9; digit++) {
                int word = 3 * digit + band;
                int w = st[word];
                int takes = lanes[digit] & naked;
                int loses = hidden & ~sures[digit];
                int columns = takes >>> 9;
                int clear = MINIROW_TRIAD_CLEAR[takes & 511] | COLUMN_TRIAD_CLEAR[columns] * 0x40201
                        | MINIROW_CELLS[loses & 511] | (loses >>> 9) * 0x40201;
                if ((w & clear) != 0) {
                    st[word] = w & ~clear;
                    changed |= 1 << word;
                }
                if (columns != 0) {
                    changed |= clearInOtherBands(st, word, columns * 0x40201);
                }
            }
        }
        return changed;
    }

    /** Keeps, in the boxes of {@code word} that hold one of {@code ownColumns}, only those columns. */
    private static int confine(int[] st, int word, int w, int ownColumns) {
        int dropped = STACKS_TOUCHED[ownColumns] & ~ownColumns;
        int droppedCells = dropped | dropped << 9 | dropped << 18;
        if ((w & droppedCells) == 0) {
            return 0;
        }
        st[word] = w & ~droppedCells;
        return 1 << word;
    }

    /**
     * Places every unsolved cell that has one candidate left; returns the changed words (0 if there was
     * none), or -1 if some cell has no candidate. Also records the two-candidate cells for
     * {@link #choose}.
     */
    private int placeNakedSingles(int[] st) {
        int changed = 0;
        for (int band = 0; band < 3; band++) {
            int unsolved = st[UNSOLVED + band];
            if (unsolved == 0) {
                bivalueCells[band] = 0;
                continue;
            }
            int once = 0;
            int twice = 0;
            int thrice = 0;
            for (int word = band; word < 27; word += 3) {
                int w = st[word];
                thrice |= twice & w;
                twice |= once & w;
                once |= w;
            }
            if ((unsolved & ~once) != 0) {
                return -1;
            }
            bivalueCells[band] = unsolved & twice & ~thrice;
            int singles = unsolved & ~twice;
            while (singles != 0) {
                int bit = singles & -singles;
                singles ^= bit;
                int word = band;
                while (word < 27 && (st[word] & bit) == 0) {
                    word += 3;
                }
                int more = word < 27 ? place(st, word, bit) : -1;
                if (more < 0) {
                    return -1;
                }
                changed |= more;
            }
        }
        return changed;
    }

    /**
     * Solves one cell: the digit of {@code word} goes to {@code bit}; its row, box and column lose the
     * digit and the cell loses every other digit. Returns the changed words, or -1 if the digit can no
     * longer go there.
     */
    private int place(int[] st, int word, int bit) {
        int w = st[word];
        if ((w & bit) == 0) {
            return -1;
        }
        int cell = Integer.numberOfTrailingZeros(bit);
        int band = BAND_OF[word];
        st[UNSOLVED + band] &= ~bit;
        int changed = clearInBand(st, band, bit) | clearInOtherBands(st, word, COLUMN_THROUGH[cell]);
        st[word] = w & KEEP_AFTER_PLACING[cell];
        return changed | 1 << word;
    }

    /** Copies a solved state into {@link #firstSolution}. */
    private void record(int[] st) {
        // By digit and band, not by word: C2 compiles word % 3 and word / 3 into slow code.
        for (int digit = 0; digit < 9; digit++) {
            byte value = (byte) (digit + 1);
            for (int band = 0; band < 3; band++) {
                for (int w = st[3 * digit + band]; w != 0; w &= w - 1) {
                    firstSolution[27 * band + Integer.numberOfTrailingZeros(w)] = value;
                }
            }
        }
    }
}
