/**
 * The rules setters add to a grid's houses, one immutable type per kind, named as f-puzzles names them:
 * killer cages, little killers, sandwiches, X-sums and skyscrapers; arrows and thermometers; kropki dots,
 * XV and sum dots, and their negative forms; lines (whispers, renban, palindromes, between, region-sum,
 * entropic, modular, nabner, zipper, lockout); odd, even, minimum and maximum cells; quadruples, clones
 * and indexers; anti-knight, anti-king and nonconsecutive; extra regions and diagonals as
 * {@link dev.nonet.constraint.AllDifferent}.
 *
 * <p>Each implements {@link dev.nonet.grid.Constraint}: its exact rule on a filled grid and a sound
 * narrowing of candidates, which the constraint search in {@code dev.nonet.solve} propagates. A
 * {@link dev.nonet.grid.Puzzle} carries them beside its layout; {@code dev.nonet.format.FPuzzles} reads
 * them from f-puzzles. docs/CONSTRAINTS.md states every kind's rule once.
 *
 * <p>Inside, the parts the kinds share: {@code PairRule} (a two-cell relation tabled once, the part of dots
 * and pairwise rules), {@code NeighbourOrder} (minimum and maximum) and {@code ChessMoves} (anti-knight and
 * anti-king), the bases of kinds that differ only in their order or moves, {@code SumTable} (the digit sets
 * of n different digits with sum s, built once per largest digit), {@code SumBounds}, {@code LineMasks},
 * {@code ThreeGroupLine}, {@code Moves} and {@code Cells}. The kinds live apart from {@code
 * dev.nonet.grid}, which holds the interface, because they are many and none is the grid's own word.
 */
package dev.nonet.constraint;
