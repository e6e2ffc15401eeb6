package dev.nonet.server;

import dev.nonet.canon.Canonical;
import dev.nonet.canon.Minlex;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationReport;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.NoGridException;
import dev.nonet.generate.Symmetry;
import dev.nonet.generate.VariantKind;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.hint.Hinter;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.server.Requests.CandidatesRequest;
import dev.nonet.server.Requests.CheckRequest;
import dev.nonet.server.Requests.CountRequest;
import dev.nonet.server.Requests.ExplainRequest;
import dev.nonet.server.Requests.GenerateRequest;
import dev.nonet.server.Requests.HintRequest;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Technique;
import dev.nonet.rating.NonetPath;
import dev.nonet.rating.RatingOptions;
import dev.nonet.rating.RatingResult;
import dev.nonet.rating.Ratings;
import dev.nonet.reason.RulePath;
import dev.nonet.reason.RuleSolver;
import dev.nonet.se.SeRater;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Solutions;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.TrueCandidates;
import dev.nonet.validation.Conflict;
import dev.nonet.validation.GridValidator;
import dev.nonet.view.CandidatesView;
import dev.nonet.view.CanonView;
import dev.nonet.view.CheckView;
import dev.nonet.view.ConflictView;
import dev.nonet.view.ConflictsView;
import dev.nonet.view.CountView;
import dev.nonet.view.ExplainView;
import dev.nonet.view.FPuzzlesView;
import dev.nonet.view.GenerateView;
import dev.nonet.view.ConstraintView;
import dev.nonet.view.DurationText;
import dev.nonet.view.HintLevel;
import dev.nonet.view.HintView;
import dev.nonet.view.LayoutView;
import dev.nonet.view.OutcomeText;
import dev.nonet.view.RateView;
import dev.nonet.view.SolveView;
import dev.nonet.view.RatingView;
import dev.nonet.view.StepView;
import dev.nonet.view.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
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

    /** The puzzle's solution, and whether it is the only one. */
    SolveView solve(PuzzleFields request, Deadline deadline) {
        Puzzle puzzle = request.read();
        return SolveView.of(puzzle, search(Sudoku.count(puzzle, 2, deadline)));
    }

    /** How many solutions the puzzle has, up to the request's cap. */
    CountView count(CountRequest request, Deadline deadline) {
        Puzzle puzzle = request.posed().read();
        return CountView.of(puzzle, search(Sudoku.count(puzzle, request.cap(), deadline)));
    }

    /** The largest {@code cap} of {@code /api/candidates}: each candidate's solutions are counted apart. */
    static final long MAX_CANDIDATE_CAP = 100;

    /**
     * The digits some solution puts in each cell, each counted up to the request's cap. A search the limit
     * cuts short answers all the same once it has met solutions that differ: the puzzle is not unique,
     * which is what a setter asks first, and the candidates met are marked partial.
     */
    CandidatesView candidates(CandidatesRequest request, Deadline deadline) {
        Puzzle puzzle = request.posed().read();
        TrueCandidates found = Sudoku.trueCandidates(puzzle, request.cap(), deadline);
        if (found.status() == SolveStatus.TIMED_OUT && found.solutionsSeen() < 2) {
            throw tookTooLong();
        }
        return CandidatesView.of(puzzle, found, request.cap());
    }

    /** Whether the puzzle is proper and, given the player's entries, which are wrong and which rules they break. */
    CheckView check(CheckRequest request, Deadline deadline) {
        PuzzleRecord.Parsed posed = request.posed().parsed();
        Puzzle puzzle = posed.puzzle();
        Grid givens = puzzle.givens();
        LayoutView layout = LayoutView.of(puzzle.layout());
        List<ConstraintView> constraints = ConstraintView.ofAll(puzzle.constraints());
        FPuzzlesView fpuzzles = posed.fpuzzle().map(FPuzzlesView::of).orElse(null);
        Optional<Grid> entries = entries(request.entries(), puzzle);
        SolveResult result = search(Sudoku.count(puzzle, 2, deadline));
        String status = (result.status() != SolveStatus.SOLVED ? Verdict.NO_SOLUTION : Verdict.ofCount(result.count())).word();
        if (entries.isEmpty()) {
            return new CheckView(givens.toString(), layout, constraints, status, null, null, fpuzzles);
        }
        List<String> wrong = result.count() == 1 ? Hinter.wrongEntries(givens, entries.get(), result.solution().orElseThrow()).stream().map(Cell::toString).toList() : null;
        return new CheckView(givens.toString(), layout, constraints, status, wrong, conflicts(puzzle, entries.get(), deadline), fpuzzles);
    }

    /**
     * The rules the player's {@code entries} (the givens when absent) break, as {@code /api/check} names
     * them, without its search: no solving, so it answers in milliseconds (a puzzle of thousands of long
     * lines may take until the deadline).
     */
    ConflictsView conflicts(CheckRequest request, Deadline deadline) {
        Puzzle puzzle = request.posed().read();
        return new ConflictsView(conflicts(puzzle, entries(request.entries(), puzzle).orElse(puzzle.givens()), deadline));
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
            found.add(ConflictView.of(c));
        }
        List<Constraint> broken;
        try {
            broken = GridValidator.brokenConstraints(new Puzzle(puzzle.layout(), grid, puzzle.constraints()), deadline);
        } catch (StoppedException e) {
            throw tookTooLong();
        }
        for (Constraint c : broken) {
            found.add(ConflictView.broken(c, grid));
        }
        return found;
    }

    /**
     * The next step from the player's position, or why there is none, as {@link Hinter} decides it for
     * {@code nonet hint} too; {@link HintView} tells what the JSON holds. The {@code text} of a step is
     * told at the {@code level} asked (1 to 3, as {@code nonet hint --level}), {@code texts} at every
     * level, so that a page can build a hint up without asking again; the {@code step} is always whole.
     */
    HintView hint(HintRequest request, Deadline deadline) {
        HintLevel detail = HintLevel.of(request.level().intValue());
        Optional<MarkedGrid> pencilmarks = request.posed().instead(request.pencilmarks());
        try {
            if (pencilmarks.isPresent()) {
                return HintView.of(hinter.hint(pencilmarks.get(), deadline), pencilmarks.get().puzzle().layout(), detail);
            }
            Puzzle puzzle = request.posed().read();
            Grid entries = entries(request.entries(), puzzle).orElse(puzzle.givens());
            List<Candidate> eliminated = request.eliminatedOn(puzzle.givens().shape());
            return HintView.of(hinter.hint(puzzle, entries, eliminated, deadline), puzzle.layout(), detail);
        } catch (StoppedException e) {
            throw tookTooLong();
        }
    }

    /**
     * Nonet's logical path through the puzzle (or the position of its pencil marks), with its rating; for a
     * puzzle with constraints, the rule solver's path and its rating.
     */
    ExplainView explain(ExplainRequest request, Deadline deadline) {
        Optional<MarkedGrid> pencilmarks = request.posed().instead(request.pencilmarks());
        Puzzle given = pencilmarks.isEmpty() ? request.posed().read() : null;
        if (given != null && given.hasConstraints()) {
            return explainRules(given, deadline);
        }
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
            marks = CandidateGrid.of(given);
            puzzle = given.givens().toString();
            solutions = Ratings.solutionsToExplain(given, deadline);
            result = solver.solve(given, solutions, deadline);
        }
        RatingView rating = RatingView.of(Ratings.besidePath(marks, solutions, result, rating(), deadline));
        Layout layout = result.end().layout();
        String end = result.status() == LogicalStatus.SOLVED ? null : result.end().toPencilmarks();
        return new ExplainView(puzzle, LayoutView.of(layout), result.status().word(), OutcomeText.of(result, timeLimit),
                StepView.of(result.path(), layout), end, rating);
    }

    /** The rule solver's path through a puzzle with constraints, with the rating of that path. */
    private ExplainView explainRules(Puzzle puzzle, Deadline deadline) {
        RulePath path = new RuleSolver(timeLimit).solve(puzzle, deadline);
        Layout layout = puzzle.layout();
        String end = path.status() == LogicalStatus.SOLVED ? null : path.end().toPencilmarks();
        return new ExplainView(puzzle.givens().toString(), LayoutView.of(layout), path.status().word(), OutcomeText.of(path, timeLimit),
                StepView.ofRules(path.path(), layout), end, RatingView.of(path.rating()));
    }

    /**
     * {@code {"puzzle": ..., "layout": {...}, "status": "solved", "text": "4.2 hard XY-Wing", "steps": 51,
     * "rating": {...}}}: the {@link RateView} that {@code nonet rate --json} writes its fields from.
     */
    RateView rate(PuzzleFields request, Deadline deadline) {
        Puzzle puzzle = request.read();
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

    /** The {@code variant} that asks {@code /api/generate} for a killer: not a layout, a request of its own. */
    private static final String KILLER = "killer";

    /** The {@code variant} names that ask for puzzles of their own rather than layouts: killer and the variant kinds. */
    private static final List<String> OWN_VARIANTS = Stream.concat(Stream.of(KILLER), Stream.of(VariantKind.values()).map(VariantKind::id)).toList();

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
    GenerateView generate(GenerateRequest request, Deadline deadline) {
        GenerationRequest.Builder wanted = GenerationRequest.builder().rated(true).timeout(timeLimit);
        boolean killer = request.layout().namesVariant(KILLER);
        Set<VariantKind> kinds = request.layout().variantKinds();
        try {
            wanted.killer(killer).variants(kinds).layout(request.layout().specWithout(OWN_VARIANTS, Set.of()));
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest(e.getMessage());
        }
        if (request.difficulty() != null) {
            wanted.difficulty(level(request.difficulty()));
        }
        if (request.symmetry() != null) {
            try {
                wanted.symmetry(Symmetry.parse(request.symmetry()));
            } catch (IllegalArgumentException e) {
                throw ApiError.badRequest("\"symmetry\": " + e.getMessage());
            }
        }
        wanted.minimal(request.minimal());
        if (request.clues() != null) {
            wanted.clues(request.clues());
        }
        if (kinds.isEmpty() && !killer) {
            request.require().forEach(name -> wanted.require(technique("require", name)));
        } else {
            request.require().forEach(wanted::requireStep); // the rule solver's step names, checked by the request
        }
        request.exclude().forEach(name -> wanted.exclude(technique("exclude", name)));
        if (request.seed() != null) {
            wanted.seed(request.seed());
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
        return GenerateView.of(made.get(0), report, killer);
    }

    /** The puzzle's minlex form, the transform that takes it there and its automorphisms: classic 9x9 only (400 for another layout). */
    CanonView canon(PuzzleFields request, Deadline deadline) {
        Puzzle puzzle = request.readOfHouses("/api/canon");
        Canonical canonical;
        try {
            canonical = Minlex.canonical(puzzle);
        } catch (IllegalArgumentException otherLayout) {
            throw ApiError.badRequest(otherLayout.getMessage());
        }
        return CanonView.of(puzzle, canonical);
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

    /** The classic technique {@code name} names in {@code field}, as {@code nonet generate --require} reads it. */
    private static Technique technique(String field, String name) {
        return Technique.named(name).orElseThrow(() -> ApiError.badRequest("\"" + field + "\": no technique is called '"
                + ErrorText.excerpt(name) + "'; the names are those of nonet explain --technique, for example XY_WING or \"X-Wing\""));
    }

    private static Level level(String name) {
        return Level.ofWord(name).orElseThrow(() -> ApiError.badRequest("\"difficulty\" must be one of " + LEVELS + ", not '"
                + ErrorText.excerpt(name) + "'"));
    }

    /** The player's entries: a grid holding every given, and digits of their own elsewhere. */
    private static Optional<Grid> entries(String text, Puzzle given) {
        Grid puzzle = given.givens();
        Optional<Grid> entries = Optional.ofNullable(text).map(t -> PuzzleText.grid("entries", t, given));
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
}
