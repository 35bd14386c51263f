package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Reason;

import java.util.Locale;

/**
 * A MAXGRES limit stopped the job: its credential's active jobs hold {@code usage} of
 * {@code resource} (GPUS, or a generic resource's name), the job would add {@code requested},
 * and the limit is {@code limit}. {@code MAXGRES[GPUS] hard user=steve 4/4 +2}.
 *
 * @param credential     null for the SYSTEMCFG limit
 * @param credentialName null for SYSTEMCFG
 */
public record GresLimitReason(String resource, LimitPass pass, CredentialKind credential, String credentialName,
                              long usage, long requested, long limit) implements Reason {

    @Override
    public String policy() {
        return "MAXGRES[" + resource + "]";
    }

    /** True for the hard limit, false for the soft one. */
    public boolean hard() {
        return pass == LimitPass.HARD;
    }

    @Override
    public String summary() {
        String who = credential == null ? "system" : credential.name().toLowerCase(Locale.ROOT) + "=" + credentialName;
        return policy() + " " + pass.word() + " " + who + " " + usage + "/" + limit + " +" + requested;
    }
}
