package dev.nonet.cli;

/** Entry point of the {@code nonet} command. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(0);
    }
}
