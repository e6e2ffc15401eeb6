package dev.nonet.cli;

import dev.nonet.canon.Minlex;
import dev.nonet.canon.Transform;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Puzzle;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code nonet same A B}: whether two puzzles are one puzzle written two ways, and the transform. */
@Command(
        name = "same",
        mixinStandardHelpOptions = true,
        header = "Tell whether two puzzles are the same puzzle written two ways.",
        versionProvider = VersionProvider.class,
        description = {
            "Each of A and B is a puzzle's 81 cells, or a file whose first record is the puzzle. Write 'same' and the transform that takes A to B (as 'nonet transform --apply' takes it), or 'different'. Two puzzles are the same when one is a copy of the other under the symmetries of Sudoku: their minlex forms are equal. Classic 9x9 only.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet same puzzle.txt other.txt",
            "  nonet same 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 copy.txt",
            "",
            "Exit codes: 0 the same puzzle; 1 different puzzles; 2 bad usage, unreadable input or a record that is not a classic puzzle."
        })
final class SameCommand implements Callable<Integer> {

    @ParentCommand
    NonetCommand nonet;

    @Parameters(index = "0", paramLabel = "A", description = "A puzzle (81 cells) or a file holding it.")
    private String first;

    @Parameters(index = "1", paramLabel = "B", description = "Another puzzle or file.")
    private String second;

    @Override
    public Integer call() {
        Puzzle a = read(first, "A");
        Puzzle b = read(second, "B");
        Optional<Transform> transform = Minlex.equivalent(a, b);
        PrintStream out = nonet.streams().out();
        if (transform.isEmpty()) {
            out.println("different");
            out.flush();
            return ExitCode.BAD_PUZZLES;
        }
        out.println("same");
        out.println("transform " + transform.get());
        out.flush();
        return ExitCode.OK;
    }

    private static boolean isFile(String argument) {
        try {
            return Files.isRegularFile(Path.of(argument));
        } catch (InvalidPathException e) {
            return false; // puzzle text with characters no file name may hold
        }
    }

    /** The puzzle that {@code argument} names: a file's first record, or the argument's own text. */
    private static Puzzle read(String argument, String name) {
        boolean isFile = isFile(argument);
        try (PuzzleReader reader = isFile
                ? PuzzleReader.open(Path.of(argument), null, LayoutSpec.CLASSIC)
                : PuzzleReader.of(argument, null, LayoutSpec.CLASSIC)) {
            Iterator<PuzzleRecord> records = reader.iterator();
            String where = isFile ? name + " (" + argument + ")" : name;
            if (!records.hasNext()) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, where + ": no puzzle in it");
            }
            PuzzleRecord record = records.next();
            if (record instanceof PuzzleRecord.Malformed m) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, where + ": " + FlagWords.message(m.error()));
            }
            if (!(record instanceof PuzzleRecord.Parsed parsed)) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, where + ": not a puzzle");
            }
            return parsed.puzzle();
        } catch (PuzzleFormatException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, name + ": " + FlagWords.message(e));
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, name + ": cannot read '" + argument + "': " + e.getMessage());
        }
    }
}
