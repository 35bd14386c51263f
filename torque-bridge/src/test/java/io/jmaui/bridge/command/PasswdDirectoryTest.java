package io.jmaui.bridge.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PasswdDirectoryTest {

    @TempDir
    Path dir;

    @Test
    void mapsAUidToTheFirstNameWithIt() throws Exception {
        Path passwd = dir.resolve("passwd");
        Files.writeString(passwd, "root:x:0:0:root:/root:/bin/bash\n# comment\nbroken line\n"
                + "alice:x:1001:1001::/home/alice:/bin/sh\nalias:x:1001:1001::/:/bin/sh\n");
        PasswdDirectory d = new PasswdDirectory(passwd);
        assertEquals("root", d.nameOf(0));
        assertEquals("alice", d.nameOf(1001));
        assertNull(d.nameOf(1002));
        assertNull(new PasswdDirectory(dir.resolve("missing")).nameOf(0));
    }

    @Test
    void aUserAddedAfterTheStartIsKnown() throws Exception {
        Path passwd = Files.writeString(dir.resolve("passwd"), "root:x:0:0:root:/root:/bin/bash\n");
        PasswdDirectory d = new PasswdDirectory(passwd);
        assertNull(d.nameOf(1001));
        Files.writeString(passwd, "root:x:0:0:root:/root:/bin/bash\nalice:x:1001:1001::/home/alice:/bin/sh\n");
        assertEquals("alice", d.nameOf(1001));
    }
}
