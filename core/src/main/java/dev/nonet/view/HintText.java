package dev.nonet.view;

import dev.nonet.logic.Candidate;
import dev.nonet.se.SeStep;
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

    /** The step's line. */
    public static String of(SeStep step) {
        StringBuilder text = new StringBuilder(step.name()).append(String.format(Locale.ROOT, " (%.1f): ", step.difficulty()));
        StringJoiner parts = new StringJoiner("; ");
        for (Candidate placement : step.placements()) {
            parts.add(placement.cell() + " = " + placement.digit());
        }
        if (!step.eliminations().isEmpty()) {
            Map<Integer, StringJoiner> byDigit = new TreeMap<>();
            for (Candidate elimination : step.eliminations()) {
                byDigit.computeIfAbsent(elimination.digit(), d -> new StringJoiner(", ")).add(elimination.cell().toString());
            }
            StringJoiner removes = new StringJoiner("; ", "removes ", "");
            byDigit.forEach((digit, cells) -> removes.add(digit + " from " + cells));
            parts.add(removes.toString());
        }
        return text.append(parts).toString();
    }
}
