package io.jmaui.bridge.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** diagnose -p (guide "diagnose -p"): each factor's share of the job's priority, then the averages. */
class DiagnoseTextTest {

    @Test
    void priorityShowsPercentagesContributionsAndTotals() {
        Map<String, Double> a = new LinkedHashMap<>();
        a.put("QUEUETIME", 30.0);
        a.put("FS", 10.0);
        Map<String, Double> b = new LinkedHashMap<>();
        b.put("QUEUETIME", 10.0);
        b.put("FS", 10.0);
        PriorityDiagView v = new PriorityDiagView(0, List.of("QUEUETIME", "FS"), List.of(
                new PriorityDiagView.Row("1001.head", 40, a, false),
                new PriorityDiagView.Row("1002.head", 1020, b, true)));
        StringWriter s = new StringWriter();
        DiagnoseText.print(v, new TextFormat(ZoneOffset.UTC), new PrintWriter(s));
        assertEquals(String.join("\n",
                "diagnosing job priority information (partition: ALL)",
                "",
                "Job                 PRIORITY*  QUEUETIME(Value)         FS(Value)",
                "",
                "1001.head                 40   75.00(     30.0)  25.00(     10.0)",
                "1002.head               1020*  50.00(     10.0)  50.00(     10.0)",
                "",
                "Totals                 100.00  62.50             37.50",
                "",
                "* indicates system prio set on job",
                "",
                "2 idle jobs",
                ""), s.toString());
    }
}
