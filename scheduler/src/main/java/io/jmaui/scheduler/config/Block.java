package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.List;
import java.util.Optional;

/**
 * The block parameters: {@code NAME[index] ATTR=VALUE ...} lines whose attributes merge across
 * lines, later lines winning per attribute (appendix F). ACCTCFG (guide 7.1.5 example 5) and
 * SYSCFG (appendix F; 6.2 writes SYSTEMCFG) are accepted spellings. SCHEDCFG is Maui 3.2's
 * scheduler block (its source, not the guide), read into SERVERHOST and the like ({@link SchedConfig}).
 */
enum Block {
    USERCFG(CredentialKind.USER, "5.1.2.1, 6.2", true),
    GROUPCFG(CredentialKind.GROUP, "5.1.2.1, 6.2", true),
    ACCOUNTCFG(CredentialKind.ACCOUNT, "5.1.2.1, 6.2", true, "ACCTCFG"),
    CLASSCFG(CredentialKind.CLASS, "5.1.2.1, 6.2", true),
    QOSCFG(CredentialKind.QOS, "7.3, 6.2.2", true),
    SYSTEMCFG(null, "6.2", false, "SYSCFG"),
    SRCFG(null, "7.1.5", true),
    NODECFG(null, "5.2, 12.2", true),
    RMCFG(null, "13.2", false),
    CLIENTCFG(null, "3.4, appendix F", false),
    AMCFG(null, "6.4", false),
    SCHEDCFG(null, "3.4, appendix F", false);

    private final CredentialKind credential;
    private final String section;
    private final boolean needsIndex;
    private final List<String> aliases;

    Block(CredentialKind credential, String section, boolean needsIndex, String... aliases) {
        this.credential = credential;
        this.section = section;
        this.needsIndex = needsIndex;
        this.aliases = List.of(aliases);
    }

    static Optional<Block> byName(String upperName) {
        for (Block b : values()) {
            if (b.name().equals(upperName) || b.aliases.contains(upperName)) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

    /** USER for USERCFG and so on; null for the other blocks. */
    CredentialKind credential() {
        return credential;
    }

    String section() {
        return section;
    }

    /** True when a line must name its entry ({@code USERCFG[john]}); RMCFG, CLIENTCFG without one mean DEFAULT. */
    boolean needsIndex() {
        return needsIndex;
    }

    List<String> aliases() {
        return aliases;
    }
}
