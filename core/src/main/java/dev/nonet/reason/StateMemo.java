package dev.nonet.reason;

import java.util.Arrays;

/**
 * Whether some way went on from each state of a {@link Fillings} walk met before: a map from states (numbers of at
 * most 63 bits, so never negative) to a yes or no, in an open-addressing table kept at most half full. A
 * {@code HashMap<Long, Boolean>} boxed every state and made a node for each: its puts were a tenth of the time
 * of generating little killer puzzles.
 */
final class StateMemo {

    /** What {@link #get} says of a state not met. */
    static final int UNKNOWN = -1;
    private static final long FREE = -1;

    private long[] states = new long[64];
    private boolean[] wentOn = new boolean[64];
    private int size;

    StateMemo() {
        Arrays.fill(states, FREE);
    }

    /** 1 if some way went on from {@code state}, 0 if none did, {@link #UNKNOWN} if it was not met. */
    int get(long state) {
        int slot = slotOf(states, state);
        return states[slot] == FREE ? UNKNOWN : wentOn[slot] ? 1 : 0;
    }

    /** Records whether some way went on from {@code state} (at least 0), over what was recorded before. */
    void put(long state, boolean goesOn) {
        if (state < 0) {
            throw new IllegalArgumentException("a walk's state is never negative: " + state);
        }
        int slot = slotOf(states, state);
        if (states[slot] == FREE) {
            if (2 * (size + 1) > states.length) {
                grow();
                slot = slotOf(states, state);
            }
            states[slot] = state;
            size++;
        }
        wentOn[slot] = goesOn;
    }

    /** How many states were recorded. */
    int size() {
        return size;
    }

    private void grow() {
        long[] oldStates = states;
        boolean[] oldWentOn = wentOn;
        states = new long[2 * oldStates.length];
        wentOn = new boolean[states.length];
        Arrays.fill(states, FREE);
        for (int i = 0; i < oldStates.length; i++) {
            if (oldStates[i] != FREE) {
                int slot = slotOf(states, oldStates[i]);
                states[slot] = oldStates[i];
                wentOn[slot] = oldWentOn[i];
            }
        }
    }

    /** The slot of {@code table} that holds {@code state}, or the free one where it would go. */
    private static int slotOf(long[] table, long state) {
        int mask = table.length - 1;
        int slot = (int) mixed(state) & mask;
        while (table[slot] != FREE && table[slot] != state) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /**
     * {@code key} with its bits mixed, one to one: a walk's state packs digits in fields of a few bits, which would
     * fall on few slots here, and which a {@code Long}'s own hash folds onto few buckets of a {@code HashMap} (the map
     * then turns them into trees).
     */
    static long mixed(long key) {
        long x = key * 0x9E3779B97F4A7C15L;
        return x ^ x >>> 29;
    }
}
