package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The fields each request takes are its record's components, a group's in its place, in the order an error lists them. */
class RequestReaderTest {

    @Test
    void theFieldsAreTheComponentsInTheirOrder() {
        assertThat(RequestReader.fieldsOf(PuzzleFields.class)).containsExactly("puzzle", "fpuzzles", "ignore", "shape", "variant", "regions");
        assertThat(RequestReader.fieldsOf(Requests.CountRequest.class))
                .containsExactly("puzzle", "fpuzzles", "ignore", "shape", "variant", "regions", "cap");
        assertThat(RequestReader.fieldsOf(Requests.HintRequest.class)).containsExactly("puzzle", "fpuzzles", "ignore", "shape", "variant",
                "regions", "entries", "eliminated", "pencilmarks", "level");
        assertThat(RequestReader.fieldsOf(Requests.GenerateRequest.class))
                .containsExactly("difficulty", "symmetry", "minimal", "clues", "require", "exclude", "seed", "shape", "variant", "regions");
        assertThat(RequestReader.fieldsOf(Requests.CandidateFields.class)).containsExactly("cell", "digit");
    }
}
