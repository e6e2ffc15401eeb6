package dev.nonet.server;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request the server will not answer as asked, with the HTTP status and the words to say why. The
 * server turns it into {@code {"error": "...", "status": 400, ...}}; {@code details} adds fields that
 * locate the problem (line, column, cells). Never carries a stack trace, nor a long value the client
 * sent: the message is {@link ErrorText#shortened shortened}.
 */
final class ApiError extends RuntimeException {

    private final int status;
    private final Map<String, Object> details;
    private final boolean closesConnection;

    ApiError(int status, String message, Map<String, Object> details) {
        this(status, message, details, false);
    }

    /**
     * @param closesConnection whether the connection must close after the answer: a body not read to its
     *                         end would otherwise be taken for the next request
     */
    ApiError(int status, String message, Map<String, Object> details, boolean closesConnection) {
        super(ErrorText.shortened(message), null, false, false); // whatever value the message quotes, the answer stays short
        this.status = status;
        this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
        this.closesConnection = closesConnection;
    }

    static ApiError badRequest(String message) {
        return new ApiError(400, message, Map.of());
    }

    int status() {
        return status;
    }

    boolean closesConnection() {
        return closesConnection;
    }

    /** The response body: error, status, then the details. */
    Map<String, Object> body() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", getMessage());
        body.put("status", status);
        body.putAll(details);
        return body;
    }
}
