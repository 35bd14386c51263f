/**
 * End-to-end tests of pbs-protocol's connection side: {@code PbsClient} against a loopback server
 * built from {@code PbsServerInitializer}, answering with the contents of the TORQUE 6.1.3
 * captures (wire doc §9, captures README).
 */
package io.jmaui.it.pbs;
