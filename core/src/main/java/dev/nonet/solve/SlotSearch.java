package dev.nonet.solve;

import dev.nonet.limit.Deadline;

/**
 * What {@link SearchEngine} asks of a classic 9x9 search: states kept in a fixed stack of slots, loaded
 * from givens, narrowed cell by cell, propagated and counted. Two searches implement it, the scalar
 * {@link BandSearch} and, where the JDK's Vector API is present, the vector band search in
 * {@code core/src/vector} (see {@link ClassicEngines}); the engine's modes are written once over it.
 */
interface SlotSearch {

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

    /** Whether {@code cell} (0-80) is settled to one digit in {@code slot}. */
    boolean isSolved(int slot, int cell);

    /** The digits still possible in {@code cell}: bit {@code d - 1} for digit {@code d}. */
    int candidates(int slot, int cell);

    /** Removes from {@code cell} every candidate outside {@code digits} (bit {@code d - 1} for d). */
    void keepOnly(int slot, int cell, int digits);

    /** Places {@code digit} (1-9) in {@code cell} and propagates; false on a contradiction. */
    boolean placeAndPropagate(int slot, int cell, int digit);
}
