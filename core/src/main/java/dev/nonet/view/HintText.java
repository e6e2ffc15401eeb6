package dev.nonet.view;

import dev.nonet.grid.Cell;
import dev.nonet.logic.Candidate;
import dev.nonet.rating.Board;
import dev.nonet.rating.Hint;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * A step of Sudoku Explainer's path ({@code explain --model se}) in words, in the shape of Nonet's own
 * steps: {@code Hidden Single (1.2): r5c6 = 2}, {@code Pointing (2.6): removes 2 from r1c1, r1c3; 8 from r3c3}.
 * SE's hints carry what they do, not why, so that is what the line says.
 */
public final class HintText {

    private HintText() {
    }

    /** The hint's line. */
    public static String of(Hint hint) {
        StringBuilder text = new StringBuilder(hint.name()).append(String.format(Locale.ROOT, " (%.1f): ", hint.difficulty()));
        StringJoiner parts = new StringJoiner("; ");
        for (int placement : hint.placements()) {
            parts.add(cell(Board.cellOf(placement)) + " = " + Board.digitOf(placement));
        }
        if (hint.eliminations().length > 0) {
            Map<Integer, StringJoiner> byDigit = new TreeMap<>();
            for (int elimination : hint.eliminations()) {
                byDigit.computeIfAbsent(Board.digitOf(elimination), d -> new StringJoiner(", "))
                        .add(cell(Board.cellOf(elimination)));
            }
            StringJoiner removes = new StringJoiner("; ", "removes ", "");
            byDigit.forEach((digit, cells) -> removes.add(digit + " from " + cells));
            parts.add(removes.toString());
        }
        return text.append(parts).toString();
    }

    /** The candidates of a hint (as {@link Board#candidate} ints) as the core's candidates. */
    static List<Candidate> candidates(int[] candidates) {
        List<Candidate> found = new ArrayList<>(candidates.length);
        for (int candidate : candidates) {
            found.add(new Candidate(new Cell(Board.cellOf(candidate) / 9, Board.cellOf(candidate) % 9), Board.digitOf(candidate)));
        }
        return found;
    }

    private static String cell(int index) {
        return new Cell(index / 9, index % 9).toString();
    }
}
