/*
 * The harness's view of TORQUE's struct batch_reply (libpbs.h): a zeroed reply for
 * decode_DIS_replyCmd to fill, how many status objects it holds, and freeing it the way
 * pbs_statfree frees what a client received (every attribute's name, resource and value, each
 * attrl, each status object). jmaui's code, compiled against a TORQUE source tree's headers.
 */
#include <pbs_config.h>
#include <stdlib.h>
#include "libpbs.h"

void *torque_reply_new() {
  return calloc(1, sizeof(struct batch_reply));
}

long torque_status_count(void *r) {
  struct batch_reply *reply = (struct batch_reply *) r;
  long n = 0;
  if (reply->brp_choice == BATCH_REPLY_CHOICE_Status) {
    for (struct brp_cmdstat *s = reply->brp_un.brp_statc; s != NULL; s = s->brp_stlink) {
      n++;
    }
  }
  return n;
}

void torque_status_free(void *r) {
  struct batch_reply *reply = (struct batch_reply *) r;
  if (reply->brp_choice == BATCH_REPLY_CHOICE_Status) {
    struct brp_cmdstat *s = reply->brp_un.brp_statc;
    while (s != NULL) {
      struct attrl *a = s->brp_attrl;
      while (a != NULL) {
        struct attrl *next = a->next;
        free(a->name);
        free(a->resource);
        free(a->value);
        free(a);
        a = next;
      }
      struct brp_cmdstat *next = s->brp_stlink;
      free(s);
      s = next;
    }
  }
  free(reply);
}
