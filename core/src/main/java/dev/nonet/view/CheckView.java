package dev.nonet.view;

import java.util.List;

/**
 * A puzzle checked, as {@code /api/check} writes it: {@code {"puzzle": ..., "layout": {...}, "constraints":
 * [...], "status": "unique", "wrong": ["r1c2"], "conflicts": [...], "fpuzzles": {...}}}: whether the
 * puzzle is proper and, given the player's entries, which of them differ from the solution and which
 * rules they break; for a puzzle read from the f-puzzles format, what a page needs to draw and share it.
 *
 * @param puzzle      the givens on one line
 * @param layout      the puzzle's layout
 * @param constraints its constraints
 * @param status      {@code unique}, {@code multiple solutions} or {@code no solution} ({@link Verdict})
 * @param wrong       the entries that differ from the one solution; null without entries or one solution
 * @param conflicts   the rules the entries break; null without entries
 * @param fpuzzles    what the f-puzzles format said beside the rules; null for a puzzle in another format
 */
public record CheckView(String puzzle, LayoutView layout, List<ConstraintView> constraints, String status, List<String> wrong,
        List<ConflictView> conflicts, FPuzzlesView fpuzzles) {
}
