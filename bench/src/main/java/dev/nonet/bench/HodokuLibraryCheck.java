package dev.nonet.bench;

import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.Techniques;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How many cases of HoDoKu's public regression library ({@code reglib-1.3.txt} and {@code reglib-1.4.txt}
 * in HoDoKu's repository; not part of Nonet, read from a path) Nonet passes. A case is a position
 * ({@link HodokuCase}), a HoDoKu technique code and what one step of it must eliminate or place. A case
 * passes when one step of the Nonet techniques mapped to its code does all of that; a fail case
 * (variant {@code x}) passes when none of them touches its digits. Every elimination and placement found
 * is also checked against the position's solution. The steps come from the finders, called directly on
 * each case's position, or with {@code --cli} from the command line, {@code nonet explain --technique T
 * --pencilmarks --json} on the cases' PM lines, one run a technique ({@link HodokuLibraryCli}). Prints a
 * line per code and the totals; exits 1 if a step was unsound, 2 for a usage error or when a line could
 * not be read (each such line is named).
 *
 * <pre>
 * mvn -B -q -o -pl cli,bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.HodokuLibraryCheck reglib-1.3.txt [--cli] [--failures]
 * </pre>
 */
public final class HodokuLibraryCheck {

    /**
     * HoDoKu's codes and the Nonet techniques that find what they find (by enum name, so that the
     * table can name techniques a build lacks: those count as unmapped).
     */
    private static final Map<String, List<String>> MAPPING = mapping();

    private HodokuLibraryCheck() {
    }

    public static void main(String[] args) throws IOException {
        Path file = null;
        boolean showFailures = false;
        boolean throughCli = false;
        for (String arg : args) {
            if (arg.equals("--failures")) {
                showFailures = true;
            } else if (arg.equals("--cli")) {
                throughCli = true;
            } else {
                file = Path.of(arg);
            }
        }
        if (file == null || !Files.isRegularFile(file)) {
            System.err.println("usage: HodokuLibraryCheck REGLIB_FILE [--cli] [--failures]");
            System.exit(2);
        }
        Map<String, int[]> perCode = new TreeMap<>(); // cases, passed, unmapped
        List<HodokuCase> cases = new ArrayList<>();
        int malformed = 0;
        int lineNumber = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNumber++;
            if (!line.startsWith(":")) {
                continue;
            }
            String[] fields = line.split(":", -1);
            String code = fields[1];
            int[] counts = perCode.computeIfAbsent(row(code), k -> new int[3]);
            counts[0]++;
            if (techniques(code).isEmpty()) {
                counts[2]++;
                continue;
            }
            try {
                cases.add(HodokuCase.parse(lineNumber, fields));
            } catch (RuntimeException e) {
                // A line this reader cannot take is said and counted, never dropped in silence.
                malformed++;
                System.out.println("MALFORMED line " + lineNumber + ": " + e.getMessage());
            }
        }
        List<List<Step<Technique>>> found = throughCli ? stepsThroughCli(cases) : stepsOfFinders(cases);
        int unsound = 0;
        int exactly = 0;
        for (int i = 0; i < cases.size(); i++) {
            HodokuCase c = cases.get(i);
            List<Step<Technique>> steps = found.get(i);
            for (Step<Technique> step : steps) {
                String wrong = c.wrongIn(step);
                if (wrong != null) {
                    unsound++;
                    System.out.println("UNSOUND line " + c.line() + " " + step + ": " + wrong);
                }
            }
            if (c.passedExactlyBy(steps)) {
                exactly++;
            }
            if (c.passedBy(steps)) {
                perCode.get(row(c.code()))[1]++;
            } else if (showFailures) {
                System.out.println("MISSED line " + c.line() + " " + c.code() + " " + c.expectedEliminations()
                        + c.expectedPlacements()
                        + (steps.isEmpty() ? " (nothing found)" : " (found " + steps.size() + ": " + steps.get(0) + ")"));
            }
        }
        int total = 0;
        int mapped = 0;
        int passed = 0;
        for (Map.Entry<String, int[]> e : perCode.entrySet()) {
            int[] c = e.getValue();
            total += c[0];
            mapped += c[0] - c[2];
            passed += c[1];
            System.out.printf(Locale.ROOT, "%-20s %4d cases  %4d passed  %s%n", e.getKey(), c[0], c[1],
                    c[2] == c[0] ? "unmapped" : String.join(",", MAPPING.get(e.getKey().split(" ")[0])));
        }
        System.out.printf(Locale.ROOT, "total%s: %d cases, %d mapped, %d passed (%.1f%% of mapped), %d unsound steps%n",
                throughCli ? " through the command line" : "", total, mapped, passed,
                mapped == 0 ? 0 : 100.0 * passed / mapped, unsound);
        // A step may remove more than the case asks (a loop's other eliminations): passed, but not exactly.
        System.out.printf(Locale.ROOT, "%d passed exactly, a step making just the case's eliminations and placements (%.1f%%)%n",
                exactly, mapped == 0 ? 0 : 100.0 * exactly / mapped);
        if (malformed > 0) {
            System.out.println(malformed + " malformed lines, not checked");
        }
        System.exit(unsound > 0 ? 1 : malformed > 0 ? 2 : 0);
    }

    /** The line of the report a case counts in: its code without variant, its fail cases apart. */
    private static String row(String code) {
        return HodokuCase.base(code) + (code.endsWith("-x") ? " (fail cases)" : "");
    }

    /** Each case's steps, from its techniques' finders on its position. */
    private static List<List<Step<Technique>>> stepsOfFinders(List<HodokuCase> cases) {
        List<List<Step<Technique>>> found = new ArrayList<>();
        for (HodokuCase c : cases) {
            List<Step<Technique>> steps = new ArrayList<>();
            for (Technique t : techniques(c.code())) {
                steps.addAll(Techniques.finder(t).findAll(CandidateGrid.of(c.position())));
            }
            found.add(steps);
        }
        return found;
    }

    /** Each case's steps, as the command line lists them: one run for each technique, over all its cases. */
    private static List<List<Step<Technique>>> stepsThroughCli(List<HodokuCase> cases) {
        List<List<Step<Technique>>> found = new ArrayList<>();
        Map<Technique, List<Integer>> casesOf = new LinkedHashMap<>();
        for (int i = 0; i < cases.size(); i++) {
            found.add(new ArrayList<>());
            for (Technique t : techniques(cases.get(i).code())) {
                casesOf.computeIfAbsent(t, k -> new ArrayList<>()).add(i);
            }
        }
        casesOf.forEach((technique, indexes) -> {
            List<List<Step<Technique>>> steps = HodokuLibraryCli.steps(technique, indexes.stream().map(cases::get).toList());
            for (int k = 0; k < indexes.size(); k++) {
                found.get(indexes.get(k)).addAll(steps.get(k));
            }
        });
        return found;
    }

    /** The techniques mapped to {@code code} (its variant ignored) that this build has. */
    private static List<Technique> techniques(String code) {
        List<Technique> techniques = new ArrayList<>();
        for (String name : MAPPING.getOrDefault(HodokuCase.base(code), List.of())) {
            for (Technique t : Technique.values()) {
                if (t.name().equals(name)) {
                    techniques.add(t);
                }
            }
        }
        return techniques;
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
        m.put("0363", List.of("FINNED_MUTANT_SQUIRMBAG"));
        m.put("0364", List.of("FINNED_MUTANT_WHALE"));
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
