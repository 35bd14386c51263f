package io.jmaui.bridge.command.auth;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.RequestMac;
import io.jmaui.scheduler.config.ClientConfig;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Decides who a request over TLS comes from. In order: the fields are there; the MAC verifies
 * with the named user's own key (proven) or else with DEFAULT's (a claim); the timestamp lies
 * within {@code windowSeconds} of the daemon's clock; the nonce is new. Keys are looked up in the
 * config in force at each request, so a reconfigure that adds or removes a key applies at once.
 */
public final class RequestAuthenticator {

    private static final Pattern NONCE = Pattern.compile("[0-9a-f]{32}");
    private static final Pattern USER = Pattern.compile("[A-Za-z0-9._][A-Za-z0-9._@-]{0,63}");

    private final Supplier<ClientConfig> clients;
    private final long windowSeconds;
    private final LongSupplier clock;
    private final ReplayCache replays;

    /**
     * @param windowSeconds how far a request's time may be from the daemon's clock, either side
     * @param clock         epoch seconds
     */
    public RequestAuthenticator(Supplier<ClientConfig> clients, long windowSeconds, LongSupplier clock,
                                int replayCapacity) {
        this.clients = clients;
        this.windowSeconds = windowSeconds;
        this.clock = clock;
        this.replays = new ReplayCache(replayCapacity);
    }

    public long windowSeconds() {
        return windowSeconds;
    }

    /** Whether any CLIENTCFG key is configured (without one, remote commands are off). */
    public boolean enabled() {
        return clients.get().anyKey();
    }

    /** Who {@code req} proves it comes from. */
    public RemoteIdentity authenticate(CommandRequest req) throws AuthRefusedException {
        if (req.user() == null || req.mac() == null || req.nonce() == null) {
            throw new AuthRefusedException("request carries no user, nonce and key MAC (CLIENTCFG CSKEY)");
        }
        if (!USER.matcher(req.user()).matches()) {
            throw new AuthRefusedException("user name is not a valid login name");
        }
        if (!NONCE.matcher(req.nonce()).matches()) {
            throw new AuthRefusedException("nonce is not 32 hex digits");
        }
        ClientConfig c = clients.get();
        Optional<String> own = c.ownKey(req.user());
        Optional<String> fallback = c.defaultKey();
        if (own.isEmpty() && fallback.isEmpty()) {
            throw new AuthRefusedException("no CLIENTCFG CSKEY for " + req.user() + " or DEFAULT in maui-private.cfg");
        }
        Proof proof;
        if (own.isPresent() && RequestMac.verify(own.get(), req.signedText(), req.mac())) {
            proof = Proof.OWN_KEY;
        } else if (fallback.isPresent() && RequestMac.verify(fallback.get(), req.signedText(), req.mac())) {
            proof = Proof.DEFAULT_KEY;
        } else {
            throw new AuthRefusedException("wrong key");
        }
        long now = clock.getAsLong();
        if (Math.abs(now - req.time()) > windowSeconds) {
            throw new AuthRefusedException("request time is more than " + windowSeconds
                    + " s from the daemon's clock (check both clocks; each request is signed when it is sent)");
        }
        switch (replays.admit(req.nonce(), now, req.time() + windowSeconds)) {
            case REPLAYED -> throw new AuthRefusedException("replayed request (its nonce was used before)");
            case FULL -> throw new AuthRefusedException("too many signed requests in the last " + windowSeconds
                    + " s; try again shortly");
            case FRESH -> {
                // a request not seen before
            }
        }
        return new RemoteIdentity(req.user(), proof);
    }
}
