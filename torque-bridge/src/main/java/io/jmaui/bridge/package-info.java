/**
 * The edge between pbs_server and the policy core: the maui daemon, the Maui commands, and the
 * tools that read files (maui-replay, maui-simulate). Contains no policy decisions.
 */
package io.jmaui.bridge;
