package io.jmaui.bridge.command;

/**
 * Maps the uid the Unix socket reports to a user name. The daemon uses {@link PasswdDirectory};
 * tests inject a map so a request can come from "alice" over the real socket.
 */
@FunctionalInterface
public interface UserDirectory {

    /** The user name of {@code uid}, or null when the system knows none. */
    String nameOf(int uid);
}
