#!/usr/bin/env bash
# Installs the Debian packages cellshot needs (C libraries and the private font set), and with
# `--tests` those its tests need too, only those that are missing: when everything is there it
# does nothing and costs nothing.
set -euo pipefail

# macOS: Homebrew's libraries build cellshot. Its private font set is Debian's (Inter and Noto at
# /usr/share/fonts), so on a Mac record and verify references in the container image (Dockerfile,
# docs/ci.md): the same pixels need the same fonts and library versions.
if [ "$(uname -s)" = Darwin ]; then
    command -v brew >/dev/null 2>&1 || { echo "cellshot on macOS needs Homebrew (https://brew.sh)" >&2; exit 1; }
    formulae=(pkg-config cairo pango librsvg libspng jpeg-turbo isa-l)
    missing=()
    for formula in "${formulae[@]}"; do brew list --formula "$formula" >/dev/null 2>&1 || missing+=("$formula"); done
    [ ${#missing[@]} -eq 0 ] || brew install "${missing[@]}"
    echo "note: cellshot's fonts are Debian's; render references in the container image (see docs/ci.md)" >&2
    exit 0
fi

packages=(
    libcairo2-dev libpango1.0-dev librsvg2-dev libspng-dev libturbojpeg0-dev libisal-dev
    fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-dejavu-core bootstrap-icons
    fonts-materialdesignicons-webfont
)
# `--tests`: also what the test suite needs besides rendering — a headless browser to check the
# review report (122 MB download, about 20 s with a warm package list), fontTools to make stand-ins
# for SF Pro (the team-fonts tests), junitparser to read the JUnit reports as CI systems do and Unicode's
# emoji test data (unicode-data: /usr/share/unicode/emoji/emoji-test.txt, the emoji presentation tests).
if [ "${1:-}" = "--tests" ]; then
    packages+=(chromium python3-fonttools python3-junitparser unicode-data)
fi

# Two icon sets come from PyPI, not Debian (docs/symbols.md, "Licence"): Lucide (ISC, in the `lucide` wheel's
# lucide.zip) and Tabler Icons (MIT, in the `pytablericons` wheel). Their SVG files are unpacked into
# /usr/local/share/cellshot-icons, where assets/symbols.json reads them; nothing is installed into Python.
install_icon_sets() {
    local icons=/usr/local/share/cellshot-icons
    [ -f "$icons/lucide/bird.svg" ] && [ -f "$icons/tabler/filled/bell.svg" ] && return 0
    command -v python3 >/dev/null 2>&1 && python3 -m pip --version >/dev/null 2>&1 || packages+=(python3-pip)
    install_debian_packages
    local work
    work=$(mktemp -d)
    python3 -m pip download --quiet --no-deps --only-binary :all: -d "$work" lucide==1.1.4 pytablericons==1.0.1
    $sudo python3 - "$work" "$icons" <<'PYTHON'
import glob, io, os, shutil, sys, zipfile
work, icons = sys.argv[1], sys.argv[2]
for folder in ("lucide", "tabler"):
    shutil.rmtree(os.path.join(icons, folder), ignore_errors=True)
lucide = zipfile.ZipFile(glob.glob(os.path.join(work, "lucide-*.whl"))[0])
with zipfile.ZipFile(io.BytesIO(lucide.read("lucide/lucide.zip"))) as svgs:
    svgs.extractall(os.path.join(icons, "lucide"))
with zipfile.ZipFile(glob.glob(os.path.join(work, "pytablericons-*.whl"))[0]) as tabler:
    for member in tabler.namelist():
        if member.startswith("pytablericons/icons/") and member.endswith(".svg"):
            target = os.path.join(icons, "tabler", member[len("pytablericons/icons/"):])
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(tabler.read(member))
PYTHON
    rm -rf "$work"
}

# Installs the packages of `packages` that are missing (nothing when all are there).
install_debian_packages() {
    local missing=()
    for package in "${packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "cellshot needs these Debian packages (or their equivalents): ${missing[*]}" >&2
        exit 1
    fi
    echo "Installing ${missing[*]} …" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
install_debian_packages
install_icon_sets
