package io.jmaui.scheduler.qos;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * What readers of an iteration's QOS grants (guide 7.3) need without its index by job id: the
 * daemon writes every waiting job's comment each iteration, and a comment names the job's QOS only
 * where the one it asked for was refused. Asking each of 90,000 jobs' grants by id had the
 * 100,000-entry index built every iteration, and its look-ups were most of the comments' time.
 */
public final class QosGrants {

    private QosGrants() {
    }

    /** {@code grants} as a read-only map: an assignment's own is one already and stays unindexed. */
    public static Map<String, QosGrant> readOnly(Map<String, QosGrant> grants) {
        return grants instanceof GrantsById ? grants : Collections.unmodifiableMap(grants);
    }

    /** The refused grants ({@link QosGrant#refused}) of {@code grants} by job id; most iterations have none. */
    public static Map<String, QosGrant> refused(Map<String, QosGrant> grants) {
        if (grants instanceof GrantsById g) {
            return g.refused();
        }
        Map<String, QosGrant> out = new HashMap<>();
        grants.forEach((id, g) -> {
            if (g != null && g.refused()) {
                out.put(id, g);
            }
        });
        return out;
    }
}
