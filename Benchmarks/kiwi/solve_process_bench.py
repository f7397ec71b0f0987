#!/usr/bin/env python3
"""Whole-process `cellshot solve` against kiwisolver on the grid workload (issue 13).

For N views (workload (a) of kiwi_bench.py: ``workloads.grid_system``, the container width ``W``
a strong edit of 1200) in natural and required-first order, times in the same run:

* ``cellshot solve FILE`` (the release binary, default ``--explain budget``), spawn to exit;
* ``python3 system.py solve FILE --kiwi`` (kiwisolver from Python: start-up, parsing, solving,
  printing), spawn to exit — the reference implementation of the same command.

Each figure is the median of ``--repeats`` runs (a run over 10 s is run once), in wall time or, with
``--clock cpu``, the child's CPU time (user + system: steadier when other jobs share the machine);
``--baseline BINARY`` times a second cellshot binary in the same run, for before/after figures. kiwi in natural order
above ``--kiwi-natural-max`` views is skipped (it takes 20 s at 1,000 and hours at 5,000). Prints the
load average before and after, each figure, the kiwi/cellshot ratio and cellshot's growth exponent
from the smallest N to the largest (log(time ratio) / log(N ratio); 1.0 is linear).

    swift build -c release --static-swift-stdlib --product cellshot
    python3 Benchmarks/kiwi/solve_process_bench.py --cellshot .build/release/cellshot --sizes 1000,5000
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from workloads import grid_system  # noqa: E402


def timed(command, clock):
    """Wall time, or with clock == "cpu" the child's CPU time (user + system, from wait4), and its output."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        child = subprocess.Popen(command, stdout=out, stderr=err)
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if child.returncode != 0:
            raise SystemExit(f"{command} failed ({child.returncode}): {err.read().decode()[:500]}")
        cpu = usage.ru_utime + usage.ru_stime
        return (cpu if clock == "cpu" else elapsed), out.read()


def median_time(command, repeats, clock):
    first, output = timed(command, clock)
    times = [first]
    if first < 10:
        times += [timed(command, clock)[0] for _ in range(repeats - 1)]
    return statistics.median(times), output


def check(output, n, label):
    """The grid's unique optimum at W = 1200 (workloads.grid_expected), within 1e-6."""
    from workloads import grid_expected
    values = json.loads(output)
    expected = grid_expected(n, 1200.0)
    worst = max(abs(values[k] - v) for k, v in expected.items())
    if worst > 1e-6:
        raise SystemExit(f"{label}: wrong answer (max error {worst})")


def load():
    return "load average %.2f %.2f %.2f" % os.getloadavg()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cellshot", default=".build/release/cellshot")
    ap.add_argument("--sizes", default="1000,5000")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--kiwi-natural-max", type=int, default=1000)
    ap.add_argument("--explain", default="budget", help="cellshot solve --explain value")
    ap.add_argument("--clock", choices=["wall", "cpu"], default="wall",
                    help="wall time, or the child's CPU time (user + system): steadier on a shared machine")
    ap.add_argument("--baseline", help="another cellshot binary, timed in the same run (before/after)")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(load(), "(before)", f"clock: {args.clock}")
    rows, cellshot_times, baseline_times = [], {}, {}
    with tempfile.TemporaryDirectory() as folder:
        for order in ["natural", "required-first"]:
            for n in sizes:
                path = os.path.join(folder, f"grid-{n}-{order}.json")
                with open(path, "w") as f:
                    json.dump(grid_system(n, order), f)
                ours, output = median_time([args.cellshot, "solve", path, "--explain", args.explain], args.repeats,
                                           args.clock)
                check(output, n, "cellshot")
                cellshot_times[(order, n)] = ours
                if args.baseline:
                    before, output = median_time([args.baseline, "solve", path, "--explain", args.explain],
                                                 args.repeats, args.clock)
                    check(output, n, "baseline")
                    baseline_times[(order, n)] = before
                kiwi = None
                if order == "required-first" or n <= args.kiwi_natural_max:
                    kiwi, output = median_time([sys.executable, os.path.join(HERE, "system.py"), "solve", path, "--kiwi"],
                                               args.repeats, args.clock)
                    check(output, n, "kiwi")
                ratio = f"{kiwi / ours:8.1f}x" if kiwi else "       —"
                kiwi_text = f"{kiwi:9.3f} s" if kiwi else "  skipped"
                line = f"grid N={n:<5} {order:<15} cellshot {ours:8.3f} s   kiwi {kiwi_text}   kiwi/cellshot {ratio}"
                if args.baseline:
                    line += f"   baseline {baseline_times[(order, n)]:8.3f} s"
                print(line, flush=True)
                rows.append(line)
            print(load(), "(during)")
    if len(sizes) > 1:
        lo, hi = sizes[0], sizes[-1]
        for order in ["natural", "required-first"]:
            growth = cellshot_times[(order, hi)] / cellshot_times[(order, lo)]
            print(f"cellshot growth {order} N={lo}->{hi}: {growth:.1f}x, exponent {math.log(growth) / math.log(hi / lo):.2f}")
            if args.baseline:
                growth = baseline_times[(order, hi)] / baseline_times[(order, lo)]
                print(f"baseline growth {order} N={lo}->{hi}: {growth:.1f}x, exponent {math.log(growth) / math.log(hi / lo):.2f}")
    print(load(), "(after)")


if __name__ == "__main__":
    main()
