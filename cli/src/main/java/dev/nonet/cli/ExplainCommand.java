package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.Techniques;
import dev.nonet.rating.NonetPath;
import dev.nonet.rating.RatingOptions;
import dev.nonet.rating.Ratings;
import dev.nonet.rating.Scale;
import dev.nonet.reason.RulePath;
import dev.nonet.reason.RuleSolver;
import dev.nonet.reason.RuleTechnique;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import dev.nonet.solve.Solutions;
import dev.nonet.view.OutcomeText;
import dev.nonet.view.RatingText;
import dev.nonet.view.RatingView;
import dev.nonet.view.StepOutline;
import dev.nonet.view.StepView;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nonet explain}: the logical solving path of each puzzle, step by step, as a person would solve it. */
@Command(
        name = "explain",
        mixinStandardHelpOptions = true,
        header = "Show how each puzzle is solved by logic, one step per line.",
        versionProvider = VersionProvider.class,
        description = {
            "Solve every puzzle of the input like a person: at each point take the first step of the easiest technique that finds one (see docs/TECHNIQUES.md), never guessing. For each puzzle print a line naming it, then one numbered line per step, then the outcome (solved; stuck, with the pencil marks it got stuck on as one line, 729 characters for 9x9; contradiction; timed out) and the rating:",
            "  line 1: (the puzzle as read)",
            "  1. Hidden Single in box 5: r5c6 = 2 (the only place for 2)",
            "  ...",
            "  solved in 64 steps",
            "  rating 1.5 (easy), hardest: Hidden Single (row/column); uses: Full House x20, Hidden Single (box) x38, ...",
            "Puzzles may come in any text format, or as classic positions with pencil marks: one 729-character line per grid, nine places per cell holding the digit while it is a candidate and '.' or '0' when not; or HoDoKu's PM grid, bordered, one token per cell (a given's digit, '+' and a digit placed since, or an open cell's candidates), or its 81 tokens on one line. They are recognised by their first line, or always with --pencilmarks. A PM grid keeps givens and placed digits apart: Full House and the other singles place only open cells, and the uniqueness techniques apply when the givens, or the position with its candidates, have one solution. Other sizes and variants come with --shape, --variant and --regions as for 'nonet solve' (or by a line's length); there only the techniques that work on every layout apply (singles, locked candidates, subsets, fish, wings, colouring, X- and XY-Chains, AIC and nice loops). Setters' puzzles (f-puzzles: killer cages, thermometers, arrows, dots, lines, outside clues) are solved by the rule solver, which reasons about their constraints with the houses: each step names the constraints it used, a contradiction step (the last resort) is followed by its deductions, one indented line each, and the rating is that path's. With --technique only that technique is looked for, in the position as given, and every instance of it is listed without applying any.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet explain puzzle.txt",
            "  echo .................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5 | nonet explain",
            "  nonet explain --json --time-limit 1 puzzles.txt",
            "  nonet explain --technique 'hidden single (box)' puzzle.txt",
            "  nonet explain --pencilmarks marks.txt",
            "  nonet explain --marks-to pmgrid puzzle.txt     # a stuck position as HoDoKu's PM grid",
            "  nonet explain --variant x x-sudoku.txt",
            "  nonet explain examples/killer.json            # a killer: the rule solver's path",
            "",
            "Exit codes: 0 every puzzle solved by logic (with --technique: every position read); 1 some records malformed or invalid, or logic got stuck, met a contradiction or timed out; 2 bad usage, an unknown technique or unreadable input."
        })
final class ExplainCommand implements Callable<Integer> {

    @ParentCommand
    private NonetCommand nonet;

    @Mixin
    private PositionOptions inputs;

    @Option(names = "--json", description = "Write one JSON object per puzzle: steps (technique, difficulty, placements, eliminations, cells, houses, houseCells, text), status and rating, as the API's explain writes them.")
    private boolean json;

    @Option(names = "--technique", paramLabel = "NAME",
            description = "List every instance of this technique in the position as given, applying none. NAME is the enum name (HIDDEN_SINGLE_BOX) or the display name (\"Hidden Single (box)\"), in any case.")
    private String technique;

    @Option(names = "--model", paramLabel = "MODEL", converter = ScaleConverter.class, completionCandidates = ScaleConverter.class,
            description = "nonet (default): Nonet's own path, with named patterns such as kites and ALS; se: Sudoku Explainer 1.2.1's path, the one its ER/EP/ED rate (classic 9x9 only). The rating shown is Sudoku Explainer's either way, for classic 9x9. Valid values: ${COMPLETION-CANDIDATES}.")
    private Scale model = Scale.NONET;

    @Option(names = "--marks-to", paramLabel = "FORMAT",
            description = "How the pencil marks of a position logic got stuck on are written: pencilmarks (default: 729 characters on one line), pmgrid (HoDoKu's PM grid: givens, placed digits as +5 and candidates apart, as HoDoKu and Sudoku Explainer paste it) or pmline (the PM grid's 81 tokens on one line). Classic 9x9 only; other layouts always get their marks on one line.")
    private OutputFormat marksTo = OutputFormat.PENCILMARKS;

    @Mixin
    private TimeLimitOption timeLimit;

    @Mixin
    private UniquenessOption uniqueness;

    @Mixin
    private SearchThreadsOption searchThreads;

    @Override
    public Integer call() {
        if (!marksTo.isPencilmarks()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--marks-to takes pencilmarks, pmgrid or pmline, not " + marksTo);
        }
        Technique only = technique == null ? null : TechniqueNames.parse(technique);
        // Nonet's techniques, then Sudoku Explainer's chains where they find nothing: never stuck on a classic unique puzzle.
        LogicalSolver solver = uniqueness.apply(NonetPath.solver(timeLimit.limit(), searchThreads.threads()));
        CommandOutput out = new CommandOutput(nonet.streams().out());
        boolean allWell = true;
        try (PositionReader positions = inputs.open(nonet.streams().in())) {
            for (int i = 0; positions.hasNext(); i++) {
                allWell &= explain(positions.next(), i, only, solver, out);
                out.flush(); // each explanation as soon as it is known: a long one can take seconds
            }
        }
        return allWell ? ExitCode.OK : ExitCode.BAD_PUZZLES;
    }

    /** Writes the explanation of the {@code i}th position; returns whether all went well. */
    private boolean explain(Position position, int i, Technique only, LogicalSolver solver, CommandOutput out) {
        String separator = i > 0 && !json ? "\n" : "";
        if (!position.isUsable()) {
            out.write(json ? unusableJson(position) : separator + position.error() + "\n");
            return false;
        }
        if (position.hasConstraints()) {
            return explainRules(position, only, separator, out);
        }
        if (only != null) {
            // A uniqueness technique proves nothing where one solution is not known, and the
            // classic-only ones look for nothing elsewhere: they find none there.
            boolean applies = (!only.assumesUniqueness() || uniqueness.knowsUnique(position))
                    && (only.worksOnEveryLayout() || position.marks().layout().isClassic());
            List<Step<Technique>> instances = applies ? Techniques.finder(only).findAll(position.marks()) : List.of();
            out.write(json ? instancesJson(position, only, instances) : separator + instancesText(position, only, instances));
            return true;
        }
        Solutions solutions = uniqueness.solutions(position); // counted once, for the path and its rating
        if (model == Scale.SE) {
            return explainAsSe(position, solutions, separator, out);
        }
        LogicalResult result = solver.solve(position.marks(), uniqueness.knowsUnique(solutions));
        // Sudoku Explainer's rating of the position as given, within a time limit of its own (Ratings decides).
        RatingView rating = RatingView.of(Ratings.besidePath(position.marks(), solutions, result,
                RatingOptions.defaults().withSeRater(new SeRater().withThreads(searchThreads.threads())).withUniqueness(!uniqueness.off),
                Deadline.after(timeLimit.limit())));
        out.write(json ? pathJson(position, result, rating) : separator + pathText(position, result, rating));
        return result.status() == LogicalStatus.SOLVED;
    }

    private String pathText(Position position, LogicalResult result, RatingView rating) {
        StringBuilder text = new StringBuilder(position.where()).append(": ").append(position.text()).append('\n');
        appendNumbered(text, result.path());
        text.append(OutcomeText.of(result, timeLimit.limit()));
        if (result.status() == LogicalStatus.STUCK) { // the position to pick up from by hand
            text.append("; pencil marks:\n").append(endText(result.end()));
        }
        text.append('\n');
        return text.append(RatingText.full(rating)).append('\n').toString();
    }

    /** Writes Sudoku Explainer's path of the position; returns whether it solved it. */
    private boolean explainAsSe(Position position, Solutions solutions, String separator, CommandOutput out) {
        if (!position.marks().layout().isClassic()) {
            return unsupported(position, "Sudoku Explainer's techniques are for classic 9x9, not " + position.marks().layout()
                    + " (use --model nonet)", separator, out);
        }
        SeRating rating = uniqueness.seRater(solutions).withThreads(searchThreads.threads())
                .rate(position.marks(), Deadline.after(timeLimit.limit()), true);
        String status = rating.status().word();
        int n = rating.steps().size();
        if (json) {
            ObjectNode node = start(position);
            node.put("status", status);
            node.set("steps", JsonOutput.tree(rating.steps().stream().map(StepView::of).toList()));
            node.set("rating", JsonOutput.tree(RatingView.of(rating)));
            out.write(JsonOutput.line(node));
        } else {
            StringBuilder text = new StringBuilder(separator).append(position.where()).append(": ").append(position.text()).append('\n');
            for (int s = 0; s < n; s++) {
                text.append(s + 1).append(". ").append(rating.steps().get(s).description()).append('\n');
            }
            text.append(OutcomeText.of(rating, timeLimit.limit())).append('\n');
            out.write(text.append(RatingText.full(RatingView.of(rating))).append('\n').toString());
        }
        return rating.status() == LogicalStatus.SOLVED;
    }

    /**
     * Writes the rule solver's path of a puzzle with constraints ({@code dev.nonet.reason}), with the rating of
     * that path; returns whether it solved it. A contradiction step is followed by its deductions, one
     * indented line each. {@code --technique} and {@code --model se} are for puzzles of houses alone.
     */
    private boolean explainRules(Position position, Technique only, String separator, CommandOutput out) {
        if (only != null || model == Scale.SE) {
            return unsupported(position, (only != null ? "--technique" : "--model se") + " is for puzzles of houses alone, not one with constraints ("
                    + Verdicts.kinds(position.puzzle()) + ")", separator, out);
        }
        RulePath path = new RuleSolver(timeLimit.limit()).solve(position.puzzle(), Deadline.NONE);
        RatingView rating = RatingView.of(path.rating());
        String end = endText(path.end());
        if (json) {
            ObjectNode node = start(position);
            LogicJson.putResult(node, path, end, rating);
            out.write(JsonOutput.line(node));
        } else {
            StringBuilder text = new StringBuilder(separator).append(position.where()).append(": ").append(position.text())
                    .append(" with ").append(position.puzzle().constraints().size()).append(" constraints (")
                    .append(Verdicts.kinds(position.puzzle())).append(")\n");
            for (int s = 0; s < path.path().size(); s++) {
                Step<RuleTechnique> step = path.path().get(s);
                text.append(s + 1).append(". ").append(StepOutline.of(step));
            }
            text.append(OutcomeText.of(path, timeLimit.limit()));
            if (path.status() == LogicalStatus.STUCK) {
                text.append("; pencil marks:\n").append(end);
            }
            out.write(text.append('\n').append(RatingText.full(rating)).append('\n').toString());
        }
        return path.status() == LogicalStatus.SOLVED;
    }

    /** Writes why {@code position} is not explained as asked ({@code message}); returns false. */
    private boolean unsupported(Position position, String message, String separator, CommandOutput out) {
        String line = position.where() + ": " + message;
        if (json) {
            ObjectNode node = start(position);
            node.put("status", "unsupported");
            node.put("error", line);
            out.write(JsonOutput.line(node));
        } else {
            out.write(separator + line + "\n");
        }
        return false;
    }

    private static String instancesText(Position position, Technique only, List<Step<Technique>> instances) {
        StringBuilder text = new StringBuilder(position.where()).append(": ").append(position.text()).append('\n');
        appendNumbered(text, instances);
        int n = instances.size();
        Layout layout = position.marks().layout();
        text.append(!layout.isClassic() && !only.worksOnEveryLayout() ? only.displayName() + " is for classic 9x9 only, not " + layout
                : n == 0 ? "no " + only.displayName() + " in this position"
                : n + " instance" + (n == 1 ? "" : "s") + " of " + only.displayName());
        return text.append('\n').toString();
    }

    private static void appendNumbered(StringBuilder text, List<Step<Technique>> steps) {
        for (int s = 0; s < steps.size(); s++) {
            text.append(s + 1).append(". ").append(steps.get(s).description()).append('\n');
        }
    }

    private String pathJson(Position position, LogicalResult result, RatingView rating) {
        ObjectNode node = start(position);
        LogicJson.putResult(node, result, endText(result.end()), rating);
        return JsonOutput.line(node);
    }

    /** The position logic ended on, in the format of {@code --marks-to} (on other layouts their pencil marks), without a last line break. */
    private String endText(CandidateGrid end) {
        if (marksTo == OutputFormat.PENCILMARKS || !end.layout().isClassic()) {
            return end.toPencilmarks();
        }
        return marksTo.write(end.toMarkedGrid()).stripTrailing();
    }

    private static String instancesJson(Position position, Technique only, List<Step<Technique>> instances) {
        ObjectNode node = start(position);
        node.put("technique", only.name());
        node.set("steps", LogicJson.steps(instances, position.marks().layout()));
        return JsonOutput.line(node);
    }

    private static String unusableJson(Position position) {
        ObjectNode node = LogicJson.position(position);
        int colon = position.error().indexOf(':');
        node.put("status", position.error().substring(0, colon));
        node.put("error", position.error().substring(colon + 2));
        return JsonOutput.line(node);
    }

    private static ObjectNode start(Position position) {
        ObjectNode node = LogicJson.position(position);
        JsonOutput.putLayout(node, position.marks().layout());
        node.put("puzzle", position.text());
        return node;
    }
}
