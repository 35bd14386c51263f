package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A queue whose credentials hardly repeat (more distinct ones than {@link PriorityInputs#MAX_TERMS},
 * as 250 users x 10 accounts x 4 queues make) is scored per job past that many: every job gets the
 * priority and breakdown it gets when it is the only job scored.
 */
class ManyCredentialsTest {

    private static final long NOW = at("2024-01-01T10:00");

    private static final MauiConfig CFG = cfg(
            "CREDWEIGHT 1", "USERWEIGHT 3", "CLASSWEIGHT 2", "ACCOUNTWEIGHT 5",
            "FSWEIGHT 1", "FSUSERWEIGHT 10", "FSACCOUNTWEIGHT 4", "FSPOLICY DEDICATEDPS",
            "QUEUETIMEWEIGHT 1", "XFACTORWEIGHT 10",
            "USERCFG[DEFAULT] FSTARGET=10", "USERCFG[u007] PRIORITY=40", "ACCOUNTCFG[a3] PRIORITY=-25 FSTARGET=30",
            "CLASSCFG[express] PRIORITY=100");

    @Test
    void jobsPastTheKeptCredentialsGetTheirOwnPriority() {
        Map<String, Double> users = new HashMap<>();
        Map<String, Double> accounts = new HashMap<>();
        List<Job> jobs = new ArrayList<>();
        String[] queues = {"batch", "long", "express", "debug"};
        for (int i = 0; i < 3 * PriorityInputs.MAX_TERMS; i++) {
            String user = String.format("u%03d", i % 97);
            String account = "a" + (i / 97) % 13;
            users.merge(user, 1.0 + i % 7, Double::sum);
            accounts.merge(account, 2.0, Double::sum);
            jobs.add(Job.builder(i + ".head").user(user).group("g" + i % 5).account(account)
                    .jobClass(queues[(i / 1_261) % 4]).procs(1 + i % 16).walltime(600L * (1 + i % 9))
                    .submitTime(NOW - 60L * (i % 500)).build());
        }
        FairshareWindow w = new FairshareWindow(NOW - 3600, Map.of(CredentialKind.USER, users,
                CredentialKind.ACCOUNT, accounts), users.values().stream().mapToDouble(Double::doubleValue).sum());
        Snapshot s = new Snapshot(jobs, List.of(Node.idle("node001", 16)), List.of(), List.of(), List.of(w));
        FairshareUsage usage = FairshareUsage.compute(CFG, s.fairshareWindows());
        JobPriorities all = Priorities.compute(CFG, s, usage, NOW);

        long distinct = jobs.stream().map(Job::credentials).distinct().count();
        assertTrue(distinct > PriorityInputs.MAX_TERMS, distinct + " distinct credentials");
        for (int i = 0; i < jobs.size(); i += 7) {
            Job j = jobs.get(i);
            JobPriority alone = Priorities.compute(CFG, s, usage::delta, NOW, List.of(j)).of(j.id()).orElseThrow();
            JobPriority inQueue = all.of(j.id()).orElseThrow();
            assertEquals(alone.priority(), inQueue.priority(), j.id());
            assertEquals(alone.components(), inQueue.components(), j.id());
        }
    }
}
