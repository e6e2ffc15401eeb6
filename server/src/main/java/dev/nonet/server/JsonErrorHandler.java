package dev.nonet.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's answers to what never reaches the API (a path with {@code ..} or {@code %00}, headers over
 * the limit, an HTTP/2 preface, {@code OPTIONS *}) in the API's error shape, {@code {"error": "...", "status": 400}}, in place of its HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {

    private final ObjectMapper json;

    JsonErrorHandler(ObjectMapper json) {
        this.json = json;
    }

    /**
     * Every method gets the JSON body: Jetty's own rule (GET, POST and HEAD only) left an HTTP/2 preface's
     * 426 and {@code OPTIONS *}'s 404 with empty bodies that no client of the API could read.
     */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause, Callback callback)
            throws IOException {
        ApiError error = new ApiError(code, words(request, code, message), Map.of());
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(json.writeValueAsBytes(error.body())), callback);
    }

    /**
     * {@code bad request: Bad UTF-8 encoding}: the status's name, then Jetty's reason; where Jetty gives
     * none (a path that climbs above the root, {@code %00}), what it checks before the API.
     */
    private static String words(Request request, int code, String message) {
        if (code == HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE_431) {
            return "the request's headers are larger than the limit of "
                    + request.getConnectionMetaData().getHttpConfiguration().getRequestHeaderSize() + " bytes";
        }
        String status = HttpStatus.getMessage(code);
        String words = status.toLowerCase(Locale.ROOT);
        boolean noReason = message == null || message.isBlank() || message.equalsIgnoreCase(status);
        if (noReason && code == HttpStatus.BAD_REQUEST_400) {
            return words + ": the request's path or a header is malformed";
        }
        return noReason ? words : words + ": " + message;
    }
}
