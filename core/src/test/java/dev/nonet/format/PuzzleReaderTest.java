package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class PuzzleReaderTest {

    static final String PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    static final String SPACED = """
            5 3 0 0 7 0 0 0 0
            6 0 0 1 9 5 0 0 0
            0 9 8 0 0 0 0 6 0
            8 0 0 0 6 0 0 0 3
            4 0 0 8 0 3 0 0 1
            7 0 0 0 2 0 0 0 6
            0 6 0 0 0 0 2 8 0
            0 0 0 4 1 9 0 0 5
            0 0 0 0 8 0 0 7 9
            """;

    static List<PuzzleRecord> read(String text, Format format) throws PuzzleFormatException {
        List<PuzzleRecord> records = new ArrayList<>();
        try (PuzzleReader reader = PuzzleReader.of(text, format)) {
            reader.forEach(records::add);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        return records;
    }

    static Grid grid(PuzzleRecord record) {
        assertThat(record).isInstanceOf(PuzzleRecord.Parsed.class);
        return ((PuzzleRecord.Parsed) record).puzzle().givens();
    }

    static PuzzleFormatException error(PuzzleRecord record) {
        assertThat(record).isInstanceOf(PuzzleRecord.Malformed.class);
        return ((PuzzleRecord.Malformed) record).error();
    }

    @Nested
    class LineFormat {

        @Test
        void readsOnePuzzlePerLineSkippingBlanksAndComments() throws Exception {
            List<PuzzleRecord> records = read("# a collection\n" + PUZZLE + "\n\n" + PUZZLE.replace('.', '0') + "\n", Format.LINE);
            assertThat(records).hasSize(2);
            assertThat(grid(records.get(0))).hasToString(PUZZLE);
            assertThat(grid(records.get(1))).hasToString(PUZZLE);
            assertThat(records.get(1).line()).isEqualTo(4);
            assertThat(records.get(1).number()).isEqualTo(2);
        }

        @Test
        void acceptsEveryBlankMark() throws Exception {
            for (char blank : CellSymbols.BLANKS.toCharArray()) {
                assertThat(grid(read(PUZZLE.replace('.', blank), Format.LINE).get(0))).hasToString(PUZZLE);
            }
        }

        @Test
        void keepsTheCommentAfterTheCellsAsWritten() throws Exception {
            for (String comment : List.of(" #17 clues", "\t9.0", ";ER 9.1", ",x", "# tail")) {
                PuzzleRecord.Parsed p = (PuzzleRecord.Parsed) read(PUZZLE + comment, Format.LINE).get(0);
                assertThat(p.comment()).isEqualTo(comment);
            }
            assertThat(((PuzzleRecord.Parsed) read(PUZZLE + "   ", Format.LINE).get(0)).comment()).isEmpty();
        }

        @Test
        void namesTheLineColumnAndCellOfABadCharacter() throws Exception {
            String bad = PUZZLE.substring(0, 12) + "x" + PUZZLE.substring(13);
            PuzzleFormatException e = error(read(PUZZLE + "\n" + bad, Format.LINE).get(1));
            assertThat(e.reason()).isEqualTo(Reason.BAD_CHARACTER);
            assertThat(e).hasMessage("line 2, column 13: 'x' is not a digit or a blank mark (r2c4)");
            assertThat(e.excerpt()).endsWith(bad + "\n" + " ".repeat(12) + "^");
        }

        /** A pasted line may come indented: its cells start after the spaces and tabs (it was "found 0"). */
        @Test
        void aLineMayStartWithSpacesOrTabs() throws Exception {
            for (String indent : new String[] {" ", "\t", " \t  "}) {
                List<PuzzleRecord> records = read(indent + PUZZLE + " \t# note", null);
                assertThat(records).as("'%s'", indent).singleElement().isInstanceOf(PuzzleRecord.Parsed.class);
                PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) records.get(0);
                assertThat(parsed.puzzle().givens()).isEqualTo(Grid.parse(PUZZLE));
                assertThat(parsed.comment()).isEqualTo(" \t# note");
            }
            String bad = "  " + PUZZLE.substring(0, 12) + "x" + PUZZLE.substring(13);
            assertThat(error(read(bad, Format.LINE).get(0))).as("the column counts the indentation")
                    .hasMessage("line 1, column 15: 'x' is not a digit or a blank mark (r2c4)");
            assertThat(error(read("\t" + PUZZLE.substring(1), Format.LINE).get(0))).hasMessage("line 1: expected 81 cells, found 80");
        }

        /** A line of 100 cells is a 10x10 whose shape was not named: the message says so (it said only "found 100"). */
        @Test
        void aWrongLengthThatIsAnotherShapesWholeGridNamesThatShape() throws Exception {
            assertThat(error(read(".".repeat(100), null).get(0)))
                    .hasMessage("line 1: expected 81 cells, found 100 (for a 10x10 puzzle, the shape 10x10 must be named)");
            assertThat(error(read(".".repeat(400), null).get(0)).untold().shape()).isEqualTo("20x20");
            assertThat(error(read(".".repeat(121), null).get(0))).as("11x11 has no boxes").hasMessage("line 1: expected 81 cells, found 121");
            assertThat(error(read("0 ".repeat(196), null).get(0)).untold().shape()).as("a tokens line").isEqualTo("14x14");
        }

        @Test
        void saysHowManyCellsAWrongLengthLineHas() throws Exception {
            assertThat(error(read(PUZZLE.substring(1), Format.LINE).get(0)))
                    .hasMessage("line 1: expected 81 cells, found 80");
            assertThat(error(read(PUZZLE + "12", Format.LINE).get(0)))
                    .hasMessage("line 1: expected 81 cells, found 83");
            assertThat(error(read(PUZZLE.substring(0, 40) + " " + PUZZLE.substring(40), Format.LINE).get(0)))
                    .hasMessage("line 1: expected 81 cells, found 40");
            assertThat(error(read(PUZZLE + "x", Format.LINE).get(0)))
                    .hasMessage("line 1, column 82: 'x' follows the 81st cell; a comment must start with white space, ';', ',' or '#'");
        }

        @Test
        void aBadLineNeverShiftsTheNextOnes() throws Exception {
            List<PuzzleRecord> records = read(PUZZLE + "\nbad\n" + PUZZLE + "\n", Format.LINE);
            assertThat(records).hasSize(3);
            assertThat(records.get(1)).isInstanceOf(PuzzleRecord.Malformed.class);
            assertThat(records.get(2).line()).isEqualTo(3);
            assertThat(grid(records.get(2))).hasToString(PUZZLE);
        }

        @Test
        void handlesWindowsLineEndsOldMacLineEndsAndAByteOrderMark() throws Exception {
            List<PuzzleRecord> records = read("\uFEFF" + PUZZLE + "\r\n" + PUZZLE + "\r" + PUZZLE, null);
            assertThat(records).hasSize(3).allMatch(r -> r instanceof PuzzleRecord.Parsed);
            assertThat(records.get(2).line()).isEqualTo(3);
        }

        @Test
        void cutsAnEndlessLineAndReportsItTooLong() throws Exception {
            String endless = "1".repeat(100_000);
            List<PuzzleRecord> records = read(endless + "\n" + PUZZLE, Format.LINE);
            assertThat(error(records.get(0))).hasMessage("line 1: expected 81 cells, found 4096 or more");
            assertThat(grid(records.get(1))).hasToString(PUZZLE);
        }
    }

    @Nested
    class GridFormats {

        @Test
        void readsTheSpacedGridOfBaekjoon2580() throws Exception {
            assertThat(grid(read(SPACED, Format.GRID).get(0))).hasToString(PUZZLE);
        }

        @Test
        void readsTheCompactGridOfBaekjoon2239() throws Exception {
            String compact = SPACED.replace(" ", "");
            assertThat(grid(read(compact, Format.COMPACT).get(0))).hasToString(PUZZLE);
        }

        @Test
        void readsPrettyGridsWithOrWithoutOuterBorders() throws Exception {
            String pretty = PuzzleWriter.render(Puzzle.parse(PUZZLE), Format.PRETTY);
            assertThat(grid(read(pretty, Format.PRETTY).get(0))).hasToString(PUZZLE);
            String boxed = """
                    +-------+-------+-------+
                    | 5 3 . | . 7 . | . . . |
                    | 6 . . | 1 9 5 | . . . |
                    | . 9 8 | . . . | . 6 . |
                    +-------+-------+-------+
                    | 8 . . | . 6 . | . . 3 |
                    | 4 . . | 8 . 3 | . . 1 |
                    | 7 . . | . 2 . | . . 6 |
                    +-------+-------+-------+
                    | . 6 . | . . . | 2 8 . |
                    | . . . | 4 1 9 | . . 5 |
                    | . . . | . 8 . | . 7 9 |
                    +-------+-------+-------+
                    """;
            assertThat(grid(read(boxed, null).get(0))).hasToString(PUZZLE);
        }

        @Test
        void readsSeveralGridsWithOrWithoutBlankLinesAndKeepsCommentLines() throws Exception {
            List<PuzzleRecord> records = read("# first\n" + SPACED + SPACED + "\n\n" + SPACED, Format.GRID);
            assertThat(records).hasSize(3);
            assertThat(((PuzzleRecord.Parsed) records.get(0)).comment()).isEqualTo("# first");
            assertThat(records.get(1).line()).isEqualTo(11);
            assertThat(records.get(2).line()).isEqualTo(22);
        }

        @Test
        void aBadRowStillTakesItsLineSoTheNextGridIsReadRight() throws Exception {
            String bad = SPACED.replace("4 0 0 8 0 3 0 0 1", "4 0 0 8 x 3 0 0 1");
            List<PuzzleRecord> records = read(bad + SPACED, Format.GRID);
            assertThat(error(records.get(0))).hasMessage("line 5, column 9: 'x' is not a digit or a blank mark (r5c5)");
            assertThat(grid(records.get(1))).hasToString(PUZZLE);
        }

        @Test
        void reportsRowsOfTheWrongLength() throws Exception {
            String bad = SPACED.replace("4 0 0 8 0 3 0 0 1", "4 0 0 8 0 3 0 0");
            assertThat(error(read(bad, Format.GRID).get(0))).hasMessage("line 5: expected 9 cells in a row, found 8");
            String longer = SPACED.replace("4 0 0 8 0 3 0 0 1", "4 0 0 8 0 3 0 0 1 2");
            assertThat(error(read(longer, Format.GRID).get(0))).hasMessage("line 5: expected 9 cells in a row, found 10");
        }

        @Test
        void reportsAGridThatEndsEarly() throws Exception {
            String sixRows = String.join("\n", SPACED.lines().limit(6).toList()) + "\n";
            assertThat(error(read(sixRows, Format.GRID).get(0)))
                    .hasMessage("line 7: the input ends after 6 of the 9 rows of the grid that starts on line 1");
            List<PuzzleRecord> records = read(sixRows + "\n" + SPACED, Format.GRID);
            assertThat(error(records.get(0)))
                    .hasMessage("line 7: a blank line comes after 6 of the 9 rows of the grid that starts on line 1");
            assertThat(grid(records.get(1))).hasToString(PUZZLE);
        }
    }

    @Nested
    class Baekjoon4056 {

        static final String COMPACT = SPACED.replace(" ", "");

        @Test
        void readsTheAnnouncedNumberOfCases() throws Exception {
            List<PuzzleRecord> records = read("2\n" + COMPACT + COMPACT, Format.BOJ4056);
            assertThat(records).hasSize(2);
            assertThat(records.get(1).line()).isEqualTo(11);
            assertThat(grid(records.get(1))).hasToString(PUZZLE);
        }

        @Test
        void reportsAMissingOrBadCaseCount() throws Exception {
            assertThat(error(read("", Format.BOJ4056).get(0)))
                    .hasMessage("line 1: expected the number of test cases, the input is empty");
            PuzzleFormatException e = error(read(COMPACT, Format.BOJ4056).get(0));
            assertThat(e.reason()).isEqualTo(Reason.BAD_CASE_COUNT);
            assertThat(e).hasMessage("line 1: expected the number of test cases, found '530070000'");
        }

        @Test
        void reportsCasesCutShortAndOneRecordForAllMissingCases() throws Exception {
            String fiveRows = String.join("\n", COMPACT.lines().limit(5).toList()) + "\n";
            List<PuzzleRecord> records = read("3\n" + COMPACT + fiveRows, Format.BOJ4056);
            assertThat(records).hasSize(3);
            assertThat(grid(records.get(0))).hasToString(PUZZLE);
            assertThat(error(records.get(1)))
                    .hasMessage("line 16: the input ends after 5 of the 9 rows of the grid that starts on line 11");
            assertThat(error(records.get(2))).hasMessage("line 16: the input ends before case 3 of the 3 announced");
            List<PuzzleRecord> many = read("99999999\n" + COMPACT, Format.BOJ4056);
            assertThat(many).hasSize(2);
            assertThat(error(many.get(1))).hasMessage("line 11: the input ends before cases 2 to 99999999 of the 99999999 announced");
        }

        @Test
        void reportsTextAfterTheLastCase() throws Exception {
            List<PuzzleRecord> records = read("1\n" + COMPACT + "\nextra\nmore\n", Format.BOJ4056);
            assertThat(records).hasSize(2);
            assertThat(error(records.get(1))).hasMessage("line 12: text after the 1 announced case");
        }

        @Test
        void reportsNonDigitsWithTheirLine() throws Exception {
            String bad = "1\n" + COMPACT.replace("800060003", "8000a0003");
            assertThat(error(read(bad, Format.BOJ4056).get(0)))
                    .hasMessage("line 5, column 5: 'a' is not a digit or a blank mark (r4c5)");
        }
    }

    @Nested
    class Detection {

        @Test
        void detectsEachFormatFromItsFirstPuzzleLine() throws Exception {
            assertThat(detect("# comment\n\n" + PUZZLE)).isEqualTo(Format.LINE);
            assertThat(detect(SPACED)).isEqualTo(Format.GRID);
            assertThat(detect(SPACED.replace(" ", ""))).isEqualTo(Format.COMPACT);
            assertThat(detect(PuzzleWriter.render(Puzzle.parse(PUZZLE), Format.PRETTY))).isEqualTo(Format.PRETTY);
            assertThat(detect("2\n" + SPACED.replace(" ", ""))).isEqualTo(Format.BOJ4056);
            assertThat(detect("")).isEqualTo(Format.LINE);
        }

        @Test
        void aShortLineStillReadsAsTheLineFormatSoItsLengthIsReported() throws Exception {
            assertThat(error(read(PUZZLE.substring(0, 60), null).get(0))).hasMessage("line 1: expected 81 cells, found 60");
        }

        @Test
        void refusesWhatItCannotRecognise() {
            assertThatThrownBy(() -> read("\nhello world\n", null))
                    .isInstanceOf(PuzzleFormatException.class)
                    .hasMessage("line 2: cannot tell the puzzle format from this line; name the format (line, grid, compact, pretty, tokens, boj4056)");
        }

        @Test
        void readsTheDetectedLinesAgainAsRecords() throws Exception {
            try (PuzzleReader reader = PuzzleReader.of(new StringReader("\n# c\n" + PUZZLE + "\n" + PUZZLE), null)) {
                assertThat(reader.wasDetected()).isTrue();
                List<PuzzleRecord> records = new ArrayList<>();
                reader.forEach(records::add);
                assertThat(records).extracting(PuzzleRecord::line).containsExactly(3, 4);
            }
        }

        private Format detect(String text) throws Exception {
            try (PuzzleReader reader = PuzzleReader.of(text, null)) {
                return reader.format();
            }
        }
    }
}
