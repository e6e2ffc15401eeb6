package dev.nonet.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KillerCage;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.reason.RuleRating;
import dev.nonet.reason.RuleSolver;
import dev.nonet.se.SeFamily;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import dev.nonet.solve.Solutions;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rating facade decides once: SE's rating on classic 9x9, Nonet's path elsewhere or where asked for,
 * none without exactly one solution.
 */
class RatingsTest {

    /** serate: 1.5/1.2/1.2, Hidden Single, 64 steps. */
    private static final String EASY = ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5";
    /** serate: 4.2/1.2/1.2, XY-Wing. */
    private static final String XY_WING = "..............1..2..3..4.1........5.....6.....6.78........2.8.6..5.....79.1......";

    @Test
    void classicPuzzlesGetSudokuExplainersRating() {
        RatingResult result = Ratings.rate(Puzzle.parse(EASY), RatingOptions.defaults(), Deadline.NONE);
        assertThat(result).isInstanceOf(RatingResult.Se.class);
        assertThat(result.scale()).contains(Scale.SE);
        SeRating rating = ((RatingResult.Se) result).rating();
        assertThat(List.of(rating.er(), rating.ep(), rating.ed())).containsExactly(1.5, 1.2, 1.2);
        assertThat(rating.stepCount()).isEqualTo(64);
        assertThat(rating.status()).isEqualTo(LogicalStatus.SOLVED);

        SeRating text = new SeRater().rate(XY_WING);
        SeRating puzzle = ((RatingResult.Se) Ratings.rate(Puzzle.parse(XY_WING), RatingOptions.defaults(), Deadline.NONE)).rating();
        assertThat(puzzle).isEqualTo(text);
        assertThat(new SeRater().rate(Puzzle.parse(XY_WING))).isEqualTo(text);
        assertThat(puzzle.er()).isEqualTo(4.2);
    }

    @Test
    void otherLayoutsAndTheNonetScaleGetNonetsPath() {
        Puzzle six = new Puzzle(Layout.of(Shape.of(6)), Grid.parse(Shape.of(6), "3..5....2....1..64.4.....3..5...56.."));
        RatingResult result = Ratings.rate(six, RatingOptions.defaults(), Deadline.NONE);
        assertThat(result).isInstanceOf(RatingResult.Path.class);
        assertThat(result.scale()).contains(Scale.NONET);
        LogicalResult path = ((RatingResult.Path) result).path();
        assertThat(path.status()).isEqualTo(LogicalStatus.SOLVED);
        assertThat(path.path()).hasSize(25);
        assertThat(path.rating().difficulty()).isEqualTo(1.5);

        RatingResult nonet = Ratings.rate(Puzzle.parse(EASY), RatingOptions.defaults().withScale(Scale.NONET), Deadline.NONE);
        assertThat(((RatingResult.Path) nonet).path().rating()).isEqualTo(new LogicalSolver().solve(Puzzle.parse(EASY)).rating());
    }

    @Test
    void everyRatingAnswersItsNumbersWithoutACast() {
        RatingResult se = Ratings.rate(Puzzle.parse(EASY), RatingOptions.defaults(), Deadline.NONE);
        assertThat(se.solved()).isTrue();
        assertThat(List.of(se.er().orElseThrow(), se.ep().orElseThrow(), se.ed().orElseThrow())).containsExactly(1.5, 1.2, 1.2);
        assertThat(se.difficulty()).hasValue(1.5);
        assertThat(se.level()).contains(Level.EASY);

        RatingResult nonet = Ratings.rate(Puzzle.parse(XY_WING), RatingOptions.defaults().withScale(Scale.NONET), Deadline.NONE);
        assertThat(nonet.solved()).isTrue();
        assertThat(nonet.difficulty()).hasValue(((RatingResult.Path) nonet).path().rating().difficulty());
        assertThat(nonet.level()).contains(((RatingResult.Path) nonet).path().rating().level());
        assertThat(List.of(nonet.er(), nonet.ep(), nonet.ed())).allSatisfy(n -> assertThat(n).isEmpty());

        RatingOptions tooFew = RatingOptions.defaults().withSeRater(new SeRater().excluding(SeFamily.HIDDEN_SINGLE, SeFamily.NAKED_SINGLE));
        RatingResult stuck = Ratings.rate(Puzzle.parse(EASY), tooFew, Deadline.NONE);
        assertThat(stuck.solved()).isFalse();
        assertThat(stuck.er()).hasValue(SeRating.BEYOND);
        assertThat(stuck.level()).contains(Level.EXTREME);

        RatingResult none = Ratings.rate(Puzzle.parse(".".repeat(81)), RatingOptions.defaults(), Deadline.NONE);
        assertThat(none.solved()).isFalse();
        assertThat(none.difficulty()).isEmpty();
        assertThat(none.er()).isEmpty();
        assertThat(none.level()).isEmpty();
    }

    @Test
    void withoutExactlyOneSolutionThereIsNoRating() {
        RatingResult empty = Ratings.rate(Puzzle.parse(".".repeat(81)), RatingOptions.defaults(), Deadline.NONE);
        assertThat(((RatingResult.Unrated) empty).reason()).isEqualTo(RatingResult.Reason.MULTIPLE_SOLUTIONS);
        assertThat(empty.scale()).isEmpty();

        RatingResult repeated = Ratings.rate(Puzzle.parse("11" + EASY.substring(2)), RatingOptions.defaults(), Deadline.NONE);
        RatingResult.Unrated invalid = (RatingResult.Unrated) repeated;
        assertThat(invalid.reason()).isEqualTo(RatingResult.Reason.NO_SOLUTION);
        assertThat(invalid.solutions().search().orElseThrow().status()).isEqualTo(SolveStatus.INVALID);

        Deadline cancelled = Deadline.cancellable();
        cancelled.cancel();
        RatingResult stopped = Ratings.rate(Puzzle.parse(EASY), RatingOptions.defaults(), cancelled);
        assertThat(((RatingResult.Unrated) stopped).reason()).isEqualTo(RatingResult.Reason.TIMED_OUT);
    }

    @Test
    void knownSolutionsAreNotCountedAgain() {
        // Told the puzzle has one solution, the facade rates it; told nothing, it refuses to guess.
        RatingResult known = Ratings.rate(Puzzle.parse(EASY), Solutions.one(), RatingOptions.defaults(), Deadline.NONE);
        assertThat(((RatingResult.Se) known).rating().er()).isEqualTo(1.5);
        assertThatThrownBy(() -> Ratings.rate(Puzzle.parse(EASY), Solutions.uncounted(), RatingOptions.defaults(), Deadline.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aPuzzleWithConstraintsGetsTheRatingOfTheRuleSolversPath() {
        Puzzle easy = Puzzle.parse(EASY);
        Grid solution = Sudoku.solve(easy).solution().orElseThrow();
        Cell a = new Cell(0, 0);
        Cell b = new Cell(0, 1);
        Puzzle caged = new Puzzle(Layout.CLASSIC, easy.givens(), List.of(new KillerCage(List.of(a, b), solution.get(a) + solution.get(b))));
        // whatever the scale asked for: Sudoku Explainer's techniques know houses alone
        RatingResult result = Ratings.rate(caged, RatingOptions.defaults(), Deadline.NONE);
        assertThat(result.scale()).contains(Scale.NONET);
        assertThat(result.solved()).isTrue();
        RuleRating rating = new RuleSolver().solve(caged, Deadline.NONE).rating();
        assertThat(((RatingResult.Reasoned) result).path().rating()).isEqualTo(rating);
        assertThat(result.difficulty()).hasValue(rating.difficulty());
        // a puzzle with constraints and several solutions has no rating, as any other
        Puzzle killer = new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC), List.of(new KillerCage(List.of(a, b), 3)));
        assertThat(((RatingResult.Unrated) Ratings.rate(killer, RatingOptions.defaults(), Deadline.NONE)).reason())
                .isEqualTo(RatingResult.Reason.MULTIPLE_SOLUTIONS);
    }

    @Test
    void besideAPathTheRatingIsSesWhereThePositionHasOneSolutionElseThePaths() {
        Puzzle puzzle = Puzzle.parse(EASY);
        Solutions solutions = Ratings.solutionsToExplain(puzzle, Deadline.NONE);
        LogicalResult path = new LogicalSolver().solve(puzzle, solutions, Deadline.NONE);
        assertThat(Ratings.besidePath(CandidateGrid.of(puzzle), solutions, path, RatingOptions.defaults(), Deadline.NONE))
                .isInstanceOf(RatingResult.Se.class);

        Puzzle several = Puzzle.parse(".".repeat(80) + "1");
        Solutions many = Ratings.solutionsToExplain(several, Deadline.NONE);
        assertThat(many.several()).isTrue();
        LogicalResult stuck = new LogicalSolver().solve(several, many, Deadline.NONE);
        assertThat(Ratings.besidePath(CandidateGrid.of(several), many, stuck, RatingOptions.defaults(), Deadline.NONE))
                .isEqualTo(new RatingResult.Path(stuck));

        Puzzle six = new Puzzle(Layout.of(Shape.of(6)), Grid.parse(Shape.of(6), "3..5....2....1..64.4.....3..5...56.."));
        assertThat(Ratings.solutionsToExplain(six, Deadline.NONE).search()).isEmpty(); // nothing there needs the count
    }

    @Test
    void oneStatusForBothRaters() {
        assertThat(SeRating.Status.STOPPED).isEqualTo(LogicalStatus.TIMED_OUT);
        Deadline cancelled = Deadline.cancellable();
        cancelled.cancel();
        assertThat(new SeRater().rate(Puzzle.parse(EASY), cancelled, false).status()).isEqualTo(LogicalStatus.TIMED_OUT);
        assertThat(Scale.ofWord("se")).contains(Scale.SE);
        assertThat(Scale.NONET.toString()).isEqualTo("nonet");
    }
}
