package io.jmaui.pbs.message;

import java.util.List;

/** SelectJobs and SelStat (wire doc §3.2): selection criteria with ops EQ, NE, GE, GT, LE, LT. */
public record SelectBody(List<Attribute> criteria) implements RequestBody {
  public SelectBody {
    criteria = List.copyOf(criteria);
  }
}
