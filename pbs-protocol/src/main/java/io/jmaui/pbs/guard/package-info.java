/**
 * What keeps a listener (the scheduler port here, the command server in torque-bridge) serving
 * while someone floods it: {@link io.jmaui.pbs.guard.ConnectionLimiter} caps connections in total
 * and per peer, so a flood never takes the descriptors the scheduling loop needs, and
 * {@link io.jmaui.pbs.guard.RefusalLog} logs refusals at a bounded rate, summarised per peer
 * ("1,234 pokes refused from 10.0.0.5 in the last minute"), so a flood cannot roll the log history
 * away.
 */
package io.jmaui.pbs.guard;
