package dev.nonet.view;

import dev.nonet.constraint.KillerCage;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Puzzle;
import java.util.List;

/**
 * A killer cage as {@code /api/generate} and the command line's {@code generate --variant killer} write it:
 * {@code {"sum": 10, "cells": ["r1c1", "r1c2"]}}; {@code sum} is null (left out) for a cage without one.
 */
public record CageView(Integer sum, List<String> cells) {

    /** Copies the cells so that a view is immutable. */
    public CageView {
        cells = List.copyOf(cells);
    }

    public static CageView of(KillerCage cage) {
        return new CageView(cage.sum().isPresent() ? cage.sum().getAsInt() : null, cage.cells().stream().map(Cell::toString).toList());
    }

    /** The views of the killer cages of {@code puzzle}, in its order. */
    public static List<CageView> ofAll(Puzzle puzzle) {
        return puzzle.constraints(KillerCage.class).stream().map(CageView::of).toList();
    }
}
