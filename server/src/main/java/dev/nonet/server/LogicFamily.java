package dev.nonet.server;

import dev.nonet.logic.Technique;
import dev.nonet.reason.RuleSolver;
import dev.nonet.reason.RuleTechnique;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The families of logic a setter switches off in the userscript's settings (its {@code disabledlogic}: tuples,
 * pointing, fishes, wings, aic, contradictions), as the rule solver's techniques and, among the houses' own
 * ({@link RuleTechnique#HOUSES}), Nonet's classic ones. Singles and the constraints' own deductions are never off;
 * nor are the templates, which belong to none of these families.
 */
enum LogicFamily {
    TUPLES(EnumSet.of(RuleTechnique.GROUP_PAIR, RuleTechnique.GROUP_TRIPLE, RuleTechnique.GROUP_QUAD), named("(NAKED|HIDDEN)_(PAIR|TRIPLE|QUAD)")),
    POINTING(EnumSet.of(RuleTechnique.MUST_PLACE), named("POINTING|CLAIMING")),
    FISHES(EnumSet.noneOf(RuleTechnique.class), named(".*(X_WING|SWORDFISH|JELLYFISH|SQUIRMBAG|WHALE)")),
    WINGS(EnumSet.noneOf(RuleTechnique.class), named("XY_WING|XYZ_WING|W_WING|ALS_XY_WING")),
    AIC(EnumSet.of(RuleTechnique.RULE_CHAIN), named(".*(CHAIN|AIC|NICE_LOOP|KITE|SKYSCRAPER|TURBOT_FISH|EMPTY_RECTANGLE|COLOUR.*|REMOTE_PAIR|ALS_XZ|DEATH_BLOSSOM)")),
    CONTRADICTIONS(EnumSet.of(RuleTechnique.CELL_FORCING, RuleTechnique.HOUSE_FORCING, RuleTechnique.CONTRADICTION,
            RuleTechnique.NESTED_CONTRADICTION),
            named("CELL_FORCING_CHAIN|UNIT_FORCING_CHAIN|FORCING_NET"));

    private final Set<RuleTechnique> rules;
    private final Set<Technique> houses;

    LogicFamily(Set<RuleTechnique> rules, Set<Technique> houses) {
        this.rules = rules;
        this.houses = houses;
    }

    /** The rule solver limited to {@code limit} a solve, without the families {@code disabled} names (unknown names are passed over). */
    static RuleSolver solverWithout(List<String> disabled, Duration limit) {
        Set<LogicFamily> off = EnumSet.noneOf(LogicFamily.class);
        for (String name : disabled) {
            Arrays.stream(values()).filter(f -> f.name().equalsIgnoreCase(name.strip())).forEach(off::add);
        }
        Set<RuleTechnique> rules = EnumSet.noneOf(RuleTechnique.class);
        Set<Technique> houses = EnumSet.noneOf(Technique.class);
        for (LogicFamily family : off) {
            rules.addAll(family.rules);
            houses.addAll(family.houses);
        }
        return new RuleSolver(limit, rules, houses);
    }

    /** Nonet's classic techniques whose enum names match {@code regex} whole. */
    private static Set<Technique> named(String regex) {
        Pattern pattern = Pattern.compile(regex);
        return Arrays.stream(Technique.values()).filter(t -> pattern.matcher(t.name()).matches())
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Technique.class)));
    }
}
