/**
 * Quality of service (Maui admin guide 7.3): which QOS a job runs under ({@code QosAssignment},
 * {@code QosAccess}: the job's request from the resource manager, QLIST with its {@code &} AND
 * form, QDEF by user, group, account, class, SYSTEMCFG) and what its QFLAGS grant
 * ({@code QosFlags}, read per QOS once per iteration by {@code QosTable}). A refused request is
 * a {@code QosGrant} with {@code refused} set, shown by checkjob and in the qstat comment; the
 * job runs under its default QOS. QOS PRIORITY, targets and service weights are read by
 * {@code priority}, limits and override limits by {@code limits}, the flags by the stages that
 * honour them (backfill NOBF, reservations NORESERVATION, RESERVEALWAYS, USERESERVED, node access
 * DEDICATED, limits IGN*, preemption PREEMPTOR, PREEMPTEE).
 */
package io.jmaui.scheduler.qos;
