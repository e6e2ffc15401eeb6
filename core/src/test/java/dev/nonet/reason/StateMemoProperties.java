package dev.nonet.reason;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** {@link StateMemo} answers as a {@code HashMap<Long, Boolean>} does, through growth and overwrites. */
class StateMemoProperties {

    @Property(tries = 300)
    void answersAsAMapDoes(@ForAll("states") List<Long> states) {
        StateMemo memo = new StateMemo();
        Map<Long, Boolean> map = new HashMap<>();
        for (long state : states) {
            // Each state is asked before it is recorded, as the walk asks, and recorded with a yes or no that
            // depends on how often it came: a second put must overwrite the first.
            assertThat(memo.get(state)).as("state %d", state).isEqualTo(answer(map, state));
            boolean goesOn = Long.bitCount(state) % 2 == 0 ^ map.containsKey(state);
            memo.put(state, goesOn);
            map.put(state, goesOn);
        }
        for (long state : states) {
            assertThat(memo.get(state)).isEqualTo(answer(map, state));
            assertThat(memo.get(state + 1)).isEqualTo(answer(map, state + 1));
        }
        assertThat(memo.size()).isEqualTo(map.size());
    }

    /** States as walks make them: small counts and digits in fields (which collide on few slots unless mixed), and any. */
    @Provide
    Arbitrary<List<Long>> states() {
        return Arbitraries.oneOf(
                Arbitraries.longs().between(0, 4096),
                Arbitraries.longs().between(0, 63).map(field -> field << 6 | 5),
                Arbitraries.longs().between(0, Long.MAX_VALUE)).list().ofMaxSize(2000);
    }

    @Test
    void refusesANegativeState() {
        assertThatThrownBy(() -> new StateMemo().put(-1, true)).isInstanceOf(IllegalArgumentException.class);
    }

    private static int answer(Map<Long, Boolean> map, long state) {
        Boolean goesOn = map.get(state);
        return goesOn == null ? StateMemo.UNKNOWN : goesOn ? 1 : 0;
    }
}
