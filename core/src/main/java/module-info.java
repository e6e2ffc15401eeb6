/**
 * The Nonet engine: the grid model, text formats, validation, search and logical solving, generation. It
 * needs nothing but the JDK.
 *
 * <p>Exported are the packages a library user needs, each with its front door (see its package
 * documentation): {@code grid} (the model), {@code format} (reading and writing), {@code solve},
 * {@code validation}, {@code logic}, {@code rating} (which rating a puzzle gets), {@code reason} (solving puzzles with constraints like a person), {@code hint} (a player's next hint), {@code se} (Sudoku
 * Explainer's rules), {@code generate}, {@code canon}, {@code constraint} and {@code limit}. Not
 * exported: {@code dev.nonet.geometry}, the engine's shared index tables (and the combinations the
 * logical finders and Sudoku Explainer's choose with), which no caller may reach (a caller asks
 * {@code Layout} for houses, cells and peers), {@code dev.nonet.position}, the engine's one
 * mutable candidate model on those tables, shared by {@code logic} and {@code se} (a caller holds a
 * {@code CandidateGrid} or a {@code MarkedGrid}), {@code dev.nonet.view}, the words and
 * views the command line and the HTTP server both write, which goes to those two alone (their jars'
 * automatic module names) and is no API, and {@code dev.nonet.solve.band}, the classic band search and the
 * {@code SlotSearch} it shares with the optional vector search, which goes to that search's module alone
 * ({@code dev.nonet.vector}, the jar {@code nonet-vector}), where {@code solve} finds it as a service. What a package keeps to itself stays package-private. ("module" is suppressed: the front
 * ends and the vector module are built after the core, so the compiler does not find them.)
 */
@SuppressWarnings("module")
module dev.nonet.core {
    exports dev.nonet.canon;
    exports dev.nonet.constraint;
    exports dev.nonet.format;
    exports dev.nonet.generate;
    exports dev.nonet.grid;
    exports dev.nonet.hint;
    exports dev.nonet.limit;
    exports dev.nonet.logic;
    exports dev.nonet.rating;
    exports dev.nonet.reason;
    exports dev.nonet.se;
    exports dev.nonet.solve;
    exports dev.nonet.validation;
    exports dev.nonet.view to dev.nonet.cli, dev.nonet.server;
    exports dev.nonet.solve.band to dev.nonet.vector;

    uses dev.nonet.solve.band.SlotSearch;
}
