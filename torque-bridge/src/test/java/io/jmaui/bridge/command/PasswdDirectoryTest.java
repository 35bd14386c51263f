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

    @Test
    void aUsersPrimaryGroupComesFromItsGidInTheGroupFileBeside() throws Exception {
        Path passwd = Files.writeString(dir.resolve("passwd"), "root:x:0:0:root:/root:/bin/bash\n"
                + "alice:x:1001:100::/home/alice:/bin/sh\nbob:x:1002:4242::/home/bob:/bin/sh\n");
        Files.writeString(dir.resolve("group"), "root:x:0:\nusers:x:100:alice,bob\nstaff:x:50:bob\n");
        PasswdDirectory d = new PasswdDirectory(passwd);
        assertEquals("users", d.primaryGroupOf("alice"));
        assertEquals("root", d.primaryGroupOf("root"));
        assertNull(d.primaryGroupOf("bob"), "a gid with no group line names none");
        assertNull(d.primaryGroupOf("carol"));
        Files.writeString(dir.resolve("group"), "root:x:0:\nusers:x:100:\nphysics:x:4242:\n");
        assertEquals("physics", d.primaryGroupOf("bob"));
    }
}
