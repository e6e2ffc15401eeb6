package dev.nonet.view;

import dev.nonet.format.FPuzzle;
import dev.nonet.format.LzString;
import java.util.Map;

/**
 * What the f-puzzles format said beside the rules, as {@code /api/check} writes it: {@code {"title": ...,
 * "author": ..., "rules": ..., "payload": "N4Ig...", "source": {...}}}.
 *
 * @param title   the puzzle's title; null when it has none
 * @param author  its author; null when it names none
 * @param rules   its rules in words; null when it has none
 * @param payload the object's lz-string base64 compression, for links ({@code #fpuzzles=PAYLOAD})
 * @param source  the object as read, for a page to draw
 */
public record FPuzzlesView(String title, String author, String rules, String payload, Map<String, Object> source) {

    /** The view of {@code read}. */
    public static FPuzzlesView of(FPuzzle read) {
        return new FPuzzlesView(read.title(), read.author(), read.rules(), LzString.compressToBase64(read.json()), read.source());
    }
}
