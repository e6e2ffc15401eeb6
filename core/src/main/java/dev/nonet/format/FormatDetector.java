package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.Optional;

/**
 * Tells the format of an input: {@link Format#JSON JSON lines} by its first character
 * ({@link #opensJsonLines}), {@link Format#FPUZZLES f-puzzles} by its first line that holds anything
 * ({@link FPuzzles#isFPuzzles}: an object with {@code size} and {@code grid}, a payload starting
 * {@code N4Ig}, or a link carrying one), {@link Format#PENCILMARKS pencil marks} by its first line that holds anything
 * ({@link Pencilmarks#isPencilmarkLine}, where they may come), and the other formats from its first puzzle line (the first line that is neither blank nor a
 * {@code #} comment). The rules, in order:
 * <ol>
 *   <li>a lone number of up to eight digits: {@link Format#BOJ4056} (its case count);</li>
 *   <li>a line with a {@code |} or a border such as {@code ---+---}: {@link Format#PRETTY};</li>
 *   <li>nine one-character cells separated by white space, or 10 to 25 cells (digits, letters or
 *       numbers up to 25) separated by white space: {@link Format#GRID};</li>
 *   <li>more than 25 tokens separated by white space, the first a cell (a number or a single symbol):
 *       {@link Format#TOKENS}
 *       (a 4x4 line of 16 tokens reads as the first row of a 16x16 grid unless the side is named);</li>
 *   <li>exactly nine cell symbols: {@link Format#COMPACT};</li>
 *   <li>a run of 20 or more cell symbols, or of 16 or 36 digits, letters and blank marks:
 *       {@link Format#LINE} (a wrong length is then reported per line).</li>
 * </ol>
 * When the side is known and is not 9, a first line of exactly {@code side} symbols is
 * {@link Format#COMPACT}, one of {@code side} cells separated by white space is {@link Format#GRID},
 * one that starts with {@code side * side} symbols is {@link Format#LINE} and one of {@code side * side}
 * or more tokens, the first a cell, is {@link Format#TOKENS} (so sides whose cell
 * count the rules above do not know, such as 10x10 or 20x20, are read once the shape is named).
 */
public final class FormatDetector {

    /** How far into an input the start of JSON lines is looked for. */
    private static final int JSON_LOOK_AHEAD = 1 << 15;

    private FormatDetector() {
    }

    /**
     * Whether an input is {@link Format#JSON JSON lines}: its first character that is not white space
     * (or a byte order mark) opens an object, and that object is not an f-puzzles puzzle
     * ({@link #isFPuzzlesObject}: its first keys include {@code size} and {@code grid}, which Nonet's own
     * records never have). Asked before any other format is detected; the reader is left where it was.
     */
    public static boolean opensJsonLines(BufferedReader reader) throws IOException {
        reader.mark(JSON_LOOK_AHEAD);
        try {
            for (int i = 0; i < JSON_LOOK_AHEAD - 1; i++) {
                int c = reader.read();
                if (c < 0) {
                    return false;
                }
                if (!Character.isWhitespace(c) && c != '\uFEFF') {
                    if (c != '{') {
                        return false;
                    }
                    StringBuilder start = new StringBuilder("{");
                    char[] chunk = new char[4096];
                    while (start.length() < JSON_LOOK_AHEAD - 1 - i) {
                        int n = reader.read(chunk, 0, Math.min(chunk.length, JSON_LOOK_AHEAD - 1 - i - start.length()));
                        if (n <= 0) {
                            break;
                        }
                        start.append(chunk, 0, n);
                    }
                    return !isFPuzzlesObject(start);
                }
            }
            return false;
        } finally {
            reader.reset();
        }
    }

    /**
     * Whether {@code start}, the first part of an input, opens an f-puzzles puzzle's JSON object: among
     * the keys it shows are {@code size} and {@code grid}, and not {@code puzzle} (the key of Nonet's own
     * JSON lines).
     */
    public static boolean isFPuzzlesObject(CharSequence start) {
        java.util.Set<String> keys = JsonTree.leadingKeys(start);
        return keys.contains("size") && keys.contains("grid") && !keys.contains("puzzle");
    }

    /** The format of an input whose first puzzle line is {@code text}, numbered {@code lineNumber}. */
    static Format detect(String text, int lineNumber) throws PuzzleFormatException {
        return detect(text, lineNumber, 9);
    }

    /** {@link #detect(String, int)} for grids of a known {@code side}. */
    static Format detect(String text, int lineNumber, int side) throws PuzzleFormatException {
        String trimmed = text.strip();
        if (side != 9 && trimmed.indexOf('|') < 0) {
            if (trimmed.length() == side && RowParser.cellsIn(trimmed) == side) {
                return Format.COMPACT;
            }
            if (trimmed.split("\\s+").length == side && RowParser.cellsIn(trimmed) == side) {
                return Format.GRID;
            }
            String first = trimmed.split("\\s+")[0];
            if (first.length() == side * side && RowParser.cellsIn(first) == side * side) {
                return Format.LINE;
            }
            if (isTokensLine(trimmed, side * side)) {
                return Format.TOKENS;
            }
        }
        return guess(text).orElseThrow(() -> new PuzzleFormatException(Reason.UNKNOWN_FORMAT, lineNumber, 0, text,
                "cannot tell the puzzle format from this line; name the format (line, grid, compact, pretty, tokens, boj4056)"));
    }

    private static Optional<Format> guess(String text) {
        String trimmed = text.strip();
        if (!trimmed.isEmpty() && trimmed.length() <= 8 && trimmed.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return Optional.of(Format.BOJ4056);
        }
        if (trimmed.indexOf('|') >= 0 || RowParser.isBorder(trimmed)) {
            return Optional.of(Format.PRETTY);
        }
        String[] tokens = trimmed.split("\\s+");
        if (tokens.length == 9 && allSingleCells(tokens)) {
            return Optional.of(Format.GRID);
        }
        if (tokens.length > 9 && tokens.length <= 25 && RowParser.cellsIn(trimmed) == tokens.length) {
            return Optional.of(Format.GRID);
        }
        if (isTokensLine(trimmed, 26)) {
            return Optional.of(Format.TOKENS);
        }
        int run = leadingCells(trimmed);
        if (run == 9 && trimmed.length() == 9) {
            return Optional.of(Format.COMPACT);
        }
        if (run >= 20 || LineParser.detectSide(trimmed) != 9) {
            return Optional.of(Format.LINE);
        }
        return Optional.empty();
    }

    /**
     * Whether a line reads as the tokens format: at least {@code tokens} tokens separated by white
     * space, the first of them a cell (so that a bad cell further on is reported in its place).
     */
    private static boolean isTokensLine(String trimmed, int tokens) {
        return TokenLineParser.cellTokens(trimmed) > 0 && trimmed.split("\\s+").length >= tokens;
    }

    private static boolean allSingleCells(String[] tokens) {
        for (String t : tokens) {
            if (t.length() != 1 || CellSymbols.digitOf(t.charAt(0)) < 0) {
                return false;
            }
        }
        return true;
    }

    private static int leadingCells(String text) {
        int n = 0;
        while (n < text.length() && CellSymbols.digitOf(text.charAt(n)) >= 0) {
            n++;
        }
        return n;
    }
}
