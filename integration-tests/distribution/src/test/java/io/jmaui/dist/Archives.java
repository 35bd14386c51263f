package io.jmaui.dist;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ar.ArArchiveInputStream;
import org.apache.commons.compress.archivers.cpio.CpioArchiveEntry;
import org.apache.commons.compress.archivers.cpio.CpioArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.CompressorException;
import org.apache.commons.compress.compressors.CompressorStreamFactory;
import org.eclipse.packager.rpm.RpmTag;
import org.eclipse.packager.rpm.parse.InputHeader;
import org.eclipse.packager.rpm.parse.RpmInputStream;

/** What the built artifacts hold, read as a package manager lists them: path to mode and text. */
final class Archives {

    /** One file of an archive: its Unix mode, and its content when small. */
    record Entry(int mode, boolean directory, boolean link, byte[] content) {
        String text() {
            return new String(content, StandardCharsets.UTF_8);
        }
    }

    private Archives() {
    }

    static Path dist(String name) {
        return Path.of(System.getProperty("jmaui.dist.dir", "target"), name);
    }

    static String version() {
        return System.getProperty("jmaui.dist.version", "0.1.0");
    }

    static Map<String, Entry> tarball(Path file) throws IOException {
        try (InputStream in = decompress(Files.newInputStream(file))) {
            return tar(in);
        }
    }

    /** The .deb's three members: debian-binary, control.tar.* and data.tar.*, each listed. */
    static Map<String, Map<String, Entry>> deb(Path file) throws IOException {
        Map<String, Map<String, Entry>> out = new TreeMap<>();
        try (ArArchiveInputStream ar = new ArArchiveInputStream(Files.newInputStream(file))) {
            for (ArchiveEntry e = ar.getNextEntry(); e != null; e = ar.getNextEntry()) {
                byte[] body = ar.readAllBytes();
                String name = e.getName();
                if (name.startsWith("control.tar") || name.startsWith("data.tar")) {
                    out.put(name.substring(0, name.indexOf(".tar")), tar(decompress(new ByteArrayInputStream(body))));
                } else {
                    out.put(name, Map.of(name, new Entry(0644, false, false, body)));
                }
            }
        }
        return out;
    }

    /** The .rpm's header and its payload's files. */
    record Rpm(InputHeader<RpmTag> header, Map<String, Entry> files) {
        String string(RpmTag tag) {
            Object v = header.getTag(tag);
            return v instanceof String[] a ? String.join(",", a) : String.valueOf(v);
        }
    }

    static Rpm rpm(Path file) throws IOException {
        try (RpmInputStream in = new RpmInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            InputHeader<RpmTag> header = in.getPayloadHeader();
            Map<String, Entry> files = new TreeMap<>();
            CpioArchiveInputStream cpio = in.getCpioStream();
            for (CpioArchiveEntry e = cpio.getNextEntry(); e != null; e = cpio.getNextEntry()) {
                byte[] body = e.getSize() < 1_000_000 ? cpio.readAllBytes() : new byte[0];
                files.put(e.getName().replaceFirst("^\\./", "/"), new Entry((int) (e.getMode() & 07777),
                        e.isDirectory(), e.isSymbolicLink(), body));
            }
            return new Rpm(header, files);
        }
    }

    private static Map<String, Entry> tar(InputStream in) throws IOException {
        Map<String, Entry> out = new TreeMap<>();
        TarArchiveInputStream tar = new TarArchiveInputStream(in);
        for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
            byte[] body = e.getSize() < 1_000_000 ? tar.readAllBytes() : new byte[0];
            out.put(e.getName().replaceFirst("^\\./", "/").replaceFirst("/$", ""),
                    new Entry(e.getMode() & 07777, e.isDirectory(), e.isSymbolicLink(), body));
        }
        return out;
    }

    /** Unpacks the tarball under {@code into}, keeping the modes (the launchers must stay executable). */
    static Path unpack(Path tarball, Path into) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(decompress(Files.newInputStream(tarball)))) {
            for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
                Path p = into.resolve(e.getName()).normalize();
                if (!p.startsWith(into)) {
                    throw new IOException("tar entry outside the target: " + e.getName());
                }
                if (e.isDirectory()) {
                    Files.createDirectories(p);
                    continue;
                }
                Files.createDirectories(p.getParent());
                Files.copy(tar, p);
                Files.setPosixFilePermissions(p, permissions(e.getMode()));
            }
        }
        return into.resolve("jmaui-" + version());
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        Set<PosixFilePermission> s = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] bits = PosixFilePermission.values(); // OWNER_READ .. OTHERS_EXECUTE, high bit first
        for (int i = 0; i < 9; i++) {
            if ((mode & (0400 >> i)) != 0) {
                s.add(bits[i]);
            }
        }
        return s;
    }

    private static InputStream decompress(InputStream raw) throws IOException {
        InputStream in = new BufferedInputStream(raw);
        try {
            return new CompressorStreamFactory().createCompressorInputStream(in);
        } catch (CompressorException e) {
            return in; // not compressed
        }
    }

    /** The class-data sharing archives the launchers keep beside {@code lib}'s jar, by name. */
    static java.util.List<Path> classArchives(Path lib) throws IOException {
        try (java.util.stream.Stream<Path> files = Files.list(lib)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".jsa")).sorted().toList();
        }
    }
}
