package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Shape;
import java.util.Arrays;
import java.util.List;

/**
 * The pencilmark format ({@link Format#PENCILMARKS}), told ({@link #isPencilmarkLine}), read
 * ({@link #parse}) and written ({@link #write}) here: classic 9x9 pencil marks on one line, for each cell
 * in row-major order nine places holding the digit while it is a candidate and {@code .} or {@code 0}
 * when not; spaces and tabs between them are left out. No puzzle format has lines of 729 cells, so a
 * first line of that many marks tells the format; but a puzzle reader takes such a line as a puzzle of
 * the wrong length, so readers look for pencil marks only when told they may come.
 */
public final class Pencilmarks {

    /** The number of marks on a line: nine places for each of the 81 cells. */
    public static final int LENGTH = 729;

    private Pencilmarks() {
    }

    /**
     * The pencilmark text of a grid of side {@code side}: for each cell in row-major order, one place per
     * digit holding the digit's symbol when it is in the cell's {@code marks} and {@code .} when not; digits from 10 are letters, {@code A} for 10. Other sides than 9 are written
     * so for people to read; only classic marks are {@link #parse read}.
     */
    public static String write(int side, List<DigitSet> marks) {
        StringBuilder text = new StringBuilder(marks.size() * side);
        for (DigitSet cellMarks : marks) {
            for (int d = 1; d <= side; d++) {
                text.append(cellMarks.contains(d) ? DigitSymbols.of(d) : '.');
            }
        }
        return text.toString();
    }

    /** Whether {@code line} holds {@link #LENGTH} characters once spaces, tabs and carriage returns are left out. */
    public static boolean isPencilmarkLine(CharSequence line) {
        return withoutSpaces(line).length() == LENGTH;
    }

    /** The marks of {@code line} as written, without the spaces and tabs between them. */
    static String withoutSpaces(CharSequence line) {
        return line.toString().replace(" ", "").replace("\t", "").replace("\r", "");
    }

    /**
     * The candidates of each of the 81 cells of {@code text}, in row-major order. A cell with one
     * candidate is open, not placed: a naked single then places it.
     *
     * @throws PuzzleFormatException if the text is not {@link #LENGTH} marks, each in its place
     */
    public static List<DigitSet> parse(CharSequence text, int lineNumber) throws PuzzleFormatException {
        String line = text.toString();
        int n = 0;
        int[] candidates = new int[81];
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t') {
                continue;
            }
            if (n == LENGTH) {
                throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, line, "expected 729 pencil marks, found more");
            }
            int position = n % 9 + 1;
            if (c == '.' || c == '0') {
                n++;
            } else if (c >= '1' && c <= '9') {
                if (c - '0' != position) {
                    throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, i + 1, line,
                            "'" + c + "' stands in the place of digit " + position + " of " + Shape.CLASSIC.cell(n / 9));
                }
                candidates[n / 9] |= DigitSet.bit(position);
                n++;
            } else {
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, i + 1, line,
                        "'" + c + "' is not a digit or '.' in a pencilmark grid");
            }
        }
        if (n != LENGTH) {
            throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, line, "expected 729 pencil marks, found " + n);
        }
        return Arrays.stream(candidates).mapToObj(DigitSet::ofMask).toList();
    }
}
