package dev.nonet.view;

import java.util.List;

/**
 * The rules a grid breaks, as {@code /api/conflicts} writes them: {@code {"conflicts": [{"text": ...,
 * "cells": [...], "kind": ...}, ...]}}.
 *
 * @param conflicts the rules broken, the houses' first
 */
public record ConflictsView(List<ConflictView> conflicts) {
}
