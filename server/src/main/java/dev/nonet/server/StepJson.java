package dev.nonet.server;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Layout;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.Rating;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The logical solver's steps and ratings as the API writes them, in the shape of the command line's
 * {@code explain --json}: {@code {"technique": "HIDDEN_SINGLE_BOX", "name": "Hidden Single (box)",
 * "difficulty": 1.2, "placements": [{"cell": "r1c5", "digit": 7}], "eliminations": [], "cells": [...],
 * "houses": ["box 2"], "houseCells": ["r1c4", ...], "text": "..."}}, where {@code houseCells} lists the
 * cells of the houses (on any layout: rows, columns, boxes, jigsaw regions, diagonals, windows, groups),
 * row by row, so that a page can show them without knowing the layout's geometry.
 */
final class StepJson {

    private StepJson() {
    }

    /** One step of a logical solve. */
    record StepView(String technique, String name, double difficulty, List<CandidateView> placements,
                    List<CandidateView> eliminations, List<String> cells, List<String> houses, List<String> houseCells,
                    String text) {

        /** The view of {@code step} taken on {@code layout}, which tells the cells of its houses. */
        static StepView of(Step step, Layout layout) {
            List<String> houseCells = step.houses().stream().flatMap(h -> layout.cellsOf(h).stream()).distinct()
                    .sorted(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::column)).map(Cell::toString).toList();
            return new StepView(step.technique().name(), step.technique().displayName(), step.technique().difficulty(),
                    candidates(step.placements()), candidates(step.eliminations()),
                    step.cells().stream().map(Object::toString).toList(),
                    step.houses().stream().map(Object::toString).toList(), houseCells, step.description());
        }
    }

    /** A digit in a cell: {@code {"cell": "r1c5", "digit": 7}}. */
    record CandidateView(String cell, int digit) {
    }

    /** {@code {"difficulty": 3.2, "level": "hard", "hardest": "X-Wing", "uses": {"Hidden Single (box)": 12}}}. */
    record RatingView(double difficulty, String level, String hardest, Map<String, Integer> uses) {

        static RatingView of(Rating rating) {
            Map<String, Integer> uses = new LinkedHashMap<>();
            rating.uses().forEach((technique, count) -> uses.put(technique.displayName(), count));
            return new RatingView(rating.difficulty(), StepJson.level(rating), rating.hardest().map(Technique::displayName).orElse(null), uses);
        }
    }

    static List<StepView> steps(List<Step> steps, Layout layout) {
        return steps.stream().map(s -> StepView.of(s, layout)).toList();
    }

    /** The level in lower case: {@code hard}. */
    static String level(Rating rating) {
        return rating.level().name().toLowerCase(Locale.ROOT);
    }

    private static List<CandidateView> candidates(List<Candidate> candidates) {
        return candidates.stream().map(c -> new CandidateView(c.cell().toString(), c.digit())).toList();
    }
}
