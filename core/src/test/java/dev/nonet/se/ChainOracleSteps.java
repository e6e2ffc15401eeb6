package dev.nonet.se;

import dev.nonet.position.Position;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.zip.GZIPInputStream;

/**
 * Positions where Sudoku Explainer (SukakuExplainer's serate, SE 1.2.1's techniques) took a chain step, as
 * its step log printed them: the grid before (values, then 729 pencil marks), SE's rating of the step, its
 * technique's name, the hint as SE wrote it, and the grid after ({@code -} after the last step).
 *
 * <p>{@code se-chain-steps.tsv.gz} holds every chain step of SE's solution paths of the 295 puzzles of
 * {@code se-ratings-dev.tsv} rated 6.5 or more (serate of SukakuExplainer, built from its sources, run
 * with SE 1.2.1's technique set, one thread, {@code --before="%i %m" --after="%r %s"}); the file is
 * gzipped (9 MB as text).
 */
record ChainOracleSteps(String values, String marks, String rating, String name, String hint, String after) {

    static List<ChainOracleSteps> load(String resource) {
        List<ChainOracleSteps> steps = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Objects.requireNonNull(ChainOracleSteps.class.getResourceAsStream(resource), resource)),
                StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t");
                String after = f[5].equals("-") ? null : f[5] + "\t" + f[6];
                steps.add(new ChainOracleSteps(f[0], f[1], f[2], f[3], f[4], after));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return steps;
    }

    Position board() {
        return board(values, marks);
    }

    static Position board(String values, String marks) {
        int[] v = new int[81];
        int[] c = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            char ch = values.charAt(cell);
            if (ch >= '1' && ch <= '9') {
                v[cell] = ch - '0';
            } else {
                for (int d = 0; d < 9; d++) {
                    if (marks.charAt(cell * 9 + d) != '.') {
                        c[cell] |= 1 << d;
                    }
                }
            }
        }
        return SePositions.of(v, c);
    }

    /** The board SE had after the step, or null after the last. */
    Position boardAfter() {
        if (after == null) {
            return null;
        }
        String[] f = after.split("\t");
        return board(f[0], f[1]);
    }

    static boolean same(Position a, Position b) {
        for (int cell = 0; cell < 81; cell++) {
            if (a.value(cell) != b.value(cell) || a.candidates(cell) != b.candidates(cell)) {
                return false;
            }
        }
        return true;
    }
}
