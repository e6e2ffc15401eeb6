package dev.nonet.spark;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.cli.UserError;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The masters the job takes as Spark takes them, and those it refuses in one line before Spark starts. */
class MasterUrlTest {

    @Test
    void sparksLocalFormsAndAStandaloneMasterThatAnswersAreTaken() throws IOException {
        for (String master : List.of("local", "local[1]", "local[*]", "local[2,3]", "local[*, 4]", "local-cluster[2,1,512]")) {
            assertThatCode(() -> MasterUrl.check(master)).as(master).doesNotThrowAnyException();
        }
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String port = String.valueOf(listening.getLocalPort());
            assertThatCode(() -> MasterUrl.check("spark://127.0.0.1:" + port)).doesNotThrowAnyException();
            assertThatCode(() -> MasterUrl.check("spark://[::1]:1,127.0.0.1:" + port)).as("a standby master").doesNotThrowAnyException();
        }
    }

    @Test
    void aMasterSparkWouldRefuseIsNamedWithTheFormsItTakes() {
        refused("local[x]", "--master 'local[x]': a local master is local, local[N] (N threads, at least 1),");
        refused("local[0]", "--master 'local[0]': a local master is ");
        refused("localhost", "--master 'localhost': a local master is ");
        refused("spark://127.0.0.1:notaport", "--master 'spark://127.0.0.1:notaport': a standalone master is spark://HOST:PORT"
                + " (spark://HOST:PORT,HOST:PORT with standby masters), and '127.0.0.1:notaport' is not HOST:PORT with a port of 1-65535");
        refused("spark://127.0.0.1", "is not HOST:PORT");
        refused("spark://127.0.0.1:0", "is not HOST:PORT");
        refused("spark://127.0.0.1:70000", "is not HOST:PORT");
        refused("spark://127.0.0.1:7077,", "and '' is not HOST:PORT");
        refused("sparky://127.0.0.1:7077", "--master 'sparky://127.0.0.1:7077': Spark knows no such master: it takes local, local[N],");
        refused("yarn", "--master 'yarn': Spark knows no such master");
    }

    private static void refused(String master, String message) {
        assertThatThrownBy(() -> MasterUrl.check(master)).as(master).isInstanceOf(UserError.class)
                .hasMessageContaining(message).matches(e -> ((UserError) e).exitCode() == 2, "exit code 2");
    }
}
