package io.jmaui.scheduler.json;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SnapshotJsonTest {

    static Snapshot everyField() {
        Job idle = Job.builder("1001.head").user("alice").group("staff").account("proj").jobClass("batch").qos("high")
                .tasks(4).perTask(new Resources(2, 1024, 512, 100)).nodes(2).tasksPerNode(2)
                .features(Set.of("fast", "ib")).requestedHosts(List.of("n01")).walltime(3600)
                .submitTime(1_700_000_000L).systemQueueTime(1_700_000_600L).bypassCount(3)
                .holds(Set.of(HoldType.USER, HoldType.SYSTEM))
                .dependencies(List.of(Dependency.on(DependencyType.AFTEROK, "1000.head"), new Dependency(DependencyType.ON, null, 2)))
                .systemPriority(5).exitStatus(-11).advres("maint.0").build();
        Job running = Job.builder("1002.head").user("bob").tasks(2)
                .perTask(new Resources(1, 0, 0, 0, 1, Gres.of("matlab", 1))).walltime(7200).submitTime(1_700_000_100L)
                .running(1_700_000_200L, List.of("n01", "n02")).build();
        Node n1 = new Node("n01", NodeState.RUNNING, new Resources(8, 16384, 4096, 100000, 2, Gres.of("matlab", 4)),
                new Resources(6, 8192, 4096, 100000, 1, null), Set.of("fast", "ib"), "DEFAULT", Set.of("batch"), 1.5,
                List.of("1002.head"));
        Node n2 = Node.idle("n02", 8).withState(NodeState.DRAINED);
        JobClass batch = new JobClass("batch", 10, true, true, true, 86400, 3600,
                Map.of("nodes", "4"), Map.of("ncpus", "1"));
        Reservation r = new Reservation("maint.0", ReservationType.ADMIN, 1_700_100_000L, Times.INFINITY,
                List.of("n01", "n02"), 0, Resources.procs(1),
                List.of(new AclEntry(AclTarget.USER, "root", AclAffinity.NEGATIVE, true, false),
                        AclEntry.of(AclTarget.DURATION, "3600")),
                Set.of("BYNAME", "SPACEFLEX"), "root", 100, Set.of("fast"), "DEFAULT");
        FairshareWindow w = new FairshareWindow(1_699_920_000L, Map.of(
                CredentialKind.USER, Map.of("alice", 3600.0, "bob", 7200.5),
                CredentialKind.GROUP, Map.of("staff", 10800.5)));
        return new Snapshot(List.of(idle, running), List.of(n1, n2), List.of(batch), List.of(r), List.of(w),
                Map.of("n02", 1_699_990_000L));
    }

    @Test
    void roundTripKeepsEveryField() {
        Snapshot s = everyField();
        String json = SnapshotJson.write(s);
        assertEquals(s, SnapshotJson.read(json));
        assertEquals(json, SnapshotJson.write(SnapshotJson.read(json)), "writing is deterministic");
    }

    @Test
    void gpusAndGenericResourcesAreWrittenOnlyWhenPresent() {
        String json = SnapshotJson.write(everyField());

        assertEquals(true, json.contains("\"gpus\" : 2"), json);
        assertEquals(true, json.contains("\"matlab\" : 4"), json);
        Snapshot plain = Snapshot.of(List.of(), List.of(Node.idle("n1", 4)));
        assertEquals(false, SnapshotJson.write(plain).contains("gpus"), "a node without GPUs reads as before");
        Snapshot read = SnapshotJson.read("""
                {"nodes": [{"name": "n01", "state": "IDLE", "configured": {"procs": 8, "gpus": 2, "gres": {"tape": 4}},
                            "available": {"procs": 8}}]}
                """);
        assertEquals(new Resources(8, 0, 0, 0, 2, Gres.of("tape", 4)), read.nodes().get(0).configured());
    }

    @Test
    void absentCollectionsAndNumbersReadAsEmptyAndZero() {
        Snapshot s = SnapshotJson.read("""
                {"jobs": [{"id": "7", "credentials": {"user": "alice"}, "state": "IDLE",
                           "tasks": 1, "perTask": {"procs": 1}}],
                 "nodes": [{"name": "n01", "state": "idle", "configured": {"procs": 8}, "available": {"procs": 8}}]}
                """);
        Job j = s.jobs().get(0);
        assertEquals(Set.of(), j.holds());
        assertEquals(0, j.walltime());
        assertEquals("DEFAULT", s.nodes().get(0).partition());
        assertEquals(List.of(), s.classes());
        assertEquals(Map.of(), s.nodeDownSince(), "absent: every node's down-since unknown");
    }

    @Test
    void unknownEnumNamesTheLocationPathAndChoices() {
        SnapshotJsonException e = assertThrows(SnapshotJsonException.class, () -> SnapshotJson.read("""
                {"jobs": [
                  {"id": "7", "credentials": {"user": "alice"}, "state": "IDLE", "perTask": {"procs": 1}},
                  {"id": "8", "credentials": {"user": "alice"}, "state": "QUEUED", "perTask": {"procs": 1}}
                ]}
                """));
        assertEquals("3:58: jobs[1].state: \"QUEUED\" is not one of IDLE, HOLD, DEFERRED, STAGING, STARTING, "
                + "RUNNING, SUSPENDED, COMPLETED, REMOVED", e.getMessage());
    }

    @Test
    void wrongTypeNamesTheField() {
        SnapshotJsonException e = assertThrows(SnapshotJsonException.class, () -> SnapshotJson.read("""
                {"nodes": [{"name": "n01", "state": "IDLE", "configured": {"procs": "eight"}, "available": {}}]}
                """));
        assertEquals("nodes[0].configured.procs", e.path());
        assertEquals("\"eight\" is not an integer", e.problem());
        assertEquals(1, e.line());
    }

    @Test
    void unknownFieldListsTheKnownOnes() {
        SnapshotJsonException e = assertThrows(SnapshotJsonException.class, () -> SnapshotJson.read("""
                {"jobs": [], "node": []}
                """));
        assertEquals("1:24: node: unknown field \"node\"; known fields: classes, ended, fairshareWindows, jobs, "
                + "nodeDownSince, nodes, prediction, reservations", e.getMessage());
    }

    @Test
    void missingRequiredFieldIsNamed() {
        SnapshotJsonException e = assertThrows(SnapshotJsonException.class, () -> SnapshotJson.read("""
                {"jobs": [{"credentials": {"user": "alice"}, "state": "IDLE", "perTask": {"procs": 1}}]}
                """));
        assertEquals("jobs[0]", e.path());
        assertEquals("missing required field \"id\"", e.problem());
    }

    @Test
    void syntaxErrorHasLineAndColumn() {
        SnapshotJsonException e = assertThrows(SnapshotJsonException.class, () -> SnapshotJson.read("""
                {"jobs": [
                  {"id": "7",}
                ]}
                """));
        assertEquals(2, e.line(), e.getMessage());
        assertEquals(14, e.column(), e.getMessage());
    }
}
