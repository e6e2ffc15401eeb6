package dev.nonet.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The fields a JSON object may have. Any other is refused rather than ignored: a typo such as
 * {@code "varient"} would otherwise be answered as if the field were absent.
 *
 * @param names the fields, in the order the error lists them
 */
record AllowedFields(List<String> names) {

    /** Past this many edits a known name is no longer a likely meaning of the unknown one. */
    private static final int MOST_EDITS_SUGGESTED = 2;

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
                String closest = closestTo(field);
                throw ApiError.badRequest(prefix + "unknown field \"" + field + "\""
                        + (closest == null ? "" : " (did you mean \"" + closest + "\"?)") + "; the fields are " + String.join(", ", names));
            }
        }
    }

    /** The known name fewest edits away from {@code unknown}, if it is near enough to be meant. */
    private String closestTo(String unknown) {
        String closest = null;
        int fewest = MOST_EDITS_SUGGESTED + 1;
        for (String name : names) {
            int edits = edits(unknown.toLowerCase(Locale.ROOT), name.toLowerCase(Locale.ROOT));
            if (edits < fewest) {
                closest = name;
                fewest = edits;
            }
        }
        return closest;
    }

    /** The Levenshtein distance: insertions, deletions and substitutions that turn {@code a} into {@code b}. */
    private static int edits(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
