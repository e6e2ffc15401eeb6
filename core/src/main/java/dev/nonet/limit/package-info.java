/**
 * Stopping long work: {@link dev.nonet.limit.Deadline}, which every long computation of the library
 * takes and checks, and {@link dev.nonet.limit.StoppedException}, how it ends once stopped.
 *
 * <p>{@code Deadline.within} makes a part's shorter limit inside a larger one.
 */
package dev.nonet.limit;
