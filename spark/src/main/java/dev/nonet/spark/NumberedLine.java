package dev.nonet.spark;

import java.io.Serializable;

/**
 * A line of an input that holds a record, with its places: what a record needs to be read and answered
 * as the command line reads and answers it at that place.
 *
 * @param ordinal the record's position among the records of all inputs, from 0: the output's order
 * @param file    the input file's index among the inputs
 * @param line    the line's number in its file, from 1
 * @param record  the record's number in its file, from 1
 * @param text    the line as the command line's reader gives it
 */
record NumberedLine(long ordinal, int file, int line, long record, String text) implements Serializable {
}
