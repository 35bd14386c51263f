package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Who holds each node over which interval, for NODEACCESSPOLICY SINGLEUSER (guide 8.2): kept only
 * when some node or job runs SINGLEUSER, since only then does the user behind a hold matter.
 */
final class NodeUsers {

    private final List<List<UserSpan>> spans;

    NodeUsers(int nodes) {
        spans = new ArrayList<>(Collections.nCopies(nodes, null));
    }

    /** Records that {@code user}'s job holds node i over [s, e) under {@code access}. */
    void add(int node, String user, long s, long e, NodeAccessPolicy access) {
        if (spans.get(node) == null) {
            spans.set(node, new ArrayList<>(2));
        }
        spans.get(node).add(new UserSpan(user, s, e, access == NodeAccessPolicy.SINGLEUSER));
    }

    /**
     * True when another user's job holds node i over [s, e) in a way that keeps {@code user} off:
     * any such job when {@code singleUser} (the new job runs SINGLEUSER), else one that runs
     * SINGLEUSER itself.
     */
    boolean conflict(int node, String user, long s, long e, boolean singleUser) {
        List<UserSpan> list = spans.get(node);
        if (list == null || user == null) {
            return false;
        }
        for (UserSpan u : list) {
            if (u.start() < e && s < u.end() && !u.user().equals(user) && (singleUser || u.exclusive())) {
                return true;
            }
        }
        return false;
    }
}
