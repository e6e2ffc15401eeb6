package dev.nonet.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;

/**
 * One request to an {@link FPuzzlesSolver}, as the userscript sends it:
 * {@code {"nonce": 3, "command": "count", "dataType": "fpuzzles", "data": "N4Ig..."}}, or
 * {@code {"nonce": 4, "command": "cancel"}}.
 *
 * @param nonce   the number the answers carry back (the userscript drops answers to any but its latest)
 * @param command one of {@link #COMMANDS}
 * @param data    the f-puzzles payload; empty for {@code cancel}
 */
record SolverRequest(long nonce, String command, String data) {

    /** The commands taken: the userscript's, {@code estimate} answered {@code invalid}. */
    static final List<String> COMMANDS = List.of("truecandidates", "solve", "check", "count", "solvepath", "step", "estimate", "cancel");

    /** A message that is not a request this solver takes, with the nonce it carried (0 when none could be read). */
    static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;
        final long nonce;

        Unreadable(long nonce, String message) {
            super(message, null, false, false);
            this.nonce = nonce;
        }
    }

    /** The request {@code text} holds. */
    static SolverRequest read(ObjectMapper json, String text) throws Unreadable {
        JsonNode node;
        try {
            node = json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new Unreadable(0, "the request is not JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw new Unreadable(0, "a request is a JSON object with nonce, command, dataType and data");
        }
        long nonce = node.path("nonce").asLong(0);
        String command = node.path("command").asText("");
        if (!COMMANDS.contains(command)) {
            throw new Unreadable(nonce, "unknown command '" + ErrorText.excerpt(command) + "': Nonet answers " + String.join(", ", COMMANDS));
        }
        if (command.equals("cancel")) {
            return new SolverRequest(nonce, command, "");
        }
        if (!node.path("dataType").asText("").equals("fpuzzles")) {
            throw new Unreadable(nonce, "the dataType must be fpuzzles, not '" + ErrorText.excerpt(node.path("dataType").asText("")) + "'");
        }
        JsonNode data = node.path("data");
        if (!data.isTextual() || data.asText().isBlank()) {
            throw new Unreadable(nonce, "the data must be an f-puzzles payload (the text after ?load= in a link)");
        }
        return new SolverRequest(nonce, command, data.asText());
    }
}
