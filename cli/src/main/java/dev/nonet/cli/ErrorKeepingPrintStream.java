package dev.nonet.cli;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Standard output as {@link Main} hands it to the commands. A {@code PrintStream} swallows write
 * errors and keeps only a flag ({@link #checkError()}); this one also keeps the first error itself, so
 * that {@link CommandOutput} can tell a closed pipe (stop quietly) from a full disk (say so).
 */
final class ErrorKeepingPrintStream extends PrintStream {

    private final FirstErrorTrap trap;

    private ErrorKeepingPrintStream(FirstErrorTrap trap) {
        super(new BufferedOutputStream(trap, 1 << 13), true, StandardCharsets.UTF_8);
        this.trap = trap;
    }

    /** A print stream over {@code target}, flushed at every line as {@code System.out} is. */
    static ErrorKeepingPrintStream over(OutputStream target) {
        return new ErrorKeepingPrintStream(new FirstErrorTrap(target));
    }

    /** The first write error swallowed, or null if there was none. */
    IOException firstError() {
        return trap.first;
    }

    /** Passes everything through and remembers the first failure on its way back up. */
    private static final class FirstErrorTrap extends FilterOutputStream {

        private volatile IOException first;

        FirstErrorTrap(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                throw kept(e);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                throw kept(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw kept(e);
            }
        }

        private IOException kept(IOException e) {
            if (first == null) {
                first = e;
            }
            return e;
        }
    }
}
