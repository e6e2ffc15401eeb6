package dev.nonet.view;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.validation.Conflict;
import java.util.List;

/**
 * A rule a grid breaks, as {@code /api/check} and {@code /api/conflicts} write it: {@code {"text": "digit 4
 * appears twice in box 5: r5c4 and r6c6", "cells": ["r5c4", "r6c6"], "kind": "box"}} for a house (its kind:
 * row, column, box, region, diagonal, window or group), {@code {"text": "breaks killercage 10 at r1c1 r1c2
 * r2c1", "cells": ["r1c1", "r1c2"], "kind": "killercage"}} for a constraint (its f-puzzles kind; the
 * cells it has filled).
 *
 * @param text  the rule broken, in words
 * @param cells the cells that break it
 * @param kind  the kind of house or constraint
 */
public record ConflictView(String text, List<String> cells, String kind) {

    /** The view of a digit repeated in a house. */
    public static ConflictView of(Conflict conflict) {
        return new ConflictView(conflict.toString(), List.of(conflict.first().toString(), conflict.second().toString()),
                conflict.house().kind().word());
    }

    /** The view of {@code constraint}, which {@code grid} breaks: the cells of it that {@code grid} has filled. */
    public static ConflictView broken(Constraint constraint, Grid grid) {
        List<String> filled = constraint.cells().stream().filter(cell -> grid.get(cell) != 0).map(Cell::toString).toList();
        return new ConflictView("breaks " + constraint, filled, constraint.kind());
    }
}
