package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Shape;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Deduction;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * One step of Sudoku Explainer's path ({@link SeRating#steps()}, {@link SeRater#nextHint}): the technique's
 * name as SE writes it (for example {@code "Hidden Single"}, {@code "Turbot Fish"},
 * {@code "Region Forcing Chains"}), its difficulty on SE's scale (a family's base plus, for chains, the
 * increment for their length), and the candidates of the classic 9x9 grid it places and removes. SE's
 * hints say what they do, not why: a step names no cells or houses beside those.
 *
 * @param name         the technique as SE names this step
 * @param difficulty   its difficulty, for example 1.2, 2.6, 8.3
 * @param placements   the digits it places (direct techniques and singles), else empty
 * @param eliminations the candidates it removes, else empty
 */
public record SeStep(String name, double difficulty, List<Candidate> placements, List<Candidate> eliminations)
        implements Deduction {

    /** Copies the lists so that a step is immutable. */
    public SeStep {
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
    }

    /**
     * What the step does, in words: {@code r5c6 = 2}, {@code removes 2 from r1c1, r1c3; 8 from r3c3}
     * (placements first, then the removals digit by digit, in the order the step lists them).
     */
    public String effects() {
        StringJoiner parts = new StringJoiner("; ");
        for (Candidate placement : placements) {
            parts.add(placement.cell() + " = " + placement.digit());
        }
        if (!eliminations.isEmpty()) {
            Map<Integer, StringJoiner> byDigit = new TreeMap<>();
            for (Candidate elimination : eliminations) {
                byDigit.computeIfAbsent(elimination.digit(), d -> new StringJoiner(", ")).add(elimination.cell().toString());
            }
            StringJoiner removes = new StringJoiner("; ", "removes ", "");
            byDigit.forEach((digit, cells) -> removes.add(digit + " from " + cells));
            parts.add(removes.toString());
        }
        return parts.toString();
    }

    /** The step of one of the rater's hints. */
    static SeStep of(Hint hint) {
        return new SeStep(hint.name(), hint.difficulty(), candidates(hint.placements()), candidates(hint.eliminations()));
    }

    /** The rater's hint for this step (its candidates as {@link Position#candidate} ints, in the same order). */
    Hint toHint() {
        return new Hint(name, difficulty, ints(placements), ints(eliminations));
    }

    private static List<Candidate> candidates(int[] candidates) {
        List<Candidate> found = new ArrayList<>(candidates.length);
        for (int candidate : candidates) {
            found.add(new Candidate(Shape.CLASSIC.cell(Hint.cellOf(candidate)), Hint.digitOf(candidate)));
        }
        return found;
    }

    private static int[] ints(List<Candidate> candidates) {
        int[] found = new int[candidates.size()];
        for (int i = 0; i < found.length; i++) {
            Cell cell = candidates.get(i).cell();
            found[i] = Hint.candidate(cell.row() * 9 + cell.column(), candidates.get(i).digit());
        }
        return found;
    }
}
