#!/usr/bin/env python3
"""Whole-process `cellshot solve` against kiwisolver on the grid workload (issue 13).

For N views (workload (a) of kiwi_bench.py: ``workloads.grid_system``, the container width ``W``
a strong edit of 1200) in natural and required-first order, times in the same run:

* ``cellshot solve FILE`` (the release binary, default ``--explain budget``), spawn to exit;
* ``python3 system.py solve FILE --kiwi`` (kiwisolver from Python: start-up, parsing, solving,
  printing), spawn to exit — the reference implementation of the same command.

Each figure is the median of ``--repeats`` runs (a run over 10 s is run once). kiwi in natural order
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


def timed(command):
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{command} failed ({done.returncode}): {done.stderr.decode()[:500]}")
    return elapsed, done.stdout


def median_time(command, repeats):
    first, output = timed(command)
    times = [first]
    if first < 10:
        times += [timed(command)[0] for _ in range(repeats - 1)]
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
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(load(), "(before)")
    rows, cellshot_times = [], {}
    with tempfile.TemporaryDirectory() as folder:
        for order in ["natural", "required-first"]:
            for n in sizes:
                path = os.path.join(folder, f"grid-{n}-{order}.json")
                with open(path, "w") as f:
                    json.dump(grid_system(n, order), f)
                ours, output = median_time([args.cellshot, "solve", path, "--explain", args.explain], args.repeats)
                check(output, n, "cellshot")
                cellshot_times[(order, n)] = ours
                kiwi = None
                if order == "required-first" or n <= args.kiwi_natural_max:
                    kiwi, output = median_time([sys.executable, os.path.join(HERE, "system.py"), "solve", path, "--kiwi"],
                                               args.repeats)
                    check(output, n, "kiwi")
                ratio = f"{kiwi / ours:8.1f}x" if kiwi else "       —"
                kiwi_text = f"{kiwi:9.3f} s" if kiwi else "  skipped"
                line = f"grid N={n:<5} {order:<15} cellshot {ours:8.3f} s   kiwi {kiwi_text}   kiwi/cellshot {ratio}"
                print(line, flush=True)
                rows.append(line)
            print(load(), "(during)")
    if len(sizes) > 1:
        lo, hi = sizes[0], sizes[-1]
        for order in ["natural", "required-first"]:
            growth = cellshot_times[(order, hi)] / cellshot_times[(order, lo)]
            print(f"cellshot growth {order} N={lo}->{hi}: {growth:.1f}x, exponent {math.log(growth) / math.log(hi / lo):.2f}")
    print(load(), "(after)")


if __name__ == "__main__":
    main()
