/**
 * The HTTP service started by {@code nonet serve}: a JSON API and the page to play on.
 *
 * <p>The front door is {@link NonetServer}, started with {@link ServerSettings} (address and port, workers,
 * queue, time limit, body size, allowed origins) and closed when done. Inside: {@code PuzzleApi} computes
 * each endpoint's answer on {@code WorkerPool}'s bounded threads (503 when full), from an {@code ApiRequest}
 * whose fields {@code JsonBody} and {@code AllowedFields} check; failures are {@code ApiError}s written as
 * JSON (Jetty's own through {@code JsonErrorHandler}); {@code OriginPolicy} keeps other sites out;
 * {@code LayoutView} and {@code StepJson} shape layouts and steps as the command line's JSON does. The page
 * itself is plain files under {@code resources/web}, and {@code openapi.json} describes the API.
 */
package dev.nonet.server;
