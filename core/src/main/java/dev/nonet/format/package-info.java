/**
 * Puzzles as text: reading and writing every {@link dev.nonet.format.Format}.
 *
 * <p>The front doors are {@link dev.nonet.format.PuzzleReader}, which streams the records of an input
 * (detecting its format when none is named) and is told the puzzles' rules by a
 * {@link dev.nonet.format.LayoutSpec}, and {@link dev.nonet.format.PuzzleWriter}, which writes grids in
 * one format. A reader gives one {@link dev.nonet.format.PuzzleRecord} per puzzle the input holds or
 * was meant to hold: a parsed grid with its layout, or a malformed one carrying its
 * {@link dev.nonet.format.PuzzleFormatException}, so a bad puzzle never shifts the ones after it.
 * {@link dev.nonet.format.LineSource} is public for readers of other inputs built on the same
 * numbered, length-capped lines (the command line's pencil marks). Inside: {@code FormatDetector}, the parsers of each line shape
 * ({@code LineParser}, {@code TokenLineParser}, {@code RowParser}, {@code CellSymbols}) and
 * {@code LayoutRenderer}, which writes every layout but classic 9x9.
 */
package dev.nonet.format;
