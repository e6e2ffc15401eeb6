package dev.nonet.constraint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.constraint.KindsATesting.Board;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Narrowing soundness of the cell, sum and clue kinds against brute force: on random small instances
 * (side 4 or 6) with random candidates, every digit that some assignment keeping the rule uses survives
 * {@link Constraint#narrow}, and a rule some assignment keeps is never called broken.
 */
class KindsAProperties {

    /** The most assignments one instance may have to walk. */
    private static final long LIMIT = 4000;
    private static final int KINDS = 20;

    @Property(tries = 500)
    void narrowingKeepsEveryDigitSomeSolutionUses(@ForAll long seed) {
        Random random = new Random(seed);
        int kind = random.nextInt(KINDS);
        boolean gridWide = kind >= KINDS - 3;
        int side = gridWide || random.nextBoolean() ? 4 : 6;
        Instance instance = new Instance(side, random);
        Constraint rule = instance.make(kind);
        Board board = new Board(side);
        if (gridWide) {
            instance.plantGridWide(kind);
            instance.fewCandidates(board, rule.cells());
        } else {
            instance.candidates(board, rule.cells());
        }
        KindsATesting.assertSound(rule, board);
        for (Constraint part : rule.parts()) {
            assertThat(rule.cells()).containsAll(part.cells());
        }
    }

    /**
     * The outside clues (sandwich, X-sum, skyscraper) on their own and on lines of 4 to 6 cells, more often
     * than above: each narrows by reading its whole line, the skyscraper also by how many different digits
     * the cells before a point hold.
     */
    @Property(tries = 400)
    void outsideClueNarrowingKeepsEveryDigitSomeLineUses(@ForAll long seed) {
        Random random = new Random(seed);
        int side = 4 + random.nextInt(3);
        Instance instance = new Instance(side, random);
        Constraint rule = instance.make(4 + random.nextInt(3));
        Board board = new Board(side);
        instance.candidates(board, rule.cells());
        KindsATesting.assertSound(rule, board);
    }

    /** What an outside clue's {@link Constraint#mayBeKept} says, which may stop at the first placing, is what its narrowing says. */
    @Property(tries = 400)
    void outsideClueMayBeKeptAnswersAsItsNarrowing(@ForAll long seed) {
        Random random = new Random(seed);
        int side = 4 + random.nextInt(3);
        Instance instance = new Instance(side, random);
        Constraint rule = instance.make(4 + random.nextInt(3));
        Board board = new Board(side);
        instance.candidates(board, rule.cells());
        Board asked = new Board(side);
        Board narrowed = new Board(side);
        int[] masks = board.masks();
        for (int i = 0; i < masks.length; i++) {
            asked.set(i, masks[i]);
            narrowed.set(i, masks[i]);
        }
        assertThat(rule.mayBeKept(asked)).as(rule + " on " + java.util.Arrays.toString(masks)).isEqualTo(rule.narrow(narrowed));
    }

    /** A random instance: a Latin square of digits some rules are built to keep, and the random source. */
    private static final class Instance {
        final int side;
        final Random random;
        final int[] plant;

        Instance(int side, Random random) {
            this.side = side;
            this.random = random;
            int[] rows = permutation();
            int[] columns = permutation();
            int[] symbols = permutation();
            plant = new int[side * side];
            for (int r = 0; r < side; r++) {
                for (int c = 0; c < side; c++) {
                    plant[r * side + c] = symbols[(rows[r] + columns[c]) % side] + 1;
                }
            }
        }

        int[] permutation() {
            List<Integer> list = new ArrayList<>();
            for (int i = 0; i < side; i++) {
                list.add(i);
            }
            Collections.shuffle(list, random);
            return list.stream().mapToInt(Integer::intValue).toArray();
        }

        /** Replants the 4x4 grid with digits that keep anti-knight, anti-king or nonconsecutive. */
        void plantGridWide(int kind) {
            int[] symbols = permutation();
            for (int r = 0; r < side; r++) {
                for (int c = 0; c < side; c++) {
                    plant[r * side + c] = switch (kind) {
                        case KINDS - 3 -> symbols[(r + c) % 4] + 1;
                        case KINDS - 2 -> symbols[(r + 2 * c) % 4] + 1;
                        default -> (r + c) % 2 == 0 ? 1 + random.nextInt(2) : 4;
                    };
                }
            }
        }

        int planted(Cell cell) {
            return plant[cell.row() * side + cell.column()];
        }

        void plant(Cell cell, int digit) {
            plant[cell.row() * side + cell.column()] = digit;
        }

        Cell anyCell() {
            return new Cell(random.nextInt(side), random.nextInt(side));
        }

        /** {@code count} different random cells. */
        List<Cell> someCells(int count) {
            Set<Cell> cells = new HashSet<>();
            while (cells.size() < count) {
                cells.add(anyCell());
            }
            List<Cell> list = new ArrayList<>(cells);
            Collections.shuffle(list, random);
            return list;
        }

        /** A whole row or column in either direction. */
        List<Cell> line() {
            int index = random.nextInt(side);
            boolean row = random.nextBoolean();
            List<Cell> line = new ArrayList<>();
            for (int i = 0; i < side; i++) {
                line.add(row ? new Cell(index, i) : new Cell(i, index));
            }
            if (random.nextBoolean()) {
                Collections.reverse(line);
            }
            return line;
        }

        /** Part of a row, its planted digits all different. */
        List<Cell> rowPart(int count) {
            int r = random.nextInt(side);
            int[] columns = permutation();
            List<Cell> out = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                out.add(new Cell(r, columns[i]));
            }
            return out;
        }

        int sum(List<Cell> cells) {
            int total = 0;
            for (Cell cell : cells) {
                total += planted(cell);
            }
            return total;
        }

        /** {@code value}, or sometimes a value near it, within {@code low..high}. */
        int nudge(int value, int low, int high) {
            if (random.nextInt(5) == 0) {
                value += random.nextInt(7) - 3;
            }
            return Math.max(low, Math.min(high, value));
        }

        /** Splits {@code total} into {@code parts} digits of 1..side, planted on {@code cells}; false if it cannot. */
        boolean spread(List<Cell> cells, int total) {
            int parts = cells.size();
            if (total < parts || total > parts * side) {
                return false;
            }
            int left = total;
            for (int i = 0; i < parts; i++) {
                int rest = parts - i - 1;
                int low = Math.max(1, left - rest * side);
                int high = Math.min(side, left - rest);
                int digit = low + random.nextInt(high - low + 1);
                plant(cells.get(i), digit);
                left -= digit;
            }
            return true;
        }

        Constraint make(int kind) {
            switch (kind) {
                case 0, 1 -> {
                    List<Cell> cells = random.nextBoolean() ? rowPart(1 + random.nextInt(Math.min(side, 5))) : someCells(1 + random.nextInt(4));
                    int n = cells.size();
                    int total = sum(cells);
                    if (total < SumTable.least(n)) {
                        total = SumTable.least(n);
                    }
                    return new KillerCage(cells, OptionalInt.of(nudge(total, SumTable.least(n), SumTable.most(n, side))));
                }
                case 2 -> {
                    return new KillerCage(someCells(2 + random.nextInt(4)), OptionalInt.empty());
                }
                case 3 -> {
                    List<Cell> cells = someCells(1 + random.nextInt(4));
                    return new LittleKiller(cells, nudge(sum(cells), cells.size(), cells.size() * side));
                }
                case 4 -> {
                    List<Cell> line = line();
                    int one = -1;
                    int top = -1;
                    for (int i = 0; i < side; i++) {
                        if (planted(line.get(i)) == 1) {
                            one = i;
                        } else if (planted(line.get(i)) == side) {
                            top = i;
                        }
                    }
                    int total = 0;
                    for (int i = Math.min(one, top) + 1; i < Math.max(one, top); i++) {
                        total += planted(line.get(i));
                    }
                    return new Sandwich(line, nudge(total, 0, side * (side + 1) / 2 - 1 - side));
                }
                case 5 -> {
                    List<Cell> line = line();
                    int x = planted(line.get(0));
                    return new XSum(line, nudge(sum(line.subList(0, x)), 1, side * (side + 1) / 2));
                }
                case 6 -> {
                    List<Cell> line = line();
                    int seen = 0;
                    int tallest = 0;
                    for (Cell cell : line) {
                        if (planted(cell) > tallest) {
                            tallest = planted(cell);
                            seen++;
                        }
                    }
                    return new Skyscraper(line, nudge(seen, 1, side));
                }
                case 7 -> {
                    List<Cell> cells = someCells(2 + random.nextInt(3));
                    List<Cell> circle = cells.subList(0, 1);
                    List<Cell> shaft = cells.subList(1, cells.size());
                    spread(shaft, planted(circle.get(0)));
                    return new Arrow(circle, shaft);
                }
                case 8 -> {
                    List<Cell> cells = someCells(4 + random.nextInt(2));
                    List<Cell> circle = cells.subList(0, 2);
                    List<Cell> shaft = cells.subList(2, cells.size());
                    int second = 1 + random.nextInt(side);
                    plant(circle.get(0), 1);
                    plant(circle.get(1), second);
                    spread(shaft, 10 + second);
                    return new Arrow(circle, shaft);
                }
                case 9 -> {
                    List<Cell> line = someCells(3 + random.nextInt(3));
                    List<Cell> middle = line.subList(1, line.size() - 1);
                    spread(middle, planted(line.get(0)) + planted(line.get(line.size() - 1)));
                    return new DoubleArrow(line);
                }
                case 10 -> {
                    int r = random.nextInt(side - 1);
                    int c = random.nextInt(side - 1);
                    List<Cell> cells = List.of(new Cell(r, c), new Cell(r, c + 1), new Cell(r + 1, c), new Cell(r + 1, c + 1));
                    List<Integer> digits = new ArrayList<>();
                    int count = 1 + random.nextInt(4);
                    for (int i = 0; i < count; i++) {
                        digits.add(random.nextInt(3) == 0 ? 1 + random.nextInt(side) : planted(cells.get(i)));
                    }
                    return new Quadruple(cells, digits);
                }
                case 11 -> {
                    return new Odd(anyCell());
                }
                case 12 -> {
                    return new Even(anyCell());
                }
                case 13, 14 -> {
                    Cell cell = anyCell();
                    List<Cell> neighbours = new ArrayList<>();
                    for (int[] step : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                        int r = cell.row() + step[0];
                        int c = cell.column() + step[1];
                        if (r >= 0 && r < side && c >= 0 && c < side && random.nextInt(5) > 0) {
                            neighbours.add(new Cell(r, c));
                        }
                    }
                    return kind == 13 ? new Minimum(cell, neighbours) : new Maximum(cell, neighbours);
                }
                case 15 -> {
                    int n = 1 + random.nextInt(3);
                    List<Cell> cells = someCells(n);
                    List<Cell> clones = someCells(n);
                    for (int i = 0; i < n; i++) {
                        plant(clones.get(i), planted(cells.get(i)));
                    }
                    return new Clone(cells, clones);
                }
                case 16 -> {
                    String[] kinds = {"rowindexer", "columnindexer", "boxindexer"};
                    int boxWidth = side == 4 ? 2 : 3;
                    return new Indexer(kinds[random.nextInt(3)], someCells(1 + random.nextInt(2)), side, boxWidth, side / boxWidth);
                }
                case 17 -> {
                    return AntiKnight.of(side);
                }
                case 18 -> {
                    return AntiKing.of(side);
                }
                default -> {
                    Set<Set<Cell>> exempt = new HashSet<>();
                    for (int i = random.nextInt(4); i > 0; i--) {
                        Cell cell = new Cell(random.nextInt(side), random.nextInt(side - 1));
                        exempt.add(Set.of(cell, new Cell(cell.row(), cell.column() + 1)));
                    }
                    return Nonconsecutive.of(side, exempt);
                }
            }
        }

        /** Random candidates for the cells, mostly holding the planted digit, few enough to walk. */
        void candidates(Board board, List<Cell> cells) {
            int all = (1 << side) - 1;
            double density = 0.2 + 0.7 * random.nextDouble();
            for (Cell cell : cells) {
                int mask = 0;
                for (int d = 0; d < side; d++) {
                    if (random.nextDouble() < density) {
                        mask |= 1 << d;
                    }
                }
                int plantedBit = 1 << (planted(cell) - 1);
                if (random.nextInt(5) > 0) {
                    mask |= plantedBit;
                }
                if (mask == 0) {
                    mask = 1 << random.nextInt(side);
                }
                board.set(cell, mask & all);
            }
            trim(board, cells);
        }

        /** The planted digit alone in most cells, a few candidates in some. */
        void fewCandidates(Board board, List<Cell> cells) {
            for (Cell cell : cells) {
                board.set(cell, 1 << (planted(cell) - 1));
            }
            for (int i = random.nextInt(8); i > 0; i--) {
                Cell cell = cells.get(random.nextInt(cells.size()));
                board.set(cell, board.candidates(cell) | 1 << random.nextInt(side));
            }
            trim(board, cells);
        }

        /** Drops candidates (the planted digit last) until the assignments are few enough to walk. */
        void trim(Board board, List<Cell> cells) {
            while (true) {
                long product = 1;
                for (Cell cell : cells) {
                    product *= Integer.bitCount(board.candidates(cell));
                }
                if (product <= LIMIT) {
                    return;
                }
                Cell cell = cells.get(random.nextInt(cells.size()));
                int mask = board.candidates(cell);
                int spare = mask & ~(1 << (planted(cell) - 1));
                if (Integer.bitCount(mask) > 1 && spare != 0) {
                    int[] bits = new int[Integer.bitCount(spare)];
                    int k = 0;
                    for (int m = spare; m != 0; m &= m - 1) {
                        bits[k++] = m & -m;
                    }
                    board.set(cell, mask & ~bits[random.nextInt(k)]);
                }
            }
        }
    }
}
