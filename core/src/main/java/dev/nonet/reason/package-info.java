/**
 * Solving puzzles with constraints like a person: killer cages, thermometers, arrows, dots, lines and
 * outside clues, with the houses, reasoned about one step at a time.
 *
 * <p>The front door is {@link dev.nonet.reason.RuleSolver}: {@code solve} gives a {@link dev.nonet.reason.RulePath}
 * (the steps, where it ended, the position, a {@link dev.nonet.reason.RuleRating}), {@code nextStep} the step
 * a hint shows from a player's marks. Each step is a {@code dev.nonet.logic.Step} of a
 * {@link dev.nonet.reason.RuleTechnique} with the constraints it used (and, for forcing and contradictions, the
 * assumptions it followed, each with the deductions made from it, nested); its sentence names each constraint as it is written ({@code killercage 15 at r1c1 r1c2})
 * and says why in setters' words.
 *
 * <p>The steps are sound for any puzzle: a constraint's own deduction is its narrowing, which never removes
 * a digit some grid keeping the rule holds; the subsets and locked candidates use only cells that the rules
 * keep different; the classic techniques borrowed reason on the houses alone; and no step assumes the
 * solution is unique.
 */
package dev.nonet.reason;
