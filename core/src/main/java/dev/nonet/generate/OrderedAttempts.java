package dev.nonet.generate;

import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Variant;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.Rating;
import dev.nonet.reason.RuleRating;
import dev.nonet.se.SeRating;
import dev.nonet.solve.UniquenessChecker;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * One generation run shared by its worker threads: threads claim attempt numbers, make and judge each
 * attempt on their own, and hand the results back; results are then taken in attempt order, so the
 * accepted puzzles and their indexes do not depend on which thread was quicker.
 */
final class OrderedAttempts {

    /** An accepted attempt, before it gets its index. */
    private record Draft(Puzzle puzzle, Grid solution, Optional<Rating> rating, Optional<SeRating> seRating,
            Optional<SearchRating> searchRating, Optional<RuleRating> ruleRating) {
        Draft(Puzzle puzzle, Grid solution, Optional<Rating> rating, Optional<SeRating> seRating) {
            this(puzzle, solution, rating, seRating, Optional.empty(), Optional.empty());
        }
    }

    /** What an attempt carves: the layout, a carver made for it, and a random complete grid of it. */
    private record Start(Layout layout, Carver carver, Grid solution) {
    }

    private final GenerationRequest request;
    private final long seed;
    private final Deadline deadline;
    private final Consumer<GeneratedPuzzle> sink;
    private final Acceptance acceptance;
    private final AtomicLong nextAttempt = new AtomicLong();

    /** Finished attempts waiting for an earlier one; guarded by {@code this}. */
    private final Map<Long, Optional<Draft>> waiting = new HashMap<>();
    private long nextInOrder;
    private int delivered;
    private volatile boolean stopped;

    OrderedAttempts(GenerationRequest request, long seed, Deadline deadline, Consumer<GeneratedPuzzle> sink) {
        this.request = request;
        this.seed = seed;
        this.deadline = deadline;
        this.sink = sink;
        this.acceptance = new Acceptance(request);
    }

    /**
     * Makes attempts until the count is reached, the deadline passes or {@link #stop()} is called. If
     * anything fails (the sink, say), the other threads stop too.
     */
    void work() {
        try {
            makeAttempts();
        } catch (StoppedException e) {
            // An engine call saw the deadline: the attempt it was in is cut short, and so is the run.
            stopped = true;
        } catch (RuntimeException | Error e) {
            stopped = true;
            throw e;
        }
    }

    private void makeAttempts() {
        // One engine and carver per thread serve every attempt on a fixed layout; random regions need new ones each time.
        UniquenessChecker engine = request.randomRegions() ? null : new UniquenessChecker(request.layout(), deadline);
        Carver fixed = request.randomRegions() ? null : new Carver(engine, request.layout(), request);
        BasicRating basic = new BasicRating();
        KillerCages killers = request.killer() ? new KillerCages(request.level(), deadline) : null;
        VariantPuzzles variants = request.variants().isEmpty() ? null
                : new VariantPuzzles(new VariantRating(request.level(), request.minimal(), request.requiredSteps()), request.minimal(), deadline);
        List<Constraint> globalRules = VariantClues.globalRules(request.variants());
        while (goOn()) {
            long attempt = nextAttempt.getAndIncrement();
            SplittableRandom random = new SplittableRandom(streamSeed(seed, attempt));
            if (variants != null) {
                Grid solution = globalRules.isEmpty() ? RandomGrids.draw(random, engine) : RuledGrids.draw(globalRules, random, deadline);
                VariantClues clues = new VariantClues(solution.toArray(), request.variants(), random);
                Optional<Draft> draft = variants.make(solution, clues, random, this::goOn)
                        .map(made -> new Draft(made.puzzle(), solution, Optional.empty(), Optional.empty(), Optional.empty(),
                                Optional.of(made.rating())));
                if (deadline.reached()) {
                    stopped = true;
                    return;
                }
                finish(attempt, draft);
                continue;
            }
            if (killers != null) {
                Grid solution = RandomGrids.draw(random, engine);
                Optional<Draft> draft = killers.make(solution, random, this::goOn)
                        .map(made -> new Draft(made.puzzle(), solution, Optional.empty(), Optional.empty(), Optional.of(made.rating()),
                                Optional.empty()));
                if (deadline.reached()) {
                    stopped = true;
                    return;
                }
                finish(attempt, draft);
                continue;
            }
            Start start = request.randomRegions() ? randomJigsaw(random)
                    : new Start(request.layout(), fixed, RandomGrids.draw(request.layout(), random, engine));
            Grid solution = start.solution();
            Optional<Draft> draft = start.carver().carve(solution, random, this::goOn).flatMap(givens -> {
                Puzzle puzzle = new Puzzle(start.layout(), givens);
                Acceptance.Judgement judgement = acceptance.judge(puzzle, basic, deadline);
                return judgement.accepted() ? Optional.of(new Draft(puzzle, solution, judgement.rating(), judgement.seRating())) : Optional.empty();
            });
            if (deadline.reached()) {
                // The carve or the logic may have been cut short, so a longer run could judge this attempt
                // otherwise: deliver nothing from here on, and the output stays a prefix of that run's.
                stopped = true;
                return;
            }
            finish(attempt, draft);
        }
    }

    /**
     * A jigsaw on a region map drawn from {@code random}, with the request's other variants, and a
     * complete grid of it. A map whose random fills all run past their limit (or that has no complete
     * grid) is dropped for the next draw from the same stream, so the result still depends on the
     * stream alone.
     */
    private Start randomJigsaw(SplittableRandom random) {
        while (true) {
            Layout layout = RandomRegions.draw(request.layout().side(), random);
            for (Variant v : request.layout().variants()) {
                layout = layout.with(v);
            }
            UniquenessChecker engine = new UniquenessChecker(layout, deadline);
            Optional<Grid> solution = RandomGrids.fill(layout, random, engine);
            if (solution.isPresent()) {
                return new Start(layout, new Carver(engine, layout, request), solution.get());
            }
        }
    }

    /** Whether the run still wants attempts: not stopped, and the deadline not reached. */
    private boolean goOn() {
        return !stopped && !deadline.reached();
    }

    void stop() {
        stopped = true;
    }

    synchronized int delivered() {
        return delivered;
    }

    /** Attempts taken in order: accepted or rejected, the ones counted. */
    synchronized long attempts() {
        return nextInOrder;
    }

    private synchronized void finish(long attempt, Optional<Draft> draft) {
        waiting.put(attempt, draft);
        // A deadline reached while a thread waited for the lock delivers nothing more: the output stays a prefix.
        while (!stopped && !deadline.reached() && waiting.containsKey(nextInOrder)) {
            Optional<Draft> next = waiting.remove(nextInOrder);
            nextInOrder++;
            if (next.isPresent()) {
                Draft d = next.get();
                try {
                    sink.accept(new GeneratedPuzzle(delivered++, d.puzzle(), d.solution(), d.rating(), d.seRating(), d.searchRating(), d.ruleRating()));
                } catch (RuntimeException e) {
                    stopped = true; // before the lock is let go, so no other thread delivers another
                    throw e;
                }
                if (delivered == request.count()) {
                    stopped = true;
                }
            }
        }
    }

    /** The seed of attempt {@code attempt}'s random stream: the run's seed and the number, well mixed. */
    static long streamSeed(long seed, long attempt) {
        return mix(seed ^ mix(attempt + 0x9E3779B97F4A7C15L));
    }

    /** Stafford's variant 13 of the MurmurHash3 finaliser: every input bit affects every output bit. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
