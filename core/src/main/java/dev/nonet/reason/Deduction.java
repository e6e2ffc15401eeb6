package dev.nonet.reason;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.House;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a finder found, in index form, until it becomes a {@link dev.nonet.logic.Step}: the candidates placed and removed,
 * the cells, houses and constraints that justify it, and the words of what it changes, grouped as a setter
 * writes them ({@code r1c1=5; removes 1, 2 from r1c1 and r1c2}).
 */
final class Deduction {

    private final Rules rules;
    private final List<Candidate> placements = new ArrayList<>();
    private final List<Candidate> eliminations = new ArrayList<>();
    private final List<Cell> cells = new ArrayList<>();
    private final List<House> houses = new ArrayList<>();
    private final List<Constraint> constraints = new ArrayList<>();
    private List<Step<RuleTechnique>> because = List.of();

    Deduction(Rules rules) {
        this.rules = rules;
    }

    /**
     * Places {@code digit} in cell {@code c} of {@code marks}; the digit also leaves the cells that see it
     * through a constraint only (the houses' peers lose it as any placement takes it from them).
     */
    Deduction place(Marks marks, int c, int digit) {
        placements.add(new Candidate(rules.cells[c], digit));
        int bit = DigitSet.bit(digit);
        for (int peer : rules.peers[c]) {
            if (!rules.geometry.sees[c][peer] && (marks.candidates(peer) & bit) != 0) {
                eliminate(peer, digit);
            }
        }
        return this;
    }

    Deduction eliminate(int c, int digit) {
        eliminations.add(new Candidate(rules.cells[c], digit));
        return this;
    }

    /** Removes from each cell what {@code before} held and {@code after} no longer does. */
    Deduction eliminateChanges(Marks before, Marks after, int[] among) {
        for (int c : among) {
            int gone = before.candidates(c) & ~after.candidates(c);
            for (int m = gone; m != 0; m &= m - 1) {
                eliminate(c, Integer.numberOfTrailingZeros(m) + 1);
            }
        }
        return this;
    }

    Deduction cell(int c) {
        cells.add(rules.cells[c]);
        return this;
    }

    Deduction house(int h) {
        return house(rules.geometry.house(h));
    }

    Deduction house(House house) {
        houses.add(house);
        return this;
    }

    Deduction constraint(Constraint constraint) {
        if (!constraints.contains(constraint)) {
            constraints.add(constraint);
        }
        return this;
    }

    /** Nests {@code assumptions}, each followed to its end: what a forcing or contradiction step follows. */
    Deduction because(List<Step<RuleTechnique>> assumptions) {
        this.because = assumptions;
        return this;
    }

    /** Places {@code digit} in cell {@code c}, and nothing else (a single of a propagation). */
    Deduction placement(int c, int digit) {
        placements.add(new Candidate(rules.cells[c], digit));
        return this;
    }

    boolean hasEffect() {
        return !placements.isEmpty() || !eliminations.isEmpty();
    }

    /** The step: {@code reason}, then what it changes, then {@code why} in brackets if given. */
    Step<RuleTechnique> build(RuleTechnique technique, String reason, String why) {
        return build(technique, reason + ": " + effects() + (why == null || why.isEmpty() ? "" : " (" + why + ")"));
    }

    /** The step with its description given whole, named and rated as its technique is. */
    Step<RuleTechnique> build(RuleTechnique technique, String description) {
        return build(technique, technique.displayName(), technique.difficulty(), description);
    }

    /** The step with its description given whole, named and rated as {@code name} and {@code difficulty}. */
    Step<RuleTechnique> build(RuleTechnique technique, String name, double difficulty, String description) {
        return new Step<>(technique, placements, eliminations, cells, houses, List.of(), constraints, because,
                description, name, difficulty);
    }

    /** What the step changes, in words: {@code r1c1=5; removes 1, 2 from r1c1 and r1c2; 7 from r3c3}. */
    String effects() {
        List<String> parts = new ArrayList<>();
        for (Candidate p : placements) {
            parts.add(p.cell() + " = " + p.digit());
        }
        Map<Cell, Integer> removed = new LinkedHashMap<>();
        for (Candidate e : eliminations) {
            removed.merge(e.cell(), DigitSet.bit(e.digit()), (a, b) -> a | b);
        }
        // Cells losing the same digits are written together, in the order they first appear.
        Map<Integer, List<Cell>> byDigits = new LinkedHashMap<>();
        removed.forEach((cell, mask) -> byDigits.computeIfAbsent(mask, m -> new ArrayList<>()).add(cell));
        List<String> removals = new ArrayList<>();
        byDigits.forEach((mask, where) -> removals.add(digits(mask) + " from " + cellList(where)));
        if (!removals.isEmpty()) {
            parts.add((placements.isEmpty() ? "removes " : "and removes ") + String.join("; ", removals));
        }
        return String.join("; ", parts);
    }

    static String digits(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int m = mask; m != 0; m &= m - 1) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Integer.numberOfTrailingZeros(m) + 1);
        }
        return sb.toString();
    }

    static String cellList(List<Cell> where) {
        if (where.size() == 1) {
            return where.get(0).toString();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < where.size(); i++) {
            sb.append(i == 0 ? "" : i == where.size() - 1 ? " and " : ", ").append(where.get(i));
        }
        return sb.toString();
    }
}
