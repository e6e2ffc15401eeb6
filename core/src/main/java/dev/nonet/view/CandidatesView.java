package dev.nonet.view;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.TrueCandidates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The true candidates of a puzzle, as {@code /api/candidates} writes them: {@code {"puzzle": ..., "status":
 * "unique", "candidates": ["1", "24", ...], "counts": [{"2": 1, "4": 3}, ...]}}: the digits some solution
 * puts in each cell, row by row, and (with a cap above 1) in how many solutions each appears, up to the
 * cap; both absent when there is no solution. A search cut short by its deadline after meeting two
 * solutions that differ in a cell is still an answer: {@code "status": "multiple", "partial": true}, with
 * the candidates those solutions put in each cell (true ones, but not all of them).
 *
 * @param puzzle      the givens on one line
 * @param layout      the puzzle's layout
 * @param constraints its constraints
 * @param status      {@code unique}, {@code multiple solutions} or {@code no solution} ({@link Verdict})
 * @param candidates  each cell's digits, row by row; null when there is no solution
 * @param counts      each cell's digits and the solutions each appears in; null with a cap of 1 or no solution
 * @param cap         the most solutions counted for each candidate
 * @param partial     true when the search was cut short and the candidates are those met so far; null (absent) when they are all
 */
public record CandidatesView(String puzzle, LayoutView layout, List<ConstraintView> constraints, String status, List<String> candidates,
        List<Map<String, Long>> counts, long cap, Boolean partial) {

    /**
     * The view of {@code found}, the true candidates of {@code puzzle} counted up to {@code cap}: by a search
     * not cut short, or by one cut short once it had shown several solutions ({@link TrueCandidates#solutionsSeen}
     * at least 2), whose candidates are then partial.
     */
    public static CandidatesView of(Puzzle puzzle, TrueCandidates found, long cap) {
        LayoutView layout = LayoutView.of(puzzle.layout());
        List<ConstraintView> constraints = ConstraintView.ofAll(puzzle.constraints());
        boolean cut = found.status() == SolveStatus.TIMED_OUT;
        if (cut && found.solutionsSeen() < 2) {
            throw new IllegalArgumentException("a search cut short before it met two solutions has no answer to show");
        }
        if (found.status() != SolveStatus.SOLVED && !cut) {
            return new CandidatesView(puzzle.givens().toString(), layout, constraints, Verdict.NO_SOLUTION.word(), null, null, cap, null);
        }
        Shape shape = puzzle.givens().shape();
        List<String> cells = new ArrayList<>();
        List<Map<String, Long>> counts = cap > 1 ? new ArrayList<>() : null;
        for (int i = 0; i < shape.cellCount(); i++) {
            Cell cell = shape.cell(i);
            StringBuilder digits = new StringBuilder();
            Map<String, Long> perDigit = new LinkedHashMap<>();
            for (int d = 1; d <= shape.side(); d++) {
                long n = found.count(cell, d);
                if (n > 0) {
                    digits.append(DigitSymbols.of(d));
                    perDigit.put(String.valueOf(DigitSymbols.of(d)), n);
                }
            }
            cells.add(digits.toString());
            if (counts != null) {
                counts.add(perDigit);
            }
        }
        return new CandidatesView(puzzle.givens().toString(), layout, constraints, Verdict.ofCount(found.solutionsSeen()).word(), cells, counts,
                cap, cut ? Boolean.TRUE : null);
    }
}
