package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import org.junit.jupiter.api.Test;

/** The registry of finders, {@link Techniques}: one per technique, in order, each quiet where nothing is. */
class TechniquesTest {

    @Test
    void everyTechniqueHasItsFinderInOrder() {
        assertThat(Techniques.all()).extracting(TechniqueFinder::technique).containsExactly(Technique.values());
    }

    @Test
    void noFinderFindsAnythingOnAGridWithoutGivens() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        for (TechniqueFinder finder : Techniques.all()) {
            assertThat(finder.findAll(empty)).as(finder.technique().toString()).isEmpty();
        }
    }
}
