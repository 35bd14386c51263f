package io.jmaui.scheduler.qos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jmaui.scheduler.model.Job;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The refused grants of an assignment read from its array in job order, as filtering the grants by id gives them. */
class QosGrantsTest {

    @Test
    void refusedGrantsAsTheFilteredMapOfEveryGrant() {
        Random rnd = new Random(3);
        QosGrant plain = new QosGrant("normal", QosSource.USER, null, null, false, List.of());
        QosGrant[] refusals = {
            new QosGrant(null, QosSource.DEFAULT, "high", "qos", true, List.of("normal")),
            new QosGrant("normal", QosSource.USER, "gold", "qos", true, List.of("normal", "low")),
        };
        for (int run = 0; run < 200; run++) {
            int n = rnd.nextInt(40);
            List<Job> jobs = new ArrayList<>();
            QosGrant[] grants = new QosGrant[n];
            Map<String, QosGrant> byId = new LinkedHashMap<>();
            for (int i = 0; i < n; i++) {
                Job j = Job.builder(i + ".head").user("u" + i % 3).procs(1).walltime(60).build();
                jobs.add(j);
                grants[i] = rnd.nextInt(5) == 0 ? refusals[rnd.nextInt(refusals.length)]
                        : rnd.nextInt(9) == 0 ? null : plain;
                byId.put(j.id(), grants[i]);
            }
            Map<String, QosGrant> assigned = QosAssignment.result(jobs, grants).grants();
            Map<String, QosGrant> expected = new LinkedHashMap<>();
            byId.forEach((id, g) -> {
                if (g != null && g.refused()) {
                    expected.put(id, g);
                }
            });
            assertEquals(expected, QosGrants.refused(assigned), "run " + run);
            assertEquals(expected, QosGrants.refused(byId), "run " + run + ", a plain map");
            assertEquals(byId, assigned, "run " + run + ": the grants by id are the same");
        }
    }

    @Test
    void anAssignmentsGrantsStayAsTheyAreAndReadOnly() {
        Job j = Job.builder("1.head").user("u").procs(1).walltime(60).build();
        Map<String, QosGrant> assigned = QosAssignment.result(List.of(j),
                new QosGrant[] {new QosGrant("normal", QosSource.USER, null, null, false, List.of())}).grants();
        assertSame(assigned, QosGrants.readOnly(assigned));
        assertThrows(UnsupportedOperationException.class, () -> QosGrants.readOnly(assigned).put("2.head", null));
        Map<String, QosGrant> other = new LinkedHashMap<>(assigned);
        assertThrows(UnsupportedOperationException.class, () -> QosGrants.readOnly(other).remove("1.head"));
    }
}
