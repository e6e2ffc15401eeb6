/**
 * Solving by search: one solution, a count of solutions up to a cap, the lexicographically first one.
 *
 * <p>The front door is {@link Sudoku}, a thread-safe facade that answers a {@link SolveResult} (its
 * {@link SolveStatus}, the solution, the count and the guesses taken) for a {@link dev.nonet.grid.Puzzle},
 * under every house of its layout. {@link Solutions} is a count of up to two solutions made once and handed on,
 * so that logic and rating need not count again. {@link UniquenessChecker} is the lean per-thread handle for callers that
 * check thousands of grids they built themselves (the generator, the minimizer). Inside are the engines, one
 * per thread, behind the interface {@code Engine}, whose {@code of(layout)} is the one place that chooses:
 * {@code SearchEngine} on {@code BandSearch}'s bitboards for classic 9x9, and {@code GenericEngine} for
 * every other layout; {@code LexFirstWalk} is the lex-first walk of both. Every search can be stopped by a
 * {@link dev.nonet.limit.Deadline} (see {@code docs/ENGINE.md}).
 */
package dev.nonet.solve;
