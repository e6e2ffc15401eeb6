package dev.nonet.generate;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A limit on one search's work, as a rule that every grid keeps: the search wakes it whenever a cell's
 * candidates change, and once it has been woken {@code limit} times it fails every position, so the
 * search unwinds at once and {@link #spent()} says its answer means nothing. Unlike a deadline it counts
 * work, not time, so where a search gives up does not depend on the machine: the generator's output stays
 * the same for a seed. Internal to generation, one per search.
 */
final class Budget implements Constraint {

    private static final List<Cell> CLASSIC_CELLS;

    static {
        List<Cell> cells = new ArrayList<>(81);
        for (int i = 0; i < 81; i++) {
            cells.add(new Cell(i / 9, i % 9));
        }
        CLASSIC_CELLS = List.copyOf(cells);
    }

    private final long limit;
    private long used;

    /** A budget of {@code limit} wakings of a classic 9x9 search. */
    Budget(long limit) {
        this.limit = limit;
    }

    /** Whether the search ran out: its answer (no solution, or a count) is then not to be trusted. */
    boolean spent() {
        return used > limit;
    }

    /** How many times the search has woken it so far. */
    long used() {
        return used;
    }

    @Override
    public String kind() {
        return "budget";
    }

    @Override
    public List<Cell> cells() {
        return CLASSIC_CELLS;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        return ++used <= limit;
    }

    @Override
    public String toString() {
        return "budget " + limit;
    }
}
