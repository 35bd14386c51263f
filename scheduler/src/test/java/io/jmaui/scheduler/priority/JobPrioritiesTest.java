package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
        assertEquals(1001, QueueOrder.jobNumber("1001.head"));
        assertEquals(Long.MAX_VALUE, QueueOrder.jobNumber("head.1"));
    }

    /**
     * The queue order over random queues, with many ties, ids without a number and spans past
     * 2^31 (setspri's relative adjustments), ties on submit time and ties whose submit times span
     * past 2^31, ties on job number and ties whose numbers span past 2^31 (or some without one):
     * {@link JobPriorities#ranked} gives the order a plain
     * sort by priority, submit time, job number and id gives.
     */
    @Test
    void queueOrderIsThePlainSortsOverRandomQueues() {
        java.util.Random rnd = new java.util.Random(5_1);
        for (int round = 0; round < 500; round++) {
            int n = rnd.nextInt(40);
            long spread = rnd.nextBoolean() ? 5 : rnd.nextBoolean() ? 1_000_000 : 1L << 40;
            boolean wideSubmits = rnd.nextInt(4) == 0; // ties whose submit times span past 2^31
            boolean wideNumbers = rnd.nextInt(4) == 0; // ties whose job numbers span past 2^31
            List<Job> jobs = new java.util.ArrayList<>();
            List<JobPriority> priorities = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                String id = rnd.nextInt(8) == 0 ? "x" + rnd.nextInt(5) + ".head"
                        : (wideNumbers && rnd.nextBoolean() ? rnd.nextLong(1L << 40) : rnd.nextInt(50))
                        + (rnd.nextInt(3) == 0 ? ".b" : ".head"); // one number, two ids: the id decides
                long submit = wideSubmits && rnd.nextBoolean() ? rnd.nextLong(1L << 40) : 1000 + rnd.nextInt(3);
                jobs.add(Job.builder(id).submitTime(submit).build());
                priorities.add(prio(id, (long) (rnd.nextDouble() * spread) - spread / 2));
            }
            java.util.Comparator<Integer> plain = java.util.Comparator
                    .comparingLong((Integer i) -> -priorities.get(i).priority())
                    .thenComparingLong(i -> jobs.get(i).submitTime())
                    .thenComparingLong(i -> QueueOrder.jobNumber(jobs.get(i).id()))
                    .thenComparing(i -> jobs.get(i).id());
            List<Integer> expected = new java.util.ArrayList<>(java.util.stream.IntStream.range(0, n).boxed().toList());
            expected.sort(plain);
            JobPriorities.Ranked r = new JobPriorities(jobs, priorities).ranked();
            assertEquals(expected.stream().map(jobs::get).toList(), r.jobs(), "round " + round);
            assertEquals(expected.stream().map(priorities::get).toList(), r.priorities(), "round " + round);
            assertArrayEquals(expected.stream().mapToInt(i -> i).toArray(), r.positions(), "round " + round);
        }
    }
}
