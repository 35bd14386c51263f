/**
 * The daemon's log as Maui keeps it (guide 14.2): LOGFILE, rolled when it reaches LOGFILEMAXSIZE
 * bytes into LOGFILE.1 ... LOGFILE.&lt;LOGFILEROLLDEPTH&gt;, at the verbosity LOGLEVEL asks for.
 * Lines carry key=value fields ({@code event=start job=12.srv hosts=...}).
 */
package io.jmaui.bridge.log;
