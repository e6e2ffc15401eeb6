package dev.nonet.server;

import java.util.Collection;
import java.util.Locale;

/** The known name a client most likely meant by one it misspelt: {@code "varient"} for {@code "variant"}. */
final class ClosestName {

    /** Past this many edits a known name is no longer a likely meaning of the unknown one. */
    private static final int MOST_EDITS_SUGGESTED = 2;

    private ClosestName() {
    }

    /** The name of {@code names} fewest edits away from {@code unknown} (ignoring case), or null when none is near enough to be meant. */
    static String among(Collection<String> names, String unknown) {
        String closest = null;
        int fewest = MOST_EDITS_SUGGESTED + 1;
        for (String name : names) {
            if (Math.abs(unknown.length() - name.length()) >= fewest) {
                continue; // as many edits at least: no nearer
            }
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
