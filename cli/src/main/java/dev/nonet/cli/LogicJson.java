package dev.nonet.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.grid.Layout;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.reason.RulePath;
import dev.nonet.view.RatingView;
import dev.nonet.view.StepView;
import java.util.List;

/**
 * Steps, results and ratings of the logical solver as JSON trees, for {@code explain}, {@code rate} and
 * {@code generate}: the core's {@link StepView} and {@link RatingView}, which the API writes too.
 */
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

    /**
     * Puts the status, the steps and the end position when stuck ({@code end}, as written) of {@code result} on {@code node}, and the
     * rating shown for the position (the one {@code dev.nonet.rating.Ratings#besidePath} gives).
     */
    static void putResult(ObjectNode node, LogicalResult result, String end, RatingView rating) {
        put(node, result.status(), steps(result.path(), result.end().layout()), end, rating);
    }

    /** {@link #putResult(ObjectNode, LogicalResult, String, RatingView)} for the rule solver's path of a puzzle with constraints. */
    static void putResult(ObjectNode node, RulePath path, String end, RatingView rating) {
        put(node, path.status(), JsonOutput.tree(StepView.ofRules(path.path(), path.end().layout())), end, rating);
    }

    private static void put(ObjectNode node, LogicalStatus status, JsonNode steps, String end, RatingView rating) {
        node.put("status", status.word());
        node.set("steps", steps);
        if (status != LogicalStatus.SOLVED) {
            node.put("end", end);
        }
        node.set("rating", JsonOutput.tree(rating));
    }

    /** The steps, taken on {@code layout}, as an array of {@link StepView}s. */
    static JsonNode steps(List<Step<Technique>> steps, Layout layout) {
        return JsonOutput.tree(StepView.of(steps, layout));
    }
}
