package dev.nonet.solve;

import dev.nonet.grid.Grid;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads puzzle files in the line format of {@code shared/data}: one puzzle a line, its first 81
 * characters the cells, lines starting with {@code #} and blank lines skipped. For tests and the bench
 * sweep; the library's own reader lives in {@code dev.nonet.format}.
 */
public final class PuzzleLines {

    private PuzzleLines() {
    }

    /** Every puzzle of the file at {@code path}. */
    public static List<Grid> read(Path path) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(path, StandardCharsets.US_ASCII)) {
            return parse(in);
        }
    }

    /**
     * Every puzzle of a bundled sample, {@code samples/<name>.txt} on the test class path: a few
     * thousand evenly spaced puzzles of a data set.
     */
    public static List<Grid> sample(String name) {
        String resource = "/samples/" + name + ".txt";
        try (InputStream stream = PuzzleLines.class.getResourceAsStream(resource)) {
            if (stream == null) {
                throw new IllegalArgumentException("no bundled sample " + resource);
            }
            return parse(new BufferedReader(new InputStreamReader(stream, StandardCharsets.US_ASCII)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Grid> parse(BufferedReader in) throws IOException {
        List<Grid> puzzles = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (!line.isBlank() && !line.startsWith("#")) {
                puzzles.add(Grid.parse(line.substring(0, 81)));
            }
        }
        return puzzles;
    }
}
