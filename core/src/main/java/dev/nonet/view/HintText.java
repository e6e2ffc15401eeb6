package dev.nonet.view;

import dev.nonet.se.SeStep;
import java.util.Locale;

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
        return step.name() + String.format(Locale.ROOT, " (%.1f): ", step.difficulty()) + step.effects();
    }
}
