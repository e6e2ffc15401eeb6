package dev.nonet.constraint;

import static dev.nonet.constraint.LineTesting.candidates;
import static dev.nonet.constraint.LineTesting.narrowByParts;
import static dev.nonet.constraint.LineTesting.support;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.constraint.LineTesting.Candidates;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Narrowing of every line and dot kind is sound: on random small instances with random candidates, every
 * digit that some assignment keeping the rule gives a cell survives both the kind's own narrowing and its
 * parts' narrowing run to a fixed point, and neither reports a contradiction when such an assignment exists.
 */
class LineSoundnessProperties {

    private static final int KINDS = 17;

    @Property(tries = 500)
    void narrowingKeepsEveryDigitASolutionUses(@ForAll @IntRange(min = 0, max = KINDS - 1) int kind, @ForAll long seed) {
        Random random = new Random(seed);
        int side = kind == 6 ? 3 : random.nextBoolean() ? 4 : 6;
        Constraint constraint = make(kind, side, random);
        Candidates domains = randomCandidates(constraint, side, random);
        int[] support = support(constraint, domains);
        check(constraint, support, domains.copy(), false);
        check(constraint, support, domains.copy(), true);
    }

    /**
     * The kinds that claim complete narrowing (all but Negative, Renban and Nabner) leave exactly the digits
     * some assignment keeping the rule uses, and find a contradiction exactly when there is none.
     */
    @Property(tries = 300)
    void completeKindsNarrowToExactlyWhatSolutionsUse(@ForAll @IntRange(min = 0, max = KINDS - 1) int kind,
                                                      @ForAll long seed) {
        if (kind == 6 || kind == 8 || kind == 14) {
            return;
        }
        Random random = new Random(seed);
        int side = random.nextBoolean() ? 4 : 6;
        Constraint constraint = make(kind, side, random);
        Candidates domains = randomCandidates(constraint, side, random);
        int[] support = support(constraint, domains);
        boolean kept = constraint.narrow(domains);
        if (support.length > 0 && support[0] == 0) {
            assertThat(kept).as("%s", constraint).isFalse();
        } else {
            assertThat(kept).as("%s", constraint).isTrue();
            assertThat(candidates(constraint, domains)).as("%s", constraint).containsExactly(support);
        }
    }

    private static Candidates randomCandidates(Constraint constraint, int side, Random random) {
        Candidates domains = new Candidates(side);
        for (Cell cell : constraint.cells()) {
            int mask = 0;
            while (mask == 0) {
                mask = random.nextInt(1 << side) & (random.nextInt(4) == 0 ? -1 : random.nextInt(1 << side));
            }
            domains.set(cell, mask);
        }
        return domains;
    }

    private static void check(Constraint constraint, int[] support, Candidates domains, boolean byParts) {
        int[] before = candidates(constraint, domains);
        boolean kept = byParts ? narrowByParts(constraint, domains) : constraint.narrow(domains);
        boolean solvable = support.length == 0 || support[0] != 0;
        if (solvable) {
            assertThat(kept).as("%s narrowed %s from %s", constraint, byParts ? "by parts" : "whole", masks(before)).isTrue();
            int[] after = candidates(constraint, domains);
            for (int i = 0; i < after.length; i++) {
                assertThat(support[i] & ~after[i]).as("%s narrowed %s from %s to %s lost %s's digits of %s", constraint,
                        byParts ? "by parts" : "whole", masks(before), masks(after), constraint.cells().get(i),
                        Integer.toBinaryString(support[i])).isZero();
            }
        }
    }

    private static String masks(int[] masks) {
        StringBuilder text = new StringBuilder();
        for (int m : masks) {
            text.append(' ').append(Integer.toBinaryString(m));
        }
        return text.toString();
    }

    /** A random instance of kind number {@code kind} on a grid of {@code side}. */
    private static Constraint make(int kind, int side, Random random) {
        return switch (kind) {
            case 0 -> new Thermometer(line(side, 1 + random.nextInt(5), random));
            case 1 -> new SlowThermometer(line(side, 1 + random.nextInt(5), random));
            case 2 -> pair(side, random, (a, b) -> new Difference(a, b, random.nextInt(6)));
            case 3 -> pair(side, random, (a, b) -> new Ratio(a, b, 1 + random.nextInt(4)));
            case 4 -> pair(side, random, (a, b) -> new XV(a, b, random.nextBoolean() ? 5 : 10));
            case 5 -> pair(side, random, (a, b) -> new SumDot(a, b, 2 + random.nextInt(11)));
            case 6 -> negative(side, random);
            case 7 -> new Palindrome(line(side, 1 + random.nextInt(6), random));
            case 8 -> new Renban(line(side, 1 + random.nextInt(5), random));
            case 9 -> new Whispers(line(side, 1 + random.nextInt(5), random), 1 + random.nextInt(4));
            case 10 -> new BetweenLine(line(side, 2 + random.nextInt(4), random));
            case 11 -> regionSum(side, random);
            case 12 -> new EntropicLine(line(side, 1 + random.nextInt(6), random), side);
            case 13 -> new ModularLine(line(side, 1 + random.nextInt(6), random));
            case 14 -> new Nabner(line(side, 1 + random.nextInt(4), random));
            case 15 -> new ZipperLine(line(side, 1 + random.nextInt(6), random));
            default -> new Lockout(line(side, 2 + random.nextInt(4), random), 1 + random.nextInt(4));
        };
    }

    private interface PairMaker {
        Constraint make(Cell a, Cell b);
    }

    private static Constraint pair(int side, Random random, PairMaker maker) {
        List<Cell> two = line(side, 2, random);
        return maker.make(two.get(0), two.get(1));
    }

    /** {@code length} different cells of the grid in random order (lines need not be connected for the rules). */
    private static List<Cell> line(int side, int length, Random random) {
        List<Cell> all = new ArrayList<>();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                all.add(new Cell(r, c));
            }
        }
        Collections.shuffle(all, random);
        return List.copyOf(all.subList(0, length));
    }

    private static Constraint regionSum(int side, Random random) {
        List<Cell> cells = line(side, 6, random);
        List<List<Cell>> segments = new ArrayList<>();
        int at = 0;
        int count = 1 + random.nextInt(3);
        for (int s = 0; s < count; s++) {
            int length = 1 + random.nextInt(2);
            segments.add(cells.subList(at, at + length));
            at += length;
        }
        return new RegionSumLine(segments);
    }

    private static Constraint negative(int side, Random random) {
        String of = List.of("difference", "ratio", "xv", "sum").get(random.nextInt(4));
        Set<Set<Cell>> marked = new HashSet<>();
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                if (c + 1 < side && random.nextInt(3) == 0) {
                    marked.add(Set.of(new Cell(r, c), new Cell(r, c + 1)));
                }
                if (r + 1 < side && random.nextInt(3) == 0) {
                    marked.add(Set.of(new Cell(r, c), new Cell(r + 1, c)));
                }
            }
        }
        List<Integer> values = new ArrayList<>();
        int count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            values.add(switch (of) {
                case "difference" -> random.nextInt(3);
                case "ratio" -> 1 + random.nextInt(3);
                default -> 2 + random.nextInt(5);
            });
        }
        return Negative.of(of, side, marked, values);
    }
}
