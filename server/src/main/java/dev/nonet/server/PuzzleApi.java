package dev.nonet.server;

import dev.nonet.canon.Canonical;
import dev.nonet.canon.Minlex;
import dev.nonet.format.FPuzzle;
import dev.nonet.format.LzString;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationReport;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.NoGridException;
import dev.nonet.generate.SearchRating;
import dev.nonet.generate.Symmetry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.hint.Hinter;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.rating.NonetPath;
import dev.nonet.rating.RatingOptions;
import dev.nonet.rating.RatingResult;
import dev.nonet.rating.Ratings;
import dev.nonet.se.SeRater;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Solutions;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.TrueCandidates;
import dev.nonet.validation.Conflict;
import dev.nonet.validation.GridValidator;
import dev.nonet.view.CageView;
import dev.nonet.view.ConstraintView;
import dev.nonet.view.DurationText;
import dev.nonet.view.HintLevel;
import dev.nonet.view.HintView;
import dev.nonet.view.LayoutView;
import dev.nonet.view.OutcomeText;
import dev.nonet.view.RateView;
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
    /** {@code /api/conflicts} takes what {@code /api/check} takes, and names the conflicts as it does. */
    static final AllowedFields CONFLICTS_FIELDS = CHECK_FIELDS;
    static final AllowedFields CANDIDATES_FIELDS = SOLVE_FIELDS.and(AllowedFields.of("cap"));
    static final AllowedFields HINT_FIELDS = SOLVE_FIELDS.and(AllowedFields.of("entries", "eliminated", "pencilmarks", "level"));
    static final AllowedFields EXPLAIN_FIELDS = SOLVE_FIELDS.and(AllowedFields.of("pencilmarks"));
    static final AllowedFields RATE_FIELDS = SOLVE_FIELDS;
    static final AllowedFields CANON_FIELDS = SOLVE_FIELDS;
    static final AllowedFields GENERATE_FIELDS = AllowedFields.of("difficulty", "symmetry", "minimal", "clues", "seed").and(LAYOUT);

    private final SeRater seRater;
    private final LogicalSolver solver;
    private final Hinter hinter;
    private final Generator generator = new Generator();
    private final Duration timeLimit;

    /** The API of a server whose {@code workers} each compute for at most {@code timeLimit}. */
    PuzzleApi(Duration timeLimit, int workers) {
        int threads = searchThreads(Runtime.getRuntime().availableProcessors(), workers, Runtime.getRuntime().maxMemory());
        this.seRater = new SeRater().withThreads(threads);
        this.solver = NonetPath.solver(timeLimit, threads).withUniqueness(true);
        this.hinter = new Hinter(solver);
        this.timeLimit = timeLimit;
    }

    /**
     * The threads that share one request's search for Sudoku Explainer's chains ({@link SeRater#withThreads}):
     * one per core, since a page asks about one puzzle at a time; but no more than let every worker's
     * rating fit in half of a heap of {@code heapBytes} at once, each holding up to
     * {@link SeRater#BYTES_PER_THREAD} for each of its threads and one more (at least one thread).
     */
    static int searchThreads(int cores, int workers, long heapBytes) {
        long perWorker = heapBytes / 2 / SeRater.BYTES_PER_THREAD / workers;
        return (int) Math.max(1, Math.min(cores, perWorker - 1));
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
     * {@code {"puzzle": ..., "layout": {...}, "constraints": [...], "status": "unique", "wrong": ["r1c2"],
     * "conflicts": [...], "fpuzzles": {...}}}: whether the puzzle is proper and, given the player's
     * {@code entries}, which of them differ from the solution and which rules they break; for a puzzle
     * read from the f-puzzles format, what the page needs to draw and share it ({@code fpuzzles}).
     */
    record Checked(String puzzle, LayoutView layout, List<ConstraintView> constraints, String status, List<String> wrong,
            List<ConflictView> conflicts, FPuzzlesView fpuzzles) {
    }

    /**
     * A rule a grid breaks: {@code {"text": "digit 4 appears twice in box 5: r5c4 and r6c6", "cells": ["r5c4",
     * "r6c6"], "kind": "box"}} for a house (its kind: row, column, box, region, diagonal, window or group),
     * {@code {"text": "breaks killercage 10 at r1c1 r1c2 r2c1", "cells": ["r1c1", "r1c2"], "kind":
     * "killercage"}} for a constraint (its f-puzzles kind; the cells it has filled).
     */
    record ConflictView(String text, List<String> cells, String kind) {
    }

    /**
     * What the f-puzzles format said beside the rules: {@code {"title": ..., "author": ..., "rules": ...,
     * "payload": "N4Ig...", "source": {...}}}; the {@code source} is the object as read, for the page to
     * draw, the {@code payload} its lz-string base64 compression, for links ({@code #fpuzzles=PAYLOAD}).
     */
    record FPuzzlesView(String title, String author, String rules, String payload, Map<String, Object> source) {

        static FPuzzlesView of(FPuzzle read) {
            return new FPuzzlesView(read.title(), read.author(), read.rules(), LzString.compressToBase64(read.json()), read.source());
        }
    }

    Checked check(ApiRequest request, Deadline deadline) {
        PuzzleRecord.Parsed posed = request.posed();
        Puzzle puzzle = posed.puzzle();
        Grid givens = puzzle.givens();
        LayoutView layout = LayoutView.of(puzzle.layout());
        List<ConstraintView> constraints = ConstraintView.ofAll(puzzle.constraints());
        FPuzzlesView fpuzzles = posed.fpuzzle().map(FPuzzlesView::of).orElse(null);
        Optional<Grid> entries = entries(request, puzzle);
        SolveResult result = search(Sudoku.count(puzzle, 2, deadline));
        String status = (result.status() != SolveStatus.SOLVED ? Verdict.NO_SOLUTION : Verdict.ofCount(result.count())).word();
        if (entries.isEmpty()) {
            return new Checked(givens.toString(), layout, constraints, status, null, null, fpuzzles);
        }
        List<String> wrong = result.count() == 1 ? Hinter.wrongEntries(givens, entries.get(), result.solution().orElseThrow()).stream().map(Cell::toString).toList() : null;
        return new Checked(givens.toString(), layout, constraints, status, wrong, conflicts(puzzle, entries.get(), deadline), fpuzzles);
    }

    /** {@code {"conflicts": [{"text": ..., "cells": [...], "kind": ...}, ...]}}: the rules a grid breaks. */
    record Conflicts(List<ConflictView> conflicts) {
    }

    /**
     * The rules the player's {@code entries} (the givens when absent) break, as {@code /api/check} names
     * them, without its search: no solving, so it answers in milliseconds (a puzzle of thousands of long
     * lines may take until the deadline).
     */
    Conflicts conflicts(ApiRequest request, Deadline deadline) {
        Puzzle puzzle = request.puzzle();
        return new Conflicts(conflicts(puzzle, entries(request, puzzle).orElse(puzzle.givens()), deadline));
    }

    /**
     * Every rule of {@code puzzle} that {@code grid} breaks: the digits repeated in a house, then the
     * constraints no filling of the open cells keeps ({@link GridValidator#brokenConstraints}: held to
     * its exact rule when its cells are all filled, else narrowed from the filled digits alone), by
     * {@code deadline}: thousands of long lines can take seconds to narrow.
     */
    private List<ConflictView> conflicts(Puzzle puzzle, Grid grid, Deadline deadline) {
        List<ConflictView> found = new ArrayList<>();
        for (Conflict c : GridValidator.conflicts(new Puzzle(puzzle.layout(), grid))) {
            found.add(new ConflictView(c.toString(), List.of(c.first().toString(), c.second().toString()), c.house().kind().word()));
        }
        List<Constraint> broken;
        try {
            broken = GridValidator.brokenConstraints(new Puzzle(puzzle.layout(), grid, puzzle.constraints()), deadline);
        } catch (StoppedException e) {
            throw tookTooLong();
        }
        for (Constraint c : broken) {
            List<String> filled = c.cells().stream().filter(cell -> grid.get(cell) != 0).map(Cell::toString).toList();
            found.add(new ConflictView("breaks " + c, filled, c.kind()));
        }
        return found;
    }

    /**
     * The next step from the player's position, or why there is none, as {@link Hinter} decides it for
     * {@code nonet hint} too; {@link HintView} tells what the JSON holds. The {@code text} of a step is
     * told at the {@code level} asked (1 to 3, as {@code nonet hint --level}), {@code texts} at every
     * level, so that a page can build a hint up without asking again; the {@code step} is always whole.
     */
    HintView hint(ApiRequest request, Deadline deadline) {
        HintLevel detail = HintLevel.of((int) request.number("level", HintLevel.STEP.number(), HintLevel.WHERE.number(),
                HintLevel.STEP.number()));
        Optional<MarkedGrid> pencilmarks = pencilmarksAlone(request);
        try {
            if (pencilmarks.isPresent()) {
                return HintView.of(hinter.hint(pencilmarks.get(), deadline), pencilmarks.get().puzzle().layout(), detail);
            }
            Puzzle puzzle = request.puzzle();
            Grid entries = entries(request, puzzle).orElse(puzzle.givens());
            List<Candidate> eliminated = request.candidates("eliminated", puzzle.givens().shape());
            return HintView.of(hinter.hint(puzzle, entries, eliminated, deadline), puzzle.layout(), detail);
        } catch (StoppedException e) {
            throw tookTooLong();
        }
    }

    /**
     * {@code {"puzzle": ..., "layout": {...}, "status": "solved", "text": "solved in 45 steps", "steps": [...],
     * "rating": {...}}}.
     */
    record Explained(String puzzle, LayoutView layout, String status, String text, List<StepView> steps, String end,
                     RatingView rating) {
    }

    Explained explain(ApiRequest request, Deadline deadline) {
        Optional<MarkedGrid> pencilmarks = pencilmarksAlone(request);
        CandidateGrid marks;
        Solutions solutions;
        LogicalResult result;
        String puzzle;
        // The solutions counted once, for the path and its rating; Nonet's path first, the answer's substance;
        // SE's rating in the time left, else the path's own (Ratings decides).
        if (pencilmarks.isPresent()) {
            MarkedGrid position = pencilmarks.get();
            marks = CandidateGrid.of(position);
            puzzle = marks.toPencilmarks();
            solutions = Ratings.solutionsToExplain(position, deadline);
            // the uniqueness techniques only where the givens or the position itself are known to have one solution
            result = solver.solve(marks, solutions.knownUnique(), deadline);
        } else {
            Puzzle given = request.puzzleOfHouses("/api/explain");
            marks = CandidateGrid.of(given);
            puzzle = given.givens().toString();
            solutions = Ratings.solutionsToExplain(given, deadline);
            result = solver.solve(given, solutions, deadline);
        }
        RatingView rating = RatingView.of(Ratings.besidePath(marks, solutions, result, rating(), deadline));
        Layout layout = result.end().layout();
        String end = result.status() == LogicalStatus.SOLVED ? null : result.end().toPencilmarks();
        return new Explained(puzzle, LayoutView.of(layout), result.status().word(), OutcomeText.of(result, timeLimit),
                StepView.of(result.path(), layout), end, rating);
    }

    /**
     * {@code {"puzzle": ..., "layout": {...}, "status": "solved", "text": "4.2 hard XY-Wing", "steps": 51,
     * "rating": {...}}}: the {@link RateView} that {@code nonet rate --json} writes its fields from.
     */
    RateView rate(ApiRequest request, Deadline deadline) {
        Puzzle puzzle = request.puzzleOfHouses("/api/rate");
        RatingResult result = Ratings.rate(puzzle, rating(), deadline);
        if (result instanceof RatingResult.Unrated unrated && unrated.reason() == RatingResult.Reason.TIMED_OUT) {
            throw tookTooLong(); // as every search cut short
        }
        return RateView.of(puzzle.givens().toString(), puzzle.layout(), result);
    }

    /** How this API rates: as {@code nonet rate} does, Nonet's path by this API's solver (its time limit). */
    private RatingOptions rating() {
        return RatingOptions.defaults().withSolver(solver).withSeRater(seRater);
    }

    /**
     * {@code {"puzzle": ..., "layout": {...}, "solution": ..., "rating": {...}, "seed": 42, "text": ...}}: a
     * new puzzle with one solution, on the layout whose fields the page sends back to play it. A killer has
     * {@code cages} after its layout and {@code searchRating} in place of {@code rating}.
     */
    record Generated(String puzzle, LayoutView layout, List<CageView> cages, String solution, RatingView rating, SearchRated searchRating,
            long seed, String text) {
    }

    /** A killer's level by the constraint search's guesses ({@link SearchRating}): {@code {"level": "medium", "guesses": 12}}. */
    record SearchRated(String level, long guesses) {
    }

    /** The {@code variant} that asks {@code /api/generate} for a killer: not a layout, a request of its own. */
    private static final String KILLER = "killer";

    /**
     * A new puzzle of the layout ({@code shape}, {@code variant}, {@code regions}), {@code difficulty},
     * {@code symmetry}, {@code minimal} and number of givens ({@code clues}: {@code "36..40"} makes an easy
     * puzzle feel easier) asked, from {@code seed} when given (the same seed gives the same puzzle).
     * Without a difficulty any puzzle will do: its rating is {@code extreme} when logic gets stuck on
     * it. A jigsaw without {@code regions} gets a region map drawn at random, which the
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
        if (request.has("clues")) {
            wanted.clues(request.clues("clues"));
        }
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
        GenerationReport report;
        try {
            report = generator.generate(asked, 1, made::add, deadline);
        } catch (NoGridException e) {
            throw ApiError.badRequest(e.getMessage());
        }
        if (made.isEmpty()) {
            throw new ApiError(503, "no such puzzle turned up within the limit of " + DurationText.of(timeLimit) + ": " + report.message(), Map.of());
        }
        GeneratedPuzzle puzzle = made.get(0);
        return new Generated(puzzle.puzzle().givens().toString(), LayoutView.of(puzzle.puzzle().layout()),
                killer ? CageView.ofAll(puzzle.puzzle()) : null, puzzle.solution().toString(), RatingView.of(puzzle).orElse(null),
                puzzle.searchRating().map(r -> new SearchRated(r.level().word(), r.guesses())).orElse(null), report.seed(), report.message());
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
        return Level.ofWord(name).orElseThrow(() -> ApiError.badRequest("\"difficulty\" must be one of " + LEVELS + ", not '"
                + ErrorText.excerpt(name) + "'"));
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

    /** The request's pencil marks when it has them instead of a puzzle. */
    private static Optional<MarkedGrid> pencilmarksAlone(ApiRequest request) {
        if (request.has("pencilmarks") && request.has("puzzle")) {
            throw ApiError.badRequest("send a \"puzzle\" or \"pencilmarks\", not both");
        }
        return request.pencilmarks();
    }
}
