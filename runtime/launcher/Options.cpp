//===- Options.cpp - parsing the command line, the usage text -------------===//
#include "Options.h"

#include "Error.h"

#include <cstdio>
#include <cstdlib>

namespace dtc::launcher {

namespace {

const char *kUsage =
    "usage: PROGRAM [--entry NAME] (--input FILE.npy)... (--output "
    "FILE.npy)...\n"
    "               [--input-shards DIR] [--output-shards DIR] [--timing]\n"
    "               [--collective-timeout S]\n"
    "\n"
    "Runs the compiled SPMD program on its mesh of virtual devices.\n"
    "  --input FILE      a global array per entry argument, in order\n"
    "  --output FILE     where to write each result (global array), in order\n"
    "  --input-shards D  read per-device shards instead of --input:\n"
    "                    D/arg<i>.dev<id>.npy for argument i and device id\n"
    "                    (the shard's elements: an uneven layout's last\n"
    "                    shards shorter or empty)\n"
    "  --output-shards D write per-device result shards instead of --output:\n"
    "                    D/result<i>.dev<id>.npy\n"
    "  --entry NAME      the entry function (default: main)\n"
    "  --timing          print transfer-in, compute and transfer-out times\n"
    "                    (on GPUs the compute phase copies each step's\n"
    "                    arguments in and results out: shown apart), the\n"
    "                    first and the fastest of several steps (--steps),\n"
    "                    and the bytes collectives moved between devices\n"
    "  --collective-timeout S\n"
    "                    on a mesh of several processes (mpirun), a wait\n"
    "                    for another process (start-up included) longer\n"
    "                    than S seconds aborts the job, naming it\n"
    "                    (default 120, or DTC_COLLECTIVE_TIMEOUT)\n"
    "  --list            print the entries and their signatures\n"
    "  --list-devices    print this process's client, the job's clients and\n"
    "                    devices, and exit (under mpirun for several)\n"
    "Training jobs (an entry with variables or datasets, docs/training.md):\n"
    "  --steps N         run the entry N times (default: one pass over the\n"
    "                    datasets, or once)\n"
    "  --variable NAME=FILE      a variable's initial value (.npy)\n"
    "  --variable-out NAME=FILE  write a variable's final value (.npy)\n"
    "  --stack-outputs   each output holds every step's value, stacked along\n"
    "                    a new first dimension\n"
    "  --log-every K     a progress line every K steps (0: none; default 1)\n"
    "  --checkpoint DIR  restore the variables and the step from DIR's\n"
    "                    checkpoint if it has one; save one there at the end\n"
    "  --save-every K    also save a checkpoint every K steps\n"
    "  --save-bf16       store f32 variables as bfloat16 in checkpoints\n"
    "  --input           takes a whole dataset (examples along the first\n"
    "                    dimension) for a dataset argument; variables are\n"
    "                    not given with --input\n";

} // namespace

int parseOptions(int argc, char **argv, Options &o, bool &list) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](std::string &into) {
      if (i + 1 >= argc)
        return false;
      into = argv[++i];
      return true;
    };
    std::string v;
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else if (a == "--timing") {
      o.timing = true;
    } else if (a == "--collective-timeout" && i + 1 < argc) {
      o.collectiveTimeout = std::atof(argv[++i]);
      if (!(o.collectiveTimeout > 0))
        return fail("--collective-timeout takes a positive number of seconds");
    } else if (a == "--list") {
      list = true;
    } else if (a == "--list-devices") {
      o.listDevices = true;
    } else if (a == "--input" && value(v)) {
      o.inputs.push_back(v);
    } else if (a == "--output" && value(v)) {
      o.outputs.push_back(v);
    } else if (a == "--entry" && value(v)) {
      o.entry = v;
    } else if (a == "--input-shards" && value(v)) {
      o.inputShards = v;
    } else if (a == "--output-shards" && value(v)) {
      o.outputShards = v;
    } else if (a == "--checkpoint" && value(v)) {
      o.checkpoint = v;
    } else if (a == "--save-bf16") {
      o.saveBF16 = true;
    } else if ((a == "--steps" || a == "--log-every" || a == "--save-every") &&
               value(v)) {
      char *end = nullptr;
      long long n = std::strtoll(v.c_str(), &end, 10);
      if (v.empty() || *end || n < 0 || (a == "--steps" && n == 0))
        return fail(a + " takes a " +
                    (a == "--steps" ? "positive" : "non-negative") +
                    " integer, not '" + v + "'");
      (a == "--steps"       ? o.steps
       : a == "--log-every" ? o.logEvery
                            : o.saveEvery) = n;
    } else if (a == "--stack-outputs") {
      o.stackOutputs = true;
    } else if ((a == "--variable" || a == "--variable-out") && value(v)) {
      size_t eq = v.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == v.size())
        return fail(a + " takes NAME=FILE.npy, not '" + v + "'");
      (a == "--variable" ? o.variables : o.variableOutputs)
          .emplace_back(v.substr(0, eq), v.substr(eq + 1));
    } else {
      return fail("unknown or incomplete option '" + a + "'\n" + kUsage);
    }
  }
  return 0;
}

void listEntries(const std::vector<EntrySpec> &entries) {
  for (const EntrySpec &e : entries) {
    std::printf("%s: mesh [", e.name.c_str());
    for (size_t i = 0; i < e.meshShape.size(); ++i)
      std::printf("%s%lld", i ? "x" : "", (long long)e.meshShape[i]);
    std::printf("]");
    if (!e.hostIds.empty()) {
      std::printf(" of %s, CPU devices",
                  e.deviceType == DTC_DEVICE_GPU ? "GPUs" : "emulated GPUs");
      for (size_t i = 0; i < e.hostIds.size(); ++i)
        std::printf("%s%lld", i ? "," : " ", (long long)e.hostIds[i]);
    }
    std::printf(" (");
    for (size_t i = 0; i < e.args.size(); ++i)
      std::printf("%s%s", i ? ", " : "",
                  describe(e.args[i].dtype, e.args[i].globalShape).c_str());
    std::printf(") -> (");
    for (size_t i = 0; i < e.results.size(); ++i)
      std::printf(
          "%s%s", i ? ", " : "",
          describe(e.results[i].dtype, e.results[i].globalShape).c_str());
    std::printf(")\n");
  }
}

} // namespace dtc::launcher
