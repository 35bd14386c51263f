/**
 * Node attributes maui.cfg gives a node beyond what the resource manager reports (guide 12.2
 * "node attributes", 12.4 "consumable generic resources"): {@code NODECFG[name] GRES=tape:4}
 * adds generic resources to the node's capacity. {@link io.jmaui.scheduler.nodes.NodeAttributes}
 * lays them onto the snapshot's nodes before an iteration, so every stage and every view sees the
 * same node.
 */
package io.jmaui.scheduler.nodes;
