# cellshot in a container: the image CI renders and verifies references in, so they never drift.
# Everything that decides pixels is pinned: the Swift toolchain's image (Debian 12 "bookworm"), and the
# Debian packages (Cairo, Pango, librsvg, spng, libjpeg-turbo, Inter, Noto, DejaVu Sans Mono, bootstrap-icons,
# Material Design Icons; Lucide and Tabler Icons come from PyPI, pinned) from
# snapshot.debian.org at a fixed date, installed by the same scripts/setup.sh a developer runs.
#
#   docker build -t cellshot .
#   docker run --rm -v "$PWD:/work" -w /work cellshot verify lists --snapshots lists/__Snapshots__
#
# Pin the base image by digest (docker pull swift:6.3.1-bookworm; docker inspect --format '{{.RepoDigests}}')
# once your team has pulled it: a tag can move, a digest cannot.
FROM swift:6.3.1-bookworm

# Debian as it was on one day: the same package versions for every build of this image.
ARG DEBIAN_SNAPSHOT=20261101T000000Z
RUN printf 'deb [check-valid-until=no] https://snapshot.debian.org/archive/debian/%s bookworm main\n\
deb [check-valid-until=no] https://snapshot.debian.org/archive/debian-security/%s bookworm-security main\n\
deb [check-valid-until=no] https://snapshot.debian.org/archive/debian/%s bookworm-updates main\n' \
        "$DEBIAN_SNAPSHOT" "$DEBIAN_SNAPSHOT" "$DEBIAN_SNAPSHOT" > /etc/apt/sources.list \
    && rm -f /etc/apt/sources.list.d/*

WORKDIR /src
COPY . .
RUN scripts/setup.sh \
    && scripts/install.sh --prefix /usr/local --configuration release \
    && rm -rf .build

WORKDIR /work
ENTRYPOINT ["cellshot"]
CMD ["--help"]
