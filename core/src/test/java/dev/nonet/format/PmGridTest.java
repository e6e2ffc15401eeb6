package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/** PM grids: read as HoDoKu and Sudoku Explainer write them, givens and placed digits apart, and written back the same. */
class PmGridTest {

    private static final String EASY =
            "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
    /** A 17-clue puzzle that singles do not solve, so its position keeps open cells. */
    private static final String HARD =
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000";
    /** The first open cell of {@link #HARD}, r1c1, which {@link #position()} places. */
    private static final int FIRST = 0;

    /**
     * The easy puzzle with r1c3 = 4 placed and its candidates as its givens leave them, every naked
     * single placed (a PM grid writes a lone candidate as placed).
     */
    private static MarkedGrid position() {
        CandidateGrid marks = CandidateGrid.of(Puzzle.parse(HARD));
        marks.place(new Cell(0, 0), solution().get(FIRST));
        for (boolean more = true; more; ) {
            more = false;
            for (int i = 0; i < 81; i++) {
                Cell cell = dev.nonet.grid.Shape.CLASSIC.cell(i);
                if (marks.value(cell) == 0 && marks.candidates(cell).size() == 1) {
                    marks.place(cell, marks.candidates(cell).first());
                    more = true;
                }
            }
        }
        return marks.toMarkedGrid();
    }

    private static Grid solution() {
        return Sudoku.solve(Puzzle.parse(HARD)).solution().orElseThrow();
    }

    @Test
    void aLoneCandidateIsWrittenAsPlacedSoTheGivensStayThePuzzles() throws Exception {
        MarkedGrid start = CandidateGrid.of(Puzzle.parse(EASY)).toMarkedGrid();
        MarkedGrid back = read(PmGrid.writeLine(start), Format.PMLINE);
        assertThat(back.givens()).isEqualTo(start.givens());
        assertThat(back.marks()).isEqualTo(start.marks());
        assertThat(back.placed().givenCount()).isPositive();
    }

    @Test
    void theGridIsWrittenAsHoDoKuLaysOutItsPmGridWithPlacedDigitsMarked() {
        String grid = PmGrid.writeGrid(position());
        String[] lines = grid.split("\n");
        assertThat(lines).hasSize(13);
        assertThat(lines[0]).startsWith(".-").endsWith("-.");
        assertThat(lines[4]).startsWith(":-").contains("+").endsWith("-:");
        assertThat(lines[12]).startsWith("'-").endsWith("-'");
        assertThat(lines[1]).startsWith("| +" + solution().get(FIRST) + " ").endsWith("|");
        for (String line : lines) {
            assertThat(line).hasSameSizeAs(lines[0]);
        }
    }

    @Test
    void bothFormsReadBackTheSamePosition() throws Exception {
        MarkedGrid position = position();
        assertThat(read(PmGrid.writeGrid(position), Format.PMGRID)).isEqualTo(position);
        assertThat(read(PmGrid.writeLine(position) + "\n", Format.PMLINE)).isEqualTo(position);
        assertThat(position.givens()).isEqualTo(Grid.parse(HARD));
        assertThat(position.placed().get(FIRST)).isEqualTo(solution().get(FIRST));
        assertThat(position.isOpen(FIRST)).isFalse();
        assertThat(position.isOpen(1)).isTrue();
    }

    @Test
    void sudokuExplainersBordersReadToo() throws Exception {
        String hodoku = PmGrid.writeGrid(position());
        String se = hodoku.replace('.', '*').replace(':', '|').replace('\'', '*');
        assertThat(read(se, Format.PMGRID)).isEqualTo(position());
    }

    @Test
    void aReaderToldPencilmarksMayComeTellsEachFormButLeavesPuzzlesToThePuzzleFormats() throws Exception {
        assertThat(formatOf(PmGrid.writeGrid(position()))).isEqualTo(Format.PMGRID);
        assertThat(formatOf("# a comment\n" + PmGrid.writeLine(position()))).isEqualTo(Format.PMLINE);
        assertThat(formatOf(PmGrid.writeLine(position()).replaceFirst(" ", " x"))).as("a typo is reported in its place")
                .isEqualTo(Format.PMLINE);
        assertThat(formatOf(EASY)).isEqualTo(Format.LINE);
        assertThat(formatOf("5 3 . | . 7 . | . . .\n")).isEqualTo(Format.PRETTY);
        String tokens = String.join(" ", EASY.split(""));
        assertThat(formatOf(tokens)).as("single digits are a puzzle's tokens").isEqualTo(Format.TOKENS);
    }

    @Test
    void badTokensAreNamedByLineColumnAndCell() throws Exception {
        String grid = PmGrid.writeGrid(position());
        String[] lines = grid.split("\n", -1);
        lines[2] = "|x" + lines[2].substring(2); // row 2's first token starts at column 3
        assertThat(error(String.join("\n", lines), Format.PMGRID))
                .isEqualTo("line 3, column 2: 'x' is not a digit 1-9 of a cell's token (r2c1)");
        String line = PmGrid.writeLine(position());
        assertThat(error(line.replaceFirst("^\\+(\\d)", "+$1$1"), Format.PMLINE))
                .startsWith("line 1, column 1: '+").endsWith("' is not a placed digit: '+' goes before one digit 1-9 (r1c1)");
        assertThat(error(line.replaceFirst(" (\\d)(\\d+) ", " $1$2$1 "), Format.PMLINE)).contains("is listed twice (r1c2)");
        assertThat(error(line.substring(0, line.lastIndexOf(' ')), Format.PMLINE))
                .isEqualTo("line 1: a PM line holds 81 cells, found 80");
        lines = grid.split("\n", -1);
        lines[5] = "| 1 2 |";
        assertThat(error(String.join("\n", lines), Format.PMGRID))
                .isEqualTo("line 6: a PM grid row holds 9 cells, found 2 (row 4)");
        assertThat(error(String.join("\n", java.util.Arrays.copyOf(grid.split("\n"), 6)), Format.PMGRID))
                .isEqualTo("line 7: the input ends after 4 of the 9 rows of the PM grid that starts on line 2");
    }

    @Test
    void aGridRecordKeepsItsPlaceSoTheNextOneReads() throws Exception {
        String grid = PmGrid.writeGrid(position());
        String bad = grid.replaceFirst("\\| \\+", "| x");
        try (PuzzleReader reader = PuzzleReader.ofPencilmarks(new StringReader(bad + "\n" + grid))) {
            assertThat(reader.next()).isInstanceOf(PuzzleRecord.Malformed.class);
            PuzzleRecord.Marked next = (PuzzleRecord.Marked) reader.next();
            assertThat(next.line()).isEqualTo(16);
            assertThat(next.position()).isEqualTo(position());
            assertThat(reader.next()).isNull();
        }
    }

    @Test
    void aPositionsSearchKeepsItsPlacedDigitsAndCandidates() {
        MarkedGrid position = position();
        int digit = solution().get(FIRST);
        var result = Sudoku.count(position, 2);
        assertThat(result.count()).isEqualTo(1);
        assertThat(result.solution()).contains(solution());
        java.util.List<DigitSet> marks = new java.util.ArrayList<>(position.marks());
        marks.set(1, DigitSet.of(digit)); // r1c2 open with r1c1's digit alone
        assertThat(Sudoku.count(MarkedGrid.of(position.givens(), position.placed(), marks), 2).status())
                .isEqualTo(SolveStatus.NO_SOLUTION);
        Grid repeat = position.placed().with(new Cell(0, 1), digit);
        assertThat(Sudoku.count(MarkedGrid.of(position.givens(), repeat, marks), 2).status()).isEqualTo(SolveStatus.INVALID);
    }

    private static Format formatOf(String text) throws Exception {
        try (PuzzleReader reader = PuzzleReader.ofPuzzlesOrPencilmarks(new StringReader(text), null, LayoutSpec.DETECT)) {
            return reader.format();
        }
    }

    private static MarkedGrid read(String text, Format expected) throws Exception {
        try (PuzzleReader reader = PuzzleReader.ofPencilmarks(new StringReader(text))) {
            assertThat(reader.format()).isEqualTo(expected);
            PuzzleRecord record = reader.next();
            assertThat(record).isInstanceOf(PuzzleRecord.Marked.class);
            assertThat(reader.next()).isNull();
            return ((PuzzleRecord.Marked) record).position();
        }
    }

    private static String error(String text, Format expected) throws Exception {
        try (PuzzleReader reader = PuzzleReader.ofPuzzlesOrPencilmarks(new StringReader(text), expected, LayoutSpec.CLASSIC)) {
            PuzzleRecord record = reader.next();
            assertThat(record).isInstanceOf(PuzzleRecord.Malformed.class);
            return ((PuzzleRecord.Malformed) record).error().getMessage();
        }
    }
}
