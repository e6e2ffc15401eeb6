package dev.nonet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.canon.Canonical;
import dev.nonet.canon.Minlex;
import dev.nonet.canon.Transform;
import dev.nonet.constraint.KillerCage;
import dev.nonet.format.FPuzzles;
import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.Minimizer;
import dev.nonet.generate.Symmetry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.rating.RatingOptions;
import dev.nonet.rating.RatingResult;
import dev.nonet.rating.Ratings;
import dev.nonet.rating.Scale;
import dev.nonet.solve.Solutions;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.TrueCandidates;
import dev.nonet.validation.GridValidator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The library examples of the README and docs/LIBRARY.md, statement for statement, so neither can drift from the API. */
class ReadmeExampleTest {

    @Test
    void theReadmeSnippetRunsAndMeansWhatItSays() {
        Puzzle puzzle = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        Grid solution = Sudoku.solve(puzzle).solution().orElseThrow();
        boolean unique = Sudoku.isUnique(puzzle);                  // count up to 2
        SolveResult count = Sudoku.count(puzzle, 1_000_000);       // exact up to the cap
        Grid smallest = Sudoku.solveLexFirst(puzzle).solution().orElseThrow();

        assertThat(GridValidator.isSolutionOf(solution, puzzle)).isTrue();
        assertThat(unique).isTrue();
        assertThat(count.count()).isEqualTo(1);
        assertThat(smallest).isEqualTo(solution);
    }

    @Test
    void theReadmeGeneratorSnippetRunsAndMeansWhatItSays() {
        Puzzle puzzle = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        GenerationRequest request = GenerationRequest.builder()
                .count(10).difficulty(Level.MEDIUM).symmetry(Symmetry.ROTATIONAL).seed(42).build();
        List<GeneratedPuzzle> puzzles = new Generator().generate(request);      // on this thread, in order
        Puzzle minimal = Minimizer.minimize(puzzle);                            // same solution, every given needed

        assertThat(puzzles).hasSize(10).allSatisfy(p -> {
            assertThat(Sudoku.isUnique(p.puzzle())).isTrue();
            assertThat(Symmetry.ROTATIONAL.holds(p.puzzle().givens())).isTrue();
            assertThat(new LogicalSolver().solve(p.puzzle()).rating().level()).isEqualTo(Level.MEDIUM);
        });
        assertThat(Minimizer.isMinimal(minimal)).isTrue();
        assertThat(Sudoku.solve(minimal).solution()).isEqualTo(Sudoku.solve(puzzle).solution());
    }

    @Test
    void theReadmeCanonSnippetRunsAndMeansWhatItSays() {
        Puzzle puzzle = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        Canonical c = Minlex.canonical(puzzle);                 // c.form(): the minlex puzzle; c.automorphisms(): 1
        Puzzle copy = Transform.random(7).apply(puzzle);        // the same puzzle, transposed, shuffled, relabelled
        Optional<Transform> t = Minlex.equivalent(puzzle, copy); // present: t.get().apply(puzzle) equals copy

        assertThat(c.form().givens().toString()).isEqualTo("........1.....2.34156...27......8.......51..232974......16..9....34..7..28.91.45.");
        assertThat(c.automorphisms()).isEqualTo(1);
        assertThat(copy).isNotEqualTo(puzzle);
        assertThat(t).hasValueSatisfying(found -> assertThat(found.apply(puzzle)).isEqualTo(copy));
    }

    @Test
    void theReadmeRatingSnippetRunsAndMeansWhatItSays() {
        Puzzle puzzle = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        RatingResult rating = Ratings.rate(puzzle, RatingOptions.defaults(), Deadline.after(Duration.ofSeconds(60)));
        double er = rating.er().orElseThrow();                                       // 1.2: Sudoku Explainer's ER (empty on Nonet's scale)
        Solutions solutions = Solutions.of(puzzle, Deadline.NONE);                   // one solution, counted once
        LogicalResult path = new LogicalSolver().solve(puzzle, solutions, Deadline.NONE); // the steps nonet explain shows
        String first = path.path().get(0).description();  // "Hidden Single in box 2: r1c6 = 8 (the only place for 8)"

        assertThat(er).isEqualTo(1.2);
        assertThat(rating.solved()).isTrue();
        assertThat(rating.difficulty()).hasValue(1.2);
        assertThat(rating.ep()).hasValue(1.2);
        assertThat(rating.ed()).hasValue(1.2);
        assertThat(rating.level()).contains(Level.EASY);
        assertThat(solutions.isUnique()).isTrue();
        assertThat(path.status()).isEqualTo(LogicalStatus.SOLVED);
        assertThat(first).isEqualTo("Hidden Single in box 2: r1c6 = 8 (the only place for 8)");
        RatingResult nonets = Ratings.rate(puzzle, RatingOptions.defaults().withScale(Scale.NONET), Deadline.NONE); // the prose's withScale
        assertThat(((RatingResult.Path) nonets).path().rating()).isEqualTo(path.rating());
        assertThat(nonets.er()).isEmpty();
        assertThat(nonets.difficulty()).hasValue(path.rating().difficulty());
        assertThat(nonets.level()).contains(path.rating().level());
    }

    @Test
    void theReadmeVariantSnippetRunsAndMeansWhatItSays() {
        Layout x16 = Layout.of(Shape.of(16)).with(Variant.X);             // 16x16 X-Sudoku
        Puzzle empty = new Puzzle(x16, Grid.empty(x16.shape()));
        Grid filled = Sudoku.solve(empty).solution().orElseThrow();
        boolean valid = GridValidator.isSolutionOf(filled, empty);        // diagonals included
        Layout jigsaw = Layout.jigsaw("AAABB\nAABBB\nCCCDD\nCCDDD\nEEEEE"); // a 5x5 region map
        long grids = Sudoku.count(new Puzzle(jigsaw, Grid.empty(jigsaw.shape())), 10_000).count(); // 7200

        assertThat(valid).isTrue();
        assertThat(filled.isFilled()).isTrue();
        assertThat(jigsaw.side()).isEqualTo(5);
        assertThat(grids).isEqualTo(7200);
    }

    @Test
    void theReadmeRandomJigsawSnippetRunsAndMeansWhatItSays() {
        GenerationRequest jigsaws = GenerationRequest.builder().randomRegions(true).minimal(true).count(3).seed(1).build();
        GeneratedPuzzle first = new Generator().generate(jigsaws).get(0);       // a 9x9 jigsaw on a map of its own
        boolean minimal = Minimizer.isMinimal(first.puzzle());                  // under that map's houses: true

        assertThat(first.puzzle().layout().isJigsaw()).isTrue();
        assertThat(first.puzzle().layout().side()).isEqualTo(9);
        assertThat(minimal).isTrue();
    }

    @Test
    void theReadmeStillShowsThisSnippet() throws IOException {
        // The README shows the first steps; docs/LIBRARY.md the rest.
        String text = Files.readString(Path.of("..", "README.md")) + Files.readString(Path.of("..", "docs", "LIBRARY.md"));
        assertThat(text).contains(
                "Puzzle puzzle = Puzzle.parse(\"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\");",
                "Grid solution = Sudoku.solve(puzzle).solution().orElseThrow();",
                "boolean unique = Sudoku.isUnique(puzzle);",
                "SolveResult count = Sudoku.count(puzzle, 1_000_000);",
                "Grid smallest = Sudoku.solveLexFirst(puzzle).solution().orElseThrow();",
                "        .count(10).difficulty(Level.MEDIUM).symmetry(Symmetry.ROTATIONAL).seed(42).build();",
                "List<GeneratedPuzzle> puzzles = new Generator().generate(request);",
                "Puzzle minimal = Minimizer.minimize(puzzle);",
                "Layout x16 = Layout.of(Shape.of(16)).with(Variant.X);",
                "Puzzle empty = new Puzzle(x16, Grid.empty(x16.shape()));",
                "Grid filled = Sudoku.solve(empty).solution().orElseThrow();",
                "boolean valid = GridValidator.isSolutionOf(filled, empty);",
                "Layout jigsaw = Layout.jigsaw(\"AAABB\\nAABBB\\nCCCDD\\nCCDDD\\nEEEEE\");",
                "long grids = Sudoku.count(new Puzzle(jigsaw, Grid.empty(jigsaw.shape())), 10_000).count(); // 7200",
                "GenerationRequest jigsaws = GenerationRequest.builder().randomRegions(true).minimal(true).count(3).seed(1).build();",
                "GeneratedPuzzle first = new Generator().generate(jigsaws).get(0);",
                "boolean minimal = Minimizer.isMinimal(first.puzzle());",
                "RatingResult rating = Ratings.rate(puzzle, RatingOptions.defaults(), Deadline.after(Duration.ofSeconds(60)));",
                "double er = rating.er().orElseThrow();",
                "Solutions solutions = Solutions.of(puzzle, Deadline.NONE);",
                "LogicalResult path = new LogicalSolver().solve(puzzle, solutions, Deadline.NONE);",
                "String first = path.path().get(0).description();");
    }

    @Test
    void theReadmeConstraintSnippetRunsAndMeansWhatItSays() throws Exception {
        // The 4x4 killer of docs/API.md stands for the README's payloadOrLinkOrJson.
        String payloadOrLinkOrJson = "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcAWANCALhNAbO8QBUIA7ATwAIBrCLHAJxFQHNaIATBAbQ+AF9lf+IAG4BDLAFdcAZiYQhMIgjS1JfXgF1k3NTv49N2vUY1bQoibhQhGchUpUxdAjZpBUaMWgGMRjXNxAvGBowThAAJQBGAGFIhgiYgCYQV3NJBBApEDVA4KxQ+A4IxOis1HCSxBTUNNxM7MEgkLDwqVj41ujk8sQu6uExdLwANmz1HiA===";
        List<Cell> cage = List.of(new Cell(0, 0), new Cell(0, 1));                 // r1c1 and r1c2
        Puzzle killer = new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC), List.of(new KillerCage(cage, 3)));
        Grid one = Sudoku.solve(killer).solution().orElseThrow();                  // r1c1, r1c2 hold 1 and 2
        Puzzle read = FPuzzles.read(payloadOrLinkOrJson).puzzle();                 // f-puzzles, every kind it draws
        TrueCandidates t = Sudoku.trueCandidates(read, 8, Deadline.after(Duration.ofSeconds(10)));

        assertThat(one.get(0) + one.get(1)).isEqualTo(3);
        assertThat(GridValidator.isSolutionOf(one, killer)).isTrue();
        assertThat(read.constraints()).hasSize(3);
        assertThat(t.digits(new Cell(0, 0)).mask()).isEqualTo(0b11);              // 1 or 2
        assertThat(t.solutionsSeen()).isEqualTo(6);
    }
}
