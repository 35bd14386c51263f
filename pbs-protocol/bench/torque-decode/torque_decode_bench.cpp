/*
 * Times TORQUE's own client-side reply decoder (decode_DIS_replyCmd, linked from a TORQUE source
 * tree by build.sh) on a reply file, in thread CPU time, so that it can be set beside jmaui's
 * StatusJobDecodeCpu on the same bytes. This file is jmaui's; nothing of TORQUE is copied here.
 *
 *   torque-decode-bench REPLY_FILE [CHUNK_BYTES] [RUNS]
 *
 * The DIS channel reads through socket_read(), which this file provides: each call hands the
 * library at most CHUNK_BYTES (default 65536, as a socket would deliver them; 0 = all at once)
 * of the file from memory, so no I/O is timed. Each run decodes the whole reply and frees it
 * as pbs_statfree would; the figures are the median over RUNS (default 25) after 5 warm-up runs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <algorithm>
#include <vector>

struct tcp_chan;
struct attropl;

/* The parts of TORQUE's headers the harness needs, declared as the library defines them. */
extern struct tcp_chan *DIS_tcp_setup(int fd);
extern void DIS_tcp_cleanup(struct tcp_chan *chan);
extern int decode_DIS_replyCmd(struct tcp_chan *chan, struct batch_reply *reply);

/* The reply in memory and how far the "socket" has been read. */
static const char *g_data;
static long long g_size;
static long long g_pos;
static long long g_chunk;

/* Replaces Libnet's socket_read: the next chunk of the file, in a fresh calloc'd buffer as the original returns. */
int socket_read(int sock, char **the_str, long long *str_len, unsigned int timeout) {
  (void) sock;
  (void) timeout;
  long long n = g_size - g_pos;
  if (n <= 0) {
    *the_str = NULL;
    *str_len = 0;
    return 15033; /* PBSE_SOCKET_READ */
  }
  if (g_chunk > 0 && n > g_chunk) {
    n = g_chunk;
  }
  *the_str = (char *) calloc(1, n + 1);
  memcpy(*the_str, g_data + g_pos, n);
  g_pos += n;
  *str_len = n;
  return 0;
}

/* Not reached while decoding; the linker needs them. */
long write_ac_socket(int fd, const void *buf, long count) { (void) fd; (void) buf; return count; }
void log_err(int errnum, const char *routine, const char *text) { fprintf(stderr, "%s: %d %s\n", routine, errnum, text); }
void PBS_free_aopl(struct attropl *a) { (void) a; }

static double thread_ms() {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

/* From reply_access.cpp, which is compiled against TORQUE's headers for struct batch_reply. */
extern void *torque_reply_new();
extern long torque_status_count(void *reply);
extern void torque_status_free(void *reply);

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s REPLY_FILE [CHUNK_BYTES] [RUNS]\n", argv[0]);
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (f == NULL) {
    perror(argv[1]);
    return 2;
  }
  fseek(f, 0, SEEK_END);
  g_size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *data = (char *) malloc(g_size);
  if (fread(data, 1, g_size, f) != (size_t) g_size) {
    perror(argv[1]);
    return 2;
  }
  fclose(f);
  g_data = data;
  g_chunk = argc > 2 ? atoll(argv[2]) : 65536;
  int runs = argc > 3 ? atoi(argv[3]) : 25;
  std::vector<double> decode, total;
  long objects = 0;
  for (int i = -5; i < runs; i++) {
    g_pos = 0;
    void *reply = torque_reply_new();
    double t0 = thread_ms();
    struct tcp_chan *chan = DIS_tcp_setup(3);
    int rc = decode_DIS_replyCmd(chan, (struct batch_reply *) reply);
    DIS_tcp_cleanup(chan);
    double t1 = thread_ms();
    if (rc != 0) {
      fprintf(stderr, "decode_DIS_replyCmd failed: rc %d at byte %lld\n", rc, g_pos);
      return 1;
    }
    objects = torque_status_count(reply);
    torque_status_free(reply);
    double t2 = thread_ms();
    if (i >= 0) {
      decode.push_back(t1 - t0);
      total.push_back(t2 - t0);
    }
  }
  double ms = median(decode);
  printf("torque decode_DIS_replyCmd, chunk %lld: median thread CPU %.1f ms per reply (min %.1f), %.1f ms with"
         " freeing it; %ld objects, %.1f MB; %.0f objects/s, %.0f MB/s on one core\n",
         g_chunk, ms, *std::min_element(decode.begin(), decode.end()), median(total), objects, g_size / 1e6,
         objects / (ms / 1000), g_size / 1e6 / (ms / 1000));
  return 0;
}
