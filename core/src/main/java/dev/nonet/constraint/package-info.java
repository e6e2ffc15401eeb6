/**
 * The rules setters add to a grid's houses, one immutable type per kind, named as f-puzzles names them:
 * killer cages, little killers, sandwiches, X-sums and skyscrapers; arrows and thermometers; kropki dots,
 * XV and sum dots, and their negative forms; lines (whispers, renban, palindromes, between, region-sum,
 * entropic, modular, nabner, zipper, lockout); odd, even, minimum and maximum cells; quadruples, clones
 * and indexers; anti-knight, anti-king and nonconsecutive; extra regions and diagonals as
 * {@link dev.nonet.constraint.AllDifferent}.
 *
 * <p>Each implements {@link dev.nonet.grid.Constraint}: its exact rule on a filled grid and a sound
 * narrowing of candidates, which the constraint search in {@code dev.nonet.solve} propagates. Kinds that
 * differ only in a relation, an order, a move or a number share a base inside the package (the lines, the
 * dots, odd and even, the thermometers, the outside clues, minimum and maximum, anti-knight and anti-king).
 * A {@link dev.nonet.grid.Puzzle} carries them beside its layout; {@code dev.nonet.format.FPuzzles} reads
 * and writes them, each kind by its one row of the f-puzzles table. docs/CONSTRAINTS.md states every kind's
 * rule once.
 *
 * <p>Inside, besides those bases ({@code Line}, {@code RisingLine}, {@code OutsideClue}, {@code EndsLine},
 * {@code Dot}, {@code Parity}, {@code NeighbourOrder}, {@code ChessMoves}): {@code PairRule} (a two-cell
 * relation tabled once, the part of dots and pairwise rules), {@code SumTable} (the digit sets of n
 * different digits with sum s, built once per largest digit), {@code SumBounds}, {@code LineMasks},
 * {@code ThreeGroupLine}, {@code Moves} and {@code Cells}. The kinds live apart from {@code
 * dev.nonet.grid}, which holds the interface, because they are many and none is the grid's own word.
 */
package dev.nonet.constraint;
