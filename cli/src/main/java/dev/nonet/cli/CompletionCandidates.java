package dev.nonet.cli;

import dev.nonet.generate.Symmetry;
import dev.nonet.grid.Variant;
import dev.nonet.logic.Level;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The values shell completion ({@code nonet generate-completion}) offers for options that take text
 * rather than an enum, which picocli completes by itself.
 */
final class CompletionCandidates {

    private CompletionCandidates() {
    }

    /** {@code --difficulty}: the levels. */
    static final class Levels implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Level.values()).map(l -> l.name().toLowerCase(Locale.ROOT)).iterator();
        }
    }

    /** {@code --symmetry}: every symmetry by the name it is given. */
    static final class Symmetries implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Symmetry.values()).map(Symmetry::toString).iterator();
        }
    }

    /** {@code --variant}: every variant. */
    static final class Variants implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Variant.values()).map(Variant::toString).iterator();
        }
    }

    /** {@code --shape}: the usual sizes; any side 4 to 25 is taken. */
    static final class Shapes implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("4x4", "6x6", "8x8", "9x9", "12x12", "16x16", "25x25").iterator();
        }
    }
}
