/**
 * Ratings on Sudoku Explainer's scale (ER, EP, ED), computed the way Sudoku Explainer 1.2.1 computes
 * them: its techniques, in its order, with its difficulties, chains rated by their length.
 *
 * <p>Work in progress: {@link Board} (the position the rater works on), {@link Hint} (one step as SE
 * rates it) and {@code HintFinder} (one of SE's hint producers).
 */
package dev.nonet.rating;
