package io.jmaui.it.emulator;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The names in pbs_server 6.1's job attribute table (server/job_attr_def.c, with the site
 * attribute {@code x} that src/include/site_job_attr_def.ht adds to every build: what
 * {@code qsub -W x=...} sends). An attribute a job was submitted with under any other name is
 * kept as an "unknown" one: a StatusJob shows it under its own name when it asks for all
 * attributes or for {@code _other_}, the table's entry for the unknown ones, and refuses one that
 * names it (PBSE_NOATTR: the server looks each asked-for name up in the table, ignoring case).
 */
final class JobAttributes {

    static final String OTHER = "_other_";

    private static final Set<String> KNOWN = lowerCase(Set.of("Job_Name", "Job_Owner", "resources_used",
            "job_state", "queue", "server", "Account_Name", "Checkpoint", "ctime", "depend", "Error_Path",
            "exec_host", "exec_port", "exec_gpus", "Execution_Time", "group_list", "Hold_Types", "interactive",
            "Join_Path", "Keep_Files", "Mail_Points", "Mail_Users", "mtime", "Output_Path", "Priority", "qtime",
            "Rerunable", "Resource_List", "session_id", "Shell_Path_List", "stagein", "stageout", "substate",
            "User_List", "Variable_List", "euser", "egroup", "hashname", "hop_count", "queue_rank", "queue_type",
            "sched_hint", "security", "comment", "cookie", "alt_id", "etime", "exit_status", "forward_x11",
            "submit_args", "job_array_id", "job_array_request", "umask", "start_time", "start_count",
            "checkpoint_dir", "checkpoint_name", "checkpoint_time", "checkpoint_restart_status", "restart_name",
            "fault_tolerant", "comp_time", "jobtype", "inter_cmd", "job_radix", "total_runtime", "sister_list",
            "proxy_user", "node_exclusive", "submit_host", "init_work_dir", "pagg_id", "gpu_flags", "job_id",
            "job_arguments", "reservation_id", "login_node_id", "login_property", "external_nodes",
            "multi_req_alps", "exec_mics", "copy_on_rerun", "cpuset_string", "memset_string", "user_kill_delay",
            "idle_slot_limit", "L_Request", "gpus_reserved", "mics_reserved", "x", OTHER));

    private JobAttributes() {
    }

    /** Whether the server's table has the name (the unknown attributes' {@code _other_} included). */
    static boolean known(String name) {
        return KNOWN.contains(name.toLowerCase(Locale.ROOT));
    }

    private static Set<String> lowerCase(Set<String> names) {
        Set<String> out = new TreeSet<>();
        names.forEach(n -> out.add(n.toLowerCase(Locale.ROOT)));
        return Set.copyOf(out);
    }
}
