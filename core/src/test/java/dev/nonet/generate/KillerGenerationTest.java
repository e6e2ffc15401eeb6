package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KillerCage;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Level;
import dev.nonet.logic.Technique;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Killer generation: every puzzle checked by the facade's search, independently of the generator's own
 * checks; cages that tile the grid, hang together, repeat no digit and carry their solution's sums; the
 * level by {@link SearchRating}; seeds, threads and deadlines as for every other request.
 */
class KillerGenerationTest {

    private final Generator generator = new Generator();

    private static GenerationRequest.Builder killers() {
        return GenerationRequest.builder().killer(true);
    }

    @Test
    void everyKillerIsUniqueWithWellFormedCagesAndFewGivens() {
        List<GeneratedPuzzle> made = generator.generate(killers().count(6).seed(1).build());
        assertThat(made).hasSize(6);
        for (GeneratedPuzzle p : made) {
            Puzzle puzzle = p.puzzle();
            assertThat(puzzle.layout()).isEqualTo(Layout.CLASSIC);
            SolveResult counted = Sudoku.count(puzzle, 2);
            assertThat(counted.count()).as(puzzle.constraints().toString()).isEqualTo(1);
            assertThat(counted.solution()).contains(p.solution());
            assertThat(GridValidator.isSolutionOf(p.solution(), puzzle)).isTrue();
            assertWellFormed(puzzle, p.solution());
            assertThat(puzzle.givens().givenCount()).isLessThanOrEqualTo(3);
            assertThat(p.searchRating()).isPresent();
            assertThat(p.searchRating().get().level()).isIn(Level.EASY, Level.MEDIUM, Level.HARD);
            assertThat(SearchRating.of(puzzle, Deadline.NONE)).isEqualTo(p.searchRating());
            assertThat(p.rating()).isEmpty();
            assertThat(p.seRating()).isEmpty();
        }
    }

    @ParameterizedTest
    @EnumSource(value = Level.class, names = {"EASY", "MEDIUM", "HARD"})
    void eachLevelIsMadeToOrderBySearchRating(Level level) {
        List<GeneratedPuzzle> made = generator.generate(killers().difficulty(level).count(3).seed(2).build());
        assertThat(made).hasSize(3);
        for (GeneratedPuzzle p : made) {
            SearchRating rating = SearchRating.of(p.puzzle(), Deadline.NONE).orElseThrow();
            assertThat(rating.level()).isEqualTo(level);
            assertThat(p.searchRating()).contains(rating);
            assertWellFormed(p.puzzle(), p.solution());
        }
    }

    @Test
    void theSameSeedGivesTheSameKillersOnAnyNumberOfThreads() {
        GenerationRequest request = killers().difficulty(Level.MEDIUM).count(3).seed(3).build();
        List<GeneratedPuzzle> one = generator.generate(request);
        List<GeneratedPuzzle> two = new ArrayList<>();
        generator.generate(request, 2, two::add);
        assertThat(two).isEqualTo(one);
        assertThat(generator.generate(request)).isEqualTo(one);
        assertThat(generator.generate(killers().difficulty(Level.MEDIUM).count(3).seed(4).build())).isNotEqualTo(one);
    }

    @Test
    void aKillerRunStopsAtItsDeadlineWithAPrefix() {
        GenerationRequest request = killers().count(10_000).seed(5).timeout(Duration.ofMillis(300)).build();
        List<GeneratedPuzzle> found = new ArrayList<>();
        long start = System.nanoTime();
        GenerationReport report = generator.generate(request, 1, found::add);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(report.timedOut()).isTrue();
        assertThat(seconds).isLessThan(0.8);
        assertThat(found).hasSize(report.generated()).hasSizeLessThan(10_000);
        if (!found.isEmpty()) {
            List<GeneratedPuzzle> full = generator.generate(killers().count(found.size()).seed(5).build());
            assertThat(found).isEqualTo(full);
        }
        Deadline over = Deadline.cancellable();
        over.cancel();
        List<GeneratedPuzzle> none = new ArrayList<>();
        assertThat(generator.generate(killers().seed(5).build(), 1, none::add, over).timedOut()).isTrue();
        assertThat(none).isEmpty();
    }

    @Test
    void killerRequestsOffClassicOrWithOptionsForGivensAreRefused() {
        assertThatThrownBy(() -> killers().layout(Layout.of(Shape.of(6))).build()).hasMessageContaining("classic 9x9 only");
        assertThatThrownBy(() -> killers().layout(Layout.CLASSIC.with(Variant.X)).build()).hasMessageContaining("classic 9x9 only");
        assertThatThrownBy(() -> killers().randomRegions(true).build()).hasMessageContaining("classic 9x9 only");
        assertThatThrownBy(() -> killers().difficulty(Level.EXPERT).build()).hasMessageContaining("easy, medium or hard")
                .hasMessageContaining("not expert");
        assertThatThrownBy(() -> killers().rating(new RatingRange(2, 3)).build()).hasMessageContaining("not a rating range");
        assertThatThrownBy(() -> killers().symmetry(Symmetry.ROTATIONAL).build()).hasMessageContaining("symmetry");
        assertThatThrownBy(() -> killers().minimal(true).build()).hasMessageContaining("minimality");
        assertThatThrownBy(() -> killers().clues(new ClueRange(20, 30)).build()).hasMessageContaining("clue ranges");
        assertThatThrownBy(() -> killers().require(Technique.X_WING).build()).hasMessageContaining("knows no cages");
        assertThat(killers().difficulty(Level.HARD).build().level()).contains(Level.HARD);
        assertThat(GenerationRequest.builder().rating(new RatingRange(2, 3)).build().level()).isEmpty();
    }

    @Test
    void searchRatingCountsGuessesWithTheFortyFiveRule() {
        GeneratedPuzzle p = generator.generate(killers().difficulty(Level.EASY).seed(6).build()).get(0);
        // The 45 rule joins in: every house gives one more sum (or none when its cages fill it or none is inside).
        for (Constraint implied : SearchRating.implied(p.puzzle())) {
            assertThat(implied).isInstanceOf(KillerCage.class);
            assertThat(implied.isKeptBy(p.solution())).as(implied.toString()).isTrue();
        }
        assertThat(SearchRating.of(p.puzzle(), Deadline.NONE).orElseThrow().guesses()).isZero();
        assertThat(SearchRating.levelOf(0)).isEqualTo(Level.EASY);
        assertThat(SearchRating.levelOf(SearchRating.MEDIUM_MOST)).isEqualTo(Level.MEDIUM);
        assertThat(SearchRating.levelOf(SearchRating.MEDIUM_MOST + 1)).isEqualTo(Level.HARD);
        assertThat(SearchRating.levelOf(SearchRating.HARD_MOST + 1)).isEqualTo(Level.EXPERT);
        // Not unique: no rating.
        Puzzle open = new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC), List.of());
        assertThat(SearchRating.of(open, Deadline.NONE)).isEmpty();
    }

    @Test
    void cagesFromThePartitionTileTheGridWithoutRepeats() {
        SplittableRandom random = new SplittableRandom(8);
        Grid solution = RandomGrids.draw(random, new dev.nonet.solve.UniquenessChecker(Layout.CLASSIC, Deadline.NONE));
        int[] s = solution.toArray();
        for (int round = 0; round < 50; round++) {
            int[] cageOf = KillerCages.partition(s, random);
            int cages = 0;
            for (int id : cageOf) {
                cages = Math.max(cages, id + 1);
            }
            for (int id = 0; id < cages; id++) {
                List<Cell> cells = new ArrayList<>();
                int digits = 0;
                for (int i = 0; i < 81; i++) {
                    if (cageOf[i] == id) {
                        cells.add(new Cell(i / 9, i % 9));
                        assertThat(digits & 1 << s[i]).isZero();
                        digits |= 1 << s[i];
                    }
                }
                assertThat(cells).hasSizeBetween(1, 5);
                assertThat(connected(cells)).as(cells.toString()).isTrue();
            }
        }
    }

    @Test
    void otherThanRulesOutExactlyItsGrid() {
        Grid grid = Grid.parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        OtherThan notIt = new OtherThan(grid);
        assertThat(notIt.isKeptBy(grid)).isFalse();
        int[] swapped = grid.toArray();
        swapped[0] = 9;
        assertThat(notIt.isKeptBy(Grid.of(swapped))).isTrue();
        // The puzzle that is the grid itself, with "not this grid", has no solution; without it, one.
        Puzzle full = new Puzzle(Layout.CLASSIC, grid, List.of(notIt));
        assertThat(Sudoku.count(full, 2).count()).isZero();
        int[] open = grid.toArray();
        open[0] = 0;
        assertThat(Sudoku.count(new Puzzle(Layout.CLASSIC, Grid.of(open), List.of(notIt)), 2).count()).isZero();
    }

    @Test
    void aSpentBudgetFailsEveryPositionAndSaysSo() {
        Budget budget = new Budget(3);
        Puzzle empty = new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC), List.of(budget));
        assertThat(Sudoku.solve(empty).solution()).isEmpty();
        assertThat(budget.spent()).isTrue();
        Budget plenty = new Budget(1_000_000);
        assertThat(Sudoku.solve(new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC), List.of(plenty))).solution()).isPresent();
        assertThat(plenty.spent()).isFalse();
        assertThat(plenty.used()).isPositive();
    }

    /** The cages tile the grid, each connected, without a repeated digit, summing to the solution's digits. */
    private static void assertWellFormed(Puzzle puzzle, Grid solution) {
        Set<Cell> seen = new HashSet<>();
        for (Constraint c : puzzle.constraints()) {
            assertThat(c).isInstanceOf(KillerCage.class);
            KillerCage cage = (KillerCage) c;
            assertThat(cage.cells()).hasSizeBetween(1, KillerCages.MERGED_MOST);
            assertThat(connected(cage.cells())).as(cage.toString()).isTrue();
            int sum = 0;
            Set<Integer> digits = new HashSet<>();
            for (Cell cell : cage.cells()) {
                assertThat(seen.add(cell)).as(cell + " in two cages").isTrue();
                int d = solution.get(cell);
                assertThat(digits.add(d)).as(cage + " repeats " + d).isTrue();
                sum += d;
            }
            assertThat(cage.sum()).hasValue(sum);
        }
        assertThat(seen).hasSize(81);
        for (int i = 0; i < 81; i++) {
            int given = puzzle.givens().get(i);
            assertThat(given == 0 || given == solution.get(i)).isTrue();
        }
    }

    private static boolean connected(List<Cell> cells) {
        Set<Cell> all = new HashSet<>(cells);
        Set<Cell> reached = new HashSet<>();
        Deque<Cell> todo = new ArrayDeque<>(List.of(cells.get(0)));
        while (!todo.isEmpty()) {
            Cell c = todo.pop();
            if (!reached.add(c)) {
                continue;
            }
            for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                int r = c.row() + d[0];
                int col = c.column() + d[1];
                if (r >= 0 && col >= 0 && all.contains(new Cell(r, col))) {
                    todo.push(new Cell(r, col));
                }
            }
        }
        return reached.size() == all.size();
    }
}
