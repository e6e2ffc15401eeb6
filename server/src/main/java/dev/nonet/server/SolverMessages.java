package dev.nonet.server;

import java.util.List;

/**
 * The messages an {@link FPuzzlesSolver} sends, each a JSON object with the request's {@code nonce} and a
 * {@code type}, in the shapes the f-puzzles userscript reads (Rangsk's SudokuSolver protocol). Nulls are left out.
 */
final class SolverMessages {

    private SolverMessages() {
    }

    /** The request was stopped before it had an answer: by {@code cancel}, a newer request or its connection closing. */
    record Canceled(long nonce, String type) {
        Canceled(long nonce) {
            this(nonce, "canceled");
        }
    }

    /** No answer: the puzzle has no solution, cannot be read, or the request is not one this solver takes. */
    record Invalid(long nonce, String type, String message) {
        Invalid(long nonce, String message) {
            this(nonce, "invalid", message);
        }
    }

    /**
     * The true candidates: for each cell (row by row) and digit (1 first), the solutions with that digit there, up to
     * the cap (1 when not asked for more); -1 for a candidate logic alone keeps but no solution uses.
     */
    record TrueCandidates(long nonce, String type, long[] solutionsPerCandidate) {
        TrueCandidates(long nonce, long[] solutionsPerCandidate) {
            this(nonce, "truecandidates", solutionsPerCandidate);
        }
    }

    /** A solution, every cell's digit row by row. */
    record Solved(long nonce, String type, int[] solution) {
        Solved(long nonce, int[] solution) {
            this(nonce, "solved", solution);
        }
    }

    /** A count of solutions: exact when {@code inProgress} is false, else the solutions found so far. */
    record Count(long nonce, String type, long count, boolean inProgress) {
        Count(long nonce, long count, boolean inProgress) {
            this(nonce, "count", count, inProgress);
        }
    }

    /** A position logic reached, the steps that led there in words, and whether it breaks no rule. */
    record Logical(long nonce, String type, List<LogicalCell> cells, String message, boolean isValid) {
        Logical(long nonce, List<LogicalCell> cells, String message, boolean isValid) {
            this(nonce, "logical", cells, message, isValid);
        }
    }

    /** One cell of a {@link Logical} position: its digit, or 0 and its candidates. */
    record LogicalCell(int value, int[] candidates) {
    }
}
