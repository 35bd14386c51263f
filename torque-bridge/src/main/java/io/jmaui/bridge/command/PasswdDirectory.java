package io.jmaui.bridge.command;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * uid to name from {@code /etc/passwd} ({@code name:x:uid:gid:...}), and a user's primary group
 * from its gid and {@code /etc/group} beside it ({@code name:x:gid:...}). Each file is read again
 * whenever it changes (its modification time or size), so a user added after the daemon started
 * is known, while a flood of connections costs one stat each, not a read of the file. NSS sources
 * beyond the files (LDAP, sssd) are not consulted: such a uid is shown as {@code uid:N} and treated
 * as an ordinary user, and has no primary group here.
 */
public final class PasswdDirectory implements UserDirectory, GroupDirectory {

    private final Watched<Map<Integer, String>> names;
    private final Watched<Map<String, Integer>> gids;
    private final Watched<Map<Integer, String>> groups;

    /** {@code passwd}, and the {@code group} file beside it. */
    public PasswdDirectory(Path passwd) {
        this.names = new Watched<>(passwd, lines -> column(lines, 2, 0));
        this.gids = new Watched<>(passwd, PasswdDirectory::primaryGids);
        this.groups = new Watched<>(passwd.resolveSibling("group"), lines -> column(lines, 2, 0));
    }

    public static PasswdDirectory system() {
        return new PasswdDirectory(Path.of("/etc/passwd"));
    }

    @Override
    public String nameOf(int uid) {
        Map<Integer, String> m = names.get();
        return m == null ? null : m.get(uid);
    }

    @Override
    public String primaryGroupOf(String user) {
        Map<String, Integer> byUser = gids.get();
        Integer gid = byUser == null ? null : byUser.get(user);
        Map<Integer, String> byGid = gid == null ? null : groups.get();
        return byGid == null ? null : byGid.get(gid);
    }

    /** The first name (field {@code name}) of each number (field {@code number}) in a colon file. */
    private static Map<Integer, String> column(List<String> lines, int number, int name) {
        Map<Integer, String> out = new HashMap<>();
        for (String line : lines) {
            String[] f = line.split(":", -1);
            if (f.length > number && !f[name].isEmpty()) {
                try {
                    out.putIfAbsent(Integer.parseInt(f[number]), f[name]);
                } catch (NumberFormatException malformed) {
                    // a malformed line names nobody
                }
            }
        }
        return out;
    }

    private static Map<String, Integer> primaryGids(List<String> lines) {
        Map<String, Integer> out = new HashMap<>();
        for (String line : lines) {
            String[] f = line.split(":", -1);
            if (f.length >= 4 && !f[0].isEmpty()) {
                try {
                    out.putIfAbsent(f[0], Integer.parseInt(f[3]));
                } catch (NumberFormatException malformed) {
                    // a malformed line gives no group
                }
            }
        }
        return out;
    }

    /** A file's parsed content, parsed again when the file changes; null while it cannot be read. */
    private static final class Watched<T> {
        private final Path file;
        private final Function<List<String>, T> parse;
        private Object seen;
        private T value;

        Watched(Path file, Function<List<String>, T> parse) {
            this.file = file;
            this.parse = parse;
        }

        synchronized T get() {
            try {
                BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
                Object version = List.of(a.lastModifiedTime(), a.size(), String.valueOf(a.fileKey()));
                if (!version.equals(seen)) {
                    value = parse.apply(Files.readAllLines(file, StandardCharsets.UTF_8));
                    seen = version;
                }
                return value;
            } catch (IOException e) {
                return null;
            }
        }
    }
}
