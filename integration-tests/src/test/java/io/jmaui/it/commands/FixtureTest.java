package io.jmaui.it.commands;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A test with one {@link CommandFixture} in a fresh directory, closed after each test. */
abstract class FixtureTest {

    @TempDir
    Path home;

    CommandFixture f;

    @BeforeEach
    void fixture() {
        f = new CommandFixture(home);
    }

    @AfterEach
    void closeFixture() {
        f.close();
    }
}
