#!/usr/bin/env python3
"""Rebuilds the UIKit corpus (docs/uikit.md, "Real code: the corpus") from docs/uikit-corpus.tsv and local git
mirrors of its repositories. Standard library only.

    scripts/uikit-corpus-fetch.py --mirrors DIR --corpus DIR [--files docs/uikit-corpus.tsv] [--only set,set]

--mirrors holds one git directory per repository, bare or not: `<owner>+<name>/repo` (as cellshot's sessions'
`fetch` tool leaves them), `<owner>+<name>` or `<owner>/<name>`. Make one with
`git clone --bare https://github.com/<owner>/<name> DIR/<owner>+<name>/repo`.

For every row (set, repository, commit, path) the file at that commit is written to `<corpus>/<set>/<file name>`
(`<corpus>/<set>/<path>` when two files of a set share a name). If the mirror lacks the commit, the newest
commit's file is taken and the run says so; a file in neither is reported missing. Each set also gets its app's
asset catalogs: every `*.xcassets` folder of the repository (at the same commit) in the folder of one of the
set's files or a folder above it, and every one in the app target's folder tree (the nearest folder above a
file that holds an `Info.plist`: an app's catalogs may sit in a sibling folder), copied whole to
`<corpus>/<set>/<folder name>` (a second one with the same name gets `-2`…), so that scripts/uikit-corpus.py names
them in the set's cellshot-sources.json; the target's Objective-C bridging header (`*-Bridging-Header.h`), which
the CellshotSources plugin warns about; and the repository's `Localizable.xcstrings` string catalogs and
`<language>.lproj/Localizable.strings` tables, each to `<corpus>/<set>/strings/<n>/` (a table in its `.lproj` folder).
A summary line per set; exit status 1 if a file could not be had.
"""
import argparse
import os
import shutil
import subprocess
import sys

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))


def read_tsv(path):
    with open(path, encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle if line.strip() and not line.startswith("#")]
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"))) for line in lines[1:]]


def git(git_dir, *arguments, binary=False):
    result = subprocess.run(["git", "--git-dir", git_dir, *arguments], capture_output=True)
    if result.returncode != 0:
        return None
    return result.stdout if binary else result.stdout.decode("utf-8", errors="replace")


def find_mirror(mirrors, repository):
    owner, name = repository.split("/", 1)
    for candidate in (os.path.join(mirrors, f"{owner}+{name}", "repo"), os.path.join(mirrors, f"{owner}+{name}"),
                      os.path.join(mirrors, owner, name)):
        for git_dir in (os.path.join(candidate, ".git"), candidate):
            if os.path.isdir(git_dir) and git(git_dir, "rev-parse", "--git-dir") is not None:
                return git_dir
    return None


def resolve_commit(git_dir, commit):
    """The commit if the mirror has it, else the newest (HEAD), with a note."""
    if git(git_dir, "cat-file", "-e", commit + "^{commit}") is not None:
        return commit, None
    head = (git(git_dir, "rev-parse", "HEAD") or "").strip()
    return head, f"commit {commit[:12]} is not in the mirror; took HEAD {head[:12]}"


def target_folder(path, files):
    """The app target's folder of a file: the nearest folder above it holding an Info.plist (Xcode's app target
    keeps its Info.plist at the top of its folder tree), or None."""
    parents = path.split("/")[:-1]
    for depth in range(len(parents), 0, -1):
        prefix = "/".join(parents[:depth])
        if prefix + "/Info.plist" in files:
            return prefix
    return None


def catalogs_for(git_dir, commit, paths):
    """The repository's .xcassets folders of `paths`' app: those in the app target's folder tree (`target_folder`:
    an app's catalogs may sit in a sibling folder, `App/Theme.xcassets` beside `Controllers/`), then those whose
    parent folder holds one of `paths` or a folder above it, nearest first."""
    listing = git(git_dir, "ls-tree", "-r", "--name-only", commit) or ""
    files = set(listing.splitlines())
    folders = sorted({line.split(".xcassets/")[0] + ".xcassets" for line in files if ".xcassets/" in line})
    found = []
    for path in paths:
        target = target_folder(path, files)
        for folder in folders:
            if target is not None and folder.startswith(target + "/") and folder not in found:
                found.append(folder)
        parents = path.split("/")[:-1]
        for depth in range(len(parents), -1, -1):
            prefix = "/".join(parents[:depth])
            for folder in folders:
                parent = os.path.dirname(folder)
                if parent == prefix and folder not in found:
                    found.append(folder)
    return found, listing


def bridging_headers_for(paths, listing):
    """The Objective-C bridging headers (`<Target>-Bridging-Header.h`) in the app target's folder tree of `paths`:
    Xcode makes what they import visible to the app's Swift files, so the plugin is shown them (it warns)."""
    files = set(listing.splitlines())
    targets = {target_folder(path, files) for path in paths} - {None}
    return sorted(line for line in files if line.endswith("-Bridging-Header.h")
                  and any(line.startswith(target + "/") for target in targets))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--files", default=os.path.join(SCRIPT_DIR, "..", "docs", "uikit-corpus.tsv"))
    parser.add_argument("--only", help="comma-separated set names (default: all)")
    args = parser.parse_args()
    rows = read_tsv(args.files)
    if args.only:
        wanted = set(args.only.split(","))
        rows = [row for row in rows if row["set"] in wanted]
    sets = {}
    for row in rows:
        sets.setdefault(row["set"], []).append(row)
    failed = False
    for set_name, set_rows in sets.items():
        directory = os.path.join(args.corpus, set_name)
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
        names = [os.path.basename(row["path"]) for row in set_rows]
        notes, written, catalogs = [], 0, []
        by_repository = {}
        for row in set_rows:
            git_dir = find_mirror(args.mirrors, row["repository"])
            if git_dir is None:
                notes.append(f"no mirror of {row['repository']} under {args.mirrors}")
                failed = True
                continue
            commit, note = resolve_commit(git_dir, row["commit"])
            if note and note not in notes:
                notes.append(note)
            data = git(git_dir, "show", f"{commit}:{row['path']}", binary=True)
            if data is None:
                notes.append(f"missing: {row['repository']} {row['path']}")
                failed = True
                continue
            name = os.path.basename(row["path"])
            target = os.path.join(directory, row["path"] if names.count(name) > 1 else name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(data)
            written += 1
            by_repository.setdefault((git_dir, commit), []).append(row["path"])
        used, strings = set(), []
        for (git_dir, commit), paths in by_repository.items():
            folders, listing = catalogs_for(git_dir, commit, paths)
            for folder in folders:
                base = os.path.basename(folder)
                name, number = base, 2
                while name in used:
                    name = f"{base[:-len('.xcassets')]}-{number}.xcassets"
                    number += 1
                used.add(name)
                for line in listing.splitlines():
                    if line.startswith(folder + "/"):
                        data = git(git_dir, "show", f"{commit}:{line}", binary=True)
                        target = os.path.join(directory, name, line[len(folder) + 1:])
                        os.makedirs(os.path.dirname(target), exist_ok=True)
                        with open(target, "wb") as handle:
                            handle.write(data or b"")
                catalogs.append(f"{folder} as {name}")
            # The app's string catalogs (`Localizable.xcstrings`, the default table), each in a folder of its own
            # under `<set>/strings/` so that its name, the table's, is kept.
            # And its strings tables (`<language>.lproj/Localizable.strings`, the format before string catalogs),
            # each keeping its `.lproj` folder, which names its language.
            for line in listing.splitlines():
                parent = os.path.basename(os.path.dirname(line))
                if os.path.basename(line) == "Localizable.xcstrings" or (
                        os.path.basename(line) == "Localizable.strings" and parent.endswith(".lproj")):
                    data = git(git_dir, "show", f"{commit}:{line}", binary=True)
                    kept = "Localizable.xcstrings" if line.endswith(".xcstrings") else os.path.join(parent, "Localizable.strings")
                    target = os.path.join(directory, "strings", str(len(strings) + 1), kept)
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    with open(target, "wb") as handle:
                        handle.write(data or b"")
                    strings.append(line)
            for header in bridging_headers_for(paths, listing):
                with open(os.path.join(directory, os.path.basename(header)), "wb") as handle:
                    handle.write(git(git_dir, "show", f"{commit}:{header}", binary=True) or b"")
                notes.append(f"bridging header {header}")
        print(f"{set_name}: {written} of {len(set_rows)} files"
              + (f"; catalogs: {', '.join(catalogs)}" if catalogs else "; no asset catalog")
              + (f"; string catalogs: {', '.join(strings)}" if strings else "")
              + (f"; {'; '.join(notes)}" if notes else ""), flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
