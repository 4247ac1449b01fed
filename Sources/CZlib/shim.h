// C shim for zlib (no stable API: for meshplay's own use only). deflateInit is a macro, so it
// is wrapped in a function Swift can call.
#include <zlib.h>

static inline int meshplay_deflate_init(z_stream *stream, int level) {
    return deflateInit(stream, level);
}
