package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class SwfTraceReaderTest {

    private static final String TRACE = String.join("\n",
            "; MaxNodes: 120",
            "; MaxProcs: 240",
            "; Queue:  1 [fque:1]",
            "; Queue:  2  batch",
            "    2        8 308426  31039   30  31039    -1   30  37980    -1  1   1   1  -1  2  1 -1 -1",
            "    1        0 308434  31405   30  31405    -1   -1     -1    -1  1   7   3  -1  1  1 -1 -1",
            "    3       12     -1     -1    4     -1    -1    4    600    -1  0   1   1  -1  1  1 -1 -1",
            "    4       12     -1    900    4     -1    -1    4    600    -1  1   1   1  -1  9  1 -1 -1",
            "    5       13     -1    100    x",
            "    6       14     -1    100    2     -1    -1    2    600    -1  1   1   1  -1 -1  1 -1 -1",
            "    7       -1     -1    100    2     -1    -1    2    600    -1  1   1   1  -1  1  1 -1 -1");

    @Test
    void readsFieldsAsTheWorkloadsReadmeSays() {
        Trace t = SwfTraceReader.read("t.swf", TRACE);
        assertEquals(120, t.headerNodes());
        assertEquals(240, t.headerProcs());
        TraceJob first = t.jobs().get(0);
        assertEquals("1", first.id(), "jobs come in submission order");
        assertEquals(30, first.tasks(), "field 8 is -1, so field 5 (allocated procs) gives the size");
        assertEquals(31405, first.walltime(), "requested time -1: the run time is the limit");
        assertEquals("u7", first.user());
        assertEquals("g3", first.group());
        assertEquals("fque", first.jobClass(), "Maui's [fque:1] queue header names class fque");
        TraceJob second = t.jobs().get(1);
        assertEquals(37980, second.walltime());
        assertEquals("batch", second.jobClass());
    }

    @Test
    void capsRunTimeAtTheWallclockLimitAndNamesUnlistedQueues() {
        TraceJob j4 = SwfTraceReader.read("t.swf", TRACE).jobs().stream().filter(j -> j.id().equals("4")).findFirst().orElseThrow();
        assertEquals(600, j4.runTime(), "a job that ran past its limit is killed at the limit");
        assertEquals("q9", j4.jobClass());
        TraceJob j6 = SwfTraceReader.read("t.swf", TRACE).jobs().stream().filter(j -> j.id().equals("6")).findFirst().orElseThrow();
        assertNull(j6.jobClass(), "queue -1 is unknown: no class");
    }

    @Test
    void skipsJobsThatNeverRanAndReportsBadLinesWithFileAndLine() {
        Trace t = SwfTraceReader.read("t.swf", TRACE);
        assertEquals(2, t.skipped(), "job 3 has run time -1, job 7 submit time -1");
        assertEquals(1, t.problems().size());
        assertEquals("t.swf:9: expected 18 fields, got 5", t.problems().get(0).toString());
        assertEquals(4, t.jobs().size());
    }

    @Test
    void reportsTheFieldThatIsNotANumber() {
        Trace t = SwfTraceReader.read("x.swf", "1 0 -1 100 2 -1 -1 2 zz -1 1 1 1 -1 1 1 -1 -1");
        assertEquals("x.swf:1: field 9 (requested time): \"zz\" is not a number", t.problems().get(0).toString());
    }
}
