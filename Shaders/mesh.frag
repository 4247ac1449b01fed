#version 450
// meshplay's mesh shading, fragment stage (FragmentShader.shade): `from` outside the unit square
// and transparent texels draw nothing; the premultiplied texel's colour is multiplied by the
// light, its alpha kept, then all four by the layer's opacity (Rasterizer.scaled).

layout(binding = 1) uniform sampler2D content;

layout(location = 0) in vec2 unit;
layout(location = 1) in float level;
layout(location = 2) flat in float opacity;

layout(location = 0) out vec4 color;

void main() {
    if (unit.x < 0.0 || unit.x > 1.0 || unit.y < 0.0 || unit.y > 1.0) discard;
    vec4 t = texture(content, unit);
    if (t.a <= 0.0) discard;
    color = vec4(t.rgb * level, t.a) * opacity;
}
