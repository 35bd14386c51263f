package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The policies the simulator's speed and schedule digests are measured on, and the shared traces
 * with the clusters they ran on. {@code default}: an empty maui.cfg (the guide's defaults).
 * {@code easy}: conf/easy.cfg (FIFO EASY backfilling). {@code reslimits}: priority from queue
 * time, expansion factor and fairshare, soft and hard per-user job and processor limits, four job
 * reservations, and a daily standing reservation on four nodes for one user.
 */
public final class SimPolicies {

    public static final Map<String, String> POLICIES = new LinkedHashMap<>();

    static {
        POLICIES.put("default", "");
        POLICIES.put("easy", String.join("\n",
                "QUEUETIMEWEIGHT 1",
                "BACKFILLPOLICY FIRSTFIT",
                "RESERVATIONDEPTH 1"));
        POLICIES.put("reslimits", String.join("\n",
                "RESERVATIONDEPTH 4",
                "BACKFILLPOLICY FIRSTFIT",
                "QUEUETIMEWEIGHT 1",
                "XFACTORWEIGHT 10",
                "FSPOLICY DEDICATEDPS",
                "FSWEIGHT 1",
                "FSUSERWEIGHT 10",
                "FSINTERVAL 24:00:00",
                "FSDEPTH 7",
                "FSDECAY 0.80",
                "USERCFG[DEFAULT] FSTARGET=10 MAXJOB=64,96 MAXPROC=96,128",
                "NODEALLOCATIONPOLICY MINRESOURCE",
                "SRCFG[day] HOSTLIST=node001,node002,node003,node004 PERIOD=DAY STARTTIME=08:00:00 ENDTIME=18:00:00",
                "SRCFG[day] USERLIST=u1,u-1"));
    }

    /** The shared traces (file name in the test resources' workloads/) and their machines: nodes x procs per node. */
    public static final Map<String, int[]> TRACES = new LinkedHashMap<>();

    static {
        TRACES.put("HPC2N-2002-2.2-subset-3171.swf", new int[] {120, 2});
        TRACES.put("lublin_256.swf", new int[] {256, 1});
        TRACES.put("NASA-iPSC-1993-3.1-cln.swf", new int[] {128, 1});
    }

    private SimPolicies() {
    }

    public static MauiConfig config(String policy) {
        return MauiConfigParser.parse(policy + ".cfg", POLICIES.get(policy));
    }

    public static Trace trace(String file) throws IOException {
        try (InputStream in = SimPolicies.class.getResourceAsStream("/workloads/" + file)) {
            if (in == null) {
                throw new IOException("no workload " + file + " in the test resources");
            }
            return SwfTraceReader.read(file, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
