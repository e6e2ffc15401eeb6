package dev.nonet.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Whole small files read as UTF-8 text, with one-line errors: Java's own message for bytes that are
 * not UTF-8 is {@code Input length = 1}, which names neither the file nor the trouble.
 */
final class Utf8Text {

    private Utf8Text() {
    }

    /**
     * The text of {@code file}.
     *
     * @throws UserError (exit 2) if it cannot be read or is not UTF-8 text, naming the first bad line
     */
    static String read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + file + "': no such file");
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + file + "': " + e.getMessage());
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw notUtf8(file, bytes, in.position());
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    /** The error for a file whose byte at {@code offset} is not UTF-8, naming that byte's line. */
    static UserError notUtf8(Path file, byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            line += bytes[i] == '\n' ? 1 : 0;
        }
        return new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + file + "': it is not UTF-8 text (line " + line + ")");
    }
}
