package dev.nonet.format;

import dev.nonet.format.FPuzzles.Refused;
import dev.nonet.format.FPuzzlesEntry.Context;
import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * One row of {@link FPuzzlesKinds}: an f-puzzles key, the type of the constraints it reads into, how its
 * value is read and how such a constraint is written back. The three shapes a key's value takes are made
 * here, with the words of their errors: a list of entries ({@link #entries}), a flag ({@link #flag}), or a
 * value read whole ({@link #whole}).
 *
 * @param <T> the constraints' type
 */
final class FPuzzlesKind<T extends Constraint> {

    /** How one entry of a key's list is read; an {@link IllegalArgumentException} says what is wrong. */
    @FunctionalInterface
    interface EntryReader {
        List<Constraint> read(FPuzzlesEntry entry);
    }

    /** How a key's value other than a list of entries is read; an {@link IllegalArgumentException} says what is wrong. */
    @FunctionalInterface
    interface ValueReader {
        List<Constraint> read(Object value, Context context);
    }

    /** How a constraint is written into the object. */
    @FunctionalInterface
    interface Writer<T> {
        void write(T constraint, FPuzzlesObject out);
    }

    private final String key;
    private final Class<T> type;
    /** The key's reading, its errors worded with the key; null for what the grid's cells carry. */
    private final ValueReader reader;
    private final Writer<T> writer;
    /** Which constraints of the type this row writes, given the side; null for all. */
    private final BiPredicate<T, Integer> when;

    /**
     * A row whose value is read whole by {@code reader} (null for what the grid's cells carry, which
     * {@link FPuzzles} reads) and whose constraints {@code writer} writes.
     */
    FPuzzlesKind(String key, Class<T> type, ValueReader reader, Writer<T> writer) {
        this(key, type, reader, writer, null);
    }

    private FPuzzlesKind(String key, Class<T> type, ValueReader reader, Writer<T> writer, BiPredicate<T, Integer> when) {
        this.key = key;
        this.type = type;
        this.reader = reader;
        this.writer = writer;
        this.when = when;
    }

    /** A key whose value is a list of entries, each read by {@code entry} and written as one by {@code write}. */
    static <T extends Constraint> FPuzzlesKind<T> entries(String key, Class<T> type, EntryReader entry,
            BiFunction<T, Integer, Map<String, Object>> write) {
        ValueReader reader = (value, context) -> {
            if (value == null) {
                return List.of();
            }
            if (!(value instanceof List<?> entries)) {
                throw new Refused(Reason.BAD_CONSTRAINT, "f-puzzles \"" + key + "\" is a list of entries, not "
                        + FPuzzlesEntry.describe(value));
            }
            List<Constraint> constraints = new ArrayList<>();
            for (int i = 0; i < entries.size(); i++) {
                try {
                    if (!(entries.get(i) instanceof Map<?, ?> fields)) {
                        throw new IllegalArgumentException("it is an object, not " + FPuzzlesEntry.describe(entries.get(i)));
                    }
                    constraints.addAll(entry.read(new FPuzzlesEntry(fields, context)));
                } catch (IllegalArgumentException e) {
                    throw new Refused(Reason.BAD_CONSTRAINT, "f-puzzles \"" + key + "\" entry " + (i + 1) + ": " + e.getMessage());
                }
            }
            return constraints;
        };
        return new FPuzzlesKind<>(key, type, reader, (c, out) -> out.add(key, write.apply(c, out.side())));
    }

    /** A key whose value is true or false: true reads {@code rule}. */
    static <T extends Constraint> FPuzzlesKind<T> flag(String key, Class<T> type, Function<Context, List<Constraint>> rule) {
        ValueReader reader = (value, context) -> {
            if (!(value instanceof Boolean flag)) {
                throw new IllegalArgumentException("it is true or false, not " + FPuzzlesEntry.describe(value));
            }
            return flag ? rule.apply(context) : List.of();
        };
        return new FPuzzlesKind<>(key, type, whole(key, reader), (c, out) -> out.flag(key));
    }

    /** A key whose {@code reader} reads its value whole, its errors named with the key. */
    static ValueReader whole(String key, ValueReader reader) {
        return (value, context) -> {
            try {
                return reader.read(value, context);
            } catch (IllegalArgumentException e) {
                throw new Refused(Reason.BAD_CONSTRAINT, "f-puzzles \"" + key + "\": " + e.getMessage());
            }
        };
    }

    /** This row, writing only the constraints of its type for which {@code condition} holds. */
    FPuzzlesKind<T> when(BiPredicate<T, Integer> condition) {
        return new FPuzzlesKind<>(key, type, reader, writer, condition);
    }

    String key() {
        return key;
    }

    Class<T> type() {
        return type;
    }

    /** Whether the row reads a rule key (rather than what the grid's cells carry). */
    boolean reads() {
        return reader != null;
    }

    /**
     * The constraints of the key's {@code value}.
     *
     * @throws Refused naming the key, the entry and what is wrong with it
     */
    List<Constraint> read(Object value, Context context) {
        return reader.read(value, context);
    }

    /** Writes {@code constraint} (of the row's type) when this row writes it; whether it did. */
    boolean writes(Constraint constraint, FPuzzlesObject out) {
        T c = type.cast(constraint);
        if (when != null && !when.test(c, out.side())) {
            return false;
        }
        writer.write(c, out);
        return true;
    }
}
