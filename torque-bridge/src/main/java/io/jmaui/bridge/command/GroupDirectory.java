package io.jmaui.bridge.command;

/**
 * A user's primary group, the group TORQUE gives their jobs unless {@code qsub -W group_list}
 * says otherwise: showbf answers for it when not given {@code -g} (the guide's showbf page: "the
 * user and group running"). The daemon uses {@link PasswdDirectory}; tests inject a map.
 */
@FunctionalInterface
public interface GroupDirectory {

    /** The name of {@code user}'s primary group, or null when the system knows none. */
    String primaryGroupOf(String user);
}
