package dev.nonet.spark;

import java.io.Serializable;

/**
 * What one record became, as the command line writes and counts it ({@code dev.nonet.cli.Outcome}).
 *
 * @param text    the output record, each line ending in a newline, a multi-line record's blank line before it; empty when filtered out
 * @param verdict the word the summary counts it under; null for text written after the records (dedup's
 *                classes), which the summary does not count
 * @param bad     whether it makes the run's exit code 1
 */
record OutputRecord(String text, String verdict, boolean bad) implements Serializable {
}
