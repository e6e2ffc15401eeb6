package dev.nonet.generate;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.TreeSet;

/**
 * The symmetries a generated puzzle's givens may keep: each maps the grid onto itself, and a puzzle
 * has the symmetry when every orbit (a cell and its images) is either all givens or all empty. They
 * are symmetries of the square, so they apply to grids of every side; they are about where the givens
 * stand, not about the rules, so a jigsaw whose regions have no symmetry can still have symmetric givens.
 *
 * <pre>{@code
 * Symmetry.parse("rotational").orbit(new Cell(0, 1));   // [r1c2, r9c8]
 * Symmetry.ROTATIONAL.holds(puzzle);
 * }</pre>
 */
public enum Symmetry {
    /** No symmetry: every cell is its own orbit. */
    NONE(),
    /** 180-degree rotation about the centre, the symmetry of most published puzzles. */
    ROTATIONAL(Isometry.HALF_TURN),
    /** 90-degree rotation: orbits of four cells. */
    QUARTER(Isometry.QUARTER_TURN, Isometry.HALF_TURN, Isometry.THREE_QUARTER_TURN),
    /** Reflection in the main diagonal (r1c1 to r9c9). */
    DIAGONAL(Isometry.MAIN_DIAGONAL),
    /** Reflection in the anti-diagonal (r1c9 to r9c1). */
    ANTIDIAGONAL(Isometry.ANTI_DIAGONAL),
    /** Left-right reflection in the middle column. */
    MIRROR(Isometry.LEFT_RIGHT),
    /** Top-bottom reflection in the middle row. */
    FLIP(Isometry.TOP_BOTTOM),
    /** Both mirror and flip (and so the half turn). */
    BIMIRROR(Isometry.LEFT_RIGHT, Isometry.TOP_BOTTOM, Isometry.HALF_TURN),
    /** Every symmetry of the square at once: orbits of up to eight cells. */
    DIHEDRAL(Isometry.values());

    private final Isometry[] maps;
    /** The distinct orbits as row-major cell indexes, each sorted, in order of their first cell. */
    private final int[][] orbits;

    Symmetry(Isometry... maps) {
        this.maps = maps;
        this.orbits = computeOrbits(maps);
    }

    /**
     * The symmetry called {@code name} (its name in any case, {@code full} for {@link #DIHEDRAL}).
     *
     * @throws IllegalArgumentException naming the valid choices when none matches
     */
    public static Symmetry parse(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        if (wanted.equals("full")) {
            return DIHEDRAL;
        }
        for (Symmetry s : values()) {
            if (s.label().equals(wanted)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown symmetry '" + name + "'; choose one of " + choices());
    }

    /** Every symmetry's name as {@link #parse} reads it, comma-separated. */
    public static String choices() {
        StringJoiner names = new StringJoiner(", ");
        for (Symmetry s : values()) {
            names.add(s.label());
        }
        return names.toString();
    }

    /** The name in lower case, as the command line writes it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@code cell} and its images under this symmetry on the 9x9 grid, in row-major order, each once. */
    public List<Cell> orbit(Cell cell) {
        TreeSet<Integer> indexes = new TreeSet<>();
        int index = 9 * cell.row() + cell.column();
        indexes.add(index);
        for (Isometry map : maps) {
            indexes.add(map.apply(index));
        }
        List<Cell> cells = new ArrayList<>();
        indexes.forEach(i -> cells.add(new Cell(i / 9, i % 9)));
        return cells;
    }

    /** Whether the givens of {@code puzzle}, of any side, have this symmetry: every orbit all givens or all empty. */
    public boolean holds(Grid puzzle) {
        for (int[] orbit : orbits(puzzle.shape().side())) {
            boolean given = puzzle.get(orbit[0]) != 0;
            for (int index : orbit) {
                if ((puzzle.get(index) != 0) != given) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return label();
    }

    /** The orbits as row-major cell indexes, for the generator's inner loop; callers must not change them. */
    int[][] orbits() {
        return orbits;
    }

    /** The orbits on a grid of side {@code side}, as {@link #orbits()} has them for 9x9 (computed afresh for other sides). */
    int[][] orbits(int side) {
        return side == 9 ? orbits : computeOrbits(maps, side);
    }

    private static int[][] computeOrbits(Isometry[] maps) {
        return computeOrbits(maps, 9);
    }

    private static int[][] computeOrbits(Isometry[] maps, int side) {
        List<int[]> orbits = new ArrayList<>();
        boolean[] seen = new boolean[side * side];
        for (int index = 0; index < side * side; index++) {
            if (seen[index]) {
                continue;
            }
            TreeSet<Integer> orbit = new TreeSet<>();
            orbit.add(index);
            for (Isometry map : maps) {
                orbit.add(map.apply(index, side));
            }
            orbit.forEach(i -> seen[i] = true);
            orbits.add(orbit.stream().mapToInt(Integer::intValue).toArray());
        }
        return orbits.toArray(new int[0][]);
    }

    /**
     * The seven maps of the square onto itself other than the identity, on row-major cell indexes.
     * Each symmetry lists maps that form a group with the identity, so one application gives a
     * cell's whole orbit.
     */
    private enum Isometry {
        HALF_TURN, QUARTER_TURN, THREE_QUARTER_TURN, MAIN_DIAGONAL, ANTI_DIAGONAL, LEFT_RIGHT, TOP_BOTTOM;

        int apply(int index) {
            return apply(index, 9);
        }

        /** The image of {@code index} on a grid of side {@code n}. */
        int apply(int index, int n) {
            int r = index / n;
            int c = index % n;
            int last = n - 1;
            return switch (this) {
                case HALF_TURN -> n * (last - r) + last - c;
                case QUARTER_TURN -> n * c + last - r;
                case THREE_QUARTER_TURN -> n * (last - c) + r;
                case MAIN_DIAGONAL -> n * c + r;
                case ANTI_DIAGONAL -> n * (last - c) + last - r;
                case LEFT_RIGHT -> n * r + last - c;
                case TOP_BOTTOM -> n * (last - r) + c;
            };
        }
    }
}
