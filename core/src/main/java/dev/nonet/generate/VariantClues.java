package dev.nonet.generate;

import dev.nonet.constraint.AntiKing;
import dev.nonet.constraint.AntiKnight;
import dev.nonet.constraint.Arrow;
import dev.nonet.constraint.Difference;
import dev.nonet.constraint.LittleKiller;
import dev.nonet.constraint.Negative;
import dev.nonet.constraint.Palindrome;
import dev.nonet.constraint.Ratio;
import dev.nonet.constraint.Renban;
import dev.nonet.constraint.Sandwich;
import dev.nonet.constraint.Thermometer;
import dev.nonet.constraint.Whispers;
import dev.nonet.constraint.XV;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * The clues of the variant kinds that are true of one complete classic grid: the {@link #pool()} the generator
 * picks from (each clue may be left out), and the {@link #fixed()} rules every puzzle of the kinds has (anti-knight,
 * anti-king, and with the negative rule every dot of its family together with the rule).
 *
 * <ul>
 * <li>thermo: disjoint rising paths of 2 to 6 cells; whispers: of 3 to 6 cells differing by 5 or more; renban: of 2
 * to 5 consecutive digits; palindrome: of 3 to 7 cells (odd, grown from the middle): all king's-step paths
 * ({@link CluePaths});
 * <li>arrow: a one-cell circle of 3 or more and a shaft of 2 to 4 cells adding up to it;
 * <li>kropki: a white dot on every side-by-side pair one apart, a black one on every pair of a digit and its double
 * (1 and 2: either, at random); xv: an X on every pair adding up to 10, a V on every pair adding up to 5;
 * <li>sandwich: every row's and column's; little killer: every diagonal of 2 cells or more, its clue at a random end.
 * </ul>
 */
final class VariantClues {

    private static final int N = 81;

    private final List<Constraint> pool = new ArrayList<>();
    private final List<Constraint> fixed = new ArrayList<>();

    /** The clues of {@code kinds} true of the grid {@code s} (digits by cell index), drawn with {@code random}. */
    VariantClues(int[] s, Set<VariantKind> kinds, RandomGenerator random) {
        for (VariantKind kind : VariantKind.values()) {
            if (kinds.contains(kind)) {
                add(kind, s, random);
            }
        }
    }

    /** The clues a puzzle may have or leave out. */
    List<Constraint> pool() {
        return pool;
    }

    /** The rules every puzzle of the kinds has. */
    List<Constraint> fixed() {
        return fixed;
    }

    /** The rules over the whole grid of {@code kinds}, which a complete grid must keep from the start. */
    static List<Constraint> globalRules(Set<VariantKind> kinds) {
        List<Constraint> rules = new ArrayList<>();
        if (kinds.contains(VariantKind.ANTI_KNIGHT)) {
            rules.add(AntiKnight.of(9));
        }
        if (kinds.contains(VariantKind.ANTI_KING)) {
            rules.add(AntiKing.of(9));
        }
        return rules;
    }

    private void add(VariantKind kind, int[] s, RandomGenerator random) {
        switch (kind) {
            case THERMO -> lines(CluePaths.draw(s, CluePaths.RISING, 2, 8, random), Thermometer::new);
            case WHISPERS -> lines(CluePaths.draw(s, CluePaths.WHISPERING, 3, 6, random), line -> new Whispers(line, 5));
            case RENBAN -> lines(CluePaths.draw(s, CluePaths.CONSECUTIVE, 2, 5, random), Renban::new);
            case PALINDROME -> lines(CluePaths.palindromes(s, 3, 7, random), Palindrome::new);
            case ARROW -> {
                for (int[] arrow : CluePaths.arrows(s, 4, random)) {
                    List<Cell> cells = cells(arrow);
                    pool.add(new Arrow(cells.subList(0, 1), cells.subList(1, cells.size())));
                }
            }
            case KROPKI -> pool.addAll(kropki(s, random));
            case KROPKI_NEGATIVE -> {
                List<Constraint> dots = kropki(s, random);
                fixed.addAll(dots);
                Set<Set<Cell>> marked = pairsOf(dots);
                fixed.add(Negative.of("difference", 9, marked, List.of(1)));
                fixed.add(Negative.of("ratio", 9, marked, List.of(2)));
            }
            case XV -> pool.addAll(xv(s));
            case XV_NEGATIVE -> {
                List<Constraint> dots = xv(s);
                fixed.addAll(dots);
                fixed.add(Negative.of("xv", 9, pairsOf(dots), List.of(5, 10)));
            }
            case SANDWICH -> sandwiches(s);
            case LITTLE_KILLER -> littleKillers(s, random);
            case ANTI_KNIGHT, ANTI_KING -> fixed.addAll(globalRules(Set.of(kind)));
            default -> throw new IllegalStateException("no clues drawn for " + kind);
        }
    }

    private void lines(List<int[]> paths, Function<List<Cell>, Constraint> make) {
        for (int[] path : paths) {
            pool.add(make.apply(cells(path)));
        }
    }

    private static List<Constraint> kropki(int[] s, RandomGenerator random) {
        List<Constraint> dots = new ArrayList<>();
        forEachPair((a, b) -> {
            int x = s[a];
            int y = s[b];
            boolean white = Math.abs(x - y) == 1;
            boolean black = x == 2 * y || y == 2 * x;
            if (white && black) {
                white = random.nextBoolean();
                black = !white;
            }
            if (white) {
                dots.add(new Difference(cell(a), cell(b), 1));
            } else if (black) {
                dots.add(new Ratio(cell(a), cell(b), 2));
            }
        });
        return dots;
    }

    private static List<Constraint> xv(int[] s) {
        List<Constraint> dots = new ArrayList<>();
        forEachPair((a, b) -> {
            int sum = s[a] + s[b];
            if (sum == 5 || sum == 10) {
                dots.add(new XV(cell(a), cell(b), sum));
            }
        });
        return dots;
    }

    private interface PairVisitor {
        void visit(int a, int b);
    }

    /** Every side-by-side pair of cells once, row by row. */
    private static void forEachPair(PairVisitor visitor) {
        for (int i = 0; i < N; i++) {
            if (i % 9 < 8) {
                visitor.visit(i, i + 1);
            }
            if (i / 9 < 8) {
                visitor.visit(i, i + 9);
            }
        }
    }

    private static Set<Set<Cell>> pairsOf(List<Constraint> dots) {
        Set<Set<Cell>> pairs = new HashSet<>();
        for (Constraint dot : dots) {
            pairs.add(Set.copyOf(dot.cells()));
        }
        return pairs;
    }

    private void sandwiches(int[] s) {
        for (int k = 0; k < 9; k++) {
            int[] row = new int[9];
            int[] column = new int[9];
            for (int j = 0; j < 9; j++) {
                row[j] = k * 9 + j;
                column[j] = j * 9 + k;
            }
            pool.add(new Sandwich(cells(row), between(s, row)));
            pool.add(new Sandwich(cells(column), between(s, column)));
        }
    }

    /** The sum of the digits strictly between the 1 and the 9 of {@code line}. */
    private static int between(int[] s, int[] line) {
        int one = 0;
        int nine = 0;
        for (int j = 0; j < line.length; j++) {
            if (s[line[j]] == 1) {
                one = j;
            } else if (s[line[j]] == 9) {
                nine = j;
            }
        }
        int sum = 0;
        for (int j = Math.min(one, nine) + 1; j < Math.max(one, nine); j++) {
            sum += s[line[j]];
        }
        return sum;
    }

    /** Every diagonal of two cells or more, both ways, read from a random end (where its clue sits). */
    private void littleKillers(int[] s, RandomGenerator random) {
        for (int way : new int[] {1, -1}) {
            // Down-right diagonals start on the top row or the left column; down-left ones on the top row or the right column.
            for (int start = 0; start < 17; start++) {
                int r = Math.max(0, start - 8);
                int c = way == 1 ? Math.max(0, 8 - start) : Math.min(8, start);
                List<Cell> cells = new ArrayList<>();
                int sum = 0;
                for (; r < 9 && c >= 0 && c < 9; r++, c += way) {
                    cells.add(new Cell(r, c));
                    sum += s[r * 9 + c];
                }
                if (cells.size() < 2) {
                    continue;
                }
                List<Cell> read = new ArrayList<>(cells);
                if (random.nextBoolean()) {
                    Collections.reverse(read);
                }
                pool.add(new LittleKiller(read, sum));
            }
        }
    }

    private static Cell cell(int index) {
        return new Cell(index / 9, index % 9);
    }

    private static List<Cell> cells(int[] indexes) {
        List<Cell> out = new ArrayList<>(indexes.length);
        for (int i : indexes) {
            out.add(cell(i));
        }
        return out;
    }
}
