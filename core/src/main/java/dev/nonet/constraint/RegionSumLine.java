package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.ToIntFunction;

/**
 * A region sum line: the line is cut into segments where it passes from one region (box or jigsaw piece)
 * to another, and every segment's digits add up to the same total. The reader cuts it as
 * SudokuVariantSolverJS does: a segment is a run of consecutive cells of the line in one region, so a
 * line that comes back into a region starts a new segment there; a line with one segment says nothing.
 *
 * <p>Narrowing bounds the common total by every segment's least and largest sum and keeps in each cell
 * the digits that let its segment reach a total in those bounds; while every segment's largest sum is
 * under 64, it works on the exact sets of totals each segment can make, which is complete for each
 * segment given the others' totals. Digits may repeat within a segment as far as this rule goes.
 *
 * @param segments the segments in order along the line, at least one, each of at least one cell, no cell twice
 */
public record RegionSumLine(List<List<Cell>> segments) implements Constraint {

    public RegionSumLine {
        if (segments.isEmpty()) {
            throw new IllegalArgumentException("regionsumline needs at least 1 segment, not 0");
        }
        List<List<Cell>> copy = new ArrayList<>();
        Set<Cell> seen = new HashSet<>();
        for (List<Cell> segment : segments) {
            List<Cell> cells = Cells.distinct("regionsumline", segment, 1);
            for (Cell cell : cells) {
                if (!seen.add(cell)) {
                    throw new IllegalArgumentException("regionsumline names " + cell + " twice");
                }
            }
            copy.add(cells);
        }
        segments = List.copyOf(copy);
    }

    @Override
    public String kind() {
        return "regionsumline";
    }

    /** The cells of every segment, in order along the line. */
    @Override
    public List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        for (List<Cell> segment : segments) {
            cells.addAll(segment);
        }
        return List.copyOf(cells);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int total = -1;
        for (List<Cell> segment : segments) {
            int sum = 0;
            for (Cell cell : segment) {
                sum += digitAt.applyAsInt(cell);
            }
            if (total < 0) {
                total = sum;
            } else if (sum != total) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        if (segments.size() < 2) {
            return true;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            int low = 0;
            int high = Integer.MAX_VALUE;
            boolean small = true;
            for (List<Cell> segment : segments) {
                int least = 0;
                int most = 0;
                for (Cell cell : segment) {
                    int m = domains.candidates(cell);
                    least += LineMasks.min(m);
                    most += LineMasks.max(m);
                }
                low = Math.max(low, least);
                high = Math.min(high, most);
                small &= most < 64;
            }
            if (low > high) {
                return false;
            }
            if (small) {
                long totals = (high == 63 ? -1L : (1L << (high + 1)) - 1) & -(1L << low);
                for (List<Cell> segment : segments) {
                    totals &= reach(domains, segment, null);
                }
                if (totals == 0) {
                    return false;
                }
                for (List<Cell> segment : segments) {
                    for (Cell cell : segment) {
                        long others = reach(domains, segment, cell);
                        int m = domains.candidates(cell);
                        int keep = 0;
                        for (int rest = m; rest != 0; rest &= rest - 1) {
                            int d = LineMasks.min(rest);
                            if (((others << d) & totals) != 0) {
                                keep |= DigitSet.bit(d);
                            }
                        }
                        if (keep != m) {
                            if (!domains.keep(cell, keep)) {
                                return false;
                            }
                            changed = true;
                        }
                    }
                }
            } else {
                for (List<Cell> segment : segments) {
                    int least = 0;
                    int most = 0;
                    for (Cell cell : segment) {
                        int m = domains.candidates(cell);
                        least += LineMasks.min(m);
                        most += LineMasks.max(m);
                    }
                    for (Cell cell : segment) {
                        int m = domains.candidates(cell);
                        int floor = low - (most - LineMasks.max(m));
                        int ceiling = high - (least - LineMasks.min(m));
                        int keep = m & LineMasks.atLeast(floor) & LineMasks.atMost(ceiling);
                        if (keep != m) {
                            if (!domains.keep(cell, keep)) {
                                return false;
                            }
                            changed = true;
                            least += LineMasks.min(keep) - LineMasks.min(m);
                            most += LineMasks.max(keep) - LineMasks.max(m);
                        }
                    }
                }
            }
        }
        return true;
    }

    /** The sums the segment's cells but {@code skip} can make, bit {@code s} for sum {@code s}; all under 64. */
    private static long reach(Domains domains, List<Cell> segment, Cell skip) {
        long sums = 1L;
        for (Cell cell : segment) {
            if (cell.equals(skip)) {
                continue;
            }
            long next = 0;
            for (int rest = domains.candidates(cell); rest != 0; rest &= rest - 1) {
                next |= sums << LineMasks.min(rest);
            }
            sums = next;
        }
        return sums;
    }

    @Override
    public String toString() {
        StringJoiner joiner = new StringJoiner(" | ", "regionsumline at ", "");
        for (List<Cell> segment : segments) {
            joiner.add(Cells.names(segment));
        }
        return joiner.toString();
    }

    @Override
    public String ruleInWords() {
        return "the line's sum is the same in every box it crosses";
    }
}
