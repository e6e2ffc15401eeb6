package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Follows the chains a step writes, so that a chain that skips a link, names a wrong house or claims a
 * false conclusion fails. A forcing chain ({@link #check}) is followed on a copy of the position: each
 * placement after the assumption must be a naked single there (or the only place of its digit in the
 * house named in brackets) given only the links before it, and the chain's end must hold. An
 * alternating chain ({@link #checkAlternating}) is read in Eureka notation and each of its links checked
 * on the position.
 */
final class ChainReplay {

    private static final Pattern CONTRADICTION = Pattern.compile(".* of singles \\((.*)\\): removes .*");
    private static final Pattern VERITY = Pattern.compile(".* of singles: (.*)\\)(?:: removes .*)?");
    private static final Pattern PLACEMENT = Pattern.compile("r(\\d)c(\\d)=(\\d)(?: \\((row|column|box) (\\d)\\))?");
    private static final Pattern REMOVAL = Pattern.compile("r(\\d)c(\\d)<>(\\d)");
    private static final Pattern EMPTY = Pattern.compile("r(\\d)c(\\d) has no candidate left");
    private static final Pattern NO_PLACE = Pattern.compile("(\\d) has no place left in (row|column|box) (\\d)");
    private static final Pattern TWO_DIGITS = Pattern.compile("r(\\d)c(\\d) would be both (\\d) and (\\d)");
    private static final Pattern TWO_PLACES = Pattern.compile("(\\d) would go in both r(\\d)c(\\d) and r(\\d)c(\\d)");

    private ChainReplay() {
    }

    /** The chains of {@code step}, a cell or unit forcing chain found in {@code position}; how many were followed. */
    static int check(CandidateGrid position, Step<Technique> step) {
        String description = step.description();
        Matcher contradiction = CONTRADICTION.matcher(description);
        Matcher verity = VERITY.matcher(description);
        String chains;
        if (contradiction.matches()) {
            chains = contradiction.group(1);
        } else {
            assertThat(verity.matches()).as("a chain in: " + description).isTrue();
            chains = verity.group(1);
        }
        int followed = 0;
        for (String chain : chains.split("; ")) {
            if (!chain.contains(" more)")) {
                follow(position.copy(), chain, description);
                followed++;
            }
        }
        return followed;
    }

    /**
     * The chain of {@code step}, an AIC or nice loop found in {@code position}, link by link: each node
     * is what it claims (a candidate, a group of one box-line segment, a digit of an almost locked set),
     * each strong link one of the only two places of a digit in a house, a bivalue cell or two digits of
     * one set, each weak link one digit in places that all see each other or two digits of one cell; the
     * links alternate, starting strong; and every elimination is weakly linked to both ends (an AIC), to
     * both nodes of a link of the loop or to a digit of a set the loop locks (a continuous loop), or the
     * placement is the loop's first and last node (a discontinuous one). Returns the number of links.
     */
    static int checkAlternating(CandidateGrid position, Step<Technique> step) {
        String[] parts = step.description().split(": ", 3);
        assertThat(parts).as(step.description()).hasSize(3);
        List<ChainNode> nodes = new ArrayList<>();
        List<Character> links = new ArrayList<>();
        parseChain(position, parts[1], nodes, links, step.description());
        for (int i = 0; i < links.size(); i++) {
            ChainNode a = nodes.get(i);
            ChainNode b = nodes.get(i + 1);
            boolean strong = links.get(i) == '=';
            String what = a + (strong ? "=" : "-") + b + " in " + step.description();
            assertThat(strong).as("links alternate, starting strong: " + what).isEqualTo(i % 2 == 0);
            assertThat(strong ? isStrong(position, a, b) : isWeak(a, b)).as(what).isTrue();
        }
        ChainNode first = nodes.get(0);
        ChainNode last = nodes.get(nodes.size() - 1);
        if (parts[0].endsWith("Discontinuous Nice Loop")) {
            assertThat(first.sameAs(last) && first.places().size() == 1 && first.set().isEmpty()).as(step.description()).isTrue();
            assertThat(step.placements()).containsExactly(new Candidate(Shape.CLASSIC.cell(first.places().get(0)), first.digit()));
        } else if (parts[0].endsWith("Continuous Nice Loop")) {
            assertThat(first.sameAs(last)).as("the loop closes: " + step.description()).isTrue();
            for (Candidate elimination : step.eliminations()) {
                assertThat(loopRemoves(position, nodes, elimination)).as(elimination + " in " + step.description()).isTrue();
            }
        } else {
            assertThat(links.get(links.size() - 1)).as("ends strong: " + step.description()).isEqualTo('=');
            for (Candidate elimination : step.eliminations()) {
                assertThat(weakTo(first, elimination) && weakTo(last, elimination)).as(elimination + " in " + step.description()).isTrue();
            }
        }
        return links.size();
    }

    /**
     * A node of an alternating chain: a digit and its places; for a set's digit also the set's cells
     * and the digit it was entered or left by within the set.
     */
    private record ChainNode(int digit, List<Integer> places, List<Integer> set, int element) {
        boolean sameAs(ChainNode other) {
            return digit == other.digit && places.equals(other.places) && set.equals(other.set);
        }

        @Override
        public String toString() {
            return "(" + digit + ")" + places + (set.isEmpty() ? "" : " of set " + set);
        }
    }

    private static final Pattern NODE = Pattern.compile("\\((\\d)(?:=(\\d))?\\)(r\\d+c\\d+(?:,r\\d+c\\d+)*)");
    private static final Pattern CELLS = Pattern.compile("r(\\d+)c(\\d+)");

    private static void parseChain(CandidateGrid grid, String chain, List<ChainNode> nodes, List<Character> links, String description) {
        Matcher node = NODE.matcher(chain);
        int at = 0;
        for (int element = 0; ; element++) {
            assertThat(node.find(at) && node.start() == at).as("a node at " + at + " of " + description).isTrue();
            List<Integer> cells = new ArrayList<>();
            Matcher part = CELLS.matcher(node.group(3));
            while (part.find()) {
                for (char r : part.group(1).toCharArray()) {
                    for (char c : part.group(2).toCharArray()) {
                        cells.add((r - '1') * 9 + c - '1');
                    }
                }
            }
            Collections.sort(cells);
            int digit = node.group(1).charAt(0) - '0';
            if (node.group(2) == null) {
                assertThat(cells).as("a candidate or group of " + description).allMatch(c -> grid.candidatesAt(c) != 0
                        && (grid.candidatesAt(c) & DigitSet.bit(digit)) != 0);
                assertThat(cells.size() == 1 || isSegment(cells)).as("a group is one box-line segment: " + description).isTrue();
                nodes.add(new ChainNode(digit, cells, List.of(), element));
            } else {
                int out = node.group(2).charAt(0) - '0';
                assertThat(isAlmostLocked(grid, cells)).as(cells + " is an almost locked set in " + description).isTrue();
                nodes.add(new ChainNode(digit, places(grid, cells, digit), cells, element));
                links.add('=');
                nodes.add(new ChainNode(out, places(grid, cells, out), cells, element));
            }
            at = node.end();
            if (at == chain.length()) {
                return;
            }
            char link = chain.charAt(at++);
            assertThat(link).as(description).isIn('=', '-');
            links.add(link);
        }
    }

    private static List<Integer> places(CandidateGrid grid, List<Integer> cells, int digit) {
        List<Integer> places = cells.stream().filter(c -> (grid.candidatesAt(c) & DigitSet.bit(digit)) != 0).toList();
        assertThat(places).as("digit " + digit + " in " + cells).isNotEmpty();
        return places;
    }

    private static boolean isSegment(List<Integer> cells) {
        Geometry geometry = Geometry.of(Layout.CLASSIC);
        return Arrays.stream(geometry.cellHouses[cells.get(0)])
                .filter(h -> cellsOf(h).containsAll(cells)).count() == 2;
    }

    private static boolean isAlmostLocked(CandidateGrid grid, List<Integer> cells) {
        int digits = 0;
        for (int cell : cells) {
            if (grid.candidatesAt(cell) == 0) {
                return false;
            }
            digits |= grid.candidatesAt(cell);
        }
        return cells.size() >= 2 && Integer.bitCount(digits) == cells.size() + 1 && houseHolding(cells) >= 0;
    }

    private static boolean isStrong(CandidateGrid grid, ChainNode a, ChainNode b) {
        if (!a.set().isEmpty() || !b.set().isEmpty()) {
            return a.element() == b.element() && a.digit() != b.digit();
        }
        if (a.digit() != b.digit()) {
            int cell = a.places().get(0);
            return a.places().equals(List.of(cell)) && b.places().equals(List.of(cell))
                    && grid.candidatesAt(cell) == (DigitSet.bit(a.digit()) | DigitSet.bit(b.digit()));
        }
        List<Integer> both = new ArrayList<>(a.places());
        both.addAll(b.places());
        if (both.stream().distinct().count() != both.size()) {
            return false;
        }
        for (int h = 0; h < Geometry.of(Layout.CLASSIC).houseCount(); h++) {
            List<Integer> house = cellsOf(h);
            if (house.containsAll(both) && house.stream().filter(c -> (grid.candidatesAt(c) & DigitSet.bit(a.digit())) != 0)
                    .count() == both.size()) {
                return true;
            }
        }
        return false;
    }

    private static boolean isWeak(ChainNode a, ChainNode b) {
        if (a.digit() != b.digit()) {
            return a.set().isEmpty() && b.set().isEmpty() && a.places().size() == 1 && a.places().equals(b.places());
        }
        boolean[][] sees = Geometry.of(Layout.CLASSIC).sees;
        return a.places().stream().allMatch(x -> b.places().stream().allMatch(y -> sees[x][y]));
    }

    /** Whether {@code candidate} is false when {@code node} is true. */
    private static boolean weakTo(ChainNode node, Candidate candidate) {
        int cell = Shape.CLASSIC.indexOf(candidate.cell());
        if (candidate.digit() != node.digit()) {
            return node.set().isEmpty() && node.places().equals(List.of(cell));
        }
        boolean[][] sees = Geometry.of(Layout.CLASSIC).sees;
        return node.places().stream().allMatch(p -> sees[p][cell]);
    }

    private static boolean loopRemoves(CandidateGrid grid, List<ChainNode> nodes, Candidate candidate) {
        for (int i = 0; i + 1 < nodes.size(); i++) {
            ChainNode a = nodes.get(i);
            ChainNode b = nodes.get(i + 1);
            if (weakTo(a, candidate) && weakTo(b, candidate)) {
                return true;
            }
            // A set the loop passes lacks one of its two digits, so it holds each of its others.
            if (!a.set().isEmpty() && a.element() == b.element() && candidate.digit() != a.digit() && candidate.digit() != b.digit()) {
                int digit = candidate.digit();
                List<Integer> set = a.set();
                if (set.stream().anyMatch(c -> (grid.candidatesAt(c) & DigitSet.bit(digit)) != 0)
                        && weakTo(new ChainNode(digit, places(grid, set, digit), set, a.element()), candidate)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A house holding every one of {@code cells}, or -1. */
    private static int houseHolding(List<Integer> cells) {
        for (int h = 0; h < Geometry.of(Layout.CLASSIC).houseCount(); h++) {
            if (cellsOf(h).containsAll(cells)) {
                return h;
            }
        }
        return -1;
    }

    private static List<Integer> cellsOf(int house) {
        return Arrays.stream(Geometry.of(Layout.CLASSIC).houseCells[house]).boxed().toList();
    }

    private static void follow(CandidateGrid grid, String chain, String description) {
        List<String> links = List.of(chain.split(" -> "));
        for (int i = 0; i < links.size(); i++) {
            String link = links.get(i);
            Matcher placement = PLACEMENT.matcher(link);
            if (placement.matches()) {
                Cell cell = cell(placement.group(1), placement.group(2));
                int digit = Integer.parseInt(placement.group(3));
                if (i > 0) {
                    boolean single = placement.group(4) == null
                            ? grid.value(cell) == 0 && grid.candidates(cell).equals(DigitSet.of(digit))
                            : onlyPlace(grid, house(placement.group(4), placement.group(5)), digit, cell);
                    assertThat(single).as(link + " follows in " + description).isTrue();
                }
                grid.place(cell, digit);
                continue;
            }
            assertThat(i).as("only the last link states an end: " + link + " in " + description).isEqualTo(links.size() - 1);
            assertThat(ends(grid, link)).as(link + " holds in " + description).isTrue();
        }
    }

    private static boolean ends(CandidateGrid grid, String link) {
        Matcher m;
        if ((m = REMOVAL.matcher(link)).matches()) {
            Cell cell = cell(m.group(1), m.group(2));
            int digit = Integer.parseInt(m.group(3));
            return grid.value(cell) != digit && !grid.has(cell, digit);
        }
        if ((m = EMPTY.matcher(link)).matches()) {
            Cell cell = cell(m.group(1), m.group(2));
            return grid.value(cell) == 0 && grid.candidates(cell).isEmpty();
        }
        if ((m = NO_PLACE.matcher(link)).matches()) {
            int digit = Integer.parseInt(m.group(1));
            House house = house(m.group(2), m.group(3));
            return Layout.CLASSIC.cellsOf(house).stream().noneMatch(c -> grid.value(c) == digit || grid.has(c, digit));
        }
        if ((m = TWO_DIGITS.matcher(link)).matches()) {
            Cell cell = cell(m.group(1), m.group(2));
            return isSingle(grid, cell, Integer.parseInt(m.group(3))) && isSingle(grid, cell, Integer.parseInt(m.group(4)));
        }
        if ((m = TWO_PLACES.matcher(link)).matches()) {
            int digit = Integer.parseInt(m.group(1));
            Cell a = cell(m.group(2), m.group(3));
            Cell b = cell(m.group(4), m.group(5));
            return Geometry.of(Layout.CLASSIC).sees[Shape.CLASSIC.indexOf(a)][Shape.CLASSIC.indexOf(b)]
                    && isSingle(grid, a, digit) && isSingle(grid, b, digit);
        }
        throw new AssertionError("not a link or an end: " + link);
    }

    /** Whether {@code digit} is a naked single at {@code cell} or its only place in one of the cell's houses. */
    private static boolean isSingle(CandidateGrid grid, Cell cell, int digit) {
        if (grid.value(cell) == 0 && grid.candidates(cell).equals(DigitSet.of(digit))) {
            return true;
        }
        return Shape.CLASSIC.houses().stream()
                .filter(h -> Layout.CLASSIC.cellsOf(h).contains(cell))
                .anyMatch(h -> onlyPlace(grid, h, digit, cell));
    }

    private static boolean onlyPlace(CandidateGrid grid, House house, int digit, Cell cell) {
        List<Cell> places = Layout.CLASSIC.cellsOf(house).stream().filter(c -> grid.has(c, digit)).toList();
        return places.equals(List.of(cell));
    }

    private static Cell cell(String row, String column) {
        return new Cell(Integer.parseInt(row) - 1, Integer.parseInt(column) - 1);
    }

    private static House house(String kind, String number) {
        return new House(House.Kind.valueOf(kind.toUpperCase(java.util.Locale.ROOT)), Integer.parseInt(number) - 1);
    }
}
