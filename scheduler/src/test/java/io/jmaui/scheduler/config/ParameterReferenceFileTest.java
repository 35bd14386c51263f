package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * scheduler/docs/parameters.md, which conf/maui.cfg points admins at, is what the parameter table generates
 * now. After changing the table, refresh it with
 * {@code mvn -pl scheduler test -Dtest=ParameterReferenceFileTest -Djmaui.docs.update=true}.
 */
class ParameterReferenceFileTest {

    private static final Path FILE = Path.of("docs", "parameters.md");

    @Test
    void theCommittedReferenceIsCurrent() throws IOException {
        String generated = ParameterReference.markdown();
        if (Boolean.getBoolean("jmaui.docs.update")) {
            Files.createDirectories(FILE.getParent());
            Files.writeString(FILE, generated);
        }
        assertEquals(generated, Files.readString(FILE), "scheduler/docs/parameters.md is out of date: run mvn -pl scheduler test "
                + "-Dtest=ParameterReferenceFileTest -Djmaui.docs.update=true");
    }
}
