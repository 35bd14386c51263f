package io.jmaui.scheduler.config;

import java.util.Map;
import java.util.Optional;

/**
 * Maui 3.0 indexed parameters the guide's appendix still lists, each read as one attribute of a
 * block: {@code SRPERIOD[1] WEEK} is {@code SRCFG[1] PERIOD=WEEK}, {@code QOSPRIORITY[2] 1000} is
 * {@code QOSCFG[2] PRIORITY=1000}, {@code RMHOST[0] cws} is {@code RMCFG[0] HOST=cws}. Without an
 * index a QOS parameter means QOSCFG[DEFAULT], an SR or RM parameter index 0.
 */
final class LegacyParameters {

    /** Where an old parameter goes. */
    record Target(Block block, String attribute) {
    }

    private static final Map<String, Target> TABLE = Map.ofEntries(
            sr("SRACCESS", "ACCESS"), sr("SRACCOUNTLIST", "ACCOUNTLIST"), sr("SRCHARGEACCOUNT", "CHARGEACCOUNT"),
            sr("SRCLASSLIST", "CLASSLIST"), sr("SRDAYS", "DAYS"), sr("SRDEPTH", "DEPTH"), sr("SRENDTIME", "ENDTIME"),
            sr("SRFEATURES", "NODEFEATURES"), sr("SRFLAGS", "FLAGS"), sr("SRGROUPLIST", "GROUPLIST"),
            sr("SRHOSTLIST", "HOSTLIST"), sr("SRMAXTIME", "TIMELIMIT"), sr("SRNAME", "NAME"),
            sr("SRPARTITION", "PARTITION"), sr("SRPERIOD", "PERIOD"), sr("SRQOSLIST", "QOSLIST"),
            sr("SRRESOURCES", "RESOURCES"), sr("SRSTARTTIME", "STARTTIME"), sr("SRTASKCOUNT", "TASKCOUNT"),
            sr("SRTIMELOGIC", "TIMELOGIC"), sr("SRTPN", "TPN"), sr("SRUSERLIST", "USERLIST"),
            sr("SRWENDTIME", "ENDTIME"), sr("SRWSTARTTIME", "STARTTIME"),
            qos("QOSPRIORITY", "PRIORITY"), qos("QOSFLAGS", "FLAGS"), qos("QOSQTTARGET", "QTTARGET"),
            qos("QOSQTWEIGHT", "QTWEIGHT"), qos("QOSXFTARGET", "XFTARGET"), qos("QOSXFWEIGHT", "XFWEIGHT"),
            rm("RMTYPE", "TYPE"), rm("RMHOST", "HOST"), rm("RMSERVER", "HOST"), rm("RMPORT", "PORT"),
            rm("RMTIMEOUT", "TIMEOUT"), rm("RMAUTHTYPE", "AUTHTYPE"), rm("RMNMPORT", "NMPORT"));

    private LegacyParameters() {
    }

    static Optional<Target> byName(String upperName) {
        return Optional.ofNullable(TABLE.get(upperName));
    }

    static Iterable<String> names() {
        return TABLE.keySet();
    }

    /** The block entry an unindexed old parameter applies to. */
    static String defaultIndex(Block block) {
        return block == Block.QOSCFG ? MauiConfig.DEFAULT : "0";
    }

    private static Map.Entry<String, Target> sr(String name, String attribute) {
        return Map.entry(name, new Target(Block.SRCFG, attribute));
    }

    private static Map.Entry<String, Target> qos(String name, String attribute) {
        return Map.entry(name, new Target(Block.QOSCFG, attribute));
    }

    private static Map.Entry<String, Target> rm(String name, String attribute) {
        return Map.entry(name, new Target(Block.RMCFG, attribute));
    }
}
