package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Rating;
import dev.nonet.logic.Step;
import java.util.List;
import java.util.Locale;

/** Steps, results and ratings of the logical solver as JSON trees, for {@code explain} and {@code rate}. */
final class LogicJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private LogicJson() {
    }

    /** An object saying where {@code position} was read: {@code {"where": "line 3", "line": 3}}. */
    static ObjectNode position(Position position) {
        ObjectNode node = NODES.objectNode();
        node.put("where", position.where());
        node.put("line", position.line());
        return node;
    }

    /** Puts the status, the steps, the end position when stuck, and the rating of {@code result} on {@code node}. */
    static void putResult(ObjectNode node, LogicalResult result) {
        node.put("status", status(result));
        node.set("steps", steps(result.path()));
        if (result.status() != LogicalStatus.SOLVED) {
            node.put("end", result.end().toPencilmarks());
        }
        node.set("rating", rating(result.rating()));
    }

    /** The status in lower case with spaces: {@code solved}, {@code timed out}. */
    static String status(LogicalResult result) {
        return result.status().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The steps as an array of objects. */
    static ArrayNode steps(List<Step> steps) {
        ArrayNode array = NODES.arrayNode();
        steps.forEach(s -> array.add(step(s)));
        return array;
    }

    /** {@code {"technique": "HIDDEN_SINGLE_BOX", "name": ..., "difficulty": 1.2, "placements": [{"cell": "r1c5", "digit": 7}], ...}}. */
    static ObjectNode step(Step step) {
        ObjectNode node = NODES.objectNode();
        node.put("technique", step.technique().name());
        node.put("name", step.technique().displayName());
        node.put("difficulty", step.technique().difficulty());
        node.set("placements", candidates(step.placements()));
        node.set("eliminations", candidates(step.eliminations()));
        ArrayNode cells = node.putArray("cells");
        step.cells().forEach(c -> cells.add(c.toString()));
        ArrayNode houses = node.putArray("houses");
        step.houses().forEach(h -> houses.add(h.toString()));
        node.put("text", step.description());
        return node;
    }

    /** {@code {"difficulty": 3.2, "level": "hard", "hardest": "X-Wing", "uses": {"Hidden Single (box)": 12}}}. */
    static ObjectNode rating(Rating rating) {
        ObjectNode node = NODES.objectNode();
        node.put("difficulty", rating.difficulty());
        node.put("level", LogicText.level(rating));
        if (rating.hardest().isPresent()) {
            node.put("hardest", rating.hardest().get().displayName());
        } else {
            node.putNull("hardest");
        }
        ObjectNode uses = node.putObject("uses");
        rating.uses().forEach((technique, count) -> uses.put(technique.displayName(), count));
        return node;
    }

    private static ArrayNode candidates(List<Candidate> candidates) {
        ArrayNode array = NODES.arrayNode();
        for (Candidate c : candidates) {
            ObjectNode node = array.addObject();
            node.put("cell", c.cell().toString());
            node.put("digit", c.digit());
        }
        return array;
    }
}
