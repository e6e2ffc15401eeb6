package dev.nonet.logic;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.House;
import java.util.List;
import java.util.Objects;

/**
 * One logical deduction, as data, whichever engine found it: the technique, the {@link Candidate}s it
 * places and removes, what justifies it (cells, houses, the links of a chain), and a sentence in r1c1 notation
 * saying so, for example
 * {@code X-Wing on 7 in rows 2 and 8, columns 3 and 6: removes 7 from r5c3, r5c6}.
 *
 * <p>The technique is named in the vocabulary of the engine that found the step, an enum either way:
 * {@link Technique} for Nonet's finders ({@link LogicalSolver}, {@link TechniqueFinder}), whose path counts a
 * step of Sudoku Explainer's chains as {@link Technique#FORCING_NET}; {@code dev.nonet.se.SeFamily} for
 * Sudoku Explainer's own path ({@code SeRater}), whose hints name what they change and not why, so its
 * steps list no cells, houses or links.
 *
 * <p>The {@link Link}s are those of a chain the step follows, in its order, each true of the position the step
 * starts from: Nonet's X-Chains, XY-Chains, AICs and nice loops (a continuous loop ends with the weak link
 * back to its start), the Skyscraper, 2-String Kite and Turbot Fish ({@code a=b-c=d}) list them, and Simple
 * Colouring the strong links of its cluster. A grouped chain, whose nodes are groups and sets rather than
 * candidates, every other technique of Nonet's, and Sudoku Explainer's steps (whose hints name what they
 * change, not why) list none.
 *
 * <p>A step of a puzzle with constraints (the rule solver's, {@code dev.nonet.reason}) names the constraints
 * it reasoned with, as the puzzle holds them, and a forcing or contradiction step nests the steps that show
 * why: one per assumption it follows, each holding the deductions made from it in order. A step of houses
 * alone has neither.
 *
 * @param <T>          the engine's technique vocabulary: {@link Technique} or {@code dev.nonet.se.SeFamily}
 * @param technique    the technique (for Sudoku Explainer: the family) that found it
 * @param placements   digits it places (singles, Sudoku Explainer's direct techniques)
 * @param eliminations candidates it removes
 * @param cells        the cells whose candidates justify it (the pattern)
 * @param houses       the houses it reasons about
 * @param links        the links of the chain it follows, in order; empty for a step that follows none
 * @param constraints  the constraints it reasoned with; empty for a step of houses alone
 * @param because      for a step that follows assumptions (forcing, contradiction), one step per assumption
 *                     (the candidate assumed as its placement), whose own {@code because} lists the
 *                     deductions made from it, in order; empty for any other step. These nested steps hold
 *                     only under their assumption: they are not deductions of the position.
 * @param description  the deduction in words
 * @param name         the technique as its finder names this step: a {@link Technique}'s display name, except
 *                     for a step of Sudoku Explainer's, which keeps SE's name of it (finer than its family: a
 *                     {@code "Turbot Fish"} of the family {@code "Forcing Chains & Cycles"})
 * @param difficulty   the step's difficulty: the technique's, except for a step of Sudoku Explainer's, rated on
 *                     its own scale (a family's base plus, for chains, the increment for their length)
 */
public record Step<T extends Enum<T>>(
        T technique,
        List<Candidate> placements,
        List<Candidate> eliminations,
        List<Cell> cells,
        List<House> houses,
        List<Link> links,
        List<Constraint> constraints,
        List<Step<T>> because,
        String description,
        String name,
        double difficulty) {

    /** Checks that the step names its technique, and copies the lists so that a step is immutable. */
    public Step {
        Objects.requireNonNull(technique, "technique");
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        cells = List.copyOf(cells);
        houses = List.copyOf(houses);
        links = List.copyOf(links);
        constraints = List.copyOf(constraints);
        because = List.copyOf(because);
    }

    /** A step of houses alone: no constraints, nothing nested. */
    public Step(T technique, List<Candidate> placements, List<Candidate> eliminations, List<Cell> cells,
            List<House> houses, List<Link> links, String description, String name, double difficulty) {
        this(technique, placements, eliminations, cells, houses, links, List.of(), List.of(), description, name,
                difficulty);
    }

    /** A step of Nonet's own techniques that follows no chain: named and rated as its technique is. */
    public static Step<Technique> of(Technique technique, List<Candidate> placements, List<Candidate> eliminations,
            List<Cell> cells, List<House> houses, String description) {
        return of(technique, placements, eliminations, cells, houses, List.of(), description);
    }

    /** A step of Nonet's own techniques that follows the chain of {@code links}: named and rated as its technique is. */
    public static Step<Technique> of(Technique technique, List<Candidate> placements, List<Candidate> eliminations,
            List<Cell> cells, List<House> houses, List<Link> links, String description) {
        return new Step<>(technique, placements, eliminations, cells, houses, links, description,
                technique.displayName(), technique.difficulty());
    }

    /** Whether the step places a digit. */
    public boolean places() {
        return !placements.isEmpty();
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
