package dev.nonet.cli;

import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Grid;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the positions of {@code explain} and {@code hint}: puzzles in any text format, or pencil marks
 * in the 729-character format, one grid per line. An input is read as pencil marks when the user says
 * so or when its first line that holds anything is 729 characters long (no puzzle format has such
 * lines). Explanations are for a person to read, so whole inputs are read into memory.
 */
final class PositionReader {

    /** The length of a pencilmark line once spaces are left out. */
    static final int PENCILMARK_LENGTH = 729;

    private final boolean pencilmarks;
    private final InputStream stdin;

    PositionReader(boolean pencilmarks, InputStream stdin) {
        this.pencilmarks = pencilmarks;
        this.stdin = stdin;
    }

    /** Every position of {@code inputs} in order ({@code -} or none for standard input). */
    List<Position> read(List<String> inputs) {
        List<String> names = inputs.isEmpty() ? List.of("-") : inputs;
        List<Position> positions = new ArrayList<>();
        for (String name : names) {
            String prefix = names.size() > 1 ? (name.equals("-") ? RecordSource.STDIN : name) + ": " : "";
            String text = readText(name);
            if (pencilmarks || firstLineIsPencilmarks(text)) {
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

    private static void readPuzzles(String text, String prefix, List<Position> positions) {
        try (PuzzleReader reader = PuzzleReader.of(text, null, LayoutSpec.CLASSIC)) {
            for (PuzzleRecord record : reader) {
                String where = prefix + "line " + record.line();
                if (record instanceof PuzzleRecord.Malformed m) {
                    positions.add(Position.unusable(where, record.line(), Verdicts.MALFORMED + ": " + prefix + m.error().getMessage()));
                    continue;
                }
                Grid puzzle = ((PuzzleRecord.Parsed) record).grid();
                SolveResult check = Sudoku.solve(puzzle);
                if (check.status() == SolveStatus.INVALID) {
                    positions.add(Position.unusable(where, record.line(), Verdicts.INVALID + ": " + where + ": " + check.conflicts().get(0)));
                } else {
                    positions.add(Position.ofGivens(where, record.line(), puzzle.toString(), CandidateGrid.of(puzzle)));
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
