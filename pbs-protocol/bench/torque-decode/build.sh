#!/usr/bin/env bash
# build.sh TORQUE_SRC [OUT_DIR]
# Builds torque-decode-bench: jmaui's harness (torque_decode_bench.cpp, reply_access.cpp) linked
# with TORQUE's own DIS reader and client reply decoder compiled from a TORQUE source tree
# (TORQUE_SRC is the tree's root, e.g. a torque-6.1.3 checkout; nothing of it is copied into
# jmaui). Needs g++ and the Boost headers TORQUE's own build needs (Debian: libboost-dev).
# OUT_DIR defaults to pbs-protocol/target/torque-decode. TORQUE's files are compiled as its own
# build compiles them (C++, -O2) with the minimal config header this script writes.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [[ $# -lt 1 || ! -f "$1/src/lib/Libifl/dec_rpyc.c" ]]; then
  echo "usage: build.sh TORQUE_SRC [OUT_DIR]   (TORQUE_SRC: a TORQUE 6.x source tree, with src/lib/Libifl/dec_rpyc.c)" >&2
  exit 2
fi
T="$(cd "$1" && pwd)/src"
OUT="${2:-$HERE/../../target/torque-decode}"
mkdir -p "$OUT/include" "$OUT/obj"
OUT="$(cd "$OUT" && pwd)"
# configure's products the headers include: pbs_config.h and the site_*.h copies of site_*.ht
printf '#define _GNU_SOURCE 1\n#define HAVE_STDLIB_H 1\n#define HAVE_STRING_H 1\n#define HAVE_UNISTD_H 1\n#define HAVE_SYS_TIME_H 1\n' \
  > "$OUT/include/pbs_config.h"
for h in "$T"/include/site_*.ht; do
  cp "$h" "$OUT/include/$(basename "$h" .ht).h"
done
CXX="${CXX:-g++}"
FLAGS=(-O2 -w -I"$OUT/include" -I"$T/include" -I"$T/lib/Libifl" -I"$T/lib/Libdis")
objs=()
for src in "$T"/lib/Libdis/*.c "$T/lib/Libifl/dec_rpyc.c" "$T/lib/Libifl/dec_attrl.c" "$T/lib/Libifl/tcp_dis.c"; do
  o="$OUT/obj/$(basename "$src" .c).o"
  "$CXX" "${FLAGS[@]}" -c "$src" -o "$o"
  objs+=("$o")
done
"$CXX" "${FLAGS[@]}" -c "$HERE/reply_access.cpp" -o "$OUT/obj/reply_access.o"
"$CXX" -O2 -Wall -c "$HERE/torque_decode_bench.cpp" -o "$OUT/obj/torque_decode_bench.o"
"$CXX" -o "$OUT/torque-decode-bench" "$OUT/obj/torque_decode_bench.o" "$OUT/obj/reply_access.o" "${objs[@]}" -lpthread
echo "$OUT/torque-decode-bench"
