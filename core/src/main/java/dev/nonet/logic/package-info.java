/**
 * Solving like a person: named techniques applied one step at a time, never guessing, and the rating of the
 * path.
 *
 * <p>The front door is {@link LogicalSolver}: it solves a {@link dev.nonet.grid.Puzzle} or a position step by
 * step ({@code nextStep} gives one step, for hints) and answers a {@link LogicalResult} (its
 * {@link LogicalStatus}, every {@link Step} in order, the pencil marks it ended on and the {@link Rating},
 * with its {@link Level}). Positions are {@link CandidateGrid}s (pencil marks of any layout;
 * {@code CandidateGrid.of(puzzle)} places a puzzle's givens); a step places or removes {@link Candidate}s,
 * and is the one step type of both engines: a {@code Step<Technique>} here, a {@code Step<SeFamily>} from
 * Sudoku Explainer's rater ({@code dev.nonet.se}).
 * {@link Technique} lists the techniques easiest first with their difficulty, and {@link Techniques} holds
 * their {@link TechniqueFinder}s in that order, for callers that look for one technique. Inside: one class
 * per family of finders ({@code Singles}, {@code Intersections}, {@code Subsets}, {@code Fish},
 * {@code Wings}, {@code Chains}, {@code AlternatingChains}, {@code ForcingChains}, ...), which read their
 * layout's {@code dev.nonet.geometry.Geometry} (its index tables, built once per layout, not exported), and
 * {@code StepBuilder}, the one way finders make steps (see {@code docs/TECHNIQUES.md}).
 *
 * <p>{@code LogicalSolver.isKnownUnique} says when a marked position may have the uniqueness techniques;
 * {@code CandidateGrid.of(puzzle)}, {@code of(position)} and {@code toMarkedGrid} cross between the
 * candidate model and the grid's; {@code Technique.worksOnEveryLayout} names the techniques of every
 * layout. Among the finders: {@code UniqueRectangles} and {@code AvoidableRectangles} stand on {@code
 * DeadlyPattern} (the rectangles and the swap argument); {@code AlmostLockedSets}, {@code
 * AlmostLockedSetChains} and {@code DeathBlossom} share {@code AlmostLockedSetLinks} (the sets and their
 * restricted commons worked out once a position), and {@code AlsNodes} makes sets chain nodes; {@code
 * CellWords} is the two-{@code long} cell set of the classic-only searches of {@code ComplexFish} (Franken
 * and Mutant) and {@code Templates}; a {@code StoppableFinder} checks its deadline as it goes.
 */
package dev.nonet.logic;
