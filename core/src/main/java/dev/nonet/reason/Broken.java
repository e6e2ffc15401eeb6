package dev.nonet.reason;

import java.util.Optional;

/** Whether a position can no longer be completed, for a reason seen at once: what the solver ends on. */
final class Broken {

    private Broken() {
    }

    /**
     * The reason, if an open cell has no candidate, a group has no place for a digit, or a constraint cannot
     * be kept by its own narrowing.
     */
    static Optional<String> find(Rules rules, Marks marks) {
        for (int c = 0; c < rules.cellCount; c++) {
            if (marks.candidates(c) == 0) {
                return Optional.of(rules.cells[c] + " has no candidate left");
            }
        }
        for (Rules.Group group : rules.groups) {
            int union = 0;
            int placed = 0;
            for (int c : group.cells()) {
                int m = marks.candidates(c);
                if (marks.isPlaced(c) && (placed & m) != 0) {
                    return Optional.of(group.name(rules.geometry) + " holds a digit twice");
                }
                placed |= marks.isPlaced(c) ? m : 0;
                union |= m;
            }
            if (union != rules.geometry.allDigits) {
                return Optional.of(group.name(rules.geometry) + " has no place for a digit");
            }
        }
        Marks tried = marks.copy();
        for (Rules.Part part : rules.parts) {
            if (!part.part().narrow(tried)) {
                return Optional.of(part.owner() + " cannot be kept");
            }
            tried.undo(marks);
        }
        return Optional.empty();
    }
}
