package dev.nonet.grid;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and checks the region map of a jigsaw: one symbol per cell, cells with the same symbol forming
 * one region. The map is {@code N} rows of {@code N} symbols (any characters but white space), or one
 * line of {@code N*N} symbols. Every region must have {@code N} cells and hang together (cells joined
 * by a side, not a corner).
 */
final class RegionMap {

    private RegionMap() {
    }

    /**
     * The region index of every cell in row-major order; regions are numbered from 0 in the order their
     * first cell comes.
     *
     * @throws IllegalArgumentException naming the row, region or cell at fault
     */
    static int[] parse(String text) {
        List<String> rows = rowsOf(text);
        int side = rows.size();
        if (side < Shape.MIN_SIDE || side > Shape.MAX_SIDE) {
            throw new IllegalArgumentException("a region map of side " + side + " is not supported: sides run from "
                    + Shape.MIN_SIDE + " to " + Shape.MAX_SIDE);
        }
        Map<Character, List<Integer>> regions = new LinkedHashMap<>();
        for (int r = 0; r < side; r++) {
            String row = rows.get(r);
            if (row.length() != side) {
                throw new IllegalArgumentException("row " + (r + 1) + " of the region map has " + row.length()
                        + " symbols, not " + side);
            }
            for (int c = 0; c < side; c++) {
                regions.computeIfAbsent(row.charAt(c), k -> new ArrayList<>()).add(r * side + c);
            }
        }
        if (regions.size() != side) {
            throw new IllegalArgumentException("the region map has " + regions.size() + " regions, not " + side);
        }
        int[] regionOf = new int[side * side];
        int index = 0;
        for (Map.Entry<Character, List<Integer>> region : regions.entrySet()) {
            List<Integer> cells = region.getValue();
            String name = "region '" + region.getKey() + "' (from " + cellName(cells.get(0), side) + ")";
            if (cells.size() != side) {
                throw new IllegalArgumentException(name + " has " + cells.size() + " cells, not " + side);
            }
            for (int cell : cells) {
                regionOf[cell] = index;
            }
            index++;
        }
        for (Map.Entry<Character, List<Integer>> region : regions.entrySet()) {
            requireConnected(region.getKey(), region.getValue(), regionOf, side);
        }
        return regionOf;
    }

    /** The map as {@code N} rows of letters, {@code A} for the first region: how writers print it. */
    static String render(int[] regionOf, int side) {
        StringBuilder sb = new StringBuilder(regionOf.length + side);
        for (int i = 0; i < regionOf.length; i++) {
            sb.append((char) ('A' + regionOf[i]));
            if (i % side == side - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /** The rows of the map: its non-blank lines, or one long line cut into rows when it is square. */
    private static List<String> rowsOf(String text) {
        List<String> rows = new ArrayList<>();
        for (String line : text.split("\\R")) {
            String symbols = line.replaceAll("\\s+", "");
            if (!symbols.isEmpty()) {
                rows.add(symbols);
            }
        }
        if (rows.size() == 1) {
            String line = rows.get(0);
            int side = (int) Math.round(Math.sqrt(line.length()));
            if (side * side != line.length()) {
                throw new IllegalArgumentException("a one-line region map needs a square number of symbols, not " + line.length());
            }
            rows.clear();
            for (int r = 0; r < side; r++) {
                rows.add(line.substring(r * side, (r + 1) * side));
            }
        }
        return rows;
    }

    private static void requireConnected(char symbol, List<Integer> cells, int[] regionOf, int side) {
        int region = regionOf[cells.get(0)];
        boolean[] reached = new boolean[side * side];
        Deque<Integer> todo = new ArrayDeque<>(List.of(cells.get(0)));
        reached[cells.get(0)] = true;
        int count = 1;
        while (!todo.isEmpty()) {
            int cell = todo.pop();
            int r = cell / side;
            int c = cell % side;
            int[] next = {r > 0 ? cell - side : -1, r < side - 1 ? cell + side : -1, c > 0 ? cell - 1 : -1, c < side - 1 ? cell + 1 : -1};
            for (int n : next) {
                if (n >= 0 && !reached[n] && regionOf[n] == region) {
                    reached[n] = true;
                    count++;
                    todo.push(n);
                }
            }
        }
        if (count < cells.size()) {
            int cut = cells.stream().filter(cell -> !reached[cell]).findFirst().orElseThrow();
            throw new IllegalArgumentException("region '" + symbol + "' is not connected: " + cellName(cut, side)
                    + " cannot be reached from " + cellName(cells.get(0), side) + " inside it");
        }
    }

    private static String cellName(int index, int side) {
        return new Cell(index / side, index % side).toString();
    }
}
