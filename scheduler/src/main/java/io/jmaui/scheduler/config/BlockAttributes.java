package io.jmaui.scheduler.config;

import java.util.Collection;
import java.util.Optional;
import java.util.Set;

/** Dispatches attribute lookup and parsing to the schema of each {@link Block}. */
final class BlockAttributes {

    private BlockAttributes() {
    }

    static Optional<String> canonical(Block block, String attribute) {
        return switch (block) {
            case USERCFG, GROUPCFG, ACCOUNTCFG, CLASSCFG, QOSCFG, SYSTEMCFG -> CredentialAttributes.canonical(attribute);
            case SRCFG -> ReservationAttributes.canonical(attribute);
            case NODECFG -> NodeConfig.SCHEMA.canonical(attribute);
            case RMCFG -> RmConfig.SCHEMA.canonical(attribute);
            case CLIENTCFG -> ClientConfig.SCHEMA.canonical(attribute);
            case AMCFG -> AmConfig.SCHEMA.canonical(attribute);
            case SCHEDCFG -> SchedConfig.SCHEMA.canonical(attribute);
        };
    }

    static Object parse(Block block, String canonical, String text) throws BadValue {
        return switch (block) {
            case USERCFG, GROUPCFG, ACCOUNTCFG, CLASSCFG, QOSCFG, SYSTEMCFG -> CredentialAttributes.parse(canonical, text);
            case SRCFG -> ReservationAttributes.parse(canonical, text);
            case NODECFG -> NodeConfig.SCHEMA.parse(canonical, text);
            case RMCFG -> RmConfig.SCHEMA.parse(canonical, text);
            case CLIENTCFG -> ClientConfig.SCHEMA.parse(canonical, text);
            case AMCFG -> AmConfig.SCHEMA.parse(canonical, text);
            case SCHEDCFG -> SchedConfig.SCHEMA.parse(canonical, text);
        };
    }

    static Collection<String> names(Block block) {
        return switch (block) {
            case USERCFG, GROUPCFG, ACCOUNTCFG, CLASSCFG, QOSCFG, SYSTEMCFG -> CredentialAttributes.names();
            case SRCFG -> ReservationAttributes.TYPES.keySet();
            case NODECFG -> NodeConfig.SCHEMA.types().keySet();
            case RMCFG -> RmConfig.SCHEMA.types().keySet();
            case CLIENTCFG -> ClientConfig.SCHEMA.types().keySet();
            case AMCFG -> AmConfig.SCHEMA.types().keySet();
            case SCHEDCFG -> SchedConfig.SCHEMA.types().keySet();
        };
    }

    /** True when jmaui reads the attribute but does not act on it. */
    static boolean unimplemented(Block block, String canonical) {
        return switch (block) {
            case SRCFG -> ReservationAttributes.UNIMPLEMENTED.contains(canonical);
            case NODECFG -> NodeConfig.SCHEMA.unimplemented().contains(canonical);
            case RMCFG -> RmConfig.SCHEMA.unimplemented().contains(canonical);
            case CLIENTCFG -> ClientConfig.SCHEMA.unimplemented().contains(canonical);
            default -> canonical.equals("PLIST") || canonical.equals("PDEF");
        };
    }

    /** Why an attribute cannot act under jmaui and TORQUE, if it cannot. */
    static Optional<String> whyInapplicable(Block block, String canonical) {
        return Optional.ofNullable(switch (block) {
            case SRCFG -> ReservationAttributes.INAPPLICABLE.get(canonical);
            case NODECFG -> NodeConfig.SCHEMA.inapplicable().get(canonical);
            case RMCFG -> RmConfig.SCHEMA.inapplicable().get(canonical);
            case CLIENTCFG -> ClientConfig.SCHEMA.inapplicable().get(canonical);
            case AMCFG -> AmConfig.SCHEMA.inapplicable().get(canonical);
            case SCHEDCFG -> SchedConfig.SCHEMA.inapplicable().get(canonical);
            default -> null;
        });
    }

    /** The guide section that explains an attribute jmaui does not implement. */
    static String section(Block block, String canonical) {
        if (CredentialAttributes.CLASS_ONLY.contains(canonical)) {
            return "11.6";
        }
        return canonical.equals("PLIST") || canonical.equals("PDEF") ? "7.2" : block.section();
    }
}
