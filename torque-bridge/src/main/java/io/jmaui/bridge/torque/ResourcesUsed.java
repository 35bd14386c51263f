package io.jmaui.bridge.torque;

import io.jmaui.scheduler.model.Usage;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * A running job's {@code resources_used} as pbs_mom reports it through pbs_server (TORQUE 6.1:
 * {@code cput}, {@code mem} and {@code vmem} in kb, {@code walltime}, {@code energy_used}):
 * what RESOURCELIMITPOLICY and JOBMAXOVERRUN read (guides 10.4, 11.7). Processors busy are CPU
 * time over wall time, as Maui's PBS interface works them out when {@code cpupercent} is missing.
 */
final class ResourcesUsed {

    private ResourcesUsed() {
    }

    /** The job's usage, null when its MOM has reported none yet. */
    static Usage of(PbsObject o, String where, MappingProblems problems) {
        if (o.get("resources_used.walltime").isEmpty() && o.get("resources_used.mem").isEmpty()) {
            return null;
        }
        long wall = value(o, "resources_used.walltime", TorqueValues::seconds, where, problems);
        long cput = value(o, "resources_used.cput", TorqueValues::seconds, where, problems);
        long mem = value(o, "resources_used.mem", TorqueValues::megabytes, where, problems);
        long vmem = value(o, "resources_used.vmem", TorqueValues::megabytes, where, problems);
        return new Usage(wall > 0 ? (double) cput / wall : 0, mem, vmem, wall);
    }

    private static long value(PbsObject o, String key, Function<String, OptionalLong> parse, String where,
                              MappingProblems problems) {
        String text = o.getOr(key, null);
        if (text == null) {
            return 0;
        }
        OptionalLong v = parse.apply(text);
        if (v.isEmpty()) {
            problems.add(where, key, text, key.endsWith("mem") ? "is not a size (e.g. 1024kb)" : "is not a time (HH:MM:SS)");
        }
        return v.orElse(0);
    }
}
