package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;
import java.util.function.Function;

/**
 * A chaining producer as a rater lists it: the chain finders keep buffers between searches (hundreds of
 * propagations on a hard puzzle), so each rating gets a finder of its own ({@link #forRating}) whose
 * buffers are the rating's and go with it. Asked directly, it searches with a finder made for that one
 * search.
 */
final class ChainFamily implements HintFinder {

    private final SeFamily family;
    private final Function<ChainScratch, HintFinder> make;

    /** The producer of {@code family} whose finder for a rating with scratch memory {@code s} is {@code make.apply(s)}. */
    ChainFamily(SeFamily family, Function<ChainScratch, HintFinder> make) {
        this.family = family;
        this.make = make;
    }

    @Override
    public SeFamily family() {
        return family;
    }

    @Override
    public SeHint find(Position board, Deadline deadline) {
        return forRating(new ChainScratch()).find(board, deadline);
    }

    @Override
    public SeHint find(Position board, Deadline deadline, int threads) {
        return forRating(new ChainScratch()).find(board, deadline, threads);
    }

    @Override
    public HintFinder forRating(ChainScratch scratch) {
        return make.apply(scratch);
    }
}
