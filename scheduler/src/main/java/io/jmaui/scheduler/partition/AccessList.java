package io.jmaui.scheduler.partition;

import io.jmaui.scheduler.config.CredentialConfig;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One credential's partition access list as maui.cfg writes it (guide 7.2): PLIST's names with
 * PDEF added (Maui adds the default partition to the list), and how the list combines with the
 * others: or-ed by default, and-ed when the value holds {@code &}, replacing all others when it
 * holds {@code ^}.
 *
 * @param names the partitions named, empty when the credential names none
 * @param type  how the list combines
 * @param set   whether PLIST or PDEF was written at all (an empty {@code PLIST=} is written)
 */
record AccessList(Set<String> names, Type type, boolean set) {

    enum Type { OR, AND, ONLY }

    static final AccessList NONE = new AccessList(Set.of(), Type.OR, false);

    static AccessList of(CredentialConfig c) {
        boolean written = c.raw().containsKey("PLIST") || c.raw().containsKey("PDEF");
        if (!written) {
            return NONE;
        }
        Type type = Type.OR;
        Set<String> names = new LinkedHashSet<>();
        for (String item : c.partitionList()) {
            if (item.contains("&")) {
                type = Type.AND;
            } else if (item.contains("^") && type != Type.AND) {
                type = Type.ONLY;
            }
            String name = bare(item);
            if (!name.isEmpty()) {
                names.add(name);
            }
        }
        c.partitionDefault().map(AccessList::bare).filter(d -> !d.isEmpty()).ifPresent(names::add);
        return new AccessList(Set.copyOf(names), type, true);
    }

    /** A partition name without the {@code &} and {@code ^} marks that say how its list combines. */
    static String bare(String item) {
        return item.replace("&", "").replace("^", "");
    }

}
