package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Times;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Maui 3.0's throttling parameters (appendix F MAXJOBPERUSERCOUNT ..., the guide's "note on Maui
 * 3.0 policies"): {@code <X>PER<Y>POLICY ON}, {@code <X>PER<Y>COUNT <HARD>} (or {@code SOFT,HARD}) and
 * {@code S<X>PER<Y>COUNT <SOFT>}, which Maui 3.2 writes {@code <Y>CFG[DEFAULT] <X>=SOFT,HARD}. 0 is
 * no limit; POLICY OFF drops the limit. MAXJOBQUEUED is MAXIJOB, MAXPROCSECOND and MAXPS are MAXPS.
 * The appendix also spells two of them without COUNT (MAXPSPERUSER, MAXWCPERUSER).
 */
final class OldThrottlingParameters {

    private static final Pattern NAME = Pattern.compile(
            "(S)?MAX(JOBQUEUED|JOB|NODE|PROCSECOND|PROC|PE|PS|WC)PER(USER|GROUP|ACCOUNT|CLASS|QOS)(COUNT|POLICY)?");

    /** One old parameter: which credential's DEFAULT it limits, the new attribute, and which part it sets. */
    record Old(CredentialKind credential, String attribute, LimitKind kind, Part part) {

        Block block() {
            return Block.byName(credential.cfgParameter()).orElseThrow();
        }
    }

    /** COUNT sets the value as written (soft,hard or one number for both), SCOUNT the soft limit, POLICY whether it applies. */
    enum Part { COUNT, SOFT, POLICY }

    private OldThrottlingParameters() {
    }

    static Optional<Old> byName(String upperName) {
        Matcher m = NAME.matcher(upperName);
        if (!m.matches() || m.group(4) == null && !m.group(2).equals("PS") && !m.group(2).equals("WC")) {
            return Optional.empty();
        }
        Part part = "POLICY".equals(m.group(4)) ? Part.POLICY : m.group(1) != null ? Part.SOFT : Part.COUNT;
        if (m.group(1) != null && part == Part.POLICY) {
            return Optional.empty();
        }
        String x = switch (m.group(2)) {
            case "JOBQUEUED" -> "IJOB";
            case "PROCSECOND" -> "PS";
            default -> m.group(2);
        };
        LimitKind kind = LimitKind.valueOf(x.equals("IJOB") ? "JOB" : x);
        CredentialKind y = LimitKeys.credentialKind(m.group(3)).orElseThrow();
        return Optional.of(new Old(y, "MAX" + x, kind, part));
    }

    /** A COUNT value; 0 means no limit (appendix F: "0 (No Limit)"). */
    static LimitValue count(Old old, String text) throws BadValue {
        LimitValue v = PolicyValues.limit(old.kind()).parse(text);
        return new LimitValue(open(v.soft()), open(v.hard()));
    }

    static long open(long v) {
        return v == 0 ? Times.INFINITY : v;
    }
}
