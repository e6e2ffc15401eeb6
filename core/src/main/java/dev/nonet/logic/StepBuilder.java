package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects what a finder found in index form and makes the {@link Step}: the one way techniques turn
 * cell and house indices (and a chain's links) into the public types, and eliminations into the common wording
 * {@code removes 7 from r5c3, r5c6}.
 */
final class StepBuilder {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private final Technique technique;
    private final Geometry geometry;
    private final List<Candidate> placements = new ArrayList<>();
    private final List<Candidate> eliminations = new ArrayList<>();
    private final List<Cell> cells = new ArrayList<>();
    private final List<House> houses = new ArrayList<>();
    private final List<Link> links = new ArrayList<>();

    /** A step on classic 9x9, where the techniques written for it alone work. */
    StepBuilder(Technique technique) {
        this(technique, CLASSIC);
    }

    /** A step on the layout of {@code geometry}, whose indices it takes. */
    StepBuilder(Technique technique, Geometry geometry) {
        this.technique = technique;
        this.geometry = geometry;
    }

    StepBuilder place(int cell, int digit) {
        placements.add(new Candidate(geometry.cell(cell), digit));
        return this;
    }

    StepBuilder eliminate(int cell, int digit) {
        eliminations.add(new Candidate(geometry.cell(cell), digit));
        return this;
    }

    StepBuilder cell(int cell) {
        cells.add(geometry.cell(cell));
        return this;
    }

    StepBuilder house(int house) {
        houses.add(geometry.house(house));
        return this;
    }

    /** A link of the chain the step follows, from {@code digit} of cell {@code from} to {@code toDigit} of {@code to}. */
    StepBuilder link(int from, int digit, int to, int toDigit, boolean strong) {
        links.add(new Link(new Candidate(geometry.cell(from), digit), new Candidate(geometry.cell(to), toDigit), strong));
        return this;
    }

    boolean hasEffect() {
        return !placements.isEmpty() || !eliminations.isEmpty();
    }

    /** The step, described as {@code reason} followed by what it removes (placements say themselves). */
    Step<Technique> build(String reason) {
        return Step.of(technique, placements, eliminations, cells, houses, links, reason + effects());
    }

    /** The step with its description given whole, for a technique whose effects read better in its own words. */
    Step<Technique> buildAs(String description) {
        return Step.of(technique, placements, eliminations, cells, houses, links, description);
    }

    private String effects() {
        if (eliminations.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(": removes ");
        int i = 0;
        while (i < eliminations.size()) {
            int digit = eliminations.get(i).digit();
            if (i > 0) {
                sb.append("; ");
            }
            sb.append(Wording.digit(digit)).append(" from ");
            String sep = "";
            while (i < eliminations.size() && eliminations.get(i).digit() == digit) {
                sb.append(sep).append(eliminations.get(i).cell());
                sep = ", ";
                i++;
            }
        }
        return sb.toString();
    }
}
