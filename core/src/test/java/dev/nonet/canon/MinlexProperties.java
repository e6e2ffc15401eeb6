package dev.nonet.canon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The laws of minlex and transforms over random transforms of sample puzzles and their solutions. */
class MinlexProperties {

    private static final List<Puzzle> SAMPLES = samples();

    @Provide
    Arbitrary<Puzzle> puzzles() {
        Arbitrary<Puzzle> puzzle = Arbitraries.of(SAMPLES);
        return Arbitraries.oneOf(puzzle, puzzle.map(p -> new Puzzle(p.layout(), Sudoku.solve(p).solution().orElseThrow())));
    }

    @Property(tries = 300)
    void aRandomCopyHasTheSameForm(@ForAll("puzzles") Puzzle puzzle, @ForAll long seed) {
        Puzzle copy = Transform.random(seed).apply(puzzle);
        assertThat(Minlex.canonical(copy).form()).isEqualTo(Minlex.canonical(puzzle).form());
    }

    @Property(tries = 300)
    void theTransformMakesTheForm(@ForAll("puzzles") Puzzle puzzle, @ForAll long seed) {
        Puzzle copy = Transform.random(seed).apply(puzzle);
        Canonical canonical = Minlex.canonical(copy);
        assertThat(canonical.transform().apply(copy)).isEqualTo(canonical.form());
        assertThat(Minlex.canonical(canonical.form()).form()).isEqualTo(canonical.form());
        assertThat(Minlex.canonical(copy).automorphisms()).isEqualTo(Minlex.canonical(puzzle).automorphisms());
    }

    @Property(tries = 200)
    void equivalentFindsTheTransformBetweenCopies(@ForAll("puzzles") Puzzle puzzle, @ForAll long seed, @ForAll long other) {
        Puzzle a = Transform.random(seed).apply(puzzle);
        Puzzle b = Transform.random(other).apply(puzzle);
        assertThat(Minlex.equivalent(a, b)).hasValueSatisfying(t -> assertThat(t.apply(a)).isEqualTo(b));
    }

    @Property(tries = 100)
    void differentPuzzlesAreNotEquivalent(@ForAll("puzzles") Puzzle puzzle, @ForAll long seed) {
        Grid givens = puzzle.givens();
        int cell = Math.floorMod(seed, 81);
        // one more given (or one fewer): the given count differs, so no transform can match them
        Puzzle changed = Puzzle.of(givens.get(cell) == 0
                ? givens.with(dev.nonet.grid.Shape.CLASSIC.cell(cell), 1 + Math.floorMod(seed >> 8, 9))
                : givens.with(dev.nonet.grid.Shape.CLASSIC.cell(cell), 0));
        assertThat(Minlex.equivalent(puzzle, changed)).isEmpty();
    }

    @Property(tries = 300)
    void inverseAndThenObeyTheGroupLaws(@ForAll("puzzles") Puzzle puzzle, @ForAll long s, @ForAll long u) {
        Transform t = Transform.random(s);
        Transform v = Transform.random(u);
        assertThat(t.inverse().apply(t.apply(puzzle))).isEqualTo(puzzle);
        assertThat(t.then(t.inverse())).isEqualTo(Transform.IDENTITY);
        assertThat(t.then(v).apply(puzzle)).isEqualTo(v.apply(t.apply(puzzle)));
        assertThat(t.then(v).inverse()).isEqualTo(v.inverse().then(t.inverse()));
        assertThat(Transform.parse(t.toString())).isEqualTo(t);
    }

    private static List<Puzzle> samples() {
        try (var in = MinlexProperties.class.getResourceAsStream("/samples/top1465.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#") && l.length() >= 81)
                    .limit(300)
                    .map(l -> Puzzle.parse(l.substring(0, 81)))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
