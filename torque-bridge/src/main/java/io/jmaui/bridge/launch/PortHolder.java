package io.jmaui.bridge.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Who listens on a TCP port, for "port 15004 is in use by pbs_sched (pid 812)": the listening
 * sockets in /proc/net/tcp and tcp6, then the process holding one of them as an open file. Finds
 * only what this user may see (root sees everyone); empty otherwise.
 */
final class PortHolder {

    private static final String LISTEN = "0A";

    private PortHolder() {
    }

    static Optional<String> of(int port) {
        return of(port, Path.of("/proc"));
    }

    static Optional<String> of(int port, Path proc) {
        Set<String> inodes = new HashSet<>();
        for (String table : List.of("net/tcp", "net/tcp6")) {
            try {
                for (String line : Files.readAllLines(proc.resolve(table))) {
                    String[] f = line.trim().split("\\s+");
                    if (f.length > 9 && f[3].equals(LISTEN) && f[1].endsWith(String.format(Locale.ROOT, ":%04X", port))) {
                        inodes.add("socket:[" + f[9] + "]");
                    }
                }
            } catch (IOException e) {
                // no such table (no IPv6), or no /proc: nothing to report from it
            }
        }
        if (inodes.isEmpty()) {
            return Optional.empty();
        }
        try (Stream<Path> pids = Files.list(proc)) {
            return pids.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .filter(p -> holds(p, inodes)).findFirst().map(PortHolder::describe);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static boolean holds(Path pid, Set<String> inodes) {
        try (Stream<Path> fds = Files.list(pid.resolve("fd"))) {
            return fds.anyMatch(fd -> {
                try {
                    return inodes.contains(Files.readSymbolicLink(fd).toString());
                } catch (IOException | UnsupportedOperationException e) {
                    return false;
                }
            });
        } catch (IOException e) {
            return false; // another user's process, or it ended meanwhile
        }
    }

    private static String describe(Path pid) {
        String name;
        try {
            name = Files.readString(pid.resolve("comm")).trim();
        } catch (IOException e) {
            name = "a process";
        }
        return name + " (pid " + pid.getFileName() + ")";
    }
}
