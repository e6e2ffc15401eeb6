package dev.nonet.generate;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Technique;
import dev.nonet.reason.RecentFillings;
import dev.nonet.reason.RulePath;
import dev.nonet.reason.RuleRating;
import dev.nonet.reason.RuleSolver;
import dev.nonet.reason.RuleTechnique;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Rates a variant puzzle with Nonet's rule solver and says whether it is what a request asked for: solved by logic
 * at the level asked ({@link Level#EXTREME}: past expert, or stuck), or at any level up to {@link Level#HARD} when
 * none was asked, its path using every step named in {@code required}. The solver is given only the techniques up
 * to the top of the level asked (all of them for extreme), so a puzzle too hard for it ends stuck at once instead of
 * spending seconds on forcing steps that would only show it too hard: that keeps rating cheap and its answer the
 * same on any machine. One instance per thread: it keeps what the solver's walks found for the next solves
 * ({@link RecentFillings}).
 */
final class VariantRating {

    /** How long one rating may take: far more than any path of the techniques up to expert needs. */
    static final Duration LIMIT = Duration.ofSeconds(10);

    private final Optional<Level> level;
    private final boolean anyLevel;
    private final Set<String> required;
    private final RuleSolver solver;
    /** The solver's walks over clues' fillings so far: the solves of one attempt's near copies of a puzzle share most. */
    private final RecentFillings recent = new RecentFillings();

    /**
     * A judge for {@code level} whose paths use every step named in {@code required}; with no level, any up to hard,
     * or for {@code minimal} puzzles any at all (the solver then has the techniques up to expert, and a puzzle they do
     * not finish is extreme).
     */
    VariantRating(Optional<Level> level, boolean minimal, Set<String> required) {
        this.level = level;
        this.anyLevel = minimal && level.isEmpty();
        this.required = required;
        Level top = anyLevel ? Level.EXPERT : level.orElse(Level.HARD);
        double most = top == Level.EXTREME ? Double.MAX_VALUE : top.upTo();
        Set<RuleTechnique> leftOut = EnumSet.noneOf(RuleTechnique.class);
        for (RuleTechnique t : RuleTechnique.values()) {
            if (t.difficulty() > most) {
                leftOut.add(t);
            }
        }
        Set<Technique> housesLeftOut = EnumSet.noneOf(Technique.class);
        for (Technique t : Technique.values()) {
            if (t.difficulty() > most) {
                housesLeftOut.add(t);
            }
        }
        this.solver = new RuleSolver(LIMIT, leftOut, housesLeftOut);
    }

    /** The level puzzles are made for: the one asked, or hard when none was (extreme for any level). */
    Level top() {
        return anyLevel ? Level.EXTREME : level.orElse(Level.HARD);
    }

    /**
     * The solver's path on {@code puzzle}, with techniques up to the top of the level asked; a path the solver's own
     * limit cut short counts as stuck.
     *
     * @throws dev.nonet.limit.StoppedException when {@code deadline} is reached
     */
    RulePath path(Puzzle puzzle, Deadline deadline) {
        RulePath path = solver.solve(puzzle, CandidateGrid.of(puzzle), deadline, recent);
        if (path.status() == LogicalStatus.TIMED_OUT) {
            deadline.check();
        }
        return path;
    }

    /**
     * The rating of {@code puzzle} if it is what was asked for; empty if not, or if the solver's own limit cut it
     * short.
     *
     * @throws dev.nonet.limit.StoppedException when {@code deadline} is reached
     */
    Optional<RuleRating> judge(Puzzle puzzle, Deadline deadline) {
        RulePath path = path(puzzle, deadline);
        if (path.status() == LogicalStatus.TIMED_OUT) {
            return Optional.empty();
        }
        RuleRating rating = path.rating();
        boolean fits;
        if (anyLevel) {
            fits = path.status() == LogicalStatus.SOLVED || path.status() == LogicalStatus.STUCK;
        } else if (level.isEmpty()) {
            fits = path.status() == LogicalStatus.SOLVED;
        } else if (level.get() == Level.EXTREME) {
            fits = rating.level() == Level.EXTREME && path.status() != LogicalStatus.CONTRADICTION;
        } else {
            fits = path.status() == LogicalStatus.SOLVED && rating.level() == level.get();
        }
        return fits && usesAll(rating) ? Optional.of(rating) : Optional.empty();
    }

    private boolean usesAll(RuleRating rating) {
        for (String name : required) {
            boolean found = false;
            for (String used : rating.uses().keySet()) {
                found |= matches(used, name);
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /** Whether a step named {@code used} is of the technique {@code name}: the same name, or it with a detail ({@code Hidden Single (box)}). */
    static boolean matches(String used, String name) {
        String u = used.toLowerCase(Locale.ROOT);
        String n = name.toLowerCase(Locale.ROOT);
        return u.equals(n) || u.startsWith(n + " (");
    }

    /**
     * The names a variant puzzle's path can show and {@code --require} takes, in lower case, with their difficulty:
     * the rule solver's techniques and Nonet's techniques of the houses.
     */
    static Map<String, Double> stepNames() {
        Map<String, Double> names = new TreeMap<>();
        for (RuleTechnique t : RuleTechnique.values()) {
            if (t.difficulty() > 0) {
                names.put(t.displayName().toLowerCase(Locale.ROOT), t.difficulty());
            }
        }
        for (Technique t : Technique.values()) {
            names.putIfAbsent(t.displayName().toLowerCase(Locale.ROOT), t.difficulty());
        }
        return names;
    }
}
