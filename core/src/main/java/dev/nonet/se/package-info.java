/**
 * Sudoku Explainer's rules: its ratings (ER, EP, ED) computed the way Sudoku Explainer 1.2.1 computes
 * them: its techniques, in its order, with its difficulties, chains rated by their length. Which rating a
 * puzzle gets (SE's, Nonet's path, or none) is not decided here but by {@link dev.nonet.rating.Ratings}.
 *
 * <p>{@link SeRater} is the front door. It rates on SE's scale: a classic {@link dev.nonet.grid.Puzzle}, a
 * position with pencil marks ({@link dev.nonet.grid.MarkedGrid}, {@link dev.nonet.logic.CandidateGrid}), a
 * puzzle of 81 characters or SE's pencil marks (729), the way SE's batch rater {@code serate} does, and
 * answers a {@link SeRating} (ER, EP, ED, the hardest technique, the uses per technique, the steps if asked,
 * and whether it solved, got stuck or ran out of time, as a {@link dev.nonet.logic.LogicalStatus}, the
 * logical solver's statuses). {@link SeFamily} lists SE's technique families in SE's order, the one place
 * that order, their names, their floors and their need of uniqueness are kept; {@code SeOrder} builds each
 * family's hint producers ({@code HintFinder}). A step of SE's path is a {@link dev.nonet.logic.Step}
 * like Nonet's own, its technique a {@link SeFamily}: placements and eliminations of
 * {@link dev.nonet.logic.Candidate}s. Inside, the producers work on the engine's one candidate model,
 * {@code dev.nonet.position.Position} on classic 9x9 (81 cells of int masks, which {@code logic}'s
 * {@code CandidateGrid} holds too), walk it in SE's regions ({@code SeRegions}) and give {@code SeHint}s
 * (candidates as ints), all package-private, which {@code SeSteps} makes steps of where they leave the
 * rater; {@code SePositions} reads SE's texts into positions.
 *
 * <p>The non-chain producers are all here: singles, direct and plain intersections, direct and plain
 * hidden sets, naked sets, fish, XY- and XYZ-Wing, Unique Rectangles and Loops, BUG, Aligned Pair and
 * Triplet Exclusion. SE's chaining producers come from {@code ChainFinders}, one factory each: cycles
 * and forcing X/Y-chains ({@code ChainCycleFinder}); Nishio, multiple, dynamic, dynamic (+) and nested
 * forcing chains ({@code ForcingChainFinder} over {@code ChainPropagation}, SE's implication search,
 * with {@code ChainPlusRules} for the rules the nested levels add); {@code ChainChoice} keeps the hint
 * SE's sort puts first and {@code ChainLength} is SE's length increment. A puzzle no producer finishes
 * ends {@link dev.nonet.logic.LogicalStatus#STUCK}, with ER 20.0 as SE gives a puzzle beyond its solver.
 * Where SE's source and the reference ratings the project checks against differ, the finders follow the
 * ratings, and say so.
 *
 * <p>Also public: {@code SeRater.place}, a rating within a band that stops early (the generator's), and
 * {@link SeFallbackFinder}, SE's next step as a {@link dev.nonet.logic.TechniqueFinder}, the last of
 * Nonet's own path. {@code SeRater.withThreads} shares the dynamic forcing chains' search between threads
 * ({@code ChainWorkers}: the candidates' propagations, then the cells, each thread with its own choice; the
 * same hint as one thread). Inside, one class per SE family and {@code FamilyFloors}. A package of its own,
 * not {@code logic}: its finders keep SE's names, order, first-hint rules and scale while they read and
 * write the same candidate model, a second set of finders that must not drift towards Nonet's own
 * (docs/TECHNIQUES.md).
 */
package dev.nonet.se;
