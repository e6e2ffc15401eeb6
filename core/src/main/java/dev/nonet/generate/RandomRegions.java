package dev.nonet.generate;

import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.random.RandomGenerator;

/**
 * Draws jigsaw region maps at random: {@code N} regions of {@code N} cells each, every region joined
 * by sides.
 *
 * <p>Method: start from the boxes of the usual shape of the side (rows for a prime side, which has
 * no boxes), then trade cells across region borders many times. One trade moves a cell of region A
 * into a neighbouring region B, and a cell of B that touches A back into A, so every region keeps
 * its size; it is kept only when both regions still hang together. After {@value #TRADES_PER_CELL}
 * trades per cell little of the boxes is left: the regions are as irregular as published jigsaws.
 * The draw is a random walk from the boxes, not uniform over all maps, and a map may have no
 * complete grid at all (rare, and more so the smaller the side): the generator then draws another.
 *
 * <p>Stateless; the same stream gives the same map.
 */
final class RandomRegions {

    /** Trades tried per cell of the grid: enough that a 9x9 map keeps no box whole. */
    static final int TRADES_PER_CELL = 12;
    private static final int[][] STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    private RandomRegions() {
    }

    /** A jigsaw layout of side {@code side} on a region map drawn from {@code random}. */
    static Layout draw(int side, RandomGenerator random) {
        return Layout.jigsaw(regions(side, random));
    }

    /**
     * The region of every cell, row-major, on a map drawn from {@code random}.
     *
     * @throws IllegalArgumentException if the side is outside {@value Shape#MIN_SIDE}..{@value Shape#MAX_SIDE}
     */
    static int[] regions(int side, RandomGenerator random) {
        if (side < Shape.MIN_SIDE || side > Shape.MAX_SIDE) {
            throw new IllegalArgumentException("side " + side + " is not supported: sides run from "
                    + Shape.MIN_SIDE + " to " + Shape.MAX_SIDE);
        }
        int[] regionOf = boxes(side);
        int cells = side * side;
        for (int i = 0; i < TRADES_PER_CELL * cells; i++) {
            trade(regionOf, side, random);
        }
        return regionOf;
    }

    /** The boxes of {@link Shape#of(int)}, or the rows for a prime side. */
    private static int[] boxes(int side) {
        int width = side;
        int height = 1;
        for (int h = (int) Math.sqrt(side); h >= 2; h--) {
            if (side % h == 0) {
                width = side / h;
                height = h;
                break;
            }
        }
        int[] regionOf = new int[side * side];
        int perRow = side / width;
        for (int cell = 0; cell < regionOf.length; cell++) {
            int r = cell / side;
            int c = cell % side;
            regionOf[cell] = (r / height) * perRow + c / width;
        }
        return regionOf;
    }

    /** One trade across a border at a random place, undone if it cuts a region in two. */
    private static void trade(int[] regionOf, int side, RandomGenerator random) {
        int given = random.nextInt(regionOf.length);
        int[] step = STEPS[random.nextInt(STEPS.length)];
        int taker = neighbour(given, step, side);
        if (taker < 0 || regionOf[taker] == regionOf[given]) {
            return;
        }
        int a = regionOf[given];
        int b = regionOf[taker];
        regionOf[given] = b;
        int back = randomCellTouching(regionOf, side, b, a, random);
        if (back < 0) {
            regionOf[given] = a;
            return;
        }
        regionOf[back] = a;
        if (!connected(regionOf, side, a, back) || !connected(regionOf, side, b, given)) {
            regionOf[back] = b;
            regionOf[given] = a;
        }
    }

    /** A cell of {@code region} with a side on {@code other}, chosen uniformly; -1 if none. */
    private static int randomCellTouching(int[] regionOf, int side, int region, int other, RandomGenerator random) {
        int chosen = -1;
        int seen = 0;
        for (int cell = 0; cell < regionOf.length; cell++) {
            if (regionOf[cell] == region && touches(regionOf, side, cell, other) && random.nextInt(++seen) == 0) {
                chosen = cell; // reservoir sampling: each candidate ends up chosen with chance 1/seen
            }
        }
        return chosen;
    }

    private static boolean touches(int[] regionOf, int side, int cell, int region) {
        for (int[] step : STEPS) {
            int n = neighbour(cell, step, side);
            if (n >= 0 && regionOf[n] == region) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the {@code side} cells of {@code region} hang together: a walk by sides from {@code start},
     * one of them, reaches them all. Trades keep every region at {@code side} cells.
     */
    private static boolean connected(int[] regionOf, int side, int region, int start) {
        int[] stack = new int[side];
        boolean[] reached = new boolean[regionOf.length];
        int size = 0;
        stack[size++] = start;
        reached[start] = true;
        int count = 1;
        while (size > 0) {
            int cell = stack[--size];
            for (int[] step : STEPS) {
                int n = neighbour(cell, step, side);
                if (n >= 0 && !reached[n] && regionOf[n] == region) {
                    reached[n] = true;
                    count++;
                    stack[size++] = n;
                }
            }
        }
        return count == side;
    }

    /** The cell one {@code step} from {@code cell}, or -1 off the grid. */
    private static int neighbour(int cell, int[] step, int side) {
        int r = cell / side + step[0];
        int c = cell % side + step[1];
        return r < 0 || r >= side || c < 0 || c >= side ? -1 : r * side + c;
    }
}
