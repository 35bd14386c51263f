/**
 * TORQUE's status objects mapped into the scheduler's model (wire doc section 6; guide 13.x and
 * pbsintegration): node specs ({@code nodes=2:ppn=4:fast}, {@code n1+n2:ppn=2},
 * {@code 3:ppn=2+1:ppn=8:bigmem}, {@code procs=}, {@code ncpus=}), memory sizes with units,
 * walltimes, {@code exec_host} with slot ranges, job and node states, queue priorities and limits.
 *
 * <p>Mapping never throws on a value it does not understand: it records a problem (object,
 * attribute, value, what was expected) so the daemon can log it once and keep going.
 */
package io.jmaui.bridge.torque;
