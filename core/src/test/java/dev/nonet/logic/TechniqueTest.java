package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TechniqueTest {

    @Test
    void difficultiesNeverDecreaseInEnumOrder() {
        Technique[] all = Technique.values();
        for (int i = 1; i < all.length; i++) {
            assertThat(all[i].difficulty()).as(all[i] + " after " + all[i - 1])
                    .isGreaterThanOrEqualTo(all[i - 1].difficulty());
        }
    }
}
