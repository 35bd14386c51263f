package io.jmaui.pbs.bench;

import io.jmaui.pbs.codec.Captures;
import io.jmaui.pbs.codec.Codecs;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import java.util.ArrayList;
import java.util.List;

/**
 * A StatusJob reply of n jobs built from the job records pbs_server sent in captures 02
 * ({@code qstat -f}, queued jobs) and 10 ({@code qstat -f} with running jobs: exec_host,
 * session_id, resources_used), cycled, each job given its own id and Job_Name.
 */
public final class StatusJobReplies {
  private StatusJobReplies() {}

  /** The captured job records. */
  public static List<StatusObject> capturedJobs() {
    List<StatusObject> jobs = new ArrayList<>();
    for (String name : List.of("02_qstat_f__005_client_s2c", "10_qstat_f_after_run__021_client_s2c")) {
      for (BatchReply r : Codecs.decodeReplies(Captures.get(name).bytes())) {
        if (r.body() instanceof StatusReply s) {
          s.objects().stream().filter(o -> o.type() == ObjectType.JOB).forEach(jobs::add);
        }
      }
    }
    return jobs;
  }

  /** The reply's bytes, as pbs_server would send them. */
  public static byte[] encoded(int n) {
    List<StatusObject> templates = capturedJobs();
    List<StatusObject> jobs = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      StatusObject t = templates.get(i % templates.size());
      String id = (1000 + i) + ".vm";
      List<Attribute> attrs = new ArrayList<>(t.attributes().size());
      for (Attribute a : t.attributes()) {
        attrs.add(a.name().equals("Job_Name") ? Attribute.of("Job_Name", "job" + i) : a);
      }
      jobs.add(new StatusObject(ObjectType.JOB, id, attrs));
    }
    return Codecs.encodeReplies(List.of(BatchReply.status(jobs)));
  }
}
