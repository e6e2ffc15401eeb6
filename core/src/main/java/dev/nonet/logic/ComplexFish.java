package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Franken and Mutant fish on one digit: n base houses, no two sharing a candidate of the digit (but see
 * endo fins below), whose candidates all lie in n cover houses, with a box among them. Each base house
 * holds the digit once, in n distinct cells, and each cover house holds it at most once, so the n cells
 * fill the n covers one each: the digit leaves the covers' other cells, and a base cell in two covers
 * (cannibalistic) would fill two of them and leave the rest too few, so it goes as well. A finned fish
 * has base candidates outside every cover (fins): either a fin holds the digit or the fish stands, so
 * only what also sees every fin goes. Two finned fish on the same base with other covers are a Siamese
 * fish (HoDoKu's name): one step making both fish's removals, listed after them.
 *
 * <p>A Franken fish takes its base from rows and boxes and its covers from columns and boxes (or the
 * same with rows and columns swapped); a Mutant fish mixes any houses. Fish of rows and columns alone
 * are {@link Fish}'s, found earlier, and each finder reports only fish of its own kind: a Mutant finder
 * skips what is Franken. Sizes run from 2 (X-Wing) to 6 (Whale), as HoDoKu's.
 *
 * <p>Base houses may also overlap, a row and a box or a column and a box, or any two in a Mutant fish:
 * a candidate in two base houses (an endo fin, HoDoKu's name) would fill both with one cell, so it is a
 * fin whether a cover holds it or not. Such fish are looked for after those without, with at most
 * {@link #MOST_ENDO_FINS} endo fins, each base house holding something besides them.
 *
 * <p>Classic 9x9 only: the search is written on its 81 cells as two {@code long}s, and its cost was
 * measured there. Base houses have at most {@link #MOST_BASE_PLACES} candidates of the digit. The cover
 * search is bounded by the base: the base candidate left in the fewest open houses is covered by one of
 * them or made a fin, and once there is a fin, only what sees a candidate outside the base that sees
 * every fin, and that a cover can still reach, may be another: a fish that could remove nothing is
 * dropped early. That
 * pruning looks at removals outside the base, so a finned fish whose only removals are cannibalistic is
 * not looked for. Branches whose covers can no longer make the fish this finder's kind (a Mutant fish of
 * rows and boxes needs a row among its covers) are dropped too. Of the fish that remove the same
 * candidates, the first found is reported.
 *
 * <p>The fish on a digit depend on its candidates alone, so each search is kept per digit (see
 * {@code MEMO}): the basic and the finned finder of a size share it, and the next position of a path
 * searches again only the digits its step changed.
 */
final class ComplexFish {

    private ComplexFish() {
    }

    static final TechniqueFinder FRANKEN_X_WING = new Finder(Technique.FRANKEN_X_WING, false, 2, false);
    static final TechniqueFinder FINNED_FRANKEN_X_WING = new Finder(Technique.FINNED_FRANKEN_X_WING, false, 2, true);
    static final TechniqueFinder MUTANT_X_WING = new Finder(Technique.MUTANT_X_WING, true, 2, false);
    static final TechniqueFinder FINNED_MUTANT_X_WING = new Finder(Technique.FINNED_MUTANT_X_WING, true, 2, true);
    static final TechniqueFinder FRANKEN_SWORDFISH = new Finder(Technique.FRANKEN_SWORDFISH, false, 3, false);
    static final TechniqueFinder FINNED_FRANKEN_SWORDFISH =
            new Finder(Technique.FINNED_FRANKEN_SWORDFISH, false, 3, true);
    static final TechniqueFinder MUTANT_SWORDFISH = new Finder(Technique.MUTANT_SWORDFISH, true, 3, false);
    static final TechniqueFinder FINNED_MUTANT_SWORDFISH = new Finder(Technique.FINNED_MUTANT_SWORDFISH, true, 3, true);
    static final TechniqueFinder FRANKEN_JELLYFISH = new Finder(Technique.FRANKEN_JELLYFISH, false, 4, false);
    static final TechniqueFinder FINNED_FRANKEN_JELLYFISH =
            new Finder(Technique.FINNED_FRANKEN_JELLYFISH, false, 4, true);
    static final TechniqueFinder MUTANT_JELLYFISH = new Finder(Technique.MUTANT_JELLYFISH, true, 4, false);
    static final TechniqueFinder FINNED_MUTANT_JELLYFISH = new Finder(Technique.FINNED_MUTANT_JELLYFISH, true, 4, true);
    static final TechniqueFinder FRANKEN_SQUIRMBAG = new Finder(Technique.FRANKEN_SQUIRMBAG, false, 5, false);
    static final TechniqueFinder FINNED_FRANKEN_SQUIRMBAG =
            new Finder(Technique.FINNED_FRANKEN_SQUIRMBAG, false, 5, true);
    static final TechniqueFinder MUTANT_SQUIRMBAG = new Finder(Technique.MUTANT_SQUIRMBAG, true, 5, false);
    static final TechniqueFinder FINNED_MUTANT_SQUIRMBAG = new Finder(Technique.FINNED_MUTANT_SQUIRMBAG, true, 5, true);
    static final TechniqueFinder FRANKEN_WHALE = new Finder(Technique.FRANKEN_WHALE, false, 6, false);
    static final TechniqueFinder FINNED_FRANKEN_WHALE = new Finder(Technique.FINNED_FRANKEN_WHALE, false, 6, true);
    static final TechniqueFinder MUTANT_WHALE = new Finder(Technique.MUTANT_WHALE, true, 6, false);
    static final TechniqueFinder FINNED_MUTANT_WHALE = new Finder(Technique.FINNED_MUTANT_WHALE, true, 6, true);

    /**
     * The most candidates a base house may have. The bound keeps the search in the order of the ALS
     * finders' (a fourth of the time of bases of any size) and still finds every fish of HoDoKu's
     * regression cases that the finders can: a base house with more candidates needs many covers.
     */
    private static final int MOST_BASE_PLACES = 4;
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);
    private static final int HOUSES = CLASSIC.houseCount();
    private static final int ROWS = housesOf(House.Kind.ROW);
    private static final int COLUMNS = housesOf(House.Kind.COLUMN);
    private static final int BOXES = housesOf(House.Kind.BOX);
    private static final int ROW_KIND = 0;
    private static final int COLUMN_KIND = 1;
    private static final int BOX_KIND = 2;
    /** The houses of each kind, by {@code ROW_KIND}, {@code COLUMN_KIND}, {@code BOX_KIND}. */
    private static final int[] KIND_HOUSES = {ROWS, COLUMNS, BOXES};
    /** Each cell's peers as an 81-cell set: the first 64 cells in {@code PEERS_LOW}, the rest in {@code PEERS_HIGH}. */
    private static final long[] PEERS_LOW = new long[CLASSIC.cellCount];
    private static final long[] PEERS_HIGH = new long[CLASSIC.cellCount];
    /** Each cell's three houses as a set of house indexes. */
    private static final int[] HOUSES_OF = new int[CLASSIC.cellCount];

    static {
        for (int c = 0; c < CLASSIC.cellCount; c++) {
            for (int h : CLASSIC.cellHouses[c]) {
                HOUSES_OF[c] |= 1 << h;
            }
            for (int peer : CLASSIC.peers[c]) {
                PEERS_LOW[c] |= CellWords.low(peer);
                PEERS_HIGH[c] |= CellWords.high(peer);
            }
        }
    }

    private static int housesOf(House.Kind kind) {
        int set = 0;
        for (int h = 0; h < HOUSES; h++) {
            if (CLASSIC.kind[h] == kind) {
                set |= 1 << h;
            }
        }
        return set;
    }

    /** Whether base and covers are rows against columns alone: a basic fish, {@link Fish}'s. */
    static boolean isBasic(int base, int cover) {
        return within(base, ROWS) && within(cover, COLUMNS) || within(base, COLUMNS) && within(cover, ROWS);
    }

    /** Whether base and covers are rows and boxes against columns and boxes, or the same swapped. */
    static boolean isFranken(int base, int cover) {
        return within(base, ROWS | BOXES) && within(cover, COLUMNS | BOXES)
                || within(base, COLUMNS | BOXES) && within(cover, ROWS | BOXES);
    }

    private static boolean within(int houses, int allowed) {
        return (houses & ~allowed) == 0;
    }

    /** The techniques by family and fins (Franken, finned Franken, Mutant, finned Mutant), then by size from 2. */
    private static final Technique[][] TECHNIQUES = {
        {Technique.FRANKEN_X_WING, Technique.FRANKEN_SWORDFISH, Technique.FRANKEN_JELLYFISH,
            Technique.FRANKEN_SQUIRMBAG, Technique.FRANKEN_WHALE},
        {Technique.FINNED_FRANKEN_X_WING, Technique.FINNED_FRANKEN_SWORDFISH, Technique.FINNED_FRANKEN_JELLYFISH,
            Technique.FINNED_FRANKEN_SQUIRMBAG, Technique.FINNED_FRANKEN_WHALE},
        {Technique.MUTANT_X_WING, Technique.MUTANT_SWORDFISH, Technique.MUTANT_JELLYFISH, Technique.MUTANT_SQUIRMBAG,
            Technique.MUTANT_WHALE},
        {Technique.FINNED_MUTANT_X_WING, Technique.FINNED_MUTANT_SWORDFISH, Technique.FINNED_MUTANT_JELLYFISH,
            Technique.FINNED_MUTANT_SQUIRMBAG, Technique.FINNED_MUTANT_WHALE}};

    /** The sizes of fish looked for: 2 (X-Wing) to 6 (Whale), as HoDoKu's complex fish. */
    private static final int SIZES = 5;

    /** The families and sizes that {@link #MEMO} keeps apart: Franken and Mutant, sizes 2 to 6. */
    private static final int SEARCHES = 2 * SIZES;

    /**
     * The most base candidates in two base houses (endo fins) a fish may have, as HoDoKu's default:
     * each is a fin that the removals must see, so more leave little to remove.
     */
    private static final int MOST_ENDO_FINS = 2;

    /**
     * The fish on one digit depend on that digit's candidates alone, and from one position of a path to
     * the next most digits keep theirs: each thread keeps, per family, size and digit, the last pattern
     * searched and its fish, basic and finned together (a basic fish is a finned search's fish without
     * fins, reached in the same order), so the basic and the finned finder of a size share one search and
     * a digit left as it was is not searched again.
     */
    private static final ThreadLocal<DigitFish[]> MEMO = ThreadLocal.withInitial(() -> new DigitFish[SEARCHES * 9]);

    /** The fish of one family and size on one digit whose candidates are {@code low} and {@code high}, each kind in search order. */
    private record DigitFish(long low, long high, List<Step<Technique>> basic, List<Step<Technique>> finned) {
    }

    /**
     * The fish of one kind and size, basic or finned.
     *
     * @param mutant whether base and covers may be any houses (else Franken's sides)
     */
    private record Finder(Technique technique, boolean mutant, int size, boolean finned) implements StoppableFinder {

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            List<Step<Technique>> steps = new ArrayList<>();
            if (!grid.geometry().classic) {
                return steps;
            }
            DigitFish[] memo = MEMO.get();
            for (int digit = 1; digit <= 9; digit++) {
                int bit = 1 << (digit - 1);
                long low = 0;
                long high = 0;
                for (int c = 0; c < CLASSIC.cellCount; c++) {
                    if ((grid.candidatesAt(c) & bit) != 0) {
                        low |= CellWords.low(c);
                        high |= CellWords.high(c);
                    }
                }
                int slot = ((mutant ? SIZES : 0) + size - 2) * 9 + digit - 1;
                DigitFish fish = memo[slot];
                if (fish == null || fish.low() != low || fish.high() != high) {
                    fish = search(digit, low, high, deadline);
                    memo[slot] = fish;
                }
                steps.addAll(finned ? fish.finned() : fish.basic());
            }
            return steps;
        }

        /** Every fish of this family and size on {@code digit}, whose candidates are {@code low} and {@code high}. */
        private DigitFish search(int digit, long low, long high, Deadline deadline) {
            List<Step<Technique>> basic = new ArrayList<>();
            List<Step<Technique>> finnedFish = new ArrayList<>();
            DigitSearch search = new DigitSearch(this, low, high, digit, deadline, basic, finnedFish);
            // The fish without endo fins first: they are the simpler, and each set of removals is reported once.
            for (boolean endoFins : new boolean[] {false, true}) {
                if (mutant) {
                    search.bases(ROWS | COLUMNS | BOXES, ROWS | COLUMNS | BOXES, endoFins);
                } else {
                    search.bases(ROWS | BOXES, COLUMNS | BOXES, endoFins);
                    search.bases(COLUMNS | BOXES, ROWS | BOXES, endoFins);
                }
            }
            return new DigitFish(low, high, List.copyOf(basic), List.copyOf(finnedFish));
        }

        /** The technique of this finder's family and size with fins or without. */
        Technique technique(boolean withFins) {
            return TECHNIQUES[(mutant ? 2 : 0) + (withFins ? 1 : 0)][size - 2];
        }

        /**
         * The kinds of house ({@link #KIND_HOUSES}' indexes as bits) that the covers of {@code base} must
         * include for the fish to be this finder's ({@link #owns}): a Franken fish of lines alone needs a
         * box among its covers, else it is basic; a Mutant fish whose base lacks columns needs a row among
         * its covers, one whose base lacks rows a column, else it is Franken or basic.
         */
        int coverKindsNeeded(int base) {
            boolean rows = (base & ROWS) != 0;
            boolean columns = (base & COLUMNS) != 0;
            boolean boxes = (base & BOXES) != 0;
            if (!mutant) {
                return boxes ? 0 : 1 << BOX_KIND;
            }
            return (columns ? 0 : 1 << ROW_KIND) | (rows ? 0 : 1 << COLUMN_KIND);
        }

        /** Whether a fish of these houses is this finder's kind (and so not found by an easier one). */
        boolean owns(int base, int cover) {
            return !isBasic(base, cover) && isFranken(base, cover) != mutant;
        }
    }

    /** The cells a fish removes the digit from, as an 81-cell set. */
    private record Removal(long low, long high) {
    }

    /** A finned fish found on the base being searched: its covers, their words with its fins, its removals. */
    private record FinnedOfBase(int cover, String covered, long goneLow, long goneHigh) {
    }

    /**
     * The search on one digit of one grid: its candidates as 81-cell sets (the first 64 cells in a
     * {@code low} word, the rest in a {@code high} one), the base houses chosen so far, and the steps
     * found, which it adds to its caller's list.
     */
    private static final class DigitSearch {
        private final Finder finder;
        private final int digit;
        private final Deadline deadline;
        private final List<Step<Technique>> basicSteps;
        private final List<Step<Technique>> finnedSteps;
        private final Technique basicTechnique;
        private final Technique finnedTechnique;
        private final long candidatesLow;
        private final long candidatesHigh;
        private final long[] houseLow = new long[HOUSES];
        private final long[] houseHigh = new long[HOUSES];
        /** What the fish found so far remove, basic and finned apart: each is reported once. */
        private final Set<Removal> basicRemovals = new HashSet<>();
        private final Set<Removal> finnedRemovals = new HashSet<>();
        private int coverHouses;
        /** The kinds of house the covers of this base must include for the fish to be this finder's. */
        private int requiredKinds;
        private int base;
        private long baseLow;
        private long baseHigh;
        /** Whether the bases searched overlap: each has endo fins, the candidates in two of its houses. */
        private boolean endoPass;
        private long endoLow;
        private long endoHigh;
        /** The base of the finned fish in {@link #finnedOfBase}: those found so far on it, for Siamese fish. */
        private int sameBase = -1;
        private final List<FinnedOfBase> finnedOfBase = new ArrayList<>();

        DigitSearch(Finder finder, long low, long high, int digit, Deadline deadline, List<Step<Technique>> basicSteps,
                List<Step<Technique>> finnedSteps) {
            this.finder = finder;
            this.digit = digit;
            this.deadline = deadline;
            this.basicSteps = basicSteps;
            this.finnedSteps = finnedSteps;
            this.basicTechnique = finder.technique(false);
            this.finnedTechnique = finder.technique(true);
            candidatesLow = low;
            candidatesHigh = high;
            for (int h = 0; h < HOUSES; h++) {
                for (int c : CLASSIC.houseCells[h]) {
                    houseLow[h] |= CellWords.low(c) & low;
                    houseHigh[h] |= CellWords.high(c) & high;
                }
            }
        }

        /**
         * Every fish with its base among {@code baseHouses} and its covers among {@code coverHouses}: with
         * {@code endoFins}, those whose base houses overlap (at most {@link #MOST_ENDO_FINS} candidates in
         * two of them), else those whose base houses share no candidate.
         */
        void bases(int baseHouses, int coverHouses, boolean endoFins) {
            this.coverHouses = coverHouses;
            this.endoPass = endoFins;
            chooseBase(baseHouses, 0, 0);
        }

        private void chooseBase(int baseHouses, int from, int chosen) {
            if (chosen == finder.size()) {
                if (endoPass == ((endoLow | endoHigh) != 0) && (!endoPass || eachBaseHouseBeyondEndoFins())) {
                    requiredKinds = finder.coverKindsNeeded(base);
                    cover(0, 0, 0, 0, 0, 0, 0, endoLow, endoHigh, peersOfAll(endoLow, endoHigh, true),
                            peersOfAll(endoLow, endoHigh, false));
                }
                return;
            }
            for (int h = from; h < HOUSES; h++) {
                if (chosen == 0) {
                    deadline.check();
                }
                int places = Long.bitCount(houseLow[h]) + Long.bitCount(houseHigh[h]);
                if ((baseHouses & (1 << h)) == 0 || places == 0 || places > MOST_BASE_PLACES) {
                    continue;
                }
                long overlapLow = houseLow[h] & baseLow;
                long overlapHigh = houseHigh[h] & baseHigh;
                long nextEndoLow = endoLow | overlapLow;
                long nextEndoHigh = endoHigh | overlapHigh;
                if ((overlapLow | overlapHigh) != 0 && (!endoPass
                        || Long.bitCount(nextEndoLow) + Long.bitCount(nextEndoHigh) > MOST_ENDO_FINS
                        || !canRemoveAround(nextEndoLow, nextEndoHigh, baseLow | houseLow[h], baseHigh | houseHigh[h]))) {
                    continue;
                }
                int savedBase = base;
                long savedLow = baseLow;
                long savedHigh = baseHigh;
                long savedEndoLow = endoLow;
                long savedEndoHigh = endoHigh;
                base |= 1 << h;
                baseLow |= houseLow[h];
                baseHigh |= houseHigh[h];
                endoLow = nextEndoLow;
                endoHigh = nextEndoHigh;
                chooseBase(baseHouses, h + 1, chosen + 1);
                base = savedBase;
                baseLow = savedLow;
                baseHigh = savedHigh;
                endoLow = savedEndoLow;
                endoHigh = savedEndoHigh;
            }
        }

        /**
         * Whether a candidate outside the base sees every endo fin: else the fish removes nothing there,
         * and adding houses only grows the base and the endo fins.
         */
        private boolean canRemoveAround(long finsLow, long finsHigh, long nextBaseLow, long nextBaseHigh) {
            return (candidatesLow & ~nextBaseLow & peersOfAll(finsLow, finsHigh, true)
                    | candidatesHigh & ~nextBaseHigh & peersOfAll(finsLow, finsHigh, false)) != 0;
        }

        /** Whether every base house holds a candidate that is not an endo fin: else it adds nothing but fins. */
        private boolean eachBaseHouseBeyondEndoFins() {
            for (int houses = base; houses != 0; houses &= houses - 1) {
                int h = Integer.numberOfTrailingZeros(houses);
                if ((houseLow[h] & ~endoLow | houseHigh[h] & ~endoHigh) == 0) {
                    return false;
                }
            }
            return true;
        }

        /** The cells that see every cell of {@code low} and {@code high}, its first 64 or the rest: all cells for none. */
        private static long peersOfAll(long low, long high, boolean firstWord) {
            long[] peers = firstWord ? PEERS_LOW : PEERS_HIGH;
            long seeing = -1L;
            for (long rest = low; rest != 0; rest &= rest - 1) {
                seeing &= peers[Long.numberOfTrailingZeros(rest)];
            }
            for (long rest = high; rest != 0; rest &= rest - 1) {
                seeing &= peers[Long.SIZE + Long.numberOfTrailingZeros(rest)];
            }
            return seeing;
        }

        /**
         * Covers the first base candidate left, by each of its houses in turn, or makes it a fin; once
         * all n covers are chosen, what they leave out are fins. Each set of covers is reached once: a
         * sibling branch leaves out the houses the earlier ones chose, and a fin's branch all of the
         * fin's houses.
         *
         * @param covered  the candidates in the covers so far; {@code twice}: those in two or more
         * @param fins     the base candidates left out of every cover
         * @param finPeers the cells that see every fin (all cells while there are none)
         */
        private void cover(int chosen, int cover, int barred, long coveredLow, long coveredHigh, long twiceLow,
                long twiceHigh, long finsLow, long finsHigh, long finPeersLow, long finPeersHigh) {
            long restLow = baseLow & ~coveredLow & ~finsLow;
            long restHigh = baseHigh & ~coveredHigh & ~finsHigh;
            if (!canStillOwn(chosen, cover, barred, restLow, restHigh)) {
                return; // whatever covers come, the fish would be an easier finder's: none of this one's
            }
            if (chosen == finder.size()) {
                // What the covers leave out are fins too.
                long peersLow = finPeersLow & peersOfAll(restLow, restHigh, true);
                long peersHigh = finPeersHigh & peersOfAll(restLow, restHigh, false);
                long allFinsLow = finsLow | restLow;
                long allFinsHigh = finsHigh | restHigh;
                if (finder.owns(base, cover)) {
                    report(cover, coveredLow, coveredHigh, twiceLow, twiceHigh, allFinsLow, allFinsHigh, peersLow,
                            peersHigh);
                }
                return;
            }
            if ((restLow | restHigh) == 0) {
                return;
            }
            int open = coverHouses & ~base & ~cover & ~barred;
            long finnableLow = -1L;
            long finnableHigh = -1L;
            if ((finsLow | finsHigh) != 0) {
                long targetsLow = candidatesLow & ~baseLow & finPeersLow;
                long targetsHigh = candidatesHigh & ~baseHigh & finPeersHigh;
                if (!canRemove(targetsLow, targetsHigh, coveredLow, coveredHigh, restLow, restHigh, open)) {
                    return;
                }
                // Another fin must see a target too: the candidates left that see none must be covered.
                finnableLow = 0;
                finnableHigh = 0;
                for (long t = targetsLow; t != 0; t &= t - 1) {
                    finnableLow |= PEERS_LOW[Long.numberOfTrailingZeros(t)];
                    finnableHigh |= PEERS_HIGH[Long.numberOfTrailingZeros(t)];
                }
                for (long t = targetsHigh; t != 0; t &= t - 1) {
                    finnableLow |= PEERS_LOW[Long.SIZE + Long.numberOfTrailingZeros(t)];
                    finnableHigh |= PEERS_HIGH[Long.SIZE + Long.numberOfTrailingZeros(t)];
                }
            }
            long mustLow = restLow & ~finnableLow;
            long mustHigh = restHigh & ~finnableHigh;
            boolean mustCover = (mustLow | mustHigh) != 0;
            boolean mayBeFin = !mustCover; // the search is a finned one: the basic fish are its fish without fins
            int first = mustCover ? fewestCovers(mustLow, mustHigh, open) : fewestCovers(restLow, restHigh, open);
            int[] houses = CLASSIC.cellHouses[first];
            int siblingsBarred = barred;
            for (int h : houses) {
                int bit = 1 << h;
                if ((coverHouses & bit) != 0 && (base & bit) == 0 && (cover & bit) == 0 && (siblingsBarred & bit) == 0) {
                    cover(chosen + 1, cover | bit, siblingsBarred, coveredLow | houseLow[h], coveredHigh | houseHigh[h],
                            twiceLow | (coveredLow & houseLow[h]), twiceHigh | (coveredHigh & houseHigh[h]), finsLow,
                            finsHigh, finPeersLow, finPeersHigh);
                }
                siblingsBarred |= bit;
            }
            if (!mayBeFin) {
                return;
            }
            long peersLow = finPeersLow & PEERS_LOW[first];
            long peersHigh = finPeersHigh & PEERS_HIGH[first];
            // With this fin, something outside the base must still see every fin, or the fish removes nothing.
            if ((candidatesLow & ~baseLow & peersLow | candidatesHigh & ~baseHigh & peersHigh) != 0) {
                cover(chosen, cover, barred | HOUSES_OF[first], coveredLow, coveredHigh, twiceLow, twiceHigh,
                        finsLow | CellWords.low(first), finsHigh | CellWords.high(first), peersLow, peersHigh);
            }
        }

        /**
         * The step of a complete fish, if it removes anything: the covers' candidates outside the base
         * and the base's in two covers, each where it sees every fin.
         */
        private void report(int cover, long coveredLow, long coveredHigh, long twiceLow, long twiceHigh, long finsLow,
                long finsHigh, long finPeersLow, long finPeersHigh) {
            long goneLow = (coveredLow & ~baseLow | twiceLow & baseLow) & finPeersLow;
            long goneHigh = (coveredHigh & ~baseHigh | twiceHigh & baseHigh) & finPeersHigh;
            boolean finned = (finsLow | finsHigh) != 0;
            Set<Removal> removals = finned ? finnedRemovals : basicRemovals;
            if ((goneLow | goneHigh) == 0 || !removals.add(new Removal(goneLow, goneHigh))) {
                return; // the first fish of each set of removals stands for the many that make it
            }
            Technique technique = finned ? finnedTechnique : basicTechnique;
            String covered = ", covered by " + houses(cover) + fins("fin", finsLow & ~endoLow, finsHigh & ~endoHigh)
                    + fins("endo fin", endoLow, endoHigh);
            (finned ? finnedSteps : basicSteps).add(step(technique, base | cover, goneLow, goneHigh,
                    technique.displayName() + " on " + Wording.digit(digit) + " in " + houses(base) + covered));
            if (finned) {
                addSiamese(cover, covered, goneLow, goneHigh);
            }
        }

        /**
         * The Siamese fish of the finned fish just found with each earlier one of the same base (HoDoKu's
         * name): either's fins hold the digit or it stands, so each one's removals hold alone and one step
         * makes them together, where that removes more than either.
         */
        private void addSiamese(int cover, String covered, long goneLow, long goneHigh) {
            if (base != sameBase) {
                sameBase = base;
                finnedOfBase.clear();
            }
            for (FinnedOfBase other : finnedOfBase) {
                long low = goneLow | other.goneLow();
                long high = goneHigh | other.goneHigh();
                if ((low != goneLow || high != goneHigh) && (low != other.goneLow() || high != other.goneHigh())
                        && finnedRemovals.add(new Removal(low, high))) {
                    finnedSteps.add(step(finnedTechnique, base | cover | other.cover(), low, high, "Siamese "
                            + finnedTechnique.displayName() + " on " + Wording.digit(digit) + " in " + houses(base)
                            + other.covered() + ", and by" + covered.substring(", covered by".length())));
                }
            }
            finnedOfBase.add(new FinnedOfBase(cover, covered, goneLow, goneHigh));
        }

        /** {@code , fins r1c2 and r3c4}: the cells of {@code low} and {@code high} named as {@code what}, or nothing for none. */
        private static String fins(String what, long low, long high) {
            List<Integer> cells = new ArrayList<>();
            for (int c = 0; c < CLASSIC.cellCount; c++) {
                if (CellWords.holds(low, high, c)) {
                    cells.add(c);
                }
            }
            return cells.isEmpty() ? "" : ", " + what + (cells.size() > 1 ? "s " : " ") + Wording.cells(CLASSIC, cells);
        }

        /** A step removing the digit from the cells of {@code goneLow} and {@code goneHigh}, its pattern the base. */
        private Step<Technique> step(Technique technique, int houses, long goneLow, long goneHigh, String reason) {
            StepBuilder step = new StepBuilder(technique);
            for (int c = 0; c < CLASSIC.cellCount; c++) {
                if (CellWords.holds(goneLow, goneHigh, c)) {
                    step.eliminate(c, digit);
                }
                if (CellWords.holds(baseLow, baseHigh, c)) {
                    step.cell(c);
                }
            }
            for (int h = 0; h < HOUSES; h++) {
                if ((houses & (1 << h)) != 0) {
                    step.house(h);
                }
            }
            return step.build(reason);
        }

        /**
         * Whether the covers still to come can give the kinds of house this finder's fish needs
         * ({@link Finder#coverKindsNeeded}): each cover to come holds a base candidate not yet covered
         * (it is chosen among the houses of one), so a kind missing from the covers needs an open house of
         * that kind holding such a candidate, and a cover left for each kind missing.
         */
        private boolean canStillOwn(int chosen, int cover, int barred, long restLow, long restHigh) {
            int missing = requiredKinds & ~requiredKindsIn(cover);
            if (missing == 0) {
                return true;
            }
            if (Integer.bitCount(missing) > finder.size() - chosen) {
                return false;
            }
            int reachable = 0;
            for (long low = restLow; low != 0; low &= low - 1) {
                reachable |= HOUSES_OF[Long.numberOfTrailingZeros(low)];
            }
            for (long high = restHigh; high != 0; high &= high - 1) {
                reachable |= HOUSES_OF[Long.SIZE + Long.numberOfTrailingZeros(high)];
            }
            reachable &= coverHouses & ~base & ~cover & ~barred;
            for (int kinds = missing; kinds != 0; kinds &= kinds - 1) {
                if ((reachable & KIND_HOUSES[Integer.numberOfTrailingZeros(kinds)]) == 0) {
                    return false;
                }
            }
            return true;
        }

        /** The required kinds ({@link #requiredKinds}) that {@code cover} already holds a house of. */
        private int requiredKindsIn(int cover) {
            int held = 0;
            for (int kinds = requiredKinds; kinds != 0; kinds &= kinds - 1) {
                int kind = Integer.numberOfTrailingZeros(kinds);
                if ((cover & KIND_HOUSES[kind]) != 0) {
                    held |= 1 << kind;
                }
            }
            return held;
        }

        /**
         * Whether a candidate outside the base that sees every fin is in a cover already, or in an open
         * house that a cover of the base candidates left could be: else the fish can remove nothing.
         */
        private boolean canRemove(long targetsLow, long targetsHigh, long coveredLow, long coveredHigh, long restLow,
                long restHigh, int open) {
            if ((targetsLow & coveredLow | targetsHigh & coveredHigh) != 0) {
                return true;
            }
            int reachable = 0;
            for (long t = targetsLow; t != 0; t &= t - 1) {
                reachable |= HOUSES_OF[Long.numberOfTrailingZeros(t)];
            }
            for (long t = targetsHigh; t != 0; t &= t - 1) {
                reachable |= HOUSES_OF[Long.SIZE + Long.numberOfTrailingZeros(t)];
            }
            for (int houses = reachable & open; houses != 0; houses &= houses - 1) {
                int h = Integer.numberOfTrailingZeros(houses);
                if ((houseLow[h] & restLow | houseHigh[h] & restHigh) != 0) {
                    return true;
                }
            }
            return false;
        }

        /**
         * The candidate of {@code low} and {@code high} in the fewest of the {@code open} houses (the
         * first of them): branching on it first keeps the search narrow, and one in none must be a fin.
         */
        private static int fewestCovers(long low, long high, int open) {
            int best = -1;
            int fewest = Integer.MAX_VALUE;
            for (long rest = low; rest != 0; rest &= rest - 1) {
                int cell = Long.numberOfTrailingZeros(rest);
                int count = Integer.bitCount(HOUSES_OF[cell] & open);
                if (count < fewest) {
                    best = cell;
                    fewest = count;
                }
            }
            for (long rest = high; rest != 0 && fewest > 0; rest &= rest - 1) {
                int cell = Long.SIZE + Long.numberOfTrailingZeros(rest);
                int count = Integer.bitCount(HOUSES_OF[cell] & open);
                if (count < fewest) {
                    best = cell;
                    fewest = count;
                }
            }
            return best;
        }

        /** {@code rows 1 and 5 and box 7}: the houses by kind, rows first. */
        private static String houses(int set) {
            List<String> parts = new ArrayList<>();
            String[][] kinds = {{"row", "rows"}, {"column", "columns"}, {"box", "boxes"}};
            int[] masks = {ROWS, COLUMNS, BOXES};
            for (int k = 0; k < kinds.length; k++) {
                int numbers = 0;
                int first = Integer.numberOfTrailingZeros(masks[k]);
                for (int h = 0; h < HOUSES; h++) {
                    if ((set & masks[k] & (1 << h)) != 0) {
                        numbers |= 1 << (h - first);
                    }
                }
                if (numbers != 0) {
                    String plural = Wording.lines(kinds[k][1], numbers);
                    parts.add(Integer.bitCount(numbers) == 1 ? kinds[k][0] + plural.substring(kinds[k][1].length())
                            : plural);
                }
            }
            return String.join(" and ", parts);
        }
    }
}
