package dev.nonet.se;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The memory of one rating's (or one hint's) chain searches, made for it and dropped with it, so that
 * nothing of a puzzle outlives its rating on the thread that rated it (a server's worker rates puzzle
 * after puzzle and lives for good). It holds the propagations the forcing-chain searches work in, kept
 * between searches for reuse ({@link PropagationStock}, one for each thread a search is shared between),
 * and the nested producers' answers.
 *
 * <p>Both are bounded. A search gives its propagations back when it ends, and at most two searches of
 * one thread are under way at once (a nested level's inside its enclosing one), so a thread's stock never
 * holds more than two propagations for each of the 729 candidates, and never more than the two searches
 * used at their largest. The answers are at most {@link #MAX_ANSWERS}, the least recently used going first.
 */
final class ChainScratch {

    /**
     * The most nested producers' answers kept: enough for the grids one puzzle's nested levels meet again
     * and again (a few thousand at the hardest), a few megabytes at most.
     */
    static final int MAX_ANSWERS = 4096;

    private final int maxAnswers;
    private Map<Object, List<ChainChoice.Collected>> answers;
    private final List<PropagationStock> stocks = new ArrayList<>(2);

    ChainScratch() {
        this(MAX_ANSWERS);
    }

    /** Scratch that keeps at most {@code maxAnswers} answers (the tests' small bound). */
    ChainScratch(int maxAnswers) {
        this.maxAnswers = maxAnswers;
    }

    /**
     * The nested producers' answers, by grid: a map all the threads of the rating share, so synchronized
     * (a look-up is nothing beside the search it saves); made at its first use.
     */
    synchronized Map<Object, List<ChainChoice.Collected>> answers() {
        if (answers == null) {
            int bound = maxAnswers;
            answers = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<Object, List<ChainChoice.Collected>> eldest) {
                    return size() > bound;
                }
            });
        }
        return answers;
    }

    /**
     * The propagations of the searches of the {@code lane}th thread of a shared search (0: the rating's
     * own thread), made at its first use. Each lane's searches run on one thread at a time.
     */
    synchronized PropagationStock stock(int lane) {
        while (stocks.size() <= lane) {
            stocks.add(new PropagationStock());
        }
        return stocks.get(lane);
    }

    /** How many answers are kept now. */
    int answerCount() {
        Map<Object, List<ChainChoice.Collected>> kept;
        synchronized (this) {
            kept = answers;
        }
        return kept == null ? 0 : kept.size();
    }

    /** How many propagations the lanes have made in all: what the rating's searches held at their largest. */
    synchronized int propagationsMade() {
        int made = 0;
        for (PropagationStock stock : stocks) {
            made += stock.made();
        }
        return made;
    }
}
