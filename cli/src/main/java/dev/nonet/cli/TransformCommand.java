package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.canon.Transform;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Puzzle;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet transform}: equivalent copies of each puzzle, drawn at random or by a given transform. */
@Command(
        name = "transform",
        mixinStandardHelpOptions = true,
        header = "Write equivalent copies of each puzzle: random ones, or by a given transform.",
        versionProvider = VersionProvider.class,
        description = {
            "With --random, write --copies copies of each puzzle, in input order, each made by a transform drawn from all 2 x 6^8 cell maps and 9! relabellings: the same puzzle written another way, with as many solutions and the same minlex form. The transforms follow from --seed, the input's name and the record's line, so the same command gives the same output.",
            "With --apply, write each puzzle once, moved by the transform given as 'nonet canon --with-transform' and 'nonet same' write it: '[transpose] rows=NNNNNNNNN cols=NNNNNNNNN digits=NNNNNNNNN' (rows and columns counted from 1, kept in their bands and stacks; digits: what 1 to 9 become).",
            "Classic 9x9 only. A record that is not a puzzle is written as one line saying so ('malformed: ...') and the run goes on.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet transform --random --seed 7 --copies 3 puzzles.txt",
            "  nonet transform --apply 'transpose rows=213456789 cols=123456789 digits=912345678' puzzle.txt",
            "  nonet transform --random --seed 1 --with-transform puzzles.txt | nonet canon",
            "",
            "Exit codes: 0 every record transformed; 1 some records malformed; 2 bad usage or unreadable input."
        })
final class TransformCommand extends BatchCommand {

    @Option(names = "--random", description = "Draw each copy's transform at random (with --seed).")
    private boolean random;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random transforms (default ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--copies", paramLabel = "K", description = "Copies of each puzzle with --random (default ${DEFAULT-VALUE}).")
    private int copies = 1;

    @Option(names = "--apply", paramLabel = "TRANSFORM", description = "Apply this transform to every puzzle.")
    private String apply;

    @Option(names = "--with-transform", description = "Add each copy's transform as a comment '#transform ...'.")
    private boolean withTransform;

    @Option(names = "--to", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES}. Default: the input's own format.")
    private OutputFormat to;

    @Option(names = "--json", description = "Write one JSON object per copy: puzzle, copy and transform.")
    private boolean json;

    @Override
    public Integer call() {
        if (random == (apply != null)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "give --random or --apply TRANSFORM, one of them");
        }
        if (copies < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--copies must be at least 1, not " + copies);
        }
        if (!random && copies != 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--copies goes with --random");
        }
        Transform given = apply == null ? null : parse(apply);
        return runner().run(json ? OutputFormat.JSON : to, job -> task(job, given)).exitCode();
    }

    private static Transform parse(String text) {
        try {
            return Transform.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--apply: " + e.getMessage());
        }
    }

    private RecordTask task(BatchRunner.Job job, Transform given) {
        return r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) r.record();
            Puzzle puzzle = parsed.puzzle();
            StringBuilder text = new StringBuilder();
            for (int k = 0; k < copies; k++) {
                Transform t = given != null ? given : Transform.random(seedOf(r, k));
                Puzzle copy = t.apply(puzzle);
                if (job.output() == OutputFormat.JSON) {
                    ObjectNode node = JsonOutput.start(r, job);
                    node.put("puzzle", puzzle.givens().toString());
                    node.put("copy", copy.givens().toString());
                    node.put("transform", t.toString());
                    text.append(JsonOutput.line(node));
                } else {
                    if (k > 0 && job.output().isMultiLine()) {
                        text.append('\n');
                    }
                    List<String> marks = withTransform ? List.of("#transform " + t) : List.of();
                    text.append(SolveCommand.render(copy, CanonCommand.withMarks(parsed.comment(), marks), job.output()));
                }
            }
            return new Outcome(text.toString(), "transformed", false);
        };
    }

    /** The seed of copy {@code k} of record {@code r}: from --seed, the input's name and the line, mixed. */
    private long seedOf(SourcedRecord r, int k) {
        long h = seed;
        for (long part : new long[] {r.source().hashCode(), r.record().line(), k}) {
            h = (h ^ part) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 31;
        }
        return h;
    }
}
