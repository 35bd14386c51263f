package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.count;
import static io.jmaui.scheduler.config.ParameterDefs.names;
import static io.jmaui.scheduler.config.ParameterDefs.text;
import static io.jmaui.scheduler.config.ParameterDefs.time;

import java.util.List;

/**
 * Guide 3, 4 and 14, the daemon itself: where it listens, who administers it, logging,
 * checkpointing and statistics. Client keys are CLIENTCFG blocks in maui-private.cfg, see
 * {@link ClientConfig}.
 */
interface ServerParameters {

    Parameter<String> SERVERHOST = text("SERVERHOST", null, "3.4", "host the scheduler runs on (Maui requires it)")
            .needsRestart();
    Parameter<Integer> SERVERPORT = Parameter.of("SERVERPORT", ValueTypes.intRange(1, 64000), 40559, "3.4",
            "port of the client command interface").needsRestart();
    Parameter<String> SERVERNAME = text("SERVERNAME", null, "3.4",
            "name of this scheduler: the qstat comments it writes start with it (default jmaui)");
    Parameter<Integer> METRICSPORT = Parameter.of("METRICSPORT", ValueTypes.intRange(0, 65535), 0, "14",
            "port of the OpenMetrics (Prometheus) endpoint /metrics: iteration times, queue lengths, starts, "
                    + "deferrals, preemptions, commands; 0 turns it off (a jmaui addition, not in Maui)").needsRestart();
    Parameter<String> SERVERMODE = Parameter.of("SERVERMODE", WordTypes.word("NORMAL", "TEST", "SIMULATION"), "NORMAL", "16",
            "NORMAL schedules, TEST decides without acting, SIMULATION runs a trace").needsRestart();
    Parameter<List<String>> ADMIN1 = names("ADMIN1", List.of("root"), "3.4",
            "users with full control; the first is the user the daemon runs as (ALL: everyone)");
    Parameter<List<String>> ADMIN2 = names("ADMIN2", List.of(), "3.4", "users who may change jobs and see everything");
    Parameter<List<String>> ADMIN3 = names("ADMIN3", List.of(), "3.4", "users who may run every informational command");
    Parameter<Long> CLIENTTIMEOUT = Parameter.of("CLIENTTIMEOUT", ValueTypes.duration(), 30L, "4.1",
            "how long client commands wait for the daemon (also $CLIENTTIMEOUT; --timeout wins), and the daemon "
                    + "for a client").needsRestart();

    Parameter<String> LOGDIR = text("LOGDIR", "log", "14.2", "directory of the log file (relative to the Maui home)");
    Parameter<String> LOGFILE = text("LOGFILE", "maui.log", "14.2", "log file name (relative to LOGDIR)");
    Parameter<Integer> LOGLEVEL = Parameter.of("LOGLEVEL", ValueTypes.intRange(0, 9), 0, "14.2", "verbosity, 9 the most");
    Parameter<Long> LOGFILEMAXSIZE = Parameter.of("LOGFILEMAXSIZE", ValueTypes.nonNegativeLong(), 10_000_000L, "14.2",
            "size in bytes at which the log is rolled");
    Parameter<Integer> LOGFILEROLLDEPTH = count("LOGFILEROLLDEPTH", 2, "14.2", "number of old log files kept");
    Parameter<List<String>> LOGFACILITY = Parameter.of("LOGFACILITY", facilities(), List.of("fALL"), "14.2",
            "which subsystems' events below warnings are logged: fCORE fSCHED fSOCK fUI fCONFIG fSTAT fFS fCKPT fBANK "
                    + "fRM fPBS ... fALL, colon separated");

    Parameter<String> CHECKPOINTFILE = text("CHECKPOINTFILE", "maui.ck", "11.4", "file the daemon checkpoints its state to").alsoNamed("CPFILE");
    Parameter<Long> CHECKPOINTINTERVAL = time("CHECKPOINTINTERVAL", 300, "11.4", "time between checkpoints").alsoNamed("CPINTERVAL");
    Parameter<Long> CHECKPOINTEXPIRATIONTIME = Parameter.of("CHECKPOINTEXPIRATIONTIME",
            ValueTypes.durationOr(io.jmaui.scheduler.model.Times.INFINITY, "a duration [[[DD:]HH:]MM:]SS or INFINITY"),
            io.jmaui.scheduler.model.Times.INFINITY, "11.4",
            "age after which a checkpoint's reservations, deferrals and the like are dropped at start (starts in flight never)")
            .alsoNamed("CPEXPIRATIONTIME").needsRestart();
    Parameter<String> STATDIR = text("STATDIR", "stats", "9.2", "directory of statistics and fairshare usage files");

    /** Maui's log facilities (appendix F LOGFACILITY). */
    private static ValueType<List<String>> facilities() {
        List<String> known = List.of("fCORE", "fSCHED", "fSOCK", "fUI", "fLL", "fSDR", "fCONFIG", "fSTAT", "fSIM",
                "fSTRUCT", "fFS", "fCKPT", "fBANK", "fRM", "fPBS", "fWIKI", "fALL");
        String describe = "a list of " + String.join(", ", known);
        return ValueType.of(describe, text -> {
            List<String> out = new java.util.ArrayList<>();
            for (String w : ListValues.split(text)) {
                String f = known.stream().filter(k -> k.equalsIgnoreCase(w)).findFirst()
                        .orElseThrow(() -> new BadValue(w, describe));
                out.add(f);
            }
            return List.copyOf(out);
        }, v -> String.join(":", v));
    }
}
