package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * Guide 7.3 on the emulated pbs_server: a QOS asked for with {@code qsub -W x=QOS:} or
 * {@code -l qos=}, granted or refused by QLIST and QDEF, shown by checkjob, the qstat comment,
 * diagnose -q and showconfig.
 */
class QosCommandsEndToEndTest extends FixtureTest {

    @Test
    void aGrantedQosRanksTheJobFirst_aRefusedOneSaysWhy() throws Exception {
        // four nodes of 4 procs: the old job fills three, then one of 4 procs is left
        String filler = f.server.submit(JobSubmission.of("bob").nodes("3:ppn=4").runtime(3000));
        String old = f.server.submit(JobSubmission.of("bob").nodes("1:ppn=4").runtime(600));
        f.clock.advance(60);
        String urgent = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(600).extension("QOS:high"));
        String refused = f.server.submit(JobSubmission.of("carol").procs(1).runtime(600).qos("high"));
        f.start("QOSWEIGHT 1", "QUEUETIMEWEIGHT 1", "QOSCFG[high] PRIORITY=100000 QFLAGS=NOBF",
                "USERCFG[alice] QLIST=high", "CLASSCFG[batch] QDEF=normal");

        assertEquals("R", f.server.job(filler).get("job_state"));
        assertEquals("R", f.server.job(urgent).get("job_state"), "QOS high's priority puts alice's job first");
        assertEquals("Q", f.server.job(old).get("job_state"));

        String check = ok(f.as("admin", "checkjob", urgent)).out();
        assertTrue(check.contains("QOS: high (requested with qsub -W x=QOS:high)"), check);
        String carol = ok(f.as("admin", "checkjob", refused)).out();
        assertTrue(carol.contains("QOS: normal (QDEF of class batch)"), carol);
        assertTrue(carol.contains("QOS high refused: none of the job's credentials may use it (QLIST, QDEF); it may use DEFAULT, normal"), carol);
        String oldCheck = ok(f.as("admin", "checkjob", old)).out();
        assertTrue(oldCheck.contains("QOS: normal (QDEF of class batch)"), oldCheck);

        String comment = f.server.job(old).get("comment");
        assertTrue(comment.startsWith("jmaui: waiting: "), comment);
        f.iterate();
        String carolComment = f.server.job(refused).get("comment");
        assertTrue(carolComment.startsWith("jmaui: QOS high refused: none of the job's credentials may use it"), carolComment);

        String q = ok(f.as("helpdesk", "diagnose", "-q")).out();
        assertTrue(q.contains("Flags: NOBF  Members: user:alice"), q);
        assertTrue(q.contains("Members: class:batch(QDEF)"), q);
        String cfg = ok(f.as("helpdesk", "showconfig")).out();
        assertTrue(cfg.contains("QOSCFG[high] FLAGS=NOBF PRIORITY=100000"), cfg);
        assertTrue(cfg.contains("USERCFG[alice] QLIST=high"), cfg);
    }
}
