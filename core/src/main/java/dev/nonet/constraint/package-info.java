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
 */
package dev.nonet.constraint;
