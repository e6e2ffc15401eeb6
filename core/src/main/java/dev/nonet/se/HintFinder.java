package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;

/**
 * One of Sudoku Explainer's hint producers (a family of techniques, for example the hidden singles, the
 * naked pairs, or the dynamic forcing chains). The rater asks the finders in SE's order and takes the
 * first hint it gets.
 */
interface HintFinder {

    /** The family this producer belongs to: what technique subsets ({@link SeRater#only}) choose by. */
    SeFamily family();

    /**
     * The hint SE would take from this family on {@code board}, or {@code null} if there is none: the
     * first one found in SE's search order for most families, the easiest for chains (SE sorts them).
     * The board is left as it was.
     *
     * @throws dev.nonet.limit.StoppedException if the deadline passes first
     */
    SeHint find(Position board, Deadline deadline);

    /**
     * {@link #find(Position, Deadline)} with up to {@code threads} threads, this one among them: the same
     * hint, sooner where the family's search can be split (the dynamic forcing chains). By default on
     * this thread alone.
     */
    default SeHint find(Position board, Deadline deadline, int threads) {
        return find(board, deadline);
    }

    /**
     * This family's finder for one rating (or hint) whose chain searches share {@code scratch}: the
     * chain families make a new one, with buffers that live as long as the rating; the others hold
     * nothing between searches and are their own.
     */
    default HintFinder forRating(ChainScratch scratch) {
        return this;
    }
}
