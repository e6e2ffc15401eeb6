package dev.nonet.reason;

import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the rule solver's walks over constraints' fillings ("Constraint with houses", "Constraints together") found, kept for the walks after
 * them: a walk over the same cells, under the same constraints, reading the same candidates, finds what it found
 * before, so it is not walked again. Within one solve that spares the walks of the constraints a step did not touch.
 * Given to many solves ({@link RuleSolver#solve(dev.nonet.grid.Puzzle, dev.nonet.logic.CandidateGrid,
 * dev.nonet.limit.Deadline, RecentFillings)}), it spares a generator, which solves near copies of one puzzle (a clue
 * or a given fewer each time), the walks its solves before already made: the first steps of each solve read what
 * the last one read.
 *
 * <p>It keeps the latest 4096 walks, and answers only what a walk would: which solves share it changes
 * their time, never their paths. One thread at a time.
 */
public final class RecentFillings {

    /** How many walks are kept: more than the solves of one generated puzzle's reduction meet. */
    static final int SIZE = 4096;

    /** What a walk that found no filling, or ran past its budget, leaves. */
    private static final int[] NONE = new int[0];

    private final Map<Key, int[]> found = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, int[]> eldest) {
            return size() > SIZE;
        }
    };

    /** None kept yet. */
    public RecentFillings() {
    }

    /**
     * What the walk over {@code cells}' fillings found with {@code read} the candidates of its cells: for each cell
     * the digits some filling uses, or null when it found no filling or ran past its budget. {@code walk} walks (and
     * answers so) when no walk before was the same.
     */
    int[] support(WalkedCells cells, int[] read, Supplier<int[]> walk) {
        Key key = new Key(cells, read);
        int[] support = found.get(key);
        if (support == null) {
            support = walk.get();
            found.put(key, support == null ? NONE : support);
        }
        return support == NONE ? null : support;
    }

    /**
     * The cells of a walk and all its finding depends on besides their candidates: the constraints whose cells all
     * lie among them (the same objects: the walks of a generator's puzzles share them), which of the cells see each
     * other, and the grid's side.
     */
    static final class WalkedCells {
        private final int side;
        private final int[] cells;
        private final Constraint[] inside;
        private final long[] sees;
        private final int hash;

        private WalkedCells(int side, int[] cells, Constraint[] inside, long[] sees) {
            this.side = side;
            this.cells = cells;
            this.inside = inside;
            this.sees = sees;
            int h = side;
            h = 31 * h + Arrays.hashCode(cells);
            for (Constraint constraint : inside) {
                h = 31 * h + System.identityHashCode(constraint);
            }
            this.hash = 31 * h + Arrays.hashCode(sees);
        }

        /** The walk over {@code cells} (cell indexes, in the walk's order) of {@code rules}' puzzle. */
        static WalkedCells of(Rules rules, int[] cells) {
            boolean[] among = new boolean[rules.cellCount];
            for (int c : cells) {
                among[c] = true;
            }
            List<Constraint> inside = new ArrayList<>();
            for (Constraint constraint : rules.constraints) {
                boolean all = true;
                for (int c : rules.indexes(constraint.cells())) {
                    all &= among[c];
                }
                if (all) {
                    inside.add(constraint);
                }
            }
            int n = cells.length;
            long[] sees = new long[(n * n + 63) / 64];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (rules.sees[cells[i]][cells[j]]) {
                        sees[(i * n + j) / 64] |= 1L << (i * n + j);
                    }
                }
            }
            return new WalkedCells(rules.side, cells.clone(), inside.toArray(new Constraint[0]), sees);
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof WalkedCells other) || other.hash != hash || other.side != side
                    || !Arrays.equals(other.cells, cells) || !Arrays.equals(other.sees, sees)
                    || other.inside.length != inside.length) {
                return false;
            }
            for (int i = 0; i < inside.length; i++) {
                if (other.inside[i] != inside[i]) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** A walk: its cells and what they held. */
    private record Key(WalkedCells cells, int[] read) {

        @Override
        public boolean equals(Object o) {
            return o instanceof Key other && other.cells.equals(cells) && Arrays.equals(other.read, read);
        }

        @Override
        public int hashCode() {
            return 31 * cells.hashCode() + Arrays.hashCode(read);
        }
    }
}
