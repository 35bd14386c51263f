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
    private static final Pattern PAIR = Pattern.compile("((?:O)?MAX(?:I)?(?:JOB|PROCS?|PS|PE|WC|NODE|MEM))\\[(\\w+),(\\w+)\\]",
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

    /**
     * The guide's two-credential notation ({@code MAXJOB[Class,User]}, 6.2 "Multi-Dimension
     * Fairness Policies") inside a credential block: one of the pair is the block's own kind, the
     * other the scope, so {@code CLASSCFG[fast] MAXJOB[CLASS,USER]} is {@code MAXJOB[USER]}
     * (Maui reads the bracket by its leading credential word and ignores the rest, which gives
     * {@code MAXJOB[CLASS]} there: a limit that never binds). Empty when the attribute is not of
     * that form.
     *
     * @throws BadValue when neither credential is the block's kind, or a word is no credential
     */
    static Optional<String> pairForm(String attribute, CredentialKind block) throws BadValue {
        Matcher m = PAIR.matcher(attribute);
        if (!m.matches()) {
            return Optional.empty();
        }
        String expected = "a pair of credential types of which one is the block's own (" + block + ")";
        Optional<CredentialKind> a = credentialKind(m.group(2));
        Optional<CredentialKind> b = credentialKind(m.group(3));
        if (a.isEmpty() || b.isEmpty()) {
            throw new BadValue(attribute, expected + ", each USER, GROUP, ACCOUNT, CLASS or QOS");
        }
        CredentialKind scope;
        if (a.get() == block) {
            scope = b.get();
        } else if (b.get() == block) {
            scope = a.get();
        } else {
            throw new BadValue(attribute, expected);
        }
        return Optional.of(m.group(1).toUpperCase(Locale.ROOT) + "[" + scope + "]");
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
