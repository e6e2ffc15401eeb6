package dev.nonet.view;

import dev.nonet.logic.Link;
import java.util.List;

/**
 * One link of a step's chain, its candidates written as {@link CandidateView}s:
 * {@code {"from": {"cell": "r1c2", "digit": 4}, "to": {"cell": "r1c7", "digit": 4}, "strong": true}}.
 * Strong: if {@code from} is false, {@code to} is true; weak: if {@code from} is true, {@code to} is false.
 *
 * @param from   the candidate the link starts from
 * @param to     the candidate it reaches
 * @param strong whether the link is strong (else weak)
 */
public record LinkView(CandidateView from, CandidateView to, boolean strong) {

    /** The views of {@code links}, in their order; null for none, so that a step without a chain writes no field. */
    public static List<LinkView> of(List<Link> links) {
        if (links.isEmpty()) {
            return null;
        }
        return links.stream().map(l -> new LinkView(CandidateView.of(l.from()), CandidateView.of(l.to()), l.strong())).toList();
    }
}
