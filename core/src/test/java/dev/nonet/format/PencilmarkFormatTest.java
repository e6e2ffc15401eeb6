package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import org.junit.jupiter.api.Test;

/** Pencil marks are a format of the one list: detected where they may come, read into records, never taken for a puzzle. */
class PencilmarkFormatTest {

    private static final String EASY =
            "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
    private static final String MARKS = CandidateGrid.of(Puzzle.parse(EASY)).toPencilmarks();

    @Test
    void aReaderToldThatPencilmarksMayComeReadsThemWhenTheFirstLineIsOne() throws Exception {
        String spaced = MARKS.substring(0, 9) + " " + MARKS.substring(9);
        String text = "\n" + spaced + "\n# a comment\n" + MARKS.substring(0, 728) + "\n";
        try (PuzzleReader reader = PuzzleReader.ofPuzzlesOrPencilmarks(new java.io.StringReader(text), null, LayoutSpec.DETECT)) {
            assertThat(reader.format()).isEqualTo(Format.PENCILMARKS);
            PuzzleRecord.Marked first = (PuzzleRecord.Marked) reader.next();
            assertThat(first.line()).isEqualTo(2);
            assertThat(first.marks()).isEqualTo(MARKS);
            assertThat(CandidateGrid.of(first.position()).toPencilmarks()).isEqualTo(MARKS);
            PuzzleRecord.Malformed second = (PuzzleRecord.Malformed) reader.next();
            assertThat(second.error()).hasMessage("line 4: expected 729 pencil marks, found 728");
            assertThat(reader.next()).isNull();
        }
    }

    @Test
    void aPuzzleReaderTakesALineOfPencilmarksForAPuzzleOfTheWrongLength() throws Exception {
        try (PuzzleReader reader = PuzzleReader.of(MARKS, null)) {
            assertThat(reader.format()).isEqualTo(Format.LINE);
            assertThat(((PuzzleRecord.Malformed) reader.next()).error()).hasMessage("line 1: expected 81 cells, found 729");
        }
        try (PuzzleReader reader = PuzzleReader.ofPuzzlesOrPencilmarks(new java.io.StringReader(EASY), null, LayoutSpec.DETECT)) {
            assertThat(reader.format()).as("puzzles still come").isEqualTo(Format.LINE);
        }
    }
}
