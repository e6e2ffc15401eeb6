package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.CandidateMasks;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/** What the line and dot tests share: cells by name, candidates in an array, brute-force support. */
final class LineTesting {

    private LineTesting() {
    }

    /** The cell named {@code r1c2} (rows and columns from 1, one digit each). */
    static Cell cell(String name) {
        return new Cell(name.charAt(1) - '1', name.charAt(3) - '1');
    }

    /** The cells named in {@code names}, separated by spaces. */
    static List<Cell> cells(String names) {
        List<Cell> out = new ArrayList<>();
        for (String name : names.trim().split("\\s+")) {
            out.add(cell(name));
        }
        return out;
    }

    /** The digits as a mask. */
    static int mask(int... digits) {
        int m = 0;
        for (int d : digits) {
            m |= 1 << (d - 1);
        }
        return m;
    }

    /** The digits of a mask. */
    static int[] digitsOf(int mask) {
        return java.util.stream.IntStream.rangeClosed(1, 31).filter(d -> (mask & (1 << (d - 1))) != 0).toArray();
    }

    /** {@code digits} in the order of {@code cells}, for {@link Constraint#keeps}. */
    static ToIntFunction<Cell> filled(List<Cell> cells, int... digits) {
        Map<Cell, Integer> map = new HashMap<>();
        for (int i = 0; i < cells.size(); i++) {
            map.put(cells.get(i), digits[i]);
        }
        return cell -> {
            Integer d = map.get(cell);
            if (d == null) {
                throw new AssertionError("asked for " + cell + ", which the rule does not read");
            }
            return d;
        };
    }

    /** Whether {@code constraint} keeps {@code digits} in the order of its cells. */
    static boolean keeps(Constraint constraint, int... digits) {
        return constraint.keeps(filled(constraint.cells(), digits));
    }

    /** Candidates in an array, every digit everywhere to begin with. */
    static final class Candidates extends CandidateMasks {
        Candidates(int side) {
            super(side);
        }

        Candidates set(Cell cell, int mask) {
            masks[cell.row() * side + cell.column()] = mask;
            return this;
        }

        Candidates set(String cell, int... digits) {
            return set(cell(cell), mask(digits));
        }

        Candidates copy() {
            Candidates copy = new Candidates(side);
            System.arraycopy(masks, 0, copy.masks, 0, masks.length);
            return copy;
        }



    }

    /**
     * For each cell of {@code constraint}, the digits some assignment of the candidates that the rule keeps
     * gives it: what a complete narrowing leaves. All zero when none keeps it.
     */
    static int[] support(Constraint constraint, Domains domains) {
        List<Cell> cells = constraint.cells();
        Map<Cell, Integer> index = new HashMap<>();
        for (int i = 0; i < cells.size(); i++) {
            index.put(cells.get(i), i);
        }
        int[] support = new int[cells.size()];
        int[] digits = new int[cells.size()];
        ToIntFunction<Cell> digitAt = cell -> digits[index.get(cell)];
        walk(constraint, domains, cells, 0, digits, digitAt, support);
        return support;
    }

    private static void walk(Constraint constraint, Domains domains, List<Cell> cells, int at, int[] digits,
                             ToIntFunction<Cell> digitAt, int[] support) {
        if (at == cells.size()) {
            if (constraint.keeps(digitAt)) {
                for (int i = 0; i < digits.length; i++) {
                    support[i] |= 1 << (digits[i] - 1);
                }
            }
            return;
        }
        for (int rest = domains.candidates(cells.get(at)); rest != 0; rest &= rest - 1) {
            digits[at] = Integer.numberOfTrailingZeros(rest) + 1;
            walk(constraint, domains, cells, at + 1, digits, digitAt, support);
        }
    }

    /** The candidates of {@code constraint}'s cells, in order. */
    static int[] candidates(Constraint constraint, Domains domains) {
        return constraint.cells().stream().mapToInt(domains::candidates).toArray();
    }

    /** Narrows with every part of {@code constraint} until nothing changes; false on a contradiction. */
    static boolean narrowByParts(Constraint constraint, Domains domains) {
        int[] before;
        do {
            before = candidates(constraint, domains);
            for (Constraint part : constraint.parts()) {
                if (!part.narrow(domains)) {
                    return false;
                }
            }
        } while (!Arrays.equals(before, candidates(constraint, domains)));
        return true;
    }
}
