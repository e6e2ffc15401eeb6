/**
 * Stopping long work: {@link dev.nonet.limit.Deadline}, which every long computation of the library
 * takes and checks, and {@link dev.nonet.limit.StoppedException}, how it ends once stopped.
 */
package dev.nonet.limit;
