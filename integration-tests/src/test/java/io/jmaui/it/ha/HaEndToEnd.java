package io.jmaui.it.ha;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A fresh {@link HaCluster} per test in a temp home; the daemons' logs kept under the test's name. */
abstract class HaEndToEnd {

    @TempDir
    Path home;
    HaCluster cluster;

    @BeforeEach
    void cluster() throws Exception {
        cluster = new HaCluster(home);
    }

    @AfterEach
    void stop() throws Exception {
        cluster.close(getClass().getSimpleName());
    }
}
