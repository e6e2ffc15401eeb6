package dev.nonet.se;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Shape;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * Where the rater's hints, candidates packed as ints for its hot loops, become the library's steps: a
 * {@link Step} of the hint's {@link SeFamily}, with SE's name and difficulty, its {@link Candidate}s, no cells,
 * houses or links (SE's hints say what they do, not why), and the line it reads as:
 * {@code Hidden Single (1.2): r5c6 = 2}, {@code Pointing (2.6): removes 2 from r1c1, r1c3; 8 from r3c3}.
 */
final class SeSteps {

    private SeSteps() {
    }

    /** The step of {@code hint}, found by a producer of {@code family}. */
    static Step<SeFamily> of(SeHint hint, SeFamily family) {
        List<Candidate> placements = candidates(hint.placements());
        List<Candidate> eliminations = candidates(hint.eliminations());
        String line = hint.name() + String.format(Locale.ROOT, " (%.1f): ", hint.difficulty())
                + effects(placements, eliminations);
        return new Step<>(family, placements, eliminations, List.of(), List.of(), List.of(), line, hint.name(), hint.difficulty());
    }

    /** The rater's hint for {@code step} (its candidates as {@link SeHint#candidate} ints, in the same order). */
    static SeHint hint(Step<SeFamily> step) {
        return new SeHint(step.name(), step.difficulty(), ints(step.placements()), ints(step.eliminations()));
    }

    /**
     * What a step does, in words: {@code r5c6 = 2}, {@code removes 2 from r1c1, r1c3; 8 from r3c3}
     * (placements first, then the removals digit by digit, in the order the step lists them).
     */
    static String effects(List<Candidate> placements, List<Candidate> eliminations) {
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

    private static List<Candidate> candidates(int[] candidates) {
        List<Candidate> found = new ArrayList<>(candidates.length);
        for (int candidate : candidates) {
            found.add(new Candidate(Shape.CLASSIC.cell(SeHint.cellOf(candidate)), SeHint.digitOf(candidate)));
        }
        return found;
    }

    private static int[] ints(List<Candidate> candidates) {
        int[] found = new int[candidates.size()];
        for (int i = 0; i < found.length; i++) {
            Cell cell = candidates.get(i).cell();
            found[i] = SeHint.candidate(cell.row() * 9 + cell.column(), candidates.get(i).digit());
        }
        return found;
    }
}
