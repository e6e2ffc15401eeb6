package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * The PM grid formats ({@link Format#PMGRID}, {@link Format#PMLINE}), told ({@link #opensGrid},
 * {@link #isLine}), read ({@link PuzzleReader} row by row, {@link #parseLine}) and written ({@link #writeGrid},
 * {@link #writeLine}) here: a classic 9x9 position whose givens, placed digits and candidates stay apart.
 * One token per cell: a given is its digit ({@code 5}), a digit placed since is that digit after a
 * {@code +} ({@code +5}, as HoDoKu's library format marks a cell solved but not given), and an open cell
 * is its candidates ({@code 1249}), {@code .} when it has none left.
 *
 * <p>The grid form is the bordered grid HoDoKu copies as its "PM grid" and Sudoku Explainer pastes:
 * nine rows of nine tokens, boxes parted by {@code |}, and border lines made of {@code . - : + ' * = |}
 * that are read past. The line form is the 81 tokens on one line, separated by white space.
 *
 * <p>A single digit always reads as a given, as in those programs' grids, so an open cell left with one
 * candidate is written as placed ({@code +5}): the givens stay the puzzle's, the solutions are the same,
 * and only the naked single that would have placed the digit is no step any more.
 */
public final class PmGrid {

    private static final int CELLS = 81;

    private PmGrid() {
    }

    /**
     * Whether {@code line}, the first of an input that holds anything, starts a PM grid: a top border of
     * HoDoKu ({@code .---}) or Sudoku Explainer ({@code *---}), or a row of nine tokens between {@code |}
     * one of which is more than one digit (a pretty-printed puzzle's rows hold single symbols).
     */
    public static boolean opensGrid(String line) {
        String text = line.strip();
        if (isBorder(text)) {
            return text.charAt(0) == '.' || text.charAt(0) == '*';
        }
        if (text.indexOf('|') < 0) {
            return false;
        }
        String[] tokens = tokensOf(text.replace('|', ' '));
        return tokens.length == 9 && arePositionTokens(tokens);
    }

    /**
     * Whether {@code line} is meant as a PM line: 60 to 100 tokens (so that one too many or too few is
     * reported as such), the first a cell's, one of them more than a digit (a 9x9 puzzle's tokens are
     * single digits, a larger grid's hundreds of them), and every one made of digits, {@code +} and
     * {@code .} alone but for a typo or two, which are then reported in their place.
     */
    public static boolean isLine(String line) {
        String[] tokens = tokensOf(line);
        if (tokens.length < 60 || tokens.length > 100 || !isCellToken(tokens[0])) {
            return false;
        }
        int typos = 0;
        boolean moreThanADigit = false;
        for (String t : tokens) {
            typos += isCellToken(t) ? 0 : 1;
            moreThanADigit |= isCellToken(t) && t.length() > 1;
        }
        return typos <= 2 && moreThanADigit;
    }

    /** Whether {@code line} is a border of a PM grid, read past: only {@code . - : + ' * = |} and spaces, with a run of dashes. */
    public static boolean isBorder(String line) {
        String text = line.strip();
        if (!text.contains("--") && !text.contains("==")) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (".-:+'*=| \t".indexOf(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Reads row {@code row} (from 0) of a PM grid into {@code cells}.
     *
     * @throws PuzzleFormatException naming the line, the column and the cell when a token is not a cell's,
     *                               or the line when the row does not hold nine
     */
    static void parseRow(String text, int lineNumber, int row, Cells cells) throws PuzzleFormatException {
        int n = readTokens(text, lineNumber, row * 9, 9, cells, "a PM grid row");
        if (n != 9) {
            throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text,
                    "a PM grid row holds 9 cells, found " + n + " (row " + (row + 1) + ")");
        }
    }

    /**
     * Reads a PM line: 81 tokens separated by white space.
     *
     * @throws PuzzleFormatException naming the column and the cell of a token that is not a cell's, or the
     *                               count of tokens when it is not 81
     */
    public static MarkedGrid parseLine(String text, int lineNumber) throws PuzzleFormatException {
        Cells cells = new Cells();
        int n = readTokens(text, lineNumber, 0, CELLS, cells, "a PM line");
        if (n != CELLS) {
            throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text, "a PM line holds 81 cells, found " + n);
        }
        return cells.toGrid();
    }

    /** The cells of a position as they are read: each a given, a placed digit or candidates. */
    static final class Cells {
        private final int[] givens = new int[CELLS];
        private final int[] placed = new int[CELLS];
        private final int[] candidates = new int[CELLS];

        MarkedGrid toGrid() {
            List<DigitSet> marks = new ArrayList<>(CELLS);
            for (int mask : candidates) {
                marks.add(DigitSet.ofMask(mask));
            }
            return MarkedGrid.of(Grid.of(givens), Grid.of(placed), marks);
        }
    }

    /** Reads up to {@code count} tokens of {@code text} into cells {@code first} on; returns how many it found. */
    private static int readTokens(String text, int lineNumber, int first, int count, Cells cells, String what)
            throws PuzzleFormatException {
        int n = 0;
        int i = 0;
        while (i < text.length()) {
            if (isSeparator(text.charAt(i))) {
                i++;
                continue;
            }
            int end = i;
            while (end < text.length() && !isSeparator(text.charAt(end))) {
                end++;
            }
            if (n == count) {
                throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, i + 1, text,
                        what + " holds " + count + " cells; this one holds more");
            }
            token(text, i, end, lineNumber, first + n, cells);
            n++;
            i = end;
        }
        return n;
    }

    private static boolean isSeparator(char c) {
        return c == '|' || Character.isWhitespace(c);
    }

    /** The bordered grid of {@code position}, as HoDoKu lays out its PM grid: columns as wide as their widest token. */
    public static String writeGrid(MarkedGrid position) {
        String[] tokens = tokens(position);
        int[] width = new int[9];
        for (int i = 0; i < CELLS; i++) {
            width[i % 9] = Math.max(width[i % 9], tokens[i].length() + 2);
        }
        StringBuilder text = new StringBuilder(1024);
        for (int row = 0; row < 9; row++) {
            if (row % 3 == 0) {
                border(text, width, row == 0 ? '.' : ':', row == 0 ? '.' : '+');
            }
            for (int column = 0; column < 9; column++) {
                text.append(column % 3 == 0 ? "| " : " ");
                String token = tokens[row * 9 + column];
                text.append(token).append(" ".repeat(width[column] - 1 - token.length()));
            }
            text.append("|\n");
        }
        border(text, width, '\'', '\'');
        return text.toString();
    }

    /** The 81 tokens of {@code position} on one line, separated by single spaces. */
    public static String writeLine(MarkedGrid position) {
        return String.join(" ", tokens(position));
    }

    private static void border(StringBuilder text, int[] width, char end, char middle) {
        text.append(end);
        for (int stack = 0; stack < 3; stack++) {
            text.append("-".repeat(width[3 * stack] + width[3 * stack + 1] + width[3 * stack + 2]));
            text.append(stack < 2 ? middle : end);
        }
        text.append('\n');
    }

    private static String[] tokens(MarkedGrid position) {
        String[] tokens = new String[CELLS];
        for (int i = 0; i < CELLS; i++) {
            int given = position.givens().get(i);
            int placed = position.placed().get(i);
            if (given != 0) {
                tokens[i] = String.valueOf(given);
            } else if (placed != 0) {
                tokens[i] = "+" + placed;
            } else {
                DigitSet candidates = position.candidates(i);
                StringBuilder digits = new StringBuilder(9);
                candidates.forEach(digits::append);
                tokens[i] = candidates.isEmpty() ? "." : candidates.size() == 1 ? "+" + digits : digits.toString();
            }
        }
        return tokens;
    }

    /** Reads a cell's token, from {@code start} to {@code end} of {@code text}, into {@code cells}. */
    private static void token(String text, int start, int end, int lineNumber, int cell, Cells cells)
            throws PuzzleFormatException {
        String where = " (" + Shape.CLASSIC.cell(cell) + ")";
        String token = text.substring(start, end);
        if (token.equals(".")) {
            return; // an open cell with no candidate left
        }
        if (token.charAt(0) == '+') {
            if (token.length() != 2 || token.charAt(1) < '1' || token.charAt(1) > '9') {
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, start + 1, text,
                        "'" + CellSymbols.printable(token) + "' is not a placed digit: '+' goes before one digit 1-9" + where);
            }
            cells.placed[cell] = token.charAt(1) - '0';
            return;
        }
        int mask = 0;
        for (int k = 0; k < token.length(); k++) {
            char c = token.charAt(k);
            if (c < '1' || c > '9') {
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, start + k + 1, text,
                        CellSymbols.describe(c) + " is not a digit 1-9 of a cell's token" + where);
            }
            int bit = DigitSet.bit(c - '0');
            if ((mask & bit) != 0) {
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, start + k + 1, text,
                        "candidate " + c + " is listed twice" + where);
            }
            mask |= bit;
        }
        if (token.length() == 1) {
            cells.givens[cell] = token.charAt(0) - '0';
        } else {
            cells.candidates[cell] = mask;
        }
    }

    private static boolean arePositionTokens(String[] tokens) {
        boolean moreThanADigit = false;
        for (String t : tokens) {
            if (!isCellToken(t)) {
                return false;
            }
            moreThanADigit |= t.length() > 1;
        }
        return moreThanADigit;
    }

    /** Whether {@code t} reads as a cell's token: {@code .}, a digit after an optional {@code +}, or digits. */
    private static boolean isCellToken(String t) {
        if (t.equals(".")) {
            return true;
        }
        String digits = t.length() == 2 && t.charAt(0) == '+' ? t.substring(1) : t;
        return !digits.isEmpty() && digits.chars().allMatch(c -> c >= '1' && c <= '9');
    }

    private static String[] tokensOf(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? new String[0] : trimmed.split("\\s+");
    }
}
