/**
 * The HTTP service started by {@code nonet serve}: a JSON API and the page to play on.
 *
 * <p>The front door is {@link NonetServer}, started with {@link ServerSettings} (address and port, workers,
 * queue, time limit, body size, allowed origins) and closed when done. Inside: {@code PuzzleApi} computes
 * each endpoint's answer on {@code WorkerPool}'s bounded threads (503 when full), from an {@code ApiRequest}
 * whose fields {@code JsonBody} and {@code AllowedFields} check; failures are {@code ApiError}s written as
 * JSON (Jetty's own through {@code JsonErrorHandler}); {@code OriginPolicy} keeps other sites out;
 * the answers are {@code dev.nonet.view}'s records, written as the command line's JSON writes them. The page
 * itself is plain files under {@code resources/web}, and {@code openapi.json} describes the API.
 *
 * <p>{@code ApiRequest} reads and checks a body's fields, the layout fields included, into a {@code
 * Puzzle}; {@code AllowedFields} refuses the fields an endpoint does not take and {@code ClosestName} says
 * which one was meant; {@code ErrorText} quotes a long value by its start. {@code BodyReader} reads a body
 * within a time and a rate, the slow ones in a bounded number of places, and {@code HeaderTimeout} closes a
 * connection whose headers take longer than a body may, so that slow clients cannot take every thread.
 * {@code /favicon.ico} redirects to the page's {@code favicon.svg} (docs/API.md).
 */
package dev.nonet.server;
