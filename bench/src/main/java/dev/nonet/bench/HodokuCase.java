package dev.nonet.bench;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Shape;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One case of HoDoKu's regression library: a line
 * {@code :code:digits:givens:deleted candidates:eliminations:placements:...} read into its position
 * (givens, {@code +}placed digits, the candidates left), the solution of its givens to hold steps
 * against, and what one step of its technique must eliminate or place; a fail case (code ending
 * {@code -x}) is one where no step may touch its digits.
 *
 * @param line   the case's line number in the file
 * @param code   HoDoKu's technique code with its variant ({@code 0902-1})
 * @param digits the digits the case is about
 */
record HodokuCase(int line, String code, String digits, MarkedGrid position, Grid solution,
        Set<Candidate> expectedEliminations, Set<Candidate> expectedPlacements) {

    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    /** HoDoKu's {@code code} without its variant: {@code 0902} for {@code 0902-1}. */
    static String base(String code) {
        return code.contains("-") ? code.substring(0, code.indexOf('-')) : code;
    }

    private boolean failCase() {
        return code.endsWith("-x");
    }

    static HodokuCase parse(int line, String[] fields) {
        if (fields.length < 7) {
            throw new IllegalArgumentException("expected 7 ':'-separated fields, found " + (fields.length - 1));
        }
        String givens = fields[3];
        int[] given = new int[81];
        int[] placed = new int[81];
        int cell = 0;
        for (int i = 0; i < givens.length() && cell < 81; i++) {
            char ch = givens.charAt(i);
            if (ch == '+') {
                placed[cell++] = givens.charAt(++i) - '0';
            } else {
                given[cell++] = ch >= '1' && ch <= '9' ? ch - '0' : 0;
            }
        }
        if (cell < 81) {
            throw new IllegalArgumentException("givens hold " + cell + " cells, not 81");
        }
        // Every digit in the open cells: the position leaves out what a given or placed peer holds.
        int[] masks = new int[81];
        Arrays.fill(masks, 0x1FF);
        Shape shape = Shape.CLASSIC;
        for (Candidate c : candidates(fields[4])) {
            masks[c.cell().row() * 9 + c.cell().column()] &= ~(1 << (c.digit() - 1));
        }
        List<DigitSet> marks = new ArrayList<>();
        for (int m : masks) {
            marks.add(DigitSet.ofMask(m));
        }
        MarkedGrid position = MarkedGrid.of(Grid.of(shape, given), Grid.of(shape, placed), marks);
        Grid solution = Sudoku.solve(position).solution().orElse(null);
        return new HodokuCase(line, fields[1], fields[2], position, solution, new HashSet<>(candidates(fields[5])),
                new HashSet<>(candidates(fields[6])));
    }

    /** {@code 436 257}: digit, row, column each. */
    private static List<Candidate> candidates(String text) {
        List<Candidate> list = new ArrayList<>();
        for (String item : text.trim().split("\\s+")) {
            if (item.length() == 3) {
                list.add(new Candidate(new Cell(item.charAt(1) - '1', item.charAt(2) - '1'), item.charAt(0) - '0'));
            }
        }
        return list;
    }

    /** Whether {@code steps}, every step of the case's techniques, pass the case. */
    boolean passedBy(List<Step<Technique>> steps) {
        return failCase() ? steps.stream().noneMatch(this::touchesDigits) : steps.stream().anyMatch(this::doesAllExpected);
    }

    /**
     * Whether one of {@code steps} makes exactly the expected placements and eliminations, no more (a
     * fail case: as {@link #passedBy}).
     */
    boolean passedExactlyBy(List<Step<Technique>> steps) {
        return failCase() ? passedBy(steps) : steps.stream().anyMatch(s -> new HashSet<>(s.placements()).equals(expectedPlacements)
                && new HashSet<>(s.eliminations()).equals(expectedEliminations));
    }

    /**
     * Whether {@code step} makes every expected placement and elimination. A placement also counts for
     * the eliminations it implies (HoDoKu's BUG+1 removes the other candidates of the cell that Nonet
     * places): the cell's other digits and the digit in the cell's peers.
     */
    private boolean doesAllExpected(Step<Technique> step) {
        Set<Candidate> eliminated = new HashSet<>(step.eliminations());
        return new HashSet<>(step.placements()).containsAll(expectedPlacements)
                && expectedEliminations.stream().allMatch(e -> eliminated.contains(e)
                        || step.placements().stream().anyMatch(p -> implies(p, e)));
    }

    private static boolean implies(Candidate placement, Candidate elimination) {
        int at = placement.cell().row() * 9 + placement.cell().column();
        int other = elimination.cell().row() * 9 + elimination.cell().column();
        return at == other ? placement.digit() != elimination.digit()
                : placement.digit() == elimination.digit() && CLASSIC.sees[at][other];
    }

    private boolean touchesDigits(Step<Technique> step) {
        return Stream.concat(step.eliminations().stream(), step.placements().stream())
                .anyMatch(c -> digits.indexOf((char) ('0' + c.digit())) >= 0);
    }

    /** What in {@code step} disagrees with the solution, or null. */
    String wrongIn(Step<Technique> step) {
        if (solution == null) {
            return null;
        }
        for (Candidate e : step.eliminations()) {
            if (solution.get(e.cell().row() * 9 + e.cell().column()) == e.digit()) {
                return "removes " + e;
            }
        }
        for (Candidate p : step.placements()) {
            if (solution.get(p.cell().row() * 9 + p.cell().column()) != p.digit()) {
                return "places " + p;
            }
        }
        return null;
    }
}
