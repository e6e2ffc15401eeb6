package dev.nonet.cli;

/** The work a batch command does on each record. Called from many threads at once. */
@FunctionalInterface
interface RecordTask {

    /** The outcome of one record; never null. */
    Outcome apply(SourcedRecord record);
}
