package io.jmaui.bridge.torque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Usage;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Attribute values below are the ones the real pbs_server sent in shared/torque-captures. */
class MapperTest {

    private final MappingProblems problems = new MappingProblems();

    private static Map<String, String> attrs(String... keyValues) {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put(keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    @Test
    void runningJobFromCapture10() {
        PbsObject o = new PbsObject("4.vm", attrs(
                "Job_Owner", "tester@localhost", "job_state", "R", "queue", "batch", "euser", "tester",
                "egroup", "tester", "qtime", "1795327719", "start_time", "1795327753",
                "Resource_List.nodes", "1:ppn=2", "Resource_List.walltime", "00:05:00",
                "exec_host", "vm/0-1", "Hold_Types", "n"));
        Job j = JobMapper.map(o, Set.of("vm"), problems).orElseThrow();
        assertEquals(JobState.RUNNING, j.state());
        assertEquals("tester", j.credentials().user());
        assertEquals("batch", j.credentials().jobClass());
        assertEquals(2, j.tasks());
        assertEquals(1, j.nodes());
        assertEquals(2, j.tasksPerNode());
        assertEquals(300, j.walltime());
        assertEquals(1795327719, j.submitTime());
        assertEquals(List.of("vm", "vm"), j.allocatedHosts());
        assertEquals(Set.of("vm"), j.distinctHosts(), "soft node definitions: one host holds both tasks");
        assertTrue(problems.isEmpty(), problems.list().toString());
    }

    @Test
    void resourcesUsedFromCapture10_isTheJobsUsage_processorsBusyAreCpuTimeOverWallTime() {
        PbsObject o = new PbsObject("4.vm", attrs(
                "Job_Owner", "tester@localhost", "job_state", "R", "queue", "batch", "start_time", "1795327753",
                "Resource_List.nodes", "1:ppn=2", "exec_host", "vm/0-1", "resources_used.cput", "00:00:00",
                "resources_used.vmem", "11640kb", "resources_used.walltime", "00:00:30", "resources_used.mem", "6644kb",
                "resources_used.energy_used", "0"));
        Usage u = JobMapper.map(o, Set.of("vm"), problems).orElseThrow().usage();
        assertEquals(new Usage(0.0, 7, 12, 30), u, "kb rounded up to MB as every TORQUE size is");
        PbsObject busy = new PbsObject("5.vm", attrs("job_state", "R", "start_time", "1795327753",
                "exec_host", "vm/0-1", "resources_used.cput", "00:01:00", "resources_used.walltime", "00:00:30",
                "resources_used.mem", "2gb"));
        assertEquals(new Usage(2.0, 2048, 0, 30), JobMapper.map(busy, Set.of("vm"), problems).orElseThrow().usage());
        assertTrue(problems.isEmpty(), problems.list().toString());
        PbsObject queued = new PbsObject("6.vm", attrs("job_state", "Q"));
        assertNull(JobMapper.map(queued, Set.of("vm"), problems).orElseThrow().usage(), "nothing run, nothing used");
        PbsObject bad = new PbsObject("7.vm", attrs("job_state", "R", "exec_host", "vm/0",
                "resources_used.walltime", "00:00:30", "resources_used.mem", "lots"));
        JobMapper.map(bad, Set.of("vm"), problems);
        assertEquals(1, problems.list().size(), problems.list().toString());
        assertEquals("resources_used.mem", problems.list().get(0).attribute());
    }

    @Test
    void aStatusJobFilteredToTheMappersAttributesMapsToTheSameJob() {
        Map<String, String> full = attrs(
                "Job_Name", "sim", "Job_Owner", "alice@head", "job_state", "R", "queue", "batch",
                "server", "head", "Checkpoint", "u", "ctime", "1795327700", "Error_Path", "head:/home/alice/sim.e4",
                "exec_host", "n1/0-1+n2/0-1", "exec_port", "15003+15003", "Hold_Types", "n", "Join_Path", "n",
                "Keep_Files", "n", "Mail_Points", "a", "mtime", "1795327760", "Output_Path", "head:/home/alice/sim.o4",
                "Priority", "0", "qtime", "1795327719", "Rerunable", "True", "Resource_List.nodes", "2:ppn=2:ib",
                "Resource_List.neednodes", "2:ppn=2:ib", "Resource_List.nodect", "2", "Resource_List.walltime", "01:00:00",
                "Resource_List.pmem", "1gb", "Resource_List.qos", "high", "resources_used.cput", "00:00:10",
                "resources_used.mem", "2048kb", "resources_used.walltime", "00:00:07", "session_id", "4242",
                "substate", "42", "Variable_List", "PBS_O_HOME=/home/alice,PBS_O_LANG=C,PBS_O_WORKDIR=/home/alice",
                "euser", "alice", "egroup", "physics", "group_list", "physics,users", "Account_Name", "proj7",
                "queue_type", "E", "comment", "jmaui: started", "etime", "1795327719", "submit_args", "-l nodes=2 sim.sh",
                "start_time", "1795327753", "start_count", "1", "depend", "afterok:3.head", "submit_host", "head",
                "init_work_dir", "/home/alice", "x", "ADVRES:r1");
        Map<String, String> filtered = new java.util.LinkedHashMap<>();
        full.forEach((k, v) -> {
            String name = k; // x is in pbs_server's attribute table (site_job_attr_def.ht) and asked for by name
            if (JobMapper.ATTRIBUTES.contains(name.contains(".") ? name.substring(0, name.indexOf('.')) : name)) {
                filtered.put(k, v);
            }
        });
        Set<String> hosts = Set.of("n1", "n2");
        assertEquals(JobMapper.map(new PbsObject("4.head", full), hosts, problems),
                JobMapper.map(new PbsObject("4.head", filtered), hosts, problems));
        for (String left : List.of("Variable_List", "submit_args", "Error_Path", "Output_Path", "session_id", "exec_port")) {
            assertTrue(!filtered.containsKey(left), left + " is left out: " + filtered);
        }
        assertTrue(problems.isEmpty(), problems.list().toString());
    }

    @Test
    void aCompletedJobKeepsItsCompletionTimeForFairshare() {
        Job j = JobMapper.map(new PbsObject("5.vm", Map.of("job_state", "C", "start_time", "1795327753",
                "comp_time", "1795328000", "exec_host", "n1/0")), Set.of("n1"), problems).orElseThrow();
        assertEquals(JobState.COMPLETED, j.state());
        assertEquals(1795327753, j.startTime());
        assertEquals(1795328000, j.completionTime());
    }

    @Test
    void heldJobMemoryAndDependencies() {
        PbsObject o = new PbsObject("8.vm", Map.of(
                "Job_Owner", "alice@head", "job_state", "H", "Hold_Types", "u", "queue", "batch",
                "Resource_List.procs", "4", "Resource_List.pmem", "512mb", "Resource_List.vmem", "4gb",
                "depend", "afterok:6.vm@head:7.vm,afterany:5.vm"));
        Job j = JobMapper.map(o, Set.of(), problems).orElseThrow();
        assertEquals(JobState.HOLD, j.state());
        assertEquals(Set.of(HoldType.USER), j.holds());
        assertEquals("alice", j.credentials().user());
        assertEquals(new Resources(1, 512, 1024, 0), j.perTask(), "pmem per proc; vmem 4 GB over 4 tasks");
        assertEquals(List.of(Dependency.on(DependencyType.AFTEROK, "6.vm"), Dependency.on(DependencyType.AFTEROK, "7.vm"),
                Dependency.on(DependencyType.AFTERANY, "5.vm")), j.dependencies());
    }

    /** Guide 13.3: {@code qsub -W x="NACCESSPOLICY:SINGLEJOB;HOSTLIST:n2;DMEM:512"} on a 2-proc job. */
    @Test
    void extensionNodeAccessHostListAndDedicatedMemory() {
        Job j = JobMapper.map(new PbsObject("8.vm", Map.of("job_state", "Q", "Resource_List.procs", "2",
                "x", "NACCESSPOLICY:SINGLEJOB;HOSTLIST:n2;DMEM:512")), Set.of("n1", "n2"), problems).orElseThrow();
        assertTrue(j.dedicatedNodes());
        assertEquals(List.of("n2"), j.requestedHosts());
        assertEquals(512, j.perTask().memMb());
        Job spec = JobMapper.map(new PbsObject("9.vm", Map.of("job_state", "Q", "Resource_List.nodes", "n1",
                "Resource_List.pmem", "256mb", "x", "HOSTLIST:n2;DMEM:512")), Set.of("n1", "n2"), problems).orElseThrow();
        assertEquals(List.of("n1"), spec.requestedHosts(), "the node spec's own hosts win");
        assertEquals(256, spec.perTask().memMb(), "pmem wins over DMEM");
        assertTrue(!spec.dedicatedNodes());
        assertTrue(problems.isEmpty(), problems.list().toString());
    }

    /** Guide 13.3 TPN: {@code qsub -l procs=8 -W x=TPN:4} is two nodes of four tasks. */
    @Test
    void tasksPerNodeSpreadsAProcsJobOverWholeNodes() {
        Job j = JobMapper.map(new PbsObject("10.vm", Map.of("job_state", "Q", "Resource_List.procs", "8",
                "x", "TPN:4")), Set.of(), problems).orElseThrow();
        assertEquals(List.of(8, 2, 4), List.of(j.tasks(), j.nodes(), j.tasksPerNode()));
        assertTrue(problems.isEmpty(), problems.list().toString());
        Job odd = JobMapper.map(new PbsObject("11.vm", Map.of("job_state", "Q", "Resource_List.procs", "6",
                "x", "TPN:4")), Set.of(), problems).orElseThrow();
        assertEquals(List.of(6, 0, 0), List.of(odd.tasks(), odd.nodes(), odd.tasksPerNode()));
        assertEquals(1, problems.size());
    }

    @Test
    void completedJobsExitStatusAndTheReservationTheJobAsksFor() {
        Job done = JobMapper.map(new PbsObject("3.vm", Map.of("job_state", "C", "exit_status", "-11",
                "x", "QOS:high;FLAGS:ADVRES:john.1")), Set.of(), problems).orElseThrow();
        assertEquals(-11, done.exitStatus());
        assertEquals("john.1", done.advres());
        Job viaResource = JobMapper.map(new PbsObject("4.vm", Map.of("job_state", "Q", "exit_status", "0",
                "Resource_List.advres", "r2")), Set.of(), problems).orElseThrow();
        assertEquals(null, viaResource.exitStatus(), "only an ended job's exit status counts");
        assertEquals("r2", viaResource.advres());
        assertTrue(problems.isEmpty(), problems.list().toString());
        JobMapper.map(new PbsObject("5.vm", Map.of("x", "NOSUCH:1", "depend", "afterok")), Set.of(), problems);
        assertEquals(List.of("depend", "x"), problems.list().stream().map(MappingProblems.Problem::attribute).sorted().toList());
    }

    @Test
    void ncpusIsOneTaskOfThatManyProcs() {
        Job j = JobMapper.map(new PbsObject("9.vm", Map.of("job_state", "Q", "Resource_List.ncpus", "8")),
                Set.of(), problems).orElseThrow();
        assertEquals(1, j.tasks());
        assertEquals(8, j.procs());
    }

    @Test
    void jobsInRoutingQueuesAreNotTheSchedulers() {
        assertTrue(JobMapper.map(new PbsObject("3.vm", Map.of("queue_type", "R")), Set.of(), problems).isEmpty());
    }

    @Test
    void badValuesAreReportedWithJobAttributeAndExpectation() {
        Job j = JobMapper.map(new PbsObject("5.vm", Map.of("job_state", "Q", "Resource_List.mem", "4qb",
                "Resource_List.walltime", "1:xx")), Set.of(), problems).orElseThrow();
        assertEquals(0, j.perTask().memMb());
        assertEquals(List.of(
                "job 5.vm: Resource_List.mem: \"4qb\" is not a size (e.g. 4gb, 512mb)",
                "job 5.vm: Resource_List.walltime: \"1:xx\" is not a time ([[DD:]HH:]MM:]SS)"),
                problems.list().stream().map(Object::toString).toList());
    }

    @Test
    void oneMapperForAPollMapsEachJobAsAMapperOfItsOwnWould() {
        JobMapper poll = new JobMapper(Set.of("n1", "n2"));
        String[][] jobs = {
            {"job_state", "Q", "Resource_List.nodes", "2:ppn=4:ib", "Resource_List.walltime", "01:00:00"},
            {"job_state", "Q", "Resource_List.nodes", "2:ppn=4:ib", "Resource_List.mem", "8gb"},
            {"job_state", "Q", "Resource_List.nodes", "n1+n2:ppn=2"},
            {"job_state", "R", "Resource_List.nodes", "n1+n2:ppn=2", "exec_host", "n1/0+n2/0-1", "start_time", "7"},
            {"job_state", "Q", "Resource_List.nodes", "2:ppn=x"},
            {"job_state", "Q", "Resource_List.nodes", "2:ppn=x", "qtime", "soon", "ctime", "5"},
            {"job_state", "Q", "Resource_List.procs", "0", "Resource_List.pmem", "1qb", "start_time", ""}};
        MappingProblems alone = new MappingProblems();
        for (int i = 0; i < jobs.length; i++) {
            PbsObject o = new PbsObject(i + ".srv", attrs(jobs[i]));
            assertEquals(JobMapper.map(o, Set.of("n1", "n2"), alone), poll.map(o, problems));
        }
        assertEquals(alone.list(), problems.list());
        assertEquals(List.of(
                "job 4.srv: Resource_List.nodes: \"2:ppn=x\" is not a node spec (e.g. 2:ppn=4:fast, n1+n2:ppn=2)",
                "job 5.srv: Resource_List.nodes: \"2:ppn=x\" is not a node spec (e.g. 2:ppn=4:fast, n1+n2:ppn=2)",
                "job 5.srv: qtime: \"soon\" is not epoch seconds",
                "job 6.srv: Resource_List.procs: \"0\" is not a positive count",
                "job 6.srv: Resource_List.pmem: \"1qb\" is not a size (e.g. 4gb, 512mb)",
                "job 6.srv: start_time: \"\" is not epoch seconds"),
                problems.list().stream().map(Object::toString).toList());
        Job shared = poll.map(new PbsObject("7.srv", attrs("Resource_List.nodes", "n1+n2:ppn=2")), problems)
                .orElseThrow();
        assertEquals(List.of("n1", "n2"), shared.requestedHosts());
        assertEquals(3, shared.tasks(), "n1 with one proc, n2 with two");
    }

    @Test
    void nodeFromCapture06() {
        PbsObject o = new PbsObject("vm", Map.of("state", "free", "np", "4", "ntype", "cluster",
                "status", "opsys=linux,uname=Linux vm 6.18.44-fc-v657 #1 SMP PREEMPT_DYNAMIC @0 x86_64,nsessions=0,"
                        + "totmem=24684092kb,availmem=24461552kb,physmem=24684092kb,ncpus=2,loadave=0.07,gres=,"
                        + "state=free,varattr= ,jobs=,rectime=1795327887"));
        Node n = NodeMapper.map(o, problems);
        assertEquals(NodeState.IDLE, n.state());
        assertEquals(4, n.configured().procs());
        assertEquals(24106, n.configured().memMb());
        assertEquals(0.07, n.load(), 1e-9);
        assertTrue(problems.isEmpty(), problems.list().toString());
    }

    @Test
    void nodeStatesCombineWorstFirst() {
        assertEquals(NodeState.DOWN, NodeMapper.state("down,offline", false, "node n", problems));
        assertEquals(NodeState.DRAINED, NodeMapper.state("offline,job-exclusive", true, "node n", problems));
        assertEquals(NodeState.BUSY, NodeMapper.state("job-exclusive,busy", true, "node n", problems));
        assertEquals(NodeState.RUNNING, NodeMapper.state("free", true, "node n", problems));
        assertEquals(NodeState.DOWN, NodeMapper.state("state-unknown,down", false, "node n", problems));
        assertTrue(problems.isEmpty());
        assertEquals(NodeState.UNKNOWN, NodeMapper.state("sleepy", false, "node n", problems));
        assertEquals(1, problems.list().size());
    }

    @Test
    void nodeJobListsOfEveryTorqueVersion() {
        assertEquals(List.of("12.srv", "13.srv"), NodeMapper.jobIds("0-1/12.srv,2/13.srv"));
        assertEquals(List.of("14.srv"), NodeMapper.jobIds("0,2-5/14.srv"));
        assertEquals(List.of("12.srv"), NodeMapper.jobIds("0/12.srv, 1/12.srv"));
        assertEquals(List.of(), NodeMapper.jobIds(""));
    }

    @Test
    void queueFromCapture04KeepsItsPbsPriority() {
        JobClass q = QueueMapper.map(new PbsObject("express", Map.of("queue_type", "Execution", "Priority", "100",
                "resources_default.walltime", "00:30:00", "enabled", "True", "started", "True")), problems);
        assertEquals(100, q.priority());
        assertEquals(1800, q.defaultWalltime());
        assertTrue(q.execution() && q.enabled() && q.started());
        assertEquals(0, QueueMapper.map(new PbsObject("batch", Map.of("queue_type", "Execution")), problems).priority());
    }

    /** Rerunable and Checkpoint as qsub sends them (-r y by default, -c u unless given) and pbs_server reads them. */
    @Test
    void rerunnableAndCheckpointable() {
        java.util.function.BiFunction<String, String, Job> job = (rerun, ckpt) -> {
            Map<String, String> a = attrs("Job_Owner", "a@h", "job_state", "R", "queue", "batch", "exec_host", "vm/0");
            if (rerun != null) {
                a.put("Rerunable", rerun);
            }
            if (ckpt != null) {
                a.put("Checkpoint", ckpt);
            }
            return JobMapper.map(new PbsObject("1.vm", a), Set.of("vm"), problems).orElseThrow();
        };
        assertTrue(job.apply("True", "u").rerunnable());
        assertEquals(false, job.apply("False", "u").rerunnable());
        assertEquals(false, job.apply(null, null).rerunnable(), "pbs_server refuses to rerun a job without it");
        assertEquals(false, job.apply("True", "u").checkpointable());
        for (String c : List.of("enabled", "s", "c", "c=10", "c,shutdown", "enabled,periodic")) {
            assertTrue(job.apply("True", c).checkpointable(), c);
        }
        for (String c : List.of("n", "shutdown", "periodic", "u")) {
            assertEquals(false, job.apply("True", c).checkpointable(), c);
        }
    }
}
