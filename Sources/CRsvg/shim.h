// librsvg (Debian's librsvg2-dev): SVG images and symbols, drawn through Cairo.
#include <librsvg/rsvg.h>
