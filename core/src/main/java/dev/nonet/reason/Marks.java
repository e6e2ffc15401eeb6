package dev.nonet.reason;

import dev.nonet.grid.CandidateMasks;
import dev.nonet.grid.DigitSet;
import dev.nonet.logic.CandidateGrid;

/**
 * A position's candidates as one mask per cell, a placed cell holding its digit alone: what the constraints
 * narrow ({@link dev.nonet.grid.Domains}) and the finders read. It remembers which cells changed since {@link #clearChanged},
 * so that a propagation wakes the parts that read them.
 */
final class Marks extends CandidateMasks {

    /** Which cells hold a placed digit (a cell left with one candidate is open until a single places it). */
    private final boolean[] placed;
    private final int[] changed;
    private final boolean[] isChanged;
    private int changedCount;
    /** How many times {@link #keep} has changed a cell: a narrowing changed something when this grew. */
    private long changes;
    /** What each candidate of this position leads to, once asked. */
    private Trials trials;

    private Marks(int side, int[] masks, boolean[] placed) {
        super(side);
        System.arraycopy(masks, 0, this.masks, 0, masks.length);
        this.placed = placed;
        this.changed = new int[masks.length];
        this.isChanged = new boolean[masks.length];
    }

    /** The marks of {@code grid}, read through {@code rules}' cells. */
    static Marks of(Rules rules, CandidateGrid grid) {
        int[] masks = new int[rules.cellCount];
        boolean[] placed = new boolean[masks.length];
        for (int i = 0; i < masks.length; i++) {
            int value = grid.value(rules.cells[i]);
            placed[i] = value != 0;
            masks[i] = placed[i] ? DigitSet.bit(value) : grid.candidates(rules.cells[i]).mask();
        }
        return new Marks(rules.side, masks, placed);
    }

    /** An independent copy, with no cell changed. */
    Marks copy() {
        return new Marks(side, masks.clone(), placed.clone());
    }

    /**
     * What each candidate of this position leads to when assumed, shared by the finders that read it (which
     * change nothing).
     */
    Trials trials(Rules rules) {
        if (trials == null) {
            trials = new Trials(rules, this);
        }
        return trials;
    }

    /** Whether cell {@code c} holds a placed digit. */
    boolean isPlaced(int c) {
        return placed[c];
    }

    /** Counts cell {@code c} as placed (its one candidate): a propagation's single. */
    void markPlaced(int c) {
        placed[c] = true;
    }

    @Override
    public boolean keep(int index, int mask) {
        int old = masks[index];
        int left = old & mask;
        if (left != old) {
            masks[index] = left;
            changes++;
            if (!isChanged[index]) {
                isChanged[index] = true;
                changed[changedCount++] = index;
            }
        }
        return left != 0;
    }

    /** How many times a cell's candidates have changed, in all. */
    long changes() {
        return changes;
    }

    /** The cells changed since the last {@link #clearChanged}, in the order they changed. */
    int changedCount() {
        return changedCount;
    }

    int changed(int i) {
        return changed[i];
    }

    /**
     * Puts back {@code original}'s candidates in the cells changed since the last {@link #clearChanged}, and clears
     * them: a copy of {@code original} that a narrowing tried on is its copy again, without a new one.
     */
    void undo(Marks original) {
        for (int i = 0; i < changedCount; i++) {
            masks[changed[i]] = original.masks[changed[i]];
        }
        clearChanged();
    }

    void clearChanged() {
        for (int i = 0; i < changedCount; i++) {
            isChanged[changed[i]] = false;
        }
        changedCount = 0;
    }

    /** The digits that some cell of {@code cells} may hold. */
    int union(int[] cells) {
        int union = 0;
        for (int c : cells) {
            union |= masks[c];
        }
        return union;
    }

    /** The digits that exactly one cell of {@code cells} may hold. */
    int lonely(int[] cells) {
        int once = 0;
        int twice = 0;
        for (int c : cells) {
            twice |= once & masks[c];
            once |= masks[c];
        }
        return once & ~twice;
    }
}
