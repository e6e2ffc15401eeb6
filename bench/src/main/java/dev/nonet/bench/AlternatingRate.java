package dev.nonet.bench;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Two builds of the core (jars, or {@code core/target/classes} folders) in one JVM, timed in alternation: for comparing an engine change whose
 * effect is smaller than the 5-15% by which this machine's rates move between JVM runs. Each core jar
 * gets its own class loader, so each build is compiled by the JIT on its own; per file and mode
 * (solve, count to 2) the two take turns for {@code --rounds} timed runs of {@code --seconds} each (default 9 of 0.3 s)
 * (which one goes first alternates), and the line gives both medians (puzzles per CPU second of this
 * thread, through the public facade) and the median and range of the per-round ratio new / base,
 * which is the figure to quote. Guesses per puzzle of each build come from one pass.
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests                     # in each checkout
 * taskset -c 1 java -cp bench/target/benchmarks.jar dev.nonet.bench.AlternatingRate \
 *     [--rounds 9] [--seconds 0.3] BASE/core/target/nonet-core-*.jar core/target/nonet-core-*.jar FILE...
 * </pre>
 */
public final class AlternatingRate {

    private AlternatingRate() {
    }

    public static void main(String[] args) throws Throwable {
        int rounds = 9;
        double seconds = 0.3;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> rounds = (int) Math.max(1, number(args, ++i));
                case "--seconds" -> seconds = number(args, ++i);
                default -> rest.add(args[i]);
            }
        }
        if (rest.size() < 3) {
            System.err.println("usage: AlternatingRate [--rounds N] [--seconds S] BASE-CORE.jar NEW-CORE.jar FILE...");
            System.exit(2);
        }
        Build base = Build.of(Path.of(rest.get(0)));
        Build changed = Build.of(Path.of(rest.get(1)));
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        System.out.printf("%-26s %-5s %10s %10s %7s %15s %15s%n", "file", "mode", "base", "new", "ratio", "ratio range", "guesses b / n");
        for (String name : rest.subList(2, rest.size())) {
            Path file = Path.of(name);
            if (!Files.isReadable(file)) {
                System.err.println("cannot read " + file);
                System.exit(2);
            }
            Object[] basePuzzles = base.read(file);
            Object[] newPuzzles = changed.read(file);
            for (long cap = 1; cap <= 2; cap++) {
                double baseGuesses = base.guesses(basePuzzles, cap);
                double newGuesses = changed.guesses(newPuzzles, cap);
                base.rate(basePuzzles, cap, seconds, clock); // warm-up of both
                changed.rate(newPuzzles, cap, seconds, clock);
                double[] baseRates = new double[rounds];
                double[] newRates = new double[rounds];
                double[] ratios = new double[rounds];
                for (int r = 0; r < rounds; r++) {
                    if (r % 2 == 0) {
                        baseRates[r] = base.rate(basePuzzles, cap, seconds, clock);
                        newRates[r] = changed.rate(newPuzzles, cap, seconds, clock);
                    } else {
                        newRates[r] = changed.rate(newPuzzles, cap, seconds, clock);
                        baseRates[r] = base.rate(basePuzzles, cap, seconds, clock);
                    }
                    ratios[r] = newRates[r] / baseRates[r];
                }
                System.out.printf("%-26s %-5s %,10.0f %,10.0f %7.3f %7.3f..%.3f %7.2f / %.2f%n", file.getFileName(),
                        cap == 1 ? "solve" : "count", median(baseRates), median(newRates), median(ratios),
                        Arrays.stream(ratios).min().orElseThrow(), Arrays.stream(ratios).max().orElseThrow(),
                        baseGuesses, newGuesses);
            }
        }
    }

    /** The number after option {@code args[i - 1]}, above 0, or a message naming the option and exit 2. */
    private static double number(String[] args, int i) {
        try {
            double n = Double.parseDouble(args[i]);
            if (n > 0) {
                return n;
            }
        } catch (ArrayIndexOutOfBoundsException | NumberFormatException e) {
            // said below
        }
        System.err.println(args[i - 1] + " takes a number above 0" + (i < args.length ? ", not '" + args[i] + "'" : ""));
        System.exit(2);
        return 0;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** A class loader of its own for the core jar (or classes folder) {@code jar}; exit 2 if there is none. */
    static ClassLoader coreLoader(Path jar) throws java.io.IOException {
        // Several jars joined by the path separator: the core and the vector search, say.
        String[] parts = jar.toString().split(java.io.File.pathSeparator);
        URL[] urls = new URL[parts.length];
        for (int i = 0; i < parts.length; i++) {
            Path part = Path.of(parts[i]);
            if (!Files.exists(part)) {
                System.err.println("no core jar (or classes folder) at " + part);
                System.exit(2);
            }
            urls[i] = part.toUri().toURL();
        }
        return new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
    }

    /** One core jar in its own class loader, reached through its public facade. */
    private record Build(MethodHandle readAll, MethodHandle count, MethodHandle guesses) {

        static Build of(Path jar) throws ReflectiveOperationException, java.io.IOException {
            ClassLoader loader = coreLoader(jar);
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Class<?> puzzle = loader.loadClass("dev.nonet.grid.Puzzle");
            Class<?> result = loader.loadClass("dev.nonet.solve.SolveResult");
            MethodHandle readAll = lookup.findStatic(loader.loadClass("dev.nonet.format.PuzzleReader"), "readAll",
                    MethodType.methodType(List.class, Path.class));
            MethodHandle count = lookup.findStatic(loader.loadClass("dev.nonet.solve.Sudoku"), "count",
                    MethodType.methodType(result, puzzle, long.class));
            MethodHandle guesses = lookup.findVirtual(result, "guesses", MethodType.methodType(long.class));
            return new Build(readAll,
                    count.asType(MethodType.methodType(Object.class, Object.class, long.class)),
                    guesses.asType(MethodType.methodType(long.class, Object.class)));
        }

        Object[] read(Path file) throws Throwable {
            return ((List<?>) readAll.invoke(file)).toArray();
        }

        double guesses(Object[] puzzles, long cap) throws Throwable {
            long total = 0;
            for (Object p : puzzles) {
                total += (long) guesses.invokeExact(count.invokeExact(p, cap));
            }
            return (double) total / puzzles.length;
        }

        /** Puzzles per CPU second of this thread over about {@code seconds} of wall time. */
        double rate(Object[] puzzles, long cap, double seconds, ThreadMXBean clock) throws Throwable {
            long start = System.nanoTime();
            long cpu = clock.getCurrentThreadCpuTime();
            long done = 0;
            do {
                for (Object p : puzzles) {
                    Object unused = count.invokeExact(p, cap);
                }
                done += puzzles.length;
            } while (System.nanoTime() - start < seconds * 1e9);
            return done / ((clock.getCurrentThreadCpuTime() - cpu) / 1e9);
        }
    }
}
