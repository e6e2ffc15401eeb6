package dev.nonet.server;

import static java.lang.annotation.ElementType.RECORD_COMPONENT;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.generate.ClueRange;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * Reads a JSON object into the record of what it asks: the record's components are the fields it may
 * have, so that the fields an endpoint takes are the ones it reads. Any other field is refused rather
 * than ignored (a typo such as {@code "varient"} would otherwise be answered as if the field were
 * absent); each field is read by its component's type, every problem an {@link ApiError} 400 that names
 * the field. A field absent or null is a null component (false for a {@code boolean}).
 *
 * <p>The types: {@code String} (a JSON string; with {@link Names}, or a list of strings; with
 * {@link TextOrObject}, or an object as its JSON text), {@code boolean}, {@code Long} (with
 * {@link WholeNumber}'s range), {@code List<String>} (a string or a list of strings; absent, empty),
 * {@link ClueRange} ({@code "36..40"} or a number of givens), a
 * {@link JsonNode} read by the record itself, and a {@link FieldGroup}: fields shared by several
 * requests, written once.
 */
final class RequestReader {

    /** A string, or a list of strings joined by commas: {@code "jigsaw,x"} or {@code ["jigsaw", "x"]}. */
    @Retention(RUNTIME)
    @Target(RECORD_COMPONENT)
    @interface Names {
    }

    /** A string, or an object taken as its JSON text (the f-puzzles object itself). */
    @Retention(RUNTIME)
    @Target(RECORD_COMPONENT)
    @interface TextOrObject {
    }

    /** A whole JSON number from {@code min} to {@code max}: not 1.7, nor "5". */
    @Retention(RUNTIME)
    @Target(RECORD_COMPONENT)
    @interface WholeNumber {
        long min();

        long max();
    }

    /** A record whose components are fields of the object that holds it, not a field of their own. */
    interface FieldGroup {
    }

    private RequestReader() {
    }

    /** The request whose body is {@code json}: an object, possibly empty ({@code {}}), of no other fields than {@code type}'s. */
    static <R extends Record> R read(ObjectMapper mapper, String json, Class<R> type) {
        if (json.isBlank()) {
            throw ApiError.badRequest("the body is empty: it must be a JSON object such as {\"puzzle\": \"...\"}, or {} for /api/generate's"
                    + " defaults");
        }
        JsonNode body = JsonBody.read(mapper, json);
        if (body == null || !body.isObject()) {
            throw ApiError.badRequest("the body must be a JSON object such as {\"puzzle\": \"...\"}");
        }
        return read(body, type, "");
    }

    /** {@code object} as a {@code type}, after {@code prefix} in its errors. */
    static <R extends Record> R read(JsonNode object, Class<R> type, String prefix) {
        checkFields(object, type, prefix);
        return type.cast(bind(object, type));
    }

    /** The fields of {@code type}, in its components' order: the order an unknown field's error lists them. */
    static List<String> fieldsOf(Class<? extends Record> type) {
        return BINDINGS.get(type).fields();
    }

    /**
     * Refuses (400) the first field of {@code object} that is none of {@code type}'s: {@code unknown field
     * "varient" (did you mean "variant"?); the fields are puzzle, shape, variant, regions}, after {@code prefix}.
     */
    private static void checkFields(JsonNode object, Class<? extends Record> type, String prefix) {
        List<String> names = fieldsOf(type);
        for (Iterator<String> fields = object.fieldNames(); fields.hasNext(); ) {
            String field = fields.next();
            if (!names.contains(field)) {
                String closest = ClosestName.among(names, field);
                throw ApiError.badRequest(prefix + "unknown field \"" + ErrorText.excerpt(field) + "\""
                        + (closest == null ? "" : " (did you mean \"" + closest + "\"?)") + "; the fields are " + String.join(", ", names));
            }
        }
    }

    /** How a record type is read: its fields (a group's in its place) and its canonical constructor. Found once per type. */
    private record Binding(List<String> fields, RecordComponent[] components, Constructor<?> constructor) {

        static Binding of(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            List<String> fields = new ArrayList<>();
            for (RecordComponent component : components) {
                if (FieldGroup.class.isAssignableFrom(component.getType())) {
                    fields.addAll(BINDINGS.get(component.getType()).fields());
                } else {
                    fields.add(component.getName());
                }
            }
            try {
                return new Binding(List.copyOf(fields), components,
                        type.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new)));
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("a record has its canonical constructor", e);
            }
        }
    }

    private static final ClassValue<Binding> BINDINGS = new ClassValue<>() {
        @Override
        protected Binding computeValue(Class<?> type) {
            return Binding.of(type);
        }
    };

    /** {@code object}'s fields as the components of {@code type}, in their order. */
    private static Object bind(JsonNode object, Class<?> type) {
        Binding binding = BINDINGS.get(type);
        Object[] values = new Object[binding.components().length];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(object, binding.components()[i]);
        }
        try {
            return binding.constructor().newInstance(values);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("a request record's constructor is in reach of its reader", e);
        }
    }

    private static Object value(JsonNode object, RecordComponent component) {
        Class<?> type = component.getType();
        if (FieldGroup.class.isAssignableFrom(type)) {
            return bind(object, type);
        }
        String field = component.getName();
        JsonNode node = object.get(field);
        if (node == null || node.isNull()) {
            return type == boolean.class ? Boolean.FALSE : type == List.class ? List.of() : null;
        }
        if (type == String.class) {
            return text(field, node, component);
        }
        if (type == boolean.class) {
            if (!node.isBoolean()) {
                throw ApiError.badRequest("\"" + field + "\" must be true or false, not " + ErrorText.excerpt(node.toString()));
            }
            return node.asBoolean();
        }
        if (type == Long.class) {
            WholeNumber range = component.getAnnotation(WholeNumber.class);
            if (!node.canConvertToLong() || !node.isIntegralNumber() || node.asLong() < range.min() || node.asLong() > range.max()) {
                throw ApiError.badRequest("\"" + field + "\" must be a whole number from " + range.min() + " to " + range.max() + ", not "
                        + ErrorText.excerpt(node.toString()));
            }
            return node.asLong();
        }
        if (type == ClueRange.class) {
            return clues(field, node);
        }
        if (type == List.class) {
            return strings(field, node);
        }
        if (type == JsonNode.class) {
            return node;
        }
        throw new IllegalStateException("no reading for a field of " + type);
    }

    /** The text of a string field, or of a list or object where the component takes one. */
    private static String text(String field, JsonNode node, RecordComponent component) {
        if (node.isArray() && component.isAnnotationPresent(Names.class)) {
            List<String> items = new ArrayList<>();
            for (JsonNode item : node) {
                if (!item.isTextual()) {
                    throw ApiError.badRequest("\"" + field + "\" must be a string or a list of strings");
                }
                items.add(item.asText());
            }
            return String.join(",", items);
        }
        // The f-puzzles object itself, or its text: the JSON, the compressed payload, or a link that carries it.
        if (node.isObject() && component.isAnnotationPresent(TextOrObject.class)) {
            return node.toString();
        }
        if (!node.isTextual()) {
            throw ApiError.badRequest("\"" + field + "\" must be a string");
        }
        return node.asText();
    }

    /**
     * The strings of a field that names several things, each whole (a name may hold a comma): one
     * string, or a list of them.
     */
    private static List<String> strings(String field, JsonNode node) {
        if (node.isTextual()) {
            return List.of(node.asText());
        }
        List<String> items = new ArrayList<>();
        if (node.isArray()) {
            for (JsonNode item : node) {
                if (!item.isTextual()) {
                    break;
                }
                items.add(item.asText());
            }
            if (items.size() == node.size()) {
                return List.copyOf(items);
            }
        }
        throw ApiError.badRequest("\"" + field + "\" must be a string or a list of strings, not " + ErrorText.excerpt(node.toString()));
    }

    /**
     * A range of givens: a string as {@code nonet generate --clues} takes it ({@code "36..40"}, or
     * {@code "30"} for exactly 30), or a whole number for an exact count. Whether a layout allows it is
     * for the generation request to say.
     */
    private static ClueRange clues(String field, JsonNode node) {
        if (node.isIntegralNumber() && node.canConvertToInt() && node.asInt() >= 0) {
            return new ClueRange(node.asInt(), node.asInt());
        }
        if (!node.isTextual()) {
            throw ApiError.badRequest("\"" + field + "\" must be a range of givens such as \"36..40\", or a whole number of givens, not "
                    + ErrorText.excerpt(node.toString()));
        }
        try {
            return ClueRange.parse(node.asText());
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest("\"" + field + "\": " + e.getMessage());
        }
    }
}
