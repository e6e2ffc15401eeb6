package dev.nonet.view;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Layout;
import dev.nonet.hint.Hint;
import dev.nonet.hint.HintStatus;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Step;
import java.util.List;
import java.util.Locale;

/**
 * A {@link Hint} as {@code POST /api/hint} writes it, and {@code nonet hint} prints its {@code text}:
 * {@code {"layout": {...}, "status": "step", "source": "nonet", "text": ..., "texts": {"where": ...,
 * "technique": ..., "step": ...}, "step": {...}}}, or {@code {"status": "wrong entries", "text": ...,
 * "wrong": ["r1c2"]}} and the like where there is no step.
 *
 * @param layout the puzzle's layout
 * @param status the {@link HintStatus}'s word
 * @param source which engine found the step: {@code nonet}, {@code sudoku explainer}, or {@code solution}
 *               for a cell revealed from the solution; null without a step
 * @param text   the hint at the level asked: a step's text at that level, else why there is no step
 * @param texts  the step told at every level, so that a page can build a hint up without asking again;
 *               null without a step
 * @param step   the whole step; null without one
 * @param wrong  the cells a {@code wrong entries} or {@code wrong marks} hint names, row by row; else null
 */
public record HintView(LayoutView layout, String status, String source, String text, HintTexts texts, StepView step, List<String> wrong) {

    /** The {@code source} of a step found by Nonet's techniques. */
    public static final String FROM_NONET = "nonet";
    /** The {@code source} of a step found by Sudoku Explainer's techniques (classic 9x9). */
    public static final String FROM_SE = "sudoku explainer";
    /** The {@code source} of a cell revealed from the solution, where no technique finds a step. */
    public static final String FROM_SOLUTION = "solution";
    /** The {@code technique} of a step that reveals a cell from the solution. */
    public static final String REVEAL = "REVEAL";

    private static final String REVEALED = "Cell revealed";

    /** A step told at each {@link HintLevel}: {@code {"where": ..., "technique": ..., "step": ...}}. */
    public record HintTexts(String where, String technique, String step) {

        /** The text of {@code level}. */
        public String at(HintLevel level) {
            return switch (level) {
                case WHERE -> where;
                case TECHNIQUE -> technique;
                case STEP -> step;
            };
        }
    }

    /** The view of {@code hint} on a puzzle of {@code layout}, its {@code text} told at {@code level}. */
    public static HintView of(Hint hint, Layout layout, HintLevel level) {
        LayoutView layoutView = LayoutView.of(layout);
        if (hint instanceof Hint.Next next) {
            Step<?> s = next.step();
            HintTexts texts = new HintTexts(HintLevel.WHERE.text(s), HintLevel.TECHNIQUE.text(s), HintLevel.STEP.text(s));
            String source = next.source() == Hint.Source.SUDOKU_EXPLAINER ? FROM_SE : FROM_NONET;
            StepView step = StepView.of(s, layout);
            return new HintView(layoutView, hint.status().word(), source, texts.at(level), texts, step, null);
        }
        if (hint instanceof Hint.Revealed revealed) {
            return revealed(layoutView, revealed, level);
        }
        if (hint instanceof Hint.Wrong wrongly) {
            List<String> wrong = wrongly.cells().stream().map(Cell::toString).toList();
            return new HintView(layoutView, hint.status().word(), null, wrongText(hint.status(), wrong), null, null, wrong);
        }
        return new HintView(layoutView, hint.status().word(), null, hint.status().sentence(), null, null, null);
    }

    /** A cell revealed from the solution, saying why no technique's step is given. */
    private static HintView revealed(LayoutView layout, Hint.Revealed revealed, HintLevel level) {
        Candidate c = revealed.cell();
        Cell cell = c.cell();
        String why = "No technique Nonet knows finds the next step here";
        String whole = why + ": " + cell + " is " + DigitSymbols.of(c.digit()) + " (revealed from the solution)";
        HintTexts texts = new HintTexts("look at " + cell,
                REVEALED + ": the digit of " + cell + ", from the solution (" + why.toLowerCase(Locale.ROOT) + ")", whole);
        StepView step = new StepView(REVEAL, REVEALED, 0, CandidateView.of(List.of(c)), List.of(), List.of(cell.toString()),
                List.of(), List.of(), whole);
        return new HintView(layout, HintStatus.STEP.word(), FROM_SOLUTION, texts.at(level), texts, step, null);
    }

    /** What a wrong position's hint says: the cells to clear, or whose marks to put back. */
    private static String wrongText(HintStatus status, List<String> wrong) {
        boolean one = wrong.size() == 1;
        if (status == HintStatus.WRONG_ENTRIES) {
            return String.join(", ", wrong) + (one ? " is" : " are") + " wrong: clear " + (one ? "it" : "them") + " first";
        }
        return one ? wrong.get(0) + "'s marks leave out the digit it needs: put it back, or press Auto candidates"
                : "the marks of " + HintLevel.inWords(wrong) + " leave out the digits they need: put them back, or press Auto candidates";
    }
}
