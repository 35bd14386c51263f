package io.jmaui.bridge.torque;

import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What an active job holds, from pbs_server's {@code exec_host} (a host per slot) and
 * {@code exec_gpus}/{@code exec_mics} ({@code node03-gpu/1+node03-gpu/0}, node_manager.c
 * translate_howl_to_string): the job's requests and one host per task, as the core commits them.
 *
 * <p>A single-request job whose slots and devices are what its tasks make keeps its request: each
 * host gets {@code ceil(slots / procs per task)} tasks (an {@code ncpus=4} task started on one
 * slot is still one task). Otherwise, a multi-req job or one whose devices differ from its
 * request (a GPU job started without {@code :gpus=} holds no GPU, as pbs_server sees it), the job
 * is described as it holds: one-proc tasks on its slots, then one-GPU and one-MIC tasks on the
 * hosts pbs_server gave them, then a {@code -l software=} licence on the last slot (its request
 * is the host list's last). Either way the core counts what pbs_server counts.
 */
final class ExecAllocation {

    private ExecAllocation() {
    }

    /** The requests and hosts per task of an active job. */
    record Held(List<Req> reqs, List<String> hostsPerTask) {
    }

    /** Devices per host of {@code exec_gpus}/{@code exec_mics}: {@code node03-gpu/1+node03-gpu/0} is node03: 2; empty when malformed. */
    static Optional<Map<String, Integer>> devices(String text, String suffix) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (String entry : text.strip().split("\\+")) {
            int slash = entry.indexOf('/');
            if (slash <= 0 || !entry.substring(0, slash).endsWith(suffix)) {
                return Optional.empty();
            }
            out.merge(entry.substring(0, slash - suffix.length()), 1, Integer::sum);
        }
        return Optional.of(out);
    }

    static Held of(List<Req> reqs, List<String> slots, Map<String, Integer> gpus, Map<String, Integer> mics) {
        Map<String, Integer> slotsPerHost = new LinkedHashMap<>();
        slots.forEach(h -> slotsPerHost.merge(h, 1, Integer::sum));
        if (reqs.size() == 1) {
            Req r = reqs.get(0);
            int per = Math.max(1, r.perTask().procs());
            List<String> hosts = new ArrayList<>();
            boolean matches = true;
            for (Map.Entry<String, Integer> e : slotsPerHost.entrySet()) {
                int tasks = (e.getValue() + per - 1) / per;
                matches &= tasks * r.perTask().gpus() == gpus.getOrDefault(e.getKey(), 0)
                        && tasks * r.perTask().gres().get(JobRequests.MICS) == mics.getOrDefault(e.getKey(), 0);
                for (int k = 0; k < tasks; k++) {
                    hosts.add(e.getKey());
                }
            }
            matches &= slotsPerHost.keySet().containsAll(gpus.keySet()) && slotsPerHost.keySet().containsAll(mics.keySet());
            if (matches) {
                return new Held(reqs, hosts);
            }
        }
        return asHeld(reqs, slots, gpus, mics);
    }

    private static Held asHeld(List<Req> reqs, List<String> slots, Map<String, Integer> gpus, Map<String, Integer> mics) {
        long mem = 0;
        long swap = 0;
        for (Req r : reqs) {
            mem += r.tasks() * r.perTask().memMb();
            swap += r.tasks() * r.perTask().swapMb();
        }
        // a -l software= licence's slot is the last of the host list (its request is placed last)
        List<Req> licences = reqs.stream().filter(Req::isSoftware).toList();
        int own = licences.size() < slots.size() ? slots.size() - licences.size() : slots.size();
        int n = Math.max(1, own);
        Resources perSlot = new Resources(1, (mem + n - 1) / n, (swap + n - 1) / n, 0);
        List<Req> held = new ArrayList<>();
        List<String> hosts = new ArrayList<>(slots.subList(0, own));
        held.add(new Req(own, perSlot, Set.copyOf(hosts).size(), 0, reqs.get(0).features()));
        addDevices(held, hosts, gpus, Resources.ZERO.withGpus(1));
        addDevices(held, hosts, mics, Resources.ZERO.withGres(Gres.of(JobRequests.MICS, 1)));
        for (int k = own; k < slots.size(); k++) {
            held.add(licences.get(k - own));
            hosts.add(slots.get(k));
        }
        return new Held(held, hosts);
    }

    private static void addDevices(List<Req> held, List<String> hosts, Map<String, Integer> perHost, Resources one) {
        int total = 0;
        for (Map.Entry<String, Integer> e : perHost.entrySet()) {
            for (int k = 0; k < e.getValue(); k++) {
                hosts.add(e.getKey());
            }
            total += e.getValue();
        }
        if (total > 0) {
            held.add(new Req(total, one, perHost.size(), 0, Set.of()));
        }
    }
}
