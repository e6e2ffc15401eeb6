package dev.nonet.generate;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;
import dev.nonet.solve.UniquenessChecker;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Turns a complete grid into a puzzle: empties the orbits of the symmetry in random order, keeping each
 * removal only if the puzzle stays unique, and never going below the clue range's minimum.
 *
 * <p>A single cell whose peers' givens hold the eight other digits can go without asking the engine:
 * those givens alone pin its digit down. Most of the first few dozen removals are such.
 *
 * <p>One pass suffices for minimality with no symmetry: a given that could not go when it was tried
 * cannot go later either, since removing others only makes uniqueness harder to keep. With a symmetry
 * (whole orbits go at once) or a clue floor, single givens may still be removable, so a minimal
 * request checks each given and rejects the puzzle if one could go.
 */
final class Carver {

    private final UniquenessChecker engine;

    Carver(UniquenessChecker engine) {
        this.engine = engine;
    }

    /** The carved puzzle, or empty if it has too many givens or is not minimal when that was asked. */
    Optional<Grid> carve(Grid solution, GenerationRequest request, RandomGenerator random) {
        int[][] orbits = request.symmetry().orbits();
        int[] order = RandomGrids.permutation(orbits.length, random);
        Grid puzzle = solution;
        int givens = 81;
        boolean floorReached = false;
        for (int o : order) {
            int[] orbit = orbits[o];
            if (givens - orbit.length < request.clues().min()) {
                floorReached = true;
                continue;
            }
            boolean unique = orbit.length == 1
                    ? Peers.pinned(puzzle, orbit[0]) || engine.isUniqueWithout(puzzle, Shape.CLASSIC.cell(orbit[0]))
                    : engine.solutions(without(puzzle, orbit)) == 1;
            if (unique) {
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

    private static Grid without(Grid puzzle, int[] orbit) {
        if (orbit.length == 1) {
            return puzzle.with(Shape.CLASSIC.cell(orbit[0]), 0);
        }
        int[] digits = puzzle.toArray();
        for (int index : orbit) {
            digits[index] = 0;
        }
        return Grid.of(digits);
    }
}
