package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad values are errors with file:line:col, what, got and expected; all of them, in one pass; nothing clamped. */
class ConfigErrorsTest {

    private static List<String> errors(String... lines) {
        ConfigException e = assertThrows(ConfigException.class, () -> Cfg.cfg(lines));
        return e.errors().stream().map(ConfigError::toString).toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "RESERVATIONDEPTH two        | test.cfg:1:18: RESERVATIONDEPTH: \"two\" is not a non-negative integer",
        "RESERVATIONDEPTH -1         | test.cfg:1:18: RESERVATIONDEPTH: \"-1\" is not a non-negative integer",
        "LOGLEVEL 10                 | test.cfg:1:10: LOGLEVEL: \"10\" is not an integer from 0 to 9",
        "SERVERPORT 70000            | test.cfg:1:12: SERVERPORT: \"70000\" is not an integer from 1 to 64000",
        "FSDECAY 1.5                 | test.cfg:1:9: FSDECAY: \"1.5\" is not a number above 0 and at most 1",
        "FSDECAY 0                   | test.cfg:1:9: FSDECAY: \"0\" is not a number above 0 and at most 1",
        "FSDEPTH 33                  | test.cfg:1:9: FSDEPTH: \"33\" is not an integer from 1 to 32",
        "FSINTERVAL 12h              | test.cfg:1:12: FSINTERVAL: \"12h\" is not a duration [[[DD:]HH:]MM:]SS or INFINITY",
        "QUEUETIMEWEIGHT 1.5         | test.cfg:1:17: QUEUETIMEWEIGHT: \"1.5\" is not an integer",
        "FSCAP -1                    | test.cfg:1:7: FSCAP: \"-1\" is not a non-negative number",
        "ENABLENEGJOBPRIORITY maybe  | test.cfg:1:22: ENABLENEGJOBPRIORITY: \"maybe\" is not a boolean (TRUE, FALSE, ON, OFF, YES, NO, 1 or 0)",
        "BACKFILLPOLICY FASTFIT      | test.cfg:1:16: BACKFILLPOLICY: \"FASTFIT\" is not one of FIRSTFIT, BESTFIT, GREEDY, NONE, PREEMPT",
        "JOBNODEMATCHPOLICY EXACTNODE EXACTCPU | test.cfg:1:20: JOBNODEMATCHPOLICY: \"EXACTCPU\" is not zero or more of EXACTNODE, EXACTPROC",
        "RESERVATIONDEPTH[1] x       | test.cfg:1:21: RESERVATIONDEPTH[1]: \"x\" is not a non-negative integer",
        "LOGFILE                     | test.cfg:1:9: LOGFILE: \"\" is not a string",
        "USERCFG[john] MAXJOB=two    | test.cfg:1:22: USERCFG[john] MAXJOB: \"two\" is not a non-negative integer or INFINITY, or SOFT,HARD",
        "USERCFG[john] FSTARGET=150  | test.cfg:1:24: USERCFG[john] FSTARGET: \"150\" is not a percentage from 0 to 100 optionally followed by +, - or %, or a usage cap followed by ^",
        "QOSCFG[hi] QTTARGET=soon    | test.cfg:1:21: QOSCFG[hi] QTTARGET: \"soon\" is not a duration [[[DD:]HH:]MM:]SS or INFINITY",
        "USERCFG[john] PRIORITY      | test.cfg:1:15: USERCFG[john]: \"PRIORITY\" is not ATTRIBUTE=VALUE",
        "USERCFG MAXJOB=2            | test.cfg:1:1: USERCFG: \"USERCFG\" is not USERCFG[NAME]",
        "SRCFG[x] PERIOD=MONTH       | test.cfg:1:17: SRCFG[x] PERIOD: \"MONTH\" is not one of DAY, WEEK, INFINITY",
        "SRCFG[x] DAYS=MON,FUN       | test.cfg:1:15: SRCFG[x] DAYS: \"FUN\" is not days MON, TUE, WED, THU, FRI, SAT, SUN or ALL",
        "SRCFG[x] FLAGS=BYNAME,FAST  | test.cfg:1:16: SRCFG[x] FLAGS: \"FAST\" is not zero or more of BESTEFFORT, BYNAME, FORCE, OWNERPREEMPT, PREEMPTEE, SINGLEUSE, SPACEFLEX, TIMEFLEX",
        "SRCFG[x] OWNER=tom          | test.cfg:1:16: SRCFG[x] OWNER: \"tom\" is not CREDTYPE:NAME with CREDTYPE one of USER, GROUP, ACCOUNT, QOS, CLASS",
        "SRCFG[x] RESOURCES=CPUS:2   | test.cfg:1:20: SRCFG[x] RESOURCES: \"CPUS:2\" is not resource pairs such as PROCS=2;MEM=512 (PROCS, MEM, SWAP, DISK, GPUS, GRES)",
        "SRCFG[x] HOSTLIST=node[1-   | test.cfg:1:19: SRCFG[x] HOSTLIST: \"node[1-\" is not a list of host names or host expressions",
        "SRCFG[x] USERLIST=bob,!     | test.cfg:1:19: SRCFG[x] USERLIST: \"!\" is not a list of names, each optionally marked !, *, - or =",
        "NODECFG[n1] SPEED=fast      | test.cfg:1:19: NODECFG[n1] SPEED: \"fast\" is not a non-negative number",
        "RMCFG[pbs] PORT=99999       | test.cfg:1:17: RMCFG[pbs] PORT: \"99999\" is not an integer from 0 to 65535",
        "RMCFG[pbs] TYPE=SLURM       | test.cfg:1:17: RMCFG[pbs] TYPE: \"SLURM\" is not one of LL, LSF, NATIVE, OTHER, PBS, RMS, SGE, SSS, WIKI",
    })
    void badValue(String line, String message) {
        assertEquals(List.of(message), errors(line));
    }

    @Test
    void everyErrorInOnePassInFileOrder() {
        ConfigException e = assertThrows(ConfigException.class, () -> Cfg.cfg(
                "RESERVATIONDEPTH two",
                "# fine",
                "BACKFILLPOLICY BESTFIT",
                "USERCFG[john] MAXJOB=8 MAXPROC=lots PRIORITY=high",
                "LOGLEVEL 12"));
        assertEquals(List.of(
                "test.cfg:1:18: RESERVATIONDEPTH: \"two\" is not a non-negative integer",
                "test.cfg:4:32: USERCFG[john] MAXPROC: \"lots\" is not a non-negative integer or INFINITY, or SOFT,HARD",
                "test.cfg:4:46: USERCFG[john] PRIORITY: \"high\" is not an integer",
                "test.cfg:5:10: LOGLEVEL: \"12\" is not an integer from 0 to 9"),
                e.errors().stream().map(ConfigError::toString).toList());
        assertEquals(String.join("\n", e.errors().stream().map(ConfigError::toString).toList()), e.getMessage());
        ConfigError first = e.errors().get(0);
        assertEquals(new ConfigError("test.cfg", 1, 18, "RESERVATIONDEPTH", "two", "a non-negative integer"), first);
    }

    @Test
    void minimumAboveMaximumIsAnError() {
        assertEquals(List.of("test.cfg:1:13: PLOTMINPROC: \"2048\" is not at most PLOTMAXPROC 1024"),
                errors("PLOTMINPROC 2048", "PLOTMAXPROC 1024"));
        assertEquals(List.of("test.cfg:1:13: PLOTMAXTIME: \"00:01:00\" is not at least PLOTMINTIME 00:02:00"),
                errors("PLOTMAXTIME 00:01:00"));
    }

    @Test
    void reservationEndBeforeStartIsAnError() {
        // 7.1.5: "only one STARTTIME and one ENDTIME value can be specified per reservation"; a night needs two
        assertEquals(List.of("test.cfg:2:22: SRCFG[night] ENDTIME: \"6:00:00\" is not after STARTTIME 20:00:00"),
                errors("SRCFG[night] STARTTIME=20:00:00", "SRCFG[night] ENDTIME=6:00:00"));
        assertEquals(List.of("test.cfg:1:20: SRCFG[x] STARTTIME: \"1:08:00:00\" is not within a DAY period (at most 1:00:00:00)"),
                errors("SRCFG[x] STARTTIME=1:08:00:00"));
        assertEquals(List.of("test.cfg:1:30: SRCFG[x] ENDTIME: \"8:00:00:00\" is not within a WEEK period (at most 7:00:00:00)"),
                errors("SRCFG[x] PERIOD=WEEK ENDTIME=8:00:00:00"));
    }

    @Test
    void unclosedIndexIsAnError() {
        assertEquals(List.of("test.cfg:1:1: USERCFG[john: \"USERCFG[john\" is not a parameter name, optionally NAME[INDEX]"),
                errors("USERCFG[john MAXJOB=2"));
    }

    @Test
    void notClamped() {
        // out of range is reported, never silently limited: FSDEPTH 40 does not become 32
        assertEquals(List.of("test.cfg:1:9: FSDEPTH: \"40\" is not an integer from 1 to 32"), errors("FSDEPTH 40"));
    }
}
