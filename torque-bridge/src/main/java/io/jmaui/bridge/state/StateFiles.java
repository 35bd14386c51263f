package io.jmaui.bridge.state;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;

/**
 * The one way the daemon touches a file it keeps state in (the checkpoint and its ledger, the
 * FS.* files, a leader lock, the log): created mode {@value #FILE_MODE}, in directories created
 * {@value #DIR_MODE}; never opened through a symbolic link (O_NOFOLLOW); refused when owned by
 * anyone but the daemon's user or root, or when the directory could let another user plant or
 * swap a file (writable by group or others). What the daemon writes is written whole or not at
 * all: temp file, fsync, rename, fsync of the directory.
 *
 * <p>The checks are made on the path with lstat before opening; that is race-free because the
 * directory itself was checked first and only its owner can change its entries.
 */
public final class StateFiles {

    /** State files: the daemon's user alone reads them (they hold what non-admins may not see). */
    public static final String FILE_MODE = "rw-------";
    /** State directories the daemon creates. */
    public static final String DIR_MODE = "rwx------";

    private static final Set<PosixFilePermission> OPEN_TO_OTHERS = EnumSet.of(PosixFilePermission.GROUP_WRITE,
            PosixFilePermission.OTHERS_WRITE);
    private static final Set<PosixFilePermission> READABLE_BY_OTHERS = EnumSet.of(PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
    private static final LinkOption[] NOFOLLOW = {LinkOption.NOFOLLOW_LINKS};

    private StateFiles() {
    }

    /**
     * Makes {@code dir} (and missing parents) mode {@value #DIR_MODE}, or checks the existing one:
     * a real directory (not a link), owned by the daemon's user or root, writable by nobody else.
     */
    public static void directory(Path dir) throws IOException {
        Path abs = dir.toAbsolutePath();
        if (!Files.exists(abs, NOFOLLOW)) {
            Path parent = abs.getParent();
            if (parent != null && !Files.exists(parent, NOFOLLOW)) {
                directory(parent);
            }
            try {
                Files.createDirectory(abs, mode(DIR_MODE));
            } catch (FileAlreadyExistsException raced) {
                // made by someone else meanwhile: checked below like any existing directory
            } catch (UnsupportedOperationException notPosix) {
                Files.createDirectory(abs);
            }
        }
        PosixFileAttributes a = attributes(abs);
        if (a == null) {
            return;
        }
        if (a.isSymbolicLink() || !a.isDirectory()) {
            throw new UnsafeStateFileException(abs, a.isSymbolicLink() ? "is a symbolic link; a state directory"
                    + " must be a real directory" : "is not a directory");
        }
        checkOwner(abs, a);
        Set<PosixFilePermission> open = new HashSet<>(a.permissions());
        open.retainAll(OPEN_TO_OTHERS);
        if (!open.isEmpty()) {
            throw new UnsafeStateFileException(abs, "is writable by " + (open.contains(PosixFilePermission.OTHERS_WRITE)
                    ? "every user" : "its group") + " (mode " + PosixFilePermissions.toString(a.permissions())
                    + "), who could plant links or files there; run: chmod go-w " + abs);
        }
    }

    /**
     * Makes a directory that holds state files alone (STATDIR): as {@link #directory}, and an
     * existing one readable by others is narrowed to {@value #DIR_MODE}.
     * @return true when its mode was narrowed
     */
    public static boolean privateDirectory(Path dir) throws IOException {
        directory(dir);
        return narrow(dir.toAbsolutePath());
    }

    /**
     * Checks a file that holds secrets (maui-private.cfg with its keys): if it exists, it must be
     * a regular file, not a link, owned by the daemon's user or root, and readable by nobody else
     * (anyone who can read a key can act as its user).
     */
    public static void checkSecret(Path file) throws IOException {
        PosixFileAttributes a = attributes(file);
        if (a == null) {
            return;
        }
        if (a.isSymbolicLink() || !a.isRegularFile()) {
            throw new UnsafeStateFileException(file, a.isSymbolicLink() ? "is a symbolic link; a file of secrets must"
                    + " be a regular file" : "is not a regular file");
        }
        checkOwner(file, a);
        Set<PosixFilePermission> others = EnumSet.noneOf(PosixFilePermission.class);
        others.addAll(a.permissions());
        others.retainAll(READABLE_BY_OTHERS);
        if (!others.isEmpty()) {
            throw new UnsafeStateFileException(file, "holds client keys but other users may read it (mode "
                    + PosixFilePermissions.toString(a.permissions()) + "); run: chmod 600 " + file);
        }
    }

    /** The file's bytes. {@link NoSuchFileException} when it does not exist. */
    public static byte[] read(Path file) throws IOException {
        try (FileChannel ch = open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size > Integer.MAX_VALUE - 16) {
                throw new IOException(file + ": " + size + " bytes is too large for a state file");
            }
            ByteBuffer buf = ByteBuffer.allocate((int) size);
            while (buf.hasRemaining() && ch.read(buf) >= 0) {
                // read until the size seen at open, or the end if the file shrank
            }
            byte[] out = new byte[buf.position()];
            buf.flip().get(out);
            return out;
        }
    }

    /**
     * Opens a state file without following links. An existing file must be a regular file owned by
     * the daemon's user or root; one readable by others is narrowed to {@value #FILE_MODE}. A file
     * created here gets {@value #FILE_MODE}. Callers such as a leader lock pass READ, WRITE, CREATE.
     */
    public static FileChannel open(Path file, OpenOption... options) throws IOException {
        Set<OpenOption> opts = new HashSet<>(Set.of(options));
        opts.add(LinkOption.NOFOLLOW_LINKS);
        PosixFileAttributes a = attributes(file);
        if (a != null) {
            if (a.isSymbolicLink()) {
                throw new UnsafeStateFileException(file, "is a symbolic link; state files are never read or written"
                        + " through links (remove it)");
            }
            if (!a.isRegularFile()) {
                throw new UnsafeStateFileException(file, "is not a regular file");
            }
            checkOwner(file, a);
            narrow(file);
        }
        try {
            return FileChannel.open(file, opts, mode(FILE_MODE));
        } catch (UnsupportedOperationException notPosix) {
            return FileChannel.open(file, opts);
        }
    }

    /**
     * Replaces {@code target} with {@code bytes} so that a crash at any instant leaves the old or
     * the new content: {@code <target>.tmp} (created afresh, mode {@value #FILE_MODE}), fsync,
     * rename, fsync of the directory. A failed write removes its temp file.
     */
    public static void writeAtomically(Path target, byte[] bytes) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        Files.deleteIfExists(tmp);
        try {
            try (FileChannel ch = open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            PosixFileAttributes existing = attributes(target);
            if (existing != null && (existing.isSymbolicLink() || !existing.isRegularFile())) {
                throw new UnsafeStateFileException(target, existing.isSymbolicLink() ? "is a symbolic link; state"
                        + " files are never written through links (remove it)" : "is not a regular file");
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            deleteQuietly(tmp);
            throw e;
        }
        syncDirectory(target.toAbsolutePath().getParent());
    }

    /**
     * Removes temp files a crashed or failed write left in {@code dir} (names ending in
     * {@code .tmp}, regular files only, links left alone); returns how many.
     */
    public static int removeTemporaries(Path dir) throws IOException {
        if (!Files.isDirectory(dir, NOFOLLOW)) {
            return 0;
        }
        int removed = 0;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.tmp")) {
            for (Path p : ds) {
                PosixFileAttributes a = attributes(p);
                if (a != null && a.isRegularFile() && !a.isSymbolicLink() && Files.deleteIfExists(p)) {
                    removed++;
                }
            }
        }
        return removed;
    }

    /**
     * Proves that the daemon can write in {@code dir}: writes, fsyncs and removes a probe file of
     * {@code bytes} bytes. Fails with the system's reason (read-only file system, no space left).
     */
    public static void checkWritable(Path dir, int bytes) throws IOException {
        Path probe = dir.resolve(".jmaui-write-test." + ProcessHandle.current().pid() + ".tmp");
        try {
            writeAtomically(probe, new byte[bytes]);
        } finally {
            deleteQuietly(probe);
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // nothing more to do: the next start removes leftover temp files
        }
    }

    private static PosixFileAttributes attributes(Path p) throws IOException {
        try {
            return Files.readAttributes(p, PosixFileAttributes.class, NOFOLLOW);
        } catch (NoSuchFileException e) {
            return null;
        } catch (UnsupportedOperationException notPosix) {
            return null;
        }
    }

    private static void checkOwner(Path p, PosixFileAttributes a) throws IOException {
        Integer uid = daemonUid();
        if (uid == null) {
            return;
        }
        Object owner = Files.getAttribute(p, "unix:uid", NOFOLLOW);
        if (owner instanceof Integer o && o != uid && o != 0) {
            throw new UnsafeStateFileException(p, "is owned by " + a.owner().getName() + " (uid " + o
                    + "), not by the daemon's user (uid " + uid + ") or root");
        }
    }

    /** Takes group and other permissions off an existing state file or private directory. */
    private static boolean narrow(Path p) throws IOException {
        PosixFileAttributes a = attributes(p);
        if (a == null || a.isSymbolicLink()) {
            return false;
        }
        Set<PosixFilePermission> perms = EnumSet.noneOf(PosixFilePermission.class);
        perms.addAll(a.permissions());
        if (!perms.removeAll(READABLE_BY_OTHERS)) {
            return false;
        }
        Files.setPosixFilePermissions(p, perms);
        return true;
    }

    /** The uid the daemon runs as, or null where the platform has none. */
    static Integer daemonUid() {
        try {
            return (int) new com.sun.security.auth.module.UnixSystem().getUid();
        } catch (RuntimeException | LinkageError notUnix) {
            return null;
        }
    }

    private static FileAttribute<Set<PosixFilePermission>> mode(String mode) {
        return PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(mode));
    }

    private static void syncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // Some file systems cannot open a directory for sync; the rename is still atomic there.
        }
    }
}
