#version 450
// `export swiftui-distortion`'s inverse warp: the one source of the `[[stitchable]]` function's
// body (through glslangValidator and spirv-cross --msl, as `sourceOf`) and of the llvmpipe twin
// that checks it pixel for pixel against meshplay's own rasterizer (`main` below).
//
// A 2D warp (every `to.z` 0, no perspective) maps each face's `from` quad onto its `to` quad in
// the container's points. SwiftUI asks the other way round: for an output position, which point
// of the layer lands there. `sourceOf` finds the face whose warped quad holds the position by
// inverse bilinear interpolation (MeshEngine's InverseBilinear, Inigo Quilez's "Inverse Bilinear
// Interpolation") and returns that point of the `from` quad.

// x, y per vertex: where it lands, in the container's points (y down).
layout(std430, binding = 0) readonly buffer Positions { float positions[]; };
// x, y per vertex: `from` in the layer's points (from · size), where its content is sampled.
layout(std430, binding = 1) readonly buffer Sources { float sources[]; };
// Four vertex indices per face, in the order meshplay draws them, corners going round the quad.
layout(std430, binding = 2) readonly buffer Faces { float faces[]; };

// A position no face covers maps here, far outside the layer, where SwiftUI samples nothing.
const vec2 nowhere = vec2(-100000.0);

vec2 corner(int face, int k) {
    int i = int(faces[face * 4 + k]);
    return vec2(positions[2 * i], positions[2 * i + 1]);
}

vec2 source(int face, int k) {
    int i = int(faces[face * 4 + k]);
    return vec2(sources[2 * i], sources[2 * i + 1]);
}

bool within(vec2 st, float tolerance) {
    return st.x >= -tolerance && st.x <= 1.0 + tolerance && st.y >= -tolerance && st.y <= 1.0 + tolerance;
}

// s for a given t, dividing by the larger component of E + G·t (InverseBilinear.candidate);
// a vanishing divisor gives a parameter no test accepts (Metal's fast maths keeps no NaN).
vec2 parameters(float t, vec2 h, vec2 e, vec2 f, vec2 g) {
    vec2 d = e + g * t;
    float big = abs(d.x) >= abs(d.y) ? d.x : d.y;
    if (abs(big) < 1e-12) return vec2(-1.0);
    float s = abs(d.x) >= abs(d.y) ? (h.x - f.x * t) / d.x : (h.y - f.y * t) / d.y;
    return vec2(s, t);
}

// (s, t) with X(s, t) = p for the patch A + E·s + F·t + G·s·t over corners a, b, c, d, or a
// parameter outside the unit square when none lies in it (InverseBilinear.solve, in Float:
// the strict tolerance is 1e-4 where Double's is 1e-9; the outline's stays 1e-3).
vec2 patchParameters(vec2 p, vec2 a, vec2 b, vec2 c, vec2 d) {
    vec2 e = b - a, f = d - a, g = a - b + c - d, h = p - a;
    float k2 = g.x * f.y - g.y * f.x;
    float k1 = (e.x * f.y - e.y * f.x) + (h.x * g.y - h.y * g.x);
    float k0 = h.x * e.y - h.y * e.x;
    float disc = k1 * k1 - 4.0 * k0 * k2;
    if (disc < 0.0) {
        if (disc < -1e-6 * k1 * k1) return vec2(-1.0);
        disc = 0.0;
    }
    float root = sqrt(disc);
    float q = -0.5 * (k1 + (k1 < 0.0 ? -root : root));
    vec2 first = abs(q) > 0.0 ? parameters(k0 / q, h, e, f, g) : vec2(-1.0);
    vec2 second = abs(k2) > 0.0 ? parameters(q / k2, h, e, f, g) : vec2(-1.0);
    if (within(first, 1e-4)) return clamp(first, 0.0, 1.0);
    if (within(second, 1e-4)) return clamp(second, 0.0, 1.0);
    if (within(first, 1e-3)) return clamp(first, 0.0, 1.0);
    if (within(second, 1e-3)) return clamp(second, 0.0, 1.0);
    return vec2(-1.0);
}

// The point of the layer that the warp takes to `p` (container points), or `nowhere`.
// Where faces overlap, the last face in meshplay's draw order wins: a flat layer's faces share
// one depth, and meshplay's depth test (`z >= below`) lets a later triangle over an earlier one.
// With `cullsBack` (a layer that is not double-sided), a face is skipped where it is turned
// away: where the patch's Jacobian (E + G·t) × (F + G·s) is negative, a clockwise quad on the
// y-down screen turned anticlockwise, as meshplay culls a triangle turned from the viewer.
vec2 sourceOf(vec2 p, int faceCount, float cullsBack) {
    for (int face = faceCount - 1; face >= 0; face--) {
        vec2 a = corner(face, 0), b = corner(face, 1), c = corner(face, 2), d = corner(face, 3);
        vec2 st = patchParameters(p, a, b, c, d);
        if (!within(st, 0.0)) continue;
        vec2 e = b - a, f = d - a, g = a - b + c - d;
        vec2 ds = e + g * st.y, dt = f + g * st.x;
        if (cullsBack > 0.5 && ds.x * dt.y - ds.y * dt.x < 0.0) continue;
        vec2 sa = source(face, 0), sb = source(face, 1), sc = source(face, 2), sd = source(face, 3);
        return sa + (sb - sa) * st.x + (sd - sa) * st.y + (sa - sb + sc - sd) * st.x * st.y;
    }
    return nowhere;
}

// The llvmpipe twin: each pixel of meshplay's frame taken back to the container's points
// (Framing: pixel = point · scale + offset, pixel centres, y down), through `sourceOf`, and
// the content sampled there as meshplay samples it (FragmentShader.shade, unlit, opaque).
layout(std140, binding = 3) uniform Framing {
    // x: scale, y: offset x, z: offset y (pixels), w: the frame's height in pixels.
    vec4 view;
    // x, y: the layer's size in points; z: the face count; w: 1 when back faces are culled.
    vec4 layer;
} u;
layout(binding = 4) uniform sampler2D content;
layout(location = 0) out vec4 color;

void main() {
    vec2 pixel = vec2(gl_FragCoord.x, u.view.w - gl_FragCoord.y);
    vec2 point = (pixel - u.view.yz) / u.view.x;
    vec2 unit = sourceOf(point, int(u.layer.z), u.layer.w) / u.layer.xy;
    if (unit.x < 0.0 || unit.x > 1.0 || unit.y < 0.0 || unit.y > 1.0) discard;
    vec4 t = texture(content, unit);
    if (t.a <= 0.0) discard;
    color = t;
}
