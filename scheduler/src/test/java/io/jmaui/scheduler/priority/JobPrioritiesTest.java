package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JobPrioritiesTest {

    private static JobPriority prio(String id, long p) {
        return new JobPriority(id, p, List.of());
    }

    private static List<String> ids(List<Job> jobs) {
        return jobs.stream().map(Job::id).toList();
    }

    @Test
    void higherPriorityFirst() {
        JobPriorities p = new JobPriorities(List.of(prio("1.head", 10), prio("2.head", 30), prio("3.head", 20)));
        List<Job> idle = List.of(Job.builder("1.head").build(), Job.builder("2.head").build(), Job.builder("3.head").build());
        assertEquals(List.of("2.head", "3.head", "1.head"), ids(p.order(idle)));
    }

    @Test
    void equalPriorityEarlierSubmitFirst() {
        JobPriorities p = new JobPriorities(List.of(prio("5.head", 10), prio("6.head", 10)));
        List<Job> idle = List.of(Job.builder("5.head").submitTime(2000).build(), Job.builder("6.head").submitTime(1000).build());
        assertEquals(List.of("6.head", "5.head"), ids(p.order(idle)));
    }

    @Test
    void equalPriorityAndSubmitLowerJobNumberFirstNumerically() {
        JobPriorities p = new JobPriorities(List.of(prio("100.head", 10), prio("99.head", 10), prio("1000.head", 10)));
        List<Job> idle = List.of(Job.builder("100.head").submitTime(1000).build(),
                Job.builder("1000.head").submitTime(1000).build(), Job.builder("99.head").submitTime(1000).build());
        assertEquals(List.of("99.head", "100.head", "1000.head"), ids(p.order(idle)));
    }

    @Test
    void jobWithoutAPriorityGoesLast() {
        JobPriorities p = new JobPriorities(List.of(prio("1.head", -5)));
        List<Job> idle = List.of(Job.builder("2.head").build(), Job.builder("1.head").build());
        assertEquals(List.of("1.head", "2.head"), ids(p.order(idle)));
    }

    @Test
    void jobNumberIsTheLeadingDigits() {
        assertEquals(1001, JobPriorities.jobNumber("1001.head"));
        assertEquals(Long.MAX_VALUE, JobPriorities.jobNumber("head.1"));
    }
}
