// C shim for libpng (no stable API: for meshplay's own use only).
#include <png.h>
