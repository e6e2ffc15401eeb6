/**
 * The engine's one mutable candidate model, {@link dev.nonet.position.Position}: a layout's cells, each
 * with its placed digit or its candidates as a mask, on the layout's {@code Geometry}. Shared by the
 * HoDoKu-style finders ({@code dev.nonet.logic}, behind {@code CandidateGrid}) and by Sudoku Explainer's
 * rater ({@code dev.nonet.se}). Not exported (module-info.java), like {@code dev.nonet.geometry}: its
 * types are public only so that those packages can share them; a library user holds a
 * {@code CandidateGrid} or an immutable {@code MarkedGrid} instead.
 *
 * <p>Each cell holds its placed digit or its candidate mask (bit d-1 for digit d), numbered as the layout's
 * {@code Geometry} numbers cells and houses. {@code CandidateGrid} holds one and delegates to it; SE's
 * rater works on one directly, a rating copying its start position once. The immutable snapshots stay
 * {@code Grid} and {@code MarkedGrid}. {@code GeometryUnreachableTest} keeps this package out of the
 * exported API as it does {@code geometry}.
 */
package dev.nonet.position;
