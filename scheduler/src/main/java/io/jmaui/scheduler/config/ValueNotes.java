package io.jmaui.scheduler.config;

/**
 * Warnings on a value that parses but cannot do under TORQUE what the guide says it does, or does
 * nothing in the company it keeps, run once the whole file is read: NODESETATTRIBUTE NETWORK
 * (TORQUE reports no network interfaces), TASKDISTRIBUTIONPOLICY LOCAL (site-written C code in
 * Maui), NODESETTOLERANCE on sets other than PROCSPEED.
 */
final class ValueNotes {

    private final ConfigBuilder b;

    ValueNotes(ConfigBuilder b) {
        this.b = b;
    }

    void run() {
        Object attribute = b.value(Parameters.NODESETATTRIBUTE);
        if ("NETWORK".equals(attribute)) {
            b.warn(b.lineOf(Parameters.NODESETATTRIBUTE), "NODESETATTRIBUTE", ConfigBuilder.NO_EFFECT
                    + "TORQUE reports no network interfaces, so no node is in a NETWORK set; give the nodes properties"
                    + " naming their network and use NODESETATTRIBUTE FEATURE");
        }
        Object tolerance = b.value(Parameters.NODESETTOLERANCE);
        if (tolerance instanceof Double t && t > 0 && attribute != null && !"PROCSPEED".equals(attribute)) {
            b.warn(b.lineOf(Parameters.NODESETTOLERANCE), "NODESETTOLERANCE",
                    "applies to PROCSPEED node sets only; NODESETATTRIBUTE is " + attribute);
        }
        if ("LOCAL".equals(b.value(Parameters.TASKDISTRIBUTIONPOLICY))) {
            b.warn(b.lineOf(Parameters.TASKDISTRIBUTIONPOLICY), "TASKDISTRIBUTIONPOLICY", ConfigBuilder.NO_EFFECT
                    + "LOCAL runs site-written C code in Maui (MLocalJobDistributeTasks); jmaui distributes tasks as DEFAULT");
        }
    }
}
