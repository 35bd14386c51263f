package io.jmaui.scheduler.reservation;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * AccessMemo's job shape writes out the record's equals and hashCode (why: in the class): a shape
 * that equalled another the generated equals tells apart would hand a job another job's ACL
 * verdict, so both must stay what the JDK generates, on random shapes with nulls and walltimes.
 */
class AccessMemoShapeTest {

    /** The record the JDK would generate for the same components. */
    private record Generated(String user, String group, String account, String jobClass, String qos, long walltime,
                             String advres) {
    }

    @Test
    void equalsAndHashCode_areTheGeneratedRecords() {
        Random random = new Random(23);
        String[] names = {null, "u1", "u2", "batch", "job.7", ""};
        long[] walltimes = {0, 60, 3_600, Long.MAX_VALUE};
        for (int i = 0; i < 3_000; i++) {
            Object[] a = shape(random, names, walltimes);
            Object[] b = random.nextInt(3) == 0 ? a.clone() : shape(random, names, walltimes);
            AccessMemo.Shape sa = memo(a);
            AccessMemo.Shape sb = memo(b);
            assertEquals(generated(a).hashCode(), sa.hashCode());
            assertEquals(generated(a).equals(generated(b)), sa.equals(sb));
            assertEquals(generated(a).equals(generated(b)), sb.equals(sa));
        }
        AccessMemo.Shape s = new AccessMemo.Shape("u1", null, null, "batch", null, 60, null);
        assertNotEquals(s, null);
        assertNotEquals(s, new AccessMemo.Shape("u1", null, null, "batch", null, 61, null));
        assertNotEquals(s, new AccessMemo.Shape("u1", null, null, "batch", null, 60, "job.7"));
    }

    private static Object[] shape(Random random, String[] names, long[] walltimes) {
        Object[] out = new Object[7];
        for (int k = 0; k < 7; k++) {
            out[k] = k == 5 ? walltimes[random.nextInt(walltimes.length)] : names[random.nextInt(names.length)];
        }
        return out;
    }

    private static AccessMemo.Shape memo(Object[] c) {
        return new AccessMemo.Shape((String) c[0], (String) c[1], (String) c[2], (String) c[3], (String) c[4],
                (Long) c[5], (String) c[6]);
    }

    private static Generated generated(Object[] c) {
        return new Generated((String) c[0], (String) c[1], (String) c[2], (String) c[3], (String) c[4],
                (Long) c[5], (String) c[6]);
    }
}
