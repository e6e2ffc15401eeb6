package dev.nonet.cli;

import dev.nonet.rating.Scale;
import java.util.Arrays;
import java.util.Iterator;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads {@code --model} of {@code rate} and {@code explain}: the core's {@link Scale} by its word
 * ({@code se}, {@code nonet}), the word every rating's {@code "scale"} writes, and lists those words as the
 * option's valid values.
 */
final class ScaleConverter implements ITypeConverter<Scale>, Iterable<String> {

    @Override
    public Scale convert(String value) {
        return Scale.ofWord(value).orElseThrow(() -> new TypeConversionException(
                "expected one of " + Arrays.stream(Scale.values()).map(Scale::word).toList() + " (case-sensitive) but was '" + value + "'"));
    }

    /** The words, for {@code ${COMPLETION-CANDIDATES}} and shell completion. */
    @Override
    public Iterator<String> iterator() {
        return Arrays.stream(Scale.values()).map(Scale::word).iterator();
    }
}
