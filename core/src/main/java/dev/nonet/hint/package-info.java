/**
 * Hints for a player: {@link dev.nonet.hint.Hinter} holds the player's digits and marks to the puzzle's
 * one solution, then gives the next step of a logical path, or a cell revealed from the solution where
 * no technique finds one ({@link dev.nonet.hint.Hint}). The command line ({@code nonet hint}) and the
 * HTTP API ({@code POST /api/hint}) both ask it, and only word its answer.
 */
package dev.nonet.hint;
