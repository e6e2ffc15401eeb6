/** Benchmarks of the Nonet engine and the full-data correctness sweep. */
package dev.nonet.bench;
