package dev.nonet.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** Tests that share one server with the default limits (two workers), started once per class. */
abstract class SharedServerTest {

    static TestServer server;

    @BeforeAll
    static void startServer() {
        server = new TestServer();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }
}
