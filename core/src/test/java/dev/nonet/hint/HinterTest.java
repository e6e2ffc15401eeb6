package dev.nonet.hint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KillerCage;
import dev.nonet.format.FPuzzles;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.Techniques;
import dev.nonet.rating.NonetPath;
import dev.nonet.reason.RuleSolver;
import dev.nonet.reason.RuleTechnique;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The hint service both front ends ask: the position held to the one solution, then a step, else a revealed cell. */
class HinterTest {

    private static final String EASY = ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5";
    /** Unique, and beyond Nonet's techniques: Sudoku Explainer's chains find its first step. */
    private static final String STUCK = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";

    /** A killer without givens, made by {@code nonet generate --variant killer --difficulty easy --seed 1} (examples/killer.json). */
    private static final String KILLER = "{\"size\":9,\"title\":\"Killer, easy\",\"ruleset\":\"Normal sudoku rules apply. Digits in a cage do not repeat and add up to the cage's total.\",\"grid\":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\"],\"value\":\"22\"},{\"cells\":[\"R1C3\",\"R2C2\",\"R2C3\"],\"value\":\"16\"},{\"cells\":[\"R1C4\",\"R2C4\",\"R3C4\"],\"value\":\"16\"},{\"cells\":[\"R1C5\",\"R1C6\",\"R2C5\"],\"value\":\"14\"},{\"cells\":[\"R1C7\",\"R2C6\",\"R2C7\"],\"value\":\"12\"},{\"cells\":[\"R1C8\",\"R1C9\"],\"value\":\"9\"},{\"cells\":[\"R2C9\",\"R3C9\"],\"value\":\"8\"},{\"cells\":[\"R3C5\",\"R4C4\",\"R4C5\",\"R4C6\"],\"value\":\"26\"},{\"cells\":[\"R3C6\",\"R3C7\"],\"value\":\"11\"},{\"cells\":[\"R4C1\",\"R4C2\",\"R4C3\",\"R5C2\"],\"value\":\"19\"},{\"cells\":[\"R5C1\",\"R6C1\",\"R6C2\"],\"value\":\"14\"},{\"cells\":[\"R5C3\",\"R5C4\"],\"value\":\"12\"},{\"cells\":[\"R5C8\",\"R6C8\"],\"value\":\"7\"},{\"cells\":[\"R6C3\",\"R6C4\"],\"value\":\"10\"},{\"cells\":[\"R6C5\",\"R7C5\",\"R7C6\"],\"value\":\"9\"},{\"cells\":[\"R6C6\",\"R6C7\",\"R7C7\"],\"value\":\"15\"},{\"cells\":[\"R7C1\",\"R7C2\",\"R7C3\"],\"value\":\"19\"},{\"cells\":[\"R7C4\",\"R8C4\",\"R8C5\"],\"value\":\"18\"},{\"cells\":[\"R8C1\",\"R9C1\"],\"value\":\"11\"},{\"cells\":[\"R8C6\",\"R9C6\"],\"value\":\"10\"},{\"cells\":[\"R8C8\",\"R8C9\"],\"value\":\"13\"},{\"cells\":[\"R9C3\",\"R9C4\"],\"value\":\"14\"},{\"cells\":[\"R6C9\",\"R7C8\",\"R7C9\"],\"value\":\"18\"},{\"cells\":[\"R3C1\",\"R3C2\"],\"value\":\"3\"},{\"cells\":[\"R8C2\",\"R8C3\",\"R9C2\"],\"value\":\"6\"},{\"cells\":[\"R9C8\",\"R9C9\"],\"value\":\"10\"},{\"cells\":[\"R9C5\"],\"value\":\"4\"},{\"cells\":[\"R5C5\",\"R5C6\",\"R5C7\"],\"value\":\"18\"},{\"cells\":[\"R8C7\",\"R9C7\"],\"value\":\"5\"},{\"cells\":[\"R4C9\",\"R5C9\"],\"value\":\"5\"},{\"cells\":[\"R4C7\",\"R4C8\"],\"value\":\"16\"},{\"cells\":[\"R2C8\",\"R3C8\"],\"value\":\"11\"},{\"cells\":[\"R3C3\"],\"value\":\"4\"}]}";

    private final Hinter hinter = new Hinter(NonetPath.solver(LogicalSolver.DEFAULT_LIMIT, 1));
    private final Puzzle easy = Puzzle.parse(EASY);
    private final Grid solution = Sudoku.solve(easy).solution().orElseThrow();

    @Test
    void theNextStepOfNonetsPath() {
        Hint hint = hinter.hint(easy, easy.givens(), List.of(), Deadline.NONE);
        assertThat(hint).isInstanceOf(Hint.Next.class);
        Hint.Next next = (Hint.Next) hint;
        assertThat(next.source()).isEqualTo(Hint.Source.NONET);
        assertThat(next.step().technique()).isEqualTo(Technique.HIDDEN_SINGLE_BOX);
        assertThat(next.step().placements()).allSatisfy(p -> assertThat(solution.get(p.cell())).isEqualTo(p.digit()));
    }

    @Test
    void sudokuExplainersChainsWhereNonetsTechniquesStop() {
        Hint hint = hinter.hint(Puzzle.parse(STUCK), Grid.parse(STUCK), List.of(), Deadline.NONE);
        assertThat(((Hint.Next) hint).source()).isEqualTo(Hint.Source.SUDOKU_EXPLAINER);
    }

    @Test
    void aCellRevealedWhereNoTechniqueFindsAStep() {
        Hinter singles = new Hinter(new LogicalSolver(List.of(Techniques.finder(Technique.NAKED_SINGLE)), Duration.ofSeconds(5)));
        Puzzle stuck = Puzzle.parse(STUCK);
        Hint hint = singles.hint(stuck, stuck.givens(), List.of(), Deadline.NONE);
        assertThat(hint.status()).isEqualTo(HintStatus.STEP);
        Hint.Revealed revealed = (Hint.Revealed) hint;
        assertThat(revealed.why()).isEqualTo(Hint.RevealReason.NO_TECHNIQUE);
        Grid stuckSolution = Sudoku.solve(stuck).solution().orElseThrow();
        assertThat(revealed.cell().digit()).isEqualTo(stuckSolution.get(revealed.cell().cell()));
        // the open cell with the fewest candidates, the first in row order
        CandidateGrid marks = CandidateGrid.of(stuck);
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < 81; i++) {
            if (stuck.givens().get(i) == 0) {
                fewest = Math.min(fewest, marks.candidates(stuck.givens().shape().cell(i)).size());
            }
        }
        assertThat(marks.candidates(revealed.cell().cell()).size()).isEqualTo(fewest);
    }

    @Test
    void aPuzzleWithConstraintsGetsTheRuleSolversNextStep() throws Exception {
        Puzzle killer = FPuzzles.read(KILLER).puzzle();
        Grid killerSolution = Sudoku.solve(killer).solution().orElseThrow();
        Hint.Next first = (Hint.Next) hinter.hint(killer, killer.givens(), List.of(), Deadline.NONE);
        assertThat(first.source()).isEqualTo(Hint.Source.NONET);
        assertThat(first.step().technique()).isInstanceOf(RuleTechnique.class);
        assertThat(first.step().constraints()).isNotEmpty();
        Step<RuleTechnique> expected = new RuleSolver().nextStep(killer, CandidateGrid.of(killer), Deadline.NONE).orElseThrow();
        assertThat(first.step()).isEqualTo(expected);
        assertSound(first, killerSolution);
        // From the player's marks: with the first step's removals taken, the next step is another.
        Hint.Next second = (Hint.Next) hinter.hint(killer, killer.givens(), first.step().eliminations(), Deadline.NONE);
        assertThat(second.step()).isNotEqualTo(first.step());
        assertSound(second, killerSolution);
        // The caged easy puzzle, givens and a cage: a step, not a revealed cell.
        Cell a = new Cell(0, 0);
        Cell b = new Cell(0, 1);
        Puzzle caged = new Puzzle(Layout.CLASSIC, easy.givens(), List.of(new KillerCage(List.of(a, b), solution.get(a) + solution.get(b))));
        assertSound((Hint.Next) hinter.hint(caged, caged.givens(), List.of(), Deadline.NONE), solution);
    }

    /** Every placement of {@code next} is the solution's digit, and no elimination removes one. */
    private static void assertSound(Hint.Next next, Grid solution) {
        assertThat(next.step().placements()).allSatisfy(p -> assertThat(solution.get(p.cell())).isEqualTo(p.digit()));
        assertThat(next.step().eliminations()).allSatisfy(e -> assertThat(solution.get(e.cell())).isNotEqualTo(e.digit()));
        assertThat(next.step().placements().size() + next.step().eliminations().size()).isPositive();
    }

    @Test
    void wrongEntriesComeFirstInRowOrder() {
        List<Cell> open = openCells(easy.givens());
        Cell late = open.get(40);
        Cell early = open.get(3);
        Grid entries = easy.givens().with(late, other(solution.get(late))).with(early, other(solution.get(early)))
                .with(open.get(10), solution.get(open.get(10)));
        assertThat(hinter.hint(easy, entries, List.of(), Deadline.NONE)).isEqualTo(new Hint.Wrong(HintStatus.WRONG_ENTRIES, List.of(early, late)));
    }

    @Test
    void aRemovedCandidateTheSolutionNeedsIsAWrongMark() {
        Cell cell = openCells(easy.givens()).get(0);
        List<Candidate> eliminated = List.of(new Candidate(cell, other(solution.get(cell))), new Candidate(cell, solution.get(cell)));
        assertThat(hinter.hint(easy, easy.givens(), eliminated, Deadline.NONE)).isEqualTo(new Hint.Wrong(HintStatus.WRONG_MARKS, List.of(cell)));
        // removals the solution allows are kept: the step is looked for without them
        assertThat(hinter.hint(easy, easy.givens(), eliminated.subList(0, 1), Deadline.NONE)).isInstanceOf(Hint.Next.class);
    }

    @Test
    void noStepWithoutOneSolutionOrWhenSolved() {
        Puzzle severalLess = Puzzle.parse(EASY.replace('5', '.'));
        assertThat(hinter.hint(severalLess, severalLess.givens(), List.of(), Deadline.NONE)).isEqualTo(new Hint.None(HintStatus.MULTIPLE));
        Puzzle none = Puzzle.parse(".12345678" + "9........" + ".".repeat(63));
        assertThat(hinter.hint(none, none.givens(), List.of(), Deadline.NONE)).isEqualTo(new Hint.None(HintStatus.NO_SOLUTION));
        assertThat(hinter.hint(easy, solution, List.of(), Deadline.NONE)).isEqualTo(new Hint.None(HintStatus.SOLVED));
        // a puzzle of several solutions filled in without breaking a rule is solved too
        Grid oneOfThem = Sudoku.solve(severalLess).solution().orElseThrow();
        assertThat(hinter.hint(severalLess, oneOfThem, List.of(), Deadline.NONE)).isEqualTo(new Hint.None(HintStatus.SOLVED));
    }

    @Test
    void pencilMarksAreHeldToTheGivensSolution() {
        Cell cell = openCells(easy.givens()).get(0);
        List<DigitSet> marks = new ArrayList<>();
        CandidateGrid all = CandidateGrid.of(easy);
        for (int i = 0; i < 81; i++) {
            Cell c = easy.givens().shape().cell(i);
            marks.add(c.equals(cell) ? all.candidates(c).without(solution.get(c)) : all.candidates(c));
        }
        MarkedGrid lacking = MarkedGrid.of(easy.givens(), Grid.empty(easy.givens().shape()), marks);
        assertThat(hinter.hint(lacking, Deadline.NONE)).isEqualTo(new Hint.Wrong(HintStatus.WRONG_MARKS, List.of(cell)));
        MarkedGrid whole = MarkedGrid.of(easy.givens(), Grid.empty(easy.givens().shape()), all.toMarkedGrid().marks());
        assertThat(hinter.hint(whole, Deadline.NONE)).isInstanceOf(Hint.Next.class);
    }

    @Test
    void entriesMustHoldTheGivens() {
        Cell given = easy.givens().shape().cell(EASY.indexOf('1'));
        assertThatThrownBy(() -> hinter.hint(easy, easy.givens().with(given, 0), List.of(), Deadline.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(given.toString());
    }

    private static List<Cell> openCells(Grid grid) {
        List<Cell> open = new ArrayList<>();
        for (int i = 0; i < grid.shape().cellCount(); i++) {
            if (grid.get(i) == 0) {
                open.add(grid.shape().cell(i));
            }
        }
        return open;
    }

    private static int other(int digit) {
        return digit % 9 + 1;
    }
}
