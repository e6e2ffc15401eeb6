package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The facade keeps one engine per thread; many threads at once must get the answers one thread gets. */
class ConcurrentSolvingTest {

    private static final int THREADS = 8;

    @Test
    void manyThreadsGetTheSameAnswersAsOne() throws Exception {
        List<Grid> puzzles = new ArrayList<>();
        for (String set : List.of("17-clue", "top1465", "hardest-1905-11plus", "serg-multi-solution")) {
            List<Grid> sample = PuzzleLines.sample(set).stream().map(Puzzle::givens).toList();
            puzzles.addAll(sample.subList(0, 150));
        }
        List<String> expected = new ArrayList<>();
        for (Grid puzzle : puzzles) {
            expected.add(answers(puzzle));
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<List<String>>> runs = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                long seed = t;
                runs.add(pool.submit(() -> mismatches(puzzles, expected, new Random(seed))));
            }
            for (Future<List<String>> run : runs) {
                assertThat(run.get()).isEmpty();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Solves the puzzles in a random order, returning those whose answers differ from {@code expected}. */
    private static List<String> mismatches(List<Grid> puzzles, List<String> expected, Random random) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, random);
        List<String> wrong = new ArrayList<>();
        for (int i : order) {
            String actual = answers(puzzles.get(i));
            if (!actual.equals(expected.get(i))) {
                wrong.add(puzzles.get(i) + ": " + actual + " instead of " + expected.get(i));
            }
        }
        return wrong;
    }

    private static String answers(Grid puzzle) {
        SolveResult solved = Sudoku.solve(Puzzle.of(puzzle));
        SolveResult counted = Sudoku.count(Puzzle.of(puzzle), 100);
        SolveResult lexFirst = Sudoku.solveLexFirst(Puzzle.of(puzzle));
        return solved.solution().orElseThrow() + " " + counted.count() + " " + counted.solution().orElseThrow()
                + " " + lexFirst.solution().orElseThrow() + " " + solved.guesses();
    }
}
