/**
 * The HTTP service started by {@code nonet serve}: a JSON API and the page to play on.
 *
 * <p>The front door is {@link NonetServer}, started with {@link ServerSettings} (address and port, workers,
 * queue, time limit, body size, allowed origins) and closed when done. Inside: {@code PuzzleApi} computes
 * each endpoint's answer on {@code WorkerPool}'s bounded threads (503 when full), from the request record of
 * that endpoint ({@code Requests}, {@code PuzzleFields}) that {@code RequestReader} reads from the body
 * {@code JsonBody} parsed; failures are {@code ApiError}s written as
 * JSON (Jetty's own through {@code JsonErrorHandler}); {@code OriginPolicy} keeps other sites out;
 * the answers are {@code dev.nonet.view}'s records, written as the command line's JSON writes them. The page
 * itself is plain files under {@code resources/web}, and {@code openapi.json} describes the API.
 *
 * <p>A request record's components are the fields its endpoint takes: {@code RequestReader} refuses any
 * other ({@code ClosestName} says which one was meant) and reads each by its type, a field group
 * ({@code PuzzleFields}, {@code LayoutFields}) written once for every request that takes it; a request's
 * fields are checked for their form first, in the order an unknown field's error lists them, then for
 * what they mean. {@code PuzzleFields} reads the puzzle fields into a {@code Puzzle}, the texts through
 * {@code PuzzleText}; {@code ErrorText} quotes a long value by its start. {@code BodyReader} reads a body
 * within a time and a rate, the slow ones in a bounded number of places, and {@code HeaderTimeout} closes a
 * connection whose headers take longer than a body may, so that slow clients cannot take every thread.
 * {@code /favicon.ico} redirects to the page's {@code favicon.svg} (docs/API.md).
 *
 * <p>Beside it, {@link FPuzzlesSolver} (started with {@link FPuzzlesSolverSettings}) is the websocket listener of
 * {@code nonet fpuzzles-solver}, which the f-puzzles userscript of Rangsk's SudokuSolver connects to: it takes the
 * handshake from f-puzzles' pages and this machine's only, gives each connected page a {@code SolverSession} (its
 * requests one at a time on a thread of its own, each under a deadline a newer request, {@code cancel} or the
 * connection closing cancels), reads each message as a {@code SolverRequest} and has {@code SolverAnswers} compute
 * the answer, a {@code SolverMessages} record, with the core's search and rule solver; {@code SetterPosition} reads
 * the digits and centre marks on the board, {@code LogicFamily} the families of logic the setter switched off
 * (docs/FPUZZLES-SOLVER.md). {@link FPuzzlesSolverClient} talks to it as the userscript does, for the tests, the
 * benchmark and other programs.
 */
package dev.nonet.server;
