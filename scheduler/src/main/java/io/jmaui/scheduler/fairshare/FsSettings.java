package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The system-level fairshare configuration (guide 6.3.2): FSPOLICY, FSINTERVAL, FSDEPTH and
 * FSDECAY, read once from maui.cfg.
 *
 * <p>FSPOLICY takes Maui's words. DEDICATEDPS and DEDICATEDPES are tracked as the guide says; a
 * trailing {@code %} (e.g. {@code DEDICATEDPS%}) makes the priority delta a ratio,
 * {@code 1 - usage/target}, instead of the difference {@code target - usage}. A boolean TRUE is
 * Maui's back-level spelling of DEDICATEDPS. UTILIZEDPS, SDEDICATEDPES and PDEDICATEDPS are Maui
 * words jmaui cannot measure (no consumed-usage data from TORQUE); like Maui's own accounting for
 * policies without a case of their own, they track dedicated processor-seconds, with a warning.
 *
 * @param metric       what is tracked
 * @param percentBased FSPOLICY ended in {@code %}
 * @param interval     FSINTERVAL, seconds per window
 * @param depth        FSDEPTH, windows that count
 * @param decay        FSDECAY, the weight of window N is {@code decay^N}
 * @param warnings     FSPOLICY words jmaui does not support or know, as sentences for the log
 */
public record FsSettings(FsMetric metric, boolean percentBased, long interval, int depth, double decay,
                         List<String> warnings) {

    static final List<String> UNMEASURED = List.of("UTILIZEDPS", "SDEDICATEDPES", "PDEDICATEDPS");

    public FsSettings {
        if (interval <= 0) {
            throw new IllegalArgumentException("FSINTERVAL must be positive, got " + interval);
        }
        warnings = List.copyOf(warnings);
    }

    /** Reads the four FS* parameters from the config. */
    public static FsSettings of(MauiConfig cfg) {
        List<String> warnings = new ArrayList<>();
        String word = cfg.get(Parameters.FSPOLICY);
        String policy = word == null ? "" : word.trim().toUpperCase(Locale.ROOT);
        boolean percent = policy.indexOf('%') >= 0;
        if (percent) {
            policy = policy.substring(0, policy.indexOf('%'));
        }
        FsMetric metric = metric(policy, warnings);
        return new FsSettings(metric, percent, cfg.get(Parameters.FSINTERVAL), cfg.get(Parameters.FSDEPTH),
                cfg.get(Parameters.FSDECAY), warnings);
    }

    private static FsMetric metric(String policy, List<String> warnings) {
        switch (policy) {
            case "", "NONE", "FALSE", "OFF", "NO", "0":
                return FsMetric.NONE;
            case "DEDICATEDPS", "TRUE", "ON", "YES", "1":
                return FsMetric.DEDICATEDPS;
            case "DEDICATEDPES":
                return FsMetric.DEDICATEDPES;
            default:
                if (UNMEASURED.contains(policy)) {
                    warnings.add("FSPOLICY " + policy + " is not supported by jmaui (it needs consumed-resource"
                            + " data TORQUE does not report); tracking DEDICATEDPS instead");
                    return FsMetric.DEDICATEDPS;
                }
                warnings.add("FSPOLICY " + policy + " is not a fairshare policy (expected DEDICATEDPS or"
                        + " DEDICATEDPES, optionally ending in %); fairshare stays off");
                return FsMetric.NONE;
        }
    }

    /** Start of the FSINTERVAL window holding {@code time}: windows align to multiples of FSINTERVAL since the epoch, as Maui's do. */
    public long windowStart(long time) {
        return time - Math.floorMod(time, interval);
    }

    /** The decay weight of window {@code index}: {@code FSDECAY^index}. */
    public double weight(int index) {
        return Math.pow(decay, index);
    }
}
