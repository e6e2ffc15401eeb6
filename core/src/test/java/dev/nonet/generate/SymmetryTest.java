package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SymmetryTest {

    @Test
    void orbitsHaveTheCellsOfEachSymmetry() {
        Cell r1c2 = new Cell(0, 1);
        assertThat(Symmetry.NONE.orbit(r1c2)).containsExactly(r1c2);
        assertThat(Symmetry.ROTATIONAL.orbit(r1c2)).containsExactly(r1c2, new Cell(8, 7));
        assertThat(Symmetry.QUARTER.orbit(r1c2)).containsExactly(r1c2, new Cell(1, 8), new Cell(7, 0), new Cell(8, 7));
        assertThat(Symmetry.DIAGONAL.orbit(r1c2)).containsExactly(r1c2, new Cell(1, 0));
        assertThat(Symmetry.ANTIDIAGONAL.orbit(r1c2)).containsExactly(r1c2, new Cell(7, 8));
        assertThat(Symmetry.MIRROR.orbit(r1c2)).containsExactly(r1c2, new Cell(0, 7));
        assertThat(Symmetry.FLIP.orbit(r1c2)).containsExactly(r1c2, new Cell(8, 1));
        assertThat(Symmetry.BIMIRROR.orbit(r1c2)).hasSize(4);
        assertThat(Symmetry.DIHEDRAL.orbit(r1c2)).hasSize(8);
        assertThat(Symmetry.DIHEDRAL.orbit(new Cell(4, 4))).containsExactly(new Cell(4, 4));
    }

    @Test
    void orbitsSplitTheGrid() {
        for (Symmetry s : Symmetry.values()) {
            int cells = 0;
            for (int[] orbit : s.orbits()) {
                cells += orbit.length;
            }
            assertThat(cells).as(s.label()).isEqualTo(81);
        }
        assertThat(Symmetry.ROTATIONAL.orbits().length).isEqualTo(41);
        assertThat(Symmetry.QUARTER.orbits().length).isEqualTo(21);
    }

    @Test
    void orbitsSplitGridsOfEverySideAndMatchTheClassicOnesOn9x9() {
        for (int side = 4; side <= 25; side++) {
            for (Symmetry s : Symmetry.values()) {
                boolean[] seen = new boolean[side * side];
                for (int[] orbit : s.orbits(side)) {
                    for (int index : orbit) {
                        assertThat(seen[index]).as(s + " " + side).isFalse();
                        seen[index] = true;
                    }
                }
                assertThat(seen).as(s + " " + side).doesNotContain(false);
            }
        }
        assertThat(Symmetry.ROTATIONAL.orbits(9)).isSameAs(Symmetry.ROTATIONAL.orbits());
        assertThat(Arrays.asList(Symmetry.ROTATIONAL.orbits(4))).contains(new int[] {0, 15}, new int[] {6, 9});
        assertThat(Arrays.asList(Symmetry.QUARTER.orbits(5))).contains(new int[] {12});
    }

    @Test
    void holdsOnlyWhenEveryOrbitIsAllGivensOrAllEmpty() {
        Grid one = Grid.parse("5" + ".".repeat(80));
        assertThat(Symmetry.NONE.holds(one)).isTrue();
        assertThat(Symmetry.ROTATIONAL.holds(one)).isFalse();
        assertThat(Symmetry.ROTATIONAL.holds(one.with(new Cell(8, 8), 3))).isTrue();
    }

    @Test
    void parsesLowerCaseNamesAndListsTheChoicesOtherwise() {
        assertThat(Symmetry.parse("rotational")).isEqualTo(Symmetry.ROTATIONAL);
        assertThat(Symmetry.parse("Mirror")).isEqualTo(Symmetry.MIRROR);
        assertThat(Symmetry.parse("full")).isEqualTo(Symmetry.DIHEDRAL);
        assertThatThrownBy(() -> Symmetry.parse("spiral"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown symmetry 'spiral'; choose one of none, rotational, quarter, diagonal, antidiagonal, "
                        + "mirror, flip, bimirror, dihedral");
    }
}
