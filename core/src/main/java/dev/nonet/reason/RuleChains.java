package dev.nonet.reason;

import dev.nonet.grid.Constraint;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Alternating inference chains over the houses and every constraint ({@link Links}): from a candidate
 * assumed false, a strong link makes the next true, a weak link the next false, and so on; so the first
 * candidate or the last true one is true, and a candidate weakly linked to both goes. A chain that comes
 * back to its first candidate true places it. The shortest chain with an effect is the step; its weak links
 * through a constraint name it.
 */
final class RuleChains implements RuleFinder {

    static final RuleChains FINDER = new RuleChains();

    private RuleChains() {
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        deadline.check();
        Links links = new Links(rules, marks);
        int count = rules.cellCount * rules.side;
        // A state is a candidate times two, plus one when it is true.
        int[] parent = new int[count * 2];
        int[] distance = new int[count * 2];
        int[] queue = new int[count * 2];
        int bestLength = Integer.MAX_VALUE;
        int[] best = null;
        List<Integer> bestGone = null;
        for (int start = 0; start < count; start++) {
            if (links.strong.get(start).isEmpty()) {
                continue;
            }
            if ((start & 63) == 0) {
                deadline.check();
            }
            Arrays.fill(distance, -1);
            int head = 0;
            int tail = 0;
            queue[tail++] = start * 2;
            distance[start * 2] = 0;
            parent[start * 2] = -1;
            while (head < tail) {
                int state = queue[head++];
                if (distance[state] + 1 >= bestLength) {
                    break;
                }
                int candidate = state / 2;
                boolean on = (state & 1) == 1;
                if (on) {
                    List<Integer> gone = eliminations(links, marks, rules, start, candidate);
                    if (!gone.isEmpty()) {
                        bestLength = distance[state];
                        best = path(parent, state);
                        bestGone = gone;
                        break;
                    }
                }
                for (int next : on ? links.weak.get(candidate) : links.strong.get(candidate)) {
                    int to = next * 2 + (on ? 0 : 1);
                    if (distance[to] < 0) {
                        distance[to] = distance[state] + 1;
                        parent[to] = state;
                        queue[tail++] = to;
                    }
                }
            }
        }
        return best == null ? Optional.empty() : Optional.of(step(rules, marks, links, best, bestGone));
    }

    /**
     * What follows from "{@code start} or {@code end} is true": the candidates weakly linked to both, or
     * {@code start} itself (as its own index, with a placement meant) when the chain came back to it.
     */
    private static List<Integer> eliminations(Links links, Marks marks, Rules rules, int start, int end) {
        List<Integer> gone = new ArrayList<>();
        if (end == start) {
            gone.add(-1 - start);
            return gone;
        }
        for (int z : links.weak.get(start)) {
            if (z != end && links.weaklyLinked(z, end)) {
                gone.add(z);
            }
        }
        return gone;
    }

    /** The states from the start to {@code state}, in order. */
    private static int[] path(int[] parent, int state) {
        List<Integer> states = new ArrayList<>();
        for (int s = state; s >= 0; s = parent[s]) {
            states.add(0, s);
        }
        return states.stream().mapToInt(Integer::intValue).toArray();
    }

    private static Step<RuleTechnique> step(Rules rules, Marks marks, Links links, int[] chain, List<Integer> gone) {
        int side = rules.side;
        Deduction found = new Deduction(rules);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < chain.length; i++) {
            int candidate = chain[i] / 2;
            if (i > 0) {
                if ((chain[i - 1] & 1) == 0) {
                    text.append(" = ");
                } else {
                    Constraint by = links.weakBy(chain[i - 1] / 2, candidate);
                    text.append(by == null ? " - " : " -[" + by + "]- ");
                    if (by != null) {
                        found.constraint(by);
                    }
                }
            }
            text.append(candidate % side + 1).append(rules.cells[candidate / side]);
            found.cell(candidate / side);
        }
        int start = chain[0] / 2;
        int end = chain[chain.length - 1] / 2;
        for (int z : gone) {
            if (z < 0) {
                found.place(marks, start / side, start % side + 1);
            } else {
                found.eliminate(z / side, z % side + 1);
                for (Constraint by : new Constraint[] {links.weakBy(z, start), links.weakBy(z, end)}) {
                    if (by != null) {
                        found.constraint(by);
                    }
                }
            }
        }
        String why = gone.get(0) < 0 ? "if " + (start % side + 1) + rules.cells[start / side] + " were false it would be true"
                : "one end or the other is true, and each candidate removed cannot be true with either";
        return found.build(RuleTechnique.RULE_CHAIN, "AIC through the rules: " + text, why);
    }
}
