package dev.nonet.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The Baekjoon examples copied from the shared set into test resources, input and expected output. */
final class Examples {

    /** Every example's base name; each has a {@code .in} and a {@code .out} file. */
    static final List<String> NAMES = List.of(
            "boj2239-sample", "boj2580-empty-grid", "boj2580-sample", "boj2580-seed-puzzle", "boj4056-sample");

    private Examples() {
    }

    /** The problem number an example is for, taken from its name. */
    static String problem(String name) {
        return name.substring(3, 7);
    }

    static String text(String file) {
        try (InputStream in = Examples.class.getResourceAsStream("/examples/" + file)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource examples/" + file);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
