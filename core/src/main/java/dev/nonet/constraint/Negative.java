package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * The negative constraint of a marker kind (f-puzzles {@code negative}: "all markers are given"): every
 * pair of orthogonally adjacent cells that carries no marker of the family does not have the property
 * any of the markers' {@code values} stands for. For {@code difference} no such pair differs by a value,
 * for {@code ratio} none is in a value's ratio, for {@code xv} and {@code sum} none adds up to a value.
 *
 * <p>Which values are forbidden and which pairs are exempt is the reader's choice, as SudokuVariantSolverJS
 * makes it: a pair is exempt when it carries a marker of the family (for {@code difference} and
 * {@code ratio} any kropki dot, white or black; for {@code xv} and {@code sum} any X, V or sum dot);
 * negative ratio forbids 2 and every black dot's value, negative difference every white dot's value,
 * negative xv 5 and 10, negative sum every sum dot's value.
 *
 * <p>It is made of one {@code PairRule} per unmarked pair, which is what the search propagates.
 */
public final class Negative implements Constraint {

    private static final Set<String> KINDS = Set.of("difference", "ratio", "xv", "sum");

    private final String of;
    private final int side;
    private final Set<Set<Cell>> marked;
    private final List<Integer> values;
    private final int[] forbidden;
    private final List<Cell> cells;
    private final List<Cell> firsts;
    private final List<Cell> seconds;
    private final List<Constraint> parts;

    private Negative(String of, int side, Set<Set<Cell>> marked, List<Integer> values) {
        this.of = of;
        this.side = side;
        this.marked = marked;
        this.values = values;
        this.forbidden = values.stream().mapToInt(Integer::intValue).distinct().sorted().toArray();
        List<Cell> all = new ArrayList<>();
        List<Cell> a = new ArrayList<>();
        List<Cell> b = new ArrayList<>();
        List<Constraint> rules = new ArrayList<>();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                Cell cell = new Cell(r, c);
                all.add(cell);
                if (forbidden.length == 0) {
                    continue;
                }
                if (c + 1 < side) {
                    pair(cell, new Cell(r, c + 1), a, b, rules);
                }
                if (r + 1 < side) {
                    pair(cell, new Cell(r + 1, c), a, b, rules);
                }
            }
        }
        this.cells = List.copyOf(all);
        this.firsts = List.copyOf(a);
        this.seconds = List.copyOf(b);
        this.parts = rules.isEmpty() ? List.of(this) : List.copyOf(rules);
    }

    private void pair(Cell first, Cell second, List<Cell> a, List<Cell> b, List<Constraint> rules) {
        if (marked.contains(Set.of(first, second))) {
            return;
        }
        a.add(first);
        b.add(second);
        rules.add(new PairRule("negative", this + " at " + first + " " + second, first, second, (x, y) -> !has(x, y)));
    }

    /**
     * The negative constraint of marker kind {@code of} on a {@code side x side} grid.
     *
     * @param of     {@code difference}, {@code ratio}, {@code xv} or {@code sum}
     * @param side   the grid's side, 1 to 25
     * @param marked the adjacent pairs that carry a marker of the family, each a set of two cells; they are exempt
     * @param values the forbidden values (difference 0 or more, the others 1 or more); none forbids nothing
     * @throws IllegalArgumentException naming the kind, the side, the pair or the value that is wrong
     */
    public static Negative of(String of, int side, Set<Set<Cell>> marked, List<Integer> values) {
        if (!KINDS.contains(of)) {
            throw new IllegalArgumentException("negative of \"" + of + "\" is not difference, ratio, xv or sum");
        }
        if (side < 1 || side > DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException("negative side " + side + " is not 1 to " + DigitSet.MAX_DIGIT);
        }
        Set<Set<Cell>> pairs = new HashSet<>();
        for (Set<Cell> pair : marked) {
            if (pair.size() != 2) {
                throw new IllegalArgumentException("negative " + of + " marked pair " + pair + " is not two cells");
            }
            for (Cell cell : pair) {
                if (cell.row() >= side || cell.column() >= side) {
                    throw new IllegalArgumentException("negative " + of + " marked cell " + cell + " is outside the "
                            + side + "x" + side + " grid");
                }
            }
            pairs.add(Set.copyOf(pair));
        }
        int least = of.equals("difference") ? 0 : 1;
        for (Integer value : values) {
            if (value == null || value < least) {
                throw new IllegalArgumentException("negative " + of + " value " + value + " must be at least " + least);
            }
        }
        return new Negative(of, side, Collections.unmodifiableSet(pairs), List.copyOf(values));
    }

    /** The marker kind whose absence this forbids: {@code difference}, {@code ratio}, {@code xv} or {@code sum}. */
    public String of() {
        return of;
    }

    public int side() {
        return side;
    }

    /** The exempt pairs. */
    public Set<Set<Cell>> marked() {
        return marked;
    }

    /** The forbidden values, as given. */
    public List<Integer> values() {
        return values;
    }

    /** Whether digits {@code x} and {@code y} have a forbidden property. */
    private boolean has(int x, int y) {
        for (int value : forbidden) {
            boolean hit = switch (of) {
                case "difference" -> Math.abs(x - y) == value;
                case "ratio" -> Ratio.holds(x, y, value);
                default -> x + y == value;
            };
            if (hit) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String kind() {
        return "negative";
    }

    /** Every cell of the grid, row by row. */
    @Override
    public List<Cell> cells() {
        return cells;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        for (int i = 0; i < firsts.size(); i++) {
            if (has(digitAt.applyAsInt(firsts.get(i)), digitAt.applyAsInt(seconds.get(i)))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        if (parts.size() == 1 && parts.get(0) == this) {
            return true;
        }
        for (Constraint part : parts) {
            if (!part.narrow(domains)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public List<Constraint> parts() {
        return parts;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Negative n && n.of.equals(of) && n.side == side && n.marked.equals(marked)
                && n.values.equals(values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(of, side, marked, values);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("negative ").append(of);
        for (int value : forbidden) {
            text.append(' ').append(value);
        }
        return text.append(" on ").append(side).append('x').append(side).append(", ").append(marked.size())
                .append(marked.size() == 1 ? " marked pair" : " marked pairs").toString();
    }

    @Override
    public String ruleInWords() {
        return "no dot, so no such pair";
    }
}
