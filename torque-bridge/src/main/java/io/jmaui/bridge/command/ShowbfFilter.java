package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Node;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What showbf's flags ask (the guide's showbf page): the credentials of the job asking ({@code -u}
 * USER, {@code -g} GROUP, {@code -a} ACCOUNT, {@code -c} CLASS, {@code -q} QOS, {@code -A} all),
 * which decide the reservations whose room counts as free, and the nodes looked at:
 * {@code -f a:b} nodes with every feature, {@code -m [==|>|>=|<|<=]MB} nodes whose configured real
 * memory compares so (no comparison: at least), as in {@code showbf -m '==256'}.
 */
final class ShowbfFilter {

    private static final Pattern MEMORY = Pattern.compile("\\s*(==|>=|<=|>|<|=)?\\s*(\\d{1,12})\\s*");

    private ShowbfFilter() {
    }

    /**
     * The credentials of the job showbf answers for (the guide's showbf page: "the user and group
     * running but with global access for other credentials"): {@code -u} USER, else the caller;
     * {@code -g} GROUP, else that user's primary group ({@code groups}; none when unknown); the
     * account, class and QOS given, else {@link Credentials#ANY}, as if entitled to every
     * reservation of such an ACL. {@code -A} ("all users, groups, and accounts") makes the user,
     * group and account not given ANY too.
     */
    static Credentials credentials(CommandRequest r, String caller, GroupDirectory groups) {
        boolean all = r.has("A");
        String user = r.option("u") != null ? r.option("u") : all ? Credentials.ANY : caller;
        String group = r.option("g") != null ? r.option("g")
                : all || Credentials.isAny(user) ? Credentials.ANY : groups.primaryGroupOf(user);
        return new Credentials(user, group, or(r.option("a")), or(r.option("c")), or(r.option("q")));
    }

    private static String or(String given) {
        return given != null ? given : Credentials.ANY;
    }

    /** The node filter of -f and -m, null when neither is given. */
    static Predicate<Node> nodes(CommandRequest r) {
        Predicate<Node> p = null;
        if (r.has("f")) {
            List<String> features = Arrays.stream(r.option("f").split("[:,]")).filter(x -> !x.isBlank()).toList();
            p = n -> n.features().containsAll(features);
        }
        if (r.has("m")) {
            Predicate<Node> m = memory(r.option("m"));
            p = p == null ? m : p.and(m);
        }
        return p;
    }

    static Predicate<Node> memory(String text) {
        Matcher m = MEMORY.matcher(text);
        if (!m.matches()) {
            throw new UsageException("showbf -m: \"" + text + "\" is not [==|>|>=|<|<=]MEMORY (MB), e.g. '>=512'");
        }
        long mb = Long.parseLong(m.group(2));
        String op = m.group(1) == null ? ">=" : m.group(1);
        return switch (op) {
            case "==", "=" -> n -> n.configured().memMb() == mb;
            case ">" -> n -> n.configured().memMb() > mb;
            case "<" -> n -> n.configured().memMb() < mb;
            case "<=" -> n -> n.configured().memMb() <= mb;
            default -> n -> n.configured().memMb() >= mb;
        };
    }
}
