package dev.nonet.server;

import dev.nonet.logic.Candidate;
import dev.nonet.logic.Rating;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The logical solver's steps and ratings as the API writes them, in the shape of the command line's
 * {@code explain --json}: {@code {"technique": "HIDDEN_SINGLE_BOX", "name": "Hidden Single (box)",
 * "difficulty": 1.2, "placements": [{"cell": "r1c5", "digit": 7}], "eliminations": [], "cells": [...],
 * "houses": ["box 2"], "text": "..."}}.
 */
final class StepJson {

    private StepJson() {
    }

    /** One step of a logical solve. */
    record StepView(String technique, String name, double difficulty, List<CandidateView> placements,
                    List<CandidateView> eliminations, List<String> cells, List<String> houses, String text) {

        static StepView of(Step step) {
            return new StepView(step.technique().name(), step.technique().displayName(), step.technique().difficulty(),
                    candidates(step.placements()), candidates(step.eliminations()),
                    step.cells().stream().map(Object::toString).toList(),
                    step.houses().stream().map(Object::toString).toList(), step.description());
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

    static List<StepView> steps(List<Step> steps) {
        return steps.stream().map(StepView::of).toList();
    }

    /** The level in lower case: {@code hard}. */
    static String level(Rating rating) {
        return rating.level().name().toLowerCase(Locale.ROOT);
    }

    private static List<CandidateView> candidates(List<Candidate> candidates) {
        return candidates.stream().map(c -> new CandidateView(c.cell().toString(), c.digit())).toList();
    }
}
