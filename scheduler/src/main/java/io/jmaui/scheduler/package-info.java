/**
 * The Maui policy core: one iteration is a pure function of (config, snapshot, now) returning
 * decisions. No sockets, threads, files or clocks here; everything that touches the world lives
 * in torque-bridge. One sub-package per Maui concept, named as the Maui admin guide names it.
 */
package io.jmaui.scheduler;
