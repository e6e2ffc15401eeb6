package dev.nonet.cli;

import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Puzzle;
import dev.nonet.validation.Conflict;
import dev.nonet.validation.GridValidator;
import java.io.Closeable;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;

/**
 * The positions of {@code explain} and {@code hint}, one at a time, from the records of a
 * {@link RecordSource} (the batch commands' source): a puzzle's givens, or classic pencil marks as
 * given (729 marks, a PM grid or a PM line), its givens and placed digits checked for repeats. A puzzle
 * may have constraints (f-puzzles: killer cages, thermometers, ...): the commands reason about them with
 * the rule solver. Inputs stream, so memory does not grow with them.
 */
final class PositionReader implements Iterator<Position>, Closeable {

    private final RecordSource records;

    PositionReader(RecordSource records) {
        this.records = records;
    }

    @Override
    public boolean hasNext() {
        try {
            return records.hasNext();
        } catch (UncheckedIOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "read error: " + e.getCause().getMessage());
        }
    }

    @Override
    public Position next() {
        SourcedRecord sourced = records.next();
        return position(sourced.record(), records.hasSeveralInputs() ? sourced.source() + ": " : "");
    }

    @Override
    public void close() {
        records.close();
    }

    private static Position position(PuzzleRecord record, String prefix) {
        String where = prefix + "line " + record.line();
        if (record instanceof PuzzleRecord.Malformed m) {
            return Position.unusable(where, record.line(), Verdicts.MALFORMED + ": " + prefix + FlagWords.message(m.error()));
        }
        Puzzle puzzle = record instanceof PuzzleRecord.Marked marked ? Puzzle.of(marked.position().digits())
                : ((PuzzleRecord.Parsed) record).puzzle();
        List<Conflict> conflicts = GridValidator.conflicts(puzzle);
        if (!conflicts.isEmpty()) {
            return Position.unusable(where, record.line(), Verdicts.INVALID + ": " + where + ": " + conflicts.get(0));
        }
        if (record instanceof PuzzleRecord.Marked marked) {
            return Position.ofMarks(where, record.line(), marked.marks(), marked.position());
        }
        return Position.ofGivens(where, record.line(), puzzle);
    }
}
