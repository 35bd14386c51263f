package io.jmaui.scheduler.config;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Maui 3.2's scheduler block, {@code SCHEDCFG[maui] SERVER=head1:40559 MODE=NORMAL
 * FBSERVER=head2:40559}, read into the parameters jmaui has for each: SERVER is SERVERHOST and
 * SERVERPORT, MODE is SERVERMODE, NAME is SERVERNAME. FBSERVER, Maui's fallback server, is where a remote command goes when the
 * server it was given does not answer, as Maui's clients did; the daemon needs no fallback
 * setting (its standby takes over by the lease, see the README's High availability).
 */
final class SchedConfig {

    static final AttributeSchema SCHEMA = new AttributeSchema(Map.of(
            "SERVER", hostPort(),
            "FBSERVER", hostPort(),
            "MODE", WordTypes.word("NORMAL", "TEST", "SIMULATION"),
            "NAME", ValueTypes.string(),
            "HOMEDIR", ValueTypes.string(),
            "CPVERSION", ValueTypes.string()),
            Map.of(),
            Set.of(),
            Map.of("HOMEDIR", "jmaui's home is the directory of the maui.cfg it was started with (maui --config)",
                    "CPVERSION", "it names the format of Maui's checkpoint file; jmaui's checkpoint carries its own "
                            + "version and does not read Maui's"));

    private SchedConfig() {
    }

    /** {@code HOST[:PORT]}, as Maui's MUURLParse takes SERVER and FBSERVER (a scheme in front is dropped). */
    private static ValueType<String> hostPort() {
        return ValueType.of("HOST[:PORT]", text -> {
            String t = text.strip().replaceFirst("^[A-Za-z]+://", "");
            int port = t.matches(".*:\\d{1,5}") ? Integer.parseInt(t.substring(t.indexOf(':') + 1)) : 1;
            if (!t.matches("[A-Za-z0-9._-]+(:\\d{1,5})?") || port < 1 || port > 64000) {
                throw new BadValue(text, "HOST[:PORT] with a port from 1 to 64000");
            }
            return t;
        }, v -> v);
    }

    /** Puts what a SCHEDCFG attribute means into the parameter that means it in jmaui. */
    static void apply(ConfigBuilder b, String name, String text) {
        String t = text.strip();
        switch (name) {
            case "SERVER" -> {
                String[] hp = t.replaceFirst("^[A-Za-z]+://", "").split(":", 2);
                b.setValue(Parameters.SERVERHOST, hp[0]);
                if (hp.length > 1) {
                    b.setValue(Parameters.SERVERPORT, Integer.parseInt(hp[1]));
                }
            }
            case "MODE" -> b.setValue(Parameters.SERVERMODE, t.toUpperCase(Locale.ROOT));
            case "NAME" -> b.setValue(Parameters.SERVERNAME, t);
            default -> { }
        }
    }
}
