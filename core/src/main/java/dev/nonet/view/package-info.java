/**
 * What the engine's results are called where a person or a program reads them: the views of a step,
 * a rating and a layout that the command line's {@code --json} and the HTTP API both serialise, and
 * the words of outcomes, statuses and hints that both write. They live here, once, so that the two
 * front ends cannot drift apart; the package reads {@code grid} and {@code logic} and nothing reads it
 * back. Plain records: the core has no JSON library, the front ends serialise them with theirs.
 */
package dev.nonet.view;
