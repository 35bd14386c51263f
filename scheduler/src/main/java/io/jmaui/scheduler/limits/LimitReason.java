package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Reason;

/**
 * A throttling limit stopped the job (guide 6.2.1): which limit, in which pass, on which
 * credential, and both numbers. The edge turns it into "MAXJOB hard limit 2 for user steve
 * reached: 2 active"; the core only renders {@link #summary()}, e.g.
 * {@code MAXJOB hard user=steve 2/2} or {@code MAXPROC[USER] soft class=fast user=steve 10/12 +4}.
 *
 * @param kind           what the limit counts: jobs, procs, proc-seconds, PEs, seconds, nodes, MB
 * @param idle           an idle job limit ({@code MAXIJOB}, ...) rather than an active one
 * @param pass           the pass whose value was exceeded: the soft or the hard one
 * @param credential     the credential whose limit it is; null for the system-wide SYSTEMCFG limit
 * @param credentialName that credential's name, e.g. {@code steve}; null for SYSTEMCFG
 * @param scope          for a multi-dimensional limit ({@code CLASSCFG[fast] MAXJOB[USER]=3}) the
 *                       credential counted inside {@code credential}; null for a plain limit
 * @param scopeName      the job's name for {@code scope}, e.g. the user; null for a plain limit
 * @param overrideQos    the QOS whose override limit ({@code OMAXNODE}) replaced the credential's
 *                       own limit; null when the credential's own (or DEFAULT) limit applied
 * @param usage          what the credential already uses (active jobs, or idle jobs already
 *                       eligible for an idle limit), in the unit of {@code kind}
 * @param requested      what this job would add
 * @param limit          the limit {@code usage + requested} would exceed
 */
public record LimitReason(
        LimitKind kind,
        boolean idle,
        LimitPass pass,
        CredentialKind credential,
        String credentialName,
        CredentialKind scope,
        String scopeName,
        String overrideQos,
        long usage,
        long requested,
        long limit) implements Reason {

    /** Maui's name of the limit: {@code MAXJOB}, {@code MAXIPROC}, {@code OMAXNODE}, {@code MAXJOB[USER]}. */
    @Override
    public String policy() {
        String name = (overrideQos != null ? "O" : "") + "MAX" + (idle ? "I" : "") + kind.name();
        return scope == null ? name : name + "[" + scope.name() + "]";
    }

    /** True for the hard limit, false for the soft one. */
    public boolean hard() {
        return pass == LimitPass.HARD;
    }

    /** {@code MAXJOB hard user=steve 2/2}; the job's own amount follows as {@code +4} unless it counts jobs. */
    @Override
    public String summary() {
        StringBuilder sb = new StringBuilder(policy()).append(' ').append(pass.word()).append(' ');
        if (credential == null) {
            sb.append("system");
        } else {
            sb.append(word(credential)).append('=').append(credentialName);
        }
        if (scope != null) {
            sb.append(' ').append(word(scope)).append('=').append(scopeName);
        }
        if (overrideQos != null) {
            sb.append(" override=qos:").append(overrideQos);
        }
        sb.append(' ').append(usage).append('/').append(limit);
        if (kind != LimitKind.JOB) {
            sb.append(" +").append(requested);
        }
        return sb.toString();
    }

    private static String word(CredentialKind k) {
        return k.name().toLowerCase(java.util.Locale.ROOT);
    }
}
