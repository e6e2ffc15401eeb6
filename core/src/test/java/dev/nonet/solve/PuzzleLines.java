package dev.nonet.solve;

import dev.nonet.format.Format;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.Puzzle;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Puzzle lists for tests and the bench sweep: a data file, or a sample bundled on the test class path,
 * read through the library's own {@link PuzzleReader}; a malformed record fails loudly.
 */
public final class PuzzleLines {

    private PuzzleLines() {
    }

    /** Every puzzle of the file at {@code path}. */
    public static List<Puzzle> read(Path path) throws IOException {
        try {
            return PuzzleReader.readAll(path);
        } catch (PuzzleFormatException e) {
            throw new IOException(path + ": " + e.getMessage(), e);
        }
    }

    /**
     * Every puzzle of a bundled sample, {@code samples/<name>.txt} on the test class path: a few
     * thousand evenly spaced puzzles of a data set.
     */
    public static List<Puzzle> sample(String name) {
        String resource = "/samples/" + name + ".txt";
        try (InputStream stream = PuzzleLines.class.getResourceAsStream(resource)) {
            if (stream == null) {
                throw new IllegalArgumentException("no bundled sample " + resource);
            }
            List<Puzzle> puzzles = new ArrayList<>();
            try (PuzzleReader reader = PuzzleReader.of(new InputStreamReader(stream, StandardCharsets.UTF_8), Format.LINE)) {
                reader.forEach(r -> puzzles.add(((dev.nonet.format.PuzzleRecord.Parsed) r).puzzle()));
            }
            return puzzles;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (PuzzleFormatException e) {
            throw new IllegalStateException("a named format is never detected", e);
        }
    }
}
