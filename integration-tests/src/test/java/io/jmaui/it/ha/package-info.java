/**
 * High availability end to end: jmaui on a TORQUE HA pair of emulated pbs_servers, and two jmaui
 * daemons (child JVMs) sharing one state directory, the active one killed or paused.
 */
package io.jmaui.it.ha;
