package dev.nonet.se;

/**
 * The lowest difficulty each of Sudoku Explainer's families gives a hint, by family name
 * ({@link SeFamily#floor()}, where the numbers live). SE's order runs through them in non-decreasing
 * order, which {@code PlacementTest} holds, with every hint of the sweeps at or above its family's floor.
 */
final class FamilyFloors {

    private FamilyFloors() {
    }

    /**
     * The floor of the family called {@code name}.
     *
     * @throws IllegalArgumentException for a name that is not one of SE's families
     */
    static double of(String name) {
        return SeFamily.named(name).map(SeFamily::floor)
                .orElseThrow(() -> new IllegalArgumentException("no floor known for the family '" + name + "'"));
    }
}
