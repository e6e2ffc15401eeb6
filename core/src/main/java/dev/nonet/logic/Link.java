package dev.nonet.logic;

import java.util.Objects;

/**
 * One link of a chain that justifies a {@link Step}, read in the chain's direction: a strong link says
 * that at least one of its two candidates is true (if {@code from} is false, {@code to} is true: the only
 * two places of a digit in a house, or the only two digits of a cell); a weak link that at most one is
 * (if {@code from} is true, {@code to} is false: two digits of one cell, or one digit in two cells of a
 * house). Written {@code 4r1c2=4r1c7} (strong) and {@code 4r1c7-4r3c8} (weak), as Eureka writes chains.
 *
 * @param from   the candidate the link starts from
 * @param to     the candidate it reaches
 * @param strong whether the link is strong (else weak)
 */
public record Link(Candidate from, Candidate to, boolean strong) {

    /** Checks that both ends are there. */
    public Link {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    /** The link in Eureka notation: {@code 4r1c2=4r1c7}, {@code 4r1c7-4r3c8}. */
    @Override
    public String toString() {
        return from + (strong ? "=" : "-") + to;
    }
}
