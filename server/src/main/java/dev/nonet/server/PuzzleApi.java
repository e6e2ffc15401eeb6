package dev.nonet.server;

import dev.nonet.canon.Canonical;
import dev.nonet.canon.Minlex;
import dev.nonet.constraint.KillerCage;
import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationReport;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.SearchRating;
import dev.nonet.generate.Symmetry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.logic.Techniques;
import dev.nonet.rating.Board;
import dev.nonet.rating.SeRater;
import dev.nonet.rating.SeRating;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.TrueCandidates;
import dev.nonet.validation.GridValidator;
import dev.nonet.view.ConstraintView;
import dev.nonet.view.DurationText;
import dev.nonet.view.HintLevel;
import dev.nonet.view.HintStatus;
import dev.nonet.view.LayoutView;
import dev.nonet.view.OutcomeText;
import dev.nonet.view.RatingView;
import dev.nonet.view.StepView;
import dev.nonet.view.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What each {@code POST /api/...} endpoint computes from its request: one method per endpoint, each
 * returning the record that becomes the JSON answer. Runs on the worker pool, and every method stops
 * at the deadline the pool gives it: a search or a generation cut short is a 503 (a logical solve cut
 * short is an answer, {@code "status": "timed out"}, with the steps found). Thread-safe (it keeps only
 * an immutable solver).
 */
final class PuzzleApi {

    /** The largest {@code cap} of {@code /api/count}: counting a million solutions takes about a second. */
    static final long MAX_CAP = 1_000_000;

    private static final String LEVELS = Arrays.stream(Level.values()).map(Level::word).collect(Collectors.joining(", "));

    /** The fields of every endpoint: the layout of the puzzle, or of the one to make. */
    private static final AllowedFields LAYOUT = AllowedFields.of("shape", "variant", "regions");

    /** The fields each endpoint takes; any other is refused, so that a misspelt one is not taken as absent. */
    static final AllowedFields SOLVE_FIELDS = AllowedFields.of("puzzle", "fpuzzles", "ignore").and(LAYOUT);
    static final AllowedFields COUNT_FIELDS = SOLVE_FIELDS.and(AllowedFields.of("cap"));
    static final AllowedFields CHECK_FIELDS = SOLVE_FIELDS.and(AllowedFields.of("entries"));
    static final AllowedFields CANDIDATES_FIELDS = SOLVE_FIELDS.and(AllowedFields.of("cap"));
    static final AllowedFields HINT_FIELDS = SOLVE_FIELDS.and(AllowedFields.of("entries", "eliminated", "pencilmarks", "level"));
    static final AllowedFields EXPLAIN_FIELDS = SOLVE_FIELDS.and(AllowedFields.of("pencilmarks"));
    static final AllowedFields RATE_FIELDS = SOLVE_FIELDS;
    static final AllowedFields CANON_FIELDS = SOLVE_FIELDS;
    static final AllowedFields GENERATE_FIELDS = AllowedFields.of("difficulty", "symmetry", "minimal", "seed").and(LAYOUT);

    private final LogicalSolver solver;
    private final Generator generator = new Generator();
    private final Duration timeLimit;

    PuzzleApi(Duration timeLimit) {
        this.solver = new LogicalSolver(Techniques.all(), timeLimit).withUniqueness(true);
        this.timeLimit = timeLimit;
    }

    /**
     * {@code {"puzzle": ..., "layout": {...}, "status": "solved", "solution": ..., "unique": true}}; puzzle
     * and solution are lines of the layout's size, digits from 10 up as letters.
     */
    record Solved(String puzzle, LayoutView layout, List<ConstraintView> constraints, String status, String solution, Boolean unique) {
    }

    Solved solve(ApiRequest request, Deadline deadline) {
        Puzzle puzzle = request.puzzle();
        LayoutView layout = LayoutView.of(puzzle.layout());
        List<ConstraintView> constraints = ConstraintView.ofAll(puzzle.constraints());
        SolveResult result = search(Sudoku.count(puzzle, 2, deadline));
        if (result.status() != SolveStatus.SOLVED) {
            return new Solved(puzzle.givens().toString(), layout, constraints, Verdict.NO_SOLUTION.word(), null, null);
        }
        return new Solved(puzzle.givens().toString(), layout, constraints, Verdict.SOLVED.word(), result.solution().orElseThrow().toString(),
                result.count() == 1);
    }

    /** {@code {"puzzle": ..., "solutions": 2, "capped": true, "text": "2+"}}. */
    record Counted(String puzzle, LayoutView layout, List<ConstraintView> constraints, long solutions, boolean capped, String text) {
    }

    Counted count(ApiRequest request, Deadline deadline) {
        Puzzle puzzle = request.puzzle();
        long cap = request.number("cap", 2, 1, MAX_CAP);
        SolveResult result = search(Sudoku.count(puzzle, cap, deadline));
        return new Counted(puzzle.givens().toString(), LayoutView.of(puzzle.layout()), ConstraintView.ofAll(puzzle.constraints()),
                result.count(), result.reachedCap(),
                result.count() + (result.reachedCap() ? "+" : ""));
    }

    /** The largest {@code cap} of {@code /api/candidates}: each candidate's solutions are counted apart. */
    static final long MAX_CANDIDATE_CAP = 100;

    /**
     * {@code {"puzzle": ..., "status": "unique", "candidates": ["1", "24", ...], "counts": [{"2": 1, "4": 3}, ...]}}:
     * the digits some solution puts in each cell, row by row, and (with a cap above 1) in how many
     * solutions each appears, up to the cap; both absent when there is no solution.
     */
    record Candidates(String puzzle, LayoutView layout, List<ConstraintView> constraints, String status, List<String> candidates,
            List<Map<String, Long>> counts, long cap) {
    }

    Candidates candidates(ApiRequest request, Deadline deadline) {
        Puzzle puzzle = request.puzzle();
        long cap = request.number("cap", 1, 1, MAX_CANDIDATE_CAP);
        TrueCandidates found = Sudoku.trueCandidates(puzzle, cap, deadline);
        LayoutView layout = LayoutView.of(puzzle.layout());
        List<ConstraintView> constraints = ConstraintView.ofAll(puzzle.constraints());
        if (found.status() == SolveStatus.TIMED_OUT) {
            throw tookTooLong();
        }
        if (found.status() != SolveStatus.SOLVED) {
            return new Candidates(puzzle.givens().toString(), layout, constraints, Verdict.NO_SOLUTION.word(), null, null, cap);
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
        return new Candidates(puzzle.givens().toString(), layout, constraints, Verdict.ofCount(found.solutionsSeen()).word(), cells, counts, cap);
    }

    /**
     * {@code {"puzzle": ..., "status": "unique", "wrong": ["r1c2"], "conflicts": [...]}}: whether the
     * puzzle is proper and, given the player's {@code entries}, which of them differ from the solution
     * and which repeat a digit.
     */
    record Checked(String puzzle, LayoutView layout, String status, List<String> wrong, List<ConflictView> conflicts) {
    }

    /** {@code {"text": "digit 4 appears twice in box 5: r5c4 and r6c6", "cells": ["r5c4", "r6c6"]}}. */
    record ConflictView(String text, List<String> cells) {
    }

    Checked check(ApiRequest request, Deadline deadline) {
        Puzzle puzzle = request.puzzle();
        Grid givens = puzzle.givens();
        LayoutView layout = LayoutView.of(puzzle.layout());
        Optional<Grid> entries = entries(request, puzzle);
        SolveResult result = search(Sudoku.count(puzzle, 2, deadline));
        String status = (result.status() != SolveStatus.SOLVED ? Verdict.NO_SOLUTION : Verdict.ofCount(result.count())).word();
        if (entries.isEmpty()) {
            return new Checked(givens.toString(), layout, status, null, null);
        }
        List<String> wrong = result.count() == 1 ? wrongEntries(givens, entries.get(), result.solution().orElseThrow()) : null;
        List<ConflictView> conflicts = GridValidator.conflicts(new Puzzle(puzzle.layout(), entries.get())).stream()
                .map(c -> new ConflictView(c.toString(), List.of(c.first().toString(), c.second().toString()))).toList();
        return new Checked(givens.toString(), layout, status, wrong, conflicts);
    }

    /**
     * {@code {"layout": {...}, "status": "step", "step": {...}, "text": ...}}: the next logical step from
     * the player's position, or why there is none ({@code solved}, {@code no step}, {@code wrong entries},
     * {@code no solution}). The {@code text} of a step is told at the {@code level} asked (1 to 3, as
     * {@code nonet hint --level}); the {@code step} is always whole.
     */
    record Hint(LayoutView layout, String status, String text, StepView step, List<String> wrong) {
    }

    Hint hint(ApiRequest request, Deadline deadline) {
        HintLevel detail = HintLevel.of((int) request.number("level", HintLevel.STEP.number(), HintLevel.WHERE.number(),
                HintLevel.STEP.number()));
        Optional<MarkedGrid> pencilmarks = pencilmarksAlone(request);
        CandidateGrid marks;
        boolean unique;
        if (pencilmarks.isPresent()) {
            marks = CandidateGrid.of(pencilmarks.get());
            unique = LogicalSolver.isKnownUnique(pencilmarks.get(), deadline);
        } else {
            Puzzle puzzle = request.puzzleOfHouses("/api/hint");
            LayoutView layout = LayoutView.of(puzzle.layout());
            Grid position = entries(request, puzzle).orElse(puzzle.givens());
            SolveResult result = search(Sudoku.count(puzzle, 2, deadline));
            if (result.status() != SolveStatus.SOLVED) {
                return new Hint(layout, HintStatus.NO_SOLUTION.word(), HintStatus.NO_SOLUTION.sentence(), null, null);
            }
            unique = result.count() == 1;
            List<String> wrong = unique ? wrongEntries(puzzle.givens(), position, result.solution().orElseThrow()) : List.of();
            if (!wrong.isEmpty()) {
                return new Hint(layout, HintStatus.WRONG_ENTRIES.word(), String.join(", ", wrong) + (wrong.size() == 1 ? " is" : " are")
                        + " wrong: clear " + (wrong.size() == 1 ? "it" : "them") + " first", null, wrong);
            }
            marks = CandidateGrid.of(new Puzzle(puzzle.layout(), position));
            for (ApiRequest.Placed e : request.candidates("eliminated", puzzle.givens().shape())) {
                marks.eliminate(e.cell(), e.digit());
            }
        }
        LayoutView layout = LayoutView.of(marks.layout());
        if (marks.isSolved()) {
            return new Hint(layout, HintStatus.SOLVED.word(), HintStatus.SOLVED.sentence(), null, null);
        }
        Optional<Step> next;
        try {
            next = solver.nextStep(marks, unique, deadline);
        } catch (StoppedException e) {
            throw tookTooLong();
        }
        return next.map(s -> new Hint(layout, HintStatus.STEP.word(), detail.text(s), StepView.of(s, marks.layout()), null))
                .orElseGet(() -> new Hint(layout, HintStatus.NO_STEP.word(), HintStatus.NO_STEP.sentence(), null, null));
    }

    /**
     * {@code {"puzzle": ..., "layout": {...}, "status": "solved", "text": "solved in 45 steps", "steps": [...],
     * "rating": {...}}}.
     */
    record Explained(String puzzle, LayoutView layout, String status, String text, List<StepView> steps, String end,
                     RatingView rating) {
    }

    /** The SE rater for a puzzle: with the uniqueness techniques only if it has one solution. */
    private static SeRater uniqueRater(Puzzle puzzle) {
        SeRater rater = new SeRater();
        return puzzle.layout().isClassic() && Sudoku.isUnique(puzzle) ? rater : rater.withoutUniqueness();
    }

    Explained explain(ApiRequest request, Deadline deadline) {
        Optional<MarkedGrid> pencilmarks = pencilmarksAlone(request);
        LogicalResult result;
        String puzzle;
        RatingView rating;
        // Nonet's path first, the answer's substance; SE's rating in the time left, else the path's own.
        if (pencilmarks.isPresent()) {
            MarkedGrid position = pencilmarks.get();
            CandidateGrid marks = CandidateGrid.of(position);
            puzzle = marks.toPencilmarks();
            // the uniqueness techniques only where the givens or the position itself are known to have one solution
            boolean unique = LogicalSolver.isKnownUnique(position, deadline);
            result = solver.solve(marks, unique, deadline);
            rating = RatingView.shown(marks, result.rating(), deadline, unique ? new SeRater() : new SeRater().withoutUniqueness());
        } else {
            Puzzle given = request.puzzleOfHouses("/api/explain");
            puzzle = given.givens().toString();
            result = solver.solve(given, deadline);
            rating = RatingView.shown(CandidateGrid.of(given), result.rating(), deadline, uniqueRater(given));
        }
        Layout layout = result.end().layout();
        String end = result.status() == LogicalStatus.SOLVED ? null : result.end().toPencilmarks();
        return new Explained(puzzle, LayoutView.of(layout), result.status().word(), OutcomeText.of(result, timeLimit),
                StepView.of(result.path(), layout), end, rating);
    }

    /**
     * {@code {"puzzle": ..., "layout": {...}, "status": "solved", "text": "4.2 hard XY-Wing", "steps": 51,
     * "rating": {...}}}.
     */
    record Rated(String puzzle, LayoutView layout, String status, String text, Integer steps, RatingView rating) {
    }

    Rated rate(ApiRequest request, Deadline deadline) {
        Puzzle puzzle = request.puzzleOfHouses("/api/rate");
        String givens = puzzle.givens().toString();
        LayoutView layout = LayoutView.of(puzzle.layout());
        SolveResult check = search(Sudoku.count(puzzle, 2, deadline));
        if (check.status() != SolveStatus.SOLVED) {
            String none = Verdict.NO_SOLUTION.word();
            return new Rated(givens, layout, none, none, null, null);
        }
        if (!check.isUnique()) { // a rating is of the one solution's path; logic alone would only get stuck
            String multiple = Verdict.MULTIPLE_SOLUTIONS.word(); // as nonet rate and minimize word it
            return new Rated(givens, layout, multiple, multiple, null, null);
        }
        if (puzzle.layout().isClassic()) {
            SeRating rating = new SeRater().rate(Board.parse(givens), deadline, false);
            // as nonet rate words it; a rating cut short by the deadline has no numbers to show
            RatingView view = rating.status() == SeRating.Status.STOPPED ? null : RatingView.of(rating);
            return new Rated(givens, layout, OutcomeText.status(rating).word(), OutcomeText.rated(rating), rating.stepCount(), view);
        }
        LogicalResult result = solver.solve(puzzle, deadline);
        return new Rated(givens, layout, result.status().word(), OutcomeText.rated(result), result.path().size(),
                RatingView.of(result.rating()));
    }

    /**
     * {@code {"puzzle": ..., "layout": {...}, "solution": ..., "rating": {...}, "seed": 42, "text": ...}}: a
     * new puzzle with one solution, on the layout whose fields the page sends back to play it. A killer has
     * {@code cages} after its layout and {@code searchRating} in place of {@code rating}.
     */
    record Generated(String puzzle, LayoutView layout, List<Cage> cages, String solution, RatingView rating, SearchRated searchRating,
            long seed, String text) {
    }

    /** A killer cage: {@code {"sum": 10, "cells": ["r1c1", "r1c2"]}}. */
    record Cage(Integer sum, List<String> cells) {
    }

    /** A killer's level by the constraint search's guesses ({@link SearchRating}): {@code {"level": "medium", "guesses": 12}}. */
    record SearchRated(String level, long guesses) {
    }

    /** The {@code variant} that asks {@code /api/generate} for a killer: not a layout, a request of its own. */
    private static final String KILLER = "killer";

    /**
     * A new puzzle of the layout ({@code shape}, {@code variant}, {@code regions}), {@code difficulty},
     * {@code symmetry} and {@code minimal} asked, from {@code seed} when given (the same seed gives the
     * same puzzle). Without a difficulty any puzzle will do: its rating is {@code extreme} when logic
     * gets stuck on it. A jigsaw without {@code regions} gets a region map drawn at random, which the
     * answer's layout carries. {@code "variant": "killer"} makes a classic 9x9 killer: its cages come in
     * the answer, its level (easy, medium or hard) by the constraint search's guesses.
     *
     * @throws ApiError 503 when no such puzzle turned up within the time limit
     */
    Generated generate(ApiRequest request, Deadline deadline) {
        GenerationRequest.Builder wanted = GenerationRequest.builder().rated(true).timeout(timeLimit);
        boolean killer = request.namesVariant(KILLER);
        try {
            wanted.killer(killer).layout(request.layoutSpecWithout(KILLER));
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest(e.getMessage());
        }
        if (request.has("difficulty")) {
            wanted.difficulty(level(request.text("difficulty")));
        }
        if (request.has("symmetry")) {
            try {
                wanted.symmetry(Symmetry.parse(request.text("symmetry")));
            } catch (IllegalArgumentException e) {
                throw ApiError.badRequest("\"symmetry\": " + e.getMessage());
            }
        }
        wanted.minimal(request.flag("minimal"));
        if (request.has("seed")) {
            wanted.seed(request.number("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE));
        }
        GenerationRequest asked;
        try {
            asked = wanted.build();
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest(e.getMessage());
        }
        List<GeneratedPuzzle> made = new ArrayList<>();
        GenerationReport report = generator.generate(asked, 1, made::add, deadline);
        if (made.isEmpty()) {
            throw new ApiError(503, "no such puzzle turned up within the limit of " + DurationText.of(timeLimit) + ": " + report.message(), Map.of());
        }
        GeneratedPuzzle puzzle = made.get(0);
        return new Generated(puzzle.puzzle().givens().toString(), LayoutView.of(puzzle.puzzle().layout()),
                killer ? cages(puzzle.puzzle()) : null, puzzle.solution().toString(), RatingView.of(puzzle).orElse(null),
                puzzle.searchRating().map(r -> new SearchRated(r.level().word(), r.guesses())).orElse(null), report.seed(), report.message());
    }

    /** The killer cages of {@code puzzle}, in its order. */
    private static List<Cage> cages(Puzzle puzzle) {
        List<Cage> cages = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof KillerCage cage) {
                cages.add(new Cage(cage.sum().isPresent() ? cage.sum().getAsInt() : null, cage.cells().stream().map(Cell::toString).toList()));
            }
        }
        return cages;
    }

    /**
     * {@code {"puzzle": ..., "canonical": ..., "transform": "rows=... cols=... digits=...",
     * "automorphisms": 1}}: the minlex form, the transform that takes the puzzle to it, and how many
     * cell maps leave the puzzle as it is. Classic 9x9 only (400 for another layout).
     */
    record Canonicalized(String puzzle, String canonical, String transform, long automorphisms) {
    }

    Canonicalized canon(ApiRequest request, Deadline deadline) {
        Puzzle puzzle = request.puzzleOfHouses("/api/canon");
        Canonical canonical;
        try {
            canonical = Minlex.canonical(puzzle);
        } catch (IllegalArgumentException otherLayout) {
            throw ApiError.badRequest(otherLayout.getMessage());
        }
        return new Canonicalized(puzzle.givens().toString(), canonical.form().givens().toString(),
                canonical.transform().toString(), canonical.automorphisms());
    }

    /** {@code result}, unless the search was cut short by its deadline: then the request took too long. */
    private SolveResult search(SolveResult result) {
        if (result.status() == SolveStatus.TIMED_OUT) {
            throw tookTooLong();
        }
        return result;
    }

    /**
     * A 503 without {@code Retry-After}: the same request would run out of time again, so the client
     * should ask for less rather than try again soon.
     */
    private ApiError tookTooLong() {
        return new ApiError(503, "the work took longer than the server's limit of " + DurationText.of(timeLimit)
                + " and was stopped; ask for less (a puzzle with more givens, a smaller cap)", Map.of());
    }

    private static Level level(String name) {
        return Level.ofWord(name).orElseThrow(() -> ApiError.badRequest("\"difficulty\" must be one of " + LEVELS + ", not '" + name + "'"));
    }

    /** The player's entries: a grid holding every given, and digits of their own elsewhere. */
    private static Optional<Grid> entries(ApiRequest request, Puzzle given) {
        Grid puzzle = given.givens();
        Optional<Grid> entries = request.grid("entries", given);
        entries.ifPresent(e -> {
            for (int i = 0; i < puzzle.shape().cellCount(); i++) {
                if (puzzle.get(i) != 0 && e.get(i) != puzzle.get(i)) {
                    Cell cell = puzzle.shape().cell(i);
                    throw new ApiError(400, "entries: " + cell + " holds " + (e.get(i) == 0 ? "nothing" : DigitSymbols.of(e.get(i)))
                            + ", but the puzzle gives " + DigitSymbols.of(puzzle.get(i)), Map.of("cells", List.of(cell.toString())));
                }
            }
        });
        return entries;
    }

    /** The cells the player filled with a digit other than the solution's. */
    private static List<String> wrongEntries(Grid puzzle, Grid entries, Grid solution) {
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < puzzle.shape().cellCount(); i++) {
            if (puzzle.get(i) == 0 && entries.get(i) != 0 && entries.get(i) != solution.get(i)) {
                wrong.add(puzzle.shape().cell(i).toString());
            }
        }
        return wrong;
    }

    /** The request's pencil marks when it has them instead of a puzzle. */
    private static Optional<MarkedGrid> pencilmarksAlone(ApiRequest request) {
        if (request.has("pencilmarks") && request.has("puzzle")) {
            throw ApiError.badRequest("send a \"puzzle\" or \"pencilmarks\", not both");
        }
        return request.pencilmarks();
    }
}
