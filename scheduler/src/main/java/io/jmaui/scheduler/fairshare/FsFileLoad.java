package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.model.FairshareWindow;
import java.util.List;

/**
 * What {@link FsFile#parseAll} made of a statistics directory: the windows of the files that
 * parsed (newest first) and the problems of those that did not, which were skipped.
 */
public record FsFileLoad(List<FairshareWindow> windows, List<FsFileProblem> problems) {

    public FsFileLoad {
        windows = List.copyOf(windows);
        problems = List.copyOf(problems);
    }
}
