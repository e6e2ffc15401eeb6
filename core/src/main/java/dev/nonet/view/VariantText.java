package dev.nonet.view;

import dev.nonet.constraint.Negative;
import dev.nonet.format.FPuzzles;
import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.grid.Constraint;
import dev.nonet.reason.RuleRating;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A generated variant puzzle as the f-puzzles object the command line writes and the service answers with: its givens
 * and clues, a title naming its kinds and level ({@code Thermo and kropki, medium}) and its rules in words, which
 * f-puzzles and SudokuPad show beside it.
 */
public final class VariantText {

    /** Each clue kind (f-puzzles' name) with its name in a title and its rule in words, in the order titles name them. */
    private static final Map<String, String[]> KINDS = new LinkedHashMap<>();

    static {
        KINDS.put("thermometer", new String[] {"thermo", "Along a thermometer the digits rise from the bulb."});
        KINDS.put("arrow", new String[] {"arrow", "The digits along an arrow add up to the digit in its circle."});
        KINDS.put("kropki", new String[] {"kropki", "Digits joined by a white dot differ by 1; by a black dot, one is double the other."});
        KINDS.put("xv", new String[] {"XV", "Digits joined by an X add up to 10; by a V, to 5."});
        KINDS.put("sandwichsum", new String[] {"sandwich", "A clue outside the grid is the sum of the digits between the 1 and the 9 of its row or column."});
        KINDS.put("littlekillersum", new String[] {"little killer", "A clue outside the grid is the sum of the digits along its diagonal; digits may repeat."});
        KINDS.put("whispers", new String[] {"whispers", "Neighbouring digits on a whispers line differ by 5 or more."});
        KINDS.put("renban", new String[] {"renban", "A renban line holds a set of consecutive digits, in any order."});
        KINDS.put("palindrome", new String[] {"palindrome", "A palindrome line reads the same from either end."});
        KINDS.put("antiknight", new String[] {"anti-knight", "Cells a knight's move apart hold different digits."});
        KINDS.put("antiking", new String[] {"anti-king", "Cells a king's move apart hold different digits."});
    }

    private VariantText() {
    }

    /**
     * The f-puzzles object of {@code p}, a generated variant puzzle: its title names its kinds and level (with
     * {@code withRating} also the difficulty and hardest step), its rules the kinds' rules.
     */
    public static Map<String, Object> fpuzzles(GeneratedPuzzle p, boolean withRating) {
        Set<String> kinds = new LinkedHashSet<>();
        Set<String> negative = new LinkedHashSet<>();
        for (Constraint c : p.puzzle().constraints()) {
            String kind = c.kind().equals("difference") || c.kind().equals("ratio") ? "kropki" : c.kind();
            if (c instanceof Negative n) {
                negative.add(n.of().equals("xv") ? "xv" : "kropki");
            } else if (KINDS.containsKey(kind)) {
                kinds.add(kind);
            }
        }
        List<String> names = new ArrayList<>();
        StringBuilder rules = new StringBuilder("Normal sudoku rules apply.");
        for (Map.Entry<String, String[]> e : KINDS.entrySet()) {
            if (kinds.contains(e.getKey())) {
                names.add(e.getValue()[0] + (negative.contains(e.getKey()) ? " (negative)" : ""));
                rules.append(' ').append(e.getValue()[1]);
                if (negative.contains(e.getKey())) {
                    rules.append(e.getKey().equals("xv") ? " Every X and V is given." : " Every dot is given.");
                }
            }
        }
        String title = names.isEmpty() ? "Sudoku" : String.join(" and ", names);
        title = title.substring(0, 1).toUpperCase(Locale.ROOT) + title.substring(1);
        if (p.ruleRating().isPresent()) {
            RuleRating r = p.ruleRating().get();
            title += ", " + r.level().word();
            if (withRating) {
                title += String.format(Locale.ROOT, " (%.1f%s)", r.difficulty(), r.hardest().map(h -> " " + h).orElse(""));
            }
        }
        return new LinkedHashMap<>(FPuzzles.of(p.puzzle(), title, "", rules.toString()).source());
    }
}
