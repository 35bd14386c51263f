package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * Every command's text output, in every mode, on a daemon with running, idle, held and reserved
 * jobs, fairshare and standing reservations: none of it may show a Java {@code toString} (a
 * record's {@code Name[field=...]}, an object's {@code @1b6d3586}, an {@code Optional[...]}, a
 * class name, a bare {@code null}). Admins read this text; it must be Maui's words only.
 */
class CommandTextTest extends FixtureTest {

    private static final Pattern JAVA = Pattern.compile("\\b[A-Z][A-Za-z]+\\[[a-z][A-Za-z]*="
            + "|@[0-9a-f]{6,}\\b|Optional(Int|Long|Double)?(\\[|\\.empty)|\\bjava\\.[a-z]|\\bio\\.jmaui\\b|\\bnull\\b");

    @Test
    void noCommandPrintsJavaToString() throws Exception {
        String running = f.server.submit(JobSubmission.of("alice").group("physics").nodes("2:ppn=4").runtime(3000)
                .walltime(3600));
        String idle = f.server.submit(JobSubmission.of("bob").group("chem").nodes("4:ppn=4").runtime(600).walltime(1800));
        String held = f.server.submit(JobSubmission.of("carol").procs(1).walltime(600).held());
        f.start("QUEUETIMEWEIGHT 1", "XFACTORWEIGHT 10", "FSWEIGHT 1", "FSUSERWEIGHT 10", "USERCFG[alice] FSTARGET=25",
                "USERCFG[DEFAULT] MAXJOB=4", "FSPOLICY DEDICATEDPS", "RESERVATIONDEPTH 2",
                "SRCFG[maint] HOSTLIST=node004 PERIOD=DAY STARTTIME=02:00:00 ENDTIME=04:00:00",
                "CLASSCFG[batch] PRIORITY=10", "GROUPCFG[chem] FSTARGET=30", "ACCOUNTCFG[a1] MAXPROC=8");
        f.iterate();
        f.clock.advance(120);
        f.iterate();
        List<List<String>> runs = new ArrayList<>(List.of(
                List.of("showq"), List.of("showq", "-r"), List.of("showq", "-i"), List.of("showq", "-b"),
                List.of("showq", "-c"), List.of("showq", "-u", "alice"),
                List.of("checkjob", running), List.of("checkjob", "-v", running), List.of("checkjob", "-v", idle),
                List.of("checkjob", "-v", held), List.of("checkjob", "-v", "-n", "node003", idle),
                List.of("checknode", "node001"), List.of("checknode", "node004"),
                List.of("setres", "-n", "hold1", "-s", "+1:00:00", "-d", "1:00:00", "-u", "bob", "node003"),
                List.of("showres"), List.of("showres", "-n"), List.of("diagnose", "-r"),
                List.of("showbf"), List.of("showbf", "-d", "0:30:00"), List.of("showstart", idle),
                List.of("showstart", "4@1:00:00"), List.of("showstats"), List.of("showstats", "-u"),
                List.of("showstats", "-g"), List.of("showstats", "-a"), List.of("showconfig"),
                List.of("setspri", "100", idle), List.of("sethold", idle), List.of("releasehold", idle),
                List.of("changeparam", "RESERVATIONDEPTH", "3"), List.of("schedctl", "-s"), List.of("schedctl", "-r"),
                List.of("schedctl", "-S"), List.of("schedctl", "-R"), List.of("releaseres", "hold1"),
                List.of("runjob", held), List.of("canceljob", held)));
        for (String d : List.of("-p", "-f", "-j", "-q", "-c", "-u", "-g", "-a")) {
            runs.add(List.of("diagnose", d));
        }
        List<String> found = new ArrayList<>();
        for (List<String> args : runs) {
            f.iterate();
            CommandFixture.Run r = f.as("admin", args.toArray(String[]::new));
            for (String line : (r.out() + r.err()).split("\n")) {
                Matcher m = JAVA.matcher(line);
                if (m.find()) {
                    found.add(String.join(" ", args) + ": " + line.strip());
                }
            }
            assertTrue(r.exit() == 0 || r.exit() == 1, String.join(" ", args) + " exited " + r.exit() + ": " + r.err());
        }
        assertEquals(List.of(), found);
    }
}
