package dev.nonet.solve.band;

import dev.nonet.limit.Deadline;

/**
 * What the classic engine ({@code dev.nonet.solve.SearchEngine}) asks of a classic 9x9 search: states kept
 * in a fixed stack of slots, loaded from givens, narrowed cell by cell, propagated and counted; the engine's
 * modes are written once over it. Two searches implement it: the scalar {@link BandSearch}, and the band
 * search on the JDK's Vector API in the optional module {@code nonet-vector}, which provides it as a service
 * ({@link java.util.ServiceLoader}; {@code dev.nonet.solve.ClassicEngines} looks for it, and makes a new
 * one for each engine through the provider's public no-argument constructor, which throws when the search
 * cannot run on this machine). Not thread-safe: one instance per thread.
 */
public interface SlotSearch {

    /** Sets {@code slot} to the grid with {@code givens} (0-9 by cell) placed; false if two givens clash. */
    boolean load(int slot, byte[] givens);

    /** Counts the solutions of {@code slot}'s state up to {@code cap}, using the state up; the first is then {@link #firstSolution()}. */
    long count(int slot, long cap);

    /** The first solution of the last {@link #count} that found any, digits 1-9 by cell. */
    byte[] firstSolution();

    /** Guesses made since the last {@link #resetGuesses()}. */
    long guesses();

    void resetGuesses();

    /** The deadline every later {@link #count} obeys. */
    void deadline(Deadline deadline);

    /** Copies the state of slot {@code from} into slot {@code to}. */
    void copy(int from, int to);

    /** Runs propagation on {@code slot}; false if it finds a contradiction. */
    boolean propagate(int slot);

    /** The digits still possible in {@code cell}: bit {@code d - 1} for digit {@code d}. */
    int candidates(int slot, int cell);

    /** Removes from {@code cell} every candidate outside {@code digits} (bit {@code d - 1} for d). */
    void keepOnly(int slot, int cell, int digits);

    /** Places {@code digit} (1-9) in {@code cell} and propagates; false on a contradiction. */
    boolean placeAndPropagate(int slot, int cell, int digit);
}
