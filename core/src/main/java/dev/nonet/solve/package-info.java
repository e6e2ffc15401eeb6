/**
 * Solving by search: one solution, a count of solutions up to a cap, the lexicographically first one, the
 * true candidates, of any layout's puzzles with or without constraints, and of classic positions with pencil
 * marks.
 *
 * <p>The front door is {@link Sudoku}, a thread-safe facade that answers a {@link SolveResult} (its
 * {@link SolveStatus}, the solution, the count and the guesses taken) or a {@link TrueCandidates} for a
 * {@link dev.nonet.grid.Puzzle} (under every house of its layout and every one of its constraints) or a
 * {@link dev.nonet.grid.MarkedGrid}. {@link Solutions} is a count of up to two solutions made once and handed on,
 * so that logic and rating need not count again. {@link UniquenessChecker} is the lean per-thread handle for callers that
 * check thousands of grids they built themselves (the generator, the minimizer). Inside are the engines, one
 * per thread, behind one contract, the interface {@code Engine}, whose {@code of(puzzle)} is the one place that
 * chooses: {@code SearchEngine} on {@code BandSearch}'s bitboards ({@code dev.nonet.solve.band}) for classic
 * 9x9, {@code GenericEngine} for every other layout, and {@code ConstraintSearch} for puzzles with constraints
 * and for every puzzle's true candidates; {@code LexFirstWalk} is the lex-first walk of all three. The band
 * search in SIMD registers is an optional module of its own, {@code nonet-vector}, found by
 * {@link java.util.ServiceLoader} when it is on the class or module path ({@code ClassicEngines}). Every search
 * can be stopped by a {@link dev.nonet.limit.Deadline} (see {@code docs/ENGINE.md}).
 */
package dev.nonet.solve;
