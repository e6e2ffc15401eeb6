package dev.nonet.spark;

import dev.nonet.cli.ExitCode;
import dev.nonet.cli.UserError;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.scheduler.ExternalClusterManager;

/**
 * The master a run names, checked before any of Spark starts: a URL Spark cannot parse, and a standalone
 * master none of whose addresses answers, are a one-line message and exit 2. Spark itself would log an
 * error and its stack trace for the first, and retry for a minute, printing a stack trace every 20 s,
 * for the second.
 */
final class MasterUrl {

    /** Spark's own forms (SparkContext's SparkMasterRegex): local[N], local[N,F], local-cluster[N,C,M]. */
    private static final Pattern LOCAL_N = Pattern.compile("local\\[([0-9]+|\\*)(\\s*,\\s*[0-9]+)?]");
    private static final Pattern LOCAL_CLUSTER = Pattern.compile("local-cluster\\[\\s*[0-9]+\\s*,\\s*[0-9]+\\s*,\\s*[0-9]+\\s*]");
    private static final Pattern HOST_PORT = Pattern.compile("(\\[[0-9a-fA-F:.]+]|[^:/\\[\\]@?#]+):([0-9]{1,5})");

    private MasterUrl() {
    }

    /**
     * Refuses a master Spark would refuse, and a standalone master ({@code spark://HOST:PORT}, several for
     * a standby master) of which no address answers.
     *
     * @throws UserError (exit 2) naming the master and what is wrong with it
     */
    static void check(String master) {
        if (master.startsWith("spark://")) {
            checkStandalone(master);
        } else if (master.startsWith("local")) {
            checkLocal(master);
        } else if (!aClusterManagerTakes(master)) {
            throw refused(master, "Spark knows no such master: it takes local, local[N], local[*], spark://HOST:PORT,"
                    + " or yarn and k8s://HOST:PORT where their modules are on the class path (a cluster's spark-submit)");
        }
    }

    private static void checkLocal(String master) {
        Matcher threads = LOCAL_N.matcher(master);
        if (master.equals("local") || LOCAL_CLUSTER.matcher(master).matches()
                || threads.matches() && !threads.group(1).matches("0+")) {
            return;
        }
        throw refused(master, "a local master is local, local[N] (N threads, at least 1), local[*] (one a core),"
                + " or local[N,F] (F: the tries a task gets)");
    }

    private static void checkStandalone(String master) {
        String reason = null;
        for (String address : master.substring("spark://".length()).split(",", -1)) {
            Matcher hostPort = HOST_PORT.matcher(address);
            int port = hostPort.matches() ? Integer.parseInt(hostPort.group(2)) : 0;
            if (port < 1 || port > 65_535) {
                throw refused(master, "a standalone master is spark://HOST:PORT (spark://HOST:PORT,HOST:PORT with standby"
                        + " masters), and '" + address + "' is not HOST:PORT with a port of 1-65535");
            }
            if (reason == null || !reason.isEmpty()) {
                reason = answer(hostPort.group(1).replaceAll("^\\[|]$", ""), port);
            }
        }
        if (!reason.isEmpty()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot reach the master '" + master + "': " + reason);
        }
    }

    /** Empty when {@code host:port} takes a connection within 5 s, else why not. */
    private static String answer(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), 5_000);
            return "";
        } catch (IOException | IllegalArgumentException e) {
            return e.getMessage() == null ? e.toString() : e.getMessage();
        }
    }

    /**
     * Whether one of the cluster managers on the class path (YARN's, Kubernetes', found as Spark finds
     * them) takes {@code master}; true when they cannot be listed, leaving the verdict to Spark.
     */
    private static boolean aClusterManagerTakes(String master) {
        try {
            for (ExternalClusterManager manager : ServiceLoader.load(ExternalClusterManager.class,
                    Thread.currentThread().getContextClassLoader())) {
                if (manager.canCreate(master)) {
                    return true;
                }
            }
            return false;
        } catch (ServiceConfigurationError e) {
            return true;
        }
    }

    private static UserError refused(String master, String why) {
        return new UserError(ExitCode.USAGE_OR_INPUT, "--master '" + master + "': " + why);
    }
}
