package dev.nonet.reason;

import dev.nonet.format.FPuzzles;
import dev.nonet.format.JsonTree;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The variant test set (85 setters' puzzles from SudokuVariantSolverJS's tests, CC BY 4.0, titles and
 * authors in {@code variants/puzzles.json}, see {@code variants/ATTRIBUTION.md}), each with its one
 * solution as the search finds it (the published one, but for "Executive Function": see
 * VariantPuzzlesTest).
 */
record VariantSet(String title, Puzzle puzzle, Grid solution) {

    static List<VariantSet> all() {
        try (InputStream in = VariantSet.class.getResourceAsStream("/variants/puzzles.json")) {
            List<?> entries = (List<?>) JsonTree.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            return entries.stream().map(e -> (Map<?, ?>) e).map(VariantSet::of).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static VariantSet of(Map<?, ?> entry) {
        try {
            Puzzle puzzle = FPuzzles.read((String) entry.get("puzzle")).puzzle();
            return new VariantSet((String) entry.get("title"), puzzle, Sudoku.solve(puzzle).solution().orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String toString() {
        return title;
    }
}
