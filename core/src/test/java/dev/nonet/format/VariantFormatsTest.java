package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.VariantGrids;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading and writing grids of other sizes and variants; the classic formats are {@link PuzzleReaderTest}'s. */
class VariantFormatsTest {

    /** A 9x9 jigsaw map: nine connected regions of nine cells, lettered in the order they start. */
    static final String JIGSAW_MAP = VariantGrids.JIGSAW_9;

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8, 9, 12, 16, 25})
    void aLineTellsItsSizeByItsLength(int side) throws Exception {
        Grid solution = solved(Layout.of(Shape.of(side)));
        Grid puzzle = blankEveryThird(solution);
        PuzzleRecord.Parsed p = single(puzzle + " # comment", null, LayoutSpec.DETECT);
        assertThat(p.puzzle().givens()).isEqualTo(puzzle);
        assertThat(p.puzzle().layout()).isEqualTo(Layout.of(Shape.of(side)));
        assertThat(p.comment()).isEqualTo(" # comment");
    }

    @Test
    void lettersStandForTenAndUpInEitherCase() throws Exception {
        Grid solution = solved(Layout.of(Shape.of(16)));
        assertThat(solution.toString()).contains("G").doesNotContain("H").doesNotContain("0");
        assertThat(single(solution.toString().toLowerCase(), null, LayoutSpec.DETECT).puzzle().givens()).isEqualTo(solution);
    }

    @Test
    void aLetterBeyondTheSideIsNamedWithItsCell() throws Exception {
        String line = "12H" + ".".repeat(253);
        assertThat(malformed(line, null, LayoutSpec.DETECT).getMessage())
                .isEqualTo("line 1, column 3: 'H' is not a digit of a 16x16 grid or a blank mark (r1c3)");
    }

    @Test
    void aNamedShapeFixesTheLength() throws Exception {
        LayoutSpec sixteen = new LayoutSpec(Shape.of(16), Set.of(), null);
        assertThat(malformed(".".repeat(255), Format.LINE, sixteen).getMessage()).isEqualTo("line 1: expected 256 cells, found 255");
        assertThat(malformed(".".repeat(81), Format.LINE, sixteen).getMessage()).isEqualTo("line 1: expected 256 cells, found 81");
        assertThat(malformed(".".repeat(80), null, LayoutSpec.DETECT).getMessage()).as("classic message kept")
                .isEqualTo("line 1: expected 81 cells, found 80");
    }

    @ParameterizedTest
    @ValueSource(ints = {10, 14, 15, 18, 20})
    void aLineOfASideWhoseLengthIsNotKnownIsReadOnceTheShapeIsNamed(int side) throws Exception {
        Grid grid = blankEveryThird(solved(Layout.of(Shape.of(side))));
        LayoutSpec spec = new LayoutSpec(Shape.of(side), Set.of(), null);
        assertThat(single(grid + " # from a generator\n", null, spec).puzzle().givens()).isEqualTo(grid);
    }

    @ParameterizedTest
    @EnumSource(value = Format.class, names = {"LINE", "GRID", "COMPACT", "PRETTY", "TOKENS"})
    void everyWritableFormatReadsBackA16x16And25x25Grid(Format format) throws Exception {
        for (int side : new int[] {16, 25}) {
            Layout layout = Layout.of(Shape.of(side));
            Grid puzzle = blankEveryThird(solved(layout));
            String text = write(format, layout, puzzle, puzzle);
            List<PuzzleRecord> records = readAll(text, format == Format.COMPACT ? format : null, LayoutSpec.DETECT);
            assertThat(records).hasSize(2).allSatisfy(r -> {
                assertThat(((PuzzleRecord.Parsed) r).puzzle().givens()).isEqualTo(puzzle);
                assertThat(((PuzzleRecord.Parsed) r).puzzle().layout()).isEqualTo(layout);
            });
        }
    }

    /** A 9x9 of rows or columns for boxes is read with those boxes, not the classic 3x3 ones, in every format. */
    @ParameterizedTest
    @EnumSource(value = Format.class, names = {"LINE", "GRID", "COMPACT", "PRETTY", "TOKENS"})
    void nineByNineBoxesOfOtherSizesAreReadAsNamed(Format format) throws Exception {
        for (String name : new String[] {"9x9:1x9", "9x9:9x1"}) {
            Layout layout = Layout.of(Shape.parse(name));
            Grid puzzle = blankEveryThird(solved(layout));
            String text = write(format, layout, puzzle, puzzle);
            List<PuzzleRecord> records = readAll(text, format == Format.COMPACT ? format : null,
                    new LayoutSpec(layout.shape(), Set.of(), null));
            assertThat(records).as(name).hasSize(2).allSatisfy(r -> {
                assertThat(((PuzzleRecord.Parsed) r).puzzle().givens()).isEqualTo(puzzle);
                assertThat(((PuzzleRecord.Parsed) r).puzzle().layout()).isEqualTo(layout);
            });
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 8, 9, 12, 16, 25})
    void aLineOfTokensTellsItsSizeByItsCount(int side) throws Exception {
        Layout layout = Layout.of(Shape.of(side));
        Grid puzzle = blankEveryThird(solved(layout));
        String line = write(Format.TOKENS, layout, puzzle).strip();
        assertThat(line).startsWith("1 0 3 ").doesNotContain("  ");
        PuzzleReader reader = PuzzleReader.of(line + " # comment", null, LayoutSpec.DETECT);
        assertThat(reader.format()).isEqualTo(Format.TOKENS);
        PuzzleRecord.Parsed p = (PuzzleRecord.Parsed) reader.next();
        assertThat(p.puzzle().givens()).isEqualTo(puzzle);
        assertThat(p.puzzle().layout()).isEqualTo(layout);
        assertThat(p.comment()).isEqualTo(" # comment");
    }

    @Test
    void tokensMayBeNumbersWithALeadingZeroLettersOrBlankMarks() throws Exception {
        Layout layout = Layout.of(Shape.of(16));
        Grid solution = solved(layout);
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < 256; i++) {
            int d = solution.get(i);
            String token = i % 4 == 0 ? "." : i % 4 == 1 ? String.format("%02d", d) : i % 4 == 2 ? String.valueOf(d)
                    : String.valueOf(dev.nonet.grid.DigitSymbols.of(d));
            line.append(i == 0 ? "" : i % 7 == 0 ? "\t" : " ").append(token);
        }
        Grid read = single(line.toString(), Format.TOKENS, LayoutSpec.DETECT).puzzle().givens();
        for (int i = 0; i < 256; i++) {
            assertThat(read.get(i)).isEqualTo(i % 4 == 0 ? 0 : solution.get(i));
        }
    }

    @Test
    void a4x4LineOfTokensNeedsItsShapeNamedOrTheFormat() throws Exception {
        String line = "1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2";
        LayoutSpec four = new LayoutSpec(Shape.of(4), Set.of(), null);
        assertThat(single(line, null, four).puzzle().givens().get(15)).isEqualTo(2);
        assertThat(single(line, Format.TOKENS, LayoutSpec.DETECT).puzzle().layout()).isEqualTo(Layout.of(Shape.of(4)));
        assertThat(PuzzleReader.of(line, null, LayoutSpec.DETECT).format()).as("the first row of a 16x16 grid").isEqualTo(Format.GRID);
        PuzzleFormatException cutShort = malformed(line + "\n", null, LayoutSpec.DETECT);
        assertThat(cutShort.getMessage()).isEqualTo("line 2: the input ends after 1 of the 16 rows of the grid that starts on"
                + " line 1 (for a 4x4 puzzle on one line, the shape 4x4 must be named or the format said to be tokens)");
        assertThat(cutShort.untold()).isEqualTo(new PuzzleFormatException.Untold("a 4x4 puzzle on one line", "4x4", Format.TOKENS));
        assertThat(cutShort.message(untold -> "name " + untold.shape())).isEqualTo("line 2: the input ends after 1 of the 16"
                + " rows of the grid that starts on line 1 (name 4x4)");
    }

    @Test
    void aBadTokenIsNamedWithItsColumnAndCell() throws Exception {
        String zeros = "0 ".repeat(255);
        assertThat(malformed(zeros + "17", Format.TOKENS, LayoutSpec.DETECT).getMessage())
                .isEqualTo("line 1, column 511: '17' is not a digit of a 16x16 grid or a blank mark (r16c16)");
        assertThat(malformed("0 0 x " + "0 ".repeat(78), Format.TOKENS, LayoutSpec.DETECT).getMessage())
                .isEqualTo("line 1, column 5: 'x' is not a digit or a blank mark (r1c3)");
        LayoutSpec sixteen = new LayoutSpec(Shape.of(16), Set.of(), null);
        assertThat(malformed("0 100 " + zeros, null, sixteen).getMessage())
                .isEqualTo("line 1, column 3: '100' is not a digit of a 16x16 grid or a blank mark (r1c2)");
        assertThat(malformed("0 0 G " + "0 ".repeat(78), Format.TOKENS, LayoutSpec.DETECT).getMessage())
                .isEqualTo("line 1, column 5: 'G' is not a digit or a blank mark (r1c3)");
    }

    @Test
    void aTokensLineOfTheWrongCountSaysHowManyCellsItHas() throws Exception {
        assertThat(malformed("0 ".repeat(80), null, LayoutSpec.DETECT).getMessage()).isEqualTo("line 1: expected 81 cells, found 80");
        assertThat(malformed("0 ".repeat(80) + "# early", Format.TOKENS, LayoutSpec.DETECT).getMessage())
                .isEqualTo("line 1: expected 81 cells, found 80");
        LayoutSpec sixteen = new LayoutSpec(Shape.of(16), Set.of(), null);
        assertThat(malformed("0 ".repeat(258), null, sixteen).getMessage()).isEqualTo("line 1: expected 256 cells, found 258");
        assertThat(single("0 ".repeat(256) + "; a note", null, sixteen).comment()).isEqualTo(" ; a note");
    }

    @Test
    void aJigsawLineOfTokensCarriesItsRegionMapAfterTheCells() throws Exception {
        Layout jigsaw = Layout.jigsaw(JIGSAW_MAP);
        Grid puzzle = blankEveryThird(solved(jigsaw));
        String line = write(Format.TOKENS, jigsaw, puzzle).strip();
        assertThat(line).endsWith(" " + JIGSAW_MAP.replace("\n", ""));
        LayoutSpec inText = new LayoutSpec(null, Set.of(Variant.JIGSAW), null);
        PuzzleRecord.Parsed p = single(line + " #hard", null, inText);
        assertThat(p.puzzle().layout()).isEqualTo(jigsaw);
        assertThat(p.puzzle().givens()).isEqualTo(puzzle);
        assertThat(p.comment()).isEqualTo(" #hard");
    }

    @Test
    void aCommentThatWouldReadAsACellIsWrittenAfterAHash() throws Exception {
        Layout layout = Layout.of(Shape.of(16));
        Grid puzzle = blankEveryThird(solved(layout));
        StringBuilder out = new StringBuilder();
        PuzzleWriter writer = new PuzzleWriter(out, Format.TOKENS);
        writer.write(new Puzzle(layout, puzzle), " 12 givens");
        writer.write(new Puzzle(layout, puzzle), "\t. stars");
        writer.write(new Puzzle(layout, puzzle), ";ER 9.1");
        writer.write(new Puzzle(layout, puzzle), " 103 givens");
        String cells = LayoutRenderer.tokensOf(layout, puzzle);
        assertThat(out.toString()).isEqualTo(cells + " # 12 givens\n" + cells + " # . stars\n" + cells + " ;ER 9.1\n"
                + cells + " 103 givens\n");
        List<PuzzleRecord> back = readAll(out.toString(), null, LayoutSpec.DETECT);
        assertThat(back).hasSize(4).allSatisfy(r -> assertThat(((PuzzleRecord.Parsed) r).puzzle().givens()).isEqualTo(puzzle));
        assertThat(((PuzzleRecord.Parsed) back.get(3)).comment()).as("not a cell: kept as written").isEqualTo(" 103 givens");
    }

    @Test
    void smallGridsInRowsNeedTheirShapeNamed() throws Exception {
        Layout layout = Layout.of(Shape.of(6));
        Grid puzzle = blankEveryThird(solved(layout));
        String text = PuzzleWriter.render(new Puzzle(layout, puzzle), Format.PRETTY);
        assertThat(text).startsWith("1 . 3 | 4 . 6\n");
        assertThat(text).contains("------+------\n");
        assertThat(single(text, null, new LayoutSpec(Shape.of(6), Set.of(), null)).puzzle().givens()).isEqualTo(puzzle);
        assertThat(malformed(text, null, LayoutSpec.DETECT).getMessage()).isEqualTo("line 1: expected 9 cells in a row, found 6");
    }

    @Test
    void bigGridsWriteNumbersInTheGridFormat() {
        Layout layout = Layout.of(Shape.of(16));
        String text = PuzzleWriter.render(new Puzzle(layout, blankEveryThird(solved(layout))), Format.GRID);
        assertThat(text.lines().findFirst().orElseThrow()).isEqualTo(" 1  0  3  4  0  6  7  0  9 10  0 12 13  0 15 16");
    }

    @Test
    void variantsApplyToEveryPuzzleRead() throws Exception {
        Layout x = Layout.CLASSIC.with(Variant.X);
        Grid puzzle = blankEveryThird(solved(x));
        PuzzleRecord.Parsed p = single(puzzle.toString(), null, new LayoutSpec(null, Set.of(Variant.X), null));
        assertThat(p.puzzle().layout()).isEqualTo(x);
        assertThat(single(puzzle.toString(), null, LayoutSpec.DETECT).puzzle().layout()).isEqualTo(Layout.CLASSIC);
    }

    @Test
    void aJigsawLineCarriesItsRegionMapAsASecondField() throws Exception {
        Layout jigsaw = Layout.jigsaw(JIGSAW_MAP);
        Grid puzzle = blankEveryThird(solved(jigsaw));
        String line = write(Format.LINE, jigsaw, puzzle);
        assertThat(line).isEqualTo(puzzle + " " + JIGSAW_MAP.replace("\n", "") + "\n");
        LayoutSpec inText = new LayoutSpec(null, Set.of(Variant.JIGSAW), null);
        PuzzleRecord.Parsed p = single(line.strip() + " #hard", null, inText);
        assertThat(p.puzzle().layout()).isEqualTo(jigsaw);
        assertThat(p.puzzle().givens()).isEqualTo(puzzle);
        assertThat(p.comment()).isEqualTo(" #hard");
        LayoutSpec shared = new LayoutSpec(null, Set.of(Variant.JIGSAW), JIGSAW_MAP);
        assertThat(single(puzzle.toString(), null, shared).puzzle().layout()).isEqualTo(jigsaw);
    }

    @Test
    void aJigsawGridIsFollowedByItsRegionRows() throws Exception {
        Layout jigsaw = Layout.jigsaw(JIGSAW_MAP).with(Variant.X);
        Grid puzzle = blankEveryThird(solved(jigsaw));
        String text = write(Format.PRETTY, jigsaw, puzzle, puzzle);
        assertThat(text).doesNotContain("|").contains(JIGSAW_MAP);
        LayoutSpec inText = new LayoutSpec(null, Set.of(Variant.JIGSAW, Variant.X), null);
        assertThat(readAll(text, null, inText)).hasSize(2).allSatisfy(r -> {
            assertThat(((PuzzleRecord.Parsed) r).puzzle().givens()).isEqualTo(puzzle);
            assertThat(((PuzzleRecord.Parsed) r).puzzle().layout()).isEqualTo(jigsaw);
        });
    }

    @Test
    void aJigsawLineOfAPrimeSideTellsItsSizeByItsLength() throws Exception {
        String map = "AAABBAABBBCCCDDCCDDDEEEEE";
        LayoutSpec inText = new LayoutSpec(null, Set.of(Variant.JIGSAW), null);
        PuzzleRecord.Parsed p = single("1...." + ".".repeat(20) + " " + map, null, inText);
        assertThat(p.puzzle().layout()).isEqualTo(Layout.jigsaw(map));
        assertThat(p.puzzle().givens().get(0)).isEqualTo(1);
        assertThat(malformed("1...." + ".".repeat(20), null, LayoutSpec.DETECT).getMessage())
                .as("plain Sudoku has no 5x5").isEqualTo("line 1: expected 81 cells, found 25");
    }

    @Test
    void aMissingOrBadRegionMapIsAMalformedRecord() throws Exception {
        LayoutSpec inText = new LayoutSpec(null, Set.of(Variant.JIGSAW), null);
        String cells = ".".repeat(81);
        PuzzleFormatException missing = malformed(cells + " #no map", null, inText);
        assertThat(missing.reason()).isEqualTo(PuzzleFormatException.Reason.BAD_LAYOUT);
        assertThat(missing.getMessage()).isEqualTo("line 1: a jigsaw line needs its region map (81 symbols) after the cells");
        String cut = "H" + JIGSAW_MAP.replace("\n", "").substring(1, 80) + "A";
        assertThat(malformed(cells + " " + cut, null, inText).getMessage())
                .isEqualTo("line 1: region 'H' is not connected: r5c9 cannot be reached from r1c1 inside it");
        String grid = PuzzleWriter.render(Puzzle.of(Grid.empty(Shape.CLASSIC)), Format.COMPACT) + "AAAB\n";
        assertThat(malformed(grid, null, inText).getMessage())
                .isEqualTo("line 11: the input ends after 1 of the 9 rows of the region map that starts on line 10");
    }

    @Test
    void specsThatCannotBeAreRejectedBeforeReading() {
        assertThatThrownBy(() -> new LayoutSpec(Shape.of(16), Set.of(Variant.WINDOKU), null))
                .hasMessage("windoku is played on 9x9 only, not 16x16");
        assertThatThrownBy(() -> new LayoutSpec(Shape.of(16), Set.of(Variant.JIGSAW), JIGSAW_MAP))
                .hasMessage("the region map is 9x9 but the grid is 16x16");
        assertThatThrownBy(() -> new LayoutSpec(null, Set.of(), JIGSAW_MAP))
                .hasMessage("a region map is only for a jigsaw (the variant jigsaw must be named)");
        assertThat(new LayoutSpec(null, Set.of(Variant.JIGSAW), JIGSAW_MAP).shape()).isEqualTo(Shape.CLASSIC);
    }

    @Test
    void aSideThatDoesNotFitTheVariantsIsAMalformedRecord() throws Exception {
        LayoutSpec windoku = new LayoutSpec(null, Set.of(Variant.WINDOKU), null);
        assertThat(malformed(".".repeat(256), null, windoku).getMessage()).isEqualTo("line 1: windoku is played on 9x9 only, not 16x16");
    }

    private static Grid solved(Layout layout) {
        return Sudoku.solve(new Puzzle(layout, Grid.empty(layout.shape()))).solution().orElseThrow();
    }

    private static Grid blankEveryThird(Grid grid) {
        int[] cells = grid.toArray();
        for (int i = 1; i < cells.length; i += 3) {
            cells[i] = 0;
        }
        return Grid.of(grid.shape(), cells);
    }

    private static String write(Format format, Layout layout, Grid... grids) throws IOException {
        StringBuilder sb = new StringBuilder();
        PuzzleWriter writer = new PuzzleWriter(sb, format);
        for (Grid g : grids) {
            writer.write(new Puzzle(layout, g), "");
        }
        return sb.toString();
    }

    private static List<PuzzleRecord> readAll(String text, Format format, LayoutSpec spec) throws PuzzleFormatException {
        List<PuzzleRecord> records = new ArrayList<>();
        PuzzleReader.of(text, format, spec).forEach(records::add);
        return records;
    }

    private static PuzzleRecord.Parsed single(String text, Format format, LayoutSpec spec) throws PuzzleFormatException {
        List<PuzzleRecord> records = readAll(text, format, spec);
        assertThat(records).hasSize(1);
        assertThat(records.get(0)).isInstanceOf(PuzzleRecord.Parsed.class);
        return (PuzzleRecord.Parsed) records.get(0);
    }

    private static PuzzleFormatException malformed(String text, Format format, LayoutSpec spec) throws PuzzleFormatException {
        List<PuzzleRecord> records = readAll(text, format, spec);
        assertThat(records).isNotEmpty();
        assertThat(records.get(0)).isInstanceOf(PuzzleRecord.Malformed.class);
        return ((PuzzleRecord.Malformed) records.get(0)).error();
    }
}
