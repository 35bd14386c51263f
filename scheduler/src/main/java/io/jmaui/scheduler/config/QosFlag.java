package io.jmaui.scheduler.config;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * QOSCFG QFLAGS (guide 7.3 "Service Access and Constraints", "Policy Exemptions"; appendix F
 * QOSFLAGS): what a QOS grants or takes away. The IGN flags exempt a job from throttling limits;
 * IGNUSER, IGNGROUP, IGNACCOUNT, IGNSYSTEM and IGNALL stand for a family of them. The words are
 * Maui 3.3's ({@code MQOSFlags}) and the guide's per-group and per-account ones; {@code PREEMPT}
 * (appendix F's QOSFLAGS list) is the older spelling of PREEMPTOR, {@code ADVRES} of
 * USERESERVED, and {@code IGNMAX<X>PER<CRED>} of {@code IGN<X>PER<CRED>}.
 *
 * <p>Every flag acts. Maui 3.3 parses NTR and RUNNOW without acting on them; jmaui gives them
 * Moab's meaning: NTR
 * (next to run) puts the job first and lets no job start ahead of it while it waits; RUNNOW puts
 * it first and makes it a preemptor of any running PREEMPTEE job. PREEMPTSPV makes a running job
 * that breaks a soft active limit a preemptee, as Maui 3.3 does.
 */
public enum QosFlag {
    IGNJOBPERUSER, IGNPROCPERUSER, IGNNODEPERUSER, IGNPSPERUSER, IGNJOBQUEUEDPERUSER,
    IGNJOBPERGROUP, IGNPROCPERGROUP, IGNNODEPERGROUP, IGNPSPERGROUP, IGNJOBQUEUEDPERGROUP,
    IGNJOBPERACCOUNT, IGNPROCPERACCOUNT, IGNNODEPERACCOUNT, IGNPSPERACCOUNT, IGNJOBQUEUEDPERACCOUNT,
    IGNSYSMAXPROC, IGNSYSMAXTIME, IGNSYSMAXPS, IGNSRMAXTIME,
    IGNUSER, IGNGROUP, IGNACCOUNT, IGNSYSTEM, IGNALL,
    PREEMPTOR, PREEMPTEE, DEDICATED, RESERVEALWAYS, USERESERVED, NOBF, NORESERVATION, RESTARTPREEMPT,
    IGNHOSTLIST,
    NTR, RUNNOW, PREEMPTSPV;

    /**
     * The flag a QFLAGS item names: its word, without a {@code USERESERVED:<RESID>} argument, in
     * any case, old spellings included; empty when it is no QOS flag.
     */
    public static Optional<QosFlag> parse(String item) {
        String w = item.toUpperCase(Locale.ROOT);
        int colon = w.indexOf(':');
        if (colon >= 0) {
            w = w.substring(0, colon);
        }
        if (w.equals("PREEMPT")) {
            return Optional.of(PREEMPTOR);
        }
        if (w.equals("ADVRES")) {
            return Optional.of(USERESERVED);
        }
        if (w.startsWith("IGNMAX") && w.contains("PER")) {
            w = "IGN" + w.substring(6);
        }
        for (QosFlag f : values()) {
            if (f.name().equals(w)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** Every flag word, for "did you mean". */
    static List<String> words() {
        return Arrays.stream(values()).map(Enum::name).toList();
    }
}
