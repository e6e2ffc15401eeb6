package dev.nonet.solve.band;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.ByteRange;
import net.jqwik.api.constraints.Size;

/** {@link GivensLoad#count}, eight cells at a time, counts what a plain loop over the cells counts. */
class GivensCountProperties {

    @Property
    void countsTheCellsThatAreNotZero(@ForAll @Size(81) List<@ByteRange(min = 0, max = 9) Byte> cells) {
        byte[] givens = new byte[81];
        for (int i = 0; i < 81; i++) {
            givens[i] = cells.get(i);
        }
        int expected = 0;
        for (byte digit : givens) {
            expected += digit != 0 ? 1 : 0;
        }
        assertThat(GivensLoad.count(givens)).isEqualTo(expected);
    }

    @Property
    void anEmptyGridAndAFullOne(@ForAll @ByteRange(min = 1, max = 9) byte digit) {
        assertThat(GivensLoad.count(new byte[81])).isZero();
        byte[] full = new byte[81];
        java.util.Arrays.fill(full, digit);
        assertThat(GivensLoad.count(full)).isEqualTo(81);
    }
}
