package dev.nonet.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Layout;
import dev.nonet.view.ConstraintView;
import dev.nonet.view.LayoutView;

/** JSON lines output: one object per record, starting with where the record came from. */
final class JsonOutput {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The core's views, written as the API writes them: a field without a value is left out. */
    private static final ObjectMapper VIEWS = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private JsonOutput() {
    }

    /**
     * An object holding the record's source (with several inputs), number and line, and for a puzzle
     * of another size or a variant its {@code layout} (see {@link #putLayout}).
     */
    static ObjectNode start(SourcedRecord r, BatchRunner.Job job) {
        ObjectNode node = JSON.createObjectNode();
        if (job.severalInputs()) {
            node.put("source", r.source());
        }
        node.put("record", r.record().number());
        node.put("line", r.record().line());
        if (r.record() instanceof PuzzleRecord.Parsed p) {
            putLayout(node, p.puzzle().layout());
            if (p.puzzle().hasConstraints()) {
                node.set("constraints", tree(ConstraintView.ofAll(p.puzzle().constraints())));
            }
        }
        return node;
    }

    /**
     * For a layout other than classic 9x9, its {@code layout} as the API writes it ({@link LayoutView}:
     * shape, side, box size, variants and a jigsaw's regions). Classic 9x9, by far the usual, goes
     * without, to keep its lines short.
     */
    static void putLayout(ObjectNode node, Layout layout) {
        if (!layout.isClassic()) {
            node.set("layout", tree(LayoutView.of(layout)));
        }
    }

    /** {@code value} (a view of the core's, dev.nonet.view) as a JSON tree, in the API's shape. */
    static JsonNode tree(Object value) {
        return VIEWS.valueToTree(value);
    }

    /** The object as one line of text, ending in a newline. */
    static String line(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serialises", e);
        }
    }
}
