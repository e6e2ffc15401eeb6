package dev.nonet.server;

import dev.nonet.format.FPuzzle;
import dev.nonet.format.FPuzzles;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.reason.RulePath;
import dev.nonet.reason.RuleSolver;
import dev.nonet.reason.RuleTechnique;
import dev.nonet.server.SolverMessages.Count;
import dev.nonet.server.SolverMessages.Invalid;
import dev.nonet.server.SolverMessages.Logical;
import dev.nonet.server.SolverMessages.LogicalCell;
import dev.nonet.server.SolverMessages.Solved;
import dev.nonet.server.SolverMessages.TrueCandidates;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import dev.nonet.view.OutcomeText;
import dev.nonet.view.StepOutline;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What an {@link FPuzzlesSolver} answers to each command, computed on the calling thread (a connection's own) by
 * the entry points the command line uses: {@link Sudoku#trueCandidates}, {@link Sudoku#count} and
 * {@link Sudoku#solve} of the givens alone (as {@code nonet candidates}, {@code count} and {@code solve} answer), and
 * the rule solver's path ({@code nonet explain}, {@code hint}) from the setter's entered digits and centre marks.
 */
final class SolverAnswers {

    /** A count first looks for this many solutions; one that finds them all goes on part by part, with progress. */
    static final long FIRST_COUNT = 10_000;

    /** Progress messages of a count come at most this often. */
    private static final long PROGRESS_NANOS = 250_000_000L;

    static final String NO_ESTIMATE = "Nonet does not estimate the number of solutions: Count gives the exact number, with"
            + " its progress as it goes, and Cancel stops it.";

    private final Duration timeLimit;
    private final Set<String> ignoredKinds;

    SolverAnswers(Duration timeLimit, Set<String> ignoredKinds) {
        this.timeLimit = timeLimit;
        this.ignoredKinds = ignoredKinds;
    }

    /**
     * Answers {@code request} (any command but {@code cancel}) through {@code send}: progress messages, if any, then
     * one final message.
     *
     * @throws StoppedException when {@code deadline} is reached, or the time limit, before the answer
     */
    void answer(SolverRequest request, Deadline deadline, Consumer<Object> send) {
        long nonce = request.nonce();
        if (request.command().equals("estimate")) {
            send.accept(new Invalid(nonce, NO_ESTIMATE));
            return;
        }
        FPuzzle read;
        try {
            read = FPuzzles.read(request.data(), ignoredKinds);
        } catch (PuzzleFormatException e) {
            send.accept(new Invalid(nonce, e.getMessage().replaceFirst("^line \\d+(, column \\d+)?: ", "")));
            return;
        }
        Deadline limited = deadline.within(timeLimit);
        Puzzle puzzle = read.puzzle();
        send.accept(switch (request.command()) {
            case "truecandidates" -> trueCandidates(nonce, read, limited);
            case "solve" -> solved(nonce, puzzle, Sudoku.solve(puzzle, limited), limited);
            case "check" -> counted(nonce, puzzle, Sudoku.count(puzzle, 2, limited), limited);
            case "count" -> count(nonce, puzzle, limited, send);
            case "solvepath" -> solvePath(nonce, read, limited);
            case "step" -> step(nonce, read, limited);
            default -> throw new IllegalArgumentException("not a command with a puzzle: " + request.command());
        });
    }

    // ------------------------------------------------------------------ the givens alone

    /** The true candidates of the givens, counted up to the setter's cap; with {@code logical}, what logic keeps besides. */
    private Object trueCandidates(long nonce, FPuzzle read, Deadline deadline) {
        Puzzle puzzle = read.puzzle();
        List<String> options = strings(read.source().get("truecandidatesoptions"));
        long cap = 1;
        for (String option : options) {
            if (option.startsWith("truecandidatesnumsolutions=")) {
                cap = Math.max(1, parsed(option.substring(option.indexOf('=') + 1)));
            } else if (option.equals("colored")) { // the userscript's older setting: colours up to 8
                cap = Math.max(cap, 8);
            }
        }
        dev.nonet.solve.TrueCandidates found = Sudoku.trueCandidates(puzzle, cap, deadline);
        if (found.status() == SolveStatus.TIMED_OUT) {
            return stopped(deadline);
        }
        if (found.status() != SolveStatus.SOLVED) {
            return noSolution(nonce, puzzle, found.status(), deadline);
        }
        CandidateGrid logical = null;
        if (options.contains("logical")) {
            RulePath path = solver(read).solve(puzzle, deadline);
            if (path.status() == LogicalStatus.TIMED_OUT) {
                return stopped(deadline);
            }
            logical = path.end();
        }
        Shape shape = puzzle.givens().shape();
        int side = shape.side();
        long[] counts = new long[shape.cellCount() * side];
        for (int i = 0; i < shape.cellCount(); i++) {
            Cell cell = shape.cell(i);
            for (int d = 1; d <= side; d++) {
                long n = Math.min(found.count(cell, d), cap);
                boolean logicKeeps = logical != null && (logical.value(cell) == d || logical.has(cell, d));
                counts[i * side + d - 1] = n > 0 ? n : logicKeeps ? -1 : 0;
            }
        }
        return new TrueCandidates(nonce, counts);
    }

    private static long parsed(String number) {
        try {
            return Long.parseLong(number.strip());
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    private static Object solved(long nonce, Puzzle puzzle, SolveResult result, Deadline deadline) {
        return switch (result.status()) {
            case SOLVED -> new Solved(nonce, result.solution().orElseThrow().toArray());
            case TIMED_OUT -> stopped(deadline);
            case NO_SOLUTION, INVALID -> noSolution(nonce, puzzle, result.status(), deadline);
        };
    }

    /** The final count message of {@code result}, a count to its cap; givens that repeat a digit are invalid. */
    private static Object counted(long nonce, Puzzle puzzle, SolveResult result, Deadline deadline) {
        return switch (result.status()) {
            case SOLVED, NO_SOLUTION -> new Count(nonce, result.count(), false);
            case TIMED_OUT -> stopped(deadline);
            case INVALID -> noSolution(nonce, puzzle, result.status(), deadline);
        };
    }

    /**
     * Every solution counted: at once when there are fewer than {@link #FIRST_COUNT}, else part by part (each digit of
     * the two open cells with the fewest candidates fixed in turn), the total so far sent as progress.
     */
    private static Object count(long nonce, Puzzle puzzle, Deadline deadline, Consumer<Object> send) {
        SolveResult first = Sudoku.count(puzzle, FIRST_COUNT, deadline);
        if (first.status() != SolveStatus.SOLVED || !first.reachedCap()) {
            return counted(nonce, puzzle, first, deadline);
        }
        send.accept(new Count(nonce, first.count(), true));
        CandidateGrid candidates = CandidateGrid.of(puzzle);
        Shape shape = puzzle.givens().shape();
        List<Cell> split = new ArrayList<>();
        for (int i = 0; i < shape.cellCount(); i++) {
            if (candidates.value(shape.cell(i)) == 0) {
                split.add(shape.cell(i));
            }
        }
        // A cell of one candidate splits nothing: the cells of two candidates or more come first, the fewest first.
        split.sort(Comparator.comparingInt(c -> candidates.candidates(c).size() < 2 ? Integer.MAX_VALUE : candidates.candidates(c).size()));
        Progress progress = new Progress(nonce, first.count(), send);
        long total = countParts(puzzle, puzzle.givens(), candidates, split.subList(0, Math.min(2, split.size())), deadline, progress);
        return new Count(nonce, total, false);
    }

    /** The solutions of {@code puzzle} with {@code givens}, split on the digits of {@code cells}, each part counted to the end. */
    private static long countParts(Puzzle puzzle, Grid givens, CandidateGrid candidates, List<Cell> cells, Deadline deadline,
            Progress progress) {
        if (cells.isEmpty()) {
            SolveResult part = Sudoku.count(puzzle.withGivens(givens), Long.MAX_VALUE, deadline);
            if (part.status() == SolveStatus.TIMED_OUT) {
                return stopped(deadline);
            }
            // A part whose fixed digits repeat in a house (INVALID) or break a rule has none.
            long n = part.status() == SolveStatus.SOLVED ? part.count() : 0;
            progress.add(n);
            return n;
        }
        Cell cell = cells.get(0);
        long sum = 0;
        for (int d : candidates.candidates(cell)) {
            sum += countParts(puzzle, givens.with(cell, d), candidates, cells.subList(1, cells.size()), deadline, progress);
        }
        return sum;
    }

    /** The running total of a count by parts, sent now and then once it has passed what the first count found. */
    private static final class Progress {
        private final long nonce;
        private final long found;
        private final Consumer<Object> send;
        private long total;
        private long sentAt = System.nanoTime();

        Progress(long nonce, long found, Consumer<Object> send) {
            this.nonce = nonce;
            this.found = found;
            this.send = send;
        }

        void add(long n) {
            total += n;
            long now = System.nanoTime();
            if (total > found && now - sentAt >= PROGRESS_NANOS) {
                send.accept(new Count(nonce, total, true));
                sentAt = now;
            }
        }
    }

    /** Why the givens have no solution: a digit they repeat, or the first rule they break, when either is so. */
    private static Object noSolution(long nonce, Puzzle puzzle, SolveStatus status, Deadline deadline) {
        if (status == SolveStatus.INVALID) {
            return new Invalid(nonce, "The givens are invalid: " + GridValidator.firstConflict(puzzle).map(Object::toString).orElse("a digit repeats"));
        }
        List<Constraint> broken = puzzle.hasConstraints() ? GridValidator.brokenConstraints(puzzle, deadline) : List.of();
        return new Invalid(nonce, "No solutions found" + (broken.isEmpty() ? "." : ": the givens break " + broken.get(0) + "."));
    }

    // ------------------------------------------------------------------ logic from the setter's position

    /** The rule solver's path from the setter's digits and centre marks, as far as logic goes. */
    private Object solvePath(long nonce, FPuzzle read, Deadline deadline) {
        Puzzle puzzle = read.puzzle();
        RulePath path = solver(read).solve(puzzle, SetterPosition.of(read).start(puzzle), deadline);
        if (path.status() == LogicalStatus.TIMED_OUT && deadline.cancelledNow()) {
            return stopped(deadline);
        }
        StringBuilder text = new StringBuilder();
        path.path().forEach(step -> text.append(StepOutline.of(step)));
        text.append(OutcomeText.of(path, timeLimit)).append('\n');
        return logical(nonce, path.end(), text.toString(), path.status() != LogicalStatus.CONTRADICTION);
    }

    /**
     * The next step from the setter's position; first, when the board's centre marks are not the candidates logic
     * starts from (none drawn, or a digit the houses rule out), those candidates.
     */
    private Object step(long nonce, FPuzzle read, Deadline deadline) {
        Puzzle puzzle = read.puzzle();
        SetterPosition board = SetterPosition.of(read);
        CandidateGrid position = board.start(puzzle);
        if (board.differsFrom(position)) {
            return logical(nonce, position, "Initial candidates.\n", true);
        }
        RuleSolver solver = solver(read);
        Optional<Step<RuleTechnique>> step = solver.nextStep(puzzle, position, deadline);
        if (step.isPresent()) {
            step.get().applyTo(position);
            StringBuilder text = new StringBuilder();
            text.append(StepOutline.of(step.get()));
            return logical(nonce, position, text.toString(), true);
        }
        // None: solved, broken or stuck, which the solve from here says at once.
        RulePath here = solver.solve(puzzle, position, deadline);
        return switch (here.status()) {
            case SOLVED -> logical(nonce, position, "Solved.\n", true);
            case CONTRADICTION -> logical(nonce, position, "The position breaks a rule: it has no solution.\n", false);
            case STUCK -> logical(nonce, position, "No logical steps found.\n", true);
            case TIMED_OUT -> stopped(deadline);
        };
    }

    private RuleSolver solver(FPuzzle read) {
        return LogicFamily.solverWithout(strings(read.source().get("disabledlogic")), timeLimit);
    }

    private static Logical logical(long nonce, CandidateGrid position, String text, boolean valid) {
        Shape shape = position.layout().shape();
        List<LogicalCell> cells = new ArrayList<>(shape.cellCount());
        for (int i = 0; i < shape.cellCount(); i++) {
            Cell cell = shape.cell(i);
            int value = position.value(cell);
            cells.add(new LogicalCell(value, value != 0 ? null : position.candidates(cell).stream().toArray()));
        }
        return new Logical(nonce, cells, text, valid);
    }

    /** The strings of a JSON list (the userscript's options); none when it is absent or not a list. */
    private static List<String> strings(Object value) {
        List<String> strings = new ArrayList<>();
        if (value instanceof List<?> list) {
            list.stream().filter(String.class::isInstance).map(s -> ((String) s).strip()).forEach(strings::add);
        }
        return strings;
    }

    /**
     * Ends the work of a request whose search came back timed out: its deadline has been reached.
     *
     * @throws StoppedException always
     */
    private static <T> T stopped(Deadline deadline) {
        deadline.check();
        throw new IllegalStateException("a search timed out before its deadline was reached");
    }
}
