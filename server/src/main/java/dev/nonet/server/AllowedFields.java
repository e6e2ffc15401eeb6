package dev.nonet.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The fields a JSON object may have. Any other is refused rather than ignored: a typo such as
 * {@code "varient"} would otherwise be answered as if the field were absent.
 *
 * @param names the fields, in the order the error lists them
 */
record AllowedFields(List<String> names) {

    AllowedFields {
        names = List.copyOf(names);
    }

    static AllowedFields of(String... names) {
        return new AllowedFields(List.of(names));
    }

    /** These fields and {@code more}'s. */
    AllowedFields and(AllowedFields more) {
        List<String> all = new ArrayList<>(names);
        all.addAll(more.names);
        return new AllowedFields(all);
    }

    /**
     * Refuses (400) the first field of {@code object} not among these: {@code unknown field "varient"
     * (did you mean "variant"?); the fields are puzzle, shape, variant, regions}, after {@code prefix}.
     */
    void check(JsonNode object, String prefix) {
        for (Iterator<String> fields = object.fieldNames(); fields.hasNext(); ) {
            String field = fields.next();
            if (!names.contains(field)) {
                String closest = ClosestName.among(names, field);
                throw ApiError.badRequest(prefix + "unknown field \"" + ErrorText.excerpt(field) + "\""
                        + (closest == null ? "" : " (did you mean \"" + closest + "\"?)") + "; the fields are " + String.join(", ", names));
            }
        }
    }
}
