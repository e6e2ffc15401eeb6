package dev.nonet.cli;

import dev.nonet.se.SeRater;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the Sudoku Explainer technique families the user named ({@code rate --techniques}, {@code --exclude}):
 * by SE's name ({@code "Pointing & Claiming"}) in any case, or with only its letters, digits and {@code +}
 * kept ({@code pointing-claiming}, {@code alignedpairexclusion}, {@code dynamic-forcing-chains+}), so that no
 * quoting is needed.
 */
final class SeFamilyNames {

    private SeFamilyNames() {
    }

    /**
     * The families called {@code names}, as the rater names them.
     *
     * @param option the option they came with, for the message
     * @throws UserError (exit 2) listing the families when a name matches none
     */
    static List<String> resolve(List<String> names, SeRater rater, String option) {
        List<String> found = new ArrayList<>();
        for (String name : names) {
            String wanted = key(name);
            String match = null;
            for (String family : rater.families()) {
                if (key(family).equals(wanted)) {
                    match = family;
                }
            }
            if (match == null) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, option + ": no technique family '" + name.strip()
                        + "'; the families are: " + String.join(", ", rater.families()));
            }
            found.add(match);
        }
        return found;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9+]", ""); // "+" tells Dynamic Forcing Chains (+) apart
    }
}
