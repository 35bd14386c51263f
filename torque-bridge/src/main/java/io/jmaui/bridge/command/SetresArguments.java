package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.scheduler.config.TimeValues;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.config.TaskResources;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.reservation.AdminReservationSpec;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * setres's options (guide 7.1.2, "setres") as an {@link AdminReservationSpec}: {@code -s} start
 * and {@code -e} end as {@code NOW}, {@code +[[DD:]HH:]MM:SS} from now or
 * {@code HH:MM[:SS][_MO/DD[/YYYY]]}; {@code -d} duration; {@code -u -g -a -c -q} ACL lists;
 * {@code -r PROCS=2;MEM=512;GPUS=1} task shape; {@code -x} flags; {@code -n} name; {@code -f} features;
 * operands are host expressions, {@code ALL}, or {@code TASKS==N}.
 */
final class SetresArguments {

    private SetresArguments() {
    }

    static AdminReservationSpec parse(CommandRequest req, long now, ZoneId zone) {
        AdminReservationSpec.Builder b = AdminReservationSpec.builder();
        long start = req.has("s") ? time(req.option("s"), now, zone, "-s") : now;
        b.start(start);
        if (req.has("e")) {
            b.end(time(req.option("e"), now, zone, "-e"));
        } else {
            b.duration(req.has("d") ? duration(req.option("d")) : Times.INFINITY);
        }
        List<AclEntry> acl = new ArrayList<>();
        acl(req.option("u"), AclTarget.USER, acl);
        acl(req.option("g"), AclTarget.GROUP, acl);
        acl(req.option("a"), AclTarget.ACCOUNT, acl);
        acl(req.option("c"), AclTarget.CLASS, acl);
        acl(req.option("q"), AclTarget.QOS, acl);
        b.acl(acl.toArray(AclEntry[]::new));
        if (req.has("x")) {
            b.flags(req.option("x").split("[,:]"));
        }
        if (req.has("n")) {
            b.id(req.option("n"));
        }
        if (req.has("f")) {
            b.features(req.option("f").split("[,:]"));
        }
        if (req.has("p")) {
            b.partition(req.option("p"));
        }
        if (req.has("r")) {
            b.perTask(resources(req.option("r")));
        }
        List<String> hosts = new ArrayList<>();
        for (String a : req.args()) {
            String up = a.toUpperCase(Locale.ROOT);
            if (up.startsWith("TASKS==")) {
                try {
                    b.taskCount(Integer.parseInt(a.substring(7)));
                } catch (NumberFormatException e) {
                    throw new UsageException("setres: \"" + a + "\": expected TASKS==<count>");
                }
            } else if (up.equals("ALL")) {
                hosts.add(".*");
            } else {
                hosts.add(a);
            }
        }
        if (req.args().isEmpty()) {
            throw new UsageException("setres: give a host expression, ALL or TASKS==<count>");
        }
        b.hosts(hosts.toArray(String[]::new));
        return b.build();
    }

    private static void acl(String list, AclTarget target, List<AclEntry> out) {
        if (list != null) {
            for (String v : list.split("[,:]")) {
                if (!v.isBlank()) {
                    out.add(AclEntry.of(target, v.trim()));
                }
            }
        }
    }

    static long duration(String text) {
        try {
            return TimeValues.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("\"" + text + "\" is not a duration [[[DD:]HH:]MM:]SS or INFINITY");
        }
    }

    static long time(String text, long now, ZoneId zone, String option) {
        String t = text.trim();
        if (t.equalsIgnoreCase("NOW")) {
            return now;
        }
        if (t.startsWith("+")) {
            return Times.plus(now, duration(t.substring(1)));
        }
        try {
            String[] parts = t.split("_", 2);
            LocalTime lt = LocalTime.parse(parts[0].length() == 5 ? parts[0] + ":00" : parts[0]);
            ZonedDateTime base = ZonedDateTime.ofInstant(java.time.Instant.ofEpochSecond(now), zone);
            LocalDate date = base.toLocalDate();
            if (parts.length == 2) {
                String[] md = parts[1].split("/");
                int year = md.length > 2 ? Integer.parseInt(md[2]) : date.getYear();
                date = LocalDate.of(year < 100 ? 2000 + year : year, Integer.parseInt(md[0]), Integer.parseInt(md[1]));
            }
            return ZonedDateTime.of(date, lt, zone).toEpochSecond();
        } catch (RuntimeException e) {
            throw new UsageException("setres " + option + ": \"" + text
                    + "\" is not NOW, +[[DD:]HH:]MM:SS or HH:MM[:SS][_MO/DD[/YYYY]]");
        }
    }

    private static Resources resources(String text) {
        try {
            return TaskResources.parse(text, 0);
        } catch (TaskResources.Invalid e) {
            throw new UsageException("setres -r: " + e.getMessage());
        }
    }
}
