package dev.nonet.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The training run of the {@code ./nonet} launcher's class-data-sharing archive: run once under
 * {@code -XX:ArchiveClassesAtExit}, it goes through the start of the common one-shot commands in
 * process (the judge modes, {@code --version}, a one-puzzle solve, count and check, a help page), so
 * that the classes they load are archived and later runs map them instead of loading them. Not a user
 * command; what it prints is discarded.
 *
 * <p>With {@code --profiles} (the launcher's training of a JDK 25 ahead-of-time cache, whose method
 * profiles let the JIT compile the hot methods of a cold run sooner) it also rates and hints two of the
 * hardest puzzles and explains one: the chains of Sudoku Explainer's rater and of Nonet's path are
 * what a one-puzzle {@code rate}, {@code explain} or {@code hint} spends its time in.
 * That takes seconds, once per build and java; the archive alone takes a fraction of one.
 */
final class CdsTraining {

    private static final String GRID = """
            0 3 5 4 6 9 2 7 8
            7 8 2 1 0 5 6 0 9
            0 6 0 2 7 8 1 3 5
            3 2 1 0 4 6 8 9 7
            8 0 4 9 1 3 5 0 6
            5 9 6 8 2 0 4 1 3
            9 1 7 6 5 2 0 8 0
            6 0 3 7 0 1 9 5 2
            2 5 8 3 9 4 7 6 0
            """;
    private static final String COMPACT = GRID.replace(" ", "");
    private static final String LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
    /** Two of the hardest puzzles (hardest-1905-11plus, ER 11+), not the ones PERFORMANCE.md times. */
    private static final String HARD = """
            98.7..6....7.65..........7.4...5.3....86...9......2..4.3..1.2....95...8.........1
            98.7..6..75.....8...6......4...3.5....54.9.6.....2...4.1.........98...7...79.1.5.
            """;

    private CdsTraining() {
    }

    public static void main(String[] args) {
        new Main.OutOfMemoryHalts(); // loaded by Main.main, which the training does not run
        int failed = 0;
        failed += run(GRID, "boj", "2580");
        failed += run(COMPACT, "boj", "2239");
        failed += run("2\n" + COMPACT + COMPACT.replace('9', '0'), "boj", "4056");
        failed += run("", "--version");
        failed += run(LINE, "solve");
        failed += run(LINE, "count");
        failed += run(LINE, "check");
        failed += run("", "solve", "--help");
        if (args.length == 1 && args[0].equals("--profiles")) {
            // Only the profiles matter here, not the answers: on a loaded machine a time limit may end a
            // run, which must not cost the cache (the runs above already showed the command line works).
            run(HARD, "rate", "--threads=1");
            run(HARD.substring(0, 82), "explain", "--time-limit=60");
            run(HARD, "hint");
        }
        System.exit(failed == 0 ? ExitCode.OK : ExitCode.INTERNAL_ERROR);
    }

    /** Runs one command in process over in-memory streams; 1 if it failed, else 0. */
    private static int run(String stdin, String... args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8);
        int code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out, out, false);
        return code == ExitCode.OK ? 0 : 1;
    }
}
