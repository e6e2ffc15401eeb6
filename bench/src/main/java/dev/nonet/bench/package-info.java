/**
 * Benchmarks of the Nonet engine and the full-data correctness sweep, run from
 * {@code target/benchmarks.jar}.
 *
 * <p>The front doors are one class per run: {@link SolveBenchmark}, the JMH benchmark ({@code java -jar}
 * runs JMH), and programs with a {@code main}: {@link DatasetSweep} (every puzzle of whole data sets solved,
 * counted and checked against the core's reference solver, through {@code PuzzleCheck}),
 * {@link GenerationSurvey} and {@link RatingSurvey} (generation and rating throughput), {@link SeRatingCheck}
 * (agreement of the SE-compatible rater with Sudoku Explainer's own ratings), {@link SeRatingSpeed} (its
 * speed per data set), {@link SeSoundnessSweep} (every step of its paths checked against the solutions,
 * over whole data sets), {@link CpuRate} (the engine's puzzles per CPU second), {@link ServerLoad}
 * and {@link ServerSoak} (bounded load and soak tests of {@code nonet serve} on loopback), and
 * {@link VariantPuzzleMaker}, which made the text data sets of {@code bench/data/variants} (its
 * {@code sandwich-little-killer.json} is described in docs/PERFORMANCE.md).
 *
 * <p>Also: {@link AlternatingRate} (two builds of the core timed in turn in one JVM, to compare an engine
 * change), {@link FacadeCost} (a classic puzzle's load, bare search and facade timed in turn),
 * {@link ExplainSpeed}, {@link NonetPathSweep} and {@link SeThreadsSpeed} (Nonet's path and SE's
 * rater on several threads), {@link CanonSpeed} and {@link CanonSweep} (canonical forms), {@link
 * VariantRate} (puzzles with constraints, beside SudokuVariantSolverJS), {@link VariantAlternating} (two
 * builds of the core in turn on them), {@link HardRatingSoak}, and the
 * technique checks: {@link HodokuLibraryCheck} (the cases of HoDoKu's regression library the finders pass,
 * called directly or, with {@code --cli}, through the command line's {@code explain --technique}: the
 * module depends on {@code cli} for that) and {@link TechniqueExampleSearch} (the example of each technique
 * in docs/TECHNIQUES.md). docs/PERFORMANCE.md has the command of each and its latest figures.
 */
package dev.nonet.bench;
