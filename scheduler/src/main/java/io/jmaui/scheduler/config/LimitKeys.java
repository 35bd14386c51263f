package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads limit attribute names (guide 6.2): {@code MAXJOB}, idle {@code MAXIJOB}, override
 * {@code OMAXJOB}, multi-dimensional {@code MAXJOB[GROUP]} and {@code MAXPROC[USER:steve]}, the
 * shorthand {@code MAXJOBPERUSER}, {@code MAXNODEPERUSER}, {@code MAXPROCPERUSER}, and the
 * spelling {@code MAXPROCS} the appendix's QOSCFG example uses.
 */
final class LimitKeys {

    private static final Pattern LIMIT = Pattern.compile(
            "(O)?MAX(I)?(JOB|PROCS?|PS|PE|WC|NODE|MEM)(?:\\[(USER|GROUP|ACCOUNT|ACCT|QOS|CLASS)(?::([^\\]]+))?\\])?",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern PER_USER = Pattern.compile("MAX(JOB|NODE|PROC)PERUSER", Pattern.CASE_INSENSITIVE);

    private LimitKeys() {
    }

    static Optional<LimitKey> parse(String attribute) {
        Matcher pu = PER_USER.matcher(attribute);
        if (pu.matches()) {
            LimitKind kind = kind(pu.group(1));
            return Optional.of(LimitKey.scoped(kind, CredentialKind.USER, null));
        }
        Matcher m = LIMIT.matcher(attribute);
        if (!m.matches()) {
            return Optional.empty();
        }
        CredentialKind scope = m.group(4) == null ? null : credentialKind(m.group(4)).orElseThrow();
        return Optional.of(new LimitKey(kind(m.group(3)), m.group(2) != null, m.group(1) != null, scope, m.group(5)));
    }

    static Optional<CredentialKind> credentialKind(String word) {
        return switch (word.toUpperCase(Locale.ROOT)) {
            case "USER" -> Optional.of(CredentialKind.USER);
            case "GROUP" -> Optional.of(CredentialKind.GROUP);
            case "ACCOUNT", "ACCT" -> Optional.of(CredentialKind.ACCOUNT);
            case "CLASS" -> Optional.of(CredentialKind.CLASS);
            case "QOS" -> Optional.of(CredentialKind.QOS);
            default -> Optional.empty();
        };
    }

    private static LimitKind kind(String word) {
        String w = word.toUpperCase(Locale.ROOT);
        return w.equals("PROCS") ? LimitKind.PROC : LimitKind.valueOf(w);
    }
}
