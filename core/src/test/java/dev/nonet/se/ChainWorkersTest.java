package dev.nonet.se;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import org.junit.jupiter.api.Test;

/** A helper's failure reaches the thread that shared out the search as itself, for its caller to answer. */
class ChainWorkersTest {

    @Test
    void aHelpersOutOfMemoryErrorIsRethrownAsItIs() {
        assertThatThrownBy(() -> ChainWorkers.run(2, worker -> {
            if (worker == 1) {
                throw new OutOfMemoryError("Java heap space");
            }
        })).isInstanceOf(OutOfMemoryError.class).hasMessage("Java heap space");
    }

    @Test
    void aHelpersStopIsRethrownAsItIs() {
        assertThatThrownBy(() -> ChainWorkers.run(3, worker -> {
            if (worker == 2) {
                Deadline stopped = Deadline.cancellable();
                stopped.cancel();
                stopped.check();
            }
        })).isInstanceOf(StoppedException.class);
    }
}
