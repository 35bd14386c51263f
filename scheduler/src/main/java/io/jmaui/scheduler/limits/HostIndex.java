package io.jmaui.scheduler.limits;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Host names numbered once per iteration, so the hosts jobs hold can be kept as {@link HostSet}s of ints. */
final class HostIndex {

    private final Map<String, Integer> ids = new HashMap<>();
    private final List<String> names = new ArrayList<>();

    int id(String host) {
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
