/**
 * Ratings on Sudoku Explainer's scale (ER, EP, ED), computed the way Sudoku Explainer 1.2.1 computes
 * them: its techniques, in its order, with its difficulties, chains rated by their length.
 *
 * <p>{@link SeRater} is the front door: it rates a puzzle (81 characters), SE's pencil marks (729) or a
 * {@link Board} the way SE's batch rater {@code serate} does, and answers a {@link SeRating} (ER, EP, ED,
 * the hardest technique, the uses per technique, the steps if asked, and whether it solved, got stuck or
 * ran out of time). {@link Hint} is one step as SE rates it; {@code HintFinder} is one of SE's hint
 * producers, and {@code SeOrder} lists them in SE's order, the one place that order is kept.
 *
 * <p>The non-chain producers are all here: singles, direct and plain intersections, direct and plain
 * hidden sets, naked sets, fish, XY- and XYZ-Wing, Unique Rectangles and Loops, BUG, Aligned Pair and
 * Triplet Exclusion. SE's chaining producers come from {@code ChainFinders}, one factory each: cycles
 * and forcing X/Y-chains ({@code ChainCycleFinder}); Nishio, multiple, dynamic, dynamic (+) and nested
 * forcing chains ({@code ForcingChainFinder} over {@code ChainPropagation}, SE's implication search,
 * with {@code ChainPlusRules} for the rules the nested levels add); {@code ChainChoice} keeps the hint
 * SE's sort puts first and {@code ChainLength} is SE's length increment. A puzzle no producer finishes
 * ends {@link SeRating.Status#STUCK}, with ER 20.0 as SE gives a puzzle beyond its solver. Where SE's
 * source and the reference ratings the project checks against differ, the finders follow the ratings,
 * and say so.
 */
package dev.nonet.rating;
