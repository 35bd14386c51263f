package io.jmaui.bridge.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.jobdefaults.ClassLimitReason;
import org.junit.jupiter.api.Test;

/** What checkjob and the qstat comment say of a job stopped by a per job limit of its class (guide 11.6). */
class ClassLimitTextTest {

    @Test
    void maxWclimitNamesTheClassAndBothWalltimes() {
        assertEquals("CLASSCFG[batch] MAX.WCLIMIT: the job asks for 2:00:00 of walltime, the most allowed is 1:00:00",
                ReasonText.sentence(new ClassLimitReason("MAX.WCLIMIT", "batch", 7200, 3600)));
    }

    @Test
    void minProcNamesTheClassAndBothCounts() {
        assertEquals("CLASSCFG[batch] MIN.PROC: the job asks for 4 procs, the fewest allowed is 10",
                ReasonText.sentence(new ClassLimitReason("MIN.PROC", "batch", 4, 10)));
    }
}
