/**
 * Partitions (guide 7.2): each node belongs to one partition (NODECFG PARTITION, else a
 * FEATUREPARTITIONHEADER feature, else DEFAULT), each job may use the partitions its credentials'
 * PLIST and PDEF allow (SYSTEMCFG's list first, then the credentials' lists or-ed, and-ed with
 * {@code &}, replacing with {@code ^}), narrowed by its own {@code x=PARTITION} request, and runs
 * inside one of them.
 *
 * <pre>
 *   PartitionAccess.of(cfg, nodes)      which partitions exist, in node order
 *     .forJob(job) -> JobPartitions     the job's allowed partitions, its default first
 *       .scope(nodeSets) -> ResourceSets   one partition at a time, node sets inside it
 * </pre>
 *
 * A job whose request leaves it no partition is set aside with {@link
 * io.jmaui.scheduler.partition.PartitionDenied}. The whole package is pure.
 */
package io.jmaui.scheduler.partition;
