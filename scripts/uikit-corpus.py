#!/usr/bin/env python3
"""Measures CellshotUIKit on a corpus of real UIKit list code (issues 30 and 43): does each set compile through
the CellshotSources plugin, as a team's test package compiles its app's files — nothing edited, nothing guarded
away — and does it render?

Run through scripts/uikit-corpus.sh (docs/uikit.md, "Real code: the corpus", says how). Standard library only.
scripts/uikit-corpus-fetch.py rebuilds the corpus from docs/uikit-corpus.tsv.

For every set named in docs/uikit-corpus-sets.tsv whose directory exists under --corpus:
  1. a generated SwiftPM package gets one library target per set, depending on CellshotUIKit of the --cellshot
     checkout by path and using its CellshotSources plugin (Swift 6 language mode unless --language-mode 5): the
     target's folder holds only a `cellshot-sources.json` naming the set's folder (its files compiled as they
     are, prepared by the plugin) and the `*.xcassets` folders in it (`"assets"`: the app's catalogs), and an
     empty Swift file (SwiftPM wants one). The plugin's prepared files are compared with the originals into the
     set's prepared.diff, for reading; overrides declared in extensions are counted (the plugin moves them);
  2. each target is built on its own (`swift build --target`), its errors kept (at the app's own file and line,
     through the prepared files' `#sourceLocation`), deduplicated and grouped by cause;
  3. the sets that compile get a driver (one executable, one function per set, each run in its own process with
     a timeout, from a folder holding the driver and that set's resources only, so that it sees its own app's
     asset catalogs and no other set's) that makes the set's entry (the TSV's Swift expression), loads its
     view, finds its table or collection views and draws them with
     `CellshotUIKit.render(_:states: [.normal, .selected], to:)`; what a run warns about is kept;
  4. results.md (the table), missing-apis.md (ranked), api-usage.md (UIKit names the corpus uses, ranked) and
     results.json are written to --out.
"""
import argparse
import collections
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
LANGUAGE_MODE = ["6"]


# ---------------------------------------------------------------------------------------------------------------
# Reading the TSVs

def read_tsv(path):
    """Rows of a TSV with a header line, as dictionaries; lines starting with # are comments."""
    with open(path, encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle if line.strip() and not line.startswith("#")]
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t") + [""] * (len(header) - len(line.split("\t"))))) for line in lines[1:]]


def module_name(set_name):
    return "Corpus_" + re.sub(r"[^A-Za-z0-9]", "_", set_name)


# ---------------------------------------------------------------------------------------------------------------
# Reading Swift (strings and comments, brackets, enclosing declarations)

MULTILINE_QUOTE = '"""'


def strip_code(line, open_span):
    """The line with strings and comments blanked (so brackets inside them do not count) and what is still open
    at its end: None, "comment" (a block comment) or "string" (a multi-line string literal, whose closing
    delimiter may be followed by code, such as the `)` closing a `print(` that opened it)."""
    out = []
    i = 0
    in_string = False
    while i < len(line):
        two = line[i:i + 2]
        if open_span == "comment":
            if two == "*/":
                open_span = None
                i += 2
                continue
            i += 1
            continue
        if open_span == "string":
            if line[i] == "\\":
                i += 2
                continue
            if line.startswith(MULTILINE_QUOTE, i):
                open_span = None
                i += 3
                continue
            i += 1
            continue
        if in_string:
            if line[i] == "\\":
                i += 2
                continue
            if line[i] == '"':
                in_string = False
            i += 1
            continue
        if two == "//":
            break
        if two == "/*":
            open_span = "comment"
            i += 2
            continue
        if line.startswith(MULTILINE_QUOTE, i):
            open_span = "string"
            i += 3
            continue
        if line[i] == '"':
            in_string = True
            i += 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out), open_span


def bracket_depths(lines):
    """For every line: its code (strings and comments blanked), the bracket stack at its start, and the
    stack at its end. Brackets are (, [ and {; those inside strings (multi-line ones too) and comments do not count."""
    infos = []
    stack = []
    open_span = None
    for line in lines:
        code, open_span_after = strip_code(line, open_span)
        start = list(stack)
        for ch in code:
            if ch in "([{":
                stack.append(ch)
            elif ch in ")]}" and stack:
                stack.pop()
        infos.append((code, start, list(stack)))
        open_span = open_span_after
    return infos


def enclosing_declaration(lines, infos, index):
    """The match of TYPE_DECL for the declaration whose body holds a line: the nearest one above it whose braces
    are still open there (group 1 its kind, group 2 its name), or None."""
    floor = len(infos[index][1])
    for back in range(index - 1, -1, -1):
        depth = len(infos[back][1])
        if depth < floor:
            match = TYPE_DECL.match(lines[back])
            if match:
                return match
            floor = depth
    return None


def enclosing_keyword(lines, infos, index):
    """`class`, `struct`, `enum`, `extension` or `protocol`: the kind of the declaration whose body holds a line."""
    match = enclosing_declaration(lines, infos, index)
    return match.group(1) if match else None


OVERRIDE = re.compile(r"^(?:(?:@\w+|public|open|internal|private|fileprivate|final|class|static)\s+)*override\b")


def overrides_in_extensions(text):
    """The lines (1-based) of the `override`s a file declares in an extension: the plugin moves each into its
    class's body (Swift on Linux allows an override in an extension only for `@objc` members)."""
    lines = text.split("\n")
    infos = bracket_depths(lines)
    return [index + 1 for index, (code, _, _) in enumerate(infos)
            if OVERRIDE.match(code.strip()) and enclosing_keyword(lines, infos, index) == "extension"]


def set_configuration(set_dir):
    """The set's `cellshot-sources.json`: its folder, and the asset catalogs in it (sorted), by absolute path."""
    catalogs = []
    for directory, folders, _ in os.walk(set_dir):
        for folder in sorted(folders):
            if folder.endswith(".xcassets"):
                catalogs.append(os.path.join(directory, folder))
        folders[:] = [f for f in folders if not f.endswith(".xcassets") and not f.startswith(".")]
    configuration = {"sources": [os.path.abspath(set_dir)]}
    if catalogs:
        configuration["assets"] = sorted(os.path.abspath(c) for c in catalogs)
    return configuration


# ---------------------------------------------------------------------------------------------------------------
# Classifying compiler errors

MISSING_PATTERNS = [
    (re.compile(r"cannot find type '([^']+)' in scope"), lambda m: m.group(1)),
    (re.compile(r"cannot find '([^']+)' in scope"), lambda m: m.group(1)),
    (re.compile(r"value of type '([^']+)' has no member '([^']+)'"), lambda m: clean_type(m.group(1)) + "." + m.group(2)),
    (re.compile(r"type '([^']+)' has no member '([^']+)'"), lambda m: clean_type(m.group(1)) + "." + m.group(2)),
    (re.compile(r"'([^']+)' is not a member type of (?:class|struct|enum|protocol)? ?'([^']+)'"),
     lambda m: clean_type(m.group(2)) + "." + m.group(1)),
    (re.compile(r"module '([^']+)' has no member named '([^']+)'"), lambda m: m.group(2)),
    (re.compile(r"cannot infer contextual base in reference to member '([^']+)'"), lambda m: "." + m.group(1) + " (type unknown)"),
    (re.compile(r"no type named '([^']+)' in (?:module )?'([^']+)'"), lambda m: clean_type(m.group(2)) + "." + m.group(1)),
    (re.compile(r"cannot find protocol '([^']+)'"), lambda m: m.group(1)),
    (re.compile(r"has no member '([^']+)'"), lambda m: "." + m.group(1)),
]
ISOLATION = re.compile(r"Sendable|main actor|actor-isolated|nonisolated|data race|sending '|isolation|@MainActor|"
                       r"global actor|concurrently-executed|non-isolated", re.IGNORECASE)
SIGNATURE = re.compile(r"argument label|extra argument|missing argument|cannot convert value|does not conform|"
                       r"no exact matches|cannot override|overriding declaration|ambiguous|cannot call value|"
                       r"generic parameter|cannot assign|is not convertible|requires that|cannot be used as|"
                       r"incompatible|mismatch|unavailable|cannot be constructed|has no initializers|"
                       r"must be called|initializer|cannot use", re.IGNORECASE)


def clean_type(name):
    name = re.sub(r"\?|!$", "", name)
    name = re.sub(r"^(any|some) ", "", name)
    name = re.sub(r"^CellshotUIKit\.", "", name)
    name = re.sub(r"<.*>", "", name)
    if name.endswith(".Type"):
        name = name[:-5]
    return name


def classify(message, source_line):
    """(kind, api) for one error message: kind is 'missing API', 'signature differs', 'Swift 6 isolation' or
    'other'; api names the missing or differing API where the message says it."""
    for pattern, name in MISSING_PATTERNS:
        match = pattern.search(message)
        if match:
            return "missing API", name(match)
    if re.search(r"does not override any (method|property|initializer)", message):
        decl = re.search(r"(func|var|init)\s*([A-Za-z_]\w*)?(\([^)]*\))?", source_line or "")
        what = decl.group(2) if decl and decl.group(2) else (decl.group(1) if decl else "?")
        if decl and decl.group(1) == "func" and decl.group(3) is not None:
            labels = re.findall(r"(\w+)(?:\s+\w+)?\s*:", decl.group(3))
            what += "(" + "".join(label + ":" for label in labels) + ")"
        return "missing API", "override " + what
    if ISOLATION.search(message):
        return "Swift 6 isolation", None
    if SIGNATURE.search(message):
        call = re.search(r"in call to (?:initializer|instance method|class method|static method|global function)? ?'?([\w.()_:]+)",
                         message)
        return "signature differs", call.group(1) if call else None
    return "other", None


UIKIT_NAME = re.compile(r"^(UI|NS|CA|CG)[A-Z]")
TYPE_DECL = re.compile(r"^\s*(?:(?:@\w+|public|open|internal|private|fileprivate|final)\s+)*"
                       r"(class|struct|enum|extension|protocol)\s+([\w.]+)\s*(?:<[^>{]*>)?\s*(?::\s*([\w.]+))?")


def superclass_map(sources_dir):
    """The app's own types and what each inherits from (the first name after the colon), over a set's files."""
    supers = {}
    for name in os.listdir(sources_dir):
        if name.endswith(".swift"):
            with open(os.path.join(sources_dir, name), encoding="utf-8") as handle:
                for line in handle:
                    match = TYPE_DECL.match(line)
                    if match and match.group(1) in ("class", "struct", "enum") and match.group(3):
                        supers[match.group(2).split(".")[-1]] = match.group(3).split(".")[-1]
    return supers


def uikit_owner(type_name, supers):
    """The UIKit class an app type inherits from (`BasicListViewController` → `UIViewController`), or None."""
    name = type_name.split(".")[-1]
    for _ in range(20):
        if UIKIT_NAME.match(name):
            return name
        if name not in supers:
            return None
        name = supers[name]
    return None


def enclosing_type(lines, index):
    """The type whose body holds a line: the nearest declaration above it whose braces are still open there."""
    match = enclosing_declaration(lines, bracket_depths(lines), index)
    return match.group(2) if match else None


VIEW_CONTROLLER_SUBCLASSES = {"UITableViewController", "UICollectionViewController", "UINavigationController",
                              "UISplitViewController", "UITabBarController", "UIPageViewController"}


def declaring_owner(owner, member):
    """`UITableViewController.navigationItem` is `UIViewController.navigationItem`: view controller members are
    counted once, whichever subclass the app's controller inherits from."""
    bare = member.split("(")[0]
    if owner in VIEW_CONTROLLER_SUBCLASSES and not re.search(r"(?i)table|collection|clearsSelection", bare):
        return "UIViewController"
    return owner


def attribute(api, kind, lines, index, supers):
    """Names an API by its UIKit owner where the message named the app's own type or none."""
    if kind != "missing API" or not api:
        return api
    if api.startswith("(") or re.match(r"(CGFloat|Int|Double|Float|String|Bool)\.", api):
        return None                     # a member of a function or number type: behind another error
    named = _attribute(api, lines, index, supers)
    if "." in named and not named.startswith(".") and UIKIT_NAME.match(named):
        owner, member = named.split(".", 1)
        mapped = declaring_owner(owner, member)
        if mapped != owner:
            RAW_OWNERS[mapped + "." + member] = owner
        return mapped + "." + member
    return named


RAW_OWNERS = {}   # `UIViewController.viewDidLoad()` → `UICollectionViewController` where the app's class said so


def _attribute(api, lines, index, supers):
    if api.startswith("override "):
        owner = uikit_owner(enclosing_type(lines, index) or "", supers)
        return f"{owner}.{api[len('override '):]}" if owner else api
    if "." in api and not api.startswith("."):
        head, member = api.rsplit(".", 1)
        if not UIKIT_NAME.match(head):
            owner = uikit_owner(head, supers)
            if owner:
                return f"{owner}.{member}"
        return api
    if api[:1].islower():
        owner = uikit_owner(enclosing_type(lines, index) or "", supers)
        return f"{owner}.{api}" if owner else api
    return api


def callee(source_line, column):
    """The name called at or before an error's column (`UICollectionViewCompositionalLayout`, `.list`)."""
    best = None
    for match in re.finditer(r"(\.?[A-Za-z_][\w.]*)\s*\(", source_line):
        if match.start() < max(column, 1):
            best = match.group(1)
    return best


def parse_errors(output, sources_dir):
    """The set's compiler errors in its own files (the plugin's prepared files say where each line came from, so
    the compiler names the app's file and line): (file, line, message, kind, api), duplicates removed."""
    seen = set()
    errors = []
    supers = superclass_map(sources_dir)
    pattern = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): error: (.*)$")
    for line in output.splitlines():
        match = pattern.match(line)
        if not match:
            continue
        path, line_number, message = match.group(1), int(match.group(2)), match.group(4).strip()
        column = int(match.group(3))
        if not os.path.realpath(path).startswith(os.path.realpath(sources_dir) + os.sep):
            continue
        name = os.path.basename(path)
        try:
            with open(path, encoding="utf-8") as handle:
                file_lines = handle.read().split("\n")
            source_line = file_lines[line_number - 1]
        except (OSError, IndexError):
            file_lines, source_line = [""] * line_number, ""
        key = (name, line_number, message)
        if key in seen:
            continue
        seen.add(key)
        kind, api = classify(message, source_line)
        api = attribute(api, kind, file_lines, line_number - 1, supers)
        if kind == "missing API" and not api:
            kind = "other"
        if kind == "signature differs" and not api:
            named = re.search(r"'((?:UI|NS)\w+)' initializer", message)
            api = (named.group(1) + ".init") if named else callee(source_line, column)
        errors.append({"file": name, "line": line_number, "message": message, "kind": kind, "api": api,
                       "via": RAW_OWNERS.pop(api, None) if api else None,
                       "source": source_line.strip()})
    return errors


# ---------------------------------------------------------------------------------------------------------------
# The generated package

def package_identity(cellshot):
    return os.path.basename(os.path.abspath(cellshot)).lower()


def write_package(work, cellshot, modules, driver_modules, language_mode="6", swiftui_modules=()):
    """The generated package: a target per set, its files compiled through the checkout's CellshotSources plugin;
    a set that imports SwiftUI or Combine depends on CellshotSwiftUI too, as the plugin's error tells a team to."""
    identity = package_identity(cellshot)
    product = f'.product(name: "CellshotUIKit", package: "{identity}")'
    swiftui = f'.product(name: "CellshotSwiftUI", package: "{identity}")'
    plugin = f'.plugin(name: "CellshotSources", package: "{identity}")'
    targets = [f'        .target(name: "{name}", dependencies: [{product}' + (f", {swiftui}" if name in swiftui_modules else "")
               + f'], path: "Sources/{name}", plugins: [{plugin}]),' for name in modules]
    if driver_modules:
        deps = ", ".join([product] + [f'"{name}"' for name in driver_modules])
        targets.append(f'        .executableTarget(name: "CorpusDriver", dependencies: [{deps}], path: "Sources/CorpusDriver"),')
    text = "\n".join([
        "// swift-tools-version:6.1",
        "// Generated by cellshot's scripts/uikit-corpus.py: one library target per corpus set, and a driver.",
        "import PackageDescription",
        "let package = Package(",
        '    name: "uikit-corpus",',
        f'    dependencies: [.package(path: "{os.path.abspath(cellshot)}")],',
        "    targets: [",
        *targets,
        "    ],",
        f"    swiftLanguageModes: [.v{language_mode}]",
        ")",
        "",
    ])
    path = os.path.join(work, "Package.swift")
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    if old != text:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)


def isolated_driver(binary, module, folder):
    """The driver as one set's test would see it: a folder holding a hard link to it and links to the resource
    folders beside it but the other sets' (CellshotUIKit reads the asset catalogs the CellshotSources plugin
    registered in the resource folders beside the running program, so each set sees its own app's catalogs)."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    products = os.path.dirname(os.path.realpath(binary))
    for entry in sorted(os.listdir(products)):
        if entry.endswith(".resources") and (not entry.startswith("uikit-corpus_Corpus_")
                                             or entry == f"uikit-corpus_{module}.resources"):
            os.symlink(os.path.join(products, entry), os.path.join(folder, entry))
    link = os.path.join(folder, os.path.basename(binary))
    try:
        os.link(os.path.realpath(binary), link)
    except OSError:
        shutil.copy2(os.path.realpath(binary), link)
    return link


def write_if_changed(path, text):
    """Writes a file only when its text changes (SwiftPM plans the build again when a target's folder changes)."""
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    if old != text:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)


def write_prepared_diff(work, module, path):
    """What the plugin changed, for reading: each prepared file (in the build folder) against the app's file its
    first line's `#sourceLocation` names."""
    prepared = os.path.join(work, ".build", "plugins", "outputs", os.path.basename(os.path.abspath(work)).lower(), module,
                            "destination", "CellshotSources",
                            "Prepared")
    diffs = []
    for name in sorted(os.listdir(prepared)) if os.path.isdir(prepared) else []:
        with open(os.path.join(prepared, name), encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        match = re.match(r'#sourceLocation\(file: "((?:[^"\\]|\\.)*)", line: 1\)\n', text)
        if not match or not os.path.exists(match.group(1)):
            continue
        with open(match.group(1), encoding="utf-8-sig", errors="replace") as handle:
            original = handle.read().replace("\r\n", "\n")
        diffs.extend(difflib.unified_diff(original.split("\n"), text[match.end():].split("\n"),
                                          "original/" + os.path.basename(match.group(1)), "prepared/" + name, lineterm=""))
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(diffs) + "\n")


def swift_build(work, arguments, timeout, log):
    started = time.time()
    try:
        result = subprocess.run(["swift", "build", "--package-path", work, *arguments], capture_output=True,
                                text=True, timeout=timeout)
        output, code = result.stdout + result.stderr, result.returncode
    except subprocess.TimeoutExpired as expired:
        output = (expired.stdout or b"").decode(errors="replace") if isinstance(expired.stdout, bytes) else (expired.stdout or "")
        output += f"\nuikit-corpus: swift build timed out after {timeout} s\n"
        code = -1
    with open(log, "w", encoding="utf-8") as handle:
        handle.write(output)
    return code, output, time.time() - started


DRIVER_SUPPORT = r'''// Generated by cellshot's scripts/uikit-corpus.py: finds a screen's lists and draws them.
import CellshotUIKit
import Foundation

/// Every table and collection view of a view controller: its view's subviews, depth first, then the
/// controller's stored properties (a list not yet added to the hierarchy), then its children's.
@MainActor func corpusLists(of entry: Any) -> [UIView] {
    var found: [UIView] = []
    func add(_ view: UIView) {
        if (view is UITableView || view is UICollectionView) && !found.contains(where: { $0 === view }) {
            found.append(view)
        }
    }
    func walk(_ view: UIView) {
        add(view)
        for subview in view.subviews { walk(subview) }
    }
    func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { unwrap($0.value) } ?? nil }
        return value
    }
    if let view = entry as? UIView { walk(view) }
    if let controller = entry as? UIViewController {
        controller.loadViewIfNeeded()
        walk(controller.view)
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            for child in current.children {
                if let view = unwrap(child.value) as? UIView { add(view) }
            }
            mirror = current.superclassMirror
        }
    }
    return found
}

/// Draws a set's lists in the normal and selected states to `<out>-<n>.png`; exits non-zero if there are none or
/// one fails.
@MainActor func corpusRender(_ entry: Any, to out: String) {
    let lists = corpusLists(of: entry)
    if lists.isEmpty {
        FileHandle.standardError.write(Data("uikit-corpus: no table or collection view found in \(type(of: entry))\n".utf8))
        exit(3)
    }
    var failed = false
    for (index, list) in lists.enumerated() {
        let path = "\(out)-\(index + 1).png"
        do {
            if let table = list as? UITableView {
                try CellshotUIKit.render(table, states: [.normal, .selected], to: path)
            } else if let collection = list as? UICollectionView {
                try CellshotUIKit.render(collection, states: [.normal, .selected], to: path)
            }
            print("uikit-corpus: rendered \(type(of: list)) to \(path)")
        } catch {
            FileHandle.standardError.write(Data("uikit-corpus: error: \(type(of: list)) #\(index + 1): \(error)\n".utf8))
            failed = true
        }
    }
    exit(failed ? 1 : 0)
}
'''


def driver_file(set_name, module, entry, setup):
    function = "drive_" + re.sub(r"[^A-Za-z0-9]", "_", set_name)
    setup_lines = [part.strip() for part in setup.split(";;") if part.strip()] if setup else []
    body = "\n".join("    " + line for line in setup_lines)
    return function, "\n".join([
        f"// Generated by cellshot's scripts/uikit-corpus.py for the corpus set {set_name}.",
        "import CellshotUIKit",
        f"@testable import {module}",
        "",
        f"@MainActor func {function}(_ out: String) {{",
        body,
        f"    let entry = {entry}",
        "    corpusRender(entry, to: out)",
        "}",
        "",
    ])


def driver_main(functions):
    cases = "\n".join(f'case "{name}": {function}(out)' for name, function in functions)
    return "\n".join([
        "// Generated by cellshot's scripts/uikit-corpus.py: `CorpusDriver <set> <output prefix>`.",
        "import Foundation",
        "",
        "let arguments = CommandLine.arguments",
        "guard arguments.count == 3 else { fatalError(\"usage: CorpusDriver <set> <output prefix>\") }",
        "let out = arguments[2]",
        "MainActor.assumeIsolated {",
        "    switch arguments[1] {",
        cases,
        '    default: fatalError("no such set: \\(arguments[1])")',
        "    }",
        "}",
        "",
    ])


# ---------------------------------------------------------------------------------------------------------------
# API usage

IDENT = re.compile(r"\b((?:UI|NS|CA|CG)[A-Z][A-Za-z0-9]*)\b")
MEMBER = re.compile(r"\.([a-z][A-Za-z0-9]*)\b")


def declared_names(cellshot):
    """Names CellshotUIKit declares publicly (types and members), read from its sources."""
    names = set()
    root = os.path.join(cellshot, "Sources", "CellshotUIKit")
    pattern = re.compile(r"\b(?:public|open)\b[^=\n]*?\b(?:func|var|let|case|class|struct|enum|protocol|typealias)\s+"
                         r"(?!(?:func|var|let)\b)`?([A-Za-z_]\w*)")
    for directory, _, files in os.walk(root):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), encoding="utf-8") as handle:
                    text = handle.read()
                names.update(pattern.findall(text))
                names.update(re.findall(r"\bcase\s+([a-z]\w*)", text))
    return names


# Names swift-corelibs-foundation has on Linux: not CellshotUIKit's to declare.
FOUNDATION_NAMES = {"NSCoder", "NSLocalizedString", "NSObject", "NSString", "NSNumber", "NSAttributedString",
                    "NSMutableAttributedString", "NSRange", "NSMakeRange", "NSNotFound", "NSPredicate",
                    "NSSortDescriptor", "NSCache", "NSError", "NSLock", "NSRegularExpression", "NSURL", "NSData",
                    "NSDate", "NSDictionary", "NSArray", "NSSet", "NSIndexPath", "NSNull", "NSValue", "NSKeyedArchiver",
                    "NSKeyedUnarchiver", "NSCoding", "NSSecureCoding", "NSCopying", "NSObjectProtocol",
                    "CGFloat", "CGSize", "CGRect", "CGPoint", "CGAffineTransform", "CGVector"}


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


# ---------------------------------------------------------------------------------------------------------------
# The run

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", required=True, help="the corpus's sets directory (one directory per set)")
    parser.add_argument("--cellshot", required=True, help="the cellshot checkout whose CellshotUIKit is measured")
    parser.add_argument("--out", help="where the reports go (default: <corpus>/../out/<checkout name>)")
    parser.add_argument("--work", help="the generated package (default: <corpus>/../build/<checkout name>-pkg; "
                                       "its .build is kept between runs, so cellshot is compiled once)")
    parser.add_argument("--sets", default=os.path.join(SCRIPT_DIR, "..", "docs", "uikit-corpus-sets.tsv"),
                        help="the sets TSV (set, entry, setup, exercises)")
    parser.add_argument("--files", default=os.path.join(SCRIPT_DIR, "..", "docs", "uikit-corpus.tsv"),
                        help="the files TSV (set, repository, commit, path, licence)")
    parser.add_argument("--only", help="comma-separated set names to measure (default: all)")
    parser.add_argument("--build-timeout", type=int, default=3600, help="seconds for one swift build")
    parser.add_argument("--run-timeout", type=int, default=180, help="seconds for one set's drawing")
    parser.add_argument("--language-mode", choices=["6", "5"], default="6",
                        help="the Swift language mode of the generated package (default 6; 5 separates what fails only "
                             "because code written for Swift 5 meets Swift 6's checks, on iOS as much as here)")
    args = parser.parse_args()

    corpus = os.path.abspath(args.corpus)
    cellshot = os.path.abspath(args.cellshot)
    checkout = os.path.basename(cellshot)
    LANGUAGE_MODE[0] = args.language_mode
    suffix = "" if args.language_mode == "6" else "-swift5"
    out = os.path.abspath(args.out or os.path.join(corpus, "..", "out", checkout + suffix))
    work = os.path.abspath(args.work or os.path.join(corpus, "..", "build", checkout + "-pkg"))
    if not os.path.isfile(os.path.join(cellshot, "Package.swift")):
        sys.exit(f"uikit-corpus: {cellshot} is not a cellshot checkout (no Package.swift)")
    sets = read_tsv(args.sets)
    files = read_tsv(args.files) if os.path.exists(args.files) else []
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {row["set"] for row in sets}
        if unknown:
            sys.exit(f"uikit-corpus: no such set in {args.sets}: {', '.join(sorted(unknown))}")
        sets = [row for row in sets if row["set"] in wanted]
    sets = [row for row in sets if os.path.isdir(os.path.join(corpus, row["set"]))] or sys.exit(
        f"uikit-corpus: none of the sets in {args.sets} is under {corpus}")
    os.makedirs(out, exist_ok=True)
    os.makedirs(os.path.join(work, "Sources"), exist_ok=True)
    print(f"uikit-corpus: {len(sets)} sets from {corpus}, CellshotUIKit of {cellshot}\n  package {work}\n  reports {out}",
          flush=True)

    # 1. A target per set: its folder and catalogs named in cellshot-sources.json, its files left as they are.
    results = collections.OrderedDict()
    for row in sets:
        name, module = row["set"], module_name(row["set"])
        source_dir = os.path.join(corpus, name)
        target_dir = os.path.join(work, "Sources", module)
        report_dir = os.path.join(out, "sets", name)
        os.makedirs(target_dir, exist_ok=True)
        os.makedirs(report_dir, exist_ok=True)
        for stale_file in set(os.listdir(target_dir)) - {"cellshot-sources.json", "Target.swift"}:
            path = os.path.join(target_dir, stale_file)
            shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
        configuration = set_configuration(source_dir)
        write_if_changed(os.path.join(target_dir, "cellshot-sources.json"), json.dumps(configuration, indent=1) + "\n")
        write_if_changed(os.path.join(target_dir, "Target.swift"),
                         "// Generated by cellshot's scripts/uikit-corpus.py: SwiftPM wants a Swift file in a target's folder "
                         "before its plugin runs.\n")
        file_count, lines_total, overrides, uses_swiftui = 0, 0, [], False
        for directory, folders, names in sorted(os.walk(source_dir)):
            folders[:] = sorted(f for f in folders if not f.startswith(".") and not f.endswith(".xcassets"))
            for file_name in sorted(names):
                if not file_name.endswith(".swift"):
                    continue
                with open(os.path.join(directory, file_name), encoding="utf-8-sig", errors="replace") as handle:
                    original = handle.read().replace("\r\n", "\n")
                file_count += 1
                lines_total += original.count("\n") + 1
                overrides += [f"{file_name}:{line}" for line in overrides_in_extensions(original)]
                uses_swiftui = uses_swiftui or bool(re.search(r"^\s*import\s+(SwiftUI|Combine)\s*$", original, re.M))
        results[name] = {"set": name, "module": module, "exercises": row.get("exercises", ""),
                         "entry": row.get("entry", ""), "setup": row.get("setup", ""),
                         "files": file_count, "lines": lines_total, "overrides_in_extensions": overrides,
                         "swiftui": uses_swiftui,
                         "catalogs": [os.path.relpath(c, source_dir) for c in configuration.get("assets", [])]}

    # 2. Build each set on its own (drop a stale driver so it cannot break the build).
    shutil.rmtree(os.path.join(work, "Sources", "CorpusDriver"), ignore_errors=True)
    stale = {name for name in os.listdir(os.path.join(work, "Sources"))} - {r["module"] for r in results.values()}
    for name in stale:
        if name.startswith("Corpus_"):
            shutil.rmtree(os.path.join(work, "Sources", name), ignore_errors=True)
    swiftui_modules = {r["module"] for r in results.values() if r["swiftui"]}
    write_package(work, cellshot, [r["module"] for r in results.values()], [], args.language_mode, swiftui_modules)
    for name, result in results.items():
        log = os.path.join(out, "sets", name, "build.log")
        code, output, seconds = swift_build(work, ["--target", result["module"]], args.build_timeout, log)
        errors = parse_errors(output, os.path.join(corpus, name))
        write_prepared_diff(work, result["module"], os.path.join(out, "sets", name, "prepared.diff"))
        result["compiles"] = code == 0
        result["errors"] = errors
        if code != 0 and not errors:
            tail = [line for line in output.splitlines() if "error" in line.lower()][-3:]
            result["errors"] = [{"file": "-", "line": 0, "message": " / ".join(tail) or "build failed (see build.log)",
                                 "kind": "other", "api": None, "source": ""}]
        state = "compiles" if code == 0 else f"{len(result['errors'])} errors"
        print(f"  {name}: {state} ({seconds:.0f} s)", flush=True)

    # 3. The driver for the sets that compile; a driver file that does not compile drops its set.
    compiling = [r for r in results.values() if r["compiles"] and r["entry"]]
    driver_dir = os.path.join(work, "Sources", "CorpusDriver")
    excluded = {}
    while compiling:
        shutil.rmtree(driver_dir, ignore_errors=True)
        os.makedirs(driver_dir)
        functions = []
        for result in compiling:
            function, text = driver_file(result["set"], result["module"], result["entry"], result["setup"])
            functions.append((result["set"], function))
            with open(os.path.join(driver_dir, f"Drive_{result['module']}.swift"), "w", encoding="utf-8") as handle:
                handle.write(text)
        with open(os.path.join(driver_dir, "Support.swift"), "w", encoding="utf-8") as handle:
            handle.write(DRIVER_SUPPORT)
        with open(os.path.join(driver_dir, "main.swift"), "w", encoding="utf-8") as handle:
            handle.write(driver_main(functions))
        write_package(work, cellshot, [r["module"] for r in results.values()], [r["module"] for r in compiling],
                      args.language_mode, swiftui_modules)
        code, output, seconds = swift_build(work, ["--product", "CorpusDriver"], args.build_timeout,
                                            os.path.join(out, "driver-build.log"))
        print(f"  driver for {len(compiling)} sets: {'built' if code == 0 else 'failed'} ({seconds:.0f} s)", flush=True)
        if code == 0:
            break
        broken = {}
        for line in output.splitlines():
            match = re.match(r"^(/[^:]+/CorpusDriver/Drive_(\w+)\.swift):\d+:\d+: error: (.*)$", line)
            if match:
                broken.setdefault(match.group(2), []).append(match.group(3))
        if not broken:
            for result in compiling:
                excluded[result["set"]] = "the driver did not build (see driver-build.log)"
            compiling = []
            break
        for result in list(compiling):
            if result["module"] in broken:
                excluded[result["set"]] = "entry does not compile: " + "; ".join(dict.fromkeys(broken[result["module"]]))
                compiling.remove(result)

    # 4. Run each set in its own process.
    binary = os.path.join(work, ".build", "debug", "CorpusDriver")
    for name, result in results.items():
        result["renders"] = None
        result["run"] = ""
        result["pngs"] = []
        if not result["compiles"]:
            continue
        if not result["entry"]:
            result["renders"], result["run"] = False, "no entry expression in the sets TSV"
            continue
        if name in excluded:
            result["renders"], result["run"] = False, excluded[name]
            continue
        prefix = os.path.join(out, "png", name)
        os.makedirs(os.path.dirname(prefix), exist_ok=True)
        for old in set_pictures(name, os.listdir(os.path.dirname(prefix))):
            os.remove(os.path.join(os.path.dirname(prefix), old))
        try:
            # Deterministic hashing: an app that iterates a Dictionary (Apple's reorderable list builds its sections
            # so) gets the same order in every run, so the same corpus gives the same pictures.
            environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
            run = subprocess.run([isolated_driver(binary, result["module"], os.path.join(work, "run", name)), name, prefix],
                                 capture_output=True, text=True, timeout=args.run_timeout,
                                 env=environment)
            code, text = run.returncode, run.stdout + run.stderr
        except subprocess.TimeoutExpired:
            code, text = -1, f"timed out after {args.run_timeout} s"
        with open(os.path.join(out, "sets", name, "run.log"), "w", encoding="utf-8") as handle:
            handle.write(text)
        result["pngs"] = set_pictures(name, os.listdir(os.path.dirname(prefix)))
        result["renders"] = code == 0 and bool(result["pngs"])
        lines = [line for line in text.splitlines() if line.strip() and not line.startswith("uikit-corpus: rendered")]
        if code < 0 and code != -1:
            lines.append(f"crashed (signal {-code})")
        elif code not in (0, -1) and not lines:
            lines.append(f"exit status {code}")
        result["run"] = " / ".join(lines)
        print(f"  {name}: {'renders' if result['renders'] else 'does not render'} {result['run'][:150]}", flush=True)

    write_reports(out, cellshot, corpus, results, files)


# ---------------------------------------------------------------------------------------------------------------
# Reports

def md_cell(text, limit=None):
    text = (text or "").replace("|", "\\|").replace("\n", " ")
    if limit and len(text) > limit:
        text = text[:limit - 1] + "…"
    return text


def git_describe(path):
    try:
        head = subprocess.run(["git", "-C", path, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        branch = subprocess.run(["git", "-C", path, "rev-parse", "--abbrev-ref", "HEAD"], capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", path, "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True).stdout.strip()
        return f"{branch} at {head}" + (" (with uncommitted changes)" if dirty else "")
    except OSError:
        return path


def first_errors(result, count=3):
    if not result["compiles"]:
        seen, parts = set(), []
        for error in result["errors"]:
            label = f"{error['api']}" if error["kind"] == "missing API" and error["api"] else error["message"]
            if label in seen:
                continue
            seen.add(label)
            parts.append(("missing " + label) if error["kind"] == "missing API" else label)
            if len(parts) == count:
                break
        more = len({(e["api"] or e["message"]) for e in result["errors"]}) - len(parts)
        return "; ".join(parts) + (f" (+{more} more)" if more > 0 else "")
    return result.get("run", "")


def set_pictures(name, files):
    """A set's pictures among `files`: `<set>-<n>.png` only, so that a set whose name begins another's
    (mcv-emoji-explorer, mcv-emoji-explorer-list) neither removes nor claims the other's."""
    pattern = re.compile(re.escape(name) + r"-\d+\.png")
    return sorted((f for f in files if pattern.fullmatch(f)), key=lambda f: int(f[len(name) + 1:-4]))


def distinct_file_counts(results, files):
    """How many distinct files (repository and path) the measured sets hold, and which of them the compiler
    reported an error in, in any set. A set that fails to build for a reason in no file (a driver or package
    failure) marks all of its files as failing, so the count never flatters."""
    holders = collections.defaultdict(set)      # (repository, path) -> sets that hold it
    for row in files:
        if row.get("set") in results:
            holders[(row["repository"], row["path"])].add(row["set"])
    failing = set()
    for (repository, path), sets in holders.items():
        name = os.path.basename(path)
        for set_name in sets:
            result = results[set_name]
            if result["compiles"]:
                continue
            located = {error["file"] for error in result["errors"]}
            if name in located or not (located - {"-"}):
                failing.add(f"{repository.split('/')[-1]}/{name}")
    return len(holders), failing


def write_reports(out, cellshot, corpus, results, files):
    described = git_describe(cellshot)
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    total = len(results)
    compiled = sum(1 for r in results.values() if r["compiles"])
    rendered = sum(1 for r in results.values() if r.get("renders"))
    file_count = sum(r["files"] for r in results.values())
    repos = {row["repository"] for row in files if row.get("set") in results}
    distinct, failing = distinct_file_counts(results, files)
    summary = (f"{total} sets ({file_count} files, {len(repos) or '?'} repositories, Swift {LANGUAGE_MODE[0]} language mode); "
               f"{compiled} of {total} compile through the CellshotSources plugin, their files as they are (nothing guarded "
               f"away; {sum(1 for r in results.values() if r['overrides_in_extensions'])} sets declare overrides in "
               f"extensions); "
               f"{rendered} of {compiled} that compile render. "
               f"Per file: {distinct - len(failing)} of {distinct} distinct files compile (no compiler error in them "
               f"in any set that holds them)" + (f"; the others: {', '.join(sorted(failing))}." if failing else "."))

    # The table.
    table = [f"# CellshotUIKit on the corpus: results", "",
             f"CellshotUIKit of `{cellshot}` ({described}), measured {stamp} by `scripts/uikit-corpus.sh`.", "",
             summary, "",
             "| set | exercises | files | overrides in extensions | catalogs | compiles | renders | first errors, or what the run said |",
             "|---|---|---|---|---|---|---|---|"]
    for result in results.values():
        renders = "—" if result.get("renders") is None else ("yes" if result["renders"] else "no")
        table.append(f"| {result['set']} | {md_cell(result['exercises'])} | {result['files']} | "
                     f"{len(result['overrides_in_extensions']) or '—'} | {', '.join(result['catalogs']) or '—'} | "
                     f"{'yes' if result['compiles'] else 'no'} | {renders} | {md_cell(first_errors(result), 300)} |")
    table.append("")
    table.append("What the plugin changed per set: `sets/<set>/prepared.diff` (the app's files against the prepared ones); build and "
                 "run logs beside them; pictures in `png/`.")
    # Errors by kind, per set.
    table += ["", "## Errors by cause", ""]
    for result in results.values():
        if result["compiles"]:
            continue
        table.append(f"### {result['set']}")
        table.append("")
        by_kind = collections.OrderedDict()
        for error in result["errors"]:
            by_kind.setdefault(error["kind"], []).append(error)
        for kind in ("missing API", "signature differs", "Swift 6 isolation", "other"):
            if kind not in by_kind:
                continue
            table.append(f"- **{kind}** ({len(by_kind[kind])}):")
            grouped = collections.OrderedDict()
            for error in by_kind[kind]:
                key = error["api"] if kind == "missing API" and error["api"] else error["message"]
                grouped.setdefault(key, []).append(f"{error['file']}:{error['line']}")
            for key, places in grouped.items():
                shown = ", ".join(places[:4]) + (f" (+{len(places) - 4})" if len(places) > 4 else "")
                table.append(f"  - `{md_cell(key, 200)}` — {shown}")
        table.append("")
    with open(os.path.join(out, "results.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(table) + "\n")

    # Ranked missing APIs and the other causes.
    missing = collections.defaultdict(set)
    signature = collections.defaultdict(set)
    isolation = collections.defaultdict(set)
    other = collections.defaultdict(set)
    for result in results.values():
        labelled = {e["api"].split("(")[0] for e in result["errors"] if e["api"] and "(" in e["api"]}
        missing_types = {e["api"] for e in result["errors"]
                         if e["kind"] == "missing API" and e["api"] and "." not in e["api"]}
        for error in result["errors"]:
            if error["kind"] == "missing API" and error["api"]:
                if error["api"] in labelled:
                    continue       # `super.viewWillAppear(animated)` beside `override func viewWillAppear(_:)`
                if "." in error["api"] and (error["api"].split(".")[0] in missing_types
                                            or error.get("via") in missing_types):
                    continue       # a member of a type missing in the same set: counted with the type
                missing[error["api"]].add(result["set"])
            elif error["kind"] == "signature differs":
                label = (f"`{error['api']}`: " if error["api"] else "") + normalise(error["message"])
                signature[label].add(result["set"])
            elif error["kind"] == "Swift 6 isolation":
                isolation[normalise(error["message"])].add(result["set"])
            else:
                other[normalise(error["message"])].add(result["set"])
    lines = ["# Missing APIs, ranked", "",
             f"CellshotUIKit of `{cellshot}` ({described}), measured {stamp}. {summary}", "",
             "How many sets each API stops (a set is counted once per API; an API missing in a set may hide later "
             "errors in it). Grouped by kind; within a kind, most sets first.", ""]
    groups = collections.OrderedDict()
    for api, names in missing.items():
        groups.setdefault(api_kind(api), []).append((api, names))
    for kind in sorted(groups, key=lambda k: (-sum(len(n) for _, n in groups[k]), k)):
        lines += [f"## {kind}", "", "| API | sets | which |", "|---|---|---|"]
        for api, names in sorted(groups[kind], key=lambda item: (-len(item[1]), item[0])):
            lines.append(f"| `{md_cell(api)}` | {len(names)} | {', '.join(sorted(names))} |")
        lines.append("")
    for title, bucket in (("Signatures that differ", signature), ("Swift 6 isolation and Sendable", isolation),
                          ("Other errors", other)):
        if not bucket:
            continue
        lines += [f"## {title}", "", "| error | sets | which |", "|---|---|---|"]
        for message, names in sorted(bucket.items(), key=lambda item: (-len(item[1]), item[0])):
            lines.append(f"| {md_cell(message, 220)} | {len(names)} | {', '.join(sorted(names))} |")
        lines.append("")
    symbols = missing_symbols(cellshot, corpus, results)
    if symbols:
        lines += ["## SF Symbols the checkout's symbol table lacks", "",
                  "Names the corpus gives `UIImage(systemName:)` (or keeps for it) that `assets/symbols.json` has no "
                  "entry for: drawing one draws a placeholder with a warning naming it (an error with `--strict-symbols`).", "", "| symbol | sets | which |", "|---|---|---|"]
        for name, names in sorted(symbols.items(), key=lambda item: (-len(item[1]), item[0])):
            lines.append(f"| `{name}` | {len(names)} | {', '.join(sorted(names))} |")
        lines.append("")
    failing_runs = [r for r in results.values() if r["compiles"] and not r.get("renders")]
    if failing_runs:
        lines += ["## Compiles but does not render", "", "| set | what the run said |", "|---|---|"]
        for result in failing_runs:
            lines.append(f"| {result['set']} | {md_cell(result['run'], 400)} |")
        lines.append("")
    with open(os.path.join(out, "missing-apis.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")

    # UIKit names the corpus uses.
    declared = declared_names(cellshot)
    missing_members = {api.split(".")[-1].split("(")[0].lstrip(".").split(" ")[0] for api in missing}
    type_files, type_uses = collections.Counter(), collections.Counter()
    member_files, member_uses = collections.Counter(), collections.Counter()
    for result in results.values():
        directory = os.path.join(corpus, result["set"])
        for file_name in sorted(os.listdir(directory)):
            if not file_name.endswith(".swift"):
                continue
            with open(os.path.join(directory, file_name), encoding="utf-8-sig", errors="replace") as handle:
                text = strip_comments_and_strings(handle.read())
            types = [name for name in IDENT.findall(text) if name != "UIKit"]
            members = [m for m in MEMBER.findall(text) if m in declared or m in missing_members]
            for name in set(types):
                type_files[name] += 1
            type_uses.update(types)
            for name in set(members):
                member_files[name] += 1
            member_uses.update(members)
    usage = ["# UIKit names the corpus uses", "",
             f"Over {file_count} files of {total} sets (the same file in two sets counts twice). Types: every "
             "`UI…`, `NS…`, `CA…`, `CG…` name. Members: `.name` uses whose name CellshotUIKit declares or a build "
             "reported missing (so members of the app's own types with the same name are counted too). "
             f"`declared` is whether CellshotUIKit of {described} declares the name at all (`Foundation`: Linux's "
             "Foundation has it).", "",
             "## Types", "", "| rank | type | files | uses | declared |", "|---|---|---|---|---|"]
    for rank, (name, count) in enumerate(sorted(type_files.items(), key=lambda i: (-i[1], -type_uses[i[0]], i[0])), 1):
        state = "yes" if name in declared else ("Foundation" if name in FOUNDATION_NAMES else "no")
        usage.append(f"| {rank} | `{name}` | {count} | {type_uses[name]} | {state} |")
    usage += ["", "## Members", "", "| rank | member | files | uses | declared |", "|---|---|---|---|---|"]
    for rank, (name, count) in enumerate(sorted(member_files.items(), key=lambda i: (-i[1], -member_uses[i[0]], i[0])), 1):
        usage.append(f"| {rank} | `.{name}` | {count} | {member_uses[name]} | {'yes' if name in declared else 'no'} |")
    with open(os.path.join(out, "api-usage.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(usage) + "\n")

    # The part docs/uikit.md quotes ("Real code: the corpus"): the table, the most needed APIs, the most used names.
    section = [f"Measured {stamp} on CellshotUIKit of {described}: {summary}", "",
               "| set | exercises | overrides in extensions | catalog | compiles | renders | first errors, or what the run said |",
               "|---|---|---|---|---|---|---|"]
    for result in results.values():
        renders = "—" if result.get("renders") is None else ("yes" if result["renders"] else "no")
        section.append(f"| {result['set']} | {md_cell(result['exercises'], 120)} | "
                       f"{len(result['overrides_in_extensions']) or '—'} | {'yes' if result['catalogs'] else '—'} | "
                       f"{'yes' if result['compiles'] else 'no'} | {renders} | {md_cell(first_errors(result, 2), 160)} |")
    ranked = sorted(((api, names) for api, names in missing.items() if not api.startswith(".")),
                    key=lambda item: (-len(item[1]), item[0]))
    section += ["", "Missing APIs, by how many sets need them (the first 40; `missing-apis.md` of a run has all, "
                "with the sets):", "", "| API | sets |", "|---|---|"]
    section += [f"| `{md_cell(api)}` | {len(names)} |" for api, names in ranked[:40]]
    section += ["", "UIKit types the corpus uses most (files using each; `api-usage.md` of a run has all, and the "
                "members):", "", "| type | files | declared |", "|---|---|---|"]
    for name, count in sorted(type_files.items(), key=lambda i: (-i[1], -type_uses[i[0]], i[0]))[:30]:
        state = "yes" if name in declared else ("Foundation" if name in FOUNDATION_NAMES else "no")
        section.append(f"| `{name}` | {count} | {state} |")
    with open(os.path.join(out, "docs-section.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(section) + "\n")

    with open(os.path.join(out, "results.json"), "w", encoding="utf-8") as handle:
        json.dump({"cellshot": cellshot, "described": described, "measured": stamp, "summary": summary,
                   "sets": list(results.values())},
                  handle, indent=1)
    print(f"uikit-corpus: {summary}\n  {os.path.join(out, 'results.md')}\n  {os.path.join(out, 'missing-apis.md')}\n"
          f"  {os.path.join(out, 'api-usage.md')}")


KEPT_QUOTES = re.compile(r"^'((UI|NS|CG|CA)\w*|[^']*:[^']*|Hashable|Equatable|Sendable|Identifiable|Codable|"
                         r"CaseIterable|AnyObject|Any)'$")


def missing_symbols(cellshot, corpus, results):
    """SF Symbol names in the corpus's code (`systemName: "…"`, and string literals of the set that look like one
    and are passed on to it) that the checkout's symbol table lacks, with the sets naming them."""
    table = os.path.join(cellshot, "assets", "symbols.json")
    if not os.path.exists(table):
        return {}
    with open(table, encoding="utf-8") as handle:
        known = set(json.load(handle).get("symbols", {}))
    found = collections.defaultdict(set)
    for result in results.values():
        directory = os.path.join(corpus, result["set"])
        for file_name in os.listdir(directory):
            if not file_name.endswith(".swift"):
                continue
            with open(os.path.join(directory, file_name), encoding="utf-8-sig", errors="replace") as handle:
                text = handle.read()
            names = re.findall(r'systemName:\s*"([^"]+)"', text)
            names += re.findall(r'(?:SFSymbolItem\(name|imageName|iconName|symbolName):\s*"([a-z0-9.]+)"', text)
            for name in names:
                if name not in known:
                    found[name].add(result["set"])
    return found


def normalise(message):
    """An error message with the app's own names abstracted, so that the same cause counts once per set; UIKit
    names, argument labels and standard protocols are kept."""
    return re.sub(r"'[^']*'", lambda m: m.group(0) if KEPT_QUOTES.match(m.group(0)) else "'…'", message)


API_KINDS = [
    ("View controller surroundings", r"^(UIViewController|UINavigation|UIBarButton|UITabBar|UISplitViewController|"
     r"UISearch|UIAlert|UIGestureRecognizer|UITapGestureRecognizer|UIPanGesture|UILongPress|UIRefreshControl|"
     r"UIContextMenu|UIMenu|UIAction|UIResponder|UIWindow|UIScene|UIApplication|UITransition|UIStoryboard|"
     r"override (viewWill|viewDid|setEditing|prepare|present)|override init\b|navigationItem|navigationController|title$)"),
    ("Tables and data sources", r"^(UITableView|NSDiffableDataSource|UITableViewDiffableDataSource|override tableView|"
     r"IndexPath|UITableViewCell\.EditingStyle)"),
    ("Collection view layouts", r"^(NSCollectionLayout|UICollectionViewCompositionalLayout|UICollectionViewFlowLayout|"
     r"UICollectionLayout|UICollectionViewLayout|UICollectionViewDiffableDataSource|UICollectionView\b|"
     r"UICollectionViewDelegate|override collectionView|UIContextualAction|UISwipeActionsConfiguration)"),
    ("Cells and configurations", r"^(UICollectionViewListCell|UICollectionViewCell|UITableViewCell|UIListContent|"
     r"UIBackgroundConfiguration|UICellAccessory|UICellConfigurationState|UIConfigurationState|UIContentView|"
     r"UIContentConfiguration|UIConfigurationColorTransformer|UICollectionReusableView|UITableViewHeaderFooterView|"
     r"override (updateConfiguration|prepareForReuse|awakeFromNib|layoutSubviews|configurationState))"),
    ("Images and symbols", r"^(UIImage|UIImageView|UIImage\.SymbolConfiguration)"),
    ("Colours, fonts and text", r"^(UIColor|UIFont|NSAttributedString|NSMutableAttributedString|NSParagraphStyle|"
     r"NSTextAlignment|UILabel|NSLineBreakMode)"),
    ("Views, controls and layout", r"^(UIView|UIStackView|UILabel|UIButton|UISwitch|UIControl|UITextField|UITextView|"
     r"UIDatePicker|UISlider|UIStepper|UISegmentedControl|UIActivityIndicatorView|UIProgressView|UIScrollView|"
     r"NSLayout|UILayoutGuide|CALayer|CGAffineTransform|UIEdgeInsets|NSDirectionalEdgeInsets|UIVisualEffect|"
     r"UIBlurEffect|UIPageControl|UIPickerView)"),
    ("Foundation and runtime", r"^(NSObject|NSCoder|NSNotification|Notification|NotificationCenter|NSString|"
     r"Bundle|DispatchQueue|NSPredicate|NSSortDescriptor|NSFetchedResults|NSManaged|NSPersistent|CG)"),
]


def api_kind(api):
    for kind, pattern in API_KINDS:
        if re.search(pattern, api):
            return kind
    if api.startswith("."):
        return "Members of a type the compiler could not tell (mostly behind another missing API)"
    return "Other names"


# ---------------------------------------------------------------------------------------------------------------
# Self-test: `scripts/uikit-corpus.sh --self-test` checks the set's configuration, the package, the error attribution
# and the runs' isolation on small examples.

SELF_TEST_SOURCE = """import UIKit

final class ListController: UIViewController {
    @IBOutlet weak var table: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                  action: #selector(addTapped))
        navigationItem.rightBarButtonItem = add
        title = "List" // a comment with #selector( and { in it
    }

    @objc
    private func addTapped() {
        if true { print("}") }
    }
}

#Preview {
    ListController()
}

extension ListController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }
}
"""


def self_test():
    import tempfile
    # The overrides the plugin moves: only those in an extension, whatever the brackets in strings and comments.
    assert overrides_in_extensions(SELF_TEST_SOURCE) == [25], overrides_in_extensions(SELF_TEST_SOURCE)
    with tempfile.TemporaryDirectory() as folder:
        set_dir = os.path.join(folder, "some-set")
        for path in ("List.swift", "Deeper/Cell.swift", "Assets.xcassets/Contents.json",
                     "Assets.xcassets/Brand.colorset/Contents.json", "Deeper/Icons.xcassets/Contents.json",
                     ".hidden/Old.xcassets/Contents.json"):
            os.makedirs(os.path.dirname(os.path.join(set_dir, path)), exist_ok=True)
            with open(os.path.join(set_dir, path), "w", encoding="utf-8") as handle:
                handle.write("{}\n" if path.endswith(".json") else SELF_TEST_SOURCE)
        # The set's configuration names its folder and its catalogs (not hidden ones, not a catalog's sets), absolute.
        assert set_configuration(set_dir) == {
            "sources": [set_dir],
            "assets": [os.path.join(set_dir, "Assets.xcassets"), os.path.join(set_dir, "Deeper", "Icons.xcassets")]}, \
            set_configuration(set_dir)
        # The package compiles each set through the checkout's plugin: no mechanical edit of the set's files.
        work = os.path.join(folder, "work")
        os.makedirs(work)
        write_package(work, os.path.join(folder, "cellshot"), ["Corpus_some_set"], [])
        with open(os.path.join(work, "Package.swift"), encoding="utf-8") as handle:
            manifest = handle.read()
        assert 'plugins: [.plugin(name: "CellshotSources", package: "cellshot")]' in manifest, manifest
        write_package(work, os.path.join(folder, "cellshot"), ["Corpus_a", "Corpus_b"], [], swiftui_modules={"Corpus_b"})
        with open(os.path.join(work, "Package.swift"), encoding="utf-8") as handle:
            manifest = handle.read()
        assert ('.target(name: "Corpus_b", dependencies: [.product(name: "CellshotUIKit", package: "cellshot"), '
                '.product(name: "CellshotSwiftUI", package: "cellshot")]') in manifest, manifest
        assert '.target(name: "Corpus_a", dependencies: [.product(name: "CellshotUIKit", package: "cellshot")], ' in manifest
        # Errors are at the app's own files and lines (the prepared files' #sourceLocation); errors elsewhere (the
        # generated target's own file, another set) are not the set's.
        output = "\n".join([
            f"{set_dir}/List.swift:26:9: error: cannot find 'transitionCoordinator' in scope",
            f"{set_dir}/List.swift:26:9: error: cannot find 'transitionCoordinator' in scope",
            f"{set_dir}/Deeper/Cell.swift:4:5: error: cellshot-sources: `override func viewWillAppear(_:)` in an extension "
            "of `UITableViewController` cannot move into the class's body",
            f"{work}/Sources/Corpus_some_set/Target.swift:1:1: error: something else",
            f"{folder}/other-set/List.swift:3:1: error: cannot find 'Elsewhere' in scope",
        ])
        errors = parse_errors(output, set_dir)
        assert [(e["file"], e["line"], e["kind"], e["api"]) for e in errors] == [
            ("List.swift", 26, "missing API", "UIViewController.transitionCoordinator"),
            ("Cell.swift", 4, "other", None)], errors
        assert errors[0]["source"] == "super.viewWillAppear(animated)", errors[0]
        # Each set's run sees its own catalogs' resource folder and cellshot's, not another set's.
        products = os.path.join(work, ".build", "debug")
        for entry in ("uikit-corpus_Corpus_some_set.resources", "uikit-corpus_Corpus_other.resources",
                      "cellshot_CellshotRender.resources"):
            os.makedirs(os.path.join(products, entry))
        with open(os.path.join(products, "CorpusDriver"), "w", encoding="utf-8") as handle:
            handle.write("#!/bin/sh\n")
        driver = isolated_driver(os.path.join(products, "CorpusDriver"), "Corpus_some_set", os.path.join(work, "run", "s"))
        assert sorted(os.listdir(os.path.dirname(driver))) == [
            "CorpusDriver", "cellshot_CellshotRender.resources", "uikit-corpus_Corpus_some_set.resources"]
        assert os.path.samefile(driver, os.path.join(products, "CorpusDriver"))
    supers = {"ListController": "UIViewController", "Cell": "Base", "Base": "UICollectionViewListCell"}
    assert uikit_owner("Cell", supers) == "UICollectionViewListCell"
    assert classify("value of type 'ListController' has no member 'transitionCoordinator'", "") == \
        ("missing API", "ListController.transitionCoordinator")
    source = SELF_TEST_SOURCE.split("\n")
    assert attribute("navigationItem", "missing API", source, 9, supers) == "UIViewController.navigationItem"
    assert attribute("UITableViewController.title", "missing API", source, 9, supers) == "UIViewController.title"
    assert attribute("override viewWillAppear(_:)", "missing API", source, 9, supers) == \
        "UIViewController.viewWillAppear(_:)"
    assert classify("method does not override any method from its superclass",
                    "    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {") \
        == ("missing API", "override tableView(_:canEditRowAt:)")
    assert classify("type 'Item' does not conform to the 'Sendable' protocol", "")[0] == "Swift 6 isolation"
    assert classify("incorrect argument label in call (have 'weight:', expected 'pointSize:')", "")[0] == \
        "signature differs"
    assert normalise("type 'Row' does not conform to protocol 'Hashable'") == \
        "type '…' does not conform to protocol 'Hashable'"
    # Per-file counts: a file shared by two sets counts once; an error located in it in either set fails it;
    # a set that failed with no file named fails all of its files.
    results = {"a": {"compiles": False, "errors": [{"file": "Model.swift"}]},
               "b": {"compiles": True, "errors": []},
               "c": {"compiles": False, "errors": [{"file": "-"}]}}
    rows = [{"set": "a", "repository": "o/r", "path": "App/Model.swift"},
            {"set": "a", "repository": "o/r", "path": "App/List.swift"},
            {"set": "b", "repository": "o/r", "path": "App/List.swift"},
            {"set": "b", "repository": "o/r", "path": "App/Model.swift"},
            {"set": "c", "repository": "o/s", "path": "Cell.swift"},
            {"set": "z", "repository": "o/t", "path": "Unmeasured.swift"}]
    assert distinct_file_counts(results, rows) == (3, {"r/Model.swift", "s/Cell.swift"}), \
        distinct_file_counts(results, rows)
    # A multi-line string closed by `""")` ends the call it opened: an override in an extension after it is seen.
    multiline = ["class C: UIViewController {}", "extension C {", '    func f() { print("""', '        { not a brace',
                 '        """) }', "    override func viewDidLoad() {}", "}"]
    assert overrides_in_extensions("\n".join(multiline)) == [6], overrides_in_extensions("\n".join(multiline))
    assert set_pictures("mcv-emoji-explorer", ["mcv-emoji-explorer-list-1.png", "mcv-emoji-explorer-2.png",
                                               "mcv-emoji-explorer-10.png", "mcv-emoji-explorer-1.png"]) == \
        ["mcv-emoji-explorer-1.png", "mcv-emoji-explorer-2.png", "mcv-emoji-explorer-10.png"]
    print("uikit-corpus: self-test passed")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
    else:
        main()
