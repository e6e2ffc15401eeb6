package dev.nonet.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.rating.NonetPath;
import dev.nonet.rating.RatingOptions;
import dev.nonet.rating.RatingResult;
import dev.nonet.rating.Ratings;
import dev.nonet.rating.Scale;
import dev.nonet.se.SeFamily;
import dev.nonet.se.SeRater;
import dev.nonet.view.RateView;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code nonet rate}: how hard each puzzle is for a person, one line per puzzle, in input order. Classic
 * puzzles get Sudoku Explainer's ER/EP/ED ({@link SeRater}); other layouts, or {@code --model nonet},
 * the rating of Nonet's own path. {@link Ratings} decides which, as for {@code /api/rate}, and the
 * output is written from the same {@link RateView}.
 */
@Command(
        name = "rate",
        mixinStandardHelpOptions = true,
        header = "Rate how hard each puzzle is to solve by logic, on Sudoku Explainer's scale.",
        versionProvider = VersionProvider.class,
        description = {
            "Rate every puzzle as Sudoku Explainer 1.2.1 (and its batch rater serate) does: its techniques in its order, chains rated by their length, and the three numbers the forums quote: ER (the hardest step), EP (the hardest step up to the first placed value) and ED (the first step). One line per input record, in input order:",
            "  8.3/1.2/1.2 extreme Region Forcing Chains   ER/EP/ED, the level of ER and the hardest technique, as SE names it",
            "  stuck extreme (after 12 steps)   no technique of the set applies before the grid is full (only with --techniques or --exclude)",
            "  timed out (after 40 steps)       --time-limit ran out; the run goes on",
            "  malformed: ..., invalid: ..., no solution: ..., multiple solutions: ...   records that are not puzzles with one solution",
            "With --min-er or --max-er only the puzzles whose ER is in range are written, each as the puzzle followed by its rating line (a filter); the summary counts the others as 'filtered out'. Records that are not puzzles with one solution still get their line.",
            "With --model nonet the rating is that of Nonet's own path, the one 'nonet explain' shows (named patterns such as kites and ALS; one number). Other sizes and variants (--shape, --variant, --regions, or by a line's length) are always rated so, since Sudoku Explainer's techniques are for classic 9x9; setters' puzzles (f-puzzles: killer cages, thermometers, ...) by the rule solver's path, which reasons about their constraints. See docs/TECHNIQUES.md for both scales and the levels.",
            "Classic positions with pencil marks, a sukaku among them (729 marks, HoDoKu's PM grid or PM lines, recognised by the first line), are rated from their candidates: Sudoku Explainer's rater starts from the given and placed digits and the open cells' candidates, as SukakuExplainer does; one with several solutions gets 'multiple solutions: line N'.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet rate puzzles.txt",
            "  nonet rate --json --time-limit 60 ../shared/data/top1465.txt",
            "  nonet rate --min-er 9 --max-er 9.9 ../shared/data/top1465.txt > fiendish.txt",
            "  nonet rate --exclude unique-rectangle-loop,bivalue-universal-grave --header puzzles.txt",
            "  nonet rate --model nonet --regions map.txt jigsaws.txt",
            "",
            "Exit codes: 0 every record is a puzzle with one solution (rated, stuck, timed out or filtered out); 1 some records malformed, invalid, unsolvable or with several solutions; 2 bad usage, unreadable input or unwritable output."
        })
final class RateCommand extends LayoutRecordCommand {

    static final String FILTERED = "filtered out";

    @Mixin
    private TimeLimitOption timeLimit;

    @Mixin
    private UniquenessOption uniqueness;

    @Option(names = "--json", description = "Write one JSON object per record: puzzle, status, steps (their count), model and rating (er, ep, ed, level, hardest, uses; with --model nonet: difficulty, level, hardest, uses).")
    private boolean json;

    @Option(names = "--model", paramLabel = "MODEL", converter = ScaleConverter.class, completionCandidates = ScaleConverter.class, description = "se (default): Sudoku Explainer's ER/EP/ED; nonet: the rating of Nonet's own path. Valid values: ${COMPLETION-CANDIDATES}.")
    private Scale model = Scale.SE; // the "scale" of every rating's JSON: one choice, one enum

    @Option(names = "--threads-per-puzzle", paramLabel = "N",
            description = "Threads that share each puzzle's search for Sudoku Explainer's forcing chains: the same rating, sooner on the hardest puzzles, for a few of them at a time (over many puzzles --threads gains more). Default: ${DEFAULT-VALUE}.")
    private int threadsPerPuzzle = 1;

    @Option(names = "--techniques", split = ",", paramLabel = "FAMILY",
            description = "Use only these of Sudoku Explainer's technique families (comma-separated; case, spaces and punctuation do not matter: hidden-single, pointing-claiming, xy-wing). 'nonet rate --techniques list' names them all.")
    private List<String> only;

    @Option(names = "--exclude", split = ",", paramLabel = "FAMILY", description = "Leave out these technique families (as --techniques).")
    private List<String> excluded;

    @Option(names = "--min-er", paramLabel = "ER", description = "Write only the puzzles whose ER is at least this (a filter).")
    private Double minEr;

    @Option(names = "--max-er", paramLabel = "ER", description = "Write only the puzzles whose ER is at most this (a filter).")
    private Double maxEr;

    @Option(names = "--header", description = "Begin the output with a line naming Nonet's version and the settings ('# nonet ...'; with --json, an object whose 'header' says so).")
    private boolean header;

    @Override
    public Integer call() {
        if (seRater() == null) {
            nonet.streams().out().println(
                    new SeRater().families().stream().map(SeFamily::displayName).collect(Collectors.joining("\n")));
            return ExitCode.OK;
        }
        checkRange();
        nonet.streams().out().print(preamble());
        return runBatch();
    }

    @Override
    OutputFormat requestedOutput() {
        return json ? OutputFormat.JSON : OutputFormat.LINE;
    }

    @Override
    RecordTask task(BatchRunner.Job job) {
        SeRater rater = seRater();
        if (rater == null) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--techniques list lists the families: run 'nonet rate --techniques list'");
        }
        checkRange();
        if (threadsPerPuzzle < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--threads-per-puzzle must be at least 1, not " + threadsPerPuzzle);
        }
        Duration limit = limit();
        // The count of solutions has no time limit; the rating has --time-limit, from when the count is done.
        RatingOptions options = RatingOptions.defaults().withScale(model).withSeRater(rater.withThreads(threadsPerPuzzle))
                .withSolver(NonetPath.solver(limit, threadsPerPuzzle)).withUniqueness(!uniqueness.off).withTimeLimit(limit);
        return r -> rate(r, job, options);
    }

    /** The {@code --header} line, or nothing. */
    @Override
    String preamble() {
        return header ? headerLine(limit()) : "";
    }

    private Duration limit() {
        return timeLimit.limit(model == Scale.SE ? TimeLimitOption.RATE_DEFAULT : LogicalSolver.DEFAULT_LIMIT);
    }

    private void checkRange() {
        if (minEr != null && maxEr != null && minEr > maxEr) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--min-er " + minEr + " is above --max-er " + maxEr);
        }
    }

    /** The rater the options ask for; null when they ask for the list of families instead. */
    private SeRater seRater() {
        SeRater rater = new SeRater();
        if (only != null && only.size() == 1 && only.get(0).strip().equalsIgnoreCase("list")) {
            return null;
        }
        if (only != null) {
            rater = rater.only(SeFamilyNames.resolve(only, rater, "--techniques"));
        }
        if (excluded != null) {
            rater = rater.excluding(SeFamilyNames.resolve(excluded, rater, "--exclude"));
        }
        return rater; // without the families that assume one solution, with --no-uniqueness: Ratings sees to it
    }

    /** The outcome of one record: its rating as {@link Ratings} gives it, written from the {@link RateView} that {@code /api/rate} writes. */
    private Outcome rate(SourcedRecord r, BatchRunner.Job job, RatingOptions options) {
        if (r.record() instanceof PuzzleRecord.Malformed m) {
            return Verdicts.malformed(r, m, job);
        }
        String text = Verdicts.puzzleText(r.record());
        MarkedGrid position = r.record() instanceof PuzzleRecord.Marked m ? m.position() : null;
        Puzzle puzzle = position == null ? ((PuzzleRecord.Parsed) r.record()).puzzle() : null;
        // Sudoku Explainer's rater starts from a board of values and candidates: a sukaku's are its marks.
        RatingResult result = position != null ? Ratings.rate(position, options, Deadline.NONE) : Ratings.rate(puzzle, options, Deadline.NONE);
        if (result instanceof RatingResult.Unrated unrated && unrated.reason() != RatingResult.Reason.TIMED_OUT) {
            // a rating is of the one solution's path; logic alone would only get stuck
            return unrated.reason() == RatingResult.Reason.MULTIPLE_SOLUTIONS ? Verdicts.multiple(r, text, job)
                    : Verdicts.unsolved(r, unrated.solutions().search().orElseThrow(), job);
        }
        if (!passes(result)) {
            return new Outcome("", FILTERED, false);
        }
        RateView view = RateView.of(text, position != null ? Layout.CLASSIC : puzzle.layout(), result);
        if (json) {
            // the fields /api/rate writes, from the same view; the layout (other than classic) comes with the record's start
            JsonNode fields = JsonOutput.tree(view);
            ObjectNode node = JsonOutput.start(r, job);
            for (String field : List.of("puzzle", "status", "steps")) {
                if (fields.has(field)) {
                    node.set(field, fields.get(field));
                }
            }
            result.scale().ifPresent(scale -> node.put("model", scale.word()));
            if (fields.has("rating")) {
                node.set("rating", fields.get("rating"));
            }
            return new Outcome(JsonOutput.line(node), view.status(), false);
        }
        String filtered = minEr != null || maxEr != null ? text + " " : "";
        return new Outcome(filtered + view.text() + "\n", view.status(), false);
    }

    @Override
    boolean takesPencilmarks() {
        return true;
    }

    /** A puzzle with constraints is rated by the rule solver's path ({@link Ratings} decides), whatever {@code --model}. */
    @Override
    boolean takesConstraints() {
        return true;
    }

    /**
     * Whether a rating passes --min-er and --max-er (on Nonet's scale, its one number); one that did not finish
     * never does when either is given.
     */
    private boolean passes(RatingResult result) {
        if (minEr == null && maxEr == null) {
            return true;
        }
        if (!result.solved()) {
            return false;
        }
        double er = result.difficulty().orElseThrow();
        return (minEr == null || er >= minEr) && (maxEr == null || er <= maxEr);
    }

    private String headerLine(Duration limit) {
        List<String> settings = new ArrayList<>();
        settings.add("model " + model.word()
                + (model == Scale.SE ? " (Sudoku Explainer 1.2.1 techniques and scale)" : " (Nonet's techniques)"));
        if (only != null) {
            settings.add("techniques " + SeFamilyNames.names(SeFamilyNames.resolve(only, new SeRater(), "--techniques")));
        }
        if (excluded != null) {
            settings.add("excluding " + SeFamilyNames.names(SeFamilyNames.resolve(excluded, new SeRater(), "--exclude")));
        }
        settings.add("uniqueness " + (uniqueness.off ? "off" : "on"));
        settings.add("time limit " + java.math.BigDecimal.valueOf(limit.toMillis()).movePointLeft(3).stripTrailingZeros().toPlainString() + " s per puzzle");
        if (minEr != null || maxEr != null) {
            settings.add("ER from " + (minEr == null ? "any" : minEr) + " to " + (maxEr == null ? "any" : maxEr));
        }
        String text = "nonet " + Version.number() + " rate: " + String.join("; ", settings);
        if (json) {
            return JsonOutput.line((ObjectNode) JsonOutput.tree(java.util.Map.of("header", text)));
        }
        return "# " + text + "\n";
    }
}
