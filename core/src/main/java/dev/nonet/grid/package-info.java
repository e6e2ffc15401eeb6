/**
 * The grid model every other package works on: what a grid is and which rules it is played by.
 *
 * <p>The front door is {@link Puzzle}: a {@link Layout} (the rules: every {@link House} of a {@link Shape}
 * with its {@link Variant}s, that is jigsaw regions, diagonals, windows, disjoint groups) and the givens, a
 * {@link Grid} of that shape. Readers yield puzzles and solving, checking, rating, minimizing and writing
 * take them, so the rules never travel apart from the grid. A {@link Grid} is an immutable grid of digits
 * (a puzzle's givens or a solution) that carries only its shape (side and box size, 4x4 to 25x25).
 * The engine reads a layout as index tables, built once per layout, in the unexported package
 * {@code dev.nonet.geometry}; a caller asks {@link Layout#houses}, {@link Layout#cellsOf} and
 * {@link Layout#peersOf}.
 * {@link Cell} names one square in the r1c1 notation, and {@link DigitSymbols} writes digits from 10 up as
 * letters. {@link DigitSet} (digits 1 to 25 on one {@code int}: candidates, the digits a step names) and
 * {@link CellSet} (cell indexes of a grid up to 25x25: {@link Layout#peersOf}, a candidate grid's
 * {@code cellsWith(digit)}, the cells that see all of a pattern's ends in the finders) are the immutable
 * sets the public API speaks where it once spoke raw bit masks. Inside, {@code RegionMap} reads and checks a jigsaw's region map for
 * {@link Layout#jigsaw}.
 *
 * <p>A {@link Puzzle} is checked when made: {@code Puzzle.parse} reads a classic line, {@code
 * Puzzle.of(grid)} makes plain Sudoku of a grid's shape. A {@link Constraint} is a rule beyond the houses:
 * its exact check and a sound narrowing of candidates through {@link Domains} (the candidate masks it
 * narrows; {@link CandidateMasks} holds them in an array). The kinds are in {@code dev.nonet.constraint};
 * the interface is here because a {@code Puzzle} carries constraints and this package must not depend on
 * the kinds. A {@link MarkedGrid} is a classic position with pencil marks, its givens, the digits placed
 * since and the open cells' candidates kept apart: what the pencil-mark formats read and write, the sukaku
 * search takes and {@code CandidateGrid.of(position)} starts from; {@code isSolvedBy} holds an answer to
 * it. In a {@link DigitSet} bit d-1 stands for digit d: {@code DigitSet.bit(d)} is the one place a digit
 * becomes its bit, and {@code ofMask} and {@code mask} cross to the raw masks the finders' hot loops keep.
 * The two sets live here, not in {@code logic}, because candidates, givens and houses are the grid's words
 * and {@code format} uses them too.
 */
package dev.nonet.grid;
