package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.constraint.KillerCage;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Puzzle;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The table of f-puzzles keys is complete: every kind of {@code dev.nonet.constraint} has its row, and
 * every key round-trips (read, written, read again gives the same puzzle) on the shared variant puzzles
 * and, for the keys none of them uses, on a puzzle made for it.
 */
class FPuzzlesKindsTest {

    /** The keys no shared puzzle uses, and the cells' given pencil marks, in one puzzle. */
    private static final String OTHER_KEYS = FPuzzlesTest.blank9("\"slowthermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]]}],"
            + "\"sum\":[{\"cells\":[\"R2C1\",\"R2C2\"],\"value\":\"7\"}]").replaceFirst("\\{\\}", "{\"givenPencilMarks\":[1,3]}");

    @Test
    void everyKindOfTheConstraintPackageHasItsRow() throws IOException, URISyntaxException {
        Set<Class<?>> kinds = new TreeSet<>((a, b) -> a.getName().compareTo(b.getName()));
        Path folder = Path.of(KillerCage.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("dev/nonet/constraint");
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (!name.endsWith(".class") || name.contains("$") || name.equals("package-info.class")) {
                    continue;
                }
                Class<?> type;
                try {
                    type = Class.forName("dev.nonet.constraint." + name.substring(0, name.length() - ".class".length()));
                } catch (ClassNotFoundException e) {
                    throw new AssertionError(e);
                }
                int modifiers = type.getModifiers();
                if (Constraint.class.isAssignableFrom(type) && Modifier.isPublic(modifiers) && !Modifier.isAbstract(modifiers)) {
                    kinds.add(type);
                }
            }
        }
        assertThat(kinds).hasSizeGreaterThan(30);
        assertThat(FPuzzlesKinds.types()).containsExactlyInAnyOrderElementsOf(kinds);
    }

    @Test
    void everyKeyRoundTrips() throws Exception {
        List<String> puzzles = new ArrayList<>();
        for (Map<?, ?> entry : FPuzzlesTest.testSet()) {
            puzzles.add((String) entry.get("puzzle"));
        }
        puzzles.add(OTHER_KEYS);
        Set<String> written = new LinkedHashSet<>();
        for (String text : puzzles) {
            Puzzle puzzle = FPuzzles.read(text).puzzle();
            String json = FPuzzles.of(puzzle).json();
            assertThat(FPuzzles.read(json).puzzle()).as(json).isEqualTo(puzzle);
            Map<?, ?> object = (Map<?, ?>) JsonTree.parse(json);
            object.keySet().forEach(key -> written.add((String) key));
            for (Object row : (List<?>) object.get("grid")) {
                for (Object cell : (List<?>) row) {
                    ((Map<?, ?>) cell).keySet().forEach(key -> written.add((String) key));
                }
            }
        }
        assertThat(written).containsAll(FPuzzles.kinds()).contains("givenPencilMarks");
    }
}
