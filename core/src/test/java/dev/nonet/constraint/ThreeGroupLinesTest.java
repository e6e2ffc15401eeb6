package dev.nonet.constraint;

import static dev.nonet.constraint.LineTesting.candidates;
import static dev.nonet.constraint.LineTesting.cells;
import static dev.nonet.constraint.LineTesting.keeps;
import static dev.nonet.constraint.LineTesting.mask;
import static dev.nonet.constraint.LineTesting.support;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.LineTesting.Candidates;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Entropic and modular lines: three groups of digits, one of each in every three consecutive cells. */
class ThreeGroupLinesTest {

    @Test
    void entropicLinesTakeLowMiddleAndHighInTurn() {
        EntropicLine line = new EntropicLine(cells("r1c1 r1c2 r1c3 r1c4 r1c5"), 9);
        assertThat(keeps(line, 1, 5, 9, 2, 4)).isTrue();
        assertThat(keeps(line, 1, 5, 9, 2, 7)).isFalse();
        assertThat(keeps(line, 1, 2, 9, 3, 4)).isFalse();
        // Two cells hold two groups, as the JS solver and the puzzles that draw such lines read them.
        assertThat(keeps(new EntropicLine(cells("r1c1 r1c2"), 9), 3, 6)).isTrue();
        assertThat(keeps(new EntropicLine(cells("r1c1 r1c2"), 9), 3, 2)).isFalse();
        assertThat(keeps(new EntropicLine(cells("r1c1"), 9), 3)).isTrue();
    }

    @Test
    void entropicGroupsFollowTheSide() {
        EntropicLine six = new EntropicLine(cells("r1c1 r1c2 r1c3"), 6);
        assertThat(keeps(six, 2, 3, 5)).isTrue();
        assertThat(keeps(six, 3, 4, 5)).isFalse();
        EntropicLine four = new EntropicLine(cells("r1c1 r1c2 r1c3"), 4);
        assertThat(keeps(four, 1, 3, 4)).isTrue();
        assertThat(keeps(four, 2, 3, 4)).isFalse();
        EntropicLine eight = new EntropicLine(cells("r1c1 r1c2 r1c3"), 8);
        assertThat(keeps(eight, 3, 5, 6)).isTrue();
        assertThat(keeps(eight, 3, 4, 5)).isFalse();
    }

    @Test
    void modularLinesTakeEveryRemainderInTurn() {
        ModularLine line = new ModularLine(cells("r1c1 r1c2 r1c3 r1c4"));
        assertThat(keeps(line, 1, 5, 9, 7)).isTrue();
        assertThat(keeps(line, 1, 5, 9, 8)).isFalse();
        assertThat(keeps(line, 1, 4, 9, 7)).isFalse();
        assertThat(keeps(new ModularLine(cells("r1c1 r1c2")), 2, 8)).isFalse();
    }

    @Test
    void narrowsByGroupsAcrossTheLine() {
        EntropicLine line = new EntropicLine(cells("r1c1 r1c2 r1c3 r1c4 r1c5"), 9);
        Candidates domains = new Candidates(9).set("r1c1", 2, 5).set("r1c4", 3, 8).set("r1c2", 7, 8, 9);
        int[] expected = support(line, domains.copy());
        assertThat(line.narrow(domains)).isTrue();
        // Positions 1 and 4 share a group, low; 2 and 5 are high; 3 is middle.
        assertThat(candidates(line, domains)).containsExactly(mask(2), mask(7, 8, 9), mask(4, 5, 6), mask(3), mask(7, 8, 9))
                .containsExactly(expected);
        ModularLine modular = new ModularLine(cells("r1c1 r1c2 r1c3"));
        domains = new Candidates(9).set("r1c1", 1, 4).set("r1c2", 4, 7, 8);
        assertThat(modular.narrow(domains)).isTrue();
        assertThat(candidates(modular, domains)).containsExactly(mask(1, 4), mask(8), mask(3, 6, 9));
        assertThat(modular.narrow(new Candidates(9).set("r1c1", 1).set("r1c3", 7))).isFalse();
    }

    @Test
    void namesThemselvesAndRefuseBadArguments() {
        assertThat(new EntropicLine(cells("r1c1 r1c2"), 9)).hasToString("entropicline at r1c1 r1c2");
        assertThat(new ModularLine(cells("r1c1 r1c2"))).hasToString("modularline at r1c1 r1c2");
        assertThatThrownBy(() -> new EntropicLine(cells("r1c1 r1c2"), 26)).hasMessage("entropicline side 26 is not 1 to 25");
        assertThatThrownBy(() -> new ModularLine(List.of())).hasMessage("modularline needs at least 1 cell, not 0");
    }
}
