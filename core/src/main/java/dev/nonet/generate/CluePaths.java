package dev.nonet.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random paths through a complete classic grid whose digits keep a line rule: each path moves a king's step
 * (sideways or diagonally) at a time, and the paths of one draw share no cell. They are the lines of the
 * variant generator ({@link VariantClues}): thermometers, whispers, renban and palindrome lines, arrows' shafts.
 * Every choice comes from the random stream given, so the same stream draws the same paths.
 */
final class CluePaths {

    private static final int N = 81;
    /** The king's-step neighbours of every cell. */
    static final int[][] NEIGHBOURS = new int[N][];

    static {
        for (int i = 0; i < N; i++) {
            List<Integer> list = new ArrayList<>();
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int r = i / 9 + dr;
                    int c = i % 9 + dc;
                    if ((dr != 0 || dc != 0) && r >= 0 && r < 9 && c >= 0 && c < 9) {
                        list.add(r * 9 + c);
                    }
                }
            }
            NEIGHBOURS[i] = list.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** Whether a path, as digits so far, may take {@code next} as its next digit, aiming for {@code length} cells. */
    interface Rule {
        boolean allows(int[] digits, int size, int next, int length);

        /** Whether a path of these digits, grown as far as it went, is a whole line of the rule. */
        default boolean complete(int[] digits, int size) {
            return true;
        }
    }

    /** Digits rise along the line. */
    static final Rule RISING = (digits, size, next, length) -> next > digits[size - 1];

    /** Neighbours differ by at least 5 (German whispers on 9x9). */
    static final Rule WHISPERING = (digits, size, next, length) -> Math.abs(next - digits[size - 1]) >= 5;

    /** Different digits whose span fits the line's length, and in the end are consecutive. */
    static final Rule CONSECUTIVE = new Rule() {
        @Override
        public boolean allows(int[] digits, int size, int next, int length) {
            int low = next;
            int high = next;
            for (int i = 0; i < size; i++) {
                if (digits[i] == next) {
                    return false;
                }
                low = Math.min(low, digits[i]);
                high = Math.max(high, digits[i]);
            }
            return high - low < length;
        }

        @Override
        public boolean complete(int[] digits, int size) {
            int low = 9;
            int high = 1;
            for (int i = 0; i < size; i++) {
                low = Math.min(low, digits[i]);
                high = Math.max(high, digits[i]);
            }
            return high - low == size - 1;
        }
    };

    private CluePaths() {
    }

    /**
     * Disjoint paths of {@code least} to {@code most} cells keeping {@code rule}: from each free cell in random
     * order, a path of a random length in that range grows one random free neighbour at a time that the rule allows;
     * one that stops short of {@code least} cells, or is not {@link Rule#complete}, is dropped and frees its cells.
     */
    static List<int[]> draw(int[] s, Rule rule, int least, int most, RandomGenerator random) {
        boolean[] used = new boolean[N];
        List<int[]> paths = new ArrayList<>();
        int[] cells = new int[most];
        int[] digits = new int[most];
        int[] options = new int[8];
        for (int start : RandomGrids.permutation(N, random)) {
            if (used[start]) {
                continue;
            }
            int length = least + random.nextInt(most - least + 1);
            cells[0] = start;
            digits[0] = s[start];
            used[start] = true;
            int size = 1;
            while (size < length) {
                int count = 0;
                for (int n : NEIGHBOURS[cells[size - 1]]) {
                    if (!used[n] && rule.allows(digits, size, s[n], length)) {
                        options[count++] = n;
                    }
                }
                if (count == 0) {
                    break;
                }
                int next = options[random.nextInt(count)];
                used[next] = true;
                cells[size] = next;
                digits[size++] = s[next];
            }
            if (size >= least && rule.complete(digits, size)) {
                paths.add(Arrays.copyOf(cells, size));
            } else {
                for (int i = 0; i < size; i++) {
                    used[cells[i]] = false;
                }
            }
        }
        return paths;
    }

    /**
     * Disjoint palindromes of {@code least} to {@code most} cells: each grows from its middle (one cell, or two
     * neighbours holding the same digit) outwards at both ends at once, each step two free neighbours of the ends
     * that hold the same digit.
     */
    static List<int[]> palindromes(int[] s, int least, int most, RandomGenerator random) {
        boolean[] used = new boolean[N];
        List<int[]> paths = new ArrayList<>();
        int[] head = new int[most];
        int[] tail = new int[most];
        List<int[]> options = new ArrayList<>();
        for (int start : RandomGrids.permutation(N, random)) {
            if (used[start]) {
                continue;
            }
            int length = least + random.nextInt(most - least + 1);
            used[start] = true;
            head[0] = start;
            tail[0] = start;
            int ends = 1;
            int size = 1;
            while (size + 2 <= length) {
                options.clear();
                for (int a : NEIGHBOURS[head[ends - 1]]) {
                    for (int b : NEIGHBOURS[tail[ends - 1]]) {
                        if (a != b && !used[a] && !used[b] && s[a] == s[b]) {
                            options.add(new int[] {a, b});
                        }
                    }
                }
                if (options.isEmpty()) {
                    break;
                }
                int[] pick = options.get(random.nextInt(options.size()));
                used[pick[0]] = true;
                used[pick[1]] = true;
                head[ends] = pick[0];
                tail[ends++] = pick[1];
                size += 2;
            }
            if (size < least) {
                for (int i = 0; i < ends; i++) {
                    used[head[i]] = false;
                    used[tail[i]] = false;
                }
                continue;
            }
            int[] path = new int[size];
            for (int i = 0; i < ends; i++) {
                path[ends - 1 - i] = head[i];
                path[ends - 1 + i] = tail[i];
            }
            paths.add(path);
        }
        return paths;
    }

    /**
     * Arrows: for each cell in random order whose digit is at least 3, a shaft of 2 to {@code most} free cells from
     * a neighbour of the circle whose digits add up to the circle's, found by a random depth-first walk; the circle
     * and shaft cells are then used. Each arrow is its circle's cell followed by its shaft.
     */
    static List<int[]> arrows(int[] s, int most, RandomGenerator random) {
        boolean[] used = new boolean[N];
        List<int[]> arrows = new ArrayList<>();
        int[] shaft = new int[most];
        for (int circle : RandomGrids.permutation(N, random)) {
            if (used[circle] || s[circle] < 3) {
                continue;
            }
            used[circle] = true;
            int size = shaft(s, used, circle, s[circle], shaft, 0, most, random);
            if (size == 0) {
                used[circle] = false;
                continue;
            }
            int[] arrow = new int[size + 1];
            arrow[0] = circle;
            System.arraycopy(shaft, 0, arrow, 1, size);
            for (int cell : arrow) {
                used[cell] = true;
            }
            arrows.add(arrow);
        }
        return arrows;
    }

    /** The length of a shaft grown from {@code from}'s free neighbours making {@code left} exactly, 0 if none. */
    private static int shaft(int[] s, boolean[] used, int from, int left, int[] shaft, int size, int most, RandomGenerator random) {
        if (size == most) {
            return 0;
        }
        int[] order = NEIGHBOURS[from].clone();
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (int n : order) {
            if (used[n] || s[n] > left) {
                continue;
            }
            shaft[size] = n;
            if (s[n] == left) {
                if (size + 1 >= 2) {
                    return size + 1;
                }
                continue;
            }
            used[n] = true;
            int found = shaft(s, used, n, left - s[n], shaft, size + 1, most, random);
            used[n] = false;
            if (found > 0) {
                return found;
            }
        }
        return 0;
    }
}
