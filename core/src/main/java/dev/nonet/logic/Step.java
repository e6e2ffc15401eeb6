package dev.nonet.logic;

import dev.nonet.grid.Cell;
import dev.nonet.grid.House;
import java.util.List;

/**
 * One logical deduction, as data: the technique, what it places or removes, what justifies it, and a
 * sentence in r1c1 notation saying so, for example
 * {@code X-Wing on 7 in rows 2 and 8, columns 3 and 6: removes 7 from r5c3, r5c6}.
 *
 * @param technique    the technique that found it
 * @param placements   digits it places (singles)
 * @param eliminations candidates it removes
 * @param cells        the cells whose candidates justify it (the pattern)
 * @param houses       the houses it reasons about
 * @param description  the deduction in words
 * @param name         the technique as its finder names this step: the technique's display name, except
 *                     for a step another engine found (Sudoku Explainer's chains, which name themselves)
 * @param difficulty   the step's difficulty: the technique's, except for a step another engine found and
 *                     rated on its own scale
 */
public record Step(
        Technique technique,
        List<Candidate> placements,
        List<Candidate> eliminations,
        List<Cell> cells,
        List<House> houses,
        String description,
        String name,
        double difficulty) implements Deduction {

    /** Copies the lists so that a step is immutable. */
    public Step {
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        cells = List.copyOf(cells);
        houses = List.copyOf(houses);
    }

    /** A step of Nonet's own techniques: named and rated as its technique is. */
    public Step(Technique technique, List<Candidate> placements, List<Candidate> eliminations, List<Cell> cells,
            List<House> houses, String description) {
        this(technique, placements, eliminations, cells, houses, description, technique.displayName(),
                technique.difficulty());
    }

    /** Applies the step to {@code grid}: its placements, then its eliminations. */
    public void applyTo(CandidateGrid grid) {
        for (Candidate p : placements) {
            grid.place(p.cell(), p.digit());
        }
        for (Candidate e : eliminations) {
            grid.eliminate(e.cell(), e.digit());
        }
    }

    @Override
    public String toString() {
        return description;
    }
}
