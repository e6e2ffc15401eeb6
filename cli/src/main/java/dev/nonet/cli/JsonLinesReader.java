package dev.nonet.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;

/**
 * Reads JSON lines: one object per line, {@code {"puzzle": "..."}}, the puzzle in any text format
 * (the line format is usual; a grid needs its rows joined with {@code \n}). Other fields are ignored.
 */
final class JsonLinesReader extends ReadAheadIterator<PuzzleRecord> {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final BufferedReader in;
    private final LayoutSpec layout;
    private int lineNumber;
    private long recordNumber;

    JsonLinesReader(BufferedReader in, LayoutSpec layout) {
        this.layout = layout;
        this.in = in;
    }

    @Override
    PuzzleRecord read() {
        String text;
        try {
            do {
                text = in.readLine();
                if (text == null) {
                    return null;
                }
                lineNumber++;
            } while (text.isBlank());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long number = ++recordNumber;
        try {
            return parse(text, number);
        } catch (PuzzleFormatException e) {
            return new PuzzleRecord.Malformed(number, lineNumber, e);
        }
    }

    private PuzzleRecord parse(String text, long number) throws PuzzleFormatException {
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
            return new PuzzleRecord.Parsed(number, lineNumber, parsed.grid(), "", parsed.layout());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
