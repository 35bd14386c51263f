package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * The qstat comment names what holds a job, as found missing live on TORQUE 6.1.3: a job that can
 * never fit, one waiting for the only node with its feature, one short of memory, one kept off a
 * standing reservation's node; one that may run only in a reservation it names; and where the
 * job's own node access policy and host list send it.
 */
class ReasonsEndToEndTest extends DaemonEndToEnd {

    /** The job's comment after the daemon's first iteration, once it starts with {@code prefix}. */
    private String comment(String job, String prefix, String... cfgLines) {
        server.start(0);
        daemon = daemonIn(home, server.port(), cfgLines);
        daemon.loop().state();
        return Comments.await(server, job, c -> c.startsWith(prefix));
    }

    @Test
    void sevenProcsOnASixProcMachineCanNeverRun() {
        server = newServer().node("vm", 6);
        String j = server.submit(JobSubmission.of("alice").procs(7));
        assertEquals("jmaui: waiting: can never run: needs 7 procs, the cluster has 6 (6 on the largest node)", comment(j, "jmaui: waiting: "));
    }

    @Test
    void theOnlyNodeWithTheFeatureIsBusy() {
        server = newServer().node("n1", 4).node("n2", 4, "gpuish");
        server.run(server.submit(JobSubmission.of("bob").nodes("1:ppn=4:gpuish").runtime(3600)), "n2:ppn=4");
        String j = server.submit(JobSubmission.of("alice").nodes("1:gpuish"));
        String c = comment(j, "jmaui: waiting: ");
        assertTrue(c.startsWith("jmaui: waiting: insufficient resources: needs 1 procs on the 1 node with feature gpuish,"
                + " 0 free; estimated start "), c);
    }

    @Test
    void aJobAskingMoreMemoryThanAnyNodeHasCanNeverRun() {
        server = newServer().node("n1", 4).node("n2", 4);
        String j = server.submit(JobSubmission.of("alice").nodes("1").resource("mem", "64gb"));
        assertEquals("jmaui: waiting: can never run: needs 65536 MB memory on one node, the largest node has 16384 MB",
                comment(j, "jmaui: waiting: "));
    }

    /**
     * A job asks for a reservation by name, as guide 7.1.1 shows it on PBS: {@code qsub -W
     * x=FLAGS:ADVRES:bench} (pbs_server keeps it in the job's {@code x}) or {@code qsub -l
     * advres=bench} (TORQUE's own resource). A BYNAME reservation admits such jobs only; the job
     * runs only inside it, and its comment says which reservation it waits for.
     */
    @Test
    void onlyJobsNamingTheBynameReservationRunInIt_andTheOthersSayWhy() {
        server = newServer().node("n1", 4).node("n2", 4);
        String plain = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(3600));
        String named = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(3600)
                .extension("FLAGS:ADVRES:bench"));
        String viaResource = server.submit(JobSubmission.of("alice").nodes("1:ppn=2").resource("advres", "bench"));
        String missing = server.submit(JobSubmission.of("alice").nodes("1").extension("ADVRES:nosuch"));
        String waits = "jmaui: waiting: runs only in reservation bench (ADVRES): needs 2 procs there, not free now";
        String c = comment(viaResource, waits, "SRCFG[bench] HOSTLIST=n1 USERLIST=alice FLAGS=BYNAME PERIOD=INFINITY");
        assertTrue(c.startsWith(waits), c);
        assertEquals("jmaui: waiting: runs only in reservation nosuch (ADVRES): no reservation nosuch is in force",
                Comments.await(server, missing, x -> x.contains("nosuch")));
        assertTrue(server.job(named).get("exec_host").startsWith("n1/"), server.job(named).toString());
        assertTrue(server.job(plain).get("exec_host").startsWith("n2/"), "BYNAME keeps the plain job off n1");
    }

    /**
     * Guide 13.3 on PBS: {@code qsub -W x=NACCESSPOLICY:SINGLEJOB} gives a job a node of its own;
     * {@code -W x=HOSTLIST:n2} keeps a job to n2. The started comments name the hosts.
     */
    @Test
    void aSinglejobJobKeepsItsNode_andAHostlistJobGoesWhereItSays() {
        server = newServer().node("n1", 4).node("n2", 4);
        String single = server.submit(JobSubmission.of("alice").procs(1).runtime(3600).extension("NACCESSPOLICY:SINGLEJOB"));
        String other = server.submit(JobSubmission.of("bob").procs(1).runtime(3600));
        String listed = server.submit(JobSubmission.of("carol").procs(1).runtime(3600).extension("HOSTLIST:n2"));
        assertTrue(comment(single, "jmaui: started").endsWith(" on n1"));
        assertTrue(Comments.await(server, other, x -> x.startsWith("jmaui: started")).endsWith(" on n2"),
                "n1 has 3 procs idle, but the SINGLEJOB job has it to itself");
        assertTrue(Comments.await(server, listed, x -> x.startsWith("jmaui: started")).endsWith(" on n2"));
    }

    @Test
    void aStandingReservationSaysWhatItsAclListsAndWhatTheJobHas() {
        server = newServer().queue("express", 0).node("n1", 4);
        String j = server.submit(JobSubmission.of("alice").nodes("1:ppn=4"));
        assertEquals("jmaui: waiting: standing reservation fast.0 does not admit the job: its ACL lists class express;"
                + " the job has class batch", comment(j, "jmaui: waiting: ", "SRCFG[fast] HOSTLIST=n1 PERIOD=INFINITY CLASSLIST=express"));
    }
}
