package dev.nonet.bench;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Shape;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.TechniqueFinder;
import dev.nonet.logic.Techniques;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How many cases of HoDoKu's public regression library ({@code reglib-1.4.txt} in HoDoKu's repository;
 * not part of Nonet) Nonet's finders pass when called directly on each case's position. A case is a
 * position (givens, {@code +}placed digits, deleted candidates), a HoDoKu technique code and what one
 * step of it must eliminate or place. A case passes when one step of the Nonet techniques mapped to
 * its code does all of that; a fail case (variant {@code x}) passes when none of them touches its
 * digits. Every elimination and placement found is also checked against the position's solution.
 * Prints a line per code and the totals; exits 1 if a step was unsound, 2 for a usage error or when a
 * line could not be read (each such line is named).
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.HodokuLibraryCheck reglib-1.4.txt [--failures]
 * </pre>
 */
public final class HodokuLibraryCheck {

    /**
     * HoDoKu's codes and the Nonet techniques that find what they find (by enum name, so that the
     * table can name techniques a build lacks: those count as unmapped).
     */
    private static final Map<String, List<String>> MAPPING = mapping();

    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private HodokuLibraryCheck() {
    }

    public static void main(String[] args) throws IOException {
        Path file = null;
        boolean showFailures = false;
        for (String arg : args) {
            if (arg.equals("--failures")) {
                showFailures = true;
            } else {
                file = Path.of(arg);
            }
        }
        if (file == null || !Files.isRegularFile(file)) {
            System.err.println("usage: HodokuLibraryCheck REGLIB_FILE [--failures]");
            System.exit(2);
        }
        Map<String, int[]> perCode = new TreeMap<>(); // cases, passed, unmapped
        int unsound = 0;
        int malformed = 0;
        int lineNumber = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNumber++;
            if (!line.startsWith(":")) {
                continue;
            }
            String[] fields = line.split(":", -1);
            String code = fields[1];
            String base = code.contains("-") ? code.substring(0, code.indexOf('-')) : code;
            boolean failCase = code.endsWith("-x");
            int[] counts = perCode.computeIfAbsent(base + (failCase ? " (fail cases)" : ""), k -> new int[3]);
            counts[0]++;
            List<TechniqueFinder> finders = finders(base);
            if (finders.isEmpty()) {
                counts[2]++;
                continue;
            }
            Case position;
            try {
                position = Case.parse(fields);
            } catch (RuntimeException e) {
                // A line this reader cannot take is said and counted, never dropped in silence.
                malformed++;
                System.out.println("MALFORMED line " + lineNumber + ": " + e.getMessage());
                continue;
            }
            List<Step> steps = new ArrayList<>();
            for (TechniqueFinder finder : finders) {
                steps.addAll(finder.findAll(position.grid().copy()));
            }
            for (Step step : steps) {
                String wrong = position.wrongIn(step);
                if (wrong != null) {
                    unsound++;
                    System.out.println("UNSOUND line " + lineNumber + " " + step + ": " + wrong);
                }
            }
            boolean passed = failCase ? steps.stream().noneMatch(s -> position.touchesDigits(s, fields[2]))
                    : steps.stream().anyMatch(position::doesAllExpected);
            if (passed) {
                counts[1]++;
            } else if (showFailures) {
                System.out.println("MISSED line " + lineNumber + " " + code + " " + fields[5] + fields[6]
                        + (steps.isEmpty() ? " (nothing found)" : " (found " + steps.size() + ": " + steps.get(0) + ")"));
            }
        }
        int cases = 0;
        int mapped = 0;
        int passed = 0;
        for (Map.Entry<String, int[]> e : perCode.entrySet()) {
            int[] c = e.getValue();
            cases += c[0];
            mapped += c[0] - c[2];
            passed += c[1];
            System.out.printf(Locale.ROOT, "%-20s %4d cases  %4d passed  %s%n", e.getKey(), c[0], c[1],
                    c[2] == c[0] ? "unmapped" : String.join(",", MAPPING.get(e.getKey().split(" ")[0])));
        }
        System.out.printf(Locale.ROOT, "total: %d cases, %d mapped, %d passed (%.1f%% of mapped), %d unsound steps%n",
                cases, mapped, passed, mapped == 0 ? 0 : 100.0 * passed / mapped, unsound);
        if (malformed > 0) {
            System.out.println(malformed + " malformed lines, not checked");
        }
        System.exit(unsound > 0 ? 1 : malformed > 0 ? 2 : 0);
    }

    private static List<TechniqueFinder> finders(String code) {
        List<TechniqueFinder> finders = new ArrayList<>();
        for (String name : MAPPING.getOrDefault(code, List.of())) {
            for (Technique t : Technique.values()) {
                if (t.name().equals(name)) {
                    finders.add(Techniques.finder(t));
                }
            }
        }
        return finders;
    }

    /** A case's position with the solution of its givens, to hold steps against. */
    private record Case(CandidateGrid grid, Grid solution, Set<Candidate> expectedEliminations,
            Set<Candidate> expectedPlacements) {

        static Case parse(String[] fields) {
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
            return new Case(CandidateGrid.of(position), solution, new HashSet<>(candidates(fields[5])),
                    new HashSet<>(candidates(fields.length > 6 ? fields[6] : "")));
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

        /**
         * Whether {@code step} makes every expected placement and elimination. A placement also counts for
         * the eliminations it implies (HoDoKu's BUG+1 removes the other candidates of the cell that Nonet
         * places): the cell's other digits and the digit in the cell's peers.
         */
        boolean doesAllExpected(Step step) {
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

        boolean touchesDigits(Step step, String digits) {
            return java.util.stream.Stream.concat(step.eliminations().stream(), step.placements().stream())
                    .anyMatch(c -> digits.indexOf((char) ('0' + c.digit())) >= 0);
        }

        /** What in {@code step} disagrees with the solution, or null. */
        String wrongIn(Step step) {
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

    private static Map<String, List<String>> mapping() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("0000", List.of("FULL_HOUSE"));
        m.put("0002", List.of("HIDDEN_SINGLE_BOX", "HIDDEN_SINGLE_LINE"));
        m.put("0003", List.of("NAKED_SINGLE"));
        m.put("0100", List.of("POINTING"));
        m.put("0101", List.of("CLAIMING"));
        m.put("0110", List.of("NAKED_PAIR"));
        m.put("0111", List.of("NAKED_TRIPLE"));
        m.put("0200", List.of("NAKED_PAIR"));
        m.put("0201", List.of("NAKED_TRIPLE"));
        m.put("0202", List.of("NAKED_QUAD"));
        m.put("0210", List.of("HIDDEN_PAIR"));
        m.put("0211", List.of("HIDDEN_TRIPLE"));
        m.put("0212", List.of("HIDDEN_QUAD"));
        m.put("0300", List.of("X_WING"));
        m.put("0301", List.of("SWORDFISH"));
        m.put("0302", List.of("JELLYFISH"));
        m.put("0310", List.of("FINNED_X_WING"));
        m.put("0311", List.of("FINNED_SWORDFISH"));
        m.put("0312", List.of("FINNED_JELLYFISH"));
        m.put("0320", List.of("FINNED_X_WING"));
        m.put("0321", List.of("FINNED_SWORDFISH"));
        m.put("0322", List.of("FINNED_JELLYFISH"));
        m.put("03111", List.of("FINNED_SWORDFISH"));
        m.put("03121", List.of("FINNED_JELLYFISH"));
        m.put("03211", List.of("FINNED_SWORDFISH"));
        m.put("03221", List.of("FINNED_JELLYFISH"));
        m.put("0330", List.of("FRANKEN_X_WING"));
        m.put("0331", List.of("FRANKEN_SWORDFISH"));
        m.put("0332", List.of("FRANKEN_JELLYFISH"));
        m.put("0340", List.of("FINNED_FRANKEN_X_WING"));
        m.put("0341", List.of("FINNED_FRANKEN_SWORDFISH"));
        m.put("03411", List.of("FINNED_FRANKEN_SWORDFISH"));
        m.put("0342", List.of("FINNED_FRANKEN_JELLYFISH", "FINNED_MUTANT_JELLYFISH"));
        m.put("03421", List.of("FINNED_FRANKEN_JELLYFISH", "FINNED_MUTANT_JELLYFISH"));
        m.put("0350", List.of("MUTANT_X_WING"));
        m.put("0351", List.of("MUTANT_SWORDFISH"));
        m.put("0352", List.of("MUTANT_JELLYFISH"));
        m.put("0360", List.of("FINNED_MUTANT_X_WING"));
        m.put("0361", List.of("FINNED_MUTANT_SWORDFISH"));
        m.put("0362", List.of("FINNED_MUTANT_JELLYFISH"));
        m.put("03621", List.of("FINNED_MUTANT_JELLYFISH"));
        m.put("0400", List.of("SKYSCRAPER"));
        m.put("0401", List.of("TWO_STRING_KITE"));
        m.put("0402", List.of("EMPTY_RECTANGLE", "TURBOT_FISH"));
        m.put("0403", List.of("TURBOT_FISH"));
        m.put("0404", List.of("DUAL_TWO_STRING_KITE"));
        m.put("0405", List.of("DUAL_EMPTY_RECTANGLE"));
        m.put("0500", List.of("SIMPLE_COLOURING"));
        m.put("0501", List.of("SIMPLE_COLOURING"));
        m.put("0502", List.of("MULTI_COLOURS_1"));
        m.put("0503", List.of("MULTI_COLOURS_2"));
        m.put("0600", List.of("UNIQUE_RECTANGLE_1"));
        m.put("0601", List.of("UNIQUE_RECTANGLE_2"));
        m.put("0602", List.of("UNIQUE_RECTANGLE_3"));
        m.put("0603", List.of("UNIQUE_RECTANGLE_4"));
        m.put("0604", List.of("UNIQUE_RECTANGLE_5"));
        m.put("0605", List.of("UNIQUE_RECTANGLE_6"));
        m.put("0606", List.of("HIDDEN_RECTANGLE"));
        m.put("0607", List.of("AVOIDABLE_RECTANGLE_1"));
        m.put("0608", List.of("AVOIDABLE_RECTANGLE_2"));
        m.put("0610", List.of("BUG_PLUS_ONE"));
        m.put("0701", List.of("X_CHAIN"));
        m.put("0702", List.of("XY_CHAIN"));
        m.put("0703", List.of("REMOTE_PAIR"));
        m.put("0706", List.of("NICE_LOOP"));
        m.put("0707", List.of("NICE_LOOP", "AIC"));
        m.put("0708", List.of("AIC"));
        m.put("0709", List.of("GROUPED_NICE_LOOP", "NICE_LOOP"));
        m.put("0710", List.of("GROUPED_NICE_LOOP", "NICE_LOOP", "GROUPED_AIC", "AIC"));
        m.put("0711", List.of("GROUPED_AIC", "AIC"));
        m.put("0800", List.of("XY_WING"));
        m.put("0801", List.of("XYZ_WING"));
        m.put("0803", List.of("W_WING"));
        m.put("0901", List.of("ALS_XZ"));
        m.put("0902", List.of("ALS_XY_WING"));
        m.put("0903", List.of("ALS_XY_CHAIN"));
        m.put("0904", List.of("DEATH_BLOSSOM"));
        m.put("1101", List.of("SUE_DE_COQ"));
        m.put("1201", List.of("TEMPLATE_SET"));
        m.put("1202", List.of("TEMPLATE_DELETE"));
        m.put("1301", List.of("CELL_FORCING_CHAIN", "UNIT_FORCING_CHAIN"));
        m.put("1302", List.of("CELL_FORCING_CHAIN", "UNIT_FORCING_CHAIN"));
        m.put("1303", List.of("FORCING_NET"));
        m.put("1304", List.of("FORCING_NET"));
        return m;
    }
}
