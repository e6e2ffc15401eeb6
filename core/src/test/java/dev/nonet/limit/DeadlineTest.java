package dev.nonet.limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DeadlineTest {

    @Test
    void noneIsNeverReachedAndCannotBeCancelled() {
        assertThat(Deadline.NONE.reached()).isFalse();
        Deadline.NONE.check();
        assertThatThrownBy(Deadline.NONE::cancel).isInstanceOf(UnsupportedOperationException.class);
        assertThat(Deadline.NONE.remaining()).isGreaterThan(Duration.ofDays(365));
    }

    @Test
    void aTimedDeadlineIsReachedOnceItsTimeHasCome() throws InterruptedException {
        Deadline soon = Deadline.after(Duration.ofMillis(30));
        assertThat(soon.reached()).isFalse();
        assertThat(soon.remaining()).isPositive().isLessThanOrEqualTo(Duration.ofMillis(30));
        Thread.sleep(60);
        assertThat(soon.reached()).isTrue();
        assertThat(soon.remaining()).isZero();
        assertThatThrownBy(soon::check).isInstanceOf(StoppedException.class).hasMessage("time limit reached");
        assertThat(soon.cancelledNow()).isFalse();
    }

    @Test
    void cancellingStopsItAndEveryDeadlineWithinIt() {
        Deadline whole = Deadline.cancellable();
        Deadline part = whole.within(Duration.ofHours(1));
        assertThat(whole.reached()).isFalse();
        assertThat(part.reached()).isFalse();
        whole.cancel();
        assertThat(whole.reached()).isTrue();
        assertThat(part.reached()).isTrue();
        assertThatThrownBy(part::check).isInstanceOf(StoppedException.class).hasMessage("cancelled");
    }

    @Test
    void cancellingAPartLeavesTheWholeGoing() {
        Deadline whole = Deadline.cancellable();
        Deadline part = whole.within(Duration.ofHours(1));
        part.cancel();
        assertThat(part.reached()).isTrue();
        assertThat(whole.reached()).isFalse();
    }

    @Test
    void aPartNeverOutlastsTheWhole() {
        Deadline whole = Deadline.after(Duration.ofMillis(10));
        Deadline part = whole.within(Duration.ofHours(1));
        assertThat(part.remaining()).isLessThanOrEqualTo(Duration.ofMillis(10));
        Deadline shorter = Deadline.after(Duration.ofHours(1)).within(Duration.ofMillis(10));
        assertThat(shorter.remaining()).isLessThanOrEqualTo(Duration.ofMillis(10));
    }

    @Test
    void hugeLimitsSaturateAndNegativeOnesAreRefused() {
        assertThat(Deadline.after(Duration.ofSeconds(Long.MAX_VALUE)).reached()).isFalse();
        assertThat(Deadline.after(Duration.ZERO).reached()).isTrue();
        assertThatThrownBy(() -> Deadline.after(Duration.ofMillis(-1))).isInstanceOf(IllegalArgumentException.class);
    }
}
