/**
 * Making puzzles: unique puzzles to order, and minimal ones.
 *
 * <p>The front door is {@link Generator}, which takes a {@link GenerationRequest} (layout, count, a rating
 * as a {@link RatingRange}, {@link Symmetry}, minimality, the givens as a {@link ClueRange}, techniques,
 * seed, time limit) and delivers {@link GeneratedPuzzle}s in order (each a {@link dev.nonet.grid.Puzzle}
 * with its solution and rating; the same seed gives the same puzzles on any number of threads), then a
 * {@link GenerationReport}. {@link Minimizer} removes every given a puzzle can do without, under every house
 * of its layout. Killer puzzles (cages with sums, few givens or none) come from the same front door
 * ({@code GenerationRequest.builder().killer(true)}), rated by {@link SearchRating}. Inside: {@code RandomGrids} and {@code RandomRegions} draw solutions and jigsaw maps,
 * {@code Carver} empties cells while the puzzle stays unique, {@code KillerCages} cages a grid, {@code BasicRating} and {@code Acceptance}
 * judge an attempt with no more logic than needed, and {@code OrderedAttempts} shares a run among threads
 * (see {@code docs/GENERATOR.md}).
 *
 * <p>A {@link GeneratedPuzzle}'s puzzle carries a random jigsaw's own layout and a killer's cages; {@code
 * KillerCages} cages a grid with {@code OtherThan} and {@code Budget}.
 */
package dev.nonet.generate;
