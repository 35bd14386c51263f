package io.jmaui.bridge.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.fairshare.FsFileLoad;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** State files are private, never followed through links, written whole; bad FS lines cost only themselves. */
class StateFilesTest {

    @TempDir
    Path dir;

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void theCheckpointTheLedgerAndTheFairshareFilesAreReadableByTheDaemonsUserAlone() throws IOException {
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        store.write(SchedulerState.EMPTY);
        store.write(SchedulerState.EMPTY.withBypassCounts(Map.of("1.srv", 1)));
        new FairshareStore(dir.resolve("stats")).write(List.of(new FairshareWindow(86400,
                Map.of(CredentialKind.USER, Map.of("john", 3600.0)))), 86400);
        assertEquals("rw-------", mode(dir.resolve("maui.ck")));
        assertEquals("rw-------", mode(dir.resolve("maui.ck.1")));
        assertEquals("rw-------", mode(dir.resolve("maui.ck.ledger")));
        assertEquals("rw-------", mode(dir.resolve("stats/FS.86400")));
        assertEquals("rwx------", mode(dir.resolve("stats")));
    }

    @Test
    void aWorldReadableStateFileFromAnEarlierVersionIsNarrowedWhenOpened() throws IOException {
        Path old = Files.writeString(dir.resolve("maui.ck"), "{}");
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r--r--"));
        StateFiles.read(old);
        assertEquals("rw-------", mode(old));
        Path stats = Files.createDirectory(dir.resolve("stats"));
        Files.setPosixFilePermissions(stats, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertTrue(StateFiles.privateDirectory(stats));
        assertEquals("rwx------", mode(stats));
    }

    @Test
    void aSymbolicLinkPlantedAsAStateFileIsNeitherReadNorWrittenThrough() throws IOException {
        Path secret = Files.writeString(dir.resolve("shadow"), "root:secret-hash");
        Path link = Files.createSymbolicLink(dir.resolve("maui.ck"), secret);
        UnsafeStateFileException e = assertThrows(UnsafeStateFileException.class, () -> StateFiles.read(link));
        assertEquals(link + ": is a symbolic link; state files are never read or written through links (remove it)",
                e.getMessage());
        StateRefusedException refused = assertThrows(StateRefusedException.class, () -> new CheckpointStore(link).read());
        assertTrue(refused.getMessage().contains("is a symbolic link"), refused.getMessage());
        assertFalse(refused.getMessage().contains("secret-hash"), refused.getMessage());
        assertThrows(CheckpointException.class, () -> new CheckpointStore(link).write(SchedulerState.EMPTY));
        assertEquals("root:secret-hash", Files.readString(secret));
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    void aLinkPlantedInStatdirIsReportedAndItsTargetNeverRead() throws IOException {
        Path stats = Files.createDirectory(dir.resolve("stats"));
        Files.setPosixFilePermissions(stats, PosixFilePermissions.fromString("rwx------"));
        Path secret = Files.writeString(dir.resolve("shadow"), "user root 1\n");
        Files.createSymbolicLink(stats.resolve("FS.86400"), secret);
        Files.writeString(stats.resolve("FS.172800"), "user alice 5\n");
        FsFileLoad load = new FairshareStore(stats).read();
        assertEquals(List.of(172800L), load.windows().stream().map(FairshareWindow::start).toList());
        assertEquals(stats.resolve("FS.86400") + ": cannot read: " + stats.resolve("FS.86400")
                + ": is a symbolic link; state files are never read or written through links (remove it)",
                load.problems().get(0).summary());
    }

    @Test
    void aDirectoryOthersCanWriteIsRefusedWithTheFix() throws IOException {
        Path shared = Files.createDirectory(dir.resolve("spool"));
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
        UnsafeStateFileException e = assertThrows(UnsafeStateFileException.class, () -> StateFiles.directory(shared));
        assertEquals(shared + ": is writable by every user (mode rwxrwxrwx), who could plant links or files there;"
                + " run: chmod go-w " + shared, e.getMessage());
        StateRefusedException r = assertThrows(StateRefusedException.class,
                () -> StateDirectories.prepare(shared.resolve("maui.ck"), dir.resolve("stats")));
        assertTrue(r.getMessage().startsWith("state directory " + shared + ": is writable by every user"),
                r.getMessage());
    }

    @Test
    void aLockFileOpensPrivateAndLocks() throws IOException {
        Path lock = dir.resolve("jmaui.lock");
        try (FileChannel ch = StateFiles.open(lock, StandardOpenOption.READ, StandardOpenOption.WRITE,
                StandardOpenOption.CREATE)) {
            assertTrue(ch.tryLock() != null);
        }
        assertEquals("rw-------", mode(lock));
    }

    @Test
    void aFailedWriteLeavesNoTempFileAndTheOldContent() throws IOException {
        Path target = dir.resolve("maui.ck");
        StateFiles.writeAtomically(target, "old".getBytes(StandardCharsets.UTF_8));
        // a non-empty directory where the temp file goes fails the write for root as well
        Files.createDirectories(dir.resolve("maui.ck.tmp/x"));
        assertThrows(IOException.class, () -> StateFiles.writeAtomically(target, "new".getBytes(StandardCharsets.UTF_8)));
        assertArrayEquals("old".getBytes(StandardCharsets.UTF_8), StateFiles.read(target));
        Files.delete(dir.resolve("maui.ck.tmp/x"));
        Files.delete(dir.resolve("maui.ck.tmp"));
        Files.writeString(dir.resolve("maui.ck.ledger.tmp"), "left by a crash");
        assertEquals(List.of(), StateDirectories.prepare(target, dir.resolve("stats")).stream()
                .filter(n -> n.contains("narrowed")).toList());
        assertFalse(Files.exists(dir.resolve("maui.ck.ledger.tmp")));
    }

    @Test
    void aStateDirectoryThatCannotBeWrittenStopsTheStartWithTheReason() throws IOException {
        Path stats = Files.createDirectories(dir.resolve("stats"));
        Files.setPosixFilePermissions(stats, PosixFilePermissions.fromString("rwx------"));
        // the write probe's own name, taken by a non-empty directory: writing fails, for root too
        Files.createDirectories(stats.resolve(".jmaui-write-test." + ProcessHandle.current().pid() + ".tmp/x"));
        StateRefusedException e = assertThrows(StateRefusedException.class,
                () -> StateDirectories.prepare(dir.resolve("maui.ck"), stats));
        assertTrue(e.getMessage().startsWith("state directory " + stats + " is not writable ("), e.getMessage());
        assertTrue(e.getMessage().endsWith("jmaui must save its state before every job start; make the directory"
                + " writable (or free space on its file system) and start again"), e.getMessage());
    }

    @Test
    void aLineThatIsNotUtf8IsNamedAndSkippedAndTheRestOfTheFileKept() throws IOException {
        Path stats = Files.createDirectory(dir.resolve("stats"));
        byte[] bad = "user alice 10\nuser b\u00f6b 20\nuser carol 30\n".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(stats.resolve("FS.86400"), bad);
        FsFileLoad load = new FairshareStore(stats).read();
        assertEquals(Map.of("alice", 10.0, "carol", 30.0), load.windows().get(0).usage().get(CredentialKind.USER));
        assertEquals(stats.resolve("FS.86400") + ":2: not UTF-8 text (byte 0xf6 at column 7); line skipped",
                load.problems().get(0).summary());
    }

    @Test
    void aFileOfKeysOthersCanReadStopsTheStart() throws IOException {
        Path priv = Files.writeString(dir.resolve("maui-private.cfg"), "CLIENTCFG[DEFAULT] CSKEY=x\n");
        Files.setPosixFilePermissions(priv, PosixFilePermissions.fromString("rw-r--r--"));
        StateRefusedException e = assertThrows(StateRefusedException.class, () -> StateDirectories.checkSecret(priv));
        assertEquals(priv + ": holds client keys but other users may read it (mode rw-r--r--); run: chmod 600 " + priv,
                e.getMessage());
        Files.setPosixFilePermissions(priv, PosixFilePermissions.fromString("rw-------"));
        StateDirectories.checkSecret(priv);
    }

    @Test
    void aTlsKeyPlantedAsALinkIsNotUsed() throws Exception {
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        io.jmaui.bridge.command.tls.TlsIdentity.create(elsewhere.resolve("x.crt"), elsewhere.resolve("x.key"), "h");
        Path home = Files.createDirectory(dir.resolve("home"));
        Files.copy(elsewhere.resolve("x.crt"), home.resolve("maui-tls.crt"));
        Files.createSymbolicLink(home.resolve("maui-tls.key"), elsewhere.resolve("x.key"));
        var id = io.jmaui.bridge.command.tls.TlsIdentity.ensure(home, "h");
        UnsafeStateFileException e = assertThrows(UnsafeStateFileException.class, id::serverContext);
        assertTrue(e.getMessage().endsWith("is a symbolic link; state files are never read or written through links"
                + " (remove it)"), e.getMessage());
    }
}
