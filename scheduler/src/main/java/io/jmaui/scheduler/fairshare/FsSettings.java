package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.FsPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import java.util.ArrayList;
import java.util.List;

/**
 * The system-level fairshare configuration (guide 6.3.2): FSPOLICY, FSINTERVAL, FSDEPTH and
 * FSDECAY, read once from maui.cfg.
 *
 * <p>DEDICATEDPS and DEDICATEDPES are tracked as the guide says; a trailing {@code %} (e.g.
 * {@code DEDICATEDPS%}) makes the priority delta a ratio, {@code 1 - usage/target}, instead of
 * the difference {@code target - usage}. UTILIZEDPS needs consumed-resource data TORQUE does not
 * report; like Maui's accounting for policies without a case of their own, it tracks dedicated
 * processor-seconds, with a warning.
 *
 * @param metric       what is tracked
 * @param percentBased FSPOLICY ended in {@code %}
 * @param interval     FSINTERVAL, seconds per window
 * @param depth        FSDEPTH, windows that count
 * @param decay        FSDECAY, the weight of window N is {@code decay^N}
 * @param warnings     settings jmaui does not support, as sentences for the log
 */
public record FsSettings(FsMetric metric, boolean percentBased, long interval, int depth, double decay,
                         List<String> warnings) {

    public FsSettings {
        if (interval <= 0) {
            throw new IllegalArgumentException("FSINTERVAL must be positive, got " + interval);
        }
        warnings = List.copyOf(warnings);
    }

    private static final Derived<FsSettings> SETTINGS = Derived.of(FsSettings::read);

    /** The four FS* parameters of the config, read once per config (every event of a simulation asks). */
    public static FsSettings of(MauiConfig cfg) {
        return cfg.derived(SETTINGS);
    }

    private static FsSettings read(MauiConfig cfg) {
        FsPolicy policy = cfg.get(Parameters.FSPOLICY);
        List<String> warnings = new ArrayList<>();
        FsMetric metric = switch (policy.kind()) {
            case NONE -> FsMetric.NONE;
            case DEDICATEDPS -> FsMetric.DEDICATEDPS;
            case DEDICATEDPES -> FsMetric.DEDICATEDPES;
            case DEDICATEDGPUS -> FsMetric.DEDICATEDGPUS;
            case UTILIZEDPS -> {
                warnings.add("FSPOLICY UTILIZEDPS is not supported by jmaui (it needs consumed-resource data"
                        + " TORQUE does not report); tracking DEDICATEDPS instead");
                yield FsMetric.DEDICATEDPS;
            }
        };
        return new FsSettings(metric, policy.percent(), cfg.get(Parameters.FSINTERVAL), cfg.get(Parameters.FSDEPTH),
                cfg.get(Parameters.FSDECAY), warnings);
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
