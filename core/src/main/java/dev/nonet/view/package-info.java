/**
 * What the engine's results are called where a person or a program reads them: the views of a step,
 * a rating and a layout that the command line's {@code --json} and the HTTP API both serialise, and
 * the words of outcomes, statuses and hints that both write. They live here, once, so that the two
 * front ends cannot drift apart; the package reads the engine's results and nothing in the engine reads
 * it back. Plain records: the core has no JSON library, the front ends serialise them with theirs
 * (leaving out what is null).
 *
 * <p>The views are {@code StepView} (with {@code houseCells}), {@code CandidateView}, {@code RatingView},
 * {@code LayoutView}, {@code ConstraintView} and {@code CageView}, and the answer of each API endpoint
 * ({@code SolveView}, {@code CountView}, {@code CandidatesView}, {@code CheckView} with {@code
 * ConflictView} and {@code FPuzzlesView}, {@code ConflictsView}, {@code ExplainView}, {@code RateView},
 * {@code GenerateView} with {@code SearchRatingView}, {@code CanonView}, {@code HealthView}); each makes
 * itself from the engine's result ({@code of}) and decides nothing. The words are {@code OutcomeText} ({@code solved in 45
 * steps}, {@code rate}'s line), {@code RatingText}, {@code HintLevel} (a hint's three levels of detail),
 * {@code HintView} (a hint as the API writes it, whose text {@code nonet hint} prints), {@code Verdict} (what {@code solve}, {@code count}, {@code check}, {@code stats},
 * {@code /api/solve} and {@code /api/check} say of a puzzle) and {@code DurationText}. Statuses and levels
 * are enums with one {@code word()}, and the server's tests hold {@code openapi.json}'s status lists to
 * them.
 */
package dev.nonet.view;
