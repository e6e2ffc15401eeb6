package dev.nonet.grid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A puzzle is a layout with givens of its shape, and a value. */
class PuzzleTest {

    static final String PUZZLE = GridTest.PUZZLE;

    @Test
    void aClassicLineIsAClassicPuzzle() {
        Puzzle puzzle = Puzzle.parse(PUZZLE);
        assertThat(puzzle.layout()).isSameAs(Layout.CLASSIC);
        assertThat(puzzle.givens()).isEqualTo(Grid.parse(PUZZLE));
        assertThat(puzzle).hasToString("9x9 " + PUZZLE);
    }

    @Test
    void aGridAloneIsPlainSudokuOfItsShape() {
        assertThat(Puzzle.of(Grid.parse(PUZZLE)).layout()).isSameAs(Layout.CLASSIC);
        assertThat(Puzzle.of(Grid.empty(Shape.of(16))).layout()).isEqualTo(Layout.of(Shape.of(16)));
        assertThat(Puzzle.of(Grid.empty(new Shape(3, 4))).layout()).isEqualTo(Layout.of(new Shape(3, 4)));
        assertThatThrownBy(() -> Puzzle.of(Grid.empty(new Shape(3, 1))))
                .hasMessage("side 3 is not supported: sides run from 4 to 25");
    }

    @Test
    void equalLayoutsAndGivensAreEqualPuzzles() {
        Layout x = Layout.CLASSIC.with(Variant.X);
        Puzzle one = new Puzzle(x, Grid.parse(PUZZLE));
        assertThat(new Puzzle(Layout.CLASSIC.with(Variant.X), Grid.parse(PUZZLE))).isEqualTo(one).hasSameHashCodeAs(one);
        assertThat(Puzzle.parse(PUZZLE)).isNotEqualTo(one);
        assertThat(new Puzzle(x, Grid.empty(Shape.CLASSIC))).isNotEqualTo(one);
        assertThat(one).hasToString("9x9 x " + PUZZLE);
    }

    @Test
    void theGivensMustHaveTheLayoutsShape() {
        assertThatThrownBy(() -> new Puzzle(Layout.of(Shape.of(16)), Grid.empty(Shape.CLASSIC)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a 9x9 grid does not fit the layout 16x16");
        assertThatThrownBy(() -> new Puzzle(Layout.of(Shape.of(12)), Grid.empty(new Shape(3, 4))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a 12x12 (3x4 boxes) grid does not fit the layout 12x12, whose boxes are 4x3");
        assertThatThrownBy(() -> new Puzzle(null, Grid.empty(Shape.CLASSIC))).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Puzzle(Layout.CLASSIC, null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void aJigsawTakesGivensOfItsShape() {
        Layout jigsaw = Layout.jigsaw(LayoutTest.JIGSAW_MAP);
        assertThat(new Puzzle(jigsaw, Grid.parse(PUZZLE)).layout()).isSameAs(jigsaw);
    }
}
