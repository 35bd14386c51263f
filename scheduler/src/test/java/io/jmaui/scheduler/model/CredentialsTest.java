package io.jmaui.scheduler.model;

import org.junit.jupiter.api.Test;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Credentials writes out the record's equals and hashCode (why: in the class). They must stay what
 * the generated ones give, since credentials key every per-credential table (fairshare, limits,
 * priority terms) and a hash that moved would move nothing visible but must not differ either.
 */
class CredentialsTest {

    /** The record the JDK would generate for the same components. */
    private record Generated(String user, String group, String account, String jobClass, String qos) {
    }

    @Test
    void equalsAndHashCode_areTheGeneratedRecords() {
        Random random = new Random(17);
        String[] names = {null, "u1", "u2", "batch", "[ALL]", ""};
        for (int i = 0; i < 2_000; i++) {
            String[] a = pick(random, names);
            String[] b = random.nextInt(3) == 0 ? a.clone() : pick(random, names);
            Credentials ca = new Credentials(a[0], a[1], a[2], a[3], a[4]);
            Credentials cb = new Credentials(b[0], b[1], b[2], b[3], b[4]);
            Generated ga = new Generated(a[0], a[1], a[2], a[3], a[4]);
            Generated gb = new Generated(b[0], b[1], b[2], b[3], b[4]);
            assertEquals(ga.hashCode(), ca.hashCode(), Arrays.toString(a));
            assertEquals(ga.equals(gb), ca.equals(cb), Arrays.toString(a) + " " + Arrays.toString(b));
            assertEquals(ga.equals(gb), cb.equals(ca));
        }
        Credentials c = new Credentials("u1", "g1", null, "batch", null);
        assertEquals(false, c.equals(null));
        assertEquals(false, c.equals("u1"));
    }

    /** A component added to Credentials must be added to its equals and hashCode as well. */
    @Test
    void components_areTheFiveTheMethodsCompare() {
        String[] names = Arrays.stream(Credentials.class.getRecordComponents()).map(RecordComponent::getName)
                .toArray(String[]::new);
        assertEquals(Arrays.toString(new String[] {"user", "group", "account", "jobClass", "qos"}), Arrays.toString(names));
    }

    private static String[] pick(Random random, String[] names) {
        String[] out = new String[5];
        for (int k = 0; k < out.length; k++) {
            out[k] = names[random.nextInt(names.length)];
        }
        return out;
    }
}
