/**
 * Ratings on Sudoku Explainer's scale (ER, EP, ED), computed the way Sudoku Explainer 1.2.1 computes
 * them: its techniques, in its order, with its difficulties, chains rated by their length.
 *
 * <p>{@link SeRater} is the front door: it rates a puzzle or a pencil-mark {@link Board} and answers a
 * {@link SeRating}. {@link Hint} is one step as SE rates it; {@code HintFinder} is one of SE's hint
 * producers, and {@code SeOrder} lists them in SE's order. Work in progress: the singles are there; the
 * other non-chain techniques and the chains are being added.
 */
package dev.nonet.rating;
