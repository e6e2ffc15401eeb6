package dev.nonet.view;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Layout;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.reason.RuleTechnique;
import dev.nonet.se.SeFamily;
import dev.nonet.se.SeRating;
import java.util.Comparator;
import java.util.List;

/**
 * One step of a logical solve as {@code explain --json} and the API write it: {@code {"technique":
 * "HIDDEN_SINGLE_BOX", "name": "Hidden Single (box)", "difficulty": 1.2, "placements": [{"cell": "r1c5",
 * "digit": 7}], "eliminations": [], "cells": [...], "houses": ["box 2"], "houseCells": ["r1c4", ...],
 * "text": "..."}}. {@code houseCells} lists the cells of the houses (on any layout: rows, columns, boxes,
 * jigsaw regions, diagonals, windows, groups), row by row, so that a reader can show them without
 * knowing the layout's geometry. A step that follows a chain (an X-Chain, an AIC, a Skyscraper, ...) also
 * has {@code "links"}, the chain's links in order ({@link LinkView}); for any other step {@code links} is
 * null, which the JSON leaves out. A step of a puzzle with constraints (the rule solver's,
 * {@code dev.nonet.reason}) has {@code "constraints"}, those it reasoned with ({@link ConstraintView}), and a
 * forcing or contradiction step {@code "because"}: one step per assumption it follows (technique
 * {@code ASSUMPTION}, the assumed digit as its placement), each with its own {@code "because"}, the
 * deductions made from the assumption in order (singles, locked digits, a constraint's narrowing) and, for a
 * contradiction, the broken rule last ({@code BROKEN}). These nested steps hold only under their assumption.
 * Both are null, and left out, for any other step.
 */
public record StepView(String technique, String name, double difficulty, List<CandidateView> placements,
                       List<CandidateView> eliminations, List<String> cells, List<String> houses, List<String> houseCells,
                       List<LinkView> links, List<ConstraintView> constraints, List<StepView> because, String text) {

    /** Copies the lists so that a view is immutable. */
    public StepView {
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        cells = List.copyOf(cells);
        houses = List.copyOf(houses);
        houseCells = List.copyOf(houseCells);
        links = links == null ? null : List.copyOf(links);
        constraints = constraints == null ? null : List.copyOf(constraints);
        because = because == null ? null : List.copyOf(because);
    }

    /** A step that follows no chain: {@code links} null. */
    public StepView(String technique, String name, double difficulty, List<CandidateView> placements,
                    List<CandidateView> eliminations, List<String> cells, List<String> houses, List<String> houseCells,
                    String text) {
        this(technique, name, difficulty, placements, eliminations, cells, houses, houseCells, null, null, null, text);
    }

    /**
     * The view of {@code step} taken on {@code layout}, which tells the cells of its houses. A step of
     * Sudoku Explainer's chains on Nonet's path keeps SE's name and difficulty, under the technique it
     * counts as ({@code FORCING_NET}). A step's constraints and nested steps are written where it has them.
     */
    public static StepView of(Step<?> step, Layout layout) {
        List<String> houseCells = step.houses().stream().flatMap(h -> layout.cellsOf(h).stream()).distinct()
                .sorted(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::column)).map(Cell::toString).toList();
        List<StepView> because = step.because().stream().map(s -> of((Step<?>) s, layout)).toList();
        return new StepView(step.technique().name(), step.name(), step.difficulty(),
                CandidateView.of(step.placements()), CandidateView.of(step.eliminations()),
                step.cells().stream().map(Cell::toString).toList(),
                step.houses().stream().map(Object::toString).toList(), houseCells, LinkView.of(step.links()),
                ConstraintView.ofAll(step.constraints()), because.isEmpty() ? null : because, step.description());
    }

    /**
     * The view of a step of Sudoku Explainer's path ({@code explain --model se}): SE's name as both its
     * technique and its name, its difficulty with its chain length counted, and no cells, houses or
     * links, which SE's hints do not name.
     */
    public static StepView of(Step<SeFamily> step) {
        return new StepView(step.name(), step.name(), SeRating.tenths(step.difficulty()),
                CandidateView.of(step.placements()), CandidateView.of(step.eliminations()),
                List.of(), List.of(), List.of(), step.description());
    }

    /** The views of {@code steps}, in order, all on {@code layout}. */
    public static List<StepView> of(List<Step<Technique>> steps, Layout layout) {
        return steps.stream().map(s -> of(s, layout)).toList();
    }

    /** The views of the rule solver's {@code steps}, in order, all on {@code layout}. */
    public static List<StepView> ofRules(List<Step<RuleTechnique>> steps, Layout layout) {
        return steps.stream().map(s -> of(s, layout)).toList();
    }
}
