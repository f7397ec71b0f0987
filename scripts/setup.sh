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
    fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji bootstrap-icons
    fonts-materialdesignicons-webfont
)
# `--tests`: also what the test suite needs besides rendering — a headless browser to check the
# review report (122 MB download, about 20 s with a warm package list), fontTools to make stand-ins
# for SF Pro (the team-fonts tests), junitparser to read the JUnit reports as CI systems do and Unicode's
# emoji test data (unicode-data: /usr/share/unicode/emoji/emoji-test.txt, the emoji presentation tests).
if [ "${1:-}" = "--tests" ]; then
    packages+=(chromium python3-fonttools python3-junitparser unicode-data)
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "cellshot needs these Debian packages (or their equivalents): ${missing[*]}" >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing ${missing[*]} …" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
