package dev.nonet.cli;

import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Grid;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.validation.Conflict;
import dev.nonet.validation.GridValidator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the positions of {@code explain} and {@code hint}: puzzles of any layout in any text format, or
 * classic pencil marks in the 729-character format, one grid per line. An input is read as pencil
 * marks when the user says so or when classic puzzles may come and its first line that holds anything
 * is 729 characters long (no puzzle format has such lines). Explanations are for a person to read, so
 * whole inputs are read into memory.
 */
final class PositionReader {

    /** The length of a pencilmark line once spaces are left out. */
    static final int PENCILMARK_LENGTH = 729;

    private final boolean pencilmarks;
    private final LayoutSpec spec;
    private final InputStream stdin;

    PositionReader(boolean pencilmarks, LayoutSpec spec, InputStream stdin) {
        this.pencilmarks = pencilmarks;
        this.spec = spec;
        this.stdin = stdin;
    }

    /** Every position of {@code inputs} in order ({@code -} or none for standard input). */
    List<Position> read(List<String> inputs) {
        List<String> names = inputs.isEmpty() ? List.of("-") : inputs;
        List<Position> positions = new ArrayList<>();
        for (String name : names) {
            String prefix = names.size() > 1 ? (name.equals("-") ? RecordSource.STDIN : name) + ": " : "";
            String text = readText(name);
            if (pencilmarks || spec.allowsClassic() && firstLineIsPencilmarks(text)) {
                readPencilmarks(text, prefix, positions);
            } else {
                readPuzzles(text, prefix, positions);
            }
        }
        return positions;
    }

    private String readText(String name) {
        try {
            byte[] bytes = name.equals("-") ? stdin.readAllBytes() : Files.readAllBytes(Path.of(name));
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + name + "': "
                    + (Files.isDirectory(Path.of(name)) ? "it is a directory" : Files.exists(Path.of(name)) ? e.getMessage() : "no such file"));
        }
    }

    private static boolean firstLineIsPencilmarks(String text) {
        for (String line : text.split("\n")) {
            String marks = withoutSpaces(line);
            if (!marks.isEmpty()) {
                return marks.length() == PENCILMARK_LENGTH;
            }
        }
        return false;
    }

    private static void readPencilmarks(String text, String prefix, List<Position> positions) {
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                CandidateGrid marks = CandidateGrid.parsePencilmarks(line, i + 1);
                positions.add(Position.usable(prefix + "line " + (i + 1), i + 1, withoutSpaces(line), marks));
            } catch (PuzzleFormatException e) {
                positions.add(Position.unusable(prefix + "line " + (i + 1), i + 1, Verdicts.MALFORMED + ": " + prefix + e.getMessage()));
            }
        }
    }

    private void readPuzzles(String text, String prefix, List<Position> positions) {
        try (PuzzleReader reader = PuzzleReader.of(text, null, spec)) {
            for (PuzzleRecord record : reader) {
                String where = prefix + "line " + record.line();
                if (record instanceof PuzzleRecord.Malformed m) {
                    positions.add(Position.unusable(where, record.line(), Verdicts.MALFORMED + ": " + prefix + m.error().getMessage()));
                    continue;
                }
                PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) record;
                Grid puzzle = parsed.grid();
                List<Conflict> conflicts = GridValidator.conflicts(parsed.layout(), puzzle);
                if (!conflicts.isEmpty()) {
                    positions.add(Position.unusable(where, record.line(), Verdicts.INVALID + ": " + where + ": " + conflicts.get(0)));
                } else {
                    positions.add(Position.ofGivens(where, record.line(), puzzle.toString(), CandidateGrid.of(puzzle, parsed.layout())));
                }
            }
        } catch (PuzzleFormatException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, prefix + e.getMessage());
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "read error: " + e.getMessage());
        }
    }

    private static String withoutSpaces(String line) {
        return line.replace(" ", "").replace("\t", "").replace("\r", "");
    }
}
