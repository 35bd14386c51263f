package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One reserved task's resources as SRCFG RESOURCES (appendix F, 7.1.5) and setres -r write them:
 * {@code PROCS=2;MEM=512}, {@code PROCS:1,MEM:512}, and for devices {@code GPUS=1} and
 * {@code GRES=tape:2+matlab} (setres' GRES attribute; {@code name@count} also read, a count of 1
 * when absent). Pairs are separated by {@code ;} or {@code ,}, names from values by {@code =} or
 * {@code :}. MEM, SWAP and DISK take memory units.
 */
public final class TaskResources {

    static final String DESCRIBE = "resource pairs such as PROCS=2;MEM=512 (PROCS, MEM, SWAP, DISK, GPUS, GRES)";

    private TaskResources() {
    }

    /** A pair or value that does not parse: the text and what was expected, as maui.cfg errors print them. */
    public static final class Invalid extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;

        private final String got;
        private final String expected;

        Invalid(String got, String expected) {
            super("\"" + got + "\" is not " + expected);
            this.got = got;
            this.expected = expected;
        }

        public String got() {
            return got;
        }

        public String expected() {
            return expected;
        }
    }

    /**
     * The task; {@code procsWhenUnset} is its procs when the text gives none. A task of GPUs or
     * generic resources without PROCS reserves no processor (PROCS=-1, a whole node's processors,
     * stays the default of a RESOURCES that names no device).
     *
     * @throws Invalid naming the pair that is wrong and what was expected
     */
    public static Resources parse(String text, int procsWhenUnset) {
        Resources r = Resources.ZERO;
        boolean procsGiven = false;
        for (String pair : text.trim().split("[;,]")) {
            if (pair.isBlank()) {
                continue;
            }
            String[] kv = pair.trim().split("[=:]", 2);
            if (kv.length != 2 || kv[1].isBlank()) {
                throw new Invalid(pair.trim(), DESCRIBE);
            }
            String v = kv[1].trim();
            switch (kv[0].trim().toUpperCase(Locale.ROOT)) {
                case "PROCS" -> {
                    r = r.withProcs((int) count(v, ReservationValues.ALL_PROCS, "a processor count or -1"));
                    procsGiven = true;
                }
                case "MEM" -> r = new Resources(r.procs(), mb(v), r.swapMb(), r.diskMb(), r.gpus(), r.gres());
                case "SWAP" -> r = new Resources(r.procs(), r.memMb(), mb(v), r.diskMb(), r.gpus(), r.gres());
                case "DISK" -> r = new Resources(r.procs(), r.memMb(), r.swapMb(), mb(v), r.gpus(), r.gres());
                case "GPUS" -> r = r.withGpus((int) count(v, 0, "a GPU count"));
                case "GRES" -> r = r.withGres(r.gres().plus(gres(v)));
                default -> throw new Invalid(pair.trim(), DESCRIBE);
            }
        }
        if (!procsGiven) {
            r = r.withProcs(r.hasDevices() ? 0 : procsWhenUnset);
        }
        return r;
    }

    /** The task in the RESOURCES syntax, read back by {@link #parse}. */
    public static String format(Resources r) {
        List<String> parts = new ArrayList<>();
        parts.add("PROCS=" + r.procs());
        addIfSet(parts, "MEM", r.memMb());
        addIfSet(parts, "SWAP", r.swapMb());
        addIfSet(parts, "DISK", r.diskMb());
        addIfSet(parts, "GPUS", r.gpus());
        if (!r.gres().isEmpty()) {
            parts.add("GRES=" + r.gres().toString().replace(',', '+'));
        }
        return String.join(";", parts);
    }

    private static void addIfSet(List<String> parts, String name, long v) {
        if (v > 0) {
            parts.add(name + "=" + v);
        }
    }

    private static long count(String v, long min, String describe) {
        if (!v.matches("-?\\d{1,9}") || Long.parseLong(v) < min) {
            throw new Invalid(v, describe);
        }
        return Long.parseLong(v);
    }

    private static long mb(String v) {
        try {
            return MemoryValues.parseChecked(v);
        } catch (BadValue e) {
            throw new Invalid(v, e.expected());
        }
    }

    private static Gres gres(String v) {
        Gres g = Gres.NONE;
        for (String item : v.split("[+%]")) {
            String[] nc = item.trim().split("[:@]", 2);
            if (nc[0].isEmpty()) {
                throw new Invalid(v, "name[:count][+name[:count]...]");
            }
            long c = nc.length == 2 ? count(nc[1].trim(), 1, "a positive count") : 1;
            g = g.plus(Gres.of(Map.of(nc[0], c)));
        }
        return g;
    }
}
