#!/usr/bin/env bash
# Installs the Debian packages cellshot needs (C libraries and the private font set), and with
# `--tests` those its tests need too, only those that are missing: when everything is there it
# does nothing and costs nothing.
set -euo pipefail

packages=(
    libcairo2-dev libpango1.0-dev librsvg2-dev libspng-dev libturbojpeg0-dev libisal-dev
    fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji bootstrap-icons
)
# `--tests`: also what the test suite needs besides rendering — a headless browser to check the
# review report (122 MB download, about 20 s with a warm package list).
if [ "${1:-}" = "--tests" ]; then
    packages+=(chromium)
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
