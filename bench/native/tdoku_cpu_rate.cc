// tdoku's puzzles per second of the thread's CPU time, measured the way dev.nonet.bench.CpuRate
// measures Nonet (one pass for guesses per puzzle and the share solved without one, then the median of
// five runs of seconds/5 wall time each, the rate over the thread's CPU time), so that the two can be
// compared on a shared machine. Links against tdoku's own build; nothing of tdoku is in this project.
// bench/tdoku-side-by-side.sh builds it (see docs/PERFORMANCE.md).
// Usage: tdoku_cpu_rate [--seconds S] FILE...   (lines of 81 characters, '0' or '.' for blanks)
#include "tdoku.h"
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>
#include <time.h>
static double cpu() { timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(int argc, char **argv) {
  double seconds = 2;
  printf("%-28s %-6s %8s %9s %14s\n", "file", "mode", "guesses", "no guess", "per CPU second");
  for (int a = 1; a < argc; a++) {
    if (std::string(argv[a]) == "--seconds") { seconds = atof(argv[++a]); continue; }
    std::ifstream in(argv[a]); std::string line; std::vector<std::string> ps;
    while (std::getline(in, line)) {
      if (line.size() < 81 || line[0] == '#') continue;
      std::string p = line.substr(0, 81);
      for (char &c : p) if (c == '0') c = '.';
      ps.push_back(p);
    }
    for (int cap = 1; cap <= 2; cap++) {
      char sol[82] = {0}; size_t g = 0, guesses = 0, none = 0;
      for (auto &p : ps) { TdokuSolverDpllTriadSimd(p.c_str(), cap, 0, sol, &g); guesses += g; none += g == 0; }
      std::vector<double> rates; volatile size_t sink = 0;
      for (int run = 0; run < 5; run++) {
        auto start = std::chrono::steady_clock::now(); double c0 = cpu(); size_t done = 0;
        while (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < seconds / 5) {
          for (auto &p : ps) sink += TdokuSolverDpllTriadSimd(p.c_str(), cap, 0, sol, &g);
          done += ps.size();
        }
        rates.push_back(done / (cpu() - c0));
      }
      std::sort(rates.begin(), rates.end());
      const char *name = strrchr(argv[a], '/'); name = name ? name + 1 : argv[a];
      printf("%-28s %-6s %8.2f %8.1f%% %14.0f\n", name, cap == 1 ? "solve" : "count",
             (double)guesses / ps.size(), 100.0 * none / ps.size(), rates[2]);
    }
  }
}
