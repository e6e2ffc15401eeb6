package dev.nonet.cli;

import dev.nonet.se.SeFamily;
import dev.nonet.se.SeRater;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

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
     * The families of {@code rater} called {@code names}.
     *
     * @param option the option they came with, for the message
     * @throws UserError (exit 2) listing the rater's families when a name matches none of them
     */
    static List<SeFamily> resolve(List<String> names, SeRater rater, String option) {
        List<SeFamily> found = new ArrayList<>();
        for (String name : names) {
            String wanted = key(name);
            SeFamily match = null;
            for (SeFamily family : rater.families()) {
                if (key(family.displayName()).equals(wanted)) {
                    match = family;
                }
            }
            if (match == null) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, option + ": no technique family '" + name.strip()
                        + "'; the families are: " + names(rater.families()));
            }
            found.add(match);
        }
        return found;
    }

    /** SE's names of {@code families}, one after the other: {@code Hidden Single, Direct Pointing}. */
    static String names(List<SeFamily> families) {
        return families.stream().map(SeFamily::displayName).collect(Collectors.joining(", "));
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9+]", ""); // "+" tells Dynamic Forcing Chains (+) apart
    }
}
