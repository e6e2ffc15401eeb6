package dev.nonet.view;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import java.util.List;

/**
 * A constraint as the API and the command line's {@code --json} write it: {@code {"kind": "killercage",
 * "cells": ["r1c1", "r1c2"], "text": "killercage 10 at r1c1 r1c2"}}; {@code kind} is the f-puzzles name,
 * {@code text} the words messages use.
 */
public record ConstraintView(String kind, List<String> cells, String text) {

    /** Copies the cells so that a view is immutable. */
    public ConstraintView {
        cells = List.copyOf(cells);
    }

    public static ConstraintView of(Constraint constraint) {
        return new ConstraintView(constraint.kind(), constraint.cells().stream().map(Cell::toString).toList(), constraint.toString());
    }

    /** The views of {@code constraints}, or null when there are none, so that a puzzle of houses alone writes no field. */
    public static List<ConstraintView> ofAll(List<Constraint> constraints) {
        return constraints.isEmpty() ? null : constraints.stream().map(ConstraintView::of).toList();
    }
}
