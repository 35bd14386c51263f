package io.jmaui.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.config.ConfigFiles;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.eclipse.packager.rpm.RpmTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tarball, the .deb and the .rpm hold what a site installs, where the README says: launchers,
 * the jar, /etc/maui with FHS paths as conffiles, the systemd unit, man pages and completion for
 * maui and every command, the parameter reference; the packages make the maui user and its
 * directories.
 */
class PackageContentsIT {

    /** Every command that gets a man page, a completion script and a /usr/bin entry. */
    static final List<String> COMMANDS = List.of("maui", "showq", "checkjob", "checknode", "showres", "setres",
            "releaseres", "showbf", "showstart", "diagnose", "showstats", "showconfig", "runjob", "sethold",
            "releasehold", "setspri", "canceljob", "changeparam", "schedctl", "maui-simulate", "maui-replay",
            "pbs-query", "pbs-decode");

    @TempDir
    Path tmp;

    @Test
    void theTarballHasTheLayoutTheReadmeNames() throws Exception {
        String root = "jmaui-" + Archives.version() + "/";
        Map<String, Archives.Entry> t = Archives.tarball(Archives.dist("jmaui-" + Archives.version() + ".tar.gz"));
        for (String c : COMMANDS) {
            assertEquals(0755, t.get(root + "bin/" + c).mode(), c);
            assertTrue(t.get(root + "man/man1/" + c + ".1").text().contains(".TH \"" + c.toUpperCase().replace("-", "\\-")), c);
            assertTrue(t.get(root + "completion/" + c).text().contains("complete -F"), c);
        }
        assertEquals(0755, t.get(root + "bin/.jmaui-java").mode());
        assertFalse(t.containsKey(root + "bin/bench"), "developer tools stay out");
        for (String f : List.of("lib/jmaui.jar", "conf/maui.cfg", "conf/maui-private.cfg", "conf/demo/workload.trace",
                "conf/grafana-dashboard.json", "etc/maui/maui.cfg", "etc/maui/maui-private.cfg", "doc/README.md",
                "doc/parameters.md", "systemd/maui.service")) {
            assertTrue(t.containsKey(root + f), f);
        }
        assertEquals(0640, t.get(root + "etc/maui/maui-private.cfg").mode());
        String unit = t.get(root + "systemd/maui.service").text();
        assertTrue(unit.contains("ExecStart=/opt/jmaui/bin/maui --config /etc/maui/maui.cfg --socket /run/maui/maui.sock"),
                unit);
        assertTrue(unit.contains("CacheDirectory=maui\n"), "User=maui keeps its class archive in /var/cache/maui: " + unit);
        assertTrue(unit.contains("SuccessExitStatus=143"), "systemctl stop (SIGTERM, JVM status 143) is not a failure: " + unit);
        String showq = t.get(root + "man/man1/showq.1").text();
        assertTrue(showq.contains("\\-\\-host\\fP=\\fIHOST[:PORT][,HOST[:PORT]]\\fP"), showq);
        String man = t.get(root + "man/man1/maui.1").text();
        assertTrue(man.contains("\\-\\-check\\-config") && man.contains("SIGHUP"), man);
        assertTrue(t.get(root + "doc/parameters.md").text().contains("| METRICSPORT |"));
    }

    @Test
    void theDebInstallsFhsPathsTheUnitAndTheMauiUser() throws Exception {
        Map<String, Map<String, Archives.Entry>> deb = Archives.deb(Archives.dist("jmaui_" + Archives.version()
                + "_all.deb"));
        assertEquals("2.0\n", deb.get("debian-binary").get("debian-binary").text());
        Map<String, Archives.Entry> control = deb.get("control");
        String fields = control.get("/control").text();
        assertTrue(fields.contains("Package: jmaui\n") && fields.contains("Version: " + Archives.version() + "\n")
                && fields.contains("Architecture: all\n") && fields.contains("Depends: default-jre-headless"), fields);
        assertTrue(fields.contains("Maintainer: "), fields);
        assertEquals("/etc/maui/maui.cfg\n/etc/maui/maui-private.cfg\n", control.get("/conffiles").text());
        String postinst = control.get("/postinst").text();
        assertTrue(postinst.contains("adduser --system --group --home /var/spool/maui"), postinst);
        assertTrue(postinst.contains("install -d -o maui -g maui -m 0750 /var/spool/maui /var/log/maui"), postinst);
        assertEquals(0755, control.get("/postinst").mode());
        assertTrue(control.get("/prerm").text().contains("systemctl stop maui.service"));
        assertTrue(control.get("/postrm").text().contains("rm -rf /var/spool/maui /var/log/maui"));

        Map<String, Archives.Entry> data = deb.get("data");
        for (String c : COMMANDS) {
            assertEquals("#!/bin/sh\nexec /usr/share/jmaui/bin/" + c + " \"$@\"\n", data.get("/usr/bin/" + c).text(), c);
            assertEquals(0755, data.get("/usr/bin/" + c).mode(), c);
            assertTrue(data.containsKey("/usr/share/man/man1/" + c + ".1"), c);
            assertTrue(data.containsKey("/usr/share/bash-completion/completions/" + c), c);
        }
        for (String f : List.of("/usr/share/jmaui/lib/jmaui.jar", "/usr/share/jmaui/bin/.jmaui-java",
                "/usr/share/doc/jmaui/parameters.md", "/usr/share/doc/jmaui/README.md", "/var/spool/maui", "/var/log/maui")) {
            assertTrue(data.containsKey(f), f + " in " + data.keySet());
        }
        assertEquals(0640, data.get("/etc/maui/maui-private.cfg").mode());
        String unit = data.get("/lib/systemd/system/maui.service").text();
        assertTrue(unit.contains("User=maui\n") && unit.contains("RuntimeDirectory=maui\n")
                && unit.contains("ExecStart=/usr/share/jmaui/bin/maui --config /etc/maui/maui.cfg --socket "
                + "/run/maui/maui.sock --auth trqauthd\n") && unit.contains("ExecReload=/bin/kill -HUP $MAINPID"), unit);
        packagedConfigIsCleanWithFhsPaths(data.get("/etc/maui/maui.cfg").content());
    }

    @Test
    void theRpmInstallsTheSameAndMakesTheMauiUser() throws Exception {
        Archives.Rpm rpm = Archives.rpm(Archives.dist("jmaui-" + Archives.version() + "-1.noarch.rpm"));
        assertEquals("jmaui", rpm.string(RpmTag.NAME));
        assertEquals(Archives.version(), rpm.string(RpmTag.VERSION));
        assertTrue(rpm.string(RpmTag.REQUIRE_NAME).contains("java-17-headless"), rpm.string(RpmTag.REQUIRE_NAME));
        assertTrue(rpm.string(RpmTag.PREINSTALL_SCRIPT).contains("useradd -r -g maui -d /var/spool/maui"));
        Map<String, Archives.Entry> files = rpm.files();
        for (String c : COMMANDS) {
            assertTrue(files.containsKey("/usr/bin/" + c), c + " in " + files.keySet());
            assertTrue(files.containsKey("/usr/share/man/man1/" + c + ".1"), c);
        }
        assertTrue(files.get("/usr/lib/systemd/system/maui.service").text().contains("User=maui"));
        assertEquals(0750, files.get("/var/spool/maui").mode());
        assertTrue(files.get("/var/log/maui").directory());
        assertEquals(0640, files.get("/etc/maui/maui-private.cfg").mode());
        assertTrue(files.containsKey("/usr/share/jmaui/lib/jmaui.jar"));
        packagedConfigIsCleanWithFhsPaths(files.get("/etc/maui/maui.cfg").content());
    }

    /** The installed maui.cfg checks clean and keeps state and log out of /etc/maui. */
    private void packagedConfigIsCleanWithFhsPaths(byte[] text) throws Exception {
        Path cfg = Files.write(tmp.resolve("maui.cfg"), text);
        MauiConfig c = ConfigFiles.load(cfg);
        assertEquals(List.of(), c.warnings());
        assertEquals("/var/log/maui", c.get(Parameters.LOGDIR));
        assertEquals("/var/spool/maui/stats", c.get(Parameters.STATDIR));
        assertEquals("/var/spool/maui/maui.ck", c.get(Parameters.CHECKPOINTFILE));
        assertEquals(List.of("maui", "root"), c.get(Parameters.ADMIN1));
        assertTrue(new String(text, java.nio.charset.StandardCharsets.UTF_8)
                .contains("/usr/share/doc/jmaui/parameters.md"));
    }
}
