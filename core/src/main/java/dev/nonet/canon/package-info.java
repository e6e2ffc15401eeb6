/**
 * Canonical forms of classic Sudoku: telling whether two puzzles are one puzzle written two ways.
 *
 * <p>The front door is {@link Minlex}: {@code canonical} gives a puzzle's (or a solution grid's) minlex
 * form as a {@link Canonical} (the form, the {@link Transform} that makes it, the automorphism count), and
 * {@code equivalent} the transform between two puzzles, if any. A {@link Transform} is one of the 2 x 6^8
 * cell maps of Sudoku with a relabelling of the digits, which can be applied, inverted, composed, written and
 * read as text, and drawn at random. {@link MinlexSet} holds minlex forms packed in 40 bytes each, for
 * removing repeats from large collections. Classic 9x9 only: other layouts are refused. Inside,
 * {@code MinlexSearch} is the pruned search.
 *
 * <p>{@code Minlex.requireClassic} refuses every other layout; {@link MinlexSet} numbers forms in the order
 * first seen (what {@code dedup} keeps); {@code MinlexSearch} holds blank columns back until a row tells
 * them apart, and starts a grid from its first two rows. A package of its own: the symmetries of a puzzle
 * are neither solving nor a format, and the command line's {@code canon}, {@code dedup}, {@code same},
 * {@code transform} and {@code generate --canonical} and the server's {@code /api/canon} all come through
 * it.
 */
package dev.nonet.canon;
