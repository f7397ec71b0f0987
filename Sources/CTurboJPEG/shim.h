// libjpeg-turbo's TurboJPEG API (Debian's libturbojpeg0-dev): JPEG decoding.
#include <turbojpeg.h>
