package dev.nonet.generate;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Techniques;
import dev.nonet.solve.UniquenessChecker;
import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;

/**
 * Turns a complete grid into a puzzle: empties the orbits of the symmetry in random order, keeping each
 * removal only if the puzzle stays unique, and never going below the clue range's minimum.
 *
 * <p>A single cell whose peers' givens hold every other digit can go without asking the engine:
 * those givens alone pin its digit down. Most of the first few dozen removals are such.
 *
 * <p>One pass suffices for minimality with no symmetry: a given that could not go when it was tried
 * cannot go later either, since removing others only makes uniqueness harder to keep. With a symmetry
 * (whole orbits go at once) or a clue floor, single givens may still be removable, so a minimal
 * request checks each given and rejects the puzzle if one could go.
 *
 * <p>Off classic 9x9, a request for a difficulty band carves by logic instead: a removal stays only if
 * the techniques up to the band's top still solve the puzzle (which proves it unique, as they never
 * guess or assume uniqueness). Carving to uniqueness alone leaves puzzles on 9x9 variants and bigger
 * grids that those techniques rarely finish (two in fifty near-minimal 16x16 puzzles), so banded
 * requests would almost never be met; carved by logic, every puzzle is within reach of the band's top
 * and only its bottom is left to check. Below 9x9 it is the other way round: carved by logic, a 6x6
 * puzzle almost always falls to hidden singles, while carved to uniqueness it often needs more, so
 * there half the attempts (drawn at random) carve each way. Puzzles carved by logic are not minimal,
 * so a request for minimal puzzles always carves to uniqueness.
 *
 * <p>One instance per thread, request and layout: it keeps the request's orbits and the layout's peers.
 */
final class Carver {

    private final UniquenessChecker engine;
    private final GenerationRequest request;
    private final Shape shape;
    private final int[][] orbits;
    private final int[][] peers;
    /**
     * Whether to ask between removals if the run still wants the attempt. A classic attempt takes well
     * under a millisecond, so the run asks between attempts only; a 25x25 one can take seconds.
     */
    private final boolean asksToGoOn;
    /** The solver whose success a removal must keep when carving by logic; null when the request never does. */
    private final LogicalSolver bandTop;
    private final Layout layout;

    /** A carver for puzzles of {@code layout} (the request's, or the attempt's random jigsaw), checked by {@code engine}. */
    Carver(UniquenessChecker engine, Layout layout, GenerationRequest request) {
        this.engine = engine;
        this.request = request;
        this.shape = layout.shape();
        this.orbits = request.symmetry().orbits(layout.side());
        this.peers = Geometry.of(layout).peers;
        this.asksToGoOn = !layout.isClassic();
        this.layout = layout;
        this.bandTop = carvesByLogic(request, layout) ? new LogicalSolver(Techniques.all().stream()
                .filter(f -> f.technique().difficulty() <= request.rating().orElseThrow().max()).toList(), SOLVE_LIMIT) : null;
    }

    /** A removal's solve may take this long; past it the removal is undone. */
    private static final Duration SOLVE_LIMIT = Duration.ofSeconds(1);

    /** Whether the givens among {@code peers}, the peers of {@code cell}, hold every digit but the one in {@code cell}. */
    static boolean pinned(Grid puzzle, int cell, int[] peers) {
        int seen = 0;
        for (int peer : peers) {
            seen |= 1 << puzzle.get(peer);
        }
        int everyDigitAndBlank = (2 << puzzle.shape().side()) - 1;
        return (seen | 1 << puzzle.get(cell) | 1) == everyDigitAndBlank;
    }

    /** Whether a request on {@code layout} carves some attempts by logic, as the class comment says. */
    static boolean carvesByLogic(GenerationRequest request, Layout layout) {
        return !layout.isClassic() && !request.minimal() && request.rating().isPresent()
                && request.rating().get().max() < Double.MAX_VALUE;
    }

    /**
     * The carved puzzle, or empty if it has too many givens, is not minimal when that was asked, or
     * {@code goOn} said no first (the run timed out or has all it needs).
     */
    Optional<Grid> carve(Grid solution, RandomGenerator random, BooleanSupplier goOn) {
        boolean byLogic = bandTop != null && (layout.side() >= 9 || random.nextBoolean());
        int[] order = RandomGrids.permutation(orbits.length, random);
        Grid puzzle = solution;
        int givens = shape.cellCount();
        boolean floorReached = false;
        for (int o : order) {
            if (asksToGoOn && !goOn.getAsBoolean()) {
                return Optional.empty();
            }
            int[] orbit = orbits[o];
            if (givens - orbit.length < request.clues().min()) {
                floorReached = true;
                continue;
            }
            // A pinned cell is a naked single, which every band's techniques include.
            boolean pinned = orbit.length == 1 && pinned(puzzle, orbit[0], peers[orbit[0]]);
            boolean keeps = pinned || (byLogic ? solvesWithin(without(puzzle, orbit))
                    : orbit.length == 1 ? engine.isUniqueWithout(puzzle, shape.cell(orbit[0]))
                    : engine.solutions(without(puzzle, orbit)) == 1);
            if (keeps) {
                puzzle = without(puzzle, orbit);
                givens -= orbit.length;
            }
        }
        if (givens > request.clues().max()) {
            return Optional.empty();
        }
        boolean minimalByConstruction = request.symmetry() == Symmetry.NONE && !floorReached;
        if (request.minimal() && !minimalByConstruction && !Minimizer.isMinimal(puzzle, engine)) {
            return Optional.empty();
        }
        return Optional.of(puzzle);
    }

    /** Whether the band's techniques solve {@code puzzle}, which proves it unique. */
    private boolean solvesWithin(Grid puzzle) {
        return bandTop.solve(CandidateGrid.of(new Puzzle(layout, puzzle)), false, engine.deadline()).status() == LogicalStatus.SOLVED;
    }

    private Grid without(Grid puzzle, int[] orbit) {
        if (orbit.length == 1) {
            return puzzle.with(shape.cell(orbit[0]), 0);
        }
        int[] digits = puzzle.toArray();
        for (int index : orbit) {
            digits[index] = 0;
        }
        return Grid.of(shape, digits);
    }
}
