package dev.nonet.cli;

import dev.nonet.logic.Technique;
import java.util.StringJoiner;

/**
 * Reads a technique the user named on the command line, by enum name ({@code HIDDEN_SINGLE_BOX}) or by
 * display name ({@code "Hidden Single (box)"}), ignoring case, as {@link Technique#named} reads them.
 */
final class TechniqueNames {

    private TechniqueNames() {
    }

    /**
     * The technique called {@code name}.
     *
     * @throws UserError (exit 2) listing the valid names when none matches
     */
    static Technique parse(String name) {
        return Technique.named(name).orElseThrow(
                () -> new UserError(ExitCode.USAGE_OR_INPUT, "unknown technique '" + name + "'; valid names: " + validNames()));
    }

    /** Every technique as {@code NAME ("Display Name")}, in solving order. */
    static String validNames() {
        StringJoiner names = new StringJoiner(", ");
        for (Technique t : Technique.values()) {
            names.add(t.name() + " (\"" + t.displayName() + "\")");
        }
        return names.toString();
    }
}
