package io.jmaui.scheduler.fairshare;

import java.util.List;
import java.util.stream.Collectors;

/** A fairshare data file that cannot be read; carries every problem found in it, each with file:line. */
public final class FsFileException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient List<FsFileProblem> problems;

    public FsFileException(List<FsFileProblem> problems) {
        super(problems.stream().map(FsFileProblem::summary).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<FsFileProblem> problems() {
        return problems;
    }
}
