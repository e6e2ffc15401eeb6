package dev.nonet.generate;

import dev.nonet.format.LayoutSpec;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.logic.Level;
import dev.nonet.logic.Technique;
import java.time.Duration;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What to generate: on which layout, how many puzzles, how hard, with which symmetry, how many givens, which techniques
 * their logical solution must or must not use, from which seed, and for how long at most.
 *
 * <pre>{@code
 * GenerationRequest request = GenerationRequest.builder()
 *         .count(10).difficulty(Level.MEDIUM).symmetry(Symmetry.ROTATIONAL).minimal(true).seed(42).build();
 * GenerationRequest x16 = GenerationRequest.builder().layout(Layout.of(Shape.of(16)).with(Variant.X)).build();
 * GenerationRequest jigsaws = GenerationRequest.builder().randomRegions(true).count(5).build();   // 9x9, a map each
 * GenerationRequest killers = GenerationRequest.builder().killer(true).difficulty(Level.MEDIUM).build(); // cages, no givens
 * }</pre>
 *
 * <p>Killer puzzles ({@link Builder#killer(boolean)}) are classic 9x9 only: cages with sums over the whole
 * grid and as few givens as uniqueness needs (usually none). Their levels are {@link Level#EASY},
 * {@link Level#MEDIUM} and {@link Level#HARD} by the constraint search's own measure ({@link SearchRating}),
 * not the logical solver's, which knows no cages; symmetry, minimality, clue ranges, rating ranges and
 * techniques do not apply to them and are refused.
 *
 * <p>Variant puzzles ({@link Builder#variants(Set)}: thermo, arrow, kropki, ... ({@link VariantKind})) are classic 9x9
 * only: clues of the kinds true of a random grid and givens where the clues are not enough, rated by Nonet's rule
 * solver at any {@link Level}, minimal for their level (or minimal outright with {@link Builder#minimal}); techniques
 * are required by the names of the rule solver's steps ({@link Builder#requireStep}); symmetry, clue ranges, rating
 * ranges and excluded techniques are refused.
 *
 * <p>Difficulty, ratings and techniques come from the logical solver. On a layout other than classic
 * 9x9 it has only the techniques that work on every layout (singles, locked candidates, subsets and
 * fish, wings, colouring, X- and XY-Chains, AIC and nice loops: {@link Technique#worksOnEveryLayout()}), so a puzzle that needs more is stuck there and
 * counts as {@link Level#EXTREME}; requiring or excluding another technique is refused.
 *
 * <p>Defaults: classic 9x9, one puzzle, any difficulty, no symmetry, not necessarily minimal, any number of
 * givens (but at least half the cells on a side above {@value #LARGE_SIDE} that is not asked to be minimal:
 * {@link Builder#clues}), no technique required or excluded, a random seed, no time limit, no rating asked
 * for, no random regions, no killer cages.
 *
 * @param layout     the rules every puzzle follows: shape, jigsaw regions, variants; with
 *                   {@code randomRegions}, the side and the variants besides the jigsaw
 * @param randomRegions whether every puzzle is a jigsaw on a region map drawn for it alone
 *                   ({@link GeneratedPuzzle#puzzle()}'s layout carries it), of the layout's side, from
 *                   {@value #MIN_RANDOM_SIDE} to {@value #MAX_RANDOM_SIDE}
 * @param killer     whether every puzzle is a killer: cages with sums over a classic 9x9 grid, its givens few
 *                   or none ({@link GeneratedPuzzle#puzzle()}'s constraints carry the cages)
 * @param variants   the variant kinds of every puzzle, clues drawn from its solution on classic 9x9
 *                   ({@link GeneratedPuzzle#puzzle()}'s constraints carry them); empty for none
 * @param count      how many puzzles, at least 1
 * @param rating     the band the rating must fall in (a level's band, or any range); empty for any
 * @param acceptsStuck whether puzzles that logic cannot finish count as inside the band (only for
 *                   {@link Level#EXTREME}, whose band has no top)
 * @param symmetry   the symmetry the givens keep
 * @param minimal    whether no given may be removable without losing uniqueness
 * @param clues      how many givens a puzzle may have
 * @param required   techniques the logical solution must use
 * @param requiredSteps for variant puzzles, the names of techniques (as their steps show them) the rule solver's
 *                   path must use
 * @param excluded   techniques the logical solution must not use
 * @param seed       the seed of every random choice; empty to draw one (the report says which)
 * @param timeout    when to stop with what was found so far; empty for no limit
 * @param rated      whether each puzzle comes with its rating ({@link GeneratedPuzzle#rating()})
 */
public record GenerationRequest(
        Layout layout, boolean randomRegions, boolean killer, Set<VariantKind> variants, int count, Optional<RatingRange> rating,
        boolean acceptsStuck, Symmetry symmetry, boolean minimal, ClueRange clues, Set<Technique> required, Set<String> requiredSteps,
        Set<Technique> excluded, Optional<Long> seed, Optional<Duration> timeout, boolean rated) {

    /** The smallest side of a random region map. */
    public static final int MIN_RANDOM_SIDE = 4;
    /**
     * The largest side of a random region map: on larger ones the random fill seldom finds a complete
     * grid in reasonable time (none in minutes on 20x20 or 25x25; see docs/GENERATOR.md).
     */
    public static final int MAX_RANDOM_SIDE = 16;

    /**
     * The largest side on which carving to uniqueness without a clue floor finishes at all in reasonable
     * time (a 20x20 puzzle in two seconds to a minute; on 21x21, 24x24 and 25x25 none came in a minute:
     * the last removals each need a uniqueness proof of a near-minimal grid). Above it a request that
     * names no clue range keeps half the cells, as published puzzles of those sizes do.
     */
    public static final int LARGE_SIDE = 20;

    /** Checks that the request can be met at all, and copies the sets. */
    public GenerationRequest {
        if (randomRegions) {
            requireRandomRegionsFit(layout);
        }
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, not " + count);
        }
        required = Set.copyOf(required);
        requiredSteps = Set.copyOf(requiredSteps);
        excluded = Set.copyOf(excluded);
        variants = Set.copyOf(variants);
        for (Technique t : required) {
            if (excluded.contains(t)) {
                throw new IllegalArgumentException(t.displayName() + " is both required and excluded");
            }
            if (rating.isPresent() && t.difficulty() > rating.get().max()) {
                throw new IllegalArgumentException("required " + t.displayName() + " (" + t.difficulty()
                        + ") is harder than the band's top (" + rating.get().max() + ")");
            }
        }
        if (timeout.isPresent() && (timeout.get().isNegative() || timeout.get().isZero())) {
            throw new IllegalArgumentException("timeout must be positive, not " + timeout.get());
        }
        boolean classic = layout.isClassic() && !randomRegions;
        String name = describe(layout, randomRegions);
        if (!classic) {
            for (Set<Technique> named : List.of(required, excluded)) {
                for (Technique t : named) {
                    if (!t.worksOnEveryLayout()) {
                        throw new IllegalArgumentException(t.displayName() + " is for classic 9x9 only: on " + name
                                + " the logical solver uses singles, locked candidates, subsets, fish, wings, colouring, X- and XY-Chains, AIC and nice loops");
                    }
                }
            }
        }
        if (!variants.isEmpty()) {
            VariantRequest.requireFits(killer, layout, randomRegions, variants, rating, symmetry, clues, required,
                    requiredSteps, excluded);
        } else if (!requiredSteps.isEmpty()) {
            throw new IllegalArgumentException("steps of the rule solver are required of variant puzzles only");
        }
        if (killer) {
            requireKillerFits(layout, randomRegions, rating, symmetry, minimal, clues, required, excluded);
        }
        int cells = layout.shape().cellCount();
        // 17 is the proven 9x9 minimum; elsewhere N-1 is the plain bound (two absent digits could swap).
        int fewest = classic ? 17 : layout.side() - 1;
        if (!clues.equals(ClueRange.ANY) && (clues.min() < fewest || clues.max() > cells)) {
            throw new IllegalArgumentException("a clue range on " + name + " runs from at least " + fewest + " up to at most "
                    + cells + ", not " + clues);
        }
    }

    /** The layout as messages name it; random regions on 9x9 with X, say, as {@code 9x9 jigsaw+x}. */
    private static String describe(Layout layout, boolean randomRegions) {
        if (!randomRegions) {
            return layout.toString();
        }
        String others = layout.variants().stream().map(v -> "+" + v.id()).collect(Collectors.joining());
        return layout.side() + "x" + layout.side() + " jigsaw" + others;
    }

    private static void requireRandomRegionsFit(Layout layout) {
        if (layout.isJigsaw()) {
            throw new IllegalArgumentException("random regions take the place of a region map: give a layout without one");
        }
        if (layout.side() < MIN_RANDOM_SIDE || layout.side() > MAX_RANDOM_SIDE) {
            throw new IllegalArgumentException("random jigsaw regions are drawn for sides " + MIN_RANDOM_SIDE + " to "
                    + MAX_RANDOM_SIDE + " only (on larger grids a complete grid is seldom found in reasonable time), not "
                    + layout.side() + "x" + layout.side() + ": give a region map");
        }
        if (layout.variants().contains(Variant.DISJOINT)) {
            throw new IllegalArgumentException("disjoint groups need boxes, and a jigsaw has none");
        }
    }

    /** The levels killer puzzles are made at: those {@link SearchRating} measures in well under a second each. */
    public static final Set<Level> KILLER_LEVELS = Set.of(Level.EASY, Level.MEDIUM, Level.HARD);

    private static void requireKillerFits(Layout layout, boolean randomRegions, Optional<RatingRange> rating, Symmetry symmetry,
            boolean minimal, ClueRange clues, Set<Technique> required, Set<Technique> excluded) {
        if (!layout.isClassic() || randomRegions) {
            throw new IllegalArgumentException("killer puzzles are generated on classic 9x9 only, not on "
                    + describe(layout, randomRegions));
        }
        if (rating.isPresent() && levelOf(rating.get()).filter(KILLER_LEVELS::contains).isEmpty()) {
            throw new IllegalArgumentException("killer puzzles are made easy, medium or hard, by the guesses of the constraint"
                    + " search (see docs/GENERATOR.md), not " + levelOf(rating.get()).map(Level::word).orElse("a rating range"));
        }
        if (symmetry != Symmetry.NONE) {
            throw new IllegalArgumentException("killer puzzles have no symmetry of givens: they have few givens or none");
        }
        if (minimal || !clues.equals(ClueRange.ANY)) {
            throw new IllegalArgumentException("killer puzzles get as few givens as uniqueness needs (usually none):"
                    + " minimality and clue ranges are for puzzles of givens alone");
        }
        if (!required.isEmpty() || !excluded.isEmpty()) {
            throw new IllegalArgumentException("the logical solver knows no cages, so killer puzzles cannot require or exclude techniques");
        }
    }

    /** The level whose band {@code range} is, if it is one. */
    static Optional<Level> levelOf(RatingRange range) {
        for (Level level : Level.values()) {
            if (RatingRange.of(level).equals(range)) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }

    /** The level whose band the request's rating range is ({@link Builder#difficulty}); empty for any or another range. */
    public Optional<Level> level() {
        return rating.flatMap(GenerationRequest::levelOf);
    }

    /** A request with the defaults, to change through its setters. */
    public static Builder builder() {
        return new Builder();
    }

    /** Whether acceptance looks at how each puzzle solves by logic (a band, techniques, or ratings asked for). */
    public boolean needsRating() {
        return rated || rating.isPresent() || !required.isEmpty() || !excluded.isEmpty();
    }

    /** Builds a {@link GenerationRequest}; every setter returns the builder. Not thread-safe. */
    public static final class Builder {
        private Layout layout = Layout.CLASSIC;
        private boolean randomRegions;
        private boolean killer;
        private final Set<VariantKind> variants = EnumSet.noneOf(VariantKind.class);
        private final Set<String> requiredSteps = new LinkedHashSet<>();
        private int count = 1;
        private RatingRange rating;
        private boolean acceptsStuck;
        private Symmetry symmetry = Symmetry.NONE;
        private boolean minimal;
        private ClueRange clues;
        private final Set<Technique> required = EnumSet.noneOf(Technique.class);
        private final Set<Technique> excluded = EnumSet.noneOf(Technique.class);
        private Long seed;
        private Duration timeout;
        private boolean rated;

        private Builder() {
        }

        /** The layout of every puzzle: its shape, jigsaw regions and variants. */
        public Builder layout(Layout layout) {
            this.layout = layout;
            return this;
        }

        /**
         * The layout {@code spec} names, as the command line's options and the service's fields give it:
         * classic 9x9 when it names no shape (9x9 with its variants); a jigsaw without a region map gets
         * {@link #randomRegions(boolean) random regions}.
         *
         * @throws IllegalArgumentException if the parts do not make a layout
         */
        public Builder layout(LayoutSpec spec) {
            Shape shape = spec.shape() != null ? spec.shape() : Shape.CLASSIC;
            if (spec.regionsInText()) {
                Set<Variant> others = EnumSet.noneOf(Variant.class);
                others.addAll(spec.variants());
                others.remove(Variant.JIGSAW);
                return layout(Layout.of(shape, others, null)).randomRegions(true);
            }
            return layout(Layout.of(shape, spec.variants(), spec.regionMap())).randomRegions(false);
        }

        /**
         * Whether every puzzle is a jigsaw on a region map of its own, drawn at random: the layout then
         * gives the side and any other variants (x, windoku), and must not be a jigsaw itself.
         */
        public Builder randomRegions(boolean randomRegions) {
            this.randomRegions = randomRegions;
            return this;
        }

        /**
         * Whether every puzzle is a killer: cages with sums over a classic 9x9 grid and few givens or none, at
         * a {@link #difficulty} of easy, medium or hard by {@link SearchRating}.
         */
        public Builder killer(boolean killer) {
            this.killer = killer;
            return this;
        }

        /**
         * The variant kinds of every puzzle (adds to those set before): clues of the kinds true of a random classic
         * grid, unique and minimal in clues and givens, at a {@link #difficulty} by Nonet's rule solver.
         */
        public Builder variants(Set<VariantKind> kinds) {
            variants.addAll(kinds);
            return this;
        }

        /**
         * For variant puzzles: the rule solver's path must use the technique {@code name}, as its steps name it
         * ({@code "Constraint"}, {@code "45 Rule"}, {@code "X-Wing"}).
         */
        public Builder requireStep(String name) {
            requiredSteps.add(name);
            return this;
        }

        public Builder count(int count) {
            this.count = count;
            return this;
        }

        /** The band of {@code level}; replaces any rating range. {@link Level#EXTREME} accepts stuck puzzles too. */
        public Builder difficulty(Level level) {
            this.rating = RatingRange.of(level);
            this.acceptsStuck = level == Level.EXTREME;
            return this;
        }

        /** Any rating band; replaces any level. Puzzles that logic cannot finish are outside every range. */
        public Builder rating(RatingRange range) {
            this.rating = range;
            this.acceptsStuck = false;
            return this;
        }

        public Builder symmetry(Symmetry symmetry) {
            this.symmetry = symmetry;
            return this;
        }

        public Builder minimal(boolean minimal) {
            this.minimal = minimal;
            return this;
        }

        /**
         * How many givens a puzzle may have. Unset, any number, except on a side above
         * {@value GenerationRequest#LARGE_SIDE} when the puzzles need not be minimal: at least half the
         * cells ({@code 313..625} on 25x25), since carving deeper takes the engine minutes to hours per puzzle.
         */
        public Builder clues(ClueRange clues) {
            this.clues = clues;
            return this;
        }

        public Builder require(Technique technique) {
            required.add(technique);
            return this;
        }

        public Builder exclude(Technique technique) {
            excluded.add(technique);
            return this;
        }

        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        public Builder timeout(Duration timeout) {
            this.timeout = timeout;
            return this;
        }

        /** Rate every puzzle, even with no filter that needs it. */
        public Builder rated(boolean rated) {
            this.rated = rated;
            return this;
        }

        /**
         * The request.
         *
         * @throws IllegalArgumentException if it cannot be met (see {@link GenerationRequest})
         */
        public GenerationRequest build() {
            return new GenerationRequest(layout, randomRegions, killer, variants, count, Optional.ofNullable(rating), acceptsStuck, symmetry,
                    minimal, clues != null ? clues : defaultClues(), required, requiredSteps, excluded, Optional.ofNullable(seed),
                    Optional.ofNullable(timeout), rated);
        }

        private ClueRange defaultClues() {
            int cells = layout.shape().cellCount();
            return layout.side() > LARGE_SIDE && !minimal ? new ClueRange((cells + 1) / 2, cells) : ClueRange.ANY;
        }
    }
}
