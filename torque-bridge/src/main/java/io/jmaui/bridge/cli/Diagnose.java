package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.view.CredentialsDiagView;
import io.jmaui.bridge.view.DiagnoseText;
import io.jmaui.bridge.view.FairshareDiagView;
import io.jmaui.bridge.view.JobsDiagView;
import io.jmaui.bridge.view.NodesDiagText;
import io.jmaui.bridge.view.NodesDiagView;
import io.jmaui.bridge.view.PartitionsDiagText;
import io.jmaui.bridge.view.PartitionsDiagView;
import io.jmaui.bridge.view.PredictionDiagText;
import io.jmaui.bridge.view.PredictionDiagView;
import io.jmaui.bridge.view.PriorityDiagView;
import io.jmaui.bridge.view.ReservationsDiagView;
import io.jmaui.bridge.view.TextFormat;
import java.util.List;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** diagnose: the scheduler's view of priorities, fairshare, jobs, reservations or credentials. */
@Command(name = "diagnose", mixinStandardHelpOptions = true,
        description = "Shows why the scheduler decides as it does: one of -p -f -j -r -s -b -n -t -C -P -q -c -u -g -a"
                + " (-t alone: partitions; with -n, -p or -b: only that partition's nodes or jobs).")
final class Diagnose extends MauiCommand {

    static final class Mode {
        @Option(names = "-p", required = true, description = "job priorities with each factor's contribution") boolean p;
        @Option(names = "-f", required = true, description = "fairshare usage and targets") boolean f;
        @Option(names = "-j", required = true, description = "jobs and why idle ones wait") boolean j;
        @Option(names = "-r", required = true, description = "reservations") boolean r;
        @Option(names = "-s", required = true, description = "standing reservations (their instances)") boolean s;
        @Option(names = "-b", required = true, description = "blocked jobs and what holds each") boolean b;
        @Option(names = "-n", required = true, description = "nodes: free and configured resources, load, reservations") boolean n;
        @Option(names = "-C", required = true, description = "check the maui.cfg the daemon reads: its errors and warnings") boolean bigC;
        @Option(names = "-P", required = true,
                description = "run-time prediction: JOBPREDICTION* settings, per-user history and accuracy, jobs it shortens") boolean bigP;
        @Option(names = "-q", required = true, description = "QOS credentials") boolean q;
        @Option(names = "-c", required = true, description = "class credentials") boolean c;
        @Option(names = "-u", required = true, description = "user credentials") boolean u;
        @Option(names = "-g", required = true, description = "group credentials") boolean g;
        @Option(names = "-a", required = true, description = "account credentials") boolean a;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Mode mode;

    @Option(names = "-t", arity = "0..1", fallbackValue = "", paramLabel = "PARTITION",
            description = "alone: partitions (nodes, procs, jobs and who may use each); with -n, -p or -b: that partition only")
    String partition;

    @Option(names = "-v", description = "with -n: columns not cut to their width") boolean verbose;

    @Option(names = "-o", paramLabel = "user|group|acct|qos|class", description = "with -f: that kind's credentials only")
    String only;

    @Parameters(paramLabel = "ID", arity = "0..*", description = "limit -p, -j, -b, -r, -s or -t to these jobs, reservations or partitions")
    List<String> ids;

    Diagnose(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        Mode m = mode == null ? new Mode() : mode;
        return req(opts("p", m.p, "f", m.f, "j", m.j, "r", m.r, "s", m.s, "b", m.b, "n", m.n, "C", m.bigC, "t", partition,
                "P", m.bigP, "q", m.q, "c", m.c, "u", m.u, "g", m.g, "a", m.a, "v", verbose, "o", only), ids);
    }

    @Override
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        if (mode == null) {
            PartitionsDiagText.print(as(view, PartitionsDiagView.class), f, ctx.out());
        } else if (mode.bigC) {
            super.render(view, f);
        } else if (mode.n) {
            NodesDiagText.print(as(view, NodesDiagView.class), f, ctx.out());
        } else if (mode.p) {
            DiagnoseText.print(as(view, PriorityDiagView.class), f, ctx.out());
        } else if (mode.f) {
            DiagnoseText.print(as(view, FairshareDiagView.class), f, ctx.out());
        } else if (mode.j || mode.b) {
            DiagnoseText.print(as(view, JobsDiagView.class), f, ctx.out());
        } else if (mode.r || mode.s) {
            DiagnoseText.print(as(view, ReservationsDiagView.class), f, ctx.out());
        } else if (mode.bigP) {
            PredictionDiagText.print(as(view, PredictionDiagView.class), f, ctx.out());
        } else {
            DiagnoseText.print(as(view, CredentialsDiagView.class), f, ctx.out());
        }
    }
}
