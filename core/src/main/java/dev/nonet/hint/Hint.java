package dev.nonet.hint;

import dev.nonet.grid.Cell;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import java.util.List;
import java.util.Objects;

/**
 * What {@link Hinter} answers for a player's position: the next step, a cell revealed from the solution
 * where no technique finds one, or why there is no step (the puzzle is solved, has no solution or more
 * than one, or the player's entries or marks are wrong). A front end words it ({@code dev.nonet.view.HintView})
 * and decides nothing.
 */
public sealed interface Hint permits Hint.Next, Hint.Revealed, Hint.None, Hint.Wrong {

    /** What kind of hint it is: {@link HintStatus#STEP} for a step or a revealed cell. */
    HintStatus status();

    /**
     * Which engine found a step: Nonet's techniques (the rule solver's on a puzzle with constraints), or Sudoku
     * Explainer's chains where Nonet's find none.
     */
    enum Source {
        /** Nonet's own techniques ({@code dev.nonet.logic}, and {@code dev.nonet.reason} for a puzzle with constraints). */
        NONET,
        /** Sudoku Explainer's forcing chains, on classic 9x9 ({@code dev.nonet.se}). */
        SUDOKU_EXPLAINER
    }

    /** Why a cell is revealed from the solution rather than reasoned out. */
    enum RevealReason {
        /** No technique Nonet knows finds the next step (or none found it within the time). */
        NO_TECHNIQUE
    }

    /**
     * The next logical step.
     *
     * @param step   the step, in Nonet's vocabulary: a {@link Technique} (a step of Sudoku Explainer's chains is a
     *               {@link Technique#FORCING_NET} named as SE names it), or on a puzzle with constraints a
     *               {@code dev.nonet.reason.RuleTechnique}, with the constraints it reasoned with and what a
     *               forcing or contradiction step follows ({@link Step#constraints()}, {@link Step#because()})
     * @param source which engine found it
     */
    record Next(Step<?> step, Source source) implements Hint {

        /** Checks the step and source are there. */
        public Next {
            Objects.requireNonNull(step, "step");
            Objects.requireNonNull(source, "source");
        }

        @Override
        public HintStatus status() {
            return HintStatus.STEP;
        }
    }

    /**
     * One open cell's digit, from the solution: the last resort, so that a position with one solution
     * always gets a hint.
     *
     * @param cell the cell and its digit
     * @param why  why no technique's step is given
     */
    record Revealed(Candidate cell, RevealReason why) implements Hint {

        /** Checks both are there. */
        public Revealed {
            Objects.requireNonNull(cell, "cell");
            Objects.requireNonNull(why, "why");
        }

        @Override
        public HintStatus status() {
            return HintStatus.STEP;
        }
    }

    /**
     * No step, for a reason that needs no detail: {@link HintStatus#SOLVED}, {@link HintStatus#MULTIPLE} or
     * {@link HintStatus#NO_SOLUTION}.
     */
    record None(HintStatus status) implements Hint {

        /** Checks the status is one without a step or cells. */
        public None {
            if (status != HintStatus.SOLVED && status != HintStatus.MULTIPLE && status != HintStatus.NO_SOLUTION) {
                throw new IllegalArgumentException("a hint without a step is solved, multiple or no solution, not " + status);
            }
        }
    }

    /**
     * The player's position is wrong where it must be right before a step can follow from it: their
     * digits differ from the solution ({@link HintStatus#WRONG_ENTRIES}), or cells' candidates leave out
     * the solution's digit ({@link HintStatus#WRONG_MARKS}: the player removed it, or an earlier hint was
     * built on such a removal).
     *
     * @param status which of the two
     * @param cells  the cells, each once, in row order
     */
    record Wrong(HintStatus status, List<Cell> cells) implements Hint {

        /** Checks the status is one of the two; copies the cells, each once, in row order. */
        public Wrong {
            if (status != HintStatus.WRONG_ENTRIES && status != HintStatus.WRONG_MARKS) {
                throw new IllegalArgumentException("a wrong position is wrong entries or wrong marks, not " + status);
            }
            cells = Hinter.inRowOrder(cells);
        }
    }
}
