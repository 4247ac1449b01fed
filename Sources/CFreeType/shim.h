// C shim for FreeType and fontconfig (no stable API: for meshplay's own use only).
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>

// Function-like macros Swift cannot import, as constants.
// Render 8-bit anti-aliased coverage with light (vertical-only) hinting.
static const FT_Int32 meshplay_ft_load_flags = FT_LOAD_RENDER | FT_LOAD_TARGET_LIGHT;
static const FT_Long meshplay_ft_face_flag_kerning = FT_FACE_FLAG_KERNING;
