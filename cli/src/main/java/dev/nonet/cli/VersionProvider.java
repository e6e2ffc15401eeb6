package dev.nonet.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the build ({@link Version}), so {@code --version} never drifts from the POM. */
final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return Version.lines();
    }
}
