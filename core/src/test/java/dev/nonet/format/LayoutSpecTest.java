package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Layouts named in words, as the command line's options and the service's fields give them. */
class LayoutSpecTest {

    @Test
    void namesReadAsTheSpecTheyDescribe() {
        assertThat(LayoutSpec.describe(null, List.of(), null)).isEqualTo(LayoutSpec.DETECT);
        assertThat(LayoutSpec.describe("16x16", List.of(" X ", ""), null))
                .isEqualTo(new LayoutSpec(Shape.of(16), Set.of(Variant.X), null));
        LayoutSpec jigsaw = LayoutSpec.describe(null, List.of(), "AAABB\nAABBB\nCCCDD\nCCDDD\nEEEEE");
        assertThat(jigsaw.variants()).containsExactly(Variant.JIGSAW);
        assertThat(jigsaw.shape().side()).isEqualTo(5);
    }

    @Test
    void eachWrongPartIsNamed() {
        assertPart(() -> LayoutSpec.describe("7x", List.of(), null), LayoutSpec.Part.SHAPE);
        assertPart(() -> LayoutSpec.describe(null, List.of("sudoku-x"), null), LayoutSpec.Part.VARIANT);
        assertPart(() -> LayoutSpec.describe(null, List.of(), "AB\nBA"), LayoutSpec.Part.REGIONS);
        assertPart(() -> LayoutSpec.describe("16x16", List.of("windoku"), null), LayoutSpec.Part.WHOLE);
        assertThatThrownBy(() -> LayoutSpec.describe(null, List.of("sudoku-x"), null))
                .hasMessage("unknown variant 'sudoku-x'; choose from jigsaw, x, windoku, disjoint");
        assertThatThrownBy(() -> LayoutSpec.describe(null, List.of("sudoku-x"), null, List.of("killer")))
                .as("the names a caller takes itself are listed too").hasMessage("unknown variant 'sudoku-x'; choose from jigsaw, x, windoku, disjoint, killer");
    }

    private static void assertPart(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, LayoutSpec.Part part) {
        assertThatThrownBy(call).isInstanceOfSatisfying(LayoutSpec.DescriptionException.class,
                e -> assertThat(e.part()).isEqualTo(part));
    }
}
