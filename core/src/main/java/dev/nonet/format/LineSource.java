package dev.nonet.format;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Lines of text with their numbers, read in chunks, with look-ahead for format detection.
 *
 * <p>Lines end at {@code \n}, {@code \r\n} or {@code \r}. A line longer than {@link #MAX_LINE} is cut
 * there and the rest of it skipped, so one endless line cannot exhaust memory; the cut line is
 * reported as too long by whoever parses it. A byte-order mark at the start is dropped. Public for
 * readers of other line formats (the command line's pencil marks), which need the same bounds.
 */
public final class LineSource {

    /** Longest line kept whole; far beyond any puzzle format's longest line (729 candidates). */
    public static final int MAX_LINE = 4096;

    /** Whether {@code line}, as {@link #next()} gave it, was cut at {@link #MAX_LINE}. */
    public static boolean wasCut(String line) {
        return line.length() > MAX_LINE;
    }

    /**
     * {@code line} (without its terminator) as {@link #next()} gives it: cut at {@link #MAX_LINE} and
     * marked, and a first line without its byte-order mark; for callers that split lines themselves.
     */
    public static String asRead(String line, boolean first) {
        String text = first && !line.isEmpty() && line.charAt(0) == '\uFEFF' ? line.substring(1) : line;
        return text.length() <= MAX_LINE ? text : text.substring(0, MAX_LINE) + '\u2026';
    }

    private final Reader in;
    private final char[] buffer = new char[1 << 16];
    private int position;
    private int limit;
    private boolean endOfInput;
    private int lineNumber;
    private final Deque<String> pushedBack = new ArrayDeque<>();
    private final StringBuilder line = new StringBuilder(128);
    /** Where lines are cut: {@link #MAX_LINE} unless a reader of longer lines raised it. */
    private int maxLine = MAX_LINE;

    public LineSource(Reader in) {
        this.in = in;
    }

    /**
     * Cuts lines at {@code limit} characters from now on, lines given back included (as {@link #asRead}
     * cuts them at {@link #MAX_LINE}): for the f-puzzles format, whose one-line JSON objects run far
     * beyond the other formats' lines, and for telling the format from a first line that may be one.
     */
    void limitLines(int limit) {
        maxLine = limit;
        if (pushedBack.isEmpty()) {
            return;
        }
        java.util.List<String> kept = new java.util.ArrayList<>(pushedBack);
        pushedBack.clear();
        for (String text : kept) {
            pushedBack.addLast(text.length() <= limit ? text : text.substring(0, limit) + '\u2026');
        }
    }

    /** The next line without its terminator, or null at the end of the input. */
    public String next() throws IOException {
        if (!pushedBack.isEmpty()) {
            lineNumber++;
            return pushedBack.pop();
        }
        String text = readLine();
        if (text != null) {
            lineNumber++;
            if (lineNumber == 1 && !text.isEmpty() && text.charAt(0) == '\uFEFF') {
                text = text.substring(1);
            }
        }
        return text;
    }

    /** Gives back the lines last read, most recent last, so that {@link #next()} returns them again. */
    void pushBack(java.util.List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            pushedBack.push(lines.get(i));
            lineNumber--;
        }
    }

    /**
     * Whether text is at hand without waiting for input: lines given back, characters buffered, or the
     * reader ready. False at the end of the input too.
     */
    public boolean isReady() throws IOException {
        return !pushedBack.isEmpty() || position < limit || (!endOfInput && in.ready());
    }

    /** The number of the line last returned by {@link #next()}, from 1 (0 before the first). */
    public int lineNumber() {
        return lineNumber;
    }

    private String readLine() throws IOException {
        line.setLength(0);
        boolean sawAny = false;
        while (true) {
            if (position == limit && !fill()) {
                return sawAny ? line.toString() : null;
            }
            sawAny = true;
            int start = position;
            while (position < limit) {
                char c = buffer[position];
                if (c == '\n' || c == '\r') {
                    append(start, position);
                    position++;
                    if (c == '\r') {
                        skipLineFeedAfterReturn();
                    }
                    return line.toString();
                }
                position++;
            }
            append(start, position);
        }
    }

    private void skipLineFeedAfterReturn() throws IOException {
        if (position == limit && !fill()) {
            return;
        }
        if (buffer[position] == '\n') {
            position++;
        }
    }

    private void append(int from, int to) {
        int room = maxLine - line.length();
        if (room > 0) {
            line.append(buffer, from, Math.min(room, to - from));
        } else if (line.length() == maxLine && to > from) {
            line.append('\u2026'); // marks the cut, so the line reads as too long, not as valid
        }
    }

    private boolean fill() throws IOException {
        if (endOfInput) {
            return false;
        }
        int n = in.read(buffer, 0, buffer.length);
        if (n <= 0) {
            endOfInput = true;
            return false;
        }
        position = 0;
        limit = n;
        return true;
    }
}
