package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Puzzle;
import dev.nonet.logic.UniquenessTest.Example;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Alternating inference chains and nice loops on positions the solver reached on top1465 puzzles,
 * each step checked against the puzzle's one solution, and on positions where they must find nothing.
 */
class AlternatingChainsTest {

    private static final List<TechniqueFinder> FINDERS = List.of(AlternatingChains.AIC, AlternatingChains.NICE_LOOP,
            AlternatingChains.GROUPED_AIC, AlternatingChains.GROUPED_NICE_LOOP);
    private static final Pattern NODE = Pattern.compile("\\((\\d)\\)r(\\d+)c(\\d+)");
    private static final Pattern GROUP = Pattern.compile("\\(\\d\\)(r\\d\\d+c\\d|r\\dc\\d\\d+)");
    /** A set's two digits, in and out, and its cells: {@code (5=8)r1c239}. */
    private static final Pattern ALS = Pattern.compile("\\((\\d)=(\\d)\\)(r\\d+c\\d+(?:,r\\d+c\\d+)*)");

    /** AIC ends on one digit, met on the path of a top1465 puzzle. */
    static final Example AIC_TYPE_1 = new Example(".52..68.......7.2.......6....48..9..2..41......1.....8..61..38.....9...63..6..1.9",
            "1.....7......5.....2.........3.....9...4..........6..........8...3.....91.....7.."
            + "1..4.6.891..4.6.8...3....89..3.5...9..3....8.......7.....45.....2.......1..4....."
            + "...4..789...4..789..3...789.2.........3.5..8.1.............6.....3.....9...45.7.."
            + "....5.7....3...7.....4............8......6.....3.5............91.........2......."
            + ".2............6.89....5..89...4.....1............5...9......7......56.....3......"
            + "....56..9..3..6..91..............7...23.......23.5...9...45.......456..........8."
            + "....5.7.9.2......9.....6...1............5.7...2.4.......3.............8....45...."
            + "1..45.78.1..4...8.....5.78...3.5............9..34...8..2..........45.7.......6..."
            + "..3.......2.4...8.....5.78......6....2..5.7...2.4...8.1...........45.7..........9");

    /** AIC ends on two digits in cells that see each other, met on the path of a top1465 puzzle. */
    static final Example AIC_TYPE_2 = new Example(".52..68.......7.2.......6....48..9..2..41......1.....8..61..38.....9...63..6..1.9",
            "1.....7......5.....2.........3.....9...4..........6..........8...3.....91.....7.."
            + "1..4.6.891..4.6.89..3....89..3.5...9..3.5..8.......7.....45.....2.......1..4....."
            + "...4..789...4..789..3...789.2.........3.5..8.1.............6.....3.....9...45.7.."
            + "....567....3..67.....4............8..23.56....23.5............91.........2..5...."
            + ".2............6.89....5..89...4.....1............5...9......7......56.....3......"
            + "....56..9..3..6..91..............7...23..6....23.5...9.2.45.......456..........8."
            + "....5.7.9.2....7.9.....6...1.........2..5.7...2.45......3.............8..2.45...."
            + "1..45.78.12.4..78.....5.78...3.5............9..345..8..2.4........45.7.......6..."
            + "..3.......2.4..78.....5.78......6....2..5.7...2.45..8.1...........45.7..........9");

    /** Discontinuous nice loops that place a digit. */
    static final Example DISCONTINUOUS = new Example(".52..68.......7.2.......6....48..9..2..41......1.....8..61..38.....9...63..6..1.9",
            "1.....7......5.....2.........3.....9...4..........6..........8...3.....91.....7.."
            + "1..4.6.891..4.6.8...3....89..3.5...9..3....8.......7.....45.....2.......1..4....."
            + "...4..789...4..789..3...789.2.........3.5..8.1.............6.....3.....9...45.7.."
            + "....5.7....3...7.....4............8......6.....3.5............91.........2......."
            + ".2............6.89....5..89...4.....1............5...9......7......56.....3......"
            + "....56..9..3..6..91..............7...23.......23.5...9...45.......456..........8."
            + "....5.7.9.2......9.....6...1............5.7...2.4.......3.............8....45...."
            + "1..45.78.1..4...8.....5.78...3.5............9..34...8..2..........45.7.......6..."
            + "..3.......2.4...8.....5.78......6....2..5.7...2.4...8.1...........45.7..........9");

    /** A continuous nice loop. */
    static final Example CONTINUOUS = new Example(".52..68.......7.2.......6....48..9..2..41......1.....8..61..38.....9...63..6..1.9",
            "1............5.....2.........3.....9...4..........6..........8...3.....9......7.."
            + "...4.6.89...4.6.8...3....89..3.5...9..3....8.......7.....45.....2.......1........"
            + "......789...4..789..3...789.2.........3.5..8.1.............6.....3.....9...45...."
            + "....5.7....3...7.....4............8......6.....3.5............91.........2......."
            + ".2............6.89....5..89...4.....1............5...9......7......56.....3......"
            + "....56..9..3..6..91..............7...23.......23.....9...45.......456..........8."
            + "....5.7.9.2......9.....6...1............5.7...2.4.......3.............8....45...."
            + "...45.78.1............5.78...3.5............9..3....8..2..........45.7.......6..."
            + "..3.......2.4...8.....5.78......6....2..5.7...2.4...8.1...........45.7..........9");

    /** A grouped AIC, met where the plain chains and loops find nothing. */
    static final Example GROUPED_AIC = new Example("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "...4.........56..912...6.8.....5.789..3......1...5.789.2..5.....2..567......567.9"
            + "123...7....3.5...912............6...12....7..1..45.7.9.......8..23.5.7....345...9"
            + ".23..678...3.56..9.2...6.8....45.789.2....78....45.789.2345.....23.567..1........"
            + "123..6.....34.6...12.4.......3...78.....5....1.3..678..23..............9..3...78."
            + "123.............8.....5...9..34..7.91.....7..1.34..7.9.....6...123.5.7....3.5.7.."
            + "1.3..6.........7......5...9.2.......1....6.8.1.3..6.89..345....1.3.5..8...345..8."
            + ".....6.8....4.6......4.6.8.1................9.2.............7....3.5......3.5...."
            + "....5....1..........3............78......678......678.........9...4......2......."
            + "........9.2.............7....3.5.......4.......3.5....1.............6.8......6.8.");

    /** Grouped discontinuous nice loops. */
    static final Example GROUPED_DISCONTINUOUS = new Example("8..........5.6....37.2...1.6..9..5...5.....36...1..4........7......27.8..2438....",
            ".......8.1..4.6..912...6..9....5.7..1.3.....91.3.5...9.23..6..9...4.6..9..3.5.7.9"
            + "12.4....91..4....9....5..........78......6...1.3....89.23....89.2.4..7.9.234..7.9"
            + "..3............7.......6..9.2..........4....9...45..89.....6.891............5..89"
            + ".....6...1..4...8.12....78.........9..34..7...234...8.....5.....2....7..12....78."
            + "12.4....9....5....1.....789...4...8....4..7...2.4...8.12.....89..3...........6..."
            + ".2......9..3....89.23...7891............5.........6......4......2....7.9......789"
            + "1...5...91.3..6.891.3..6.89...456...1..4....91..45...9......7...2.45...91234....9"
            + "1...5...91....6..91.3..6..9...456....2.............7..1.3.....9.......8.1.34....9"
            + "......7...2..........4.......3.............8.1...5...91....6..9....56..91.......9");

    /** A grouped continuous nice loop that no loop without groups matches. */
    static final Example GROUPED_CONTINUOUS = new Example("..9.2........4.6....1....8....1.9.3.54..........8......5....7.67..3...........2..",
            "...4.6.8......678.........9....567...2.......1......8...3......1..45.7..1..45.7.."
            + ".2.....8...3..........5..........7.9...4.....1......8......6...12....7.912......9"
            + ".2.4.6....2...67..1............567.9..3...7.9..3.5.7.....4....9.......8..2.45.7.9"
            + ".2...6.8..2...6.8......678.1............5............9...4...8...3.........4..78."
            + "....5.......4.......3...78..2.........3..67....3..67..1......891....67.91.....789"
            + "1.......91.......9..3...7.........8...3..67.....4.........5.....2...67...2....7.."
            + "..3..........5.......4...8....4....91......89.2.............7..1.......9.....6..."
            + "......7..1.......9.2.........3......1....6..9....56...1..4...891..45...91..45..89"
            + "1.......9.....6.8....4.6.8....45.7.91.....78.....5.7...2.......1...5...9..3......");

    /** Where no chain or loop without a set applies (the solver needed a forcing chain there before sets). */
    static final Example FORCING = new Example("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "...4.........56..912...6.8.....5.789..3......1...5.78..2..5.....2..567......567.9"
            + "123...7....3.5...912............6...12....7..1..45.7.9.......8..23.5.7....345...9"
            + ".23..678...3.56..9.2...6.8....45.789.2....78....45.789.2345.....23.567..1........"
            + "123..6.....34.6...12.4.......3...78.....5....1.3..678..23..............9..3...78."
            + "123.............8.....5...9..34..7.91.....7..1.34..7.9.....6...123.5.7....3.5.7.."
            + "1.3..6.........7......5...9.2.......1....6.8.1.3..6.89..345....1.3.5..8...345..8."
            + ".....6.8....4.6......4.6.8.1................9.2.............7....3.5......3.5...."
            + "....5....1..........3............78......678......678.........9...4......2......."
            + "........9.2.............7....3.5.......4.......3.5....1.............6.8......6.8.");

    /** Where even the chains through sets find nothing and the solver needs a forcing chain (top1465). */
    static final Example BEYOND_SETS = new Example("7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
            "......7..12...6..........8....45...9...456..9...456..9..3......1..456...12..5...9"
            + "...4.6..9..3..6.....34.6..9.2.........3456...1...........4.67.....45678.....5.78."
            + "....5....123..6...1234.6.........78...34.6..9......78.12.4.6..91..4.6...12......9"
            + "1......89...4.....1...5.7.9..3.5.7.9....5...9..3.5.7.91.....78..2............6..."
            + "..3......12...67..12...6..9...4..7.9.......8..2.4.6..91..4..7..1..45.7..1...5.7.."
            + ".2...6.8..2..5678..2..567..1.........2.456....2.4567.....4..78.........9..3......"
            + "12.....8.........9123.5.7.......6...12..5.....23.5..8.12....7..1.3...78....4....."
            + "12.4.6.8.123..6.8.1234.6.....34...89......7...234...89....5....1.3..6.8.12.....89"
            + "12.4.6.8.123.5678.1234567....345..8912.45...9.2345..8912...67.91.3..678.12....789");

    /** What {@code finder} finds on {@code example}, after checking that the marks and every step keep the solution. */
    private static List<String> stepsKeepingTheSolution(TechniqueFinder finder, Example example) {
        return UniquenessTest.stepsKeepingTheSolution(finder, example).stream().map(Step::description).toList();
    }

    @Test
    void aicWithOneDigitAtBothEndsClearsTheCellsSeeingBoth() {
        List<String> steps = stepsKeepingTheSolution(AlternatingChains.AIC, AIC_TYPE_1);
        assertThat(steps).hasSize(15).first().isEqualTo(
                "AIC: (5)r4c6=(3)r4c6-(3)r8c6=(3)r8c4-(5)r8c4=(5)r2c4-(5)r2c7=(5)r6c7: removes 5 from r6c6");
        // Shortest chains first.
        assertThat(steps.stream().map(AlternatingChainsTest::nodes).toList()).isSorted();
    }

    @Test
    void aicWithTwoDigitsTakesEachFromTheOtherEnd() {
        assertThat(stepsKeepingTheSolution(AlternatingChains.AIC, AIC_TYPE_2)).containsExactly(
                "AIC: (7)r4c2=(7)r4c1-(7)r1c1=(1)r1c1-(1)r2c2=(1)r8c2: removes 7 from r8c2");
    }

    @Test
    void aicLeavesChainsOnOneDigitToTheXChain() {
        CandidateGrid grid = SingleDigitPatternsTest.stuckAfterSingles(ChainsTest.X_CHAIN);
        assertThat(Chains.X_CHAIN.findAll(grid)).isNotEmpty();
        assertThat(AlternatingChains.AIC.findAll(grid)).extracting(Step::description)
                .allMatch(text -> digits(text).size() > 1);
    }

    @Test
    void discontinuousNiceLoopPlacesWhatItsAbsenceWouldForce() {
        assertThat(stepsKeepingTheSolution(AlternatingChains.NICE_LOOP, DISCONTINUOUS)).startsWith(
                "Discontinuous Nice Loop: (7)r1c9=(7)r1c1-(7)r3c2=(7)r4c2-(3)r4c2=(3)r4c6-(3)r8c6=(3)r8c4-(5)r8c4"
                        + "=(5)r2c4-(5)r2c7=(5)r3c9-(7)r3c9=(7)r1c9: r1c9 = 7",
                "Discontinuous Nice Loop: (1)r1c1=(7)r1c1-(7)r1c9=(7)r3c9-(5)r3c9=(5)r3c5-(5)r2c4=(5)r8c4-(3)r8c4"
                        + "=(3)r8c6-(3)r4c6=(5)r4c6-(5)r4c1=(7)r4c1-(7)r1c1=(1)r1c1: r1c1 = 1",
                "Discontinuous Nice Loop: (1)r2c9=(4)r2c9-(4)r2c7=(5)r2c7-(5)r2c4=(5)r8c4-(3)r8c4=(3)r8c6-(3)r4c6"
                        + "=(5)r4c6-(5)r4c1=(7)r4c1-(7)r1c1=(1)r1c1-(1)r1c9=(1)r2c9: r2c9 = 1");
    }

    @Test
    void chainsLongerThanSixteenNodesAreFoundWhenNoShorterOneGivesTheirResult() {
        List<String> steps = stepsKeepingTheSolution(AlternatingChains.NICE_LOOP, DISCONTINUOUS);
        assertThat(steps).hasSize(4).last().isEqualTo(
                "Discontinuous Nice Loop: (1)r8c2=(1)r8c1-(1)r1c1=(7)r1c1-(7)r3c2=(7)r4c2-(3)r4c2=(3)r4c6-(3)r8c6"
                        + "=(3)r8c4-(5)r8c4=(5)r2c4-(5)r2c7=(4)r2c7-(4)r2c9=(1)r2c9-(1)r2c2=(1)r8c2: r8c2 = 1");
        assertThat(nodes(steps.get(3))).isEqualTo(18).isGreaterThan(16).isLessThanOrEqualTo(AlternatingChains.MAX_NODES);
    }

    @Test
    void continuousNiceLoopMakesEveryWeakLinkStrong() {
        // The weak link 7-4 in r3c2 leaves it no other digit; the one on 3 in column 6 clears r6c6.
        assertThat(stepsKeepingTheSolution(AlternatingChains.NICE_LOOP, CONTINUOUS)).containsExactly(
                "Continuous Nice Loop: (4)r3c2=(4)r3c9-(5)r3c9=(5)r3c5-(5)r2c4=(5)r8c4-(3)r8c4=(3)r8c6-(3)r4c6"
                        + "=(3)r4c2-(7)r4c2=(7)r3c2-(4)r3c2: removes 3 from r6c6; 8 from r3c2; 9 from r3c2");
    }

    @Test
    void groupedAicLinksThePlacesOfADigitInABoxLine() {
        assertThat(stepsKeepingTheSolution(AlternatingChains.GROUPED_AIC, GROUPED_AIC)).first().isEqualTo(
                "Grouped AIC: (9)r1c9=(9)r2c9-(4)r2c9=(4)r2c6-(4)r3c4=(4)r5c4-(9)r5c4=(9)r13c4: removes 9 from r1c6");
        // Where the solver took it, nothing without groups applied.
        assertThat(AlternatingChains.AIC.findAll(GROUPED_AIC.marks())).isEmpty();
        assertThat(AlternatingChains.NICE_LOOP.findAll(GROUPED_AIC.marks())).isEmpty();
    }

    @Test
    void groupedDiscontinuousNiceLoop() {
        // Through the group r78c4 and the set r2c4, r5c4 {4,7,8}, where bivalue r2c4 and r5c4 took four nodes.
        assertThat(stepsKeepingTheSolution(AlternatingChains.GROUPED_NICE_LOOP, GROUPED_DISCONTINUOUS)).contains(
                "Grouped Discontinuous Nice Loop: (5)r1c4=(7)r1c4-(7=4)r25c4-(4)r5c1=(4)r2c1-(4)r1c2=(4)r1c8-(6)r1c8"
                        + "=(6)r9c8-(5)r9c8=(5)r9c6-(5)r78c4=(5)r1c4: r1c4 = 5");
    }

    @Test
    void groupedContinuousNiceLoopPassesGroupsAndSetsBothWays() {
        // The two sets r3c7, r4c7 {4,8,9} and r7c3, r7c4 {4,8,9} lack 9 or 8 and so hold 4: r8c7 loses it.
        String loop = "Grouped Continuous Nice Loop: (9)r2c4=(9)r2c89-(9=8)r34c7-(8)r4c123=(8)r5c3-(8=9)r7c34-(9)r2c4:"
                + " removes 4 from r8c7; 8 from r4c3, r4c9, r9c3; 9 from r3c4, r3c9, r9c4";
        assertThat(stepsKeepingTheSolution(AlternatingChains.GROUPED_NICE_LOOP, GROUPED_CONTINUOUS)).contains(loop);
        assertThat(AlternatingChains.NICE_LOOP.findAll(GROUPED_CONTINUOUS.marks()))
                .noneMatch(step -> step.description().endsWith(loop.substring(loop.indexOf(": removes"))));
    }

    @Test
    void groupedFormsReportOnlyChainsWithAGroup() {
        List<String> steps = new ArrayList<>();
        for (Example example : List.of(AIC_TYPE_1, CONTINUOUS, GROUPED_AIC, GROUPED_DISCONTINUOUS)) {
            steps.addAll(stepsKeepingTheSolution(AlternatingChains.GROUPED_AIC, example));
            steps.addAll(stepsKeepingTheSolution(AlternatingChains.GROUPED_NICE_LOOP, example));
        }
        assertThat(steps).isNotEmpty().allMatch(text -> GROUP.matcher(text).find() || ALS.matcher(text).find(),
                "has a group or a set");
    }

    @Test
    void groupedAicEntersASetOnOneDigitAndLeavesOnAnother() {
        // 5 out of r2c1, r2c3, r2c5, r2c8 {1,3,5,7,8} leaves 1 in it: r2c6 would see it.
        assertThat(stepsKeepingTheSolution(AlternatingChains.GROUPED_AIC, FORCING)).contains(
                "Grouped AIC: (4)r2c6=(4)r2c9-(4)r3c7=(4)r6c7-(5)r6c7=(5)r13c7-(5=1)r2c1358: removes 1 from r2c6",
                "Grouped AIC: (4)r5c4=(4)r5c6-(4)r2c6=(4)r2c9-(9)r2c9=(9)r1c9-(9=3)r1489c4: removes 3 from r5c4");
    }

    @Test
    void groupedDiscontinuousNiceLoopThroughTwoSets() {
        assertThat(stepsKeepingTheSolution(AlternatingChains.GROUPED_NICE_LOOP, GROUPED_DISCONTINUOUS)).first().isEqualTo(
                "Grouped Discontinuous Nice Loop: (5)r9c8=(5)r9c6-(5=4)r78c4-(4)r5c4=(4)r78c4-(4=5)r7c156-(5)r7c8=(5)r9c8:"
                        + " r9c8 = 5");
    }

    @Test
    void setsWriteTheirCellsLineByLine() {
        List<String> steps = new ArrayList<>();
        steps.addAll(stepsKeepingTheSolution(AlternatingChains.GROUPED_AIC, AIC_TYPE_1));
        // A set of a box on two lines: r1c4 and r2c5, r3c5.
        assertThat(steps).contains(
                "Grouped AIC: (9)r3c8=(9)r1c8-(9=5)r1c4,r23c5-(5)r3c9=(5)r7c9-(5=9)r7c15: removes 9 from r3c1");
    }

    @Test
    void nothingWhereOnlyAForcingChainHelps() {
        for (TechniqueFinder finder : List.of(AlternatingChains.AIC, AlternatingChains.NICE_LOOP)) {
            assertThat(finder.findAll(FORCING.marks())).as(finder.technique().toString()).isEmpty();
        }
        // The grouped chains help there only through sets.
        for (TechniqueFinder finder : List.of(AlternatingChains.GROUPED_AIC, AlternatingChains.GROUPED_NICE_LOOP)) {
            assertThat(finder.findAll(FORCING.marks())).extracting(Step::description)
                    .allMatch(text -> ALS.matcher(text).find(), "passes a set");
        }
    }

    @Test
    void everyChainOfTheExamplesHoldsLinkByLink() {
        int links = 0;
        for (Example example : List.of(AIC_TYPE_1, AIC_TYPE_2, DISCONTINUOUS, CONTINUOUS, GROUPED_AIC, GROUPED_DISCONTINUOUS,
                GROUPED_CONTINUOUS, FORCING)) {
            for (TechniqueFinder finder : FINDERS) {
                for (Step<Technique> step : finder.findAll(example.marks())) {
                    links += ChainReplay.checkAlternating(example.marks(), step);
                }
            }
        }
        assertThat(links).isGreaterThan(1000);
    }

    @Test
    void theReplayRefusesASetThatIsNotAlmostLocked() {
        Step<Technique> step = AlternatingChains.GROUPED_AIC.findAll(FORCING.marks()).stream()
                .filter(s -> s.description().contains("-(5=1)r2c1358:")).findFirst().orElseThrow();
        Step<Technique> forged = Step.of(step.technique(), step.placements(), step.eliminations(), step.cells(), step.houses(),
                step.description().replace("-(5=1)r2c1358:", "-(5=1)r2c158:"));
        assertThatThrownBy(() -> ChainReplay.checkAlternating(FORCING.marks(), forged)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("almost locked");
    }

    @Test
    void nothingWhereEvenChainsThroughSetsDoNotHelp() {
        for (TechniqueFinder finder : FINDERS) {
            assertThat(finder.findAll(BEYOND_SETS.marks())).as(finder.technique().toString()).isEmpty();
        }
        assertThat(ForcingChains.CELL_FORCING_CHAIN.findAll(BEYOND_SETS.marks())).isNotEmpty();
    }

    @Test
    void nothingWithoutStrongLinks() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        for (TechniqueFinder finder : FINDERS) {
            assertThat(finder.findAll(empty)).as(finder.technique().toString()).isEmpty();
        }
    }

    /** The number of nodes of the chain a step describes. */
    private static int nodes(String description) {
        return (int) NODE.matcher(description).results().count();
    }

    /** The digits of the nodes of the chain a step describes. */
    private static Set<String> digits(String description) {
        Set<String> digits = new TreeSet<>();
        Matcher node = NODE.matcher(description);
        while (node.find()) {
            digits.add(node.group(1));
        }
        return digits;
    }
}
