package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.canon.Minlex;
import dev.nonet.canon.MinlexSet;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.util.Arrays;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet dedup}: the first puzzle of each class of equivalent puzzles, in input order. */
@Command(
        name = "dedup",
        mixinStandardHelpOptions = true,
        header = "Keep the first puzzle of each set of equivalent puzzles.",
        versionProvider = VersionProvider.class,
        description = {
            "Write each puzzle, as it came, unless an earlier one is the same puzzle written another way (their minlex forms, as 'nonet canon' writes them, are equal): repeats are left out. With --count, write each class once, in the order its first puzzle came, as its minlex form followed by how many inputs fell in it ('#count 3').",
            "Memory: one entry of 60 to 125 bytes per class (the minlex form packed in 40 bytes, in a hash table at most 3/4 full), plus 4 to 8 bytes a class with --count; the puzzles themselves are not kept. A million classes take at most 130 MB; the JVM's default heap is a quarter of the memory.",
            "Classic 9x9 only. A record that is not a puzzle is written as one line saying so ('malformed: ...') in its place and the run goes on.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet dedup collection.txt > unique.txt",
            "  cat a.txt b.txt | nonet dedup --count",
            "  nonet dedup --count --json puzzles.txt",
            "",
            "Exit codes: 0 every record read; 1 some records malformed; 2 bad usage or unreadable input."
        })
final class DedupCommand extends RecordCommand {

    static final String FIRST = "new";
    static final String REPEAT = "repeated";

    @Option(names = "--to", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES}. Default: the input's own format.")
    private OutputFormat to;

    @Option(names = "--json", description = "Write JSON objects: each kept puzzle (with its canonical form), or with --count each class and its count.")
    private boolean json;

    @Option(names = "--count", description = "Write each class once, after reading everything: its minlex form and how many inputs fell in it.")
    private boolean count;

    private final MinlexSet classes = new MinlexSet();
    private int[] counts = new int[1024];
    /** The run's output format, known once the input is open. */
    private OutputFormat output;

    @Override
    public Integer call() {
        return runner().run(requestedOutput(), this::task, this::inOrder, tally -> count ? classLines(tally) : "").exitCode();
    }

    @Override
    OutputFormat requestedOutput() {
        return json ? OutputFormat.JSON : to;
    }

    /** Whether {@code --count} asks for each class once, with how many inputs fell in it. */
    boolean countsClasses() {
        return count;
    }

    /**
     * On the workers: the minlex form, carried to {@link #inOrder} (or another engine's step that sees
     * every record of a class) as the outcome's key.
     */
    @Override
    RecordTask task(BatchRunner.Job job) {
        output = job.output();
        return r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) r.record();
            Puzzle puzzle = parsed.puzzle();
            Grid form = Minlex.canonical(puzzle).form().givens();
            if (job.output() == OutputFormat.JSON) {
                ObjectNode node = JsonOutput.start(r, job);
                node.put("puzzle", puzzle.givens().toString());
                node.put("canonical", form.toString());
                return new Outcome(JsonOutput.line(node), FIRST, false, form);
            }
            return new Outcome(SolveCommand.render(puzzle, parsed.comment(), job.output()), FIRST, false, form);
        };
    }

    /** In input order: the first of a class is written (or counted), a repeat left out. */
    private Outcome inOrder(Outcome outcome) {
        if (!(outcome.key() instanceof Grid form)) {
            return outcome;
        }
        int before = classes.size();
        int number = classes.classOf(form);
        if (count) {
            if (number == counts.length) {
                counts = Arrays.copyOf(counts, counts.length * 2);
            }
            counts[number]++;
            return new Outcome("", number == before ? FIRST : REPEAT, false);
        }
        return number == before ? outcome : new Outcome("", REPEAT, false);
    }

    /** With --count, every class in the order it first came: its form and how many inputs fell in it. */
    private String classLines(Tally tally) {
        OutputFormat shown = output;
        StringBuilder sb = new StringBuilder();
        for (int n = 0; n < classes.size(); n++) {
            Grid form = classes.form(n);
            if (shown.isMultiLine() && (n > 0 || tally.bad() > 0)) {
                sb.append('\n');
            }
            sb.append(classRecord(form, counts[n], shown));
        }
        return sb.toString();
    }

    /** With --count, the record of one class: its minlex form and how many inputs fell in it. */
    static String classRecord(Grid form, long inputs, OutputFormat shown) {
        if (shown == OutputFormat.JSON) {
            ObjectNode node = JsonNodeFactory.instance.objectNode();
            node.put("canonical", form.toString());
            node.put("count", inputs);
            return JsonOutput.line(node);
        }
        return SolveCommand.render(Puzzle.of(form), " #count " + inputs, shown);
    }
}
