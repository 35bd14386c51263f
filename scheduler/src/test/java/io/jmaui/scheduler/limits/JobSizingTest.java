package io.jmaui.scheduler.limits;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Distinct hosts of an exec_host list: what MAXNODE counts for one job. */
class JobSizingTest {

    @Test
    void exec_host_lists_count_each_host_once_in_any_order() {
        assertEquals(0, JobSizing.distinct(List.of()));
        assertEquals(1, JobSizing.distinct(List.of("n1", "n1", "n1")));
        assertEquals(2, JobSizing.distinct(List.of("n1", "n1", "n2", "n2")));
        assertEquals(3, JobSizing.distinct(List.of("n1", "n2", "n1", "n3", "n2", "n1")));
    }

    @Test
    void long_lists_count_the_same() {
        List<String> hosts = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            hosts.add("n" + (i % 70));
        }
        assertEquals(70, JobSizing.distinct(hosts));
        assertEquals(7, JobSizing.distinct(hosts.subList(0, 7)));
    }
}
