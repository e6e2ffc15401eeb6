/**
 * The engine's own index tables of a layout: {@link Geometry}, built once per layout by
 * {@link Geometry#of(dev.nonet.grid.Layout)} and read in the inner loops of the search engines, the
 * logical finders, the validator, the generator and the raters; and {@link Combinations}, the ways to
 * choose members of a set of indices, which the logical finders and Sudoku Explainer's share.
 *
 * <p>Not part of the library's API: module-info.java does not export this package, so on the module
 * path no code outside {@code dev.nonet.core} can reach the tables, let alone change them (that the
 * package stays unexported is tested). On the class path Java has no such wall; the package is internal
 * all the same and may change in any release. A library user asks {@link dev.nonet.grid.Layout}
 * ({@code houses}, {@code cellsOf}, {@code peersOf}) for the same facts.
 *
 * <p>The tables: the houses of a cell, its peers, the cells that see each other, the intersections of
 * houses, the kinds of house. Their arrays are public for the hot loops, which is why the package is kept
 * from library users: no public type of an exported package names it ({@code GeometryUnreachableTest}).
 */
package dev.nonet.geometry;
