/**
 * Ratings: which one a puzzle gets. Sudoku Explainer's rules themselves (its techniques, order and scale)
 * live in {@link dev.nonet.se}; this package holds only the decision and its answer.
 *
 * <p>{@link Ratings} is the front door, and the one place that decides: given a
 * {@link dev.nonet.grid.Puzzle} or a {@link dev.nonet.grid.MarkedGrid} and {@link RatingOptions}, it counts
 * the solutions once ({@link dev.nonet.solve.Solutions}) and answers a {@link RatingResult}: Sudoku
 * Explainer's rating ({@link dev.nonet.se.SeRater}, a {@link dev.nonet.se.SeRating}) on classic 9x9 (the
 * default {@link Scale}), the rating of Nonet's own path ({@link dev.nonet.logic.LogicalSolver}) on other
 * layouts or where asked for, or none and why (no solution, several, no count in time).
 * {@link RatingResult#scale()} and the command line's {@code --model} name the same {@link Scale}.
 *
 * <p>A {@link RatingResult} is one of {@code Se}, {@code Path} and {@code Unrated}. {@link NonetPath} is
 * Nonet's own path as every front end follows it ({@code Techniques.all()}, then SE's next step through
 * {@code SeFallbackFinder}), composed here because it stands above both {@code logic} and {@code se}.
 */
package dev.nonet.rating;
