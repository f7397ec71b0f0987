// libspng (Debian's libspng-dev): PNG encoding, row by row, for images of any height.
#include <stdio.h>
#include <spng.h>
