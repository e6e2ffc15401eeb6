package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.io.IOException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every {@link Link} a step lists is true of the position the step starts from: a strong link joins the only
 * two places of a digit in a house or the only two digits of a cell, a weak link two digits of one cell or
 * one digit in two cells that see each other. Checked for every step the finders that list links find at
 * every position of the solver's paths through sample puzzles of top1465.
 */
class StepLinksTest {

    private static final List<TechniqueFinder> LINKED = List.of(Chains.X_CHAIN, Chains.XY_CHAIN, AlternatingChains.AIC,
            AlternatingChains.NICE_LOOP, SingleDigitPatterns.SKYSCRAPER, SingleDigitPatterns.TWO_STRING_KITE,
            SingleDigitPatterns.TURBOT_FISH, Colouring.SIMPLE_COLOURING);

    @Test
    void everyLinkOfTheFirstPuzzlesPathsHolds() throws IOException {
        Map<Technique, Integer> linked = checkLinks(0, 20);
        System.out.println("links checked by technique: " + linked);
        assertThat(linked.keySet()).contains(Technique.X_CHAIN, Technique.XY_CHAIN, Technique.AIC, Technique.NICE_LOOP,
                Technique.SKYSCRAPER, Technique.TWO_STRING_KITE, Technique.TURBOT_FISH, Technique.SIMPLE_COLOURING);
    }

    @Test
    @Tag("slow")
    void everyLinkOfAHundredAndThirtyMorePuzzlesPathsHolds() throws IOException {
        Map<Technique, Integer> linked = checkLinks(20, 150);
        System.out.println("links checked by technique: " + linked);
        assertThat(linked.values().stream().mapToInt(Integer::intValue).sum()).isGreaterThan(10_000);
    }

    @Test
    void aChainWithoutGroupsListsItsLinksInOrderAlternatingFromStrong() throws IOException {
        int checked = 0;
        for (String line : TechniqueSoundnessTest.puzzles("top1465.txt").subList(0, 10)) {
            for (PositionStep found : stepsAlongPath(line, List.of(Chains.X_CHAIN, AlternatingChains.AIC))) {
                List<Link> links = found.step().links();
                assertThat(links).isNotEmpty();
                for (int i = 0; i < links.size(); i++) {
                    assertThat(links.get(i).strong()).as(found.step().description()).isEqualTo(i % 2 == 0);
                    if (i > 0) {
                        assertThat(links.get(i).from()).isEqualTo(links.get(i - 1).to());
                    }
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    /** Checks the links of the steps found along the paths of the sample's puzzles {@code from} to {@code to}. */
    private static Map<Technique, Integer> checkLinks(int from, int to) throws IOException {
        Map<Technique, Integer> linked = new EnumMap<>(Technique.class);
        for (String line : TechniqueSoundnessTest.puzzles("top1465.txt", to).subList(from, to)) {
            for (PositionStep found : stepsAlongPath(line, LINKED)) {
                for (Link link : found.step().links()) {
                    assertThat(holds(found.grid(), link)).as(link + " of " + found.step().description() + " in " + line).isTrue();
                }
                linked.merge(found.step().technique(), found.step().links().size(), Integer::sum);
            }
        }
        return linked;
    }

    private record PositionStep(CandidateGrid grid, Step<Technique> step) {
    }

    /** The steps {@code finders} find at each position of the solver's path through {@code line}, with the position. */
    private static List<PositionStep> stepsAlongPath(String line, List<TechniqueFinder> finders) {
        Puzzle puzzle = Puzzle.of(Grid.parse(line));
        CandidateGrid grid = CandidateGrid.of(puzzle);
        List<PositionStep> found = new java.util.ArrayList<>();
        for (Step<Technique> taken : new LogicalSolver().solve(puzzle).path()) {
            CandidateGrid before = grid.copy();
            for (TechniqueFinder finder : finders) {
                finder.findAll(grid).forEach(step -> found.add(new PositionStep(before, step)));
            }
            taken.applyTo(grid);
        }
        return found;
    }

    /** Whether {@code link} is a strong or weak link, as it says, of {@code grid}. */
    static boolean holds(CandidateGrid grid, Link link) {
        Geometry geometry = grid.geometry();
        int a = geometry.indexOf(link.from().cell());
        int b = geometry.indexOf(link.to().cell());
        int da = link.from().digit();
        int db = link.to().digit();
        if (!has(grid, a, da) || !has(grid, b, db) || (a == b && da == db)) {
            return false;
        }
        if (a == b) { // two digits of one cell: always weak, strong when they are its only two
            return !link.strong() || Integer.bitCount(grid.candidatesAt(a)) == 2;
        }
        if (da != db || !geometry.sees[a][b]) {
            return false;
        }
        if (!link.strong()) {
            return true;
        }
        for (int house : geometry.cellHouses[a]) {
            for (int other : geometry.cellHouses[b]) {
                if (house == other && Integer.bitCount(grid.positions(house, da)) == 2) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean has(CandidateGrid grid, int cell, int digit) {
        return (grid.candidatesAt(cell) & DigitSet.bit(digit)) != 0;
    }
}
