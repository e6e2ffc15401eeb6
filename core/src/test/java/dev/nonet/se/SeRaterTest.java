package dev.nonet.se;

import dev.nonet.position.Position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rater loop: ER, EP and ED as SE's serate computes them, technique subsets, the statuses. */
class SeRaterTest {

    /** 17-clue.txt line 1817 of the shared SE ratings: serate gives 1.5/1.5/1.5, Hidden Single. */
    private static final String ROWS_AND_COLUMNS =
            "................12.....3..4.......5...4.1......6..73.....6.48...1..2...9.5.......";
    /** 17-clue.txt line 4453: serate gives 1.5/1.2/1.2. */
    private static final String BLOCK_FIRST =
            "................12..3..4.........5.......5..467....3.....16..7...27.......4...8..";

    @Test
    void singlesPuzzlesGetSerateNumbers() {
        SeRating rating = new SeRater().rate(ROWS_AND_COLUMNS);
        assertThat(rating.status()).isEqualTo(SeRating.Status.SOLVED);
        assertThat(List.of(rating.er(), rating.ep(), rating.ed())).containsExactly(1.5, 1.5, 1.5);
        assertThat(rating.hardest()).contains(new SeTechnique(SeFamily.HIDDEN_SINGLE, "Hidden Single"));
        assertThat(rating.hardestName()).isEqualTo("Hidden Single");

        SeRating other = new SeRater().rate(BLOCK_FIRST);
        assertThat(List.of(other.er(), other.ep(), other.ed())).containsExactly(1.5, 1.2, 1.2);
        assertThat(other.uses()).containsOnlyKeys(new SeTechnique(SeFamily.HIDDEN_SINGLE, "Hidden Single"));
    }

    @Test
    void stepsAreKeptOnlyWhenAsked() {
        SeRater rater = new SeRater();
        assertThat(rater.rate(BLOCK_FIRST).steps()).isEmpty();
        SeRating rating = rater.rate(SePositions.parse(BLOCK_FIRST), Deadline.NONE, true);
        assertThat(rating.steps()).hasSize(81 - 17);
        assertThat(rating.uses().values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(81 - 17);
    }

    @Test
    void theNextHintIsTheFirstStepOfTheRatingAndLeavesTheBoardAsItWas() {
        Position board = SePositions.parse(BLOCK_FIRST);
        String before = SePositions.toCandidateString(board);
        SeHint next = new SeRater().nextHint(board, Deadline.NONE).orElseThrow();
        SeHint first = SeSteps.hint(new SeRater().rate(board, Deadline.NONE, true).steps().get(0));
        assertThat(next.name()).isEqualTo(first.name());
        assertThat(next.placements()).isEqualTo(first.placements());
        assertThat(next.eliminations()).isEqualTo(first.eliminations());
        assertThat(SePositions.toCandidateString(board)).isEqualTo(before);
    }

    @Test
    void theNextStepOfAPositionIsTheFirstStepOfItsRatingInTheLibrarysCandidates() {
        CandidateGrid position = CandidateGrid.of(Puzzle.of(Grid.parse(BLOCK_FIRST)));
        String before = position.toPencilmarks();
        Step<SeFamily> next = new SeRater().nextHint(position, Deadline.NONE).orElseThrow();
        Step<SeFamily> first = new SeRater().rate(position, Deadline.NONE, true).steps().get(0);
        assertThat(next).isEqualTo(first);
        assertThat(next.places()).isTrue();
        assertThat(next.placements()).allSatisfy(p -> assertThat(position.value(p.cell())).isZero());
        assertThat(next.technique()).isEqualTo(SeFamily.HIDDEN_SINGLE);
        assertThat(next.cells()).isEmpty();
        assertThat(next.description()).startsWith(next.name() + " (1.");
        assertThat(SeSteps.of(SeSteps.hint(next), next.technique())).isEqualTo(next);
        assertThat(position.toPencilmarks()).isEqualTo(before);
    }

    @Test
    void theNextStepHoldsOnlyWhatChangesThePosition() {
        Position board = SePositions.parse(BLOCK_FIRST);
        SeHint hint = new SeRater().nextHint(board, Deadline.NONE).orElseThrow();
        int placed = hint.placements()[0];
        int open = SeHint.cellOf(placed) == 0 ? 1 : 0; // r1c1 and r1c2 are open
        SeHint already = new SeHint(hint.name(), hint.difficulty(), new int[] {placed, SeHint.candidate(16, 1), SeHint.candidate(open, 5)},
                new int[] {placed, SeHint.candidate(17, 3)});
        Position after = board.copy();
        after.place(SeHint.cellOf(placed), SeHint.digitOf(placed));
        SeHint left = SeRater.onlyChanges(already, after);
        assertThat(left.placements()).containsExactly(SeHint.candidate(open, 5)); // r1c8 holds its given 1
        assertThat(left.eliminations()).isEmpty(); // r1c9 holds its given 2
        assertThat(SeRater.onlyChanges(new SeHint(hint.name(), hint.difficulty(), new int[] {placed}, new int[0]), after).changes(after))
                .isFalse();
    }

    @Test
    void withoutAnyHelpfulFamilyThePuzzleIsBeyondTheSolver() {
        SeRater none = new SeRater().excluding(SeFamily.HIDDEN_SINGLE, SeFamily.NAKED_SINGLE);
        SeRating rating = none.rate(BLOCK_FIRST);
        assertThat(rating.status()).isEqualTo(SeRating.Status.STUCK);
        assertThat(rating.er()).isEqualTo(SeRating.BEYOND);
        assertThat(rating.hardestName()).isEqualTo("Beyond solver");
        // The hardest technique stays that of the hardest step taken before the rater got stuck.
        assertThat(rating.hardest()).isPresent();
        assertThat(rating.steps()).isEmpty();
    }

    @Test
    void subsetsKeepSeOrderAndRejectFamiliesTheRaterLacks() {
        SeRater rater = new SeRater();
        assertThat(rater.families()).startsWith(SeFamily.HIDDEN_SINGLE);
        assertThat(rater.only(SeFamily.NAKED_SINGLE).families()).containsExactly(SeFamily.NAKED_SINGLE);
        assertThat(rater.only(SeFamily.NAKED_SINGLE, SeFamily.HIDDEN_SINGLE).families())
                .containsExactly(SeFamily.HIDDEN_SINGLE, SeFamily.NAKED_SINGLE);
        assertThat(rater.excluding(SeFamily.NAKED_SINGLE).excluding(SeFamily.NAKED_SINGLE).families())
                .hasSize(SeFamily.values().length - 1).doesNotContain(SeFamily.NAKED_SINGLE);
        assertThatThrownBy(() -> rater.withoutUniqueness().only(SeFamily.UNIQUE_RECTANGLE_LOOP))
                .hasMessageStartingWith("no technique family 'Unique Rectangle / Loop' in this rater; its families are [Hidden Single,");
        assertThat(SeFamily.named("Kite")).isEmpty();
    }

    @Test
    void pencilMarksAreRatedAsGiven() {
        Position board = SePositions.parse(BLOCK_FIRST);
        String marks = SePositions.toCandidateString(board);
        assertThat(marks).hasSize(729);
        // Givens become open cells with one candidate (their digit has no other place in their houses, so
        // SE meets them as hidden singles first): all 81 cells are placed by steps.
        SeRating rating = new SeRater().rate(marks);
        assertThat(rating.status()).isEqualTo(SeRating.Status.SOLVED);
        assertThat(rating.uses().values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(81);
        assertThatThrownBy(() -> SePositions.parseCandidates(marks.substring(9))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aHintThatChangesNothingIsAnError() {
        HintFinder idle = new HintFinder() {
            @Override
            public SeFamily family() {
                return SeFamily.HIDDEN_SINGLE;
            }

            @Override
            public SeHint find(Position board, Deadline deadline) {
                return new SeHint("Idle", 1.0, new int[0], new int[] {SeHint.candidate(0, 9)});
            }
        };
        assertThatThrownBy(() -> new SeRater(List.of(idle)).rate(BLOCK_FIRST)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aCancelledDeadlineStops() {
        Deadline deadline = Deadline.cancellable();
        deadline.cancel();
        SeRating rating = new SeRater().rate(BLOCK_FIRST, deadline);
        assertThat(rating.status()).isEqualTo(SeRating.Status.STOPPED);
    }

    @Test
    void seFamiliesAreOneEnumInSesOrderWithRisingFloors() {
        assertThat(new SeRater().families()).containsExactly(SeFamily.values());
        double floor = 0;
        for (SeFamily family : SeFamily.values()) {
            assertThat(family.floor()).as(family.displayName()).isGreaterThanOrEqualTo(floor);
            floor = family.floor();
            assertThat(SeOrder.finders(family)).as(family.displayName()).isNotEmpty()
                    .allSatisfy(finder -> assertThat(finder.family()).isEqualTo(family));
            assertThat(SeFamily.named(family.displayName())).contains(family);
        }
        assertThat(Arrays.stream(SeFamily.values()).filter(SeFamily::assumesUniqueness))
                .containsExactly(SeFamily.UNIQUE_RECTANGLE_LOOP, SeFamily.BIVALUE_UNIVERSAL_GRAVE);
        assertThat(new SeRater().withoutUniqueness().families())
                .doesNotContain(SeFamily.UNIQUE_RECTANGLE_LOOP, SeFamily.BIVALUE_UNIVERSAL_GRAVE).hasSize(SeFamily.values().length - 2);
        assertThat(SeFamily.named("Kraken Fish")).isEmpty();
    }
}
