package dev.nonet.view;

import dev.nonet.logic.Step;

/**
 * A step as text lines: its sentence, then the steps nested in it (a forcing or contradiction step's
 * assumptions, and under each the deductions made from it), one a line, indented four spaces at the first
 * level and two more at each level below, as {@code nonet explain} and the f-puzzles solver's path write them:
 * <pre>
 * Contradiction: r5c5=3 leads to r3c5 has no candidate left: removes 3 from r5c5
 *     assume r5c5=3: leads to r3c5 has no candidate left
 *       r5c1=5 (hidden single in row 5)
 *       r3c5 has no candidate left
 * </pre>
 */
public final class StepOutline {

    private StepOutline() {
    }

    /** The step's sentence and its nested steps, each line ended by a newline. */
    public static String of(Step<?> step) {
        StringBuilder text = new StringBuilder().append(step).append('\n');
        nested(step, "    ", text);
        return text.toString();
    }

    private static void nested(Step<?> step, String indent, StringBuilder text) {
        for (Step<?> inner : step.because()) {
            text.append(indent).append(inner).append('\n');
            nested(inner, indent + "  ", text);
        }
    }
}
