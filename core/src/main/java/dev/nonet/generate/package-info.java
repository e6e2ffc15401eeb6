/**
 * Making puzzles: unique puzzles to order, and minimal ones.
 *
 * <p>The front door is {@link dev.nonet.generate.Generator}, which takes a
 * {@link dev.nonet.generate.GenerationRequest} (layout, count, a rating as a
 * {@link dev.nonet.generate.RatingRange}, {@link dev.nonet.generate.Symmetry}, minimality, the givens
 * as a {@link dev.nonet.generate.ClueRange}, techniques, seed, time limit) and delivers
 * {@link dev.nonet.generate.GeneratedPuzzle}s in order (the same seed gives the same puzzles on any
 * number of threads), then a {@link dev.nonet.generate.GenerationReport}.
 * {@link dev.nonet.generate.Minimizer} removes every given a puzzle can do without. Inside:
 * {@code RandomGrids} and {@code RandomRegions} draw solutions and jigsaw maps, {@code Carver} empties
 * cells while the puzzle stays unique, {@code BasicRating} and {@code Acceptance} judge an attempt with
 * no more logic than needed, and {@code OrderedAttempts} shares a run among threads (see
 * {@code docs/GENERATOR.md}).
 */
package dev.nonet.generate;
