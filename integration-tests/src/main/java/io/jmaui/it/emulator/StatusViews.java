package io.jmaui.it.emulator;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** The emulated server's objects as TORQUE 6.1 status replies show them (wire doc 6.2, 6.5-6.7). */
final class StatusViews {

    private StatusViews() {
    }

    static StatusObject job(EmuJob j, ClusterState c, Set<String> filter) {
        List<Attribute> a = new ArrayList<>();
        add(a, filter, "Job_Name", j.name);
        add(a, filter, "Job_Owner", j.user + "@" + c.serverName);
        add(a, filter, "job_state", String.valueOf(j.state));
        add(a, filter, "queue", j.queue);
        add(a, filter, "server", c.serverName);
        add(a, filter, "ctime", Long.toString(j.ctime));
        String depend = DependEntry.encode(j.depend);
        if (depend != null) {
            add(a, filter, "depend", depend);
        }
        if (j.execHost != null && j.state != 'Q') {
            add(a, filter, "exec_host", j.execHost);
        }
        if (j.execGpus != null && j.state != 'Q') {
            add(a, filter, "exec_gpus", j.execGpus);
        }
        add(a, filter, "Hold_Types", j.holdTypes);
        add(a, filter, "qtime", Long.toString(j.ctime));
        j.resources.forEach((r, v) -> {
            if (filter.isEmpty() || filter.contains("Resource_List")) {
                a.add(Attribute.of("Resource_List", r, v));
            }
        });
        add(a, filter, "euser", j.user);
        add(a, filter, "egroup", j.group);
        if (j.account != null) {
            add(a, filter, "Account_Name", j.account);
        }
        add(a, filter, "queue_type", "E");
        add(a, filter, "etime", Long.toString(j.ctime));
        if (j.startTime > 0) {
            add(a, filter, "start_time", Long.toString(j.startTime));
            add(a, filter, "start_count", Integer.toString(j.startCount));
        }
        if ((j.state == 'R' || j.state == 'S') && j.startTime > 0
                && (filter.isEmpty() || filter.contains("resources_used"))) {
            long ran = j.ranThisRun(c.now());
            a.add(Attribute.of("resources_used", "cput", TorqueTime.hms(Math.round(ran * j.load))));
            a.add(Attribute.of("resources_used", "energy_used", "0"));
            a.add(Attribute.of("resources_used", "mem", j.memMb * 1024 + "kb"));
            a.add(Attribute.of("resources_used", "vmem", j.vmemMb * 1024 + "kb"));
            a.add(Attribute.of("resources_used", "walltime", TorqueTime.hms(ran)));
        }
        if (j.compTime > 0) {
            add(a, filter, "comp_time", Long.toString(j.compTime));
        }
        j.extra.forEach((k, v) -> {
            if (JobAttributes.known(k)) {
                add(a, filter, k, v);
            } else if (filter.isEmpty() || filter.contains(JobAttributes.OTHER)) {
                a.add(Attribute.of(k, v));
            }
        });
        return new StatusObject(ObjectType.JOB, j.id, a);
    }

    static StatusObject node(EmuNode n, long now, Set<String> filter) {
        List<Attribute> a = new ArrayList<>();
        String jobs = jobsText(n);
        add(a, filter, "state", n.stateText());
        add(a, filter, "power_state", "Running");
        add(a, filter, "np", Integer.toString(n.slots.length));
        if (!n.properties.isEmpty()) {
            add(a, filter, "properties", String.join(",", n.properties));
        }
        add(a, filter, "ntype", "cluster");
        if (!jobs.isEmpty()) {
            add(a, filter, "jobs", jobs);
        }
        if (!n.down) {
            long used = n.slots.length - n.freeSlots();
            add(a, filter, "status", "opsys=linux,uname=Linux " + n.name + " emulated,nsessions=" + used
                    + ",nusers=" + used + ",totmem=" + (n.physmemKb * 2) + "kb,availmem=" + (n.physmemKb * 2) + "kb,physmem="
                    + n.physmemKb + "kb,ncpus=" + n.slots.length + ",loadave=" + String.format("%.2f", (double) used)
                    + ",gres=,state=free,jobs=" + distinctJobs(n) + ",rectime=" + now);
        }
        if (n.note != null) {
            add(a, filter, "note", n.note);
        }
        if (n.gpus.length > 0) {
            add(a, filter, "gpus", Integer.toString(n.gpus.length));
        }
        if (n.realGpus && !n.down) {
            add(a, filter, "gpu_status", gpuStatus(n));
        }
        add(a, filter, "mom_service_port", "15002");
        add(a, filter, "mom_manager_port", "15003");
        return new StatusObject(ObjectType.NODE, n.name, a);
    }

    static StatusObject queue(EmuQueue q, ClusterState c, Set<String> filter) {
        List<Attribute> a = new ArrayList<>();
        add(a, filter, "queue_type", q.execution ? "Execution" : "Route");
        if (q.priority != 0) {
            add(a, filter, "Priority", Long.toString(q.priority));
        }
        List<EmuJob> mine = c.jobs.values().stream().filter(j -> j.queue.equals(q.name)).toList();
        add(a, filter, "total_jobs", Integer.toString(mine.size()));
        add(a, filter, "state_count", stateCount(mine));
        if (q.defaultWalltime != null) {
            a.add(Attribute.of("resources_default", "walltime", q.defaultWalltime));
        }
        add(a, filter, "enabled", q.enabled ? "True" : "False");
        add(a, filter, "started", q.started ? "True" : "False");
        return new StatusObject(ObjectType.QUEUE, q.name, a);
    }

    static StatusObject server(ClusterState c, Set<String> filter) {
        List<Attribute> a = new ArrayList<>();
        add(a, filter, "server_state", "Active");
        add(a, filter, "scheduling", "True");
        add(a, filter, "total_jobs", Integer.toString(c.jobs.size()));
        add(a, filter, "state_count", stateCount(List.copyOf(c.jobs.values())));
        add(a, filter, "default_queue", c.queues.keySet().stream().findFirst().orElse("batch"));
        add(a, filter, "scheduler_iteration", "600");
        add(a, filter, "pbs_version", "6.1.3-emulated");
        add(a, filter, "server_name", c.serverName);
        return new StatusObject(ObjectType.SERVER, c.serverName, a);
    }

    private static void add(List<Attribute> a, Set<String> filter, String name, String value) {
        if (filter.isEmpty() || filter.contains(name)) {
            a.add(Attribute.of(name, value));
        }
    }

    /** TORQUE 5+ node job list: {@code 0-1/12.emu,2/13.emu}. */
    private static String jobsText(EmuNode n) {
        Map<String, List<Integer>> slots = new LinkedHashMap<>();
        for (int i = 0; i < n.slots.length; i++) {
            if (n.slots[i] != null) {
                slots.computeIfAbsent(n.slots[i], k -> new ArrayList<>()).add(i);
            }
        }
        return slots.entrySet().stream().map(e -> Placement.ranges(e.getValue()) + "/" + e.getKey())
                .collect(Collectors.joining(","));
    }

    /**
     * A MOM's GPU report as pbs_server keeps it (process_mom_update.c is_gpustat_get): one
     * {@code gpu[i]=gpu_id=...;gpu_mode=...;gpu_state=...} entry per GPU, then the driver version.
     */
    private static String gpuStatus(EmuNode n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n.gpus.length; i++) {
            boolean prohibited = n.prohibitedGpus.contains(i);
            String state = prohibited ? "Unavailable" : n.gpus[i] == null ? "Unallocated" : "Exclusive";
            out.add("gpu[" + i + "]=gpu_id=0000:" + String.format("%02x", i + 3) + ":00.0;gpu_pci_device_id=454758622;"
                    + "gpu_product_name=Tesla V100-PCIE-16GB;gpu_mode=" + (prohibited ? "Prohibited" : "Default")
                    + ";gpu_state=" + state + ";gpu_utilization=0%");
        }
        out.add("driver_ver=418.67");
        return String.join(",", out);
    }

    private static String distinctJobs(EmuNode n) {
        Set<String> ids = new TreeSet<>();
        for (String s : n.slots) {
            if (s != null) {
                ids.add(s);
            }
        }
        return String.join(" ", ids);
    }

    private static String stateCount(List<EmuJob> jobs) {
        return "Transit:0 Queued:" + count(jobs, 'Q') + " Held:" + count(jobs, 'H') + " Waiting:0 Running:"
                + count(jobs, 'R') + " Exiting:0 Complete:" + count(jobs, 'C') + " ";
    }

    private static long count(List<EmuJob> jobs, char state) {
        return jobs.stream().filter(j -> j.state == state).count();
    }
}
