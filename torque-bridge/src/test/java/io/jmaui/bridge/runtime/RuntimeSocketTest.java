package io.jmaui.bridge.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The per-user runtime socket: where it is, that it is made private, and that a planted one is refused. */
class RuntimeSocketTest {

    @TempDir
    Path tmp;

    private Map<String, String> env() {
        return Map.of("XDG_RUNTIME_DIR", tmp.toString());
    }

    @Test
    void daemonAndCommandsAgreeOnThePathAndTheOptionsComeFirst() throws IOException {
        Path mine = tmp.resolve("jmaui/maui.sock");
        assertEquals(mine, RuntimeSocket.user(env()));
        assertEquals(mine, RuntimeSocket.forDaemon(null, env()));
        assertEquals(Path.of("/x.sock"), RuntimeSocket.forDaemon(Path.of("/x.sock"), env()));
        assertEquals(Path.of("/y.sock"), RuntimeSocket.forDaemon(null, Map.of("JMAUI_SOCKET", "/y.sock")));
        assertEquals(Optional.of(Path.of("/y.sock")), RuntimeSocket.forCommand(null, Map.of("JMAUI_SOCKET", "/y.sock")));
        RuntimeSocket.prepare(mine, env());
        Files.createFile(mine);
        assertEquals(Optional.of(mine), RuntimeSocket.forCommand(null, env()));
        assertEquals(Optional.of(Path.of("/z.sock")), RuntimeSocket.forCommand(Path.of("/z.sock"), env()));
    }

    @Test
    void withoutXdgRuntimeDirItIsAPerUidDirectoryUnderTmp() {
        Path p = RuntimeSocket.user(Map.of());
        assertTrue(p.toString().matches("/tmp/jmaui-\\d+/maui\\.sock"), p.toString());
    }

    @Test
    void theDirectoryIsMadeOwnerOnly() throws IOException {
        Path sock = RuntimeSocket.user(env());
        RuntimeSocket.prepare(sock, env());
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(sock.getParent())));
    }

    @Test
    void aDirectoryOpenToOthersIsRefused() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("jmaui"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        UnsafeDirectoryException e = assertThrows(UnsafeDirectoryException.class,
                () -> RuntimeSocket.prepare(RuntimeSocket.user(env()), env()));
        assertTrue(e.getMessage().contains("must be rwx------"), e.getMessage());
        assertThrows(UnsafeDirectoryException.class, () -> RuntimeSocket.forCommand(null, env()));
    }

    @Test
    void aLinkPlantedInItsPlaceIsNeverFollowed() throws IOException {
        Path elsewhere = Files.createDirectory(tmp.resolve("elsewhere"));
        Files.setPosixFilePermissions(elsewhere, PosixFilePermissions.fromString("rwx------"));
        Files.createSymbolicLink(tmp.resolve("jmaui"), elsewhere);
        UnsafeDirectoryException e = assertThrows(UnsafeDirectoryException.class,
                () -> RuntimeSocket.prepare(RuntimeSocket.user(env()), env()));
        assertTrue(e.getMessage().contains("is not a directory"), e.getMessage());
    }

    @Test
    void aDirectoryOwnedByAnotherUserIsRefused() throws IOException {
        assumeTrue(Uid.current() == 0, "only root can give a directory to another user");
        Path dir = Files.createDirectory(tmp.resolve("jmaui"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        Files.setAttribute(dir, "unix:uid", 65534, LinkOption.NOFOLLOW_LINKS);
        UnsafeDirectoryException e = assertThrows(UnsafeDirectoryException.class,
                () -> RuntimeSocket.prepare(RuntimeSocket.user(env()), env()));
        assertTrue(e.getMessage().contains("belongs to uid 65534, not to you"), e.getMessage());
    }

    @Test
    void aStaleSocketFileDoesNotCountAsADaemon() throws IOException {
        Path stale = Files.createFile(tmp.resolve("maui.sock"));
        assertFalse(RuntimeSocket.live(stale));
        assertFalse(RuntimeSocket.live(tmp.resolve("none.sock")));
    }
}
