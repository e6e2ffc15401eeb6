package dev.nonet.reason;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Naked subsets in any clique: {@code k} cells that the rules keep different (a house, a cage, a renban
 * line, a diagonal), holding {@code k} digits between them, take those digits; so every other cell that
 * sees all {@code k} loses them, whether it sees them through a house or through a rule.
 */
final class GroupSubsets implements RuleFinder {

    static final GroupSubsets PAIR = new GroupSubsets(2, RuleTechnique.GROUP_PAIR);
    static final GroupSubsets TRIPLE = new GroupSubsets(3, RuleTechnique.GROUP_TRIPLE);
    static final GroupSubsets QUAD = new GroupSubsets(4, RuleTechnique.GROUP_QUAD);

    private final int size;
    private final RuleTechnique technique;

    private GroupSubsets(int size, RuleTechnique technique) {
        this.size = size;
        this.technique = technique;
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        deadline.check();
        for (int h = 0; h < rules.geometry.houseCount(); h++) {
            Optional<Step<RuleTechnique>> step = inClique(rules, marks, rules.geometry.houseCells[h], null, h);
            if (step.isPresent()) {
                return step;
            }
        }
        for (Rules.Part clique : rules.cliques) {
            Optional<Step<RuleTechnique>> step = inClique(rules, marks, clique.cells(), clique, -1);
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    private Optional<Step<RuleTechnique>> inClique(Rules rules, Marks marks, int[] cells, Rules.Part clique, int house) {
        List<Integer> open = new ArrayList<>();
        for (int c : cells) {
            int count = Integer.bitCount(marks.candidates(c));
            if (!marks.isPlaced(c) && count >= 2 && count <= size) {
                open.add(c);
            }
        }
        if (open.size() < size) {
            return Optional.empty();
        }
        int[] chosen = new int[size];
        return choose(rules, marks, open, 0, 0, 0, chosen, clique, house);
    }

    private Optional<Step<RuleTechnique>> choose(Rules rules, Marks marks, List<Integer> open, int from, int depth, int union,
            int[] chosen, Rules.Part clique, int house) {
        if (Integer.bitCount(union) > size) {
            return Optional.empty();
        }
        if (depth == size) {
            return eliminate(rules, marks, union, chosen, clique, house);
        }
        for (int i = from; i <= open.size() - (size - depth); i++) {
            chosen[depth] = open.get(i);
            Optional<Step<RuleTechnique>> step = choose(rules, marks, open, i + 1, depth + 1,
                    union | marks.candidates(open.get(i)), chosen, clique, house);
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    private Optional<Step<RuleTechnique>> eliminate(Rules rules, Marks marks, int union, int[] chosen, Rules.Part clique,
            int house) {
        Deduction found = new Deduction(rules);
        for (int c = 0; c < rules.cellCount; c++) {
            int shared = marks.candidates(c) & union;
            if (shared != 0 && !marks.isPlaced(c) && rules.seesAll(c, chosen, size)) {
                for (int m = shared; m != 0; m &= m - 1) {
                    found.eliminate(c, Integer.numberOfTrailingZeros(m) + 1);
                }
            }
        }
        if (!found.hasEffect()) {
            return Optional.empty();
        }
        List<dev.nonet.grid.Cell> where = new ArrayList<>();
        for (int c : chosen) {
            found.cell(c);
            where.add(rules.cells[c]);
        }
        String in;
        if (clique == null) {
            found.house(house);
            in = rules.geometry.house(house).toString();
        } else {
            found.constraint(clique.owner());
            in = clique.owner().toString();
        }
        return Optional.of(found.build(technique, technique.displayName() + " " + Deduction.digits(union) + " in "
                + Deduction.cellList(where) + " (" + in + ")", "the cells see each other and hold these digits alone"));
    }
}
