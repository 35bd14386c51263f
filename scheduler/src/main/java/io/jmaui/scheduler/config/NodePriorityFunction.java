package io.jmaui.scheduler.config;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;

/**
 * A node allocation priority function, {@code NODECFG[DEFAULT] PRIORITYF='SPEED+ .01 * AMEM - 10 *
 * JOBCOUNT'} (guide 5.2.2.4): numbers and components joined by {@code + - * /} with the usual
 * precedence, unary minus and parentheses. Components are the guide's table (ADISK, AMEM, APROCS,
 * ASWAP, CDISK, CMEM, CPROCS, CSWAP, JOBCOUNT, LOAD, PREF, PRIORITY, RESAFFINITY, SPEED, USAGE)
 * and the node's GPUs, CGPUS configured and AGPUS available, named as Maui names its other
 * consumables; case does not matter. Parsed once when maui.cfg is read; evaluated per node with
 * the component values the caller supplies.
 */
public final class NodePriorityFunction {

    /** Every component a function may name. */
    public static final Set<String> COMPONENTS = Set.of("ADISK", "AMEM", "APROCS", "ASWAP", "CDISK", "CMEM", "CPROCS",
            "CSWAP", "JOBCOUNT", "LOAD", "PREF", "PRIORITY", "RESAFFINITY", "SPEED", "USAGE", "CGPUS", "AGPUS");

    private static final String DESCRIBE = "a priority function of numbers and components ("
            + String.join(", ", new TreeSet<>(COMPONENTS)) + ") joined by + - * / and parentheses";

    /** One node of the expression tree. */
    private interface Expr {
        double eval(ToDoubleFunction<String> component);
    }

    private record Num(double value) implements Expr {
        public double eval(ToDoubleFunction<String> c) {
            return value;
        }
    }

    private record Comp(String name) implements Expr {
        public double eval(ToDoubleFunction<String> c) {
            return c.applyAsDouble(name);
        }
    }

    private record Neg(Expr e) implements Expr {
        public double eval(ToDoubleFunction<String> c) {
            return -e.eval(c);
        }
    }

    /** A binary operation; dividing by zero gives 0 rather than infinity, so one node cannot outrank all. */
    private record Bin(char op, Expr l, Expr r) implements Expr {
        public double eval(ToDoubleFunction<String> c) {
            double a = l.eval(c);
            double b = r.eval(c);
            return switch (op) {
                case '+' -> a + b;
                case '-' -> a - b;
                case '*' -> a * b;
                default -> b == 0 ? 0 : a / b;
            };
        }
    }

    private final String text;
    private final Expr root;
    private final Set<String> used;

    private NodePriorityFunction(String text, Expr root, Set<String> used) {
        this.text = text;
        this.root = root;
        this.used = Set.copyOf(used);
    }

    /** The components the function reads. */
    public Set<String> components() {
        return used;
    }

    /** The function's value with each component's value from {@code component}. */
    public double evaluate(ToDoubleFunction<String> component) {
        return root.eval(component);
    }

    @Override
    public String toString() {
        return text;
    }

    static ValueType<NodePriorityFunction> type() {
        return ValueType.of(DESCRIBE, NodePriorityFunction::parse, NodePriorityFunction::toString);
    }

    static NodePriorityFunction parse(String text) throws BadValue {
        Parser p = new Parser(text.strip());
        Expr e = p.sum();
        if (p.at < p.s.length()) {
            throw new BadValue(p.s.substring(p.at), DESCRIBE);
        }
        return new NodePriorityFunction(text.strip(), e, p.used);
    }

    /** Recursive descent over sum := product (('+'|'-') product)*, product := unary (('*'|'/') unary)*. */
    private static final class Parser {
        final String s;
        int at;
        final Set<String> used = new TreeSet<>();

        Parser(String s) {
            this.s = s;
        }

        Expr sum() throws BadValue {
            Expr e = product();
            for (char c = peek(); c == '+' || c == '-'; c = peek()) {
                at++;
                e = new Bin(c, e, product());
            }
            return e;
        }

        Expr product() throws BadValue {
            Expr e = unary();
            for (char c = peek(); c == '*' || c == '/'; c = peek()) {
                at++;
                e = new Bin(c, e, unary());
            }
            return e;
        }

        Expr unary() throws BadValue {
            char c = peek();
            if (c == '-' || c == '+') {
                at++;
                Expr e = unary();
                return c == '-' ? new Neg(e) : e;
            }
            if (c == '(') {
                at++;
                Expr e = sum();
                if (peek() != ')') {
                    throw new BadValue(rest(), DESCRIBE);
                }
                at++;
                return e;
            }
            int from = at;
            if (Character.isDigit(c) || c == '.') {
                while (at < s.length() && (Character.isDigit(s.charAt(at)) || s.charAt(at) == '.')) {
                    at++;
                }
                return new Num(ValueTypes.parseDouble(s.substring(from, at), DESCRIBE));
            }
            while (at < s.length() && Character.isLetter(s.charAt(at))) {
                at++;
            }
            String name = s.substring(from, at).toUpperCase(Locale.ROOT);
            if (!COMPONENTS.contains(name)) {
                throw new BadValue(from == at ? rest() : s.substring(from, at), DESCRIBE);
            }
            used.add(name);
            return new Comp(name);
        }

        private char peek() {
            while (at < s.length() && Character.isWhitespace(s.charAt(at))) {
                at++;
            }
            return at < s.length() ? s.charAt(at) : '\0';
        }

        private String rest() {
            return at < s.length() ? s.substring(at) : "(end)";
        }
    }
}
