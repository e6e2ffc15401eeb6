package dev.nonet.rating;

import java.util.Map;

/**
 * The lowest difficulty each of Sudoku Explainer's families gives a hint (a chain's length only adds to
 * it), by family name: what lets {@link SeRater#place} stop asking before a family that could only go
 * past a band's top. SE's order runs through them in non-decreasing order, which {@code FamilyFloorsTest}
 * holds, with every hint of the sweeps at or above its family's floor.
 */
final class FamilyFloors {

    private static final Map<String, Double> FLOORS = Map.ofEntries(
            Map.entry("Hidden Single", 1.0),
            Map.entry("Direct Pointing", 1.7),
            Map.entry("Direct Hidden Pair", 2.0),
            Map.entry("Naked Single", 2.3),
            Map.entry("Direct Hidden Triplet", 2.5),
            Map.entry("Pointing & Claiming", 2.6),
            Map.entry("Naked Pair", 3.0),
            Map.entry("X-Wing", 3.2),
            Map.entry("Hidden Pair", 3.4),
            Map.entry("Naked Triplet", 3.6),
            Map.entry("Swordfish", 3.8),
            Map.entry("Hidden Triplet", 4.0),
            Map.entry("XY-Wing", 4.2),
            Map.entry("XYZ-Wing", 4.4),
            Map.entry("Unique Rectangle / Loop", 4.5),
            Map.entry("Naked Quad", 5.0),
            Map.entry("Jellyfish", 5.2),
            Map.entry("Hidden Quad", 5.4),
            Map.entry("Bivalue Universal Grave", 5.6),
            Map.entry("Aligned Pair Exclusion", 6.2),
            Map.entry("Forcing Chains & Cycles", 6.5),
            Map.entry("Aligned Triplet Exclusion", 7.5),
            Map.entry("Nishio Forcing Chains", 7.5),
            Map.entry("Multiple Forcing Chains", 8.0),
            Map.entry("Dynamic Forcing Chains", 8.5),
            Map.entry("Dynamic Forcing Chains (+)", 9.0),
            Map.entry("Nested Forcing Chains", 9.5));

    private FamilyFloors() {
    }

    /**
     * The floor of the family called {@code name}.
     *
     * @throws IllegalArgumentException for a name that is not one of SE's families
     */
    static double of(String name) {
        Double floor = FLOORS.get(name);
        if (floor == null) {
            throw new IllegalArgumentException("no floor known for the family '" + name + "'");
        }
        return floor;
    }
}
