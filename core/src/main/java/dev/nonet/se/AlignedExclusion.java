package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * SE's Aligned Pair Exclusion (6.2, {@code rules/AlignedPairExclusion}) and Aligned Triplet Exclusion
 * (7.5, {@code rules/AlignedExclusion} of degree 3). Base cells: open cells with two candidates or more,
 * none of whose peers has one candidate, with at least one excluder: a peer with 2 to {@code degree}
 * candidates. For each set of {@code degree} base cells with at least two common excluders, a combination
 * of their candidates is excluded when two cells that see each other would take the same digit or when it
 * would take every candidate of a common excluder; a candidate that no allowed combination uses is removed.
 *
 * <p>Search order: pairs of base cells (row-major list) in SE's order ((0,1), (0,2), (1,2), (0,3), ...);
 * for triplets, the third cell runs over the excluders of the first cell then those of the second (each
 * in SE 1.2.1's peer order, {@link SeRegions#HOUSE}; base cells only), as SE's {@code twinArea}. The base cells of a set need not
 * see each other (SE does not ask it).
 */
final class AlignedExclusion implements HintFinder {

    private final int degree;

    AlignedExclusion(int degree) {
        if (degree != 2 && degree != 3) {
            throw new IllegalArgumentException("SE rates aligned exclusion of 2 or 3 cells");
        }
        this.degree = degree;
    }

    @Override
    public SeFamily family() {
        return degree == 2 ? SeFamily.ALIGNED_PAIR_EXCLUSION : SeFamily.ALIGNED_TRIPLET_EXCLUSION;
    }

    @Override
    public SeHint find(Position board, Deadline deadline) {
        int[] bases = new int[81];
        int baseCount = 0;
        int[] baseIndex = new int[81];
        java.util.Arrays.fill(baseIndex, -1);
        int[][] excluders = new int[81][];
        long[] low = new long[81];
        long[] high = new long[81];
        int[] mine = new int[20];
        for (int cell = 0; cell < 81; cell++) {
            if (Integer.bitCount(board.candidates(cell)) < 2) {
                continue;
            }
            boolean nakedSingle = false;
            int found = 0;
            for (int peer : SeRegions.HOUSE[cell]) {
                int count = Integer.bitCount(board.candidates(peer));
                if (count == 1) {
                    nakedSingle = true;
                } else if (count >= 2 && count <= degree) {
                    mine[found++] = peer;
                }
            }
            if (!nakedSingle && found > 0) {
                int b = baseCount++;
                baseIndex[cell] = b;
                bases[b] = cell;
                excluders[b] = java.util.Arrays.copyOf(mine, found);
                for (int peer : excluders[b]) {
                    if (peer < 64) {
                        low[b] |= 1L << peer;
                    } else {
                        high[b] |= 1L << (peer - 64);
                    }
                }
            }
        }
        if (baseCount < degree) {
            return null;
        }
        boolean[] inTwin = new boolean[81];
        int[] twin = new int[40];
        int[] pairs = new int[9];
        int[] triples = new int[81];
        for (int second = 1; second < baseCount; second++) {
            deadline.check();
            for (int first = 0; first < second; first++) {
                long lo = low[first] & low[second];
                long hi = high[first] & high[second];
                if (Long.bitCount(lo) + Long.bitCount(hi) < 2) {
                    continue;
                }
                int cell0 = bases[first];
                int cell1 = bases[second];
                if (degree == 2) {
                    SeHint hint = exclusion(board, cell0, cell1, -1, lo, hi, pairs, triples);
                    if (hint != null) {
                        return hint;
                    }
                    continue;
                }
                // SE's twinArea: the excluders of the first cell, then those of the second, base cells only.
                int twins = 0;
                for (int side = 0; side < 2; side++) {
                    for (int c : excluders[side == 0 ? first : second]) {
                        if (!inTwin[c] && baseIndex[c] >= 0 && c != cell0 && c != cell1) {
                            inTwin[c] = true;
                            twin[twins++] = c;
                        }
                    }
                }
                SeHint hint = null;
                for (int t = 0; t < twins && hint == null; t++) {
                    int tail = baseIndex[twin[t]];
                    long tlo = lo & low[tail];
                    long thi = hi & high[tail];
                    if (Long.bitCount(tlo) + Long.bitCount(thi) >= 2) {
                        hint = exclusion(board, cell0, cell1, twin[t], tlo, thi, pairs, triples);
                    }
                }
                for (int t = 0; t < twins; t++) {
                    inTwin[twin[t]] = false;
                }
                if (hint != null) {
                    return hint;
                }
            }
        }
        return null;
    }

    /**
     * The exclusion on cells {@code a}, {@code b} and {@code c} ({@code -1} for a pair) with the common
     * excluders {@code low}/{@code high}, if it removes anything. A combination of their candidates
     * (one digit each) is allowed when no two cells that see each other share its digit and no common
     * excluder is left without a candidate, that is when the combination's digits hold none of the
     * excluders' candidate sets; a candidate no allowed combination uses is removed.
     *
     * <p>An excluder of two candidates rules out the combinations holding both its digits: they are
     * kept as {@code pairs[digit]}, the digits that may not go with {@code digit}. One of three rules
     * out the three cells taking exactly its digits. So for each digit of {@code a} and each of
     * {@code b}, the digits {@code c} may take come out of a few masks at once. It stops as soon as every
     * candidate is used by an allowed combination (then nothing goes, which is most of the time).
     * {@code pairs} (9) and {@code triples} (81) are room for the excluders.
     */
    private SeHint exclusion(Position board, int a, int b, int c, long low, long high, int[] pairs, int[] triples) {
        java.util.Arrays.fill(pairs, 0, 9, 0);
        int tripleCount = 0;
        for (int w = 0; w < 2; w++) {
            for (long bits = w == 0 ? low : high; bits != 0; bits &= bits - 1) {
                int mask = board.candidates(w * 64 + Long.numberOfTrailingZeros(bits));
                if (Integer.bitCount(mask) == 2) {
                    int p = Integer.numberOfTrailingZeros(mask);
                    int q = 31 - Integer.numberOfLeadingZeros(mask);
                    pairs[p] |= 1 << q;
                    pairs[q] |= 1 << p;
                } else {
                    triples[tripleCount++] = mask;
                }
            }
        }
        int candidatesA = board.candidates(a);
        int candidatesB = board.candidates(b);
        int candidatesC = c < 0 ? 0 : board.candidates(c);
        boolean seesAB = SeRegions.sees(a, b);
        boolean seesAC = c >= 0 && SeRegions.sees(a, c);
        boolean seesBC = c >= 0 && SeRegions.sees(b, c);
        int allowedA = 0;
        int allowedB = 0;
        int allowedC = 0;
        for (int ma = candidatesA; ma != 0; ma &= ma - 1) {
            int bitA = ma & -ma;
            int digitA = Integer.numberOfTrailingZeros(bitA);
            for (int mb = candidatesB; mb != 0; mb &= mb - 1) {
                int bitB = mb & -mb;
                if ((allowedA & bitA) != 0 && (allowedB & bitB) != 0 && allowedC == candidatesC) {
                    continue; // allowed or not, it would add nothing
                }
                if ((seesAB && bitA == bitB) || (pairs[digitA] & bitB) != 0) {
                    continue; // a clash, or the two digits are all of an excluder's
                }
                int forC;
                if (c < 0) {
                    forC = 0;
                } else {
                    forC = candidatesC & ~pairs[digitA] & ~pairs[Integer.numberOfTrailingZeros(bitB)];
                    if (seesAC) {
                        forC &= ~bitA;
                    }
                    if (seesBC) {
                        forC &= ~bitB;
                    }
                    int two = bitA | bitB;
                    if (two != bitA) {
                        for (int t = 0; t < tripleCount; t++) {
                            if ((triples[t] & two) == two) {
                                forC &= ~(triples[t] & ~two); // c may not take the excluder's third digit
                            }
                        }
                    }
                    if (forC == 0) {
                        continue;
                    }
                }
                allowedA |= bitA;
                allowedB |= bitB;
                allowedC |= forC;
                if (allowedA == candidatesA && allowedB == candidatesB && allowedC == candidatesC) {
                    return null;
                }
            }
        }
        List<Integer> removed = new ArrayList<>();
        SeSubsets.addAll(removed, a, candidatesA & ~allowedA);
        SeSubsets.addAll(removed, b, candidatesB & ~allowedB);
        if (c >= 0) {
            SeSubsets.addAll(removed, c, candidatesC & ~allowedC);
        }
        return new SeHint(family().displayName(), degree == 2 ? 6.2 : 7.5, new int[0], SeSubsets.toArray(removed));
    }
}
