/**
 * The grid model every other package works on: what a grid is and which rules it is played by.
 *
 * <p>The front door is {@link Grid}, an immutable grid of digits (a puzzle or a solution) that carries only
 * its {@link Shape} (side and box size, 4x4 to 25x25). The rules are a {@link Layout}: every {@link House}
 * of a shape with its {@link Variant}s (jigsaw regions, diagonals, windows, disjoint groups); solvers and
 * validators take one to know which houses to keep. {@link Cell} names one square in the r1c1 notation, and
 * {@link DigitSymbols} writes digits from 10 up as letters. {@link DigitSet} (digits 1 to 25 on one
 * {@code int}: candidates, the digits a step names) and {@link CellSet} (cell indexes of a grid up to
 * 25x25) are the immutable sets the public API speaks where it once spoke raw bit masks. Inside, {@code RegionMap} reads and checks a
 * jigsaw's region map for {@link Layout#jigsaw}.
 */
package dev.nonet.grid;
