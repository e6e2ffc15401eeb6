package dev.nonet.format;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import java.io.IOException;

/**
 * Writes puzzles in one {@link Format}, one record after another.
 *
 * <pre>{@code
 * PuzzleWriter writer = new PuzzleWriter(System.out, Format.PRETTY);
 * writer.write(puzzle, "");
 * writer.write(new Puzzle(puzzle.layout(), solution), "solved");
 * }</pre>
 *
 * <p>Blanks are normalised: {@code .} in the line and pretty formats, {@code 0} in the grid, compact and
 * tokens formats. {@link Format#FPUZZLES} writes the f-puzzles JSON object on one line: built from the
 * puzzle's layout, givens and constraints by {@link #write(Puzzle, String)} (the comment as its
 * {@code title}, which reads back as the comment), or a puzzle's own source with a solution filled in by
 * {@link #write(FPuzzle, Grid)}. Multi-line records are separated by one blank line; their comments are written as {@code #}
 * lines before the grid. A record that cannot be a grid (an error, a status) is written by
 * {@link #writeNote} as one line in its place, so the records stay in step with the input. Not
 * thread-safe.
 */
public final class PuzzleWriter {

    private final Appendable out;
    private final Format format;
    private boolean first = true;

    /**
     * @throws IllegalArgumentException if the format is input only ({@link Format#isWritable()})
     */
    public PuzzleWriter(Appendable out, Format format) {
        if (!format.isWritable()) {
            throw new IllegalArgumentException(format + " is an input format only");
        }
        this.out = out;
        this.format = format;
    }

    /** The format written. */
    public Format format() {
        return format;
    }

    /**
     * Writes {@code puzzle} (its givens; a solution is a puzzle too) as the next record, with
     * {@code comment} (empty for none) kept beside it: a jigsaw's region map follows its cells (see
     * {@code docs/FORMATS.md}), so the record reads back as the same puzzle.
     *
     * @throws IllegalArgumentException in {@link Format#FPUZZLES}, for a constraint without an f-puzzles form
     */
    public void write(Puzzle puzzle, String comment) throws IOException {
        Layout layout = puzzle.layout();
        Grid grid = puzzle.givens();
        startRecord();
        if (format == Format.FPUZZLES) {
            out.append(FPuzzles.of(puzzle, FPuzzles.titleOf(comment), "", "").json()).append('\n');
            return;
        }
        if (format == Format.LINE) {
            String cells = layout.isClassic() ? grid.toString() : LayoutRenderer.lineOf(layout, grid);
            out.append(cells).append(lineComment(comment)).append('\n');
            return;
        }
        if (format == Format.TOKENS) {
            out.append(LayoutRenderer.tokensOf(layout, grid)).append(tokensComment(comment)).append('\n');
            return;
        }
        if (!comment.isEmpty()) {
            for (String line : comment.split("\n")) {
                String text = line.strip();
                out.append(text.startsWith("#") ? text : "# " + text).append('\n');
            }
        }
        out.append(render(puzzle, format));
    }

    /**
     * Writes a puzzle read from (or made for) the f-puzzles format as the next record: in
     * {@link Format#FPUZZLES}, its source object on one line with the digits of {@code filled} (a solution,
     * or null for none) filled in ({@link FPuzzles#toJson}), so the title, author, rules and drawing stay;
     * in any other format, {@code filled} (or the givens when it is null) with the puzzle's layout and its
     * title as the comment.
     *
     * @throws IllegalArgumentException if {@code filled} does not fit the puzzle
     */
    public void write(FPuzzle puzzle, Grid filled) throws IOException {
        if (format != Format.FPUZZLES) {
            write(filled == null ? puzzle.puzzle() : puzzle.puzzle().withGivens(filled), puzzle.title());
            return;
        }
        startRecord();
        out.append(FPuzzles.toJson(puzzle, filled)).append('\n');
    }

    /** Writes one line of text as the next record, in place of a grid. */
    public void writeNote(String text) throws IOException {
        startRecord();
        out.append(text).append('\n');
    }

    /** {@code puzzle}'s givens in {@code format}, every line ending in a newline, without comment or separator. */
    public static String render(Puzzle puzzle, Format format) {
        if (format == Format.FPUZZLES) {
            return FPuzzles.of(puzzle).json() + "\n";
        }
        return puzzle.layout().isClassic() ? renderClassic(puzzle.givens(), format)
                : LayoutRenderer.render(puzzle.layout(), puzzle.givens(), format);
    }

    /** A classic 9x9 grid in {@code format}, written here with no layout to consult. */
    private static String renderClassic(Grid grid, Format format) {
        StringBuilder sb = new StringBuilder(format == Format.PRETTY ? 250 : 170);
        switch (format) {
            case LINE -> sb.append(grid).append('\n');
            case TOKENS -> sb.append(LayoutRenderer.tokensOf(Layout.CLASSIC, grid)).append('\n');
            case GRID, COMPACT -> {
                String gap = format == Format.GRID ? " " : "";
                for (int r = 0; r < 9; r++) {
                    for (int c = 0; c < 9; c++) {
                        sb.append(c == 0 ? "" : gap).append((char) ('0' + grid.get(r * 9 + c)));
                    }
                    sb.append('\n');
                }
            }
            case PRETTY -> {
                for (int r = 0; r < 9; r++) {
                    if (r == 3 || r == 6) {
                        sb.append("------+-------+------\n");
                    }
                    for (int c = 0; c < 9; c++) {
                        int d = grid.get(r * 9 + c);
                        sb.append(c == 0 ? "" : c % 3 == 0 ? " | " : " ").append(d == 0 ? '.' : (char) ('0' + d));
                    }
                    sb.append('\n');
                }
            }
            case BOJ4056, PENCILMARKS -> throw new IllegalArgumentException(format + " is an input format only");
            case JSON -> throw new IllegalArgumentException("json is written by the command line");
        }
        return sb.toString();
    }

    private void startRecord() throws IOException {
        if (!first && format.isMultiLine()) {
            out.append('\n');
        }
        first = false;
    }

    /**
     * A comment as it goes after the 81 cells: as read when it starts with white space, {@code ;} or
     * {@code ,}; otherwise (a {@code #} line of a grid, say) after one space, so it stays readable.
     */
    private static String lineComment(String comment) {
        if (comment.isEmpty()) {
            return "";
        }
        String oneLine = comment.replace('\n', ' ');
        char first = oneLine.charAt(0);
        return first == ' ' || first == '\t' || first == ';' || first == ',' ? oneLine : " " + oneLine;
    }

    /**
     * A comment as it goes after the cells of a tokens line: as read when it starts with white space,
     * otherwise after one space (a {@code ;} right after the last cell would join its token); after
     * {@code #} when it would start with a number or a cell symbol, which would read back as one more cell.
     */
    private static String tokensComment(String comment) {
        if (comment.isEmpty()) {
            return "";
        }
        String oneLine = comment.replace('\n', ' ');
        if (TokenLineParser.cellTokens(oneLine) > 0) {
            return " # " + oneLine.strip();
        }
        return Character.isWhitespace(oneLine.charAt(0)) ? oneLine : " " + oneLine;
    }
}
