package io.jmaui.bridge.command;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * uid to name from {@code /etc/passwd} ({@code name:x:uid:...}), read again whenever the file
 * changes (its modification time or size), so a user added after the daemon started is known,
 * while a flood of connections costs one stat each, not a read of the file. NSS sources beyond
 * the file (LDAP, sssd) are not consulted: such a uid is shown as {@code uid:N} and treated as
 * an ordinary user.
 */
public final class PasswdDirectory implements UserDirectory {

    private final Path file;
    private Object seen;
    private Map<Integer, String> names = Map.of();

    public PasswdDirectory(Path file) {
        this.file = file;
    }

    public static PasswdDirectory system() {
        return new PasswdDirectory(Path.of("/etc/passwd"));
    }

    @Override
    public synchronized String nameOf(int uid) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            Object version = List.of(a.lastModifiedTime(), a.size(), String.valueOf(a.fileKey()));
            if (!version.equals(seen)) {
                names = parse(Files.readAllLines(file, StandardCharsets.UTF_8));
                seen = version;
            }
        } catch (IOException e) {
            return null;
        }
        return names.get(uid);
    }

    private static Map<Integer, String> parse(List<String> lines) {
        Map<Integer, String> out = new HashMap<>();
        for (String line : lines) {
            String[] f = line.split(":", -1);
            if (f.length >= 3 && !f[0].isEmpty()) {
                try {
                    out.putIfAbsent(Integer.parseInt(f[2]), f[0]);
                } catch (NumberFormatException notAUid) {
                    // a malformed line names nobody
                }
            }
        }
        return out;
    }
}
