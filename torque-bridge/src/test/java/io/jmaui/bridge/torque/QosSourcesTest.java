package io.jmaui.bridge.torque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.QosRequest;
import io.jmaui.scheduler.qos.QosAssignment;
import io.jmaui.scheduler.qos.QosGrant;
import io.jmaui.scheduler.qos.QosSource;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A job's QOS as TORQUE 6.1 reports the ways users give it (guide 7.3, 13.3.1): {@code qsub -l
 * qos=high} is the resource {@code Resource_List.qos}; {@code qsub -W x=QOS:high} is the job
 * attribute {@code x} with the value as typed after {@code x=}, several {@code -W x=} joined with
 * {@code ;} by qsub (qsub_functions.c); else the credentials' QDEF.
 */
class QosSourcesTest {

    private final MappingProblems problems = new MappingProblems();

    private Job job(String... extra) {
        Map<String, String> a = new LinkedHashMap<>(Map.of("Job_Owner", "john@head", "job_state", "Q",
                "queue", "batch", "euser", "john", "egroup", "staff", "Resource_List.nodes", "1"));
        for (int i = 0; i < extra.length; i += 2) {
            a.put(extra[i], extra[i + 1]);
        }
        return JobMapper.map(new PbsObject("7.head", a), Set.of("n1"), problems).orElseThrow();
    }

    @Test
    void qsubWxQos() {
        assertEquals(new QosRequest("high", "qsub -W x=QOS:"), job("x", "QOS:high").qosRequest());
    }

    @Test
    void qsubWxQosAmongOtherExtensionsJoinedBySemicolons() {
        assertEquals("high", job("x", "ADVRES:john.1;QOS:high").qosRequest().name());
        assertEquals("high", job("x", "qos=high").qosRequest().name(), "Maui accepts = for : and any case");
        assertEquals("late", job("x", "QOS:early;QOS:late").qosRequest().name(), "the later entry wins");
        assertEquals("high", job("x", " \"QOS : high\" ").qosRequest().name());
    }

    @Test
    void qsubLQos() {
        assertEquals(new QosRequest("high", "qsub -l qos="), job("Resource_List.qos", "high").qosRequest());
    }

    @Test
    void bothGiven_theExtensionWins() {
        assertEquals("fromx", job("Resource_List.qos", "froml", "x", "QOS:fromx").qosRequest().name());
    }

    @Test
    void neitherGiven_noRequest_andTheCredentialIsLeftToTheScheduler() {
        Job j = job("x", "ADVRES:john.1");
        assertNull(j.qosRequest());
        assertNull(j.credentials().qos());
        assertTrue(problems.isEmpty());
    }

    @Test
    void extensionTexts() {
        assertEquals(Optional.empty(), RmExtension.parse(null, p -> { }).qos());
        assertEquals(Optional.empty(), RmExtension.parse("QOS:", p -> { }).qos());
        assertEquals(Optional.of("a"), RmExtension.parse("QOS:a\nFLAGS:ADVRES", p -> { }).qos());
    }

    /** The guide 7.3 example end to end: the mapped job, granted by the core as Maui would. */
    @Test
    void s73_johnsJobsFromTorqueGetTheirQos() {
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", """
                USERCFG[john]     QDEF=geo   QLIST=geo,chem,staff
                GROUPCFG[systems] QDEF=development
                CLASSCFG[batch]   QDEF=normal
                """);
        List<Job> jobs = List.of(job(), job("Resource_List.qos", "chem"), job("x", "QOS:development"));
        List<Job> named = List.of(jobs.get(0), jobs.get(1).toBuilder().id("8.head").build(),
                jobs.get(2).toBuilder().id("9.head").build());
        Map<String, QosGrant> g = QosAssignment.assign(cfg, named).grants();
        assertEquals("geo", g.get("7.head").qos());
        assertEquals(QosSource.USER, g.get("7.head").source());
        assertEquals("chem", g.get("8.head").qos());
        assertTrue(g.get("9.head").refused());
        assertEquals("geo", g.get("9.head").qos());
    }
}
