package dev.nonet.reason;

/**
 * What each candidate of one position leads to when assumed ({@link Propagation}, not written): the
 * candidates left in every cell, or a contradiction. Worked out once per candidate, when first asked, so that
 * the forcing steps and the contradiction step of one position share the work.
 */
final class Trials {

    /** The outcome of a candidate that leads to a contradiction. */
    private static final int[] BROKEN = new int[0];

    private final Rules rules;
    private final Marks start;
    private final int[][] after;

    Trials(Rules rules, Marks start) {
        this.rules = rules;
        this.start = start;
        this.after = new int[rules.cellCount * rules.side][];
    }

    /** Whether assuming {@code digit} in cell {@code c} leads to a contradiction. */
    boolean breaks(int c, int digit) {
        return outcome(c, digit) == BROKEN;
    }

    /** The candidates of every cell once {@code digit} is assumed in cell {@code c}; null if that breaks a rule. */
    int[] after(int c, int digit) {
        int[] masks = outcome(c, digit);
        return masks == BROKEN ? null : masks;
    }

    private int[] outcome(int c, int digit) {
        int i = c * rules.side + digit - 1;
        if (after[i] == null) {
            Marks trial = start.copy();
            if (new Propagation(rules, trial, false).assume(c, digit) != null) {
                after[i] = BROKEN;
            } else {
                int[] masks = new int[rules.cellCount];
                for (int k = 0; k < masks.length; k++) {
                    masks[k] = trial.candidates(k);
                }
                after[i] = masks;
            }
        }
        return after[i];
    }
}
