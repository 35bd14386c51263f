package io.jmaui.scheduler.limits;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Host names numbered once per iteration, so the hosts jobs hold can be kept as {@link HostSet}s of ints.
 * The tables are made at the first host numbered: a limits object makes an index at every event of a
 * simulation, and only a node limit numbers a host.
 */
final class HostIndex {

    private Map<String, Integer> ids;
    private List<String> names;

    int id(String host) {
        if (ids == null) {
            ids = new HashMap<>();
            names = new ArrayList<>();
        }
        Integer id = ids.get(host);
        if (id == null) {
            id = names.size();
            ids.put(host, id);
            names.add(host);
        }
        return id;
    }

    String name(int id) {
        return names.get(id);
    }
}
