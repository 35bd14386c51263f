package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.PreemptMode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One entry of RESOURCELIMITPOLICY (guide 10.4), {@code <RESOURCE>[:<POLICY>[:<ACTION>[:<TIME>]]]}:
 * what happens to a running job that uses more of {@code resource} than it asked for. As in Maui
 * 3.3, a missing policy is ALWAYS and a missing action REQUEUE.
 *
 * @param resource      PROC, MEM, SWAP, DISK or WALLTIME (the guide's case study 3, "kill resource
 *                      hogs": {@code WALLTIME:ALWAYS:CANCEL}; Maui 3.3 skips it, Moab reads it as
 *                      the time run against the wallclock limit, and so does jmaui)
 * @param extended      EXTENDEDVIOLATION: act only once the violation has lasted {@code violationTime}
 * @param action        CANCEL, REQUEUE or SUSPEND
 * @param violationTime seconds a violation must last under EXTENDEDVIOLATION (0: at once)
 */
public record ResourceLimitRule(String resource, boolean extended, PreemptMode action, long violationTime) {

    static final String EXPECTED = "<RESOURCE>[:<POLICY>[:<ACTION>[:<TIME>]]] entries: RESOURCE one of PROC, MEM,"
            + " SWAP, DISK, WALLTIME; POLICY ALWAYS or EXTENDEDVIOLATION; ACTION CANCEL, REQUEUE or SUSPEND";

    static ValueType<List<ResourceLimitRule>> type() {
        return ValueType.of(EXPECTED, ResourceLimitRule::parseAll, ResourceLimitRule::formatAll);
    }

    private static List<ResourceLimitRule> parseAll(String text) throws BadValue {
        if (text.trim().equalsIgnoreCase("[NONE]")) {
            return List.of(); // the appendix's "no limit enforcement"
        }
        List<ResourceLimitRule> out = new ArrayList<>();
        for (String entry : text.trim().split("[\\s,]+")) {
            if (!entry.isEmpty()) {
                out.add(parse(entry));
            }
        }
        if (out.isEmpty()) {
            throw new BadValue(EXPECTED);
        }
        return List.copyOf(out);
    }

    private static ResourceLimitRule parse(String entry) throws BadValue {
        String[] f = entry.split(":", 4);
        String resource = f[0].toUpperCase(Locale.ROOT);
        if (!List.of("PROC", "MEM", "SWAP", "DISK", "WALLTIME").contains(resource)) {
            throw new BadValue(entry, "a resource PROC, MEM, SWAP, DISK or WALLTIME before the first ':'");
        }
        boolean extended = false;
        if (f.length > 1) {
            switch (f[1].toUpperCase(Locale.ROOT)) {
                case "ALWAYS" -> extended = false;
                case "EXTENDEDVIOLATION" -> extended = true;
                default -> throw new BadValue(entry, "a policy ALWAYS or EXTENDEDVIOLATION after " + resource + ":");
            }
        }
        PreemptMode action = PreemptMode.REQUEUE;
        if (f.length > 2) {
            action = switch (f[2].toUpperCase(Locale.ROOT)) {
                case "CANCEL" -> PreemptMode.CANCEL;
                case "REQUEUE" -> PreemptMode.REQUEUE;
                case "SUSPEND" -> PreemptMode.SUSPEND;
                default -> throw new BadValue(entry, "an action CANCEL, REQUEUE or SUSPEND as the third field");
            };
        }
        long time = 0;
        if (f.length > 3) {
            try {
                time = TimeValues.parseChecked(f[3]);
            } catch (BadValue e) {
                throw new BadValue(entry, "a violation time " + TimeValues.EXPECTED + " as the fourth field");
            }
        }
        return new ResourceLimitRule(resource, extended, action, time);
    }

    private static String formatAll(List<ResourceLimitRule> rules) {
        if (rules.isEmpty()) {
            return "[NONE]";
        }
        List<String> out = new ArrayList<>();
        for (ResourceLimitRule r : rules) {
            out.add(r.resource + ":" + (r.extended ? "EXTENDEDVIOLATION" : "ALWAYS") + ":" + r.action
                    + (r.violationTime > 0 ? ":" + TimeValues.format(r.violationTime) : ""));
        }
        return String.join(" ", out);
    }
}
