package dev.nonet.grid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.solve.VariantGrids;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The houses every layout lists, and the errors of layouts that cannot be. */
class LayoutTest {

    /** A 9x9 jigsaw map: nine connected regions of nine cells, lettered in the order they start. */
    static final String JIGSAW_MAP = VariantGrids.JIGSAW_9;

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8, 9, 12, 16, 25})
    void everyListedSideHasBoxesAndEveryHouseHoldsSideDistinctCells(int side) {
        Shape shape = Shape.of(side);
        assertThat(shape.side()).isEqualTo(side);
        assertThat(shape.boxWidth()).isGreaterThanOrEqualTo(shape.boxHeight());
        Layout layout = Layout.of(shape).with(Variant.X).with(Variant.DISJOINT);
        assertThat(layout.houses()).hasSize(4 * side + 2).doesNotHaveDuplicates();
        for (House house : layout.houses()) {
            assertThat(new HashSet<>(layout.cellsOf(house))).as(house.toString()).hasSize(side);
        }
    }

    @Test
    void usualBoxesAreWiderThanHigh() {
        assertThat(Shape.of(4)).isEqualTo(new Shape(2, 2));
        assertThat(Shape.of(6)).isEqualTo(new Shape(3, 2));
        assertThat(Shape.of(8)).isEqualTo(new Shape(4, 2));
        assertThat(Shape.of(9)).isSameAs(Shape.CLASSIC);
        assertThat(Shape.of(12)).isEqualTo(new Shape(4, 3));
        assertThat(Shape.of(16)).isEqualTo(new Shape(4, 4));
        assertThat(Shape.of(25)).isEqualTo(new Shape(5, 5));
    }

    @Test
    void shapesAreParsedFromWhatUsersType() {
        assertThat(Shape.parse("16x16")).isEqualTo(Shape.of(16));
        assertThat(Shape.parse("6")).isEqualTo(Shape.of(6));
        assertThat(Shape.parse("12x12:3x4")).isEqualTo(new Shape(3, 4));
        assertThatThrownBy(() -> Shape.parse("30x30")).hasMessage("side 30 is not supported: sides run from 4 to 25");
        assertThatThrownBy(() -> Shape.parse("7x7")).hasMessage("side 7 has no rectangular boxes (it is prime); give a jigsaw region map");
        assertThatThrownBy(() -> Shape.parse("9x8")).hasMessage("'9x8' is not a square shape; write it like 16x16");
        assertThatThrownBy(() -> Shape.parse("1000000x1000000")).hasMessage("side 1000000 is not supported: sides run from 4 to 25");
        assertThatThrownBy(() -> Shape.parse("99999999999")).hasMessage("side 99999999999 is not supported: sides run from 4 to 25");
        assertThatThrownBy(() -> Shape.parse("12x12:5x3")).hasMessage("boxes of 5x3 do not tile a grid of side 12");
        assertThatThrownBy(() -> Shape.parse("big")).isInstanceOf(IllegalArgumentException.class);
    }

    /** A layout names its boxes when they are not its side's usual ones, in the words --shape takes back. */
    @Test
    void aLayoutNamesBoxesThatAreNotTheUsualOnes() {
        assertThat(Layout.of(Shape.parse("9x9:1x9"))).hasToString("9x9:1x9");
        assertThat(Layout.of(Shape.parse("9x9:9x1"), Set.of(Variant.X), null)).hasToString("9x9:9x1 x");
        assertThat(Layout.of(Shape.parse("12x12:3x4")).shapeName()).isEqualTo("12x12:3x4");
        assertThat(Layout.of(Shape.of(12))).hasToString("12x12");
        assertThat(Layout.CLASSIC).hasToString("9x9");
        assertThat(Layout.jigsaw("AAAB\nCCAB\nCDDB\nCDDB").shapeName()).isEqualTo("4x4");
    }

    @Test
    void classicLayoutIsRowsColumnsAndBoxes() {
        assertThat(Layout.of(Shape.CLASSIC)).isSameAs(Layout.CLASSIC);
        assertThat(Layout.CLASSIC.houses()).isEqualTo(Shape.CLASSIC.houses());
        assertThat(Layout.CLASSIC.isClassic()).isTrue();
        assertThat(Layout.CLASSIC.with(Variant.X).isClassic()).isFalse();
        assertThat(Layout.CLASSIC).hasToString("9x9");
        assertThat(Layout.CLASSIC.with(Variant.WINDOKU).with(Variant.X)).hasToString("9x9 x+windoku");
    }

    @Test
    void diagonalsRunCornerToCorner() {
        Layout x = Layout.CLASSIC.with(Variant.X);
        assertThat(x.houses()).hasSize(29);
        assertThat(x.cellsOf(new House(House.Kind.DIAGONAL, 0))).startsWith(new Cell(0, 0), new Cell(1, 1)).endsWith(new Cell(8, 8));
        assertThat(x.cellsOf(new House(House.Kind.DIAGONAL, 1))).startsWith(new Cell(0, 8)).endsWith(new Cell(8, 0));
        assertThat(new House(House.Kind.DIAGONAL, 1)).hasToString("diagonal 2");
    }

    @Test
    void windokuAddsFourWindowsOn9x9Only() {
        Layout windoku = Layout.CLASSIC.with(Variant.WINDOKU);
        assertThat(windoku.houses()).hasSize(31);
        assertThat(windoku.cellsOf(new House(House.Kind.WINDOW, 0)))
                .containsExactly(cells("r2c2 r2c3 r2c4 r3c2 r3c3 r3c4 r4c2 r4c3 r4c4"));
        assertThat(windoku.cellsOf(new House(House.Kind.WINDOW, 3)).get(0)).isEqualTo(new Cell(5, 5));
        assertThatThrownBy(() -> Layout.of(Shape.of(16)).with(Variant.WINDOKU))
                .hasMessage("windoku is played on 9x9 only, not 16x16");
    }

    @Test
    void disjointGroupsTakeOneCellFromEveryBox() {
        Layout disjoint = Layout.CLASSIC.with(Variant.DISJOINT);
        assertThat(disjoint.cellsOf(new House(House.Kind.GROUP, 4)))
                .containsExactly(cells("r2c2 r2c5 r2c8 r5c2 r5c5 r5c8 r8c2 r8c5 r8c8"));
        assertThatThrownBy(() -> Layout.jigsaw(JIGSAW_MAP).with(Variant.DISJOINT))
                .hasMessage("disjoint groups need boxes, and a jigsaw has none");
    }

    @Test
    void jigsawRegionsReplaceTheBoxes() {
        Layout jigsaw = Layout.jigsaw(JIGSAW_MAP);
        assertThat(jigsaw.isJigsaw()).isTrue();
        assertThat(jigsaw.houses()).hasSize(27).noneMatch(h -> h.kind() == House.Kind.BOX);
        assertThat(jigsaw.cellsOf(new House(House.Kind.REGION, 1))).containsExactly(cells("r1c4"
                + " r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r3c6 r3c7"));
        assertThat(jigsaw.regionMap()).hasValue(JIGSAW_MAP);
        assertThat(Layout.jigsaw(JIGSAW_MAP.replace("\n", ""))).isEqualTo(jigsaw);
        assertThat(Layout.jigsaw(JIGSAW_MAP.replace('A', 'z'))).as("symbols are only names").isEqualTo(jigsaw);
        assertThat(jigsaw).hasToString("9x9 jigsaw");
        assertThat(jigsaw.with(Variant.X).houses()).hasSize(29);
    }

    @Test
    void primeSidesFitOnlyAJigsaw() {
        Layout five = Layout.jigsaw("AAABB AABBB CCCDD CCDDD EEEEE".replace(' ', '\n'));
        assertThat(five.side()).isEqualTo(5);
        assertThat(five.houses()).hasSize(15);
    }

    @Test
    void badRegionMapsAreNamedPrecisely() {
        assertThatThrownBy(() -> Layout.jigsaw(JIGSAW_MAP.replaceFirst("AAAB", "AAB")))
                .hasMessage("row 1 of the region map has 8 symbols, not 9");
        assertThatThrownBy(() -> Layout.jigsaw(JIGSAW_MAP.replace('I', 'H')))
                .hasMessage("the region map has 8 regions, not 9");
        assertThatThrownBy(() -> Layout.jigsaw(JIGSAW_MAP.replaceFirst("AAABCCCCC", "AAABBCCCC")))
                .hasMessage("region 'B' (from r1c4) has 10 cells, not 9");
        // Swap r1c1 (A) and r9c9 (H): both regions keep nine cells but fall apart.
        String cut = "H" + JIGSAW_MAP.substring(1, JIGSAW_MAP.length() - 2) + "A\n";
        assertThatThrownBy(() -> Layout.jigsaw(cut))
                .hasMessage("region 'H' is not connected: r5c9 cannot be reached from r1c1 inside it");
        assertThatThrownBy(() -> Layout.jigsaw("AB\nBA\n"))
                .hasMessage("a region map of side 2 is not supported: sides run from 4 to 25");
        assertThatThrownBy(() -> Layout.jigsaw("AAAAABBBB"))
                .hasMessage("a region map of side 3 is not supported: sides run from 4 to 25");
        assertThatThrownBy(() -> Layout.jigsaw("AAAAABBBBCC"))
                .hasMessage("a one-line region map needs a square number of symbols, not 11");
    }

    @Test
    void aJigsawByRegionNumbersIsTheSameAsByItsMapAndIsCheckedAlike() {
        int[] regionOf = new int[81];
        String map = JIGSAW_MAP.replace("\n", "");
        for (int i = 0; i < 81; i++) {
            regionOf[i] = map.charAt(i) - 'A';
        }
        assertThat(Layout.jigsaw(regionOf)).isEqualTo(Layout.jigsaw(JIGSAW_MAP));
        assertThatThrownBy(() -> Layout.jigsaw(new int[80])).hasMessage("a region map needs a square number of cells, not 80");
        assertThatThrownBy(() -> Layout.jigsaw(new int[9])).hasMessage("side 3 is not supported: sides run from 4 to 25");
        int[] outside = regionOf.clone();
        outside[10] = 9;
        assertThatThrownBy(() -> Layout.jigsaw(outside)).hasMessage("cell r2c2 is in region 9, not one of 0 to 8");
        int[] tooBig = regionOf.clone();
        tooBig[80] = 0;
        assertThatThrownBy(() -> Layout.jigsaw(tooBig)).hasMessageContaining("has 10 cells, not 9");
    }

    @Test
    void layoutsByNameCheckTheirParts() {
        assertThat(Layout.of(Shape.CLASSIC, Set.of(Variant.JIGSAW, Variant.X), JIGSAW_MAP))
                .isEqualTo(Layout.jigsaw(JIGSAW_MAP).with(Variant.X));
        assertThatThrownBy(() -> Layout.of(Shape.CLASSIC, Set.of(Variant.JIGSAW), null))
                .hasMessage("a jigsaw needs a region map");
        assertThatThrownBy(() -> Layout.of(Shape.of(16), Set.of(Variant.JIGSAW), JIGSAW_MAP))
                .hasMessage("the region map is 9x9 but the grid is 16x16");
        assertThatThrownBy(() -> Layout.of(Shape.CLASSIC, Set.of(), JIGSAW_MAP))
                .hasMessage("a region map is only for a jigsaw (the variant jigsaw must be named)");
        assertThatThrownBy(() -> Layout.of(new Shape(3, 1)))
                .hasMessage("side 3 is not supported: sides run from 4 to 25");
        assertThatThrownBy(() -> Layout.CLASSIC.with(Variant.JIGSAW)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Layout.CLASSIC.cellsOf(new House(House.Kind.DIAGONAL, 0)))
                .hasMessage("9x9 has no diagonal 1");
    }

    private static Cell[] cells(String names) {
        List<Cell> cells = new java.util.ArrayList<>();
        for (String name : names.split(" ")) {
            int c = name.indexOf('c');
            cells.add(new Cell(Integer.parseInt(name.substring(1, c)) - 1, Integer.parseInt(name.substring(c + 1)) - 1));
        }
        return cells.toArray(Cell[]::new);
    }
}
