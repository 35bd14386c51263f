package io.jmaui.bridge.command;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * uid to name from {@code /etc/passwd} ({@code name:x:uid:...}), re-read on every lookup so a
 * user added after the daemon started is known (a request is rare next to the file's size). NSS
 * sources beyond the file (LDAP, sssd) are not consulted: such a uid is shown as {@code uid:N}
 * and treated as an ordinary user.
 */
public final class PasswdDirectory implements UserDirectory {

    private final Path file;

    public PasswdDirectory(Path file) {
        this.file = file;
    }

    public static PasswdDirectory system() {
        return new PasswdDirectory(Path.of("/etc/passwd"));
    }

    @Override
    public String nameOf(int uid) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
        String wanted = Integer.toString(uid);
        for (String line : lines) {
            String[] f = line.split(":", -1);
            if (f.length >= 3 && f[2].equals(wanted) && !f[0].isEmpty()) {
                return f[0];
            }
        }
        return null;
    }
}
