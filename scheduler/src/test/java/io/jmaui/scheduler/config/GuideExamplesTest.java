package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Acceptance of issue 13: maui.cfg made of every example line of the admin guide parses without an
 * error, and the only parameters reported as not acting are those other work owns (nodes, QOS and
 * preemption, the simulator) and those that cannot apply to TORQUE, each with its reason. Spelling
 * notes ("read as", "deprecated", "set again") are not reports of a parameter that does nothing.
 */
class GuideExamplesTest {

    /** Parameters and attributes whose work belongs to other issues, by owner. */
    private static final Pattern OWNED_ELSEWHERE = Pattern.compile(String.join("|",
            // #14 node sets, partitions, node load and availability, task distribution, feature headers
            "NODE(AVAILABILITY|LOAD|MAX|POLL|SET|DOWNSTATEDELAY|SYNC)\\w*", "TASKDISTRIBUTIONPOLICY", "USEMACHINESPEED",
            "FEATURE\\w*HEADER", "DEFAULTCLASSLIST", "ENABLEMULTIREQJOBS", "NODECFG\\[\\w+\\] MAXLOAD",
            "\\w+CFG(\\[[^]]*\\])? (PLIST|PDEF)",
            // #14 generic resources (12.4)
            "NODECFG(\\[[^]]*\\])? GRES",
            // #18 the simulator and the profiler's plots
            "SIM\\w+", "PLOT\\w+"));

    /** This issue's parameters still to land; each piece of work that makes one act removes it here. */
    private static final Set<String> STILL_TO_LAND = Set.of();

    /** Notes on spelling, precedence and placement: the parameter acts, as read. */
    private static final Pattern NOTE = Pattern.compile("read as .*|deprecated, read as .*|set again.*|.* wins"
            + "|client keys belong in maui-private.cfg|SYSTEMCFG takes no index, ignored");

    @Test
    void theGuidesExampleLinesReportOnlyOtherIssuesParametersAndThoseThatCannotApply() throws IOException {
        MauiConfig c = MauiConfigParser.parse("guide-examples.cfg", resource("guide-examples.cfg"));

        Set<String> notImplemented = new TreeSet<>();
        Set<String> other = new TreeSet<>();
        for (ConfigWarning w : c.warnings()) {
            String m = w.message();
            if (m.startsWith("parsed, but jmaui does not implement it")) {
                if (!OWNED_ELSEWHERE.matcher(w.parameter()).matches()) {
                    notImplemented.add(w.parameter().replaceAll("\\[[^]]*\\]", ""));
                }
            } else if (m.startsWith("unknown attribute") && OWNED_ELSEWHERE.matcher(w.parameter()).matches()) {
                continue;
            } else if (!m.startsWith(ConfigBuilder.NO_EFFECT) && !NOTE.matcher(m).matches()) {
                other.add(w.toString());
            }
        }
        assertEquals(new TreeSet<>(STILL_TO_LAND), notImplemented, "parameters this issue should implement or explain");
        assertEquals(Set.of(), other, "other warnings");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = GuideExamplesTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
