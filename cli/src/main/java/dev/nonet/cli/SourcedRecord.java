package dev.nonet.cli;

import dev.nonet.format.PuzzleRecord;

/**
 * A record and the input it came from, so messages can say where a bad puzzle is.
 *
 * @param source the file name as the user gave it, or {@code stdin}
 * @param record the record
 */
record SourcedRecord(String source, PuzzleRecord record) {
}
