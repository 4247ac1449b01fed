// giflib (Debian's libgif-dev), which writes meshplay's animated GIFs.
#include <gif_lib.h>
