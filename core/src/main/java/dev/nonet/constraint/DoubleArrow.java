package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A double arrow: a line with a circle at each end, whose two digits add up to the sum of the digits
 * between them. Digits may repeat where the houses allow it. It narrows exactly (each digit takes part in
 * some pair of equal sums) while the middle's largest sum is at most 63, by the bounds of both sums beyond.
 */
public final class DoubleArrow extends Line {

    private final List<Cell> ends;
    private final List<Cell> middle;

    /**
     * @param line the line's cells in order, the two ends first and last; at least three
     * @throws IllegalArgumentException for fewer than three cells or a cell named twice
     */
    public DoubleArrow(List<Cell> line) {
        super("doublearrow", line, 3);
        this.ends = List.of(line().get(0), line().get(line().size() - 1));
        this.middle = List.copyOf(line().subList(1, line().size() - 1));
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int total = 0;
        for (Cell cell : middle) {
            total += digitAt.applyAsInt(cell);
        }
        return digitAt.applyAsInt(ends.get(0)) + digitAt.applyAsInt(ends.get(1)) == total;
    }

    @Override
    public boolean narrow(Domains domains) {
        if (SumBounds.most(domains, middle) <= SumBounds.MOST_EXACT) {
            // Exact: the ends' digits that make a sum the middle can make, and the other way round.
            long endSums = SumBounds.sums(domains, ends);
            long middleSums = SumBounds.sums(domains, middle);
            return SumBounds.exactly(domains, ends, middleSums) && SumBounds.exactly(domains, middle, endSums & middleSums);
        }
        while (true) {
            int endsLeast = SumBounds.least(domains, ends);
            int endsMost = SumBounds.most(domains, ends);
            int middleLeast = SumBounds.least(domains, middle);
            int middleMost = SumBounds.most(domains, middle);
            if (!SumBounds.within(domains, ends, middleLeast, middleMost)
                    || !SumBounds.within(domains, middle, SumBounds.least(domains, ends), SumBounds.most(domains, ends))) {
                return false;
            }
            if (SumBounds.least(domains, ends) == endsLeast && SumBounds.most(domains, ends) == endsMost
                    && SumBounds.least(domains, middle) == middleLeast && SumBounds.most(domains, middle) == middleMost) {
                return true;
            }
        }
    }

    @Override
    public String ruleInWords() {
        return "the ends add up to the cells between";
    }
}
