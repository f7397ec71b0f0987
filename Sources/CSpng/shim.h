// libspng (Debian's libspng-dev): PNG decoding and row-by-row encoding; zlib (zlib1g-dev, which
// libspng-dev depends on) for PNGBandEncoder's band-parallel deflate.
#include <stdio.h>
#include <spng.h>
#include <zlib.h>
