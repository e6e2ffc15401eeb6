package dev.nonet.canon;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;

/**
 * One minlex search: the output is built row by row and cell by cell, each partial map abandoned as
 * soon as its prefix is larger than the best complete one, and digits relabelled by first appearance
 * as they come.
 *
 * <p>Two things keep the search small. Columns that hold no given in the rows placed so far are not
 * yet chosen: any of them gives the same zeros, so a blank output cell only reserves one of them (and a
 * blank output stack one blank input stack), and the choice is made when a later row tells them apart.
 * And a filled grid, whose first row is always {@code 123456789}, starts from its first two rows:
 * a digit's label is then the output position of its column in the first row, so choosing the column
 * of an output cell of the second row also places the column its label points to ({@link #gridSecondRow}).
 *
 * <p>A search state is a small {@code int[]} (the fields below), copied at each branch but the last;
 * a row whose columns and labels are all known is tried on its parent's state, as it changes nothing.
 */
final class MinlexSearch {

    private static final int COL = 0;       // 9: input column at each output column, -1 not chosen
    private static final int SLOT = 9;      // 3: input stack at each output stack, -1 not chosen
    private static final int LABEL = 12;    // 10: label of each input digit, 0 none yet (and 0 for a blank)
    private static final int NEXT = 22;     // the next label to give
    private static final int ROW = 23;      // 9: input row at each output row
    private static final int COLS_USED = 32;
    private static final int STACKS_USED = 33;
    private static final int ROWS_USED = 34;
    private static final int BAND = 35;     // 3: input band at each output band
    private static final int HELD = 38;     // 3: blank columns held back in each output stack, this row
    private static final int HELD_STACKS = 41; // blank input stacks held back for output stacks, this row
    private static final int POS = 42;      // 9: output column of each input column (grids only), -1 none
    private static final int SIZE = 51;

    private static final int[] FACTORIAL = {1, 1, 2, 6};

    /** The input and its transpose: {@code cells[t * 81 + r * 9 + c]}. */
    private final int[] cells = new int[162];
    /** Per orientation and input row, the columns (bits) that are blank in it. */
    private final int[] blanks = new int[18];
    private final boolean solutionGrid;
    /** For a grid, the current start's link from the second row to the first (see {@link #linkRows}). */
    private final int[] labelColumn = new int[9];

    private final int[] best = new int[81];
    private final int[] current = new int[81];
    /** Bumped whenever {@link #best} changes, so that a branch knows its "already smaller" no longer holds. */
    private int version;
    private long automorphisms;
    private int[] bestState;
    private int bestOrientation;
    private int orientation;

    MinlexSearch(Grid grid) {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int d = grid.get(r * 9 + c);
                cells[r * 9 + c] = d;
                cells[81 + c * 9 + r] = d;
            }
        }
        for (int k = 0; k < 18; k++) {
            for (int c = 0; c < 9; c++) {
                if (cells[k * 9 + c] == 0) {
                    blanks[k] |= 1 << c;
                }
            }
        }
        solutionGrid = isValidSolution();
        java.util.Arrays.fill(best, 10); // larger than any label: the first leaf is the first best
    }

    Canonical run() {
        // A grid's starts whose rows link every stack whole go first, in both orientations: their
        // second row can be 456789123, and once the best has it the others end within a few cells.
        for (int pass = solutionGrid ? 0 : 1; pass < 2; pass++) {
            for (orientation = 0; orientation < 2; orientation++) {
                int[] state = start();
                if (solutionGrid) {
                    gridStarts(state, pass == 0);
                } else {
                    nextRow(state, 0, false);
                }
            }
        }
        return new Canonical(new Puzzle(Layout.CLASSIC, Grid.of(best)), transformOf(bestState, bestOrientation), automorphisms);
    }

    private static int[] start() {
        int[] state = new int[SIZE];
        for (int k = 0; k < 9; k++) {
            state[COL + k] = -1;
            state[POS + k] = -1;
        }
        for (int s = 0; s < 3; s++) {
            state[SLOT + s] = -1;
        }
        state[NEXT] = 1;
        return state;
    }

    /** Tries every input row for output row {@code i}, keeping bands whole, then fills the row. */
    private void nextRow(int[] state, int i, boolean smaller) {
        if (i == 9) {
            leaf(state, smaller);
            return;
        }
        int band = i / 3;
        int entry = version;
        if (i % 3 == 0) {
            for (int b = 0; b < 3; b++) {
                if ((state[ROWS_USED] & (7 << (b * 3))) != 0) {
                    continue;
                }
                for (int r = b * 3; r < b * 3 + 3; r++) {
                    state[BAND + band] = b;
                    tryRow(state, i, r, smaller && version == entry);
                }
            }
        } else {
            int b = state[BAND + band];
            for (int r = b * 3; r < b * 3 + 3; r++) {
                if ((state[ROWS_USED] & (1 << r)) == 0) {
                    tryRow(state, i, r, smaller && version == entry);
                }
            }
        }
    }

    /**
     * Input row {@code r} as output row {@code i}. Once every column is chosen and the row's digits all
     * have labels (a grid past its second row, most puzzles' last rows), the row is compared with the
     * best before anything is copied, and filling it changes nothing that needs a copy.
     */
    private void tryRow(int[] state, int i, int r, boolean smaller) {
        if (!isKnown(state, r)) {
            int[] branch = state.clone();
            placeRow(branch, i, r);
            fillRow(branch, i, 0, smaller);
            return;
        }
        if (!smaller && compareWithBest(state, i, r) > 0) {
            return;
        }
        int used = state[ROWS_USED];
        placeRow(state, i, r);
        fillRow(state, i, 0, smaller);
        state[ROWS_USED] = used;
    }

    private boolean isKnown(int[] state, int r) {
        if (state[COLS_USED] != 0x1FF) {
            return false;
        }
        int base = orientation * 81 + r * 9;
        for (int c = 0; c < 9; c++) {
            int d = cells[base + c];
            if (d != 0 && state[LABEL + d] == 0) {
                return false;
            }
        }
        return true;
    }

    /** The sign of comparing input row {@code r}, every column and label known, with the best's row {@code i}. */
    private int compareWithBest(int[] state, int i, int r) {
        int base = orientation * 81 + r * 9;
        for (int p = 0; p < 9; p++) {
            int value = state[LABEL + cells[base + state[COL + p]]];
            int b = best[i * 9 + p];
            if (value != b) {
                return value < b ? -1 : 1;
            }
        }
        return 0;
    }

    private static void placeRow(int[] state, int i, int r) {
        state[ROW + i] = r;
        state[ROWS_USED] |= 1 << r;
        state[HELD] = state[HELD + 1] = state[HELD + 2] = state[HELD_STACKS] = 0;
    }

    /**
     * Fills output row {@code i} from cell {@code p} on; branches where the smallest next value can come
     * from several columns or stacks.
     *
     * @param smaller whether the output so far is already smaller than the best
     */
    private void fillRow(int[] state, int i, int p, boolean smaller) {
        int base = orientation * 81 + state[ROW + i] * 9;
        int blank = blanks[orientation * 9 + state[ROW + i]];
        while (p < 9) {
            int s = p / 3;
            int col = state[COL + p];
            int value;
            if (col >= 0) {
                value = label(state, cells[base + col]);
            } else if (state[SLOT + s] >= 0) {
                int open = (7 << (state[SLOT + s] * 3)) & ~state[COLS_USED];
                if (Integer.bitCount(open & blank) > state[HELD + s]) {
                    state[HELD + s]++; // one of the columns blank so far and here: which one, a later row says
                    value = 0;
                } else {
                    branchOnColumn(state, i, p, open & ~blank, base, smaller);
                    return;
                }
            } else {
                if (blankStacks(state, blank) > state[HELD_STACKS]) {
                    state[HELD_STACKS]++;
                    for (int k = 0; k < 3; k++, p++) {
                        smaller = smaller || best[i * 9 + p] > 0; // a zero is never larger
                        current[i * 9 + p] = 0;
                    }
                    continue;
                }
                branchOnStack(state, i, p, blank, smaller);
                return;
            }
            if (!smaller) {
                int b = best[i * 9 + p];
                if (value > b) {
                    return;
                }
                smaller = value < b;
            }
            current[i * 9 + p] = value;
            p++;
        }
        nextRow(state, i + 1, smaller);
    }

    /** Places each of {@code candidates} (columns with a given in this row) whose digit would be the smallest at {@code p}. */
    private void branchOnColumn(int[] state, int i, int p, int candidates, int base, boolean smaller) {
        int least = Integer.MAX_VALUE;
        for (int m = candidates; m != 0; m &= m - 1) {
            least = Math.min(least, peekLabel(state, cells[base + Integer.numberOfTrailingZeros(m)]));
        }
        if (!smaller && least > best[i * 9 + p]) {
            return;
        }
        int ties = 0;
        for (int m = candidates; m != 0; m &= m - 1) {
            int c = Integer.numberOfTrailingZeros(m);
            if (peekLabel(state, cells[base + c]) == least) {
                ties |= 1 << c;
            }
        }
        int entry = version;
        for (int m = ties; m != 0; m &= m - 1) {
            int c = Integer.numberOfTrailingZeros(m);
            int[] branch = (m & (m - 1)) == 0 ? state : state.clone(); // the last branch takes the state itself
            branch[COL + p] = c;
            branch[COLS_USED] |= 1 << c;
            fillRow(branch, i, p, smaller && version == entry);
        }
    }

    /**
     * Gives output stack {@code p / 3} each unchosen input stack with the fewest givens in this row, but
     * at least one: the blank ones are held for earlier output stacks.
     */
    private void branchOnStack(int[] state, int i, int p, int blank, boolean smaller) {
        int fewest = 4;
        for (int t = 0; t < 3; t++) {
            int givens = 3 - Integer.bitCount(blank & (7 << (t * 3)));
            if ((state[STACKS_USED] & (1 << t)) == 0 && givens > 0) {
                fewest = Math.min(fewest, givens);
            }
        }
        int ties = 0;
        for (int t = 0; t < 3; t++) {
            if ((state[STACKS_USED] & (1 << t)) == 0 && 3 - Integer.bitCount(blank & (7 << (t * 3))) == fewest) {
                ties |= 1 << t;
            }
        }
        int entry = version;
        for (int m = ties; m != 0; m &= m - 1) {
            int t = Integer.numberOfTrailingZeros(m);
            int[] branch = (m & (m - 1)) == 0 ? state : state.clone();
            branch[SLOT + p / 3] = t;
            branch[STACKS_USED] |= 1 << t;
            fillRow(branch, i, p, smaller && version == entry);
        }
    }

    /** How many unchosen input stacks are blank in this row (and so, being unchosen, in every row so far). */
    private static int blankStacks(int[] state, int blank) {
        int n = 0;
        for (int t = 0; t < 3; t++) {
            if ((state[STACKS_USED] & (1 << t)) == 0 && (blank & (7 << (t * 3))) == 7 << (t * 3)) {
                n++;
            }
        }
        return n;
    }

    /** The label of {@code digit}, given now if it has none: relabelling by first appearance. */
    private static int label(int[] state, int digit) {
        if (digit == 0) {
            return 0;
        }
        int label = state[LABEL + digit];
        if (label == 0) {
            label = state[NEXT]++;
            state[LABEL + digit] = label;
        }
        return label;
    }

    private static int peekLabel(int[] state, int digit) {
        int label = state[LABEL + digit];
        return label == 0 ? state[NEXT] : label;
    }

    /** A complete output: a new best, or one more way to reach the best. */
    private void leaf(int[] state, boolean smaller) {
        long ways = waysToFillHeldColumns(state);
        if (smaller) {
            System.arraycopy(current, 0, best, 0, 81);
            version++;
            automorphisms = ways;
            bestState = state.clone(); // a known row's state is reused by its siblings
            bestOrientation = orientation;
        } else {
            automorphisms += ways;
        }
    }

    /** How many cell maps this leaf stands for: the orders of the columns (and stacks) blank throughout. */
    private static long waysToFillHeldColumns(int[] state) {
        long ways = 1;
        int openSlots = 0;
        for (int s = 0; s < 3; s++) {
            if (state[SLOT + s] < 0) {
                openSlots++;
                continue;
            }
            int open = 0;
            for (int k = s * 3; k < s * 3 + 3; k++) {
                if (state[COL + k] < 0) {
                    open++;
                }
            }
            ways *= FACTORIAL[open];
        }
        ways *= FACTORIAL[openSlots];
        for (int s = 0; s < openSlots; s++) {
            ways *= 6;
        }
        return ways;
    }

    // ---- filled grids: the first two rows fix the labels ----

    /** Every first row and second row of its band; the first output row of a grid is always 1 to 9. */
    private void gridStarts(int[] state, boolean wholeLinksOnly) {
        for (int r0 = 0; r0 < 9; r0++) {
            int b = r0 / 3;
            for (int r1 = b * 3; r1 < b * 3 + 3; r1++) {
                if (r1 == r0) {
                    continue;
                }
                int entry = version;
                boolean smaller = best[0] > 1; // nothing found yet; else the best starts 123456789 too
                int[] branch = state.clone();
                branch[BAND] = b;
                placeRow(branch, 0, r0);
                placeRow(branch, 1, r1);
                for (int p = 0; p < 9; p++) {
                    current[p] = p + 1;
                }
                linkRows(orientation * 81 + r0 * 9, orientation * 81 + r1 * 9);
                if (linksEveryStackWhole() != wholeLinksOnly) {
                    continue; // this start belongs to the other pass
                }
                if (!smaller && best[9] == 4 && best[10] == 5 && best[11] == 6 && !linksAStackWhole()) {
                    continue; // this start's second row begins 457 at best
                }
                gridSecondRow(branch, 0, smaller && version == entry);
            }
        }
    }

    /**
     * The second output row of a grid from cell {@code p} on. The label of a digit is one more than the
     * output column of the input column that holds it in the first row, so a cell's value is fixed by
     * placing that column too, as far left as the stacks allow.
     */
    private void gridSecondRow(int[] state, int p, boolean smaller) {
        while (p < 9) {
            if (state[COL + p] < 0 && !chooseGridColumn(state, p, smaller)) {
                return; // branched, or every choice larger than the best
            }
            int value = placeLabelColumn(state, labelColumn[state[COL + p]]) + 1;
            if (!smaller) {
                int b = best[9 + p];
                if (value > b) {
                    return;
                }
                smaller = value < b;
            }
            current[9 + p] = value;
            p++;
        }
        int first = orientation * 81 + state[ROW] * 9;
        for (int c = 0; c < 9; c++) {
            state[LABEL + cells[first + c]] = state[POS + c] + 1;
        }
        state[NEXT] = 10;
        nextRow(state, 2, smaller);
    }

    /**
     * Puts at output column {@code p} the input column allowed there whose value is least: in place
     * when one column is least (and then true), else on a copy of the state for each and searched on
     * (and then false, as when every value is larger than the best's).
     */
    private boolean chooseGridColumn(int[] state, int p, boolean smaller) {
        int s = p / 3;
        int least = Integer.MAX_VALUE;
        int ties = 0;
        for (int c = 0; c < 9; c++) {
            int stack = c / 3;
            boolean allowed = state[SLOT + s] >= 0 ? state[SLOT + s] == stack : (state[STACKS_USED] & (1 << stack)) == 0;
            if (allowed && (state[COLS_USED] & (1 << c)) == 0) {
                int value = labelColumnIfPut(state, c, p, labelColumn[c]) + 1;
                if (value < least) {
                    least = value;
                    ties = 0;
                }
                if (value == least) {
                    ties |= 1 << c;
                }
            }
        }
        if (!smaller && least > best[9 + p]) {
            return false;
        }
        if ((ties & (ties - 1)) == 0) {
            putWithStack(state, Integer.numberOfTrailingZeros(ties), p);
            return true;
        }
        int entry = version;
        for (int m = ties; m != 0; m &= m - 1) {
            int[] branch = (m & (m - 1)) == 0 ? state : state.clone();
            putWithStack(branch, Integer.numberOfTrailingZeros(m), p);
            gridSecondRow(branch, p, smaller && version == entry);
        }
        return false;
    }

    private static void putWithStack(int[] state, int c, int p) {
        if (state[SLOT + p / 3] < 0) {
            state[SLOT + p / 3] = c / 3;
            state[STACKS_USED] |= 1 << (c / 3);
        }
        put(state, c, p);
    }

    /**
     * Where {@link #placeLabelColumn} would put column {@code x} once column {@code c} is put at
     * {@code p} (and {@code p}'s stack given {@code c}'s if it had none), without changing the state.
     */
    private static int labelColumnIfPut(int[] state, int c, int p, int x) {
        if (x == c) {
            return p;
        }
        if (state[POS + x] >= 0) {
            return state[POS + x];
        }
        int s = p / 3;
        int stackX = x / 3;
        int slot = -1;
        for (int k = 0; k < 3 && slot < 0; k++) {
            int stack = k == s && state[SLOT + k] < 0 ? c / 3 : state[SLOT + k];
            if (stack == stackX) {
                slot = k;
            }
        }
        for (int k = 0; k < 3 && slot < 0; k++) {
            if (state[SLOT + k] < 0 && k != s) {
                slot = k;
            }
        }
        int q = slot * 3;
        while (state[COL + q] >= 0 || q == p) {
            q++;
        }
        return q;
    }

    /** The output column of input column {@code c}, placing it first at the leftmost free place its stack allows. */
    private static int placeLabelColumn(int[] state, int c) {
        if (state[POS + c] >= 0) {
            return state[POS + c];
        }
        int stack = c / 3;
        int slot = -1;
        for (int s = 0; s < 3 && slot < 0; s++) {
            if (state[SLOT + s] == stack) {
                slot = s;
            }
        }
        for (int s = 0; s < 3 && slot < 0; s++) {
            if (state[SLOT + s] < 0) {
                slot = s;
                state[SLOT + s] = stack;
                state[STACKS_USED] |= 1 << stack;
            }
        }
        int p = slot * 3;
        while (state[COL + p] >= 0) {
            p++;
        }
        put(state, c, p);
        return p;
    }

    private static void put(int[] state, int c, int p) {
        state[COL + p] = c;
        state[POS + c] = p;
        state[COLS_USED] |= 1 << c;
    }

    /** For each input column, the input column of the first row holding its digit in the second row. */
    private void linkRows(int first, int second) {
        for (int c = 0; c < 9; c++) {
            for (int x = 0; x < 9; x++) {
                if (cells[first + x] == cells[second + c]) {
                    labelColumn[c] = x;
                }
            }
        }
    }

    /**
     * Whether some stack's three columns link to columns of one stack: only then can the second row
     * begin {@code 456} (their labels in one output stack); otherwise it begins {@code 457} at best.
     */
    private boolean linksAStackWhole() {
        for (int t = 0; t < 3; t++) {
            int stack = labelColumn[t * 3] / 3;
            if (labelColumn[t * 3 + 1] / 3 == stack && labelColumn[t * 3 + 2] / 3 == stack) {
                return true;
            }
        }
        return false;
    }

    /** Whether each stack's three columns link to columns of one stack (see {@link #linksAStackWhole}). */
    private boolean linksEveryStackWhole() {
        for (int t = 0; t < 3; t++) {
            int stack = labelColumn[t * 3] / 3;
            if (labelColumn[t * 3 + 1] / 3 != stack || labelColumn[t * 3 + 2] / 3 != stack) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the input is a valid solution grid: every row, column and box holds each digit once (the
     * grid start and its {@link #linksAStackWhole} shortcut need it; any other filled grid takes the
     * general search).
     */
    private boolean isValidSolution() {
        for (int k = 0; k < 27; k++) {
            int seen = 0;
            for (int c = 0; c < 9; c++) {
                seen |= 1 << (k < 18 ? cells[k * 9 + c] : cells[((k - 18) / 3 * 3 + c / 3) * 9 + (k - 18) % 3 * 3 + c % 3]);
            }
            if (seen != 0x3FE) {
                return false;
            }
        }
        return true;
    }

    // ---- the transform of the best leaf ----

    /** The transform of a leaf: the held columns and stacks in input order, the unused digits' labels after the used ones. */
    private static Transform transformOf(int[] state, int orientation) {
        int[] cols = new int[9];
        int[] slots = new int[3];
        int stacksUsed = state[STACKS_USED];
        for (int s = 0; s < 3; s++) {
            slots[s] = state[SLOT + s];
            if (slots[s] < 0) {
                int t = Integer.numberOfTrailingZeros(~stacksUsed & 7);
                slots[s] = t;
                stacksUsed |= 1 << t;
            }
        }
        int colsUsed = state[COLS_USED];
        for (int p = 0; p < 9; p++) {
            int c = state[COL + p];
            if (c < 0) {
                c = Integer.numberOfTrailingZeros(~colsUsed & (7 << (slots[p / 3] * 3)));
                colsUsed |= 1 << c;
            }
            cols[p] = c;
        }
        int[] digits = new int[9];
        int next = state[NEXT];
        for (int d = 1; d <= 9; d++) {
            int label = state[LABEL + d];
            digits[d - 1] = label != 0 ? label : next++;
        }
        int[] rows = new int[9];
        for (int i = 0; i < 9; i++) {
            rows[i] = state[ROW + i];
        }
        return Transform.of(orientation == 1, rows, cols, digits);
    }
}
