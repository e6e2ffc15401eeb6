package dev.nonet.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.LineSource;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Iterator;

/**
 * Reads JSON lines: one object per line, {@code {"puzzle": "..."}}, the puzzle in any text format
 * (the line format is usual; a grid needs its rows joined with {@code \n}). Other fields are ignored.
 * Lines come from a {@link LineSource}, so one endless line costs no more memory than the text formats'
 * longest: a line longer than {@link LineSource#MAX_LINE} is a malformed record.
 */
final class JsonLinesReader extends ReadAheadIterator<PuzzleRecord> {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final LineSource in;
    private final LayoutSpec layout;
    private int lineNumber;
    private long recordNumber;

    JsonLinesReader(Reader in, LayoutSpec layout) {
        this.layout = layout;
        this.in = new LineSource(in);
    }

    /** Whether the next line can be read without waiting for input. */
    boolean ready() {
        try {
            return in.isReady();
        } catch (IOException e) {
            return true; // reading will report it
        }
    }

    @Override
    PuzzleRecord read() {
        String text;
        try {
            do {
                text = in.next();
                if (text == null) {
                    return null;
                }
                lineNumber = in.lineNumber();
            } while (text.isBlank());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return record(text, ++recordNumber, lineNumber, layout);
    }

    /**
     * The record of a JSON line that is not blank, at its place in its input: for this reader, and for
     * engines that split an input into parts themselves ({@link BatchJob}).
     */
    static PuzzleRecord record(String text, long number, int lineNumber, LayoutSpec layout) {
        try {
            return parse(text, number, lineNumber, layout);
        } catch (PuzzleFormatException e) {
            return new PuzzleRecord.Malformed(number, lineNumber, e);
        }
    }

    private static PuzzleRecord parse(String text, long number, int lineNumber, LayoutSpec layout) throws PuzzleFormatException {
        if (LineSource.wasCut(text)) {
            throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text.substring(0, 80) + "\u2026",
                    "a JSON line longer than " + String.format(java.util.Locale.ROOT, "%,d", LineSource.MAX_LINE)
                    + " characters: one line holds one puzzle");
        }
        JsonNode node;
        try {
            node = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            int column = e.getLocation() == null ? 0 : Math.max(0, e.getLocation().getColumnNr());
            throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, column, text,
                    "not valid JSON: " + e.getOriginalMessage());
        }
        JsonNode puzzle = node == null ? null : node.get("puzzle");
        if (puzzle == null || !puzzle.isTextual()) {
            throw new PuzzleFormatException(Reason.UNKNOWN_FORMAT, lineNumber, 0, text,
                    "expected a JSON object with a \"puzzle\" string");
        }
        try (PuzzleReader reader = PuzzleReader.of(puzzle.asText(), null, layout)) {
            PuzzleRecord inner = reader.next();
            if (inner == null) {
                throw new PuzzleFormatException(Reason.EMPTY_INPUT, lineNumber, 0, text, "the \"puzzle\" string is empty");
            }
            if (inner instanceof PuzzleRecord.Malformed m) {
                throw new PuzzleFormatException(m.error().reason(), lineNumber, 0, text,
                        "in the \"puzzle\" string: " + FlagWords.message(m.error()));
            }
            PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) inner;
            return new PuzzleRecord.Parsed(number, lineNumber, parsed.puzzle(), "");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
