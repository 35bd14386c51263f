package io.jmaui.bridge.runtime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The well-known socket paths. A daemon started without {@code --socket} or {@code $JMAUI_SOCKET}
 * (the demo, an admin trying jmaui) listens on the per-user socket; an installed daemon is given
 * the system socket by its unit. A command looks at {@code --socket}, {@code $JMAUI_SOCKET}, the
 * per-user socket, then the system socket.
 *
 * <p>The per-user directory must be a real directory owned by the user with no group or other
 * access: under /tmp another local user could create {@code /tmp/jmaui-1000} first and put their
 * own socket in it, receiving the commands and answering with anything. Such a directory is
 * refused, never used or repaired.
 */
public final class RuntimeSocket {

    public static final String NAME = "maui.sock";
    /** Where an installed daemon listens (the packages' systemd unit: RuntimeDirectory=maui). */
    public static final Path SYSTEM = Path.of("/run/maui", NAME);

    private static final Set<PosixFilePermission> OTHERS = Set.of(PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private RuntimeSocket() {
    }

    /** {@code $XDG_RUNTIME_DIR/jmaui/maui.sock}, else {@code /tmp/jmaui-UID/maui.sock}. */
    public static Path user(Map<String, String> env) {
        String xdg = env.get("XDG_RUNTIME_DIR");
        Path dir = xdg != null && !xdg.isEmpty() && Path.of(xdg).isAbsolute() ? Path.of(xdg, "jmaui")
                : Path.of("/tmp", "jmaui-" + Uid.current());
        return dir.resolve(NAME);
    }

    /** The socket a daemon listens on: {@code --socket}, else {@code $JMAUI_SOCKET}, else the per-user one. */
    public static Path forDaemon(Path option, Map<String, String> env) {
        if (option != null) {
            return option;
        }
        String s = env.get("JMAUI_SOCKET");
        return s != null && !s.isEmpty() ? Path.of(s) : user(env);
    }

    /**
     * The socket a command connects to: {@code --socket}, {@code $JMAUI_SOCKET}, the per-user
     * socket when it exists, the system socket when it exists; empty when none is there.
     */
    public static Optional<Path> forCommand(Path option, Map<String, String> env) throws UnsafeDirectoryException {
        if (option != null) {
            return Optional.of(option);
        }
        String s = env.get("JMAUI_SOCKET");
        if (s != null && !s.isEmpty()) {
            return Optional.of(Path.of(s));
        }
        Path mine = user(env);
        if (Files.exists(mine.getParent(), LinkOption.NOFOLLOW_LINKS)) {
            checkPrivate(mine.getParent());
            if (Files.exists(mine, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of(mine);
            }
        }
        return Files.exists(SYSTEM) ? Optional.of(SYSTEM) : Optional.empty();
    }

    /** The places {@link #forCommand} looked at, for the message when no daemon is there. */
    public static List<Path> searched(Map<String, String> env) {
        List<Path> out = new ArrayList<>();
        out.add(user(env));
        out.add(SYSTEM);
        return out;
    }

    /**
     * Makes the per-user directory of {@code socket} (mode 0700) when missing, and checks it when
     * it exists. A socket given by the admin elsewhere only needs its directory to exist.
     */
    public static void prepare(Path socket, Map<String, String> env) throws IOException {
        Path dir = socket.toAbsolutePath().getParent();
        if (!socket.toAbsolutePath().equals(user(env).toAbsolutePath())) {
            Files.createDirectories(dir);
            return;
        }
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(dir.getParent());
            try {
                Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            } catch (java.nio.file.FileAlreadyExistsException raced) {
                // someone made it between the check and here: checked below like any existing one
            }
            // the umask may have taken bits away, never added any; make the mode exact
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        }
        checkPrivate(dir);
    }

    /** Whether a daemon is listening on {@code socket}; a stale file left by a crash does not answer. */
    public static boolean live(Path socket) {
        if (!Files.exists(socket)) {
            return false;
        }
        try (java.nio.channels.SocketChannel ch = java.nio.channels.SocketChannel.open(
                java.net.StandardProtocolFamily.UNIX)) {
            return ch.connect(java.net.UnixDomainSocketAddress.of(socket));
        } catch (IOException e) {
            return false;
        }
    }

    /** Refuses a directory that is a link, not ours, or open to group or others. */
    static void checkPrivate(Path dir) throws UnsafeDirectoryException {
        try {
            if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                throw new UnsafeDirectoryException(dir + " is not a directory (a link or a file is never followed)");
            }
            int owner = (Integer) Files.getAttribute(dir, "unix:uid", LinkOption.NOFOLLOW_LINKS);
            int me = Uid.current();
            if (owner != me) {
                throw new UnsafeDirectoryException(dir + " belongs to uid " + owner + ", not to you (uid " + me
                        + "); remove it or give --socket");
            }
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(dir, LinkOption.NOFOLLOW_LINKS);
            if (perms.stream().anyMatch(OTHERS::contains)) {
                throw new UnsafeDirectoryException(dir + " has mode " + PosixFilePermissions.toString(perms)
                        + "; it must be rwx------ (chmod 700 " + dir + ")");
            }
        } catch (UnsafeDirectoryException e) {
            throw e;
        } catch (IOException | UnsupportedOperationException e) {
            throw new UnsafeDirectoryException("cannot check " + dir + ": " + e.getMessage());
        }
    }
}
