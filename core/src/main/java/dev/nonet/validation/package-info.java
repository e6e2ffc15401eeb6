/**
 * Checking puzzles against the rules, without solving them.
 *
 * <p>The front door is {@link GridValidator}: the {@link Conflict}s of a puzzle's givens (a digit repeated in
 * a house of its layout), and {@code isSolutionOf}, the one check that a grid solves a puzzle, used by the
 * tests, the benchmarks and the correctness sweep alike.
 */
package dev.nonet.validation;
