package dev.nonet.server;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads a request body as JSON, every way it can fail an {@link ApiError} 400 that names where:
 * {@code the body is not JSON: line 1, column 12: ...}, or for Jackson's limits (nesting depth, the
 * length of a number or a name) {@code the body is beyond the JSON reader's limits: line 1, column
 * 5021 (in "cap"): Number value length (5000) exceeds the maximum allowed (1000)}.
 */
final class JsonBody {

    /** Deeper than this the field's path would be longer than the message is worth. */
    private static final int DEEPEST_PATH_NAMED = 4;

    private JsonBody() {
    }

    /** The value {@code json} holds; null when it holds none. */
    static JsonNode read(ObjectMapper mapper, String json) {
        JsonParser parser;
        try {
            parser = mapper.createParser(json);
        } catch (IOException e) {
            throw new IllegalStateException("a parser over a string needs no input yet", e);
        }
        // A key given twice would otherwise let the last one win unseen.
        parser.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        try (parser) {
            JsonNode value = mapper.readTree(parser);
            if (value != null && parser.nextToken() != null) {
                throw error("the body is not JSON", parser.currentTokenLocation(), null,
                        "more follows the JSON value, which must be the whole body");
            }
            return value;
        } catch (StreamConstraintsException e) {
            // The limit errors come without a location: the parser still knows where it stopped.
            throw error("the body is beyond the JSON reader's limits", parser.currentLocation(), fieldOf(parser.getParsingContext()),
                    withoutJacksonsMethodName(e.getOriginalMessage()));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
            throw error("the body is not JSON", at, null, e.getOriginalMessage());
        } catch (IOException e) {
            throw new IllegalStateException("reading a string cannot fail", e);
        }
    }

    private static ApiError error(String what, JsonLocation at, String field, String message) {
        Map<String, Object> where = new LinkedHashMap<>();
        where.put("line", at.getLineNr());
        where.put("column", at.getColumnNr());
        return new ApiError(400, what + ": line " + at.getLineNr() + ", column " + at.getColumnNr()
                + (field == null ? "" : " (in \"" + field + "\")") + ": " + message, where);
    }

    /** {@code cap} or {@code eliminated/0/digit}: where the parser stopped, when that is short to say. */
    private static String fieldOf(JsonStreamContext context) {
        if (context.getNestingDepth() > DEEPEST_PATH_NAMED) {
            return null;
        }
        String path = context.pathAsPointer().toString();
        return path.isEmpty() ? null : path.substring(1);
    }

    /** Jackson names the setting it checked ({@code , from `StreamReadConstraints...`}), which a client cannot change. */
    private static String withoutJacksonsMethodName(String message) {
        return message.replaceAll(", from `[^`]*`", "");
    }
}
