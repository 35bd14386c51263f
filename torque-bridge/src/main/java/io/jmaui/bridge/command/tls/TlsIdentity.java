package io.jmaui.bridge.command.tls;

import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.jmaui.bridge.state.StateFiles;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.util.Date;
import javax.net.ssl.SSLException;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.openssl.jcajce.JcaPKCS8Generator;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * The certificate ({@value #CERT_FILE}, world-readable: clients pin it) and private key
 * ({@value #KEY_FILE}, mode 0600) of the daemon's TLS listener.
 */
public record TlsIdentity(Path certificate, Path privateKey) {

    public static final String CERT_FILE = "maui-tls.crt";
    public static final String KEY_FILE = "maui-tls.key";
    private static final long TEN_YEARS_MS = 10L * 365 * 86_400_000L;

    /**
     * The identity in {@code dir}, created there first if it does not exist yet. The key is read
     * as a state file ({@link StateFiles}: never through a link, owned by the daemon's user or
     * root, narrowed to 0600), so nobody can slip the daemon a key of theirs.
     */
    public static TlsIdentity ensure(Path dir, String hostName) throws IOException {
        Path cert = dir.resolve(CERT_FILE);
        Path key = dir.resolve(KEY_FILE);
        if (!Files.exists(cert, LinkOption.NOFOLLOW_LINKS) || !Files.exists(key, LinkOption.NOFOLLOW_LINKS)) {
            create(cert, key, hostName);
        }
        return new TlsIdentity(cert, key);
    }

    /** Makes a fresh P-256 key and a self-signed certificate for {@code hostName}, valid ten years. */
    public static void create(Path cert, Path key, String hostName) throws IOException {
        try {
            KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
            g.initialize(256, new SecureRandom());
            KeyPair kp = g.generateKeyPair();
            X500Name name = new X500Name("CN=" + hostName + ",O=jmaui");
            long now = System.currentTimeMillis();
            JcaX509v3CertificateBuilder b = new JcaX509v3CertificateBuilder(name,
                    new BigInteger(63, new SecureRandom()), new Date(now - 86_400_000L), new Date(now + TEN_YEARS_MS),
                    name, kp.getPublic());
            b.addExtension(Extension.subjectAlternativeName, false,
                    new GeneralNames(new GeneralName(GeneralName.dNSName, hostName)));
            X509Certificate x = new JcaX509CertificateConverter()
                    .getCertificate(b.build(new JcaContentSignerBuilder("SHA256withECDSA").build(kp.getPrivate())));
            StateFiles.writeAtomically(key, pem(new JcaPKCS8Generator(kp.getPrivate(), null).generate())
                    .getBytes(StandardCharsets.US_ASCII));
            StateFiles.writeAtomically(cert, pem(x).getBytes(StandardCharsets.US_ASCII));
            try {
                Files.setPosixFilePermissions(cert, PosixFilePermissions.fromString("rw-r--r--"));
            } catch (UnsupportedOperationException notPosix) {
                // clients read it as the file system allows
            }
        } catch (GeneralSecurityException | org.bouncycastle.operator.OperatorCreationException e) {
            throw new IOException("cannot create the TLS certificate: " + e.getMessage(), e);
        }
    }

    private static String pem(Object o) throws IOException {
        StringWriter s = new StringWriter();
        try (JcaPEMWriter w = new JcaPEMWriter(s)) {
            w.writeObject(o);
        }
        return s.toString();
    }

    public SslContext serverContext() throws IOException {
        // the certificate is public (clients pin it) and keeps its mode; the key is read as a state file
        return SslContextBuilder.forServer(new ByteArrayInputStream(Files.readAllBytes(certificate)),
                new ByteArrayInputStream(StateFiles.read(privateKey))).protocols("TLSv1.3", "TLSv1.2").build();
    }

    /** A client context that trusts exactly the certificate in {@code pinned}. */
    public static SslContext clientContext(Path pinned) throws SSLException {
        return SslContextBuilder.forClient().trustManager(pinned.toFile()).protocols("TLSv1.3", "TLSv1.2").build();
    }
}
