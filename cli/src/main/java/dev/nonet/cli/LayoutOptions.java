package dev.nonet.cli;

import dev.nonet.format.LayoutSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine.Option;

/** The options that name the puzzles' shape and variants (a picocli mixin of the commands that solve any layout). */
final class LayoutOptions {

    @Option(names = "--shape", paramLabel = "SHAPE", completionCandidates = CompletionCandidates.Shapes.class,
            description = "Grid shape: 4x4, 6x6, 8x8, 9x9, 12x12, 16x16, 25x25 (any side 4-25) with the usual boxes, or 12x12:3x4 for boxes 3 wide and 4 high. Default: 9x9, or the size a line's length (16, 36, 64, 144, 256, 625 cells) or a grid's first row (10-25 cells) tells.")
    String shape;

    @Option(names = "--variant", paramLabel = "VARIANT", split = ",", completionCandidates = CompletionCandidates.Variants.class,
            description = "Variant rules, several joined by commas: jigsaw (regions from a map), x (both diagonals), windoku (four extra 3x3 boxes), disjoint (disjoint groups); 'nonet generate' also makes killer (cages with sums) and the setters' kinds thermo, arrow, kropki, kropki-negative, xv, xv-negative, sandwich, littlekiller, whispers, renban, palindrome, antiknight and antiking, on classic 9x9.")
    List<String> variants = new ArrayList<>();

    @Option(names = "--regions", paramLabel = "FILE",
            description = "The region map of every puzzle (implies --variant jigsaw): N rows of N symbols, one symbol per region. Without it each jigsaw puzzle read brings its own map after its cells, and 'nonet generate' draws a map at random for each puzzle.")
    Path regions;

    @Option(names = "--ignore", paramLabel = "KIND", split = ",",
            description = "Read f-puzzles puzzles without these constraint kinds (f-puzzles names, several joined by commas, e.g. --ignore chaotic). A kind nonet does not know otherwise refuses its puzzle, since solving without it could give a wrong count.")
    List<String> ignore = new ArrayList<>();

    /** The kinds {@code --ignore} names, trimmed and in lower case as f-puzzles writes its keys. */
    private Set<String> ignoredKinds() {
        return ignoredKinds(ignore);
    }

    /** The kinds an {@code --ignore} option (of this or another command) names, as {@link #ignoredKinds()} reads them. */
    static Set<String> ignoredKinds(List<String> ignore) {
        Set<String> kinds = new LinkedHashSet<>();
        for (String kind : ignore) {
            if (kind.isBlank()) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, "--ignore needs a constraint kind, such as --ignore chaotic");
            }
            kinds.add(kind.strip().toLowerCase(Locale.ROOT));
        }
        return kinds;
    }

    /**
     * What the options say about the puzzles.
     *
     * @throws UserError (exit 2) for an unknown shape or variant, an unreadable region file, or parts
     *                   that do not fit together
     */
    LayoutSpec spec() {
        return specWithout(List.of());
    }

    /** Whether {@code --variant} names {@code name} (ignoring case): a variant a command takes itself, not a layout. */
    boolean names(String name) {
        return variants.stream().anyMatch(v -> v.strip().equalsIgnoreCase(name));
    }

    /** {@link #spec()} with the variants {@code own} left out, for a command that takes them itself. */
    LayoutSpec specWithout(List<String> own) {
        String map = regions == null ? null : Utf8Text.read(regions);
        List<String> named = variants.stream().filter(v -> own.stream().noneMatch(o -> o.equalsIgnoreCase(v.strip()))).toList();
        try {
            return LayoutSpec.describe(shape, named, map, own).ignoring(ignoredKinds());
        } catch (LayoutSpec.DescriptionException e) {
            String option = switch (e.part()) {
                case SHAPE -> "--shape " + shape + ": ";
                case VARIANT -> "--variant: ";
                case REGIONS -> "--regions " + regions + ": ";
                case WHOLE -> ""; // parts that do not fit together
            };
            throw new UserError(ExitCode.USAGE_OR_INPUT, option + e.getMessage());
        }
    }
}
