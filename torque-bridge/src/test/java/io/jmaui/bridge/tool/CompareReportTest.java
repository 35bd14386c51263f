package io.jmaui.bridge.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code maui-simulate --compare}: the text table, compare.json and report.html agree, and the
 * report opens in a real headless browser with every chart drawn and nothing logged as an error.
 */
class CompareReportTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** 60 jobs on 8 procs: narrow short jobs around wide long ones, so the two policies differ. */
    @BeforeEach
    void traceAndConfigs() throws IOException {
        List<String> lines = new ArrayList<>(List.of("; MaxNodes: 4", "; MaxProcs: 8"));
        for (int i = 1; i <= 60; i++) {
            int procs = i % 7 == 0 ? 8 : i % 3 == 0 ? 4 : 1;
            long run = i % 7 == 0 ? 3000 : 60 + 97L * (i % 11);
            long limit = run * (1 + i % 4);
            lines.add(String.format(Locale.ROOT, "%d %d -1 %d %d -1 -1 %d %d -1 1 %d 1 -1 1 1 -1 -1", i, i * 40, run, procs,
                    procs, limit, 1 + i % 5));
        }
        Files.write(dir.resolve("t.swf"), lines);
        Files.writeString(dir.resolve("easy.cfg"), "QUEUETIMEWEIGHT 1\nBACKFILLPOLICY FIRSTFIT\nRESERVATIONDEPTH 1\n");
        Files.writeString(dir.resolve("xfactor.cfg"), "QUEUETIMEWEIGHT 1\nXFACTORWEIGHT 100\nBACKFILLPOLICY BESTFIT\n"
                + "RESERVATIONDEPTH 2\nPLOTMAXPROC 8\nPLOTPROCSCALE 4\nPLOTMINTIME 60\nPLOTMAXTIME 12000\nPLOTTIMESCALE 5\n");
    }

    private int compare(String... extra) {
        List<String> args = new ArrayList<>(List.of("--compare", dir.resolve("xfactor.cfg").toString(),
                dir.resolve("easy.cfg").toString(), "--trace", dir.resolve("t.swf").toString(), "--out",
                dir.resolve("out").toString()));
        args.addAll(List.of(extra));
        return MauiSimulate.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args.toArray(String[]::new));
    }

    @Test
    void theTableAndCompareJsonGiveTheSameFiguresForEveryRunInTheOrderGiven() throws IOException {
        assertEquals(0, compare("--jobs", "2"), err.toString());
        JsonNode runs = new ObjectMapper().readTree(dir.resolve("out/compare.json").toFile()).get("runs");
        assertEquals(2, runs.size());
        assertEquals("xfactor.cfg", runs.get(0).get("config").asText());
        assertEquals("easy.cfg", runs.get(1).get("config").asText());
        String[] rows = out.toString().split("\n");
        for (int i = 0; i < 2; i++) {
            JsonNode r = runs.get(i);
            assertEquals(60, r.get("jobs").asInt());
            assertEquals(0, r.get("endedEarly").asInt());
            String[] f = rows[i + 1].trim().split("\\s+");
            assertEquals(r.get("config").asText(), f[1]);
            assertEquals(String.format(Locale.ROOT, "%.0f", r.get("meanWait").asDouble()), f[3]);
            assertEquals(String.format(Locale.ROOT, "%.2f", r.get("meanBoundedSlowdown").asDouble()), f[6]);
            assertEquals(r.get("makespan").asText(), f[9]);
        }
        // the first configuration's PLOT* parameters cut every matrix: 4 size rows x 5 wallclock columns
        assertEquals(4, runs.get(1).get("charts").get("slowdownMatrix").size());
        assertEquals(5, runs.get(1).get("charts").get("slowdownMatrix").get(0).size());
        int jobs = 0;
        for (JsonNode row : runs.get(1).get("charts").get("jobsMatrix")) {
            for (JsonNode n : row) {
                jobs += n.asInt();
            }
        }
        assertEquals(60, jobs);
    }

    @Test
    void theReportDrawsEveryChartInHeadlessChromiumWithNoErrorAndShowsCompareJsonsNumbers() throws Exception {
        HeadlessChromium chromium = HeadlessChromium.find();
        assumeTrue(chromium != null, "chromium is not installed (apt-get install -y chromium; .ci/run installs it): "
                + "the browser check of report.html is skipped");
        assertEquals(0, compare(), err.toString());
        Path report = dir.resolve("out/report.html");
        String html = Files.readString(report);
        assertFalse(html.contains("http://") && html.replace("http://www.w3.org/2000/svg", "").contains("http://"),
                "the report fetches nothing");
        HeadlessChromium.Page plain = chromium.load(report, Files.createDirectories(dir.resolve("plain")));
        assertFalse(plain.log().contains(":CONSOLE("), "console output: " + plain.log());
        // the same page with a probe that measures every chart after load and records errors
        String probe = "<script>window.__errors=[];addEventListener('error',e=>__errors.push(String(e.message)));"
                + "const __ce=console.error;console.error=(...a)=>{__errors.push(a.join(' '));__ce(...a)};"
                + "addEventListener('load',()=>{const rows=[...document.querySelectorAll('svg.chart')].map(s=>{"
                + "const r=s.getBoundingClientRect();const marks=[...s.querySelectorAll('.mark')].filter(m=>{"
                + "const b=m.getBBox();return b.width>0&&b.height>0}).length;"
                + "return s.dataset.chart+' '+Math.round(r.width)+' '+Math.round(r.height)+' '+marks});"
                + "const pre=document.createElement('pre');pre.id='probe';"
                + "pre.textContent=rows.join('\\n')+'\\nerrors: '+__errors.length;document.body.appendChild(pre)});</script>";
        Path probed = dir.resolve("out/probed.html");
        Files.writeString(probed, html.replace("<head>", "<head>" + probe));
        HeadlessChromium.Page page = chromium.load(probed, Files.createDirectories(dir.resolve("probed")));
        Matcher m = Pattern.compile("<pre id=\"probe\">([^<]*)</pre>").matcher(page.dom());
        assertTrue(m.find(), "the probe ran: " + page.log());
        String[] probeRows = m.group(1).split("\n");
        assertEquals("errors: 0", probeRows[probeRows.length - 1]);
        int charts = probeRows.length - 1;
        assertEquals(8, charts, m.group(1)); // 6 charts per trace + one matrix per configuration
        for (int i = 0; i < charts; i++) {
            String[] f = probeRows[i].split(" ");
            assertTrue(Integer.parseInt(f[1]) > 100 && Integer.parseInt(f[2]) > 100, "drawn at size: " + probeRows[i]);
            assertTrue(Integer.parseInt(f[3]) > 0, "marks drawn: " + probeRows[i]);
        }
        JsonNode runs = new ObjectMapper().readTree(dir.resolve("out/compare.json").toFile()).get("runs");
        Matcher cell = Pattern.compile("<td data-run=\"(\\d+)\" data-field=\"(\\w+)\">([^<]*)</td>").matcher(page.dom());
        int checked = 0;
        while (cell.find()) {
            double shown = Double.parseDouble(cell.group(3));
            double source = runs.get(Integer.parseInt(cell.group(1))).get(cell.group(2)).asDouble();
            assertEquals(source, shown, 0.5 * Math.pow(10, -decimals(cell.group(3))) + 1e-9,
                    "run " + cell.group(1) + " " + cell.group(2));
            checked++;
        }
        assertEquals(2 * 10, checked);
    }

    private static int decimals(String s) {
        int dot = s.indexOf('.');
        return dot < 0 ? 0 : s.length() - dot - 1;
    }
}
