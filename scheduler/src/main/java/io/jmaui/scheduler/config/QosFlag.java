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
 * USERESERVED, and {@code IGNMAX<X>PER<CRED>} of {@code IGN<X>PER<CRED>}. {@code SPAN} is Maui's
 * job flag, which guide 7.2 gives a QOS: its jobs may use the nodes of several partitions at once.
 *
 * <p>{@link #implemented()} is false for the flags jmaui parses and does not act on; Maui 3.3
 * itself parses NTR and RUNNOW without acting on them.
 */
public enum QosFlag {
    IGNJOBPERUSER, IGNPROCPERUSER, IGNNODEPERUSER, IGNPSPERUSER, IGNJOBQUEUEDPERUSER,
    IGNJOBPERGROUP, IGNPROCPERGROUP, IGNNODEPERGROUP, IGNPSPERGROUP, IGNJOBQUEUEDPERGROUP,
    IGNJOBPERACCOUNT, IGNPROCPERACCOUNT, IGNNODEPERACCOUNT, IGNPSPERACCOUNT, IGNJOBQUEUEDPERACCOUNT,
    IGNSYSMAXPROC, IGNSYSMAXTIME, IGNSYSMAXPS, IGNSRMAXTIME,
    IGNUSER, IGNGROUP, IGNACCOUNT, IGNSYSTEM, IGNALL,
    PREEMPTOR, PREEMPTEE, DEDICATED, RESERVEALWAYS, USERESERVED, NOBF, NORESERVATION, RESTARTPREEMPT,
    IGNHOSTLIST, SPAN,
    NTR(false), RUNNOW(false), PREEMPTSPV(false);

    private final boolean implemented;

    QosFlag() {
        this(true);
    }

    QosFlag(boolean implemented) {
        this.implemented = implemented;
    }

    /** False for a flag jmaui parses and does nothing with (a warning names it). */
    public boolean implemented() {
        return implemented;
    }

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
