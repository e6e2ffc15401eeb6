package dev.nonet.grid;

import java.util.List;
import java.util.Objects;

/**
 * A puzzle as posed: its {@link Layout} (every house), its givens and the {@link Constraint}s it adds
 * (killer cages, thermometers, dots, outside clues: none for a puzzle of houses alone). What the readers
 * yield and what solving, checking, rating, minimizing and writing take, so the rules travel with the
 * grid and no call can pair a grid with the wrong ones.
 *
 * <pre>{@code
 * Puzzle classic = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * Puzzle sixteen = Puzzle.of(Grid.empty(Shape.of(16)));                   // plain Sudoku of the grid's shape
 * Puzzle jigsaw = new Puzzle(Layout.jigsaw(regionMap), givens);           // any layout
 * Sudoku.solve(jigsaw);
 * Puzzle killer = new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC), cages);  // with constraints
 * }</pre>
 *
 * <p>The givens' shape is the layout's, checked when the puzzle is made. A filled grid makes a puzzle
 * too (a solution, as the writers take it). Immutable and safe to share between threads, as its parts
 * are; equal puzzles have equal layouts and equal givens.
 *
 * @param layout the rules the puzzle is played by
 * @param givens      its digits as posed, 0 for the cells to fill
 * @param constraints the rules beyond the layout's houses, in the order they were posed; empty for
 *                    plain, jigsaw and the other house-only variants
 */
public record Puzzle(Layout layout, Grid givens, List<Constraint> constraints) {

    /**
     * Checks that the givens are a grid of the layout's shape.
     *
     * @throws IllegalArgumentException if the grid's side, or its boxes, are not the layout's
     */
    public Puzzle {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(givens, "givens");
        constraints = List.copyOf(constraints);
        Shape shape = givens.shape();
        if (shape.side() != layout.side()) {
            throw new IllegalArgumentException("a " + shape.side() + "x" + shape.side() + " grid does not fit the layout " + layout);
        }
        if (!shape.equals(layout.shape())) {
            // Same side, other boxes: say so, since the layout's own words do not name its boxes.
            throw new IllegalArgumentException("a " + shape + " grid does not fit the layout " + layout
                    + ", whose boxes are " + layout.shape().boxWidth() + "x" + layout.shape().boxHeight());
        }
    }

    /** A puzzle of houses alone: no constraints beyond the layout's. */
    public Puzzle(Layout layout, Grid givens) {
        this(layout, givens, List.of());
    }

    /**
     * The constraints of one kind, in the order they were posed: {@code puzzle.constraints(KillerCage.class)}
     * for a killer's cages.
     */
    public <T extends Constraint> List<T> constraints(Class<T> kind) {
        return constraints.stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    /** Whether the puzzle adds constraints to its layout's houses, so that only the constraint search takes it. */
    public boolean hasConstraints() {
        return !constraints.isEmpty();
    }

    /** This puzzle with other givens: the same layout and constraints. */
    public Puzzle withGivens(Grid other) {
        return new Puzzle(layout, other, constraints);
    }

    /**
     * Plain Sudoku of the grid's own shape: its rows, columns and boxes ({@link Layout#CLASSIC} for 9x9).
     *
     * @throws IllegalArgumentException if the shape's side is outside {@value Shape#MIN_SIDE}..{@value Shape#MAX_SIDE}
     */
    public static Puzzle of(Grid givens) {
        return new Puzzle(Layout.of(givens.shape()), givens);
    }

    /**
     * A classic 9x9 puzzle from 81 characters in row-major order, as {@link Grid#parse(CharSequence)}
     * reads them: the one-line way to pose one.
     *
     * @throws IllegalArgumentException if the text is not exactly such 81 characters
     */
    public static Puzzle parse(CharSequence line) {
        return new Puzzle(Layout.CLASSIC, Grid.parse(line));
    }

    /**
     * The layout and the givens' line, for example {@code 9x9 x 53..7....6..} (a jigsaw's map left out),
     * and the number of constraints when there are any.
     */
    @Override
    public String toString() {
        return layout + " " + givens + (constraints.isEmpty() ? "" : " with " + constraints.size()
                + (constraints.size() == 1 ? " constraint" : " constraints"));
    }
}
