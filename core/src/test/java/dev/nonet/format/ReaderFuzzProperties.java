package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The readers' contract under random and mutated text: every call returns records or throws the one
 * documented {@link PuzzleFormatException}; nothing else escapes, and every parsed grid is a real grid
 * of one of the sizes a reader detects, its layout of the same side.
 */
class ReaderFuzzProperties {

    private static final String ALPHABET = "0123456789.-*_ |+#;,\t\nabxX\r\u00e9\uFEFF";

    @Property(tries = 400)
    void randomTextNeverBreaksAReader(@ForAll("noise") String text, @ForAll("formats") Format format) {
        readAll(text, format);
    }

    @Property(tries = 400)
    void mutatedPuzzleTextNeverBreaksAReader(
            @ForAll("written") Format written,
            @ForAll("formats") Format read,
            @ForAll @IntRange(min = 0, max = 400) int position,
            @ForAll("mutation") String mutation,
            @ForAll @IntRange(min = 0, max = 3) int deleted) {
        String text = validText(written);
        int at = Math.min(position, text.length());
        String mutated = text.substring(0, at) + mutation + text.substring(Math.min(text.length(), at + deleted));
        readAll(mutated, read);
    }

    private static String validText(Format format) {
        Grid grid = Grid.parse(PuzzleReaderTest.PUZZLE);
        if (format == Format.BOJ4056) {
            return "2\n" + PuzzleWriter.render(Puzzle.of(grid), Format.COMPACT) + PuzzleWriter.render(Puzzle.of(grid), Format.COMPACT);
        }
        return PuzzleWriter.render(Puzzle.of(grid), format) + "\n" + PuzzleWriter.render(Puzzle.of(grid), format);
    }

    private static void readAll(String text, Format format) {
        try (PuzzleReader reader = PuzzleReader.of(text, format)) {
            List<PuzzleRecord> records = new ArrayList<>();
            reader.forEach(records::add);
            long expected = 1;
            for (PuzzleRecord r : records) {
                assertThat(r.number()).isEqualTo(expected++);
                assertThat(r.line()).isPositive();
                if (r instanceof PuzzleRecord.Parsed p) {
                    assertThat(p.puzzle().givens().shape().cellCount()).isIn(16, 36, 64, 81, 144, 256, 625);
                    assertThat(p.puzzle().layout().shape()).isEqualTo(p.puzzle().givens().shape());
                } else if (r instanceof PuzzleRecord.Marked m) { // a pencil-mark format named: a classic position
                    assertThat(m.position().digits().shape().cellCount()).isEqualTo(81);
                    assertThat(m.position().marks()).hasSize(81);
                } else {
                    assertThat(((PuzzleRecord.Malformed) r).error().getMessage()).startsWith("line ");
                }
            }
        } catch (PuzzleFormatException e) {
            assertThat(e.reason()).isEqualTo(PuzzleFormatException.Reason.UNKNOWN_FORMAT);
            assertThat(format).isNull();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.strings().withChars(ALPHABET.toCharArray()).ofMaxLength(400);
    }

    @Provide
    Arbitrary<String> mutation() {
        return Arbitraries.strings().withChars(ALPHABET.toCharArray()).ofMaxLength(4);
    }

    /** The formats a {@link PuzzleReader} reads (JSON lines are the command line's), or null to detect. */
    @Provide
    Arbitrary<Format> formats() {
        return Arbitraries.of(EnumSet.complementOf(EnumSet.of(Format.JSON))).injectNull(0.3);
    }

    /** The formats {@link #validText} writes: the {@link PuzzleWriter}'s, and Baekjoon 4056 cases. */
    @Provide
    Arbitrary<Format> written() {
        return Arbitraries.of(Arrays.stream(Format.values()).filter(f -> f.isWritable() || f == Format.BOJ4056).toList());
    }
}
