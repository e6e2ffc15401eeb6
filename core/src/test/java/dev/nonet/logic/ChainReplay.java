package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Follows the chains a forcing-chain step writes, link by link, on a copy of the position: each
 * placement after the assumption must be a naked single there (or the only place of its digit in the
 * house named in brackets) given only the links before it, and the chain's end must hold. So a chain
 * that skips a link, names a wrong house or claims a false contradiction fails.
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
    static int check(CandidateGrid position, Step step) {
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
            return Layout.CLASSIC.geometry().sees[Shape.CLASSIC.indexOf(a)][Shape.CLASSIC.indexOf(b)]
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
