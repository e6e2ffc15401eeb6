package dev.nonet.cli;

import dev.nonet.canon.Canonical;
import dev.nonet.canon.Minlex;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.FPuzzles;
import dev.nonet.format.JsonTree;
import dev.nonet.generate.ClueRange;
import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationReport;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.NoGridException;
import dev.nonet.generate.RatingRange;
import dev.nonet.generate.Symmetry;
import dev.nonet.generate.VariantKind;
import dev.nonet.view.VariantText;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Level;
import dev.nonet.view.CageView;
import dev.nonet.view.RatingText;
import dev.nonet.view.RatingView;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nonet generate}: new unique puzzles by difficulty, symmetry, minimality and technique. */
@Command(
        name = "generate",
        mixinStandardHelpOptions = true,
        header = "Generate unique puzzles by difficulty, symmetry and technique.",
        versionProvider = VersionProvider.class,
        description = {
            "Generate --count puzzles, each checked to have exactly one solution, and write one record per puzzle. Each attempt draws a random complete grid, empties cells (in whole orbits of --symmetry) while the puzzle stays unique, then rates it by logic and keeps it if it fits the request; see docs/GENERATOR.md.",
            "The same --seed gives the same puzzles on any number of threads. Without --seed a random one is drawn and named in the summary on standard error, with the attempts made and how many were rejected.",
            "Levels and --rating are on Sudoku Explainer's scale: a classic puzzle's ER (the hardest step of SE 1.2.1's path, as 'nonet rate' gives it) must lie in the band; --require and --exclude name Nonet's own techniques and look at the path 'nonet explain' shows.",
            "With --with-rating or --with-solution each text record carries a comment: 'rating 3.0/1.2/1.2 medium Naked Pair; solution 4831...' (ER/EP/ED, level, hardest technique).",
            "--variant killer makes killer puzzles on classic 9x9: cages with sums over a random grid, with as few givens as uniqueness needs (usually none). Their --difficulty is easy, medium or hard by the guesses the constraint search makes to prove the puzzle unique (easy: none, singles, cage sums and the 45 rule finish it; see docs/GENERATOR.md); each is written as an f-puzzles object on one line (--to line, the default, or --to fpuzzles; 'nonet solve' reads it back, and the f-puzzles and SudokuPad sites open it), titled with its level, the solution under \"solution\" with --with-solution, or with --to json as {\"puzzle\", \"cages\": [{\"sum\": 10, \"cells\": [\"r1c1\", \"r1c2\"]}, ...], \"searchRating\"}. Symmetry, --minimal, --clues, --rating, --require, --exclude and --canonical are for puzzles of givens alone.",
            "--variant thermo, arrow, kropki, kropki-negative, xv, xv-negative, sandwich, littlekiller, whispers, renban, palindrome, antiknight or antiking (several joined by commas: --variant thermo,kropki) makes variant puzzles on classic 9x9: clues of those kinds true of a random grid, and givens only where the clues are not enough (the -negative kinds give every dot of their family with the negative rule; antiknight and antiking are rules over the whole grid, their clues givens). Each is unique and solved by Nonet's rule solver at its --difficulty (easy to extreme, extreme being past expert; without one, any up to hard), and minimal for its level: no clue or given can go and leave it unique and solvable at that level; with --minimal (and for extreme), minimal outright: no clue or given can go and leave it unique, at whatever level it then falls in. --require names a technique of the rule solver's path (Constraint, Constraint with houses, 45 Rule, X-Wing, ...); one the kinds seldom need may never turn up, so give it a --timeout. Written as killers are: an f-puzzles object on one line, titled with the kinds and the level, or with --to json as {\"puzzle\", \"fpuzzles\": {...}, \"rating\"}. Symmetry, --clues, --rating, --exclude and --canonical are for puzzles of givens alone.",
            "--shape, --variant and --regions generate other sizes and variants: a jigsaw on the map of --regions, or, with --variant jigsaw and no --regions, each puzzle a jigsaw on a region map drawn at random for it (sides 4 to 16; on 16x16 give a clue floor such as --clues 103..256, as a minimal one is out of reach), written after its cells as 'nonet solve' reads it back. Off classic 9x9, difficulty and ratings come from the techniques that work on every layout (singles, locked candidates, subsets, fish, wings, colouring, X- and XY-Chains, AIC and nice loops), so a puzzle that needs more rates as extreme.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet generate --count 10 --difficulty medium --symmetry rotational",
            "  nonet generate --count 100 --minimal --seed 42 --with-solution > puzzles.txt",
            "  nonet generate --rating 4.0..5.0 --require XY_WING --to pretty --with-rating",
            "  nonet generate --count 5 --difficulty extreme --timeout 60 --to json",
            "  nonet generate --shape 16x16 --variant x --count 3 --to pretty",
            "  nonet generate --regions map.txt --minimal --count 10",
            "  nonet generate --variant jigsaw,x --count 3 --to pretty",
            "  nonet generate --variant killer --difficulty medium --count 3 --seed 1",
            "  nonet generate --variant thermo --difficulty easy --count 3 --seed 1 --with-solution",
            "  nonet generate --variant thermo,kropki --difficulty medium --require \"Constraint with houses\"",
            "",
            "Exit codes: 0 every puzzle asked for was generated; 1 --timeout ended the run first (what was found is written); 2 bad usage; 130 stopped by Ctrl+C (143 by SIGTERM), the puzzles made so far written and counted on standard error."
        })
final class GenerateCommand implements Callable<Integer> {

    @ParentCommand
    private NonetCommand nonet;

    @Option(names = {"-n", "--count"}, paramLabel = "N", description = "How many puzzles (default ${DEFAULT-VALUE}).")
    int count = 1;

    @Option(names = "--difficulty", paramLabel = "LEVEL", completionCandidates = CompletionCandidates.Levels.class,
            description = "easy, medium, hard, expert or extreme: the levels of docs/TECHNIQUES.md (killer: easy, medium or hard, by the search's guesses; thermo and the other variant kinds: by Nonet's rule solver). Default: any (killer and variant kinds: up to hard).")
    private String difficulty;

    @Option(names = "--rating", paramLabel = "MIN..MAX",
            description = "The rating (Sudoku Explainer's ER on classic 9x9) must lie in this range, for example 3.0..4.5; an end may be left open: 10.5.. or ..3.0.")
    private String rating;

    @Option(names = "--symmetry", paramLabel = "NAME", completionCandidates = CompletionCandidates.Symmetries.class,
            description = "Symmetry of the givens: none, rotational (180 degrees), quarter (90 degrees), diagonal, antidiagonal, mirror (left-right), flip (top-bottom), bimirror, dihedral (all at once). Default: ${DEFAULT-VALUE}.")
    private String symmetry = "none";

    @Option(names = "--minimal", description = "No given can be removed without losing uniqueness (out of reach above 20x20: the last removals take hours).")
    private boolean minimal;

    @Option(names = "--clues", paramLabel = "MIN..MAX",
            description = "How many givens, for example 24..28, or 30 for exactly 30 (17 to 81 on 9x9; N-1 to N*N on an NxN grid). Default: any; on grids above 20x20 at least half the cells unless --minimal (313..625 on 25x25), as fewer take hours.")
    private String clues;

    @Option(names = "--require", paramLabel = "TECHNIQUE",
            description = "The logical solution must use this technique (repeatable); names as 'nonet explain --technique' takes them.")
    private List<String> required = new ArrayList<>();

    @Option(names = "--exclude", paramLabel = "TECHNIQUE", description = "The logical solution must not use this technique (repeatable).")
    private List<String> excluded = new ArrayList<>();

    @Option(names = "--seed", paramLabel = "S", description = "Seed of every random choice: the same seed gives the same puzzles. Default: drawn at random.")
    Long seed;

    @Option(names = {"-t", "--threads"}, paramLabel = "N",
            description = "Worker threads; the output does not depend on them. Default: all cores (${DEFAULT-VALUE}).")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--to", paramLabel = "FORMAT", description = "Output format: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
    private OutputFormat to = OutputFormat.LINE;

    @Option(names = "--canonical", description = "Write each puzzle in its minlex form (as 'nonet canon' does), its solution moved alike (classic 9x9 only).")
    private boolean canonical;

    @Option(names = "--with-solution", description = "Also write each puzzle's solution.")
    private boolean withSolution;

    @Option(names = "--with-rating", description = "Also write each puzzle's rating (ER/EP/ED on classic 9x9), level and hardest technique.")
    private boolean withRating;

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "Stop after this many seconds and write what was found (exit code 1 if short). Default: no limit.")
    Double timeout;

    @Option(names = {"-q", "--quiet"}, description = "No progress bar and no summary on standard error.")
    boolean quiet;

    @Mixin
    LayoutOptions layoutOptions;

    /** The {@code --variant} that makes killer puzzles: a request of its own, not a layout. */
    private static final String KILLER = "killer";

    /** The {@code --variant} names that make puzzles of their own rather than layouts: killer and the variant kinds. */
    private static final List<String> OWN_VARIANTS = ownVariants();

    private static List<String> ownVariants() {
        List<String> names = new ArrayList<>();
        names.add(KILLER);
        for (VariantKind kind : VariantKind.values()) {
            names.add(kind.id());
        }
        return List.copyOf(names);
    }

    /** The rules f-puzzles and SudokuPad show beside a killer. */
    static final String KILLER_RULES = "Normal sudoku rules apply. Digits in a cage do not repeat and add up to the cage's total.";

    /** Puzzles written so far, for the progress bar; written by one thread at a time. */
    private volatile long written;

    @Override
    public Integer call() {
        GenerationRequest request = request();
        if (threads < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--threads must be at least 1, not " + threads);
        }
        Streams streams = nonet.streams();
        CommandOutput out = new CommandOutput(streams.out());
        Progress progress = new Progress(streams.err(), streams.errIsTerminal() && !quiet, () -> (double) written / count);
        // Rare bands can go seconds between puzzles: redraw the bar meanwhile, so the rate and time stay live.
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "nonet-progress");
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(() -> redraw(progress), 250, 250, TimeUnit.MILLISECONDS);
        Deadline stop = Deadline.cancellable();
        try (Interruption interruption = Interruption.watch(stop::cancel)) {
            GenerationReport report;
            try {
                report = new Generator().generate(request, threads, p -> write(p, out, progress), stop);
                out.flush();
            } catch (NoGridException e) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, e.getMessage());
            } finally {
                stop(ticker);
            }
            progress.clear();
            if (interruption.requested()) {
                // The puzzles written are whole and in order; the generator's words would call the stop a timeout.
                if (!quiet) {
                    streams.err().println("nonet generate: stopped by " + Interruption.cause() + " after " + stoppedSummary(report));
                }
                streams.err().flush();
                return ExitCode.INTERRUPTED;
            }
            if (!quiet || report.timedOut()) {
                streams.err().println("nonet generate: " + report.message());
            }
            return report.timedOut() ? ExitCode.BAD_PUZZLES : ExitCode.OK;
        }
    }

    /** {@code 3 puzzles in 1.52 s (12 attempts, 9 rejected, seed 5)}: how far a stopped run got. */
    private static String stoppedSummary(GenerationReport report) {
        return String.format(Locale.ROOT, "%,d puzzle%s in %.2f s (%,d attempt%s, %,d rejected, seed %d)", report.generated(),
                report.generated() == 1 ? "" : "s", report.elapsed().toNanos() / 1e9, report.attempts(),
                report.attempts() == 1 ? "" : "s", report.rejected(), report.seed());
    }

    /** The request the options describe; bad options are a {@link UserError} with exit code 2. */
    GenerationRequest request() {
        if (count < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--count must be at least 1, not " + count);
        }
        return request(count, seed);
    }

    /**
     * The request the options describe but for its count and seed (null: drawn at random): a part of
     * a run that {@link GenerateJob} splits.
     */
    GenerationRequest request(int count, Long seed) {
        GenerationRequest.Builder builder = GenerationRequest.builder().count(count).minimal(minimal).rated(withRating);
        if (difficulty != null && rating != null) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "give --difficulty or --rating, not both");
        }
        if (difficulty != null) {
            builder.difficulty(level(difficulty));
        }
        boolean killer = layoutOptions.names(KILLER);
        Set<VariantKind> kinds = variantKinds();
        try {
            builder.killer(killer).variants(kinds).layout(layoutOptions.specWithout(OWN_VARIANTS));
            if (canonical && (killer || !kinds.isEmpty())) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, "--canonical is for puzzles of givens alone: a minlex form knows no "
                        + (killer ? "cages" : "clues"));
            }
            if (canonical && !layoutOptions.spec().allowsClassic()) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, "--canonical is for classic 9x9 puzzles only: other sizes and variants have other symmetries");
            }
            if ((killer || !kinds.isEmpty()) && to != OutputFormat.LINE && to != OutputFormat.FPUZZLES && to != OutputFormat.JSON) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, "--to " + to + " cannot show " + (killer ? "cages: killer" : "clues: variant")
                        + " puzzles are written as f-puzzles objects, one a line (--to line, the default, or --to fpuzzles), or as JSON (--to json)");
            }
            if (rating != null) {
                double[] range = RangeText.parse("--rating", rating);
                builder.rating(new RatingRange(range[0], range[1]));
            }
            if (clues != null) {
                builder.clues(clueRange(clues));
            }
            builder.symmetry(Symmetry.parse(symmetry));
            if (kinds.isEmpty()) {
                required.forEach(name -> builder.require(TechniqueNames.parse(name)));
            } else {
                required.forEach(builder::requireStep); // the rule solver's step names, checked by the request
            }
            excluded.forEach(name -> builder.exclude(TechniqueNames.parse(name)));
            if (seed != null) {
                builder.seed(seed);
            }
            if (timeout != null) {
                if (!(timeout > 0) || timeout.isInfinite()) {
                    throw new UserError(ExitCode.USAGE_OR_INPUT, "--timeout must be a positive number of seconds, not " + timeout);
                }
                builder.timeout(Duration.ofNanos((long) (timeout * 1e9)));
            }
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, e.getMessage());
        }
    }

    /** The variant kinds {@code --variant} names ({@link VariantKind}), which are requests of their own, not layouts. */
    private Set<VariantKind> variantKinds() {
        Set<VariantKind> kinds = EnumSet.noneOf(VariantKind.class);
        for (String name : layoutOptions.variants) {
            VariantKind.ofId(name).ifPresent(kinds::add);
        }
        return kinds;
    }

    /** The {@code --clues} range, read as the server reads its {@code "clues"} field; a bad one is a usage error naming the option. */
    private static ClueRange clueRange(String text) {
        try {
            return ClueRange.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--clues " + e.getMessage());
        }
    }

    private static Level level(String name) {
        return Level.ofWord(name).orElseThrow(() -> new UserError(ExitCode.USAGE_OR_INPUT,
                "unknown difficulty '" + name + "'; choose one of easy, medium, hard, expert, extreme"));
    }

    /** Writes one puzzle as its record; called in index order, one call at a time. */
    private void write(GeneratedPuzzle p, CommandOutput out, Progress progress) {
        if (p.index() > 0 && to.isMultiLine()) {
            out.write("\n"); // grids are parted by a blank line, as every other command writes them
        }
        out.write(record(p));
        out.flush(); // each puzzle as it comes: making one takes far longer than writing it
        written = p.index() + 1L;
        redraw(progress);
    }

    /** The output record of one puzzle (in its minlex form with {@code --canonical}), each line ending in a newline. */
    String record(GeneratedPuzzle generated) {
        if (generated.ruleRating().isPresent() && to == OutputFormat.JSON) {
            return variantJson(generated);
        }
        if (generated.puzzle().hasConstraints()) {
            return to == OutputFormat.JSON ? killerJson(generated) : fpuzzlesLine(generated);
        }
        GeneratedPuzzle p = canonical ? inMinlexForm(generated) : generated;
        return to == OutputFormat.JSON ? json(p) : SolveCommand.render(p.puzzle(), comment(p), to);
    }

    /** The puzzle in its minlex form, its solution moved by the same transform. */
    private static GeneratedPuzzle inMinlexForm(GeneratedPuzzle p) {
        Canonical c = Minlex.canonical(p.puzzle());
        return new GeneratedPuzzle(p.index(), c.form(), c.transform().apply(p.solution()), p.rating(), p.seRating());
    }

    /** Stops the ticker and waits for a redraw under way, so that none comes after the summary. */
    private static void stop(ScheduledExecutorService ticker) {
        ticker.shutdownNow();
        try {
            ticker.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Progress is not thread-safe: the generator's threads and the ticker take turns. */
    private void redraw(Progress progress) {
        synchronized (progress) {
            progress.update(written);
        }
    }

    /** {@code rating 3.0/1.2/1.2 medium Naked Pair; solution 483...}, or empty with neither option. */
    private String comment(GeneratedPuzzle p) {
        List<String> parts = new ArrayList<>();
        RatingView.of(p).ifPresent(r -> parts.add("rating " + RatingText.brief(r)));
        if (withSolution) {
            parts.add("solution " + p.solution());
        }
        return parts.isEmpty() ? "" : "# " + String.join("; ", parts);
    }

    /**
     * A killer as an f-puzzles object on one line: its givens and cages, titled with its level (and the
     * guesses with {@code --with-rating}), the killer rules, and its {@code solution} with {@code --with-solution}.
     */
    private String fpuzzlesLine(GeneratedPuzzle p) {
        Map<String, Object> object = p.ruleRating().isPresent() ? VariantText.fpuzzles(p, withRating) : killerObject(p);
        if (withSolution) {
            List<Object> digits = new ArrayList<>(81);
            for (int i = 0; i < p.solution().shape().cellCount(); i++) {
                digits.add((long) p.solution().get(i));
            }
            object.put("solution", digits);
        }
        return JsonTree.write(object) + "\n";
    }

    private Map<String, Object> killerObject(GeneratedPuzzle p) {
        String title = p.searchRating().map(r -> "Killer, " + r.level().word()
                + (withRating ? " (" + r.guesses() + (r.guesses() == 1 ? " guess" : " guesses") + " of the search)" : "")).orElse("Killer");
        return new LinkedHashMap<>(FPuzzles.of(p.puzzle(), title, "", KILLER_RULES).source());
    }

    /** A killer as a JSON line: its givens, its cages as {@code {"sum": 10, "cells": ["r1c1", "r1c2"]}}, and its level. */
    private String killerJson(GeneratedPuzzle p) {
        ObjectNode node = jsonHead(p);
        node.set("cages", JsonOutput.tree(CageView.ofAll(p.puzzle())));
        if (withSolution) {
            node.put("solution", p.solution().toString());
        }
        p.searchRating().ifPresent(r -> node.putObject("searchRating").put("level", r.level().word()).put("guesses", r.guesses()));
        return JsonOutput.line(node);
    }

    /** A variant puzzle as a JSON line: its givens, its f-puzzles object (clues, title, rules), its solution and its rating. */
    private String variantJson(GeneratedPuzzle p) {
        ObjectNode node = jsonHead(p);
        node.set("fpuzzles", JsonOutput.tree(VariantText.fpuzzles(p, false)));
        if (withSolution) {
            node.put("solution", p.solution().toString());
        }
        RatingView.of(p).ifPresent(r -> node.set("rating", JsonOutput.tree(r)));
        return JsonOutput.line(node);
    }

    /** The start every JSON record has: {@code {"index", "layout", "puzzle", "givens"}}. */
    private static ObjectNode jsonHead(GeneratedPuzzle p) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("index", p.index());
        JsonOutput.putLayout(node, p.puzzle().layout());
        node.put("puzzle", p.puzzle().givens().toString());
        node.put("givens", p.puzzle().givens().givenCount());
        return node;
    }

    private String json(GeneratedPuzzle p) {
        ObjectNode node = jsonHead(p);
        if (withSolution) {
            node.put("solution", p.solution().toString());
        }
        RatingView.of(p).ifPresent(r -> node.set("rating", JsonOutput.tree(r)));
        return JsonOutput.line(node);
    }
}
