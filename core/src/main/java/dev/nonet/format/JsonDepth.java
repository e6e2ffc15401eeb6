package dev.nonet.format;

/**
 * How deep a JSON text fed line by line is in objects and arrays, strings read past: what tells
 * {@link PuzzleReader} that an f-puzzles object spread over several lines has closed.
 */
final class JsonDepth {
    private int depth;
    private boolean opened;
    private boolean inString;
    private boolean escaped;

    void feed(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (inString) {
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                depth++;
                opened = true;
            } else if (c == '}' || c == ']') {
                depth--;
            }
        }
        inString = false; // a JSON string never spans lines
        escaped = false;
    }

    boolean closed() {
        return opened && depth <= 0;
    }
}
