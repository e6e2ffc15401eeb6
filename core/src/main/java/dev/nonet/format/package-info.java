/**
 * Puzzles as text: reading and writing every {@link Format}.
 *
 * <p>The front doors are {@link PuzzleReader}, which streams the records of an input (detecting its format
 * when none is named) and is told the puzzles' rules by a {@link LayoutSpec}, and {@link PuzzleWriter},
 * which writes puzzles (and solutions, with their puzzle's layout) in one format. A reader gives one
 * {@link PuzzleRecord} per puzzle the input holds or was meant to hold: a parsed one carrying its
 * {@link dev.nonet.grid.Puzzle}, or a malformed one carrying its {@link PuzzleFormatException}, so a bad
 * puzzle never shifts the ones after it. {@link LineSource} is public for readers of other inputs built on
 * the same numbered, length-capped lines (the command line's pencil marks). {@link FPuzzles} is the front
 * door of the f-puzzles format (f-puzzles.com and SudokuPad links): it reads a puzzle's JSON, payload or
 * link into an {@link FPuzzle} and writes one back, through {@link LzString} (the links' compression) and
 * {@link JsonTree} (a small JSON reader and writer, since the core has no dependencies), with the table
 * of its keys, one row per constraint kind, in {@code FPuzzlesKinds} (an entry read by {@code FPuzzlesEntry},
 * an object written by {@code FPuzzlesObject}). Inside: {@code FormatDetector},
 * the parsers of each line shape ({@code LineParser}, {@code TokenLineParser}, {@code RowParser}),
 * {@code CellSymbols} (what a cell may be written as) and {@code LayoutRenderer}, which writes every layout
 * but classic 9x9.
 *
 * <p>{@link Format} is the one list of formats: the text formats, JSON lines (which the command line reads
 * and writes with its own JSON parser), pencil marks and f-puzzles. Public beside the front doors: {@link
 * LineRecords} (a line of the one-line formats at a place its caller numbered: the reader's own, and the
 * Spark job's parts), {@link Pencilmarks} (telling, reading and writing 729 pencil marks) and {@link
 * PmGrid} (HoDoKu's PM grid and its one-line form, givens, {@code +}placed digits and candidates apart). A
 * {@link PuzzleFormatException}'s {@code Untold} says what the reader was not told, for whoever wraps the
 * message to word it as its own flag or field.
 */
package dev.nonet.format;
