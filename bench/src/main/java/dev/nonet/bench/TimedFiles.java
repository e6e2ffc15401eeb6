package dev.nonet.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of the runners that time whole files ({@link CpuRate}, {@link CanonSpeed}):
 * {@code [--seconds S] FILE...}.
 *
 * @param seconds the wall time to spend on each file's timed runs
 * @param files   the files, in order
 */
record TimedFiles(double seconds, List<Path> files) {

    static TimedFiles parse(String[] args, double defaultSeconds) {
        double seconds = defaultSeconds;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--seconds")) {
                seconds = Double.parseDouble(args[++i]);
            } else {
                files.add(Path.of(args[i]));
            }
        }
        return new TimedFiles(seconds, files);
    }
}
