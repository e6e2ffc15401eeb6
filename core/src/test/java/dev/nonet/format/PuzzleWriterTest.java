package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.util.List;
import org.junit.jupiter.api.Test;

class PuzzleWriterTest {

    static final Grid PUZZLE = Grid.parse(PuzzleReaderTest.PUZZLE);

    @Test
    void rendersEachLayout() {
        assertThat(PuzzleWriter.render(Puzzle.of(PUZZLE), Format.LINE)).isEqualTo(PuzzleReaderTest.PUZZLE + "\n");
        assertThat(PuzzleWriter.render(Puzzle.of(PUZZLE), Format.GRID)).isEqualTo(PuzzleReaderTest.SPACED);
        assertThat(PuzzleWriter.render(Puzzle.of(PUZZLE), Format.COMPACT)).startsWith("530070000\n600195000\n");
        assertThat(PuzzleWriter.render(Puzzle.of(PUZZLE), Format.PRETTY)).isEqualTo("""
                5 3 . | . 7 . | . . .
                6 . . | 1 9 5 | . . .
                . 9 8 | . . . | . 6 .
                ------+-------+------
                8 . . | . 6 . | . . 3
                4 . . | 8 . 3 | . . 1
                7 . . | . 2 . | . . 6
                ------+-------+------
                . 6 . | . . . | 2 8 .
                . . . | 4 1 9 | . . 5
                . . . | . 8 . | . 7 9
                """);
    }

    @Test
    void separatesMultiLineRecordsWithABlankLineAndKeepsNotesInStep() throws Exception {
        StringBuilder out = new StringBuilder();
        PuzzleWriter writer = new PuzzleWriter(out, Format.COMPACT);
        writer.write(Puzzle.of(PUZZLE), "");
        writer.writeNote("invalid: line 12: ...");
        writer.write(Puzzle.of(PUZZLE), "");
        String compact = PuzzleWriter.render(Puzzle.of(PUZZLE), Format.COMPACT);
        assertThat(out).hasToString(compact + "\ninvalid: line 12: ...\n\n" + compact);
    }

    @Test
    void everyWritableFormatReadsBackTheSameGridsAndComments() throws Exception {
        for (Format format : Format.values()) {
            if (!format.isWritable()) {
                assertThatThrownBy(() -> new PuzzleWriter(new StringBuilder(), format)).isInstanceOf(IllegalArgumentException.class);
                continue;
            }
            StringBuilder out = new StringBuilder();
            PuzzleWriter writer = new PuzzleWriter(out, format);
            writer.write(Puzzle.of(PUZZLE), "# rated 2.3");
            writer.write(Puzzle.of(PUZZLE), "");
            List<PuzzleRecord> back = PuzzleReaderTest.read(out.toString(), null);
            assertThat(back).as(format.id()).hasSize(2);
            assertThat(PuzzleReaderTest.grid(back.get(0))).isEqualTo(PUZZLE);
            assertThat(((PuzzleRecord.Parsed) back.get(0)).comment()).as(format.id()).contains("rated 2.3");
            assertThat(PuzzleReaderTest.grid(back.get(1))).isEqualTo(PUZZLE);
        }
    }

    @Test
    void keepsALineCommentExactlyAsRead() throws Exception {
        StringBuilder out = new StringBuilder();
        new PuzzleWriter(out, Format.LINE).write(Puzzle.of(PUZZLE), ";ER 9.1");
        assertThat(out).hasToString(PuzzleReaderTest.PUZZLE + ";ER 9.1\n");
    }
}
