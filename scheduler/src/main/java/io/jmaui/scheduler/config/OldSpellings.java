package io.jmaui.scheduler.config;

import java.util.Map;
import java.util.TreeMap;

/**
 * Parameters maui.cfg may still spell the old way, read as their successors once the whole file
 * is in: USESYSTEMQUEUETIME as JOBPRIOACCRUALPOLICY, Maui 3.0's per-credential limits
 * ({@link OldThrottlingParameters}) as *CFG[DEFAULT] attributes. Each reading leaves a note.
 */
final class OldSpellings {

    private final ConfigBuilder b;

    OldSpellings(ConfigBuilder b) {
        this.b = b;
    }

    void apply() {
        systemQueueTime();
        applyOldThrottling();
    }

    /**
     * USESYSTEMQUEUETIME (guide 5.1.2.4.1, superseded by JOBPRIOACCRUALPOLICY in Maui 3.0.8): ON
     * counts queue time while the job is eligible (FULLPOLICY), OFF since it was queued (ALWAYS).
     * Read as its successor unless that is set too.
     */
    private void systemQueueTime() {
        ConfigLine l = b.lineOf(Parameters.USESYSTEMQUEUETIME);
        if (l == null) {
            return;
        }
        JobPrioAccrualPolicy as = Boolean.TRUE.equals(b.value(Parameters.USESYSTEMQUEUETIME))
                ? JobPrioAccrualPolicy.FULLPOLICY : JobPrioAccrualPolicy.ALWAYS;
        ConfigLine successor = b.lineOf(Parameters.JOBPRIOACCRUALPOLICY);
        if (successor != null) {
            b.warn(l, l.label(), "JOBPRIOACCRUALPOLICY (" + successor.source() + ":" + successor.line()
                    + ") replaces it and wins");
            return;
        }
        b.setValue(Parameters.JOBPRIOACCRUALPOLICY, as);
        b.warn(l, l.label(), "read as JOBPRIOACCRUALPOLICY " + as + ", its successor");
    }

    /** Maui 3.0's limits of one credential's DEFAULT and attribute, as the old parameters give them. */
    private static final class OldLimit {
        OldThrottlingParameters.Old key;
        LimitValue count;
        Long soft;
        Boolean on;
        ConfigLine line;
    }

    private final Map<String, OldLimit> oldLimits = new TreeMap<>();

    /** {@code MAXJOBPERUSERCOUNT 4}, {@code SMAXJOBPERUSERCOUNT 6}, {@code MAXJOBPERUSERPOLICY ON}: see {@link OldThrottlingParameters}. */
    void oldThrottling(ConfigLine l, OldThrottlingParameters.Old old) {
        OldLimit acc = oldLimits.computeIfAbsent(old.credential() + " " + old.attribute(), k -> new OldLimit());
        acc.key = old;
        String text = l.joinedValue();
        try {
            switch (old.part()) {
                case COUNT -> acc.count = OldThrottlingParameters.count(old, text);
                case SOFT -> acc.soft = OldThrottlingParameters.count(old, text).hard();
                case POLICY -> acc.on = ValueTypes.bool().parse(text);
            }
        } catch (BadValue e) {
            b.error(l, l.valueColumn(), l.label(), e.got() != null ? e.got() : text, e.expected());
            return;
        }
        if (old.part() != OldThrottlingParameters.Part.POLICY || acc.line == null) {
            acc.line = l;
        }
    }

    private void applyOldThrottling() {
        for (OldLimit acc : oldLimits.values()) {
            OldThrottlingParameters.Old k = acc.key;
            String target = k.block().name() + "[" + MauiConfig.DEFAULT + "] " + k.attribute();
            if (Boolean.FALSE.equals(acc.on)) {
                b.warn(acc.line, acc.line.label(), "policy OFF: " + target + " is not set");
                continue;
            }
            if (acc.count == null && acc.soft == null) {
                continue;
            }
            long hard = acc.count != null ? acc.count.hard() : io.jmaui.scheduler.model.Times.INFINITY;
            long soft = acc.soft != null ? acc.soft : acc.count.soft();
            String text = PolicyValues.limit(k.kind()).format(new LimitValue(soft, hard));
            Map<String, RawValue> defaults = b.defaults(k.block());
            RawValue set = defaults.get(k.attribute());
            if (set != null) {
                b.warn(acc.line, acc.line.label(), target + " (" + set.source() + ":" + set.line() + ") is set too and wins");
                continue;
            }
            defaults.put(k.attribute(), new RawValue(text, acc.line.source(), acc.line.line(), acc.line.valueColumn()));
            b.warn(acc.line, acc.line.label(), "read as " + target + "=" + text);
        }
    }
}
