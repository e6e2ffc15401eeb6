package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;
import java.util.function.Supplier;

/**
 * A chaining producer that may be shared between threads: the chain finders keep their buffers between
 * searches, so each thread gets its own.
 */
final class ChainFinderPerThread implements HintFinder {

    private final String name;
    private final ThreadLocal<HintFinder> finder;

    ChainFinderPerThread(String name, Supplier<HintFinder> make) {
        this.name = name;
        this.finder = ThreadLocal.withInitial(make);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Hint find(Position board, Deadline deadline) {
        return finder.get().find(board, deadline);
    }

    @Override
    public Hint find(Position board, Deadline deadline, int threads) {
        return finder.get().find(board, deadline, threads);
    }
}
