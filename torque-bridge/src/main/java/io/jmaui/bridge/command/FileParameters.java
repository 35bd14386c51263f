package io.jmaui.bridge.command;

import io.jmaui.scheduler.config.Parameter;
import io.jmaui.scheduler.config.Parameters;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Parameters that name a file the daemon writes or a program it runs, as root. ADMIN1 is often
 * not root; letting such a user point CHECKPOINTFILE or LOGFILE at {@code /etc/passwd}, or
 * NOTIFICATIONPROGRAM at a script of theirs, through changeparam would make them root. So
 * changeparam changes these only for root on the local socket; anyone else edits maui.cfg (which
 * root owns) and runs {@code schedctl -R}.
 */
final class FileParameters {

    private static final Set<String> NAMES = Set.of("CHECKPOINTFILE", "CONFIGFILE", "FSCONFIGFILE", "LOGDIR",
            "LOGFILE", "STATDIR", "FEEDBACKPROGRAM", "NOTIFICATIONPROGRAM", "SIMRESOURCETRACEFILE",
            "SIMWORKLOADTRACEFILE", "SUBMITCMD");

    private FileParameters() {
    }

    /** Refuses {@code changeparam args} when it names such a parameter and the caller is not root on the socket. */
    static void check(List<String> args, Caller caller) {
        if (args.isEmpty() || ("root".equals(caller.user()) && "unix".equals(caller.channel()))) {
            return;
        }
        String written = args.get(0);
        int bracket = written.indexOf('[');
        String name = (bracket >= 0 ? written.substring(0, bracket) : written).toUpperCase(Locale.ROOT);
        String canonical = Parameters.byName(name).map(Parameter::name).orElse(name);
        if (NAMES.contains(canonical)) {
            throw new RefusedException("changeparam: " + canonical + " names a file or program the daemon uses as"
                    + " root: only root on this host may change it at run time; edit maui.cfg and run schedctl -R");
        }
    }
}
