package dev.nonet.view;

import dev.nonet.logic.Candidate;
import java.util.List;

/**
 * A digit in a cell: {@code {"cell": "r1c5", "digit": 7}}.
 *
 * @param cell  the cell's name
 * @param digit the digit, from 1
 */
public record CandidateView(String cell, int digit) {

    /** The view of {@code candidate}. */
    public static CandidateView of(Candidate candidate) {
        return new CandidateView(candidate.cell().toString(), candidate.digit());
    }

    /** The views of {@code candidates}, in their order. */
    public static List<CandidateView> of(List<Candidate> candidates) {
        return candidates.stream().map(CandidateView::of).toList();
    }
}
