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
 */
package dev.nonet.canon;
