// Draws a frame the Metal export would draw, through the same GLSL (Shaders/mesh.vert and
// mesh.frag), on Mesa's llvmpipe with OSMesa: no window, no GPU. MetalPixelTests writes the
// frame's buffers (MetalFrame+Harness.swift), runs this, and compares the pixels with meshplay's.
//
// It also draws `export swiftui-distortion`'s inverse warp (Shaders/distortion.frag) over the
// whole frame, with harness/cover.vert, for MetalDistortionTests (MetalDistortion+Harness).
//
// usage: llvmpipe VERT FRAG IN OUT
// IN, little-endian: "MPGL", int32 width, height, background (0xAABBGGRR), draw count; per draw
// int32 vertex count, index count, texture width, height, blends, culls back; 48 float uniforms;
// 8 floats per vertex; uint32 indices; premultiplied RGBA8 texels, top row first.
// Or "MPDW", int32 width, height, background, vertex count, face count, texture width, height;
// 8 float uniforms (distortion.frag's Framing); 2 floats per vertex of positions, then of
// sources; 4 floats per face; premultiplied RGBA8 texels, top row first.
// OUT: width × height RGBA8 pixels, top row first (as meshplay's Image).
#define GL_GLEXT_PROTOTYPES
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *what, const char *detail) {
    fprintf(stderr, "llvmpipe: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    exit(1);
}

static void *readAll(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (!f) fail("cannot open", path);
    fseek(f, 0, SEEK_END);
    *size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *data = malloc(*size + 1);
    if (!data || fread(data, 1, *size, f) != (size_t)*size) fail("cannot read", path);
    data[*size] = 0;
    fclose(f);
    return data;
}

// The input, read front to back; running past its end is an error, not a crash.
static const unsigned char *cursor, *end;
static const void *take(size_t bytes) {
    if ((size_t)(end - cursor) < bytes) fail("input ends early", NULL);
    const void *p = cursor;
    cursor += bytes;
    return p;
}
static int32_t takeInt(void) { int32_t v; memcpy(&v, take(4), 4); return v; }

static GLuint compile(GLenum stage, const char *path) {
    long size;
    const char *source = readAll(path, &size);
    GLuint s = glCreateShader(stage);
    glShaderSource(s, 1, &source, NULL);
    glCompileShader(s);
    GLint ok;
    glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
    if (!ok) { char log[4096]; glGetShaderInfoLog(s, sizeof log, NULL, log); fail(path, log); }
    return s;
}

static void loadTexture(GLuint texture, GLenum unit, int tw, int th) {
    glActiveTexture(unit);
    glBindTexture(GL_TEXTURE_2D, texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, tw, th, 0, GL_RGBA, GL_UNSIGNED_BYTE, take((size_t)tw * th * 4));
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

// The distortion's twin: one triangle over the whole frame, each pixel mapped back through the
// mesh by the fragment shader and blended "over" the background as meshplay draws the layer.
static void drawWarp(GLuint *buffers, GLuint texture) {
    int vertices = takeInt(), faces = takeInt(), tw = takeInt(), th = takeInt();
    if (vertices <= 0 || faces <= 0 || vertices > 1 << 24 || faces > 1 << 24 || tw <= 0 || th <= 0 || tw > 16384 || th > 16384)
        fail("bad warp", NULL);
    glBindBuffer(GL_UNIFORM_BUFFER, buffers[3]);
    glBufferData(GL_UNIFORM_BUFFER, 8 * 4, take(8 * 4), GL_STATIC_DRAW);
    glBindBufferBase(GL_UNIFORM_BUFFER, 3, buffers[3]);
    const size_t sizes[3] = {(size_t)vertices * 8, (size_t)vertices * 8, (size_t)faces * 16};
    for (int b = 0; b < 3; b++) {
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffers[b]);
        glBufferData(GL_SHADER_STORAGE_BUFFER, (GLsizeiptr)sizes[b], take(sizes[b]), GL_STATIC_DRAW);
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, b, buffers[b]);
    }
    loadTexture(texture, GL_TEXTURE4, tw, th);
    glDisable(GL_DEPTH_TEST);
    glEnable(GL_BLEND);
    glDrawArrays(GL_TRIANGLES, 0, 3);
}

int main(int argc, char **argv) {
    if (argc != 5) fail("usage: llvmpipe VERT FRAG IN OUT", NULL);
    long size;
    cursor = readAll(argv[3], &size);
    end = cursor + size;
    const void *magic = take(4);
    int warp = memcmp(magic, "MPDW", 4) == 0;
    if (!warp && memcmp(magic, "MPGL", 4) != 0) fail("not a frame", argv[3]);
    int width = takeInt(), height = takeInt();
    uint32_t background = (uint32_t)takeInt();
    int draws = warp ? 0 : takeInt();
    if (width <= 0 || height <= 0 || width > 4096 || height > 4096) fail("bad size", NULL);

    const int attributes[] = {OSMESA_FORMAT, OSMESA_RGBA, OSMESA_DEPTH_BITS, 24, OSMESA_PROFILE, OSMESA_CORE_PROFILE,
                              OSMESA_CONTEXT_MAJOR_VERSION, 4, OSMESA_CONTEXT_MINOR_VERSION, 5, 0};
    OSMesaContext context = OSMesaCreateContextAttribs(attributes, NULL);
    if (!context) fail("no OpenGL 4.5 core context from OSMesa", NULL);
    unsigned char *buffer = calloc((size_t)width * height, 4);
    if (!OSMesaMakeCurrent(context, buffer, GL_UNSIGNED_BYTE, width, height)) fail("OSMesaMakeCurrent failed", NULL);

    GLuint program = glCreateProgram();
    glAttachShader(program, compile(GL_VERTEX_SHADER, argv[1]));
    glAttachShader(program, compile(GL_FRAGMENT_SHADER, argv[2]));
    glLinkProgram(program);
    GLint linked;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked) { char log[4096]; glGetProgramInfoLog(program, sizeof log, NULL, log); fail("link", log); }
    glUseProgram(program);

    glViewport(0, 0, width, height);
    glClearColor((background & 255) / 255.0f, (background >> 8 & 255) / 255.0f, (background >> 16 & 255) / 255.0f,
                 (background >> 24) / 255.0f);
    // Larger depth is nearer (Core Animation's +z); a sample is drawn where its depth is at least
    // the one below, as meshplay's `z >= below`.
    glClearDepth(0);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_GEQUAL);
    // Counter-clockwise in y-up clip space is meshplay's front (clockwise on its y-down screen).
    glFrontFace(GL_CCW);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);

    GLuint vao, buffers[4], texture;
    glGenVertexArrays(1, &vao);
    glBindVertexArray(vao);
    glGenBuffers(4, buffers);
    glGenTextures(1, &texture);
    if (warp) drawWarp(buffers, texture);
    for (int d = 0; d < draws; d++) {
        int vertices = takeInt(), indices = takeInt(), tw = takeInt(), th = takeInt(), blends = takeInt(), culls = takeInt();
        if (vertices < 0 || indices < 0 || tw <= 0 || th <= 0 || tw > 16384 || th > 16384) fail("bad draw", NULL);
        glBindBuffer(GL_UNIFORM_BUFFER, buffers[0]);
        glBufferData(GL_UNIFORM_BUFFER, 48 * 4, take(48 * 4), GL_STATIC_DRAW);
        glBindBufferBase(GL_UNIFORM_BUFFER, 0, buffers[0]);
        glBindBuffer(GL_ARRAY_BUFFER, buffers[1]);
        glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)vertices * 32, take((size_t)vertices * 32), GL_STATIC_DRAW);
        glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 32, (void *)0);
        glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 32, (void *)12);
        glVertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, 32, (void *)20);
        for (int a = 0; a < 3; a++) glEnableVertexAttribArray(a);
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, buffers[2]);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)indices * 4, take((size_t)indices * 4), GL_STATIC_DRAW);
        loadTexture(texture, GL_TEXTURE1, tw, th);
        if (culls) glEnable(GL_CULL_FACE); else glDisable(GL_CULL_FACE);
        // A translucent layer is drawn "over" what is there, without writing depth.
        if (blends) { glEnable(GL_BLEND); glDepthMask(GL_FALSE); } else { glDisable(GL_BLEND); glDepthMask(GL_TRUE); }
        glDrawElements(GL_TRIANGLES, indices, GL_UNSIGNED_INT, (void *)0);
    }
    glFinish();
    GLenum error = glGetError();
    if (error != GL_NO_ERROR) { char code[32]; snprintf(code, sizeof code, "0x%x", error); fail("OpenGL error", code); }

    // OSMesa's rows run bottom to top; meshplay's top to bottom.
    FILE *out = fopen(argv[4], "wb");
    if (!out) fail("cannot write", argv[4]);
    for (int y = height - 1; y >= 0; y--) fwrite(buffer + (size_t)y * width * 4, 4, width, out);
    fclose(out);
    OSMesaDestroyContext(context);
    return 0;
}
