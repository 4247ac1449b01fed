#version 450
// meshplay's mesh shading, vertex stage: the one source of the Metal export's MSL (through
// glslangValidator and spirv-cross --msl) and of the llvmpipe harness that checks it pixel for
// pixel against meshplay's own rasterizer. Every field mirrors a step of MeshEngine's Renderer.

// One frame of one layer. Matrices are Core Animation's row-vector CATransform3D (m11 … m44)
// stored row after row, which GLSL reads as columns: `M * v` is then Core Animation's `v · M`.
layout(std140, binding = 0) uniform MeshUniforms {
    // Layer points → homogeneous container points: the layer's anchor, position and transform,
    // its superlayers, and the container's sublayer transform with its m34 perspective
    // (Scene.layerToContainer, then Framing.container).
    mat4 layerToContainer;
    // The cofactor of layer → view space without perspective, which takes an unnormalised
    // normal to view space (VertexShading.cofactor); columns 0-2.
    mat4 normalMatrix;
    // Container points → clip space: x·viewport.x + w·viewport.y, y·viewport.z + w·viewport.w
    // (Framing.viewport's scale and centring, then pixels to Metal's and GL's y-up clip space).
    vec4 viewport;
    // xyz: the directional light's unit direction in view space, pointing at the light;
    // w: the diffuse factor times the light's grey level (BCMeshTransformView's f).
    vec4 light;
    // x: the constant term (1 − f plus ambient lights); y: 1 when lit, 0 when the texture is
    // drawn unchanged; z: 1 for one-sided N·L (the book's overlay), 0 for BC's |N·L|;
    // w: depth scale, 1 / the largest |z / w| of the frame, so every depth fits clip space.
    vec4 shading;
    // x: the layer's opacity. The content is sampled at `from` itself: meshplay's bilinear
    // lookup puts texel (i, j)'s centre at ((i + ½) / width, (j + ½) / height), as GL and Metal do.
    vec4 surface;
} u;

layout(location = 0) in vec3 position; // layer points: to.x · width, to.y · height, to.z · depth scale
layout(location = 1) in vec2 from;     // the content's unit coordinates
layout(location = 2) in vec3 normal;   // unnormalised, in layer points (sum of the faces' vector areas)

layout(location = 0) out vec2 unit;    // `from`: where the content is sampled, and outside the unit square nothing
layout(location = 1) out float level;  // the light multiplier, interpolated as meshplay's Gouraud shading
layout(location = 2) flat out float opacity;

void main() {
    vec4 c = u.layerToContainer * vec4(position, 1.0);
    // Larger z / w is nearer the viewer (Core Animation's +z): depth in 0…1, compared with GREATER.
    float depth = 0.5 + 0.5 * u.shading.w * c.z / c.w;
    gl_Position = vec4(c.x * u.viewport.x + c.w * u.viewport.y, c.y * u.viewport.z + c.w * u.viewport.w, depth * c.w, c.w);
    unit = from;
    opacity = u.surface.x;
    // LightModel.grayShade: |v| first, then N·D, clamped to 0…1; no direction, no diffuse light.
    vec3 v = (u.normalMatrix * vec4(normal, 0.0)).xyz;
    float len = length(v);
    float cosine = len > 0.0 ? dot(v, u.light.xyz) / len : 0.0;
    float facing = u.shading.z > 0.5 ? cosine : abs(cosine);
    float lit = clamp(u.shading.x + u.light.w * facing, 0.0, 1.0);
    level = u.shading.y > 0.5 ? lit : 1.0;
}
