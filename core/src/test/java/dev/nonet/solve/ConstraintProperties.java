package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.constraint.Arrow;
import dev.nonet.constraint.BetweenLine;
import dev.nonet.constraint.Difference;
import dev.nonet.constraint.KillerCage;
import dev.nonet.constraint.LittleKiller;
import dev.nonet.constraint.Palindrome;
import dev.nonet.constraint.Ratio;
import dev.nonet.constraint.Renban;
import dev.nonet.constraint.Thermometer;
import dev.nonet.constraint.Whispers;
import dev.nonet.constraint.XV;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.validation.GridValidator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The constraint search against plain generate and test ({@link ConstraintReferenceSolver}) on random
 * 4x4 and 6x6 puzzles with random constraints: counts, lex-first solutions and true candidates agree,
 * so no narrowing removed a digit some solution needs, and no filled grid that breaks a rule counts.
 * About half the constraints are drawn to hold for a random solution (so the puzzles have some), the
 * rest at random (so many have none).
 */
class ConstraintProperties {

    @Property(tries = 250)
    void countsAndLexFirstAgreeWithGenerateAndTest(@ForAll("puzzles") Puzzle puzzle) {
        List<Grid> expected = ConstraintReferenceSolver.solutions(puzzle, 30);
        SolveResult counted = Sudoku.count(puzzle, 30);
        if (!GridValidator.isConsistent(puzzle)) {
            assertThat(counted.status()).isEqualTo(SolveStatus.INVALID);
            return;
        }
        assertThat(counted.count()).as("%s %s", puzzle, puzzle.constraints()).isEqualTo(expected.size());
        assertThat(Sudoku.solveLexFirst(puzzle).solution()).isEqualTo(expected.stream().findFirst());
        if (!expected.isEmpty()) {
            assertThat(GridValidator.isSolutionOf(counted.solution().orElseThrow(), puzzle)).isTrue();
        }
    }

    @Property(tries = 120)
    void trueCandidatesAgreeWithGenerateAndTest(@ForAll("fourByFour") Puzzle puzzle) {
        if (!GridValidator.isConsistent(puzzle)) {
            return;
        }
        List<Grid> all = ConstraintReferenceSolver.solutions(puzzle, Long.MAX_VALUE);
        TrueCandidates found = Sudoku.trueCandidates(puzzle, 3, Deadline.NONE);
        assertThat(found.status()).isEqualTo(all.isEmpty() ? SolveStatus.NO_SOLUTION : SolveStatus.SOLVED);
        if (all.isEmpty()) {
            return;
        }
        assertThat(found.solutionsSeen()).isEqualTo(Math.min(all.size(), found.solutionsSeen() > 1 ? found.solutionsSeen() : 1));
        for (int cell = 0; cell < 16; cell++) {
            for (int d = 1; d <= 4; d++) {
                int index = cell;
                int digit = d;
                long expected = Math.min(3, all.stream().filter(g -> g.get(index) == digit).count());
                assertThat(found.count(new Cell(cell / 4, cell % 4), d)).isEqualTo(expected);
            }
        }
    }

    /**
     * True candidates of cap 1 one candidate at a time (what the tally search gives way to on boards of
     * many solutions), from the second solution on: the same digits as generate and test.
     */
    @Property(tries = 120)
    void oneCandidateAtATimeAgreesWithGenerateAndTest(@ForAll("fourByFour") Puzzle puzzle) {
        if (!GridValidator.isConsistent(puzzle)) {
            return;
        }
        List<Grid> all = ConstraintReferenceSolver.solutions(puzzle, Long.MAX_VALUE);
        ConstraintSearch search = new ConstraintSearch(puzzle, Deadline.NONE);
        search.tallyGuesses(0);
        long[] counts = new long[16 * 4];
        long seen = search.trueCandidates(puzzle.givens(), 1, counts);
        if (all.size() < 2) {
            assertThat(seen).isEqualTo(all.size());
        } else {
            assertThat(seen).isBetween(2L, (long) all.size());
        }
        for (int cell = 0; cell < 16; cell++) {
            for (int d = 1; d <= 4; d++) {
                int index = cell;
                int digit = d;
                long expected = all.stream().anyMatch(g -> g.get(index) == digit) ? 1 : 0;
                assertThat(counts[cell * 4 + d - 1]).as("%s %s r%dc%d %d", puzzle, puzzle.constraints(), cell / 4 + 1, cell % 4 + 1, d)
                        .isEqualTo(expected);
            }
        }
    }

    /**
     * Killers whose cages lie inside houses (so that the 45 rule's innies, {@link HouseSums}, are made and
     * narrow): counts and true candidates agree with generate and test. A cage's sum is sometimes off by
     * one, so that some puzzles have no solution.
     */
    @Property(tries = 120)
    void killersWithInniesAgreeWithGenerateAndTest(@ForAll("killersInHouses") Puzzle puzzle) {
        if (!GridValidator.isConsistent(puzzle)) {
            return;
        }
        List<Grid> all = ConstraintReferenceSolver.solutions(puzzle, Long.MAX_VALUE);
        assertThat(Sudoku.count(puzzle, Long.MAX_VALUE).count()).as("%s", puzzle.constraints()).isEqualTo(all.size());
        int side = puzzle.layout().side();
        TrueCandidates found = Sudoku.trueCandidates(puzzle, 2, Deadline.NONE);
        for (int cell = 0; cell < side * side && !all.isEmpty(); cell++) {
            for (int d = 1; d <= side; d++) {
                int index = cell;
                int digit = d;
                long expected = Math.min(2, all.stream().filter(g -> g.get(index) == digit).count());
                assertThat(found.count(new Cell(cell / side, cell % side), d)).isEqualTo(expected);
            }
        }
    }

    @Provide
    Arbitrary<Puzzle> killersInHouses() {
        return Arbitraries.randoms().map(random -> {
            Layout layout = Layout.of(Shape.of(4));
            Grid solution = VariantGrids.solution(layout, random);
            List<House> houses = layout.houses();
            List<Constraint> cages = new ArrayList<>();
            Set<Cell> used = new LinkedHashSet<>();
            for (int n = 1 + random.nextInt(4); n > 0; n--) {
                List<Cell> house = new ArrayList<>(layout.cellsOf(houses.get(random.nextInt(houses.size()))));
                Collections.shuffle(house, random);
                List<Cell> cage = new ArrayList<>();
                for (Cell c : house.subList(0, 1 + random.nextInt(3))) {
                    if (used.add(c)) {
                        cage.add(c);
                    }
                }
                if (!cage.isEmpty()) {
                    int sum = cage.stream().mapToInt(solution::get).sum() + (random.nextInt(6) == 0 ? 1 : 0);
                    int k = cage.size();
                    cages.add(new KillerCage(cage, Math.max(k * (k + 1) / 2, Math.min(sum, k * 4 - k * (k - 1) / 2))));
                }
            }
            return new Puzzle(layout, VariantGrids.blanked(solution, random, 0.7 + 0.3 * random.nextDouble()), cages);
        });
    }

    @Provide
    Arbitrary<Puzzle> puzzles() {
        return Arbitraries.randoms().map(random -> puzzle(random, random.nextBoolean() ? 4 : 6));
    }

    @Provide
    Arbitrary<Puzzle> fourByFour() {
        return Arbitraries.randoms().map(random -> puzzle(random, 4));
    }

    private static Puzzle puzzle(Random random, int side) {
        Layout layout = Layout.of(Shape.of(side));
        Grid solution = VariantGrids.solution(layout, random);
        List<Constraint> constraints = new ArrayList<>();
        for (int n = 1 + random.nextInt(4); n > 0; n--) {
            constraints.add(constraint(random, side, random.nextBoolean() ? solution : null));
        }
        double blank = side == 4 ? 0.5 + 0.5 * random.nextDouble() : 0.35 + 0.25 * random.nextDouble();
        Grid givens = VariantGrids.blanked(solution, random, blank);
        if (random.nextInt(5) == 0) {
            givens = givens.with(new Cell(random.nextInt(side), random.nextInt(side)), 1 + random.nextInt(side));
        }
        return new Puzzle(layout, givens, constraints);
    }

    /** A random constraint on a random path; with {@code solution}, its values read from it where the kind has any. */
    private static Constraint constraint(Random random, int side, Grid solution) {
        List<Cell> path = path(random, side, 2 + random.nextInt(3));
        Cell a = path.get(0);
        Cell b = path.get(1);
        int x = solution == null ? 1 + random.nextInt(side) : solution.get(a);
        int y = solution == null ? 1 + random.nextInt(side) : solution.get(b);
        int sum = 0;
        for (Cell c : path) {
            sum += solution == null ? 1 + random.nextInt(side) : solution.get(c);
        }
        switch (random.nextInt(11)) {
            case 0:
                if (distinct(path, solution)) {
                    int n = path.size();
                    int feasible = Math.max(n * (n + 1) / 2, Math.min(sum, n * side));
                    return new KillerCage(path, random.nextInt(4) == 0 ? OptionalInt.empty() : OptionalInt.of(feasible));
                }
                return new KillerCage(path, OptionalInt.empty());
            case 1:
                return new Thermometer(solution == null ? path : sortedBy(path, solution));
            case 2:
                return new Difference(a, b, Math.max(0, Math.abs(x - y)));
            case 3:
                return new Ratio(a, b, Math.max(1, Math.max(x, y) / Math.min(x, y)));
            case 4:
                return new XV(a, b, random.nextBoolean() ? 5 : 10);
            case 5:
                if (path.size() >= 3) {
                    int shaft = sum - (solution == null ? x : solution.get(a));
                    return shaft <= side ? new Arrow(List.of(a), path.subList(1, path.size())) : new Whispers(path, 1 + random.nextInt(side / 2));
                }
                return new Whispers(path, 1 + random.nextInt(side / 2));
            case 6:
                return new Renban(path);
            case 7:
                return new Palindrome(path);
            case 8:
                return new BetweenLine(path.size() >= 3 ? path : List.of(a, b));
            case 9:
                return new LittleKiller(path, Math.max(path.size(), Math.min(sum, side * path.size())));
            default:
                return new Whispers(path, 1 + random.nextInt(side / 2));
        }
    }

    private static boolean distinct(List<Cell> cells, Grid solution) {
        if (solution == null) {
            return true;
        }
        Set<Integer> seen = new LinkedHashSet<>();
        for (Cell c : cells) {
            if (!seen.add(solution.get(c))) {
                return false;
            }
        }
        return true;
    }

    /** The path in the order of its digits in {@code solution}, as a thermometer that holds there would read. */
    private static List<Cell> sortedBy(List<Cell> path, Grid solution) {
        List<Cell> sorted = new ArrayList<>(path);
        sorted.sort((p, q) -> Integer.compare(solution.get(p), solution.get(q)));
        return sorted;
    }

    /** A walk of distinct orthogonal neighbours, {@code length} cells or fewer where it is walled in. */
    private static List<Cell> path(Random random, int side, int length) {
        List<Cell> path = new ArrayList<>();
        Cell at = new Cell(random.nextInt(side), random.nextInt(side));
        path.add(at);
        int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        while (path.size() < length) {
            List<Cell> next = new ArrayList<>();
            for (int[] s : steps) {
                int r = at.row() + s[0];
                int c = at.column() + s[1];
                if (r >= 0 && r < side && c >= 0 && c < side && !path.contains(new Cell(r, c))) {
                    next.add(new Cell(r, c));
                }
            }
            if (next.isEmpty()) {
                break;
            }
            at = next.get(random.nextInt(next.size()));
            path.add(at);
        }
        if (path.size() < 2) {
            path.add(new Cell(at.row() == 0 ? 1 : at.row() - 1, at.column()));
        }
        return path;
    }
}
