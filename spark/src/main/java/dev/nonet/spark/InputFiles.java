package dev.nonet.spark;

import dev.nonet.cli.BatchJob;
import dev.nonet.cli.ExitCode;
import dev.nonet.cli.UserError;
import dev.nonet.format.Format;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;

/**
 * The files an input path names, in the order they are read: the file itself, a directory's files by
 * name, or a glob's matches by name; hidden files ({@code _SUCCESS}, {@code .crc}) left out, as Hadoop
 * leaves them out. Each with its format, told from its first lines as the command line tells it.
 */
final class InputFiles {

    /**
     * One input file.
     *
     * @param path   the file, as Hadoop names it
     * @param source the name messages give it with several inputs: the path as listed
     * @param format its format: line, tokens or JSON lines
     * @param bytes  its length
     */
    record File(String path, String source, Format format, long bytes) implements Serializable {
    }

    private InputFiles() {
    }

    /**
     * The files of {@code input}.
     *
     * @throws UserError (exit 2) when it names no readable file, or one whose format cannot be read a line at a time
     */
    static List<File> of(String input, Configuration hadoop, BatchJob job) {
        Path path = new Path(input);
        try {
            FileSystem fs = path.getFileSystem(hadoop);
            FileStatus[] matches = fs.globStatus(path);
            List<FileStatus> files = listed(input, fs, matches);
            List<File> inputs = new ArrayList<>(files.size());
            CompressionCodecFactory codecs = new CompressionCodecFactory(hadoop);
            for (FileStatus file : files) {
                String name = files.size() == 1 && matches.length == 1 && !matches[0].isDirectory() ? input : nameOf(file.getPath());
                inputs.add(new File(file.getPath().toString(), name, formatOf(fs, file.getPath(), codecs, name, job), file.getLen()));
            }
            return inputs;
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + input + "': " + e.getMessage());
        }
    }

    /**
     * The total length of the files of {@code input}, as {@link #of} lists them: what a resumed run
     * compares to tell that its input is the one its parts were cut from.
     *
     * @throws UserError (exit 2) when it names no readable file
     */
    static long bytes(String input, Configuration hadoop) {
        Path path = new Path(input);
        try {
            FileSystem fs = path.getFileSystem(hadoop);
            return listed(input, fs, fs.globStatus(path)).stream().mapToLong(FileStatus::getLen).sum();
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + input + "': " + e.getMessage());
        }
    }

    /** The files of a glob's matches: each matched file, each matched directory's visible files; in name order. */
    private static List<FileStatus> listed(String input, FileSystem fs, FileStatus[] matches) throws IOException {
        if (matches == null || matches.length == 0) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + input + "': no such file");
        }
        List<FileStatus> files = new ArrayList<>();
        for (FileStatus match : matches) {
            if (match.isDirectory()) {
                files.addAll(Arrays.asList(fs.listStatus(match.getPath(), p -> !isHidden(p))));
            } else {
                files.add(match);
            }
        }
        files.removeIf(FileStatus::isDirectory);
        files.sort(Comparator.comparing(s -> s.getPath().toString()));
        if (files.isEmpty()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + input + "': it holds no files");
        }
        return files;
    }

    /** A file as messages name it: a local one by its path, as the command line would be given it; others by their URI. */
    private static String nameOf(Path path) {
        return "file".equals(path.toUri().getScheme()) ? path.toUri().getPath() : path.toString();
    }

    private static boolean isHidden(Path path) {
        String name = path.getName();
        return name.startsWith("_") || name.startsWith(".");
    }

    /** The file's format, from its first lines (read through its compression codec, as Spark reads it). */
    private static Format formatOf(FileSystem fs, Path path, CompressionCodecFactory codecs, String name, BatchJob job)
            throws IOException {
        CompressionCodec codec = codecs.getCodec(path);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                codec == null ? fs.open(path) : codec.createInputStream(fs.open(path)), StandardCharsets.UTF_8), 1 << 16)) {
            return job.formatOf(name, reader);
        }
    }
}
